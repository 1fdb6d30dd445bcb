# Lo que se pide al jugador al que le toca, y las preguntas sobre una jugada.
# $alone es "yes" en una mesa de uno, donde no hace falta decir a quién le toca.

pots-game-over = La partida ha terminado.
pots-prompt-place-silent = { $alone ->
    [yes] En secreto, elige la olla que cambias por la olla silenciosa: di olla silenciosa en, y un número, o al azar.
   *[no] { pots-turn-of }: en secreto, elige la olla que cambias por la olla silenciosa: di olla silenciosa en, y un número, o al azar.
}
pots-prompt-setup-swap = { $alone ->
    [yes] Intercambio secreto; { $left ->
        [one] queda uno
       *[other] quedan { NUMBER_WORD($left) }
    }: di intercambia y dos ollas, o al azar.
   *[no] { pots-turn-of }: intercambio secreto; { $left ->
        [one] queda uno
       *[other] quedan { NUMBER_WORD($left) }
    }: di intercambia y dos ollas, o al azar.
}
# $options: las ollas de al lado de la olla silenciosa, como lista.
pots-prompt-secret-swap = { $alone ->
    [yes] Cambia en secreto la olla silenciosa, que está en la { NUMBER_WORD($position) }, con una de estas: { $options }; o di al azar.
   *[no] { pots-turn-of }: cambia en secreto la olla silenciosa, que está en la { NUMBER_WORD($position) }, con una de estas: { $options }; o di al azar.
}
# $on_board: las ollas que siguen en el tablero, como lista; solo en el aviso completo
# ($full).
pots-prompt-take = { $alone ->
    [yes] Toma una olla: di toma cinco, o toma cinco y agítala.
   *[no] { pots-turn-of }: toma una olla: di toma cinco, o toma cinco y agítala.
}{ $full ->
    [yes] { " " }Ollas en el tablero: { $on_board }.
   *[no] { "" }
}
# $held: de dónde vienen las ollas que tiene el jugador; $empty: los sitios vacíos.
pots-prompt-place = { $alone ->
    [yes] Devuelve una olla. Tienes las ollas que estaban en: { $held }. Sitios vacíos: { $empty }. Di pon la tres en la siete.
   *[no] { pots-turn-of }: devuelve una olla. Tienes las ollas que estaban en: { $held }. Sitios vacíos: { $empty }. Di pon la tres en la siete.
}
pots-prompt-claim = Canta una línea completa, o di paso.
pots-prompt-play = Agita una olla, intercambia dos de una línea, o canta completo.

## Preguntar qué línea y asegurarse de una jugada

pots-which-line = ¿Qué línea? Di la fila de arriba, la columna de la izquierda, o tres números.
pots-no-claim = No cantas ninguna línea.
pots-not-claimed = No se ha cantado.
pots-swap-cancelled = Intercambio cancelado.
pots-say-again = Entonces dilo otra vez, por favor.
# Un intercambio dicho en voz alta, anunciado antes de hacerlo: aún se puede cancelar.
pots-announce-swap = Intercambio de la { NUMBER_WORD($a) } y la { NUMBER_WORD($b) }.
# Una jugada que se pregunta antes de hacerla.
pots-ask-shake = ¿Agitar la olla { NUMBER_WORD($position) }? Sí o no.
pots-ask-swap = ¿Intercambiar la { NUMBER_WORD($a) } y la { NUMBER_WORD($b) }? Sí o no.
pots-ask-claim = ¿Cantas completo en { pots-line }? Sí o no.
pots-ask-end-turn = ¿Pasas el turno? Sí o no.
pots-ask-place-silent = ¿Olla silenciosa en la { NUMBER_WORD($position) }? Sí o no.
pots-ask-take = ¿Tomar la olla { NUMBER_WORD($position) }{ $shake ->
    [yes] { " " }y agitarla
   *[no] { "" }
}? Sí o no.
pots-ask-place = ¿Poner la olla de la { NUMBER_WORD($origin) } en la { NUMBER_WORD($position) }? Sí o no.

## Las órdenes propias del juego

# $missing: los puestos que pierden su próximo turno, como lista.
pots-missing-turn = Pierden su próximo turno: { $missing }.
pots-round = Ronda { NUMBER($round, useGrouping: 0) } de { NUMBER($rounds, useGrouping: 0) } como mucho.
pots-hints-off = En esta partida no hay pistas.
pots-hints-for-human = Las pistas son para la persona a la que le toca.
# Se dice una vez, cuando el sonido no llega (sin dispositivo, sonido apagado, perdido).
pots-sounds-named = Aquí no se oyen las ollas, así que cada agitada dice su sonido con palabras.
