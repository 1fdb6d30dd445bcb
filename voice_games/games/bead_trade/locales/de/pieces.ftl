# Die Steine und Spieler von Bead Trade in Worten. $colour ist die Id einer Perlensorte
# (pink, yellow, green, white, blue); $animal und $seat sind die Id eines Tiers (bull,
# snake, turtle, crane, whale): Jeder Platz heißt nach dem Tier, mit dem er beginnt, ohne
# Artikel, wie ein Name („Stier“, „Kranich“). $you ist „yes“ für den, der zuhört.
# Die Wörter der Spielregel: Perlen, Geistertier, Deckel, Boden, Mitte.
#
# Eine Aufzählung von Steinen steht immer im Akkusativ („du hast den Stier“, „für die
# Schlange“): Jeder Satz mit $pieces, $give, $take... ist so gebaut. Perlen sind im
# Nominativ und Akkusativ gleich, nur männliche Tiere nicht (der/den Stier).

# Eine Perle ist weiblich, die Farbe richtet sich nach ihr.
beads-colour = { $colour ->
    [pink] rosa
    [yellow] gelbe
    [green] grüne
    [white] weiße
   *[blue] blaue
}
beads-animal = { $animal ->
    [bull] Stier
    [snake] Schlange
    [turtle] Schildkröte
    [crane] Kranich
   *[whale] Wal
}
beads-Animal = { $animal ->
    [bull] Stier
    [snake] Schlange
    [turtle] Schildkröte
    [crane] Kranich
   *[whale] Wal
}
beads-beads = { $count ->
    [one] eine { beads-colour } Perle
   *[other] { NUMBER_WORD($count) } { beads-colour } Perlen
}
beads-the-animal = { $animal ->
    [bull] den Stier
    [snake] die Schlange
    [turtle] die Schildkröte
    [crane] den Kranich
   *[whale] den Wal
}
beads-nothing = nichts
beads-counts = { $beads ->
    [0] { $animals ->
        [one] ein Tier
       *[other] { NUMBER_WORD($animals) } Tiere
    }
    [one] { $animals ->
        [0] eine Perle
        [one] eine Perle und ein Tier
       *[other] eine Perle und { NUMBER_WORD($animals) } Tiere
    }
   *[other] { $animals ->
        [0] { NUMBER_WORD($beads) } Perlen
        [one] { NUMBER_WORD($beads) } Perlen und ein Tier
       *[other] { NUMBER_WORD($beads) } Perlen und { NUMBER_WORD($animals) } Tiere
    }
}
# Der Ort, im Dativ: „unter dem Deckel“, „auf dem Boden“.
beads-box = { $box ->
    [lid] dem Deckel
   *[base] dem Boden
}
beads-seat-name = { $seat ->
    [bull] Stier
    [snake] Schlange
    [turtle] Schildkröte
    [crane] Kranich
   *[whale] Wal
}
beads-Seat-name = { $seat ->
    [bull] Stier
    [snake] Schlange
    [turtle] Schildkröte
    [crane] Kranich
   *[whale] Wal
}
beads-the-seat = { $seat ->
    [bull] der Stier
    [snake] die Schlange
    [turtle] die Schildkröte
    [crane] der Kranich
   *[whale] der Wal
}
beads-player-number = Spieler { NUMBER_WORD($number) }
# Im Satz: „du“ oder „Kranich“.
beads-seat = { $you ->
    [yes] du
   *[no] { beads-seat-name }
}
# Am Satzanfang.
beads-Seat = { $you ->
    [yes] Du
   *[no] { beads-Seat-name }
}
beads-Offerer = { $offerer ->
    [bull] Stier
    [snake] Schlange
    [turtle] Schildkröte
    [crane] Kranich
   *[whale] Wal
}
beads-offerer = { $offerer ->
    [bull] Stier
    [snake] Schlange
    [turtle] Schildkröte
    [crane] Kranich
   *[whale] Wal
}
beads-to = { $to ->
    [bull] Stier
    [snake] Schlange
    [turtle] Schildkröte
    [crane] Kranich
   *[whale] Wal
}
beads-other = { $other ->
    [bull] Stier
    [snake] Schlange
    [turtle] Schildkröte
    [crane] Kranich
   *[whale] Wal
}
