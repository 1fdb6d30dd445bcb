# Was Bead Trade über seine Optionen, seine vorgelesenen Regeln und gespeicherte
# Spiele sagt. Auf Deutsch heißt das Spiel Perlenhandel.

## Die Befehlszeile

beads-title = Perlenhandel
beads-options = Regeln von Perlenhandel
beads-option-locked-spirits = Gesperrte Geister: Sobald ein Tier auf einer Schachtel steht, kommen keine Perlen mehr darunter.
beads-option-normal-spirits = Normale Geister: Ein Tier zählt wie eine Perle seiner Sorte, ohne Bonus.
beads-option-prolonged-spirits = Verlängerte Geister: Eine Runde endet bei drei Tieren auf den Schachteln, nicht bei zwei.
beads-option-extended-spirits = Erweiterte Geister: fünf Runden statt drei.
beads-option-storied-animals = Geschichtentiere: Vor der ersten Runde erzählt jeder die Geschichte seines Tiers.
beads-option-stories-every-round = Geschichtentiere vor jeder Runde, nicht nur vor der ersten.
beads-option-calm = Das ruhige Spiel: reihum statt in Echtzeit, ein Zug pro Spieler, und Angebote warten auf ihre Antwort.
beads-option-offer-timeout = Sekunden, die ein unbeantwortetes Angebot offen bleibt; 0 für bis zur Antwort (Standard { $seconds }, im ruhigen Spiel bis zur Antwort).
beads-option-story-seconds = Sekunden, die jede Geschichte dauert (Standard 60).
beads-option-pace = Sekunden zwischen den Zügen eines Computerhändlers (Standard { $seconds }).

## Gespeicherte Spiele
# Jede Meldung ist das Ende eines Satzes, der mit „Das gespeicherte Spiel ist nicht lesbar:“ beginnt.

beads-save-unknown-action = Es enthält einen Zug, den Perlenhandel nicht kennt: „{ $kind }“
beads-save-incomplete-action = Ein Zug { $kind } darin ist unvollständig
beads-save-unknown-option = Seine Regeln haben eine Option, die Perlenhandel nicht kennt: „{ $option }“
beads-save-seats-unlike = Es setzt { $seats } Spieler an ein Spiel für { $rules_seats }
