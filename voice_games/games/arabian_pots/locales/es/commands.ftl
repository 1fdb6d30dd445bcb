# Cada jugada tal como la dice un jugador: la frase que la gramática vuelve a leer como
# esa misma jugada (grammars/arabian_pots/es.ini), así que tiene que ser una que la
# gramática conozca.

pots-say-shake = agita la olla { NUMBER_WORD($position) }
pots-say-swap = intercambia la { NUMBER_WORD($a) } y la { NUMBER_WORD($b) }
pots-say-claim = completo: { pots-line }
pots-say-end-turn = paso
pots-say-place-silent = olla silenciosa en la { NUMBER_WORD($position) }
pots-say-take = toma la olla { NUMBER_WORD($position) }{ $shake ->
    [yes] { " " }y agítala
   *[no] { "" }
}
pots-say-place = pon la olla de la { NUMBER_WORD($origin) } en la { NUMBER_WORD($position) }
# Una orden que se muestra como ejemplo de cómo se dicen las órdenes.
pots-example-command = agita la cinco

## Teclas que esperan cifras: lo que preguntan al pulsarlas

pots-key-swap = Intercambio: ¿qué dos ollas?
pots-key-claim = Completo: ¿qué tres ollas?
pots-key-take = ¿Qué olla tomas, sin agitarla?
pots-key-place = Devolver: ¿la olla de dónde, y en qué sitio?
pots-key-place-silent = ¿En qué sitio va la olla silenciosa?
