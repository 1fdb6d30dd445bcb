# Las reglas, como las lee el juego en voz alta: un solo texto, con la parte de la
# variante en medio. $variant: basic, silent o draft; $rows_only: "yes" cuando solo se
# pueden cantar filas; $rounds: las rondas tras las que una partida sin ganador es empate.

pots-rules = { pots-rules-basic }{ $variant ->
    [silent] { " " }{ pots-rules-silent }
    [draft] { " " }{ pots-rules-draft }
   *[basic] { "" }
} { pots-rules-alone }
pots-rules-basic = Las ollas árabes. Nueve ollas están en un tablero de tres filas de tres, numeradas del uno al nueve desde arriba a la izquierda; la muesca marca el borde de abajo, el más cercano a ti. Tres ollas tienen una bola, tres tienen dos piezas de metal y tres tienen muchas cuentas pequeñas. Gana quien cante completo primero en una línea de tres ollas que suenan igual: una fila o una columna{ $rows_only ->
    [yes] , pero en esta partida solo filas
   *[no] { "" }
}. Preparación: cada jugador, sin que nadie mire, intercambia tres veces dos ollas, sin agitarlas. En tu turno, haz una sola cosa: agita una olla, y todos la oyen; o intercambia dos ollas de la misma fila o columna, sin agitarlas. Después, o en vez de eso, puedes cantar completo y nombrar una línea. Se agitan sus tres ollas: si todas suenan igual, ganas; si no, pierdes tu próximo turno.
pots-rules-silent = El juego con la olla silenciosa: antes de los intercambios de la preparación, el primer jugador pone en secreto la olla silenciosa en lugar de una olla, que sale del juego. Quien agite la olla silenciosa tiene que cambiarla, en secreto, con una olla de al lado: arriba, abajo, a la izquierda o a la derecha. Una línea con la olla silenciosa nunca está completa.
pots-rules-draft = El juego de reparto: no hay intercambios de preparación. Por turnos, los jugadores toman una olla del tablero, agitándola o no. Cuando el tablero queda vacío, la olla silenciosa va a la cinco, y por turnos los jugadores devuelven sus ollas a sitios vacíos; la última olla sale del juego sin que nadie la oiga. Quien agite la olla silenciosa la cambia en secreto con una olla de al lado, y pierde su próximo turno.
pots-rules-alone = Si juegas solo, clasifica las ollas hasta que cantes completo en una línea de verdad; el juego te dice cuántas jugadas te ha costado. Una partida sin ganador tras { NUMBER($rounds, useGrouping: 0) } rondas acaba en empate.
