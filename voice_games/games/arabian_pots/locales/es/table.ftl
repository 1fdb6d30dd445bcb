# Lo que dice Las ollas árabes de sus sonidos, sus partidas guardadas y sus opciones.

## Sonidos

pots-tour-told = Ese era el recorrido: del uno al nueve, de arriba a la izquierda a abajo a la derecha.
pots-sound-volume = Sonidos de las ollas al { NUMBER($percent, useGrouping: 0) } por ciento.
pots-signals-on = Señales sonoras encendidas.
pots-signals-off = Señales sonoras apagadas.

## Partidas guardadas y reglas que ninguna partida puede tener
# Cada uno es el final de una frase que empieza "No se puede leer la partida guardada:".

pots-save-unknown-action = contiene una jugada que este juego no tiene: «{ $kind }»
pots-save-incomplete-action = una jugada { $kind } está incompleta
pots-save-unknown-option = sus reglas tienen una opción que este juego no conoce: «{ $option }»
pots-save-unknown-variant = no hay ninguna variante «{ $variant }»: es basic, silent o draft
pots-save-seats = tiene { $seats } puestos, y este juego admite de { $low } a { $high }
pots-save-seats-unlike = sienta a { $seats } { $seats ->
    [one] jugador
   *[other] jugadores
} en una partida para { $rules_seats }
pots-save-no-line = no existe la línea { $kind } { $index }
# Los niveles son los de bots.LEVELS.
pots-no-bot-level = no hay ningún nivel «{ $level }»: elige entre easy, medium y expert
pots-seats-out-of-range = Las ollas árabes se juega con { $low } a { $high } jugadores, no con { $seats }.

## La línea de órdenes

pots-title = Las ollas árabes
pots-options = reglas de Las ollas árabes
pots-option-variant = basic (por defecto), silent o draft
pots-option-rows-only = solo se pueden cantar filas
pots-option-max-rounds = empate tras estas rondas ({ NUMBER($rounds, useGrouping: 0) })
