# Was Bead Trade über seine Klänge sagt.

## Der Rundgang durch die Klänge
# Gesagt, nachdem der Rundgang gespielt hat; nennt seine Klänge in der Reihenfolge, in
# der sie zu hören waren. $lid und $base sind die Perlen, die unter jeder Schachtel
# klickten; $seconds, wie oft die Rundenuhr tickt.

beads-tour-told = Das war der Rundgang: { $lid ->
    [one] eine Perle
   *[other] { NUMBER_WORD($lid) } Perlen
} unter dem Deckel versteckt, links von dir; { $base ->
    [one] eine
   *[other] { NUMBER_WORD($base) }
} unter dem Boden, rechts von dir; ein Tier auf dem Deckel; ein Angebot; ein Handel zwischen Spielern; ein Tausch mit der Mitte; das Ende einer Runde; und die Rundenuhr, die leise alle { NUMBER_WORD($seconds) } Sekunden tickt, solange gehandelt wird.

## Klangeinstellungen

beads-sound-volume = Klänge von Perlenhandel auf { NUMBER($percent, useGrouping: 0) } Prozent.
beads-sound-signals-on = Signaltöne an.
beads-sound-signals-off = Signaltöne aus.
