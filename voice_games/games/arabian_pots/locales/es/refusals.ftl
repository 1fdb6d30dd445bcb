# Por qué las reglas rechazan una jugada, y lo que no se ha entendido. Las negativas
# siempre hablan al jugador que intentó la jugada.

## A quién le toca

# $seat: el número de un puesto tal como lo cuentan las reglas, desde 1.
pots-no-such-seat = En esta mesa no hay ningún jugador { $seat }.
# $current: el número del puesto al que le toca; $missing: "yes" cuando el jugador
# pierde además su próximo turno.
pots-not-your-turn = No te toca: le toca al jugador { $current }.{ $missing ->
    [yes] { " " }Además pierdes tu próximo turno.
   *[no] { "" }
}

## Ollas e intercambios

pots-same-pot-twice = La olla { NUMBER_WORD($position) } dos veces: un intercambio necesita dos ollas distintas.
pots-swap-not-in-line = Las ollas { NUMBER_WORD($a) } y { NUMBER_WORD($b) } no están en la misma fila ni en la misma columna: un intercambio tiene que quedarse en una línea.
pots-act-first = Primero haz tu jugada: agita una olla o intercambia dos de una línea. O canta una línea.
pots-action-had = Ya has hecho tu jugada en este turno. Canta una línea, o di paso para terminar el turno.
pots-rows-only = En esta partida solo se pueden cantar filas, no columnas.

## La preparación y la olla silenciosa

pots-place-silent-first = Primero, en secreto, elige la olla que cambias por la olla silenciosa: di olla silenciosa en, y un sitio.
pots-setup-swaps-only = En la preparación se intercambian ollas en secreto, sin agitarlas: { $left ->
    [one] queda un intercambio
   *[other] quedan { NUMBER_WORD($left) } intercambios
}. Se pueden intercambiar dos ollas cualesquiera.
# $options: las ollas de al lado de la olla silenciosa, como lista.
pots-secret-swap-first = Primero cambia en secreto la olla silenciosa con una de al lado: { $options }.
pots-secret-swap-with-silent = La olla silenciosa está en la { NUMBER_WORD($position) }: cámbiala con una de al lado: { $options }.
pots-secret-swap-adjacent = Un intercambio secreto tiene que ser con una olla de al lado: { $options }; ni en diagonal ni más lejos.
pots-silent-already-placed = La olla silenciosa ya se colocó en la preparación.
pots-setup-over = La preparación ha terminado: ahora un intercambio tiene que ser de dos ollas de la misma fila o columna.
pots-secret-swap-not-now = Un intercambio secreto solo se hace justo después de agitar la olla silenciosa.
pots-no-secret-step = Ahora no hay ningún paso secreto que hacer.
pots-random-needs-secret-step = Al azar sirve para los pasos secretos, como los intercambios de la preparación.

## El reparto

pots-draft-on = Estamos en el reparto: toma una olla del tablero, y di si la agitas.
pots-draft-over = El reparto ha terminado.
pots-place-emptied = El sitio { NUMBER_WORD($position) } está vacío: su olla ya se ha tomado.
pots-put-back = Devuelve una de tus ollas a un sitio vacío del tablero.
# $held: de dónde vienen las ollas que tiene el jugador, como lista.
pots-not-holding = No tienes la olla que se tomó de la { NUMBER_WORD($origin) }. Tus ollas estaban en: { $held }.
# $silent: "yes" cuando allí está la olla silenciosa.
pots-place-full = En el sitio { NUMBER_WORD($position) } ya hay { $silent ->
    [yes] la olla silenciosa
   *[no] una olla
}.
pots-cannot-now = Eso no se puede hacer ahora.

## Lo que no se ha entendido

pots-which-pot = No he entendido qué olla en «{ $text }».
# Tres números que un jugador dio como línea; el primero empieza la frase.
pots-not-a-line = { $a ->
    [0] Cero
    [1] Uno
    [2] Dos
    [3] Tres
    [4] Cuatro
    [5] Cinco
    [6] Seis
    [7] Siete
    [8] Ocho
    [9] Nueve
    [10] Diez
   *[other] { $a }
}, { NUMBER_WORD($b) }, { NUMBER_WORD($c) } no son una línea. Una línea es una fila o una columna, como uno dos tres, o uno cuatro siete.
