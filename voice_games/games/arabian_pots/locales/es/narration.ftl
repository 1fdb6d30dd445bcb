# Lo que pasa en una partida de Las ollas árabes, un suceso cada vez, la palabra más
# importante primero. Argumentos de puesto, línea y sonido: ver board.ftl. $alone es
# "yes" cuando la mesa tiene un solo puesto.

pots-variant = { $variant ->
    [silent] el juego con la olla silenciosa
    [draft] el juego de reparto
   *[basic] el juego básico
}
pots-game-started = Las ollas árabes: { pots-variant }, { $seats ->
    [one] un jugador
   *[other] { NUMBER_WORD($seats) } jugadores
}.
# Los pasos secretos de la preparación de un puesto; $you es también "yes" en una mesa
# de uno.
pots-setup-turn = { $you ->
    [yes] Preparación: { $place_silent ->
        [yes] coloca la olla silenciosa y luego haz { pots-setup-swaps }.
       *[no] haz { pots-setup-swaps }.
    }
   *[no] Preparación: { pots-seat } { $place_silent ->
        [yes] coloca la olla silenciosa y luego hace { pots-setup-swaps }.
       *[no] hace { pots-setup-swaps }.
    } Que nadie más mire.
}
pots-setup-swaps = { $swaps ->
    [one] un intercambio secreto
   *[other] { NUMBER_WORD($swaps) } intercambios secretos
}
pots-silent-placed = Olla silenciosa colocada por { pots-seat }.
pots-silent-placed-at = Olla silenciosa en la { NUMBER_WORD($position) }; la olla que había allí sale del juego.
pots-secret-swap-made = Intercambio secreto: la { NUMBER_WORD($a) } y la { NUMBER_WORD($b) }.
pots-secret-swap-done = { $you ->
    [yes] { $setup ->
        [yes] Tu intercambio secreto: hecho.
       *[no] Tu intercambio secreto de la olla silenciosa: hecho.
    }
   *[no] { $setup ->
        [yes] { pots-seat-name-start } ya ha hecho su intercambio secreto.
       *[no] { pots-seat-name-start } ya ha cambiado en secreto la olla silenciosa.
    }
}
pots-play-begins = { $alone ->
    [yes] Empieza la partida.
   *[no] Empieza la partida. { $you ->
        [yes] Sales tú.
       *[no] Sale { pots-seat }.
    }
}
pots-turn-begins = { pots-turn-of }.
# Una agitada oída: todas las ollas suenan igual salvo que la mesa nombre los sonidos
# ($named).
pots-heard = { $sound ->
    [silent] Olla { NUMBER_WORD($position) }: ningún sonido. Es la olla silenciosa.
   *[other] { $named ->
        [yes] Olla { NUMBER_WORD($position) }: { pots-sound }.
       *[no] Olla { NUMBER_WORD($position) }: suena.
    }
}
pots-swapped = { $you ->
    [yes] Intercambias
   *[no] { pots-seat-name-start } intercambia
} la { NUMBER_WORD($a) } y la { NUMBER_WORD($b) }.
# $options: las ollas de al lado de la olla silenciosa, como lista.
pots-must-swap-silent = { $you ->
    [yes] Cambia en secreto la olla silenciosa con una de al lado: { $options }.
   *[no] { pots-seat-name-start } tiene que cambiar en secreto la olla silenciosa con una de al lado.
}
pots-claim-made = ¡Completo! { $you ->
    [yes] Cantas
   *[no] { pots-seat-name-start } canta
} { pots-line }.
pots-claim-failed = No está completa.
# $reason: "failed-claim" o "silent-pot".
pots-will-lose-turn = { $you ->
    [yes] Pierdes
   *[no] { pots-seat-name-start } pierde
} el próximo turno{ $reason ->
    [silent-pot] , por agitar la olla silenciosa
   *[failed-claim] { "" }
}.
pots-turn-lost = { $you ->
    [yes] Pierdes
   *[no] { pots-seat-name-start } pierde
} este turno.
pots-pot-taken = { $you ->
    [yes] Tomas
   *[no] { pots-seat-name-start } toma
} la olla { NUMBER_WORD($position) }, sin agitarla.
pots-pot-taken-shaken = { $you ->
    [yes] Tomas la olla { NUMBER_WORD($position) } y la agitas.
   *[no] { pots-seat-name-start } toma la olla { NUMBER_WORD($position) } y la agita.
} { pots-heard }
pots-silent-to-centre = El tablero está vacío. La olla silenciosa va a la cinco, el centro.
pots-pot-placed = { $you ->
    [yes] Pones
   *[no] { pots-seat-name-start } pone
} la olla de la { NUMBER_WORD($origin) } en la { NUMBER_WORD($position) }.
pots-pot-left-game = El tablero está lleno. La olla de la { NUMBER_WORD($origin) } sale del juego sin que nadie la oiga.
pots-won-alone = ¡Clasificadas! { pots-line-start }: tres ollas de { $sound ->
    [ball] bola
    [metal] metal
   *[beads] cuentas
}. Te ha costado { $count ->
    [one] una jugada
   *[other] { pots-count } jugadas
}.
# Una cantidad dicha en una frase: con palabras hasta nueve, con cifras desde 10.
pots-count = { $count ->
    [0] { NUMBER_WORD($count) }
    [1] { NUMBER_WORD($count) }
    [2] { NUMBER_WORD($count) }
    [3] { NUMBER_WORD($count) }
    [4] { NUMBER_WORD($count) }
    [5] { NUMBER_WORD($count) }
    [6] { NUMBER_WORD($count) }
    [7] { NUMBER_WORD($count) }
    [8] { NUMBER_WORD($count) }
    [9] { NUMBER_WORD($count) }
   *[other] { NUMBER($count, useGrouping: 0) }
}
pots-won = { $you ->
    [yes] ¡Ganas!
   *[no] ¡Gana { pots-seat }!
} { pots-line-start }: tres ollas de { $sound ->
    [ball] bola
    [metal] metal
   *[beads] cuentas
}.
pots-drawn = Empate: nadie gana tras { $rounds ->
    [one] { NUMBER($rounds, useGrouping: 0) } ronda
   *[other] { NUMBER($rounds, useGrouping: 0) } rondas
}.
# Cómo estaban las ollas al final; $top, $middle y $bottom: los sonidos de cada fila.
pots-revealed = Las ollas estaban así. Fila de arriba: { $top }. Fila del medio: { $middle }. Fila de abajo: { $bottom }.
# Un turno en el historial: "Turno 3: el jugador dos."
pots-history-turn = Turno { NUMBER($turn, useGrouping: 0) }: { pots-seat }.
