# Was in Bead Trade geschieht, ein Ereignis nach dem anderen, das wichtige Wort zuerst.
# Plätze ($you, $seat): siehe pieces.ftl. Steine ($give, $pieces...) kommen als fertige
# Wendungen („zwei rosa Perlen und den Stier“) und stehen immer im Akkusativ.

beads-game-started = Perlenhandel: { NUMBER_WORD($seats) } Spieler, { NUMBER_WORD($rounds) } Runden. Eine Runde endet, sobald { NUMBER_WORD($animals) } Tiere auf den Schachteln stehen.
beads-you-are = Du bist { beads-the-seat }.
beads-round-set-up = Runde { NUMBER_WORD($round) }.
beads-you-hold = Du hast { $pieces }.
beads-centre-holds = In der Mitte gibt es { $pieces }.
beads-story-turn = Geschichte: { $you ->
    [yes] Erzähl die Geschichte deines Tiers und seiner Perlen; du hast { NUMBER_WORD($seconds) } Sekunden. Sag Ende der Geschichte, wenn du fertig bist.
   *[no] { beads-Seat-name } erzählt die Geschichte des eigenen Tiers, { NUMBER_WORD($seconds) } Sekunden.
}
beads-story-ended = { $timed_out ->
    [yes] Zeit um: { $you ->
        [yes] Deine Geschichte ist zu Ende.
       *[no] Die Geschichte von { beads-seat-name } ist zu Ende.
    }
   *[no] Geschichte zu Ende.
}
beads-trading-opens = Handel eröffnet! Runde { NUMBER_WORD($round) }.
beads-turn-begins = { $you ->
    [yes] Du bist dran.
   *[no] { beads-Seat-name } ist dran.
}
beads-offer-made = { $counter ->
    [yes] Gegenangebot
   *[no] Angebot
} von { beads-offerer } an { beads-to }: { $give } für { $take }.
beads-offer-sent = { $counter ->
    [yes] Gegenangebot
   *[no] Angebot
} an { beads-to }: Du bietest { $give } für { $take }.
beads-offer-received = { $counter ->
    [yes] Gegenangebot
   *[no] Angebot
} von { beads-offerer }: Du bekommst { $give } für { $take }. Annehmen, ablehnen oder Gegenangebot?
# $offerer_you und $to_you sind „yes“, wenn diese Seite zuhört.
beads-offer-closed-by = { $reason ->
    [declined] Abgelehnt: { $to_you ->
        [yes] Du lehnst
       *[no] { beads-to } lehnt
    } { $offerer_you ->
        [yes] dein Angebot
       *[no] das Angebot von { beads-offerer }
    } ab.
    [withdrawn] Zurückgezogen: { $offerer_you ->
        [yes] dein Angebot an { beads-to }
       *[no] das Angebot von { beads-offerer } an { $to_you ->
            [yes] dich
           *[no] { beads-to }
        }
    }.
   *[expired] Abgelaufen: { $offerer_you ->
        [yes] dein Angebot an { beads-to }
       *[no] das Angebot von { beads-offerer } an { $to_you ->
            [yes] dich
           *[no] { beads-to }
        }
    }.
}
beads-offer-ended = { $reason ->
    [declined] Abgelehnt.
    [withdrawn] Zurückgezogen.
   *[expired] Abgelaufen: Die Zeit eines Angebots ist um.
}
beads-traded = Handel: { beads-offerer } und { beads-to }, { $give } für { $take }.
beads-trade-received = Handel mit { beads-to }: Du hast { $gave } gegeben und { $received } bekommen.
beads-centre-traded = Mitte: { $you ->
    [yes] Du legst { $gave } hinein und nimmst { $took }
   *[no] { beads-Seat-name } legt { $gave } hinein und nimmt { $took }
}.
beads-hidden = { $you ->
    [yes] Du versteckst
   *[no] { beads-Seat-name } versteckt
} { $count ->
    [one] eine Perle
   *[other] { NUMBER_WORD($count) } Perlen
} unter { beads-box }.
beads-hidden-yours = Unter { beads-box } hast du { $beads } versteckt.
beads-animal-placed = { $animal ->
    [snake] Die
    [turtle] Die
   *[other] Der
} { beads-animal } auf { beads-box }, gesetzt von { $you ->
    [yes] dir
   *[no] { beads-seat-name }
}.
beads-revealed = Gezeigt: { $you ->
    [yes] Du hast
   *[no] { beads-Seat-name } hat
} { $pieces }.
beads-animal-on = { $animal ->
    [snake] die
    [turtle] die
   *[other] der
} { beads-animal } auf { beads-box }
beads-round-ended = Runde { NUMBER_WORD($round) } ist vorbei: { $animals }.
beads-under-box-revealed = Unter { beads-box }: { $pieces }.
beads-holds = { $you ->
    [yes] Du hast
   *[no] { beads-Seat-name } hat
} { $pieces }.
beads-type-scored = { $colour ->
    [pink] Rosa
    [yellow] Gelb
    [green] Grün
    [white] Weiß
   *[blue] Blau
}: { $resolution ->
    [animal-on-lid] { $animal ->
        [snake] die
        [turtle] die
       *[other] der
    } { beads-animal } auf dem Deckel
    [animal-on-base] { $animal ->
        [snake] die
        [turtle] die
       *[other] der
    } { beads-animal } auf dem Boden
    [more-under-lid] mehr unter dem Deckel
    [more-under-base] mehr unter dem Boden
   *[equal] gleich viele unter beiden
}; { $points }.
beads-points-of = { beads-seat } { $sign ->
    [zero] null
    [minus] minus { NUMBER_WORD($points) }
   *[plus] plus { NUMBER_WORD($points) }
}
beads-no-points = niemand bekommt Punkte
beads-totals = Gesamt nach Runde { NUMBER_WORD($round) }: { $totals }.
beads-game-ended = Spiel vorbei! { $you_win ->
    [yes] { $shared ->
        [yes] Du teilst dir den Sieg, mit { $points } { $points ->
            [1] Punkt
           *[other] Punkten
        }: { $winners }.
       *[no] Du gewinnst mit { $points } { $points ->
            [1] Punkt
           *[other] Punkten
        }!
    }
   *[no] { $shared ->
        [yes] Geteilter Sieg, { $points } { $points ->
            [1] Punkt
           *[other] Punkte
        }: { $winners }.
       *[no] Gewonnen hat { $winners }, mit { $points } { $points ->
            [1] Punkt
           *[other] Punkten
        }.
    }
}
