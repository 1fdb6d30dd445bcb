# Was in einer Partie Die arabischen Töpfe geschieht, ein Ereignis nach dem anderen, das
# wichtigste Wort zuerst. Argumente für Platz, Linie und Geräusch: siehe board.ftl.
# $alone ist "yes", wenn der Tisch nur einen Platz hat.

pots-variant = { $variant ->
    [silent] das Spiel mit dem stillen Topf
    [draft] das Spiel mit Verteilen
   *[basic] das Grundspiel
}
pots-game-started = Die arabischen Töpfe: { pots-variant }, { $seats ->
    [one] ein Spieler
   *[other] { NUMBER_WORD($seats) } Spieler
}.
# Die geheimen Schritte der Vorbereitung eines Platzes; $you ist auch "yes" an einem
# Tisch für einen.
pots-setup-turn = { $you ->
    [yes] Vorbereitung: { $place_silent ->
        [yes] Setz den stillen Topf, dann tausch { pots-setup-swaps } heimlich zwei Töpfe.
       *[no] Tausch { pots-setup-swaps } heimlich zwei Töpfe.
    }
   *[no] Vorbereitung: { pots-seat } { $place_silent ->
        [yes] setzt den stillen Topf und tauscht dann { pots-setup-swaps } heimlich zwei Töpfe.
       *[no] tauscht { pots-setup-swaps } heimlich zwei Töpfe.
    } Alle anderen schauen weg.
}
pots-setup-swaps = { $swaps ->
    [one] einmal
   *[other] { NUMBER_WORD($swaps) }mal
}
pots-silent-placed = { pots-seat-name-start } hat den stillen Topf gesetzt.
pots-silent-placed-at = Stiller Topf auf { NUMBER_WORD($position) }; der Topf, der dort stand, scheidet aus.
pots-secret-swap-made = Geheimer Tausch: { NUMBER_WORD($a) } und { NUMBER_WORD($b) }.
pots-secret-swap-done = { $you ->
    [yes] { $setup ->
        [yes] Dein geheimer Tausch: erledigt.
       *[no] Dein geheimer Tausch des stillen Topfs: erledigt.
    }
   *[no] { $setup ->
        [yes] { pots-seat-name-start } hat heimlich getauscht.
       *[no] { pots-seat-name-start } hat den stillen Topf heimlich getauscht.
    }
}
pots-play-begins = { $alone ->
    [yes] Das Spiel beginnt.
   *[no] Das Spiel beginnt. { $you ->
        [yes] Du fängst an.
       *[no] { pots-seat-name-start } fängt an.
    }
}
pots-turn-begins = { pots-turn-of }.
# Ein gehörtes Schütteln: Jeder Topf rasselt gleich, außer der Tisch nennt die
# Geräusche ($named).
pots-heard = { $sound ->
    [silent] Topf { NUMBER_WORD($position) }: kein Geräusch. Der stille Topf.
   *[other] { $named ->
        [yes] Topf { NUMBER_WORD($position) }: { pots-sound }.
       *[no] Topf { NUMBER_WORD($position) }: rasselt.
    }
}
pots-swapped = { $you ->
    [yes] Du tauschst
   *[no] { pots-seat-name-start } tauscht
} die Töpfe { NUMBER_WORD($a) } und { NUMBER_WORD($b) }.
# $options: die Töpfe neben dem stillen Topf, als Liste.
pots-must-swap-silent = { $you ->
    [yes] Tausch den stillen Topf heimlich mit einem Nachbartopf: { $options }.
   *[no] { pots-seat-name-start } muss den stillen Topf heimlich mit einem Nachbartopf tauschen.
}
pots-claim-made = Fertig! { $you ->
    [yes] Du meldest
   *[no] { pots-seat-name-start } meldet
} { pots-line }.
pots-claim-failed = Daneben: Die drei klingen nicht gleich.
# $reason: "failed-claim" oder "silent-pot".
pots-will-lose-turn = { $you ->
    [yes] Du setzt
   *[no] { pots-seat-name-start } setzt
} den nächsten Zug aus{ $reason ->
    [silent-pot] , wegen des stillen Topfs
   *[failed-claim] { "" }
}.
pots-turn-lost = { $you ->
    [yes] Du setzt
   *[no] { pots-seat-name-start } setzt
} diesen Zug aus.
pots-pot-taken = { $you ->
    [yes] Du nimmst
   *[no] { pots-seat-name-start } nimmt
} Topf { NUMBER_WORD($position) }, ungeschüttelt.
pots-pot-taken-shaken = { $you ->
    [yes] Du nimmst Topf { NUMBER_WORD($position) } und schüttelst ihn.
   *[no] { pots-seat-name-start } nimmt Topf { NUMBER_WORD($position) } und schüttelt ihn.
} { pots-heard }
pots-silent-to-centre = Das Brett ist leer. Der stille Topf kommt auf fünf, in die Mitte.
pots-pot-placed = { $you ->
    [yes] Du stellst
   *[no] { pots-seat-name-start } stellt
} den Topf von { NUMBER_WORD($origin) } auf { NUMBER_WORD($position) }.
pots-pot-left-game = Das Brett ist voll. Der Topf von { NUMBER_WORD($origin) } scheidet ungehört aus.
pots-won-alone = Sortiert! { pots-line-start }: dreimal { pots-sound }. Du hast { $count ->
    [one] einen Zug
   *[other] { pots-count } Züge
} gebraucht.
# Eine Anzahl im Satz: als Wort bis neun, ab 10 in Ziffern.
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
    [yes] Du gewinnst!
   *[no] { pots-seat-name-start } gewinnt!
} { pots-line-start }: dreimal { pots-sound }.
pots-drawn = Unentschieden: kein Sieger nach { $rounds ->
    [one] { NUMBER($rounds, useGrouping: 0) } Runde
   *[other] { NUMBER($rounds, useGrouping: 0) } Runden
}.
# Die Aufstellung am Ende; $top, $middle und $bottom: die Geräusche jeder Reihe, als Liste.
pots-revealed = So standen die Töpfe. Obere Reihe: { $top }. Mittlere Reihe: { $middle }. Untere Reihe: { $bottom }.
# Ein Zug im Verlauf: "Zug 3: Spieler zwei."
pots-history-turn = Zug { NUMBER($turn, useGrouping: 0) }: { pots-seat }.
