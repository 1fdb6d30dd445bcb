# Das Brett, seine Töpfe, Linien und Plätze, wie Die arabischen Töpfe sie nennt. Jede
# Id beginnt mit "pots-", damit sie nie mit den Nachrichten des Tisches kollidiert.
#
# Nachrichten, die einen Platz nennen, bekommen $you ("yes" für den einzigen Menschen an
# einem Tisch mit Computerspielern, der "du" ist), $computer ("yes" für einen
# Computerspieler) und $seat (1, 2, ...). Nachrichten mit einer Linie bekommen $line:
# row-1 (oben) bis row-3, column-1 (links) bis column-3. Nachrichten mit einem Geräusch
# bekommen $sound: ball, metal, beads, silent oder empty. Reihe und Spalte sind beide
# weiblich: "die obere Reihe" passt in Nominativ und Akkusativ.

## Zahlen und Listen

# Die Nummer eines Topfes, oder jede kleine Zahl, als Wort.
pots-number = { NUMBER_WORD($number) }

## Plätze

# Ein Platz, wie er heißt und wie man ihn vor einem Befehl sagt: "Spieler zwei, schüttle fünf".
pots-seat-name = { $computer ->
    [yes] Computer
   *[no] Spieler
} { NUMBER_WORD($seat) }
# Dasselbe am Satzanfang.
pots-seat-name-start = { $computer ->
    [yes] Computer
   *[no] Spieler
} { NUMBER_WORD($seat) }
# Ein Platz im Satz: "du" oder "Spieler zwei".
pots-seat = { $you ->
    [yes] du
   *[no] { pots-seat-name }
}
# Wer dran ist: "Du bist dran", "Spieler zwei ist dran".
pots-turn-of = { $you ->
    [yes] Du bist dran
   *[no] { pots-seat-name-start } ist dran
}

## Linien und Geräusche

pots-line = { $line ->
    [row-1] die obere Reihe
    [row-2] die mittlere Reihe
    [row-3] die untere Reihe
    [column-1] die linke Spalte
    [column-2] die mittlere Spalte
   *[column-3] die rechte Spalte
}
pots-line-start = { $line ->
    [row-1] Die obere Reihe
    [row-2] Die mittlere Reihe
    [row-3] Die untere Reihe
    [column-1] Die linke Spalte
    [column-2] Die mittlere Spalte
   *[column-3] Die rechte Spalte
}
# Eine Linie als Überschrift einer Chance: "Obere Reihe: 40 Prozent."
pots-line-title = { $line ->
    [row-1] Obere Reihe
    [row-2] Mittlere Reihe
    [row-3] Untere Reihe
    [column-1] Linke Spalte
    [column-2] Mittlere Spalte
   *[column-3] Rechte Spalte
}
pots-sound = { $sound ->
    [ball] Kugel
    [metal] Metall
    [beads] Perlen
    [silent] Stille
   *[empty] leer
}

## Wo die Töpfe stehen

pots-board = Das Brett hat drei Reihen zu je drei. Obere Reihe, weit weg von der Kerbe: eins, zwei, drei. Mittlere Reihe: vier, fünf, sechs. Untere Reihe, an der Kerbe: sieben, acht, neun. Spalten: links eins, vier, sieben; in der Mitte zwei, fünf, acht; rechts drei, sechs, neun.
pots-where = { $position ->
    [1] Topf eins steht in der oberen Reihe, linke Spalte: die Ecke links oben.
    [2] Topf zwei steht in der oberen Reihe, mittlere Spalte: die Mitte des oberen Rands.
    [3] Topf drei steht in der oberen Reihe, rechte Spalte: die Ecke rechts oben.
    [4] Topf vier steht in der mittleren Reihe, linke Spalte: die Mitte der linken Seite.
    [5] Topf fünf steht in der mittleren Reihe, mittlere Spalte: die Mitte des Bretts.
    [6] Topf sechs steht in der mittleren Reihe, rechte Spalte: die Mitte der rechten Seite.
    [7] Topf sieben steht in der unteren Reihe, linke Spalte: die Ecke links unten, an der Kerbe.
    [8] Topf acht steht in der unteren Reihe, mittlere Spalte: die Mitte des unteren Rands, an der Kerbe.
   *[9] Topf neun steht in der unteren Reihe, rechte Spalte: die Ecke rechts unten, an der Kerbe.
}
pots-no-such-pot = Es gibt keinen Topf { $position }: Die Töpfe sind von eins bis neun nummeriert.
pots-empty-places = Leere Plätze: { $places }.
