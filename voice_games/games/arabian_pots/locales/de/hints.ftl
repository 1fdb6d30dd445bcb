# Tipps und Chancen, berechnet aus dem, was der Spieler gehört hat. Eine Chance wird aus
# $chance gesagt: "certain", "none", "under" (unter 1 Prozent), "over" (über 99 Prozent)
# oder "percent" mit dem gerundeten $percent.

pots-chance-words = { $chance ->
    [certain] sicher
    [none] keine Chance
    [under] unter 1 Prozent
    [over] über 99 Prozent
   *[percent] { $percent } Prozent
}
# Die Chance einer Linie, vollständig zu sein: "Obere Reihe: 40 Prozent."
pots-chance = { pots-line-title }: { pots-chance-words }.
pots-chances-draft = Noch stehen nicht alle Töpfe auf dem Brett, also lässt sich keine Linie beurteilen.
pots-hint-nothing-heard = Bisher ist nichts zu hören gewesen: Jeder Topf ist so ungewiss wie jeder andere.
pots-hint-take = Am meisten verrät dir, Topf { NUMBER_WORD($position) } zu nehmen und zu schütteln.
pots-hint-draft-place = Linien lassen sich beurteilen, sobald alle Töpfe wieder auf dem Brett stehen.
pots-hint-secret-swap = Egal, mit welchem Topf du tauschst: Am sichersten ist { pots-line }: { pots-chance-words }.
pots-hint-surest = Am sichersten ist { pots-line }: { pots-chance-words }.
pots-hint-swap = Tauschst du { NUMBER_WORD($a) } und { NUMBER_WORD($b) }, dann ist { pots-line } { $chance ->
    [certain] sicher vollständig
    [none] sicher nicht vollständig
    [under] zu unter 1 Prozent vollständig
    [over] zu über 99 Prozent vollständig
   *[percent] zu { $percent } Prozent vollständig
}.
pots-hint-nothing-new = Schütteln verrät dir jetzt nichts Neues. Am sichersten ist { pots-line }: { pots-chance-words }.
pots-hint-shake = Am meisten verrät dir, Topf { NUMBER_WORD($position) } zu schütteln.
