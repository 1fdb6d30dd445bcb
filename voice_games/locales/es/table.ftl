# Lo que dice la mesa, sea cual sea el juego: preguntas, negativas y las órdenes que no
# son jugadas. Las frases de cada juego están en la carpeta locales/ de su paquete.
# Se habla de tú, como en el reglamento.

## Listas: el primer elemento unido al resto (`Catalogue.join`)
# "o" pasa a "u" ante un sonido o: "siete u ocho".
list-and-two = { $first } y { $second }
list-and-more = { $first }, { $rest }
list-or-two = { $first } { $second ->
    [ocho] u
    [once] u
   *[other] o
} { $second }
list-or-more = { $first }, { $rest }
list-commas-more = { $first }, { $rest }
list-sentences-more = { $first } { $rest }
list-examples-more = { $first }; o { $rest }
list-none = ninguno

## Oír y entender
line-too-long = Esa línea tiene más de { $limit } caracteres, así que no se ha hecho nada de ella. Di una orden cada vez.
not-understood = No te he entendido.
not-understood-loud = Otra vez no te he entendido. Hay mucho ruido: habla más cerca del micrófono, una orden cada vez.
not-understood-again = Otra vez no te he entendido. Di una orden cada vez, por ejemplo { $example }, o di ayuda para oír las órdenes.
did-not-understand = No te he entendido. Di ayuda para oír lo que puedes decir.
did-not-understand-that = Eso no lo he entendido. Di ayuda para oír lo que puedes decir.
did-not-understand-text = No he entendido «{ $text }». Di ayuda para oír lo que puedes decir.
say-the-verb = Di la orden con su verbo, por ejemplo { $example }.
did-you-mean = ¿Querías decir { $first }, o { $second }?
who-is-speaking = ¿Quién habla: { $names }? Empieza la orden por tu nombre.
# Lo que solo un jugador puede saber, pedido en una mesa de varias personas.
# $name es un puesto con su artículo ("el jugador dos"), y no va tras "a" ni "de".
private-warning = { $name } lo ha pedido, pero toda la mesa va a oírlo. ¿Lo digo en voz alta? Sí o no.
private-not-said = No lo he dicho.
private-sent = Enviado en privado: solo lo lee { $name }.
private-channel-lost = Ya no se puede escribir en el canal privado que usa { $name }.
private-channel-unusable = No se puede abrir el canal privado { $path }, así que las respuestas privadas se preguntan en voz alta.
private-channel-unknown-seat = Ningún puesto se llama { $name }: el canal privado { $path } no se usa.
whose-turn-it-is = { $you ->
        [yes] Ahora juegas tú.
       *[no] Ahora juega { $name }.
    }
cannot-act-now = { $you ->
        [yes] Ahora no puedes jugar.
       *[no] { $name } no puede jugar ahora.
    }
cannot-be-done-now = Eso no se puede hacer ahora.
secret-refused = Ese paso secreto no está permitido. Prueba otra vez.
no-question = Ahora no hay ninguna pregunta que contestar.
finish-first = Termina antes esta partida, o di salir.

## Preguntas y respuestas
quit-question = ¿Dejas la partida? Está guardada. Sí o no.
quit-question-saved = ¿Dejas la partida? Está guardada: puedes seguirla más tarde. Sí o no.
goodbye-saved = La partida está guardada. Adiós.
play-on = Seguimos jugando.
say-again = Entonces dilo otra vez, por favor.
another-game = ¿Otra partida? Sí o no.
thank-you = Gracias por jugar. Adiós.
game-over-answer = La partida ha terminado. Di sí para jugar otra, o no para salir.

## Guardar, seguir, salir
not-saved = No se ha podido guardar la partida: { $reason }.
stopped-saved = Parado. La partida está guardada.
resuming = Seguimos la partida: { $count ->
    [one] una jugada
   *[other] { $count } jugadas
} hasta ahora. Di historial para oír lo que ha pasado.
idle-saved = Hace rato que no hay órdenes: la partida está guardada. Adiós.
input-ended = Se acabó la entrada. La partida está guardada en { $path }.

## Las órdenes que no son jugadas
nothing-to-repeat = Todavía no hay nada que repetir.
help-entry = { $sentence } Di: { $examples }.
help-now = Ahora: { $entries }
help-always = En cualquier momento: { $commands }.
history-off = En esta partida no hay historial.
history-empty = Todavía no ha pasado nada.
history-start = Historial.
history-end = Eso es todo hasta ahora.
sounds-off = En esta partida no hay sonidos.
no-tour = En esta partida no hay sonidos, así que no hay recorrido que oír.
paused = En pausa. Di sigue para continuar.
paused-now = La partida está en pausa. Di sigue para continuar.
not-paused = La partida no está en pausa.
resumed = Seguimos.

## Dispositivos de sonido (la partida sigue entonces en texto)
sound-no-device = No hay ningún dispositivo de sonido, así que la partida sigue en texto.
sound-no-portaudio = No hay sonido porque falta la biblioteca PortAudio, así que la partida sigue en texto.
sound-device-lost = El dispositivo de sonido ha dejado de funcionar, así que la partida sigue en texto.
sound-no-output-number = No hay ninguna salida de sonido con el número { $number }, así que la partida sigue en texto.
sound-no-output-called = Ninguna salida de sonido se llama «{ $name }», así que la partida sigue en texto.
sound-several-outputs = Varias salidas de sonido coinciden con «{ $name }» ({ $names }), así que la partida sigue en texto.
sound-no-device-recorded = No hay ningún dispositivo de sonido, así que la partida sigue en texto, y los sonidos se escriben en { $file }.
sound-no-portaudio-recorded = No hay sonido porque falta la biblioteca PortAudio, así que la partida sigue en texto, y los sonidos se escriben en { $file }.
sound-no-output-number-recorded = No hay ninguna salida de sonido con el número { $number }, así que la partida sigue en texto, y los sonidos se escriben en { $file }.
sound-no-output-called-recorded = Ninguna salida de sonido se llama «{ $name }», así que la partida sigue en texto, y los sonidos se escriben en { $file }.
sound-several-outputs-recorded = Varias salidas de sonido coinciden con «{ $name }» ({ $names }), así que la partida sigue en texto, y los sonidos se escriben en { $file }.
sound-file-unwritable = No se puede escribir el archivo de sonido { $file } ({ $reason }), así que no se crea.

## La línea de órdenes
no-sound-installed = El sonido no está disponible en esta instalación, así que la partida sigue en texto.
keys-need-terminal = Las teclas necesitan un terminal, así que las órdenes se leen como líneas de texto.
no-recognition-installed = El reconocimiento de voz no está instalado, así que las órdenes se leen como líneas de texto.
recogniser-unavailable-typed = { $reason } Las órdenes se leen como líneas de texto.
which-game = ¿Qué juego? { $games }.
no-game = No hay ningún juego «{ $name }». Prueba: { $games }.
play-game = voice-games play { $name }
no-level = No hay ningún nivel de ordenador «{ $level }»: usa easy, medium o expert.
seats-out-of-range = { $game } admite de { $low } a { $high } puestos en total, no { $total }.
humans-negative = El número de personas no puede ser negativo.
no-earcon = No hay ninguna señal sonora «{ $name }»: elige entre { $names }.
save-of-unknown-game = { $path } es una partida guardada de { $game }, y esta versión no sabe jugarlo.
save-of-other-game = { $path } es una partida guardada de { $game }, no de { $wanted }.
save-options-unused = { $count ->
    [one] La partida guardada tiene sus propias reglas y puestos, así que no se usa { $options }.
   *[other] La partida guardada tiene sus propias reglas y puestos, así que no se usan { $options }.
}
tuned-taken-up = He aprendido a oír las órdenes de los juegos en salas ruidosas, y a partir de ahora las oigo así.

## Partidas guardadas
save-cannot-open = No se puede abrir la partida guardada { $path }: { $reason }.
save-not-json = { $path } no es una partida guardada: no es JSON legible.
save-other-version = { $path } no es una partida guardada de esta versión.
save-incomplete = { $path } no es una partida guardada completa.
save-unreadable = No se puede leer la partida guardada: { $reason }
save-not-replayable = No se puede volver a jugar la partida guardada: { $reason }
save-missing-part = le falta «{ $part }», que es necesario.

## La voz
speech-off-in-text = La voz está apagada: la partida va en texto. Empiézala con la salida speech para oírla.
speech-volume = Volumen de la voz: { $percent } por ciento.
speech-rate = Velocidad de la voz: { $rate } palabras por minuto.

## Teclas
key-cancelled = Cancelado.
key-unknown = Esa tecla no hace nada. Pulsa h para la ayuda.
key-type-line = Escribe la orden y pulsa Intro.
key-speaker = Habla { $name }.
command-cannot-run = voice-games { $name } no puede funcionar aquí: { $reason }.

## Las opciones de la línea de órdenes
opt-about = Juegos de mesa por voz que no necesitan pantalla.
opt-audio-out = escribe también todo el sonido en este archivo WAV
opt-bot-pause = segundos antes de que juegue un jugador del ordenador
opt-bots = jugadores del ordenador: un número, o niveles como easy,expert
opt-confirm = pregunta antes de cantar una línea; never: tampoco pregunta por una jugada mal oída
opt-describe-sounds = nombra cada sonido con palabras
opt-device = dispositivo de salida de sonido, nombre o número
opt-earcon-volume = señales sonoras, de 0 a 2
opt-earcons-off = señales sonoras que se apagan, por ejemplo understood,your_turn; 'all' o 'none'
opt-engine = reconocedor de voz (por defecto: el mejor medido)
opt-grace = segundos durante los que se puede cancelar un intercambio dicho en voz alta
opt-hints = permite pistas en una mesa de varias personas
opt-humans = personas en esta mesa (por turnos en el mismo sitio)
opt-keypad = las cifras como un teclado numérico
opt-lang = el idioma en que habla el juego: en, es o de (pseudo: inglés marcado, para revisar una traducción)
opt-level = nivel de todos los jugadores del ordenador
opt-max-idle = guarda y sale tras estos segundos sin ninguna orden
opt-private-channel = dónde se escriben las respuestas privadas de un puesto en vez de decirlas en voz alta (un segundo terminal, una línea braille, un archivo); PUESTO= para un puesto, repítelo para varios
opt-mic = micrófono, nombre o número
opt-no-early-answers = actúa sobre una orden hablada solo tras una pausa larga, nunca en la primera pausa corta
opt-no-history = sin la orden historial
opt-no-sound = sin sonidos de ollas ni señales; cada agitada nombra su sonido con palabras
opt-no-tuning = no afina el reconocedor al juego en segundo plano (afinado, oye mejor en salas ruidosas)
opt-play = juega a un juego
opt-rate = velocidad de la voz, palabras por minuto
opt-resume = sigue una partida guardada (por defecto, la última)
opt-save = archivo de la partida (por defecto, en tu carpeta de datos)
opt-secrets = por turnos: el ordenador hace los intercambios secretos, o los escribes sin que se vean
opt-seed = la misma semilla reparte la misma partida
opt-sound-volume = sonidos de las ollas, de 0 a 2
opt-strict = sin pistas ni historial
opt-voice = voz de espeak-ng, por ejemplo roa/es
opt-wake-word = la palabra con que empieza una orden
opt-sound-devices = lista los dispositivos de salida de sonido
opt-sound-game = de qué juego son los sonidos (por defecto: %(default)s)
opt-sound-out = archivo WAV (JUEGO-sounds.wav)
opt-sound-rendering = colocación de los sonidos en el espacio
opt-sound-seed = semilla de los sonidos al azar
opt-sound-sounds = escribe una muestra de los sonidos de un juego en un archivo WAV
opt-sound-sounds-about = Crea los sonidos de un juego, cada uno donde se oye, y las señales sonoras.
opt-speech-background = funciona con la prioridad más baja, como cuando lo arranca el juego
opt-speech-engine = whisper, pocketsphinx o vosk
opt-speech-epochs = cuántas veces aprende de cada una (por defecto 7 en inglés, 3 en español y alemán)
opt-speech-file = un archivo WAV PCM de 16 bits, a cualquier frecuencia
opt-speech-game = de qué juego son las órdenes (por defecto: %(default)s)
opt-speech-install = instala el modelo de voz de un idioma: para español y alemán, el modelo multilingüe de Whisper; para inglés, un modelo pequeño de Vosk
opt-speech-json = imprime un objeto JSON
opt-speech-list = los modelos instalados
opt-speech-mic = micrófono, nombre o número
opt-speech-mic-test = oye el nivel del micrófono y una orden
opt-speech-models = carpeta de los modelos de voz
opt-speech-models-command = lista o instala modelos de voz
opt-speech-recognize = reconoce una orden en un archivo WAV
opt-speech-tune = afina Whisper a las órdenes de los juegos, aquí, para salas ruidosas (un cuarto de hora, más o menos)
opt-speech-utterances = de cuántas frases generadas aprende (por defecto 5000)
opt-speech-tune-language = el idioma cuyas órdenes aprende: en, es o de (por defecto en)
opt-play-game = juega a { $game }
opt-cannot-run = no puede funcionar aquí: { $reason }
opt-group-seats = puestos
opt-group-io = entrada y salida
opt-group-table = mesa
opt-group-saving = guardar
opt-speech-vosk = instala en su lugar el modelo pequeño de Vosk del idioma (una descarga)
