# What the table says, whatever the game: questions, refusals, the commands that are
# no moves. A game's own sentences are in its package's locales/ folder.

## Lists: a list's first item joined to the rest of it (`Catalogue.join`)
list-and-two = { $first } and { $second }
list-and-more = { $first }, { $rest }
list-or-two = { $first } or { $second }
list-or-more = { $first }, { $rest }
list-commas-more = { $first }, { $rest }
list-sentences-more = { $first } { $rest }
list-examples-more = { $first }; or { $rest }
list-none = none

## Hearing and understanding
line-too-long = That line is longer than { $limit } characters, so none of it was done. Say one command at a time.
not-understood = Not understood.
not-understood-loud = Not understood again. It is loud here: speak closer to the microphone, one command at a time.
not-understood-again = Not understood again. Say one command at a time, like { $example }, or say help to hear the commands.
did-not-understand = I did not understand. Say help to hear what you can say.
did-not-understand-that = I did not understand that. Say help to hear what you can say.
did-not-understand-text = I did not understand '{ $text }'. Say help to hear what you can say.
say-the-verb = Say the command with its verb, like { $example }.
did-you-mean = Did you mean { $first }, or { $second }?
who-is-speaking = Who is speaking? Start with your name: { $names }.
# What only one player may know, asked for at a table of several humans.
private-warning = { $name }, everyone at the table will hear this. Say it aloud? Yes or no.
private-not-said = Not said.
private-sent = Sent to { $name }'s private channel.
private-channel-lost = The private channel of { $name } cannot be written to any more.
private-channel-unusable = The private channel { $path } cannot be opened, so private answers are asked for aloud.
private-channel-unknown-seat = No seat is called { $name }: the private channel { $path } is not used.
whose-turn-it-is = { $you ->
        [yes] It is your turn.
       *[no] It is { $name }'s turn.
    }
cannot-act-now = { $you ->
        [yes] You cannot act now.
       *[no] { $name } cannot act now.
    }
cannot-be-done-now = That cannot be done now.
secret-refused = That secret step is not allowed. Try again.
no-question = There is no question to answer just now.
finish-first = Finish this game first, or say quit.

## Questions and their answers
quit-question = Leave the game? It is saved. Yes or no.
quit-question-saved = Leave the game? It is saved. You can go on with it later. Yes or no.
goodbye-saved = The game is saved. Goodbye.
play-on = We play on.
say-again = Then please say it again.
another-game = Another game? Yes or no.
thank-you = Thank you for playing. Goodbye.
game-over-answer = The game is over. Say yes for another game, or no to leave.

## Saving, resuming, leaving
not-saved = The game could not be saved: { $reason }.
stopped-saved = Stopped. The game is saved.
resuming = Resuming the game: { $count ->
    [one] one action
   *[other] { $count } actions
} so far. Say history to hear them.
idle-saved = No command for a while: the game is saved. Goodbye.
input-ended = Input ended. The game is saved in { $path }.

## The commands that are no moves
nothing-to-repeat = Nothing to repeat yet.
help-entry = { $sentence } Say: { $examples }.
help-now = Now: { $entries }
help-always = At any time: { $commands }.
history-off = History is off in this game.
history-empty = Nothing has happened yet.
history-start = History.
history-end = That is all so far.
sounds-off = Sounds are off in this game.
no-tour = Sounds are off in this game, so there is no tour to hear.
paused = Paused. Say resume to go on.
paused-now = The game is paused. Say resume to go on.
not-paused = The game is not paused.
resumed = Resumed.

## Sound devices (the game then goes on in text)
sound-no-device = No sound device found, so the game goes on in text.
sound-no-portaudio = Sound is off because the PortAudio library is missing, so the game goes on in text.
sound-device-lost = The sound device stopped working, so the game goes on in text.
sound-no-output-number = There is no sound output number { $number }, so the game goes on in text.
sound-no-output-called = No sound output is called '{ $name }', so the game goes on in text.
sound-several-outputs = Several sound outputs match '{ $name }' ({ $names }), so the game goes on in text.
sound-no-device-recorded = No sound device found, so the game goes on in text, and the sounds are written to { $file }.
sound-no-portaudio-recorded = Sound is off because the PortAudio library is missing, so the game goes on in text, and the sounds are written to { $file }.
sound-no-output-number-recorded = There is no sound output number { $number }, so the game goes on in text, and the sounds are written to { $file }.
sound-no-output-called-recorded = No sound output is called '{ $name }', so the game goes on in text, and the sounds are written to { $file }.
sound-several-outputs-recorded = Several sound outputs match '{ $name }' ({ $names }), so the game goes on in text, and the sounds are written to { $file }.
sound-file-unwritable = The sound file { $file } cannot be written ({ $reason }), so it is not made.

## The command line
no-sound-installed = Sound is not available in this installation, so the game goes on in text.
keys-need-terminal = Keys need a terminal, so commands are read as lines of text.
no-recognition-installed = Speech recognition is not installed, so commands are read as lines of text.
recogniser-unavailable-typed = { $reason } Commands are read as lines of text.
which-game = Which game? { $games }.
no-game = There is no game '{ $name }'. Try: { $games }.
play-game = voice-games play { $name }
no-level = There is no computer level '{ $level }': use easy, medium or expert.
seats-out-of-range = { $game } takes { $low } to { $high } seats in all, not { $total }.
humans-negative = The number of humans cannot be negative.
no-earcon = There is no signal sound '{ $name }': choose from { $names }.
save-of-unknown-game = { $path } is a saved game of { $game }, which this version cannot play.
save-of-other-game = { $path } is a saved game of { $game }, not { $wanted }.
save-options-unused = { $count ->
    [one] The saved game has its own rules and seats, so { $options } is not used.
   *[other] The saved game has its own rules and seats, so { $options } are not used.
}
tuned-taken-up = I have learnt to hear the games' commands in noisy rooms, and hear with that from now on.

## Saved games
save-cannot-open = Cannot open the saved game { $path }: { $reason }.
save-not-json = { $path } is not a saved game: it is not readable JSON.
save-other-version = { $path } is not a saved game of this version.
save-incomplete = { $path } is not a complete saved game.
save-unreadable = The saved game cannot be read: { $reason }
save-not-replayable = The saved game cannot be replayed: { $reason }
save-missing-part = it has no { $part } where one is needed.

## Speech output
speech-off-in-text = Speech is off: the game is in text. Start it with output speech to hear it.
speech-volume = Speech volume { $percent } percent.
speech-rate = Speech rate { $rate } words a minute.

## Keys
key-cancelled = Cancelled.
key-unknown = That key does nothing. Press h for help.
key-type-line = Type the command, then Enter.
key-speaker = { $name } speaks.
command-cannot-run = voice-games { $name } cannot run here: { $reason }.

## The command line's options (read before a language is chosen, so in English)
opt-about = Voice-first tabletop games that need no screen.
opt-audio-out = also write all sound to this WAV file
opt-bot-pause = seconds before a computer player moves
opt-bots = computer players: a number, or levels like easy,expert
opt-confirm = ask before a claim is made; never: no question about a move heard unsurely either
opt-describe-sounds = name each sound in words
opt-device = sound output device, name or number
opt-earcon-volume = signal sounds, 0 to 2
opt-earcons-off = signal sounds to switch off, e.g. understood,your_turn; 'all' or 'none'
opt-engine = speech recogniser (default: measured best)
opt-grace = seconds in which a spoken swap can be cancelled
opt-hints = allow hints at a table of humans
opt-humans = humans at this table (hot seat)
opt-keypad = digits as a keypad
opt-lang = the language the game speaks (pseudo: English marked, to check a translation)
opt-level = level of all bots
opt-max-idle = save and leave after this many seconds without a command
opt-private-channel = where a seat's private answers are written instead of said aloud (a second terminal, a braille display, a file); SEAT= for one seat, repeat for several
opt-mic = microphone device, name or number
opt-no-early-answers = act on a spoken command only after a longer pause, never at the first short one
opt-no-history = no history command
opt-no-sound = play no pot sounds or signal sounds; each shake names its sound in words
opt-no-tuning = do not tune the recogniser to the game in the background (it hears loud rooms better once tuned)
opt-play = play a game
opt-rate = speech rate, words a minute
opt-resume = go on with a saved game (default: the last one)
opt-save = save file (default: in your data folder)
opt-secrets = hot seat: the computer makes secret swaps, or you type them unseen
opt-seed = the same seed deals the same game
opt-sound-volume = pot sounds, 0 to 2
opt-strict = no hints and no history
opt-voice = espeak-ng voice, e.g. gmw/en-US
opt-wake-word = the word that starts a command
opt-sound-devices = list the sound output devices
opt-sound-game = whose sounds (default: %(default)s)
opt-sound-out = WAV file (GAME-sounds.wav)
opt-sound-rendering = spatial rendering
opt-sound-seed = seed for the random sounds
opt-sound-sounds = write a demonstration of a game's sounds to a WAV file
opt-sound-sounds-about = Render a game's sounds, each where it is heard, and the signal sounds.
opt-speech-background = run at the lowest priority, as the game starts it
opt-speech-engine = whisper, pocketsphinx or vosk
opt-speech-epochs = how many times it learns from each (default 7 in English, 3 in Spanish and German)
opt-speech-file = a 16-bit PCM WAV file, any sample rate
opt-speech-game = whose commands (default: %(default)s)
opt-speech-install = install the speech model of a language: for Spanish and German the multilingual Whisper model, for English a small Vosk model
opt-speech-vosk = install the language's small Vosk model instead (a download)
opt-speech-json = print one JSON object
opt-speech-list = the installed models
opt-speech-mic = microphone device, name or number
opt-speech-mic-test = hear the microphone level and one command
opt-speech-models = folder of speech models
opt-speech-models-command = list or install speech models
opt-speech-recognize = recognise a command in a WAV file
opt-speech-tune = tune Whisper to the games' commands here, for loud rooms (about a quarter of an hour)
opt-speech-utterances = how many rendered utterances it learns from (default 5000)
opt-speech-tune-language = the language whose commands it learns: en, es or de (default en)
opt-play-game = play { $game }
opt-cannot-run = cannot run here: { $reason }
opt-group-seats = seats
opt-group-io = input and output
opt-group-table = table
opt-group-saving = saving
