# Las jugadas de Bead Trade como órdenes (dichas de vuelta cuando la mesa pregunta por
# una jugada), las preguntas que hace el juego y sus respuestas a las preguntas.
# Cada orden se dice como la diría quien juega, en primera persona, y la gramática
# (grammars/beads/es.ini) la entiende tal cual.

beads-say-offer = ofrezco { $give } por { $take } a { $to }
beads-say-counter = contraoferta: { $give } por { $take }
beads-say-centre = cambio { $give } por { $take } con el centro
beads-say-hide = escondo { $beads } bajo { beads-box }
beads-say-place = pongo { $animal ->
    [bull] el toro
   *[other] la { beads-animal }
} en { beads-box }
beads-say-accept = acepto
beads-say-decline = rechazo
beads-say-withdraw = retiro mi oferta
beads-say-reveal = muestro mis piezas
beads-say-start = empecemos
beads-say-finish-story = fin
beads-say-pass = paso
beads-example-command = ofrezco mi cuenta rosa por tu cuenta verde a { beads-to }

beads-which-offer-from = ¿De quién es la oferta: { $names }?
beads-which-offer-to = ¿A quién va tu oferta: { $names }?
beads-nothing-done = No se ha hecho nada.
beads-confirm-accept = ¿Aceptas la oferta de { beads-offerer }: te da { $give } por { $take }? Sí o no.
beads-not-accepted = No aceptada; la oferta sigue abierta.
beads-confirm-last-animal = Este animal termina la ronda: ¿{ $animal }? Sí o no.
beads-not-placed = No colocado.
beads-unsure = ¿Has dicho: { $command }? Sí o no.
beads-say-again = Dilo otra vez, por favor.
beads-trader-said = { beads-Seat-name }: { $reason }
beads-say-who-asks = ¿Quién pregunta? Di primero tu animal, por ejemplo: toro, ¿qué tengo?

## Respuestas a las preguntas

beads-answer-holdings = Tienes { $pieces }.
beads-answer-held-out = En oferta: { $pieces }.
beads-answer-my-hidden = Bajo { beads-box } escondiste { $pieces }.
beads-answer-centre = En el centro: { $pieces }.
beads-answer-on-box = Sobre { beads-box }: { $animals }.
beads-answer-animals-left = { $count ->
    [one] Falta un animal para terminar la ronda.
   *[other] Faltan { NUMBER_WORD($count) } animales para terminar la ronda.
}
beads-hidden-short = { beads-seat-name } { $count ->
    [one] una
   *[other] { NUMBER_WORD($count) }
}
beads-answer-under = Bajo { beads-box }: { $count ->
    [0] ninguna cuenta.
    [one] una cuenta, { $who }.
   *[other] { NUMBER_WORD($count) } cuentas: { $who }.
}
beads-answer-shown = { beads-Seat-name } mostró { $pieces }.
beads-answer-nobody-shown = Nadie ha mostrado sus piezas en esta ronda.
beads-offer-line = Oferta de { beads-offerer } a { beads-to }: { $give } por { $take }{ $seconds ->
    [-1] .
   *[other] ; quedan { $seconds } segundos.
}
beads-my-offer-line = { $mine ->
    [yes] Tu oferta a { beads-other }: das { $give } por { $take }
   *[no] Oferta de { beads-other }: te da { $give } por { $take }
}{ $seconds ->
    [-1] .
   *[other] ; quedan { $seconds } segundos.
}
beads-answer-no-offers = No hay ofertas abiertas.
beads-answer-no-scores = Todavía no se ha puntuado ninguna ronda.
beads-answer-round = Ronda { NUMBER_WORD($round) }.
beads-answer-time = Ronda { NUMBER_WORD($round) }; llevamos { $seconds } segundos de partida. { $timeout ->
    [-1] Las ofertas siguen abiertas hasta que se contestan.
   *[other] Las ofertas siguen abiertas { $timeout } segundos.
}
beads-answer-player = { beads-Seat-name }: { $you ->
    [yes] tú
   *[no] { $computer ->
        [yes] un comerciante automático
       *[no] una persona
    }
}.
beads-answer-over = La partida ha terminado.
beads-answer-story = { beads-Seat-name } está contando su historia.
beads-answer-status = Ronda { NUMBER_WORD($round) } de { NUMBER_WORD($rounds) }; { $left ->
    [one] falta un animal para terminarla.
   *[other] faltan { NUMBER_WORD($left) } animales para terminarla.
}

## Resúmenes de lo que llegó más deprisa de lo que se podía decir

beads-trade-pair = { $a } y { $b }
beads-centre-pair = { $a } con el centro
beads-summary-trades = { $count ->
    [one] Mientras escuchabas, un intercambio: { $trades }.
   *[other] Mientras escuchabas, { NUMBER_WORD($count) } intercambios: { $trades }.
}
beads-summary-hidden = Escondidas entretanto: { $hidden }.
beads-hidden-by = { $count ->
    [one] una cuenta
   *[other] { NUMBER_WORD($count) } cuentas
} de { beads-seat-name } bajo { beads-box }
beads-summary-offers = { $count ->
    [one] Entretanto, una oferta entre otros.
   *[other] Entretanto, { NUMBER_WORD($count) } ofertas entre otros.
}

## Indicaciones

beads-prompt-start = Di empecemos cuando todos estén listos.
beads-prompt-story = Cuéntanos la historia de tu animal y sus cuentas; di fin cuando acabes.
beads-prompt-trade = ¡A comerciar! Ofrece, esconde cuentas, coloca un animal o pregunta qué tienes. Di ayuda para más.
beads-prompt-calm = Partida tranquila: en tu turno, haz una jugada o di paso. Di ayuda para más.
