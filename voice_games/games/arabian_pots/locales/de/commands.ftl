# Jeder Zug, wie ein Spieler ihn sagt: der Satz, den die Grammatik wieder als genau
# diesen Zug liest (grammars/arabian_pots/de.ini), also einer, den sie kennt.

pots-say-shake = schüttle Topf { NUMBER_WORD($position) }
pots-say-swap = tausche { NUMBER_WORD($a) } und { NUMBER_WORD($b) }
pots-say-claim = fertig: { pots-line }
pots-say-end-turn = Zug beenden
pots-say-place-silent = stiller Topf auf { NUMBER_WORD($position) }
pots-say-take = nimm Topf { NUMBER_WORD($position) }{ $shake ->
    [yes] { " " }und schüttle ihn
   *[no] { "" }
}
pots-say-place = stell den Topf von { NUMBER_WORD($origin) } auf { NUMBER_WORD($position) }
# Ein Befehl als Beispiel dafür, wie man Befehle sagt.
pots-example-command = schüttle fünf

## Tasten, die auf Ziffern warten: was sie beim Drücken fragen

pots-key-swap = Tauschen: welche zwei Töpfe?
pots-key-claim = Fertig: welche drei Töpfe?
pots-key-take = Welchen Topf nehmen, ungeschüttelt?
pots-key-place = Zurückstellen: den Topf von wo, und auf welchen Platz?
pots-key-place-silent = Stiller Topf auf welchen Platz?
