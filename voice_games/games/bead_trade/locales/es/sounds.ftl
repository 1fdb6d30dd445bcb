# Lo que dice Bead Trade de sus sonidos.

## El recorrido de los sonidos
# Se dice tras sonar el recorrido y nombra sus sonidos en el orden en que se oyeron.
# $lid y $base son cuántas cuentas sonaron bajo cada caja; $seconds, cada cuánto suena
# el reloj de la ronda.

beads-tour-told = Ese fue el recorrido: { $lid ->
    [one] una cuenta escondida
   *[other] { NUMBER_WORD($lid) } cuentas escondidas
} bajo la tapa, a tu izquierda; { $base ->
    [one] una
   *[other] { NUMBER_WORD($base) }
} bajo la base, a tu derecha; un animal colocado sobre la tapa; una oferta; un intercambio entre jugadores; un intercambio con el centro; el final de una ronda; y el reloj de la ronda, que suena bajito cada { NUMBER_WORD($seconds) } segundos mientras se comercia.

## Ajustes del sonido

beads-sound-volume = Sonidos de Bead Trade al { NUMBER($percent, useGrouping: 0) } por ciento.
beads-sound-signals-on = Señales sonoras activadas.
beads-sound-signals-off = Señales sonoras desactivadas.
