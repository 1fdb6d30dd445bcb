# Was der Spieler, der dran ist, tun soll, und die Fragen zu einem Zug.
# $alone ist "yes" an einem Tisch für einen, wo niemand hören muss, wer dran ist.

pots-game-over = Das Spiel ist aus.
pots-prompt-place-silent = { $alone ->
    [yes] Wähl heimlich den Topf, den der stille Topf ersetzt: Sag stiller Topf auf und eine Zahl, oder zufällig.
   *[no] { pots-turn-of }: Wähl heimlich den Topf, den der stille Topf ersetzt: Sag stiller Topf auf und eine Zahl, oder zufällig.
}
pots-prompt-setup-swap = { $alone ->
    [yes] Geheimer Tausch, noch { $left ->
        [one] einer
       *[other] { NUMBER_WORD($left) }
    }: Sag tausche und zwei Töpfe, oder zufällig.
   *[no] { pots-turn-of }: geheimer Tausch, noch { $left ->
        [one] einer
       *[other] { NUMBER_WORD($left) }
    }: Sag tausche und zwei Töpfe, oder zufällig.
}
# $options: die Töpfe neben dem stillen Topf, als Liste.
pots-prompt-secret-swap = { $alone ->
    [yes] Tausch den stillen Topf auf { NUMBER_WORD($position) } heimlich mit einem von diesen: { $options }; oder sag zufällig.
   *[no] { pots-turn-of }: Tausch den stillen Topf auf { NUMBER_WORD($position) } heimlich mit einem von diesen: { $options }; oder sag zufällig.
}
# $on_board: die Töpfe, die noch auf dem Brett stehen, als Liste; nur in der vollen
# Aufforderung ($full).
pots-prompt-take = { $alone ->
    [yes] Nimm einen Topf: Sag nimm fünf, oder nimm fünf und schüttle ihn.
   *[no] { pots-turn-of }: Nimm einen Topf: Sag nimm fünf, oder nimm fünf und schüttle ihn.
}{ $full ->
    [yes] { " " }Töpfe auf dem Brett: { $on_board }.
   *[no] { "" }
}
# $held: woher die Töpfe des Spielers kommen; $empty: die leeren Plätze (Listen).
pots-prompt-place = { $alone ->
    [yes] Stell einen Topf zurück. Du hast die Töpfe von { $held }. Leere Plätze: { $empty }. Sag stell drei auf sieben.
   *[no] { pots-turn-of }: Stell einen Topf zurück. Du hast die Töpfe von { $held }. Leere Plätze: { $empty }. Sag stell drei auf sieben.
}
pots-prompt-claim = Sag fertig und eine Reihe oder Spalte, oder Zug beenden.
pots-prompt-play = Schüttle einen Topf, tausch zwei in einer Linie, oder sag fertig.

## Welche Linie, und einen Zug absichern

pots-which-line = Welche Linie? Sag die obere Reihe, die linke Spalte, oder drei Zahlen.
pots-no-claim = Keine Meldung.
pots-not-claimed = Nicht gemeldet.
pots-swap-cancelled = Tausch abgebrochen.
pots-say-again = Dann sag es bitte noch einmal.
# Ein gesprochener Tausch, angesagt, bevor er geschieht: Er lässt sich noch abbrechen.
pots-announce-swap = Tausch von { NUMBER_WORD($a) } und { NUMBER_WORD($b) }.
# Ein Zug, nach dem gefragt wird, bevor er geschieht.
pots-ask-shake = Topf { NUMBER_WORD($position) } schütteln? Ja oder nein.
pots-ask-swap = Tauschen: { NUMBER_WORD($a) } und { NUMBER_WORD($b) }? Ja oder nein.
pots-ask-claim = { pots-line-start } melden? Ja oder nein.
pots-ask-end-turn = Zug beenden? Ja oder nein.
pots-ask-place-silent = Stiller Topf auf { NUMBER_WORD($position) }? Ja oder nein.
pots-ask-take = Topf { NUMBER_WORD($position) } nehmen{ $shake ->
    [yes] { " " }und schütteln
   *[no] { "" }
}? Ja oder nein.
pots-ask-place = Den Topf von { NUMBER_WORD($origin) } auf { NUMBER_WORD($position) } stellen? Ja oder nein.

## Die eigenen Befehle des Spiels

# $missing: die Plätze, die ihren nächsten Zug aussetzen, als Liste.
pots-missing-turn = Setzen den nächsten Zug aus: { $missing }.
pots-round = Runde { NUMBER($round, useGrouping: 0) } von höchstens { NUMBER($rounds, useGrouping: 0) }.
pots-hints-off = In diesem Spiel gibt es keine Tipps.
pots-hints-for-human = Tipps gibt es nur für den Menschen, der dran ist.
# Einmal gesagt, wenn kein Ton die Spieler erreicht (kein Gerät, Ton aus, Gerät verloren).
pots-sounds-named = Die Töpfe sind hier nicht zu hören, deshalb nennt jedes Schütteln sein Geräusch in Worten.
