# Was der Tisch sagt, welches Spiel auch läuft: Fragen, Ablehnungen und die Befehle,
# die keine Spielzüge sind. Die Sätze eines Spiels liegen im Ordner locales/ seines
# Pakets. Angesprochen wird mit du, wie in der Spielregel.

## Listen: das erste Element, mit dem Rest verbunden (`Catalogue.join`)
list-and-two = { $first } und { $second }
list-and-more = { $first }, { $rest }
list-or-two = { $first } oder { $second }
list-or-more = { $first }, { $rest }
list-commas-more = { $first }, { $rest }
list-sentences-more = { $first } { $rest }
list-examples-more = { $first }; oder { $rest }
list-none = keine

## Hören und verstehen
line-too-long = Diese Zeile ist länger als { $limit } Zeichen, deshalb wurde nichts davon ausgeführt. Sag einen Befehl nach dem anderen.
not-understood = Nicht verstanden.
not-understood-loud = Wieder nicht verstanden. Hier ist es laut: Sprich näher am Mikrofon, einen Befehl nach dem anderen.
not-understood-again = Wieder nicht verstanden. Sag einen Befehl nach dem anderen, zum Beispiel { $example }, oder sag Hilfe, um die Befehle zu hören.
did-not-understand = Das habe ich nicht verstanden. Sag Hilfe, um zu hören, was du sagen kannst.
did-not-understand-that = Das habe ich nicht verstanden. Sag Hilfe, um zu hören, was du sagen kannst.
did-not-understand-text = „{ $text }“ habe ich nicht verstanden. Sag Hilfe, um zu hören, was du sagen kannst.
say-the-verb = Sag den Befehl mit seinem Verb, zum Beispiel { $example }.
did-you-mean = Meinst du { $first } oder { $second }?
who-is-speaking = Wer spricht? Fang mit deinem Namen an: { $names }.
# Was nur ein Spieler wissen darf, erfragt an einem Tisch mit mehreren Menschen.
private-warning = { $name }, das hört der ganze Tisch. Laut sagen? Ja oder nein.
private-not-said = Nicht gesagt.
private-sent = An den privaten Kanal von { $name } geschickt.
private-channel-lost = In den privaten Kanal von { $name } kann nicht mehr geschrieben werden.
private-channel-unusable = Der private Kanal { $path } lässt sich nicht öffnen, deshalb werden private Antworten laut erfragt.
private-channel-unknown-seat = Kein Platz heißt { $name }: Der private Kanal { $path } wird nicht benutzt.
whose-turn-it-is = { $you ->
        [yes] Du bist dran.
       *[no] { $name } ist dran.
    }
cannot-act-now = { $you ->
        [yes] Du kannst jetzt nichts tun.
       *[no] { $name } kann jetzt nichts tun.
    }
cannot-be-done-now = Das geht jetzt nicht.
secret-refused = Dieser geheime Schritt ist nicht erlaubt. Versuch es noch einmal.
no-question = Gerade gibt es keine Frage zu beantworten.
finish-first = Spiel erst diese Partie zu Ende, oder sag beenden.

## Fragen und Antworten
quit-question = Das Spiel verlassen? Es ist gespeichert. Ja oder nein.
quit-question-saved = Das Spiel verlassen? Es ist gespeichert, du kannst später weiterspielen. Ja oder nein.
goodbye-saved = Das Spiel ist gespeichert. Tschüss.
play-on = Wir spielen weiter.
say-again = Dann sag es bitte noch einmal.
another-game = Noch eine Partie? Ja oder nein.
thank-you = Danke fürs Spielen. Tschüss.
game-over-answer = Das Spiel ist aus. Sag ja für eine neue Partie, oder nein zum Beenden.

## Speichern, weiterspielen, beenden
not-saved = Das Spiel konnte nicht gespeichert werden: { $reason }.
stopped-saved = Angehalten. Das Spiel ist gespeichert.
resuming = Das Spiel geht weiter: bisher { $count ->
    [one] ein Zug
   *[other] { $count } Züge
}. Sag Verlauf, um zu hören, was passiert ist.
idle-saved = Eine Weile kein Befehl: Das Spiel ist gespeichert. Tschüss.
input-ended = Die Eingabe ist zu Ende. Das Spiel ist in { $path } gespeichert.

## Die Befehle, die keine Spielzüge sind
nothing-to-repeat = Noch nichts zu wiederholen.
help-entry = { $sentence } Sag: { $examples }.
help-now = Jetzt: { $entries }
help-always = Jederzeit: { $commands }.
history-off = In diesem Spiel gibt es keinen Verlauf.
history-empty = Bisher ist nichts passiert.
history-start = Verlauf.
history-end = Das ist bisher alles.
sounds-off = In diesem Spiel sind die Geräusche aus.
no-tour = In diesem Spiel sind die Geräusche aus, also gibt es keinen Rundgang zu hören.
paused = Pause. Sag weiter, um weiterzuspielen.
paused-now = Das Spiel ist pausiert. Sag weiter, um weiterzuspielen.
not-paused = Das Spiel ist nicht pausiert.
resumed = Weiter geht's.

## Tonausgabe (das Spiel geht dann als Text weiter)
sound-no-device = Kein Tongerät gefunden, deshalb geht das Spiel als Text weiter.
sound-no-portaudio = Kein Ton, weil die Bibliothek PortAudio fehlt, deshalb geht das Spiel als Text weiter.
sound-device-lost = Das Tongerät funktioniert nicht mehr, deshalb geht das Spiel als Text weiter.
sound-no-output-number = Es gibt keine Tonausgabe mit der Nummer { $number }, deshalb geht das Spiel als Text weiter.
sound-no-output-called = Keine Tonausgabe heißt „{ $name }“, deshalb geht das Spiel als Text weiter.
sound-several-outputs = Mehrere Tonausgaben passen zu „{ $name }“ ({ $names }), deshalb geht das Spiel als Text weiter.
sound-no-device-recorded = Kein Tongerät gefunden, deshalb geht das Spiel als Text weiter, und die Geräusche werden in { $file } geschrieben.
sound-no-portaudio-recorded = Kein Ton, weil die Bibliothek PortAudio fehlt, deshalb geht das Spiel als Text weiter, und die Geräusche werden in { $file } geschrieben.
sound-no-output-number-recorded = Es gibt keine Tonausgabe mit der Nummer { $number }, deshalb geht das Spiel als Text weiter, und die Geräusche werden in { $file } geschrieben.
sound-no-output-called-recorded = Keine Tonausgabe heißt „{ $name }“, deshalb geht das Spiel als Text weiter, und die Geräusche werden in { $file } geschrieben.
sound-several-outputs-recorded = Mehrere Tonausgaben passen zu „{ $name }“ ({ $names }), deshalb geht das Spiel als Text weiter, und die Geräusche werden in { $file } geschrieben.
sound-file-unwritable = Die Tondatei { $file } kann nicht geschrieben werden ({ $reason }), deshalb wird sie nicht angelegt.

## Die Befehlszeile
no-sound-installed = Ton ist in dieser Installation nicht verfügbar, deshalb geht das Spiel als Text weiter.
keys-need-terminal = Tasten brauchen ein Terminal, deshalb werden Befehle als Textzeilen gelesen.
no-recognition-installed = Die Spracherkennung ist nicht installiert, deshalb werden Befehle als Textzeilen gelesen.
recogniser-unavailable-typed = { $reason } Befehle werden als Textzeilen gelesen.
which-game = Welches Spiel? { $games }.
no-game = Es gibt kein Spiel „{ $name }“. Versuch: { $games }.
play-game = voice-games play { $name }
no-level = Es gibt keine Computerstufe „{ $level }“: Nimm easy, medium oder expert.
seats-out-of-range = { $game } hat insgesamt { $low } bis { $high } Plätze, nicht { $total }.
humans-negative = Die Zahl der Menschen kann nicht negativ sein.
no-earcon = Es gibt kein Signal „{ $name }“: Wähle aus { $names }.
save-of-unknown-game = { $path } ist ein gespeichertes Spiel von { $game }, das diese Version nicht spielen kann.
save-of-other-game = { $path } ist ein gespeichertes Spiel von { $game }, nicht von { $wanted }.
save-options-unused = { $count ->
    [one] Das gespeicherte Spiel hat eigene Regeln und Plätze, deshalb wird { $options } nicht benutzt.
   *[other] Das gespeicherte Spiel hat eigene Regeln und Plätze, deshalb werden { $options } nicht benutzt.
}
tuned-taken-up = Ich habe gelernt, die Befehle der Spiele in lauten Räumen zu hören, und höre ab jetzt damit.

## Gespeicherte Spiele
save-cannot-open = Das gespeicherte Spiel { $path } lässt sich nicht öffnen: { $reason }.
save-not-json = { $path } ist kein gespeichertes Spiel: Es ist kein lesbares JSON.
save-other-version = { $path } ist kein gespeichertes Spiel dieser Version.
save-incomplete = { $path } ist kein vollständiges gespeichertes Spiel.
save-unreadable = Das gespeicherte Spiel lässt sich nicht lesen: { $reason }
save-not-replayable = Das gespeicherte Spiel lässt sich nicht nachspielen: { $reason }
save-missing-part = Es fehlt „{ $part }“, das nötig ist.

## Sprachausgabe
speech-off-in-text = Die Sprache ist aus: Das Spiel läuft als Text. Starte es mit der Ausgabe speech, um es zu hören.
speech-volume = Lautstärke der Sprache: { $percent } Prozent.
speech-rate = Sprechtempo: { $rate } Wörter pro Minute.

## Tasten
key-cancelled = Abgebrochen.
key-unknown = Diese Taste tut nichts. Drück h für die Hilfe.
key-type-line = Tipp den Befehl, dann Eingabe.
key-speaker = { $name } spricht.
command-cannot-run = voice-games { $name } kann hier nicht laufen: { $reason }.

## Die Optionen der Befehlszeile
opt-about = Brettspiele mit Sprache, ganz ohne Bildschirm.
opt-audio-out = schreibt zusätzlich allen Ton in diese WAV-Datei
opt-bot-pause = Sekunden, bevor ein Computerspieler zieht
opt-bots = Computerspieler: eine Zahl, oder Stufen wie easy,expert
opt-confirm = fragt nach, bevor eine Reihe gemeldet wird; never: auch keine Frage zu einem unsicher gehörten Zug
opt-describe-sounds = nennt jedes Geräusch in Worten
opt-device = Tonausgabe, Name oder Nummer
opt-earcon-volume = Signale, 0 bis 2
opt-earcons-off = Signale, die aus sind, z. B. understood,your_turn; 'all' oder 'none'
opt-engine = Spracherkenner (Standard: der gemessen beste)
opt-grace = Sekunden, in denen sich ein gesprochener Tausch abbrechen lässt
opt-hints = erlaubt Tipps an einem Tisch mit mehreren Menschen
opt-humans = Menschen an diesem Tisch (abwechselnd am selben Gerät)
opt-keypad = Ziffern wie auf dem Ziffernblock
opt-lang = die Sprache des Spiels: en, es oder de (pseudo: Englisch markiert, um eine Übersetzung zu prüfen)
opt-level = Stufe aller Computerspieler
opt-max-idle = speichert und beendet nach so vielen Sekunden ohne Befehl
opt-private-channel = wohin die privaten Antworten eines Platzes geschrieben statt laut gesagt werden (ein zweites Terminal, eine Braillezeile, eine Datei); PLATZ= für einen Platz, mehrfach für mehrere
opt-mic = Mikrofon, Name oder Nummer
opt-no-early-answers = reagiert auf einen gesprochenen Befehl erst nach einer längeren Pause, nie schon bei der ersten kurzen
opt-no-history = kein Befehl Verlauf
opt-no-sound = keine Topfgeräusche und keine Signale; jedes Schütteln nennt sein Geräusch in Worten
opt-no-tuning = stimmt den Erkenner nicht im Hintergrund auf das Spiel ab (abgestimmt hört er in lauten Räumen besser)
opt-play = ein Spiel spielen
opt-rate = Sprechtempo, Wörter pro Minute
opt-resume = ein gespeichertes Spiel fortsetzen (Standard: das letzte)
opt-save = Spielstand-Datei (Standard: in deinem Datenordner)
opt-secrets = abwechselnd am selben Gerät: Der Computer macht die geheimen Tauschs, oder du tippst sie ungesehen
opt-seed = derselbe Startwert gibt dieselbe Partie
opt-sound-volume = Topfgeräusche, 0 bis 2
opt-strict = keine Tipps und kein Verlauf
opt-voice = espeak-ng-Stimme, z. B. gmw/de
opt-wake-word = das Wort, mit dem ein Befehl beginnt
opt-sound-devices = listet die Tonausgaben auf
opt-sound-game = wessen Geräusche (Standard: %(default)s)
opt-sound-out = WAV-Datei (SPIEL-sounds.wav)
opt-sound-rendering = räumliche Wiedergabe
opt-sound-seed = Startwert für die zufälligen Geräusche
opt-sound-sounds = schreibt eine Vorführung der Geräusche eines Spiels in eine WAV-Datei
opt-sound-sounds-about = Erzeugt die Geräusche eines Spiels, jedes dort, wo man es hört, und die Signale.
opt-speech-background = läuft mit der niedrigsten Priorität, wie wenn das Spiel es startet
opt-speech-engine = whisper, pocketsphinx oder vosk
opt-speech-epochs = wie oft er aus jedem lernt (Standard 7 auf Englisch, 3 auf Spanisch und Deutsch)
opt-speech-file = eine 16-Bit-PCM-WAV-Datei, beliebige Abtastrate
opt-speech-game = wessen Befehle (Standard: %(default)s)
opt-speech-install = installiert das Sprachmodell einer Sprache: für Spanisch und Deutsch das mehrsprachige Whisper-Modell, für Englisch ein kleines Vosk-Modell
opt-speech-json = gibt ein JSON-Objekt aus
opt-speech-list = die installierten Modelle
opt-speech-mic = Mikrofon, Name oder Nummer
opt-speech-mic-test = hört den Mikrofonpegel und einen Befehl
opt-speech-models = Ordner der Sprachmodelle
opt-speech-models-command = Sprachmodelle auflisten oder installieren
opt-speech-recognize = erkennt einen Befehl in einer WAV-Datei
opt-speech-tune = stimmt Whisper hier auf die Befehle der Spiele ab, für laute Räume (etwa eine Viertelstunde)
opt-speech-utterances = aus wie vielen erzeugten Äußerungen er lernt (Standard 5000)
opt-speech-tune-language = die Sprache, deren Befehle es lernt: en, es oder de (Standard en)
opt-play-game = { $game } spielen
opt-cannot-run = kann hier nicht laufen: { $reason }
opt-group-seats = Plätze
opt-group-io = Ein- und Ausgabe
opt-group-table = Tisch
opt-group-saving = Speichern
opt-speech-vosk = installiert stattdessen das kleine Vosk-Modell der Sprache (ein Download)
