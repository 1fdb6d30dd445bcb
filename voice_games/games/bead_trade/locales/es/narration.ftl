# Lo que pasa en Bead Trade, suceso a suceso, con la palabra importante delante.
# Los puestos ($you, $seat): véase pieces.ftl. Las piezas ($give, $pieces...) llegan
# como frases hechas («dos cuentas rosas y la serpiente»): nunca van tras «de» ni «a»,
# que con «el toro» darían «de el» y «a el».

beads-game-started = Bead Trade: { NUMBER_WORD($seats) } jugadores, { NUMBER_WORD($rounds) } rondas. Una ronda termina cuando hay { NUMBER_WORD($animals) } animales sobre las cajas.
beads-you-are = Eres { beads-the-seat }.
beads-round-set-up = Ronda { NUMBER_WORD($round) }.
beads-you-hold = Tienes { $pieces }.
beads-centre-holds = En el centro: { $pieces }.
beads-story-turn = Historia: { $you ->
    [yes] cuéntanos la historia de tu animal y sus cuentas; tienes { NUMBER_WORD($seconds) } segundos. Di fin cuando acabes.
   *[no] { beads-seat-name } cuenta la historia de su animal, { NUMBER_WORD($seconds) } segundos.
}
beads-story-ended = { $timed_out ->
    [yes] Tiempo: { $you ->
        [yes] tu historia ha terminado.
       *[no] la historia de { beads-seat-name } ha terminado.
    }
   *[no] Fin de la historia.
}
beads-trading-opens = ¡A comerciar! Ronda { NUMBER_WORD($round) }.
beads-turn-begins = { $you ->
    [yes] Te toca.
   *[no] Le toca a { beads-seat-name }.
}
beads-offer-made = { $counter ->
    [yes] Contraoferta
   *[no] Oferta
} de { beads-offerer } a { beads-to }: { $give } por { $take }.
beads-offer-sent = { $counter ->
    [yes] Contraoferta enviada
   *[no] Oferta enviada
} a { beads-to }: { $give } por { $take }.
beads-offer-received = { $counter ->
    [yes] Contraoferta
   *[no] Oferta
} de { beads-offerer }: te da { $give } por { $take }. ¿Aceptas, rechazas o haces una contraoferta?
# $offerer_you y $to_you son «yes» cuando ese lado es quien escucha.
beads-offer-closed-by = { $reason ->
    [declined] Rechazada: { $to_you ->
        [yes] rechazas
       *[no] { beads-to } rechaza
    } { $offerer_you ->
        [yes] tu oferta
       *[no] la oferta de { beads-offerer }
    }.
    [withdrawn] Retirada: { $offerer_you ->
        [yes] tu oferta a { beads-to }
       *[no] la oferta de { beads-offerer } a { $to_you ->
            [yes] ti
           *[no] { beads-to }
        }
    }.
   *[expired] Caducada: { $offerer_you ->
        [yes] tu oferta a { beads-to }
       *[no] la oferta de { beads-offerer } a { $to_you ->
            [yes] ti
           *[no] { beads-to }
        }
    }.
}
beads-offer-ended = { $reason ->
    [declined] Rechazada.
    [withdrawn] Retirada.
   *[expired] Caducada: una oferta se quedó sin tiempo.
}
beads-traded = Intercambio: { beads-offerer } y { beads-to }, { $give } por { $take }.
beads-trade-received = Intercambio con { beads-to }: diste { $gave } y recibiste { $received }.
beads-centre-traded = Centro: { $you ->
    [yes] pones { $gave } y tomas { $took }
   *[no] { beads-seat-name } pone { $gave } y toma { $took }
}.
beads-hidden = { $you ->
    [yes] Escondes
   *[no] { beads-Seat-name } esconde
} { $count ->
    [one] una cuenta
   *[other] { NUMBER_WORD($count) } cuentas
} bajo { beads-box }.
beads-hidden-yours = Bajo { beads-box } escondiste { $beads }.
beads-animal-placed = { $animal ->
    [bull] El toro
   *[other] La { beads-animal }
} sobre { beads-box }, { $animal ->
    [bull] colocado
   *[other] colocada
} por { $you ->
    [yes] ti
   *[no] { beads-seat-name }
}.
beads-revealed = A la vista: { $you ->
    [yes] tienes
   *[no] { beads-seat-name } tiene
} { $pieces }.
beads-animal-on = { $animal ->
    [bull] el toro
   *[other] la { beads-animal }
} sobre { beads-box }
beads-round-ended = Fin de la ronda { NUMBER_WORD($round) }: { $animals }.
beads-under-box-revealed = Bajo { beads-box }: { $pieces }.
beads-holds = { $you ->
    [yes] Tienes
   *[no] { beads-Seat-name } tiene
} { $pieces }.
beads-type-scored = { $colour ->
    [pink] Rosas
    [yellow] Amarillas
    [green] Verdes
    [white] Blancas
   *[blue] Azules
}: { $resolution ->
    [animal-on-lid] { $animal ->
        [bull] el toro
       *[other] la { beads-animal }
    } sobre la tapa
    [animal-on-base] { $animal ->
        [bull] el toro
       *[other] la { beads-animal }
    } sobre la base
    [more-under-lid] más bajo la tapa
    [more-under-base] más bajo la base
   *[equal] las mismas bajo cada caja
}; { $points }.
beads-points-of = { beads-seat } { $sign ->
    [zero] cero
    [minus] menos { NUMBER_WORD($points) }
   *[plus] más { NUMBER_WORD($points) }
}
beads-no-points = nadie puntúa
beads-totals = Totales tras la ronda { NUMBER_WORD($round) }: { $totals }.
beads-game-ended = ¡Fin de la partida! { $you_win ->
    [yes] { $shared ->
        [yes] Compartes la victoria, con { $points } { $points ->
            [1] punto
           *[other] puntos
        }: { $winners }.
       *[no] ¡Ganas con { $points } { $points ->
            [1] punto
           *[other] puntos
        }!
    }
   *[no] { $shared ->
        [yes] Victoria compartida, { $points } { $points ->
            [1] punto
           *[other] puntos
        }: { $winners }.
       *[no] Gana { $winners }, con { $points } { $points ->
            [1] punto
           *[other] puntos
        }.
    }
}
