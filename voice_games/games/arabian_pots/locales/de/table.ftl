# Was Die arabischen Töpfe über Geräusche, gespeicherte Spiele und Befehlszeilenoptionen sagt.

## Geräusche

pots-tour-told = Das war der Rundgang: eins bis neun, von links oben nach rechts unten.
pots-sound-volume = Topfgeräusche auf { NUMBER($percent, useGrouping: 0) } Prozent.
pots-signals-on = Signaltöne an.
pots-signals-off = Signaltöne aus.

## Gespeicherte Spiele und Regeln, die kein Spiel haben kann
# Jede ist der Schluss eines Satzes, der mit "Das gespeicherte Spiel lässt sich nicht
# lesen:" beginnt.

pots-save-unknown-action = Es enthält eine Aktion, die dieses Spiel nicht kennt: „{ $kind }“
pots-save-incomplete-action = Eine Aktion { $kind } darin ist unvollständig
pots-save-unknown-option = Seine Regeln haben eine Option, die dieses Spiel nicht kennt: „{ $option }“
pots-save-unknown-variant = Es gibt keine Variante „{ $variant }“: Sie heißt basic, silent oder draft
pots-save-seats = Es hat { $seats } Plätze, und dieses Spiel hat { $low } bis { $high }
pots-save-seats-unlike = Es setzt { $seats } Spieler an eine Partie für { $rules_seats }
pots-save-no-line = Keine solche Linie: { $kind } { $index }
# Die Stufen sind die von bots.LEVELS.
pots-no-bot-level = Keine Computerstufe „{ $level }“: Wähl easy, medium oder expert
pots-seats-out-of-range = Die arabischen Töpfe spielt man mit { $low } bis { $high } Spielern, nicht mit { $seats }.

## Die Befehlszeile

pots-title = Die arabischen Töpfe
pots-options = Regeln der arabischen Töpfe
pots-option-variant = basic (Standard), silent oder draft
pots-option-rows-only = nur Reihen dürfen gemeldet werden
pots-option-max-rounds = unentschieden nach so vielen Runden ({ NUMBER($rounds, useGrouping: 0) })
