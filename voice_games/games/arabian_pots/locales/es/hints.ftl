# Pistas y probabilidades, sacadas de lo que el jugador ha oído. Una probabilidad se dice
# a partir de $chance: "certain", "none", "under" (menos del 1 por ciento), "over" (más
# del 99 por ciento) o "percent" con el $percent redondeado.

# Siempre se dice de una línea, fila o columna: "segura" en femenino.
pots-chance-words = { $chance ->
    [certain] segura
    [none] imposible
    [under] menos del 1 por ciento
    [over] más del 99 por ciento
   *[percent] { $percent } por ciento
}
# La probabilidad de que una línea esté completa: "Fila de arriba: 40 por ciento."
pots-chance = { pots-line-title }: { pots-chance-words }.
pots-chances-draft = Todavía no están todas las ollas en el tablero, así que no se puede juzgar ninguna línea.
pots-hint-nothing-heard = Todavía no se ha oído nada: todas las ollas son igual de inciertas.
pots-hint-take = Lo que más te diría es tomar la olla { NUMBER_WORD($position) } y agitarla.
pots-hint-draft-place = Las líneas se pueden juzgar cuando todas las ollas vuelvan al tablero.
pots-hint-secret-swap = La cambies con la que la cambies, de lo que más seguro estás es de { pots-line }: { pots-chance-words }.
pots-hint-surest = De lo que más seguro estás es de { pots-line }: { pots-chance-words }.
pots-hint-swap = Si intercambias la { NUMBER_WORD($a) } y la { NUMBER_WORD($b) }, { $chance ->
    [certain] { pots-line } queda completa seguro
    [none] { pots-line } no puede quedar completa
    [under] { pots-line } tiene menos de un 1 por ciento de quedar completa
    [over] { pots-line } tiene más de un 99 por ciento de quedar completa
   *[percent] { pots-line } tiene un { $percent } por ciento de quedar completa
}.
pots-hint-nothing-new = Agitar ya no te dice nada nuevo. De lo que más seguro estás es de { pots-line }: { pots-chance-words }.
pots-hint-shake = Lo que más te diría es agitar la olla { NUMBER_WORD($position) }.
