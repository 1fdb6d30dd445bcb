# Die Regeln von Bead Trade, vorgelesen mit dem Befehl Regeln: erst das Grundspiel,
# dann jede Variante, die gilt. Kurze Sätze, das wichtige Wort zuerst.

beads-rules = Perlenhandel, für { NUMBER_WORD($seats) } Spieler. Jeder beginnt mit einem Geistertier und seinen vier Perlen: der Stier mit den rosa Perlen, die Schlange mit den gelben, die Schildkröte mit den grünen, der Kranich mit den weißen, der Wal mit den blauen. Was niemand zu Beginn bekommt, liegt in der Mitte. Es gibt keine Züge der Reihe nach: Jeder darf jederzeit handeln. Biete jeden deiner Steine für jeden Stein eines anderen an; beide müssen zustimmen. Mit der Mitte tauschst du eins gegen eins: Perle gegen Perle, Tier gegen Tier. Verstecke Perlen unter dem Deckel oder unter dem Boden: Sie bleiben dort die ganze Runde; alle hören, wie viele, nur du weißt, welche. Setze ein Tier oben auf eine Schachtel. Die Runde endet sofort, wenn { NUMBER_WORD($animals) } Tiere auf den Schachteln stehen. Dann zählt jede Perlensorte einmal. Ihr Tier auf dem Deckel: plus eins für jeden, der Perlen dieser Sorte hat, außer nur einer hat sie. Ihr Tier auf dem Boden: minus eins für jeden, der Perlen dieser Sorte hat. Sonst gilt: mehr dieser Perlen unter dem Deckel: plus eins für jeden mit solchen Perlen und plus eins für den, der das Tier hat; mehr unter dem Boden: minus eins für jeden mit solchen Perlen oder dem Tier. Gleich viele: nichts. Niemand verliert mehr als einen Punkt pro Sorte. Nach { NUMBER_WORD($rounds) } Runden gewinnt, wer die meisten Punkte hat.
beads-rules-locked-spirits = Gesperrte Geister: Sobald ein Tier auf einer Schachtel steht, kommen keine Perlen mehr darunter.
beads-rules-normal-spirits = Normale Geister: Ein Tier zählt wie eine Perle seiner Sorte, ohne Extrapunkt.
beads-rules-prolonged-spirits = Verlängerte Geister: Eine Runde endet erst bei drei Tieren auf den Schachteln.
beads-rules-extended-spirits = Erweiterte Geister: fünf Runden.
beads-rules-storied-animals = Geschichtentiere: Vor dem Handel erzählt jeder die Geschichte seines Tiers und seiner Perlen.
beads-rules-calm = Ruhiges Spiel: Es wird reihum gespielt; wenn du dran bist, machst du einen Zug, ein Angebot, einen Tausch mit der Mitte, Perlen verstecken oder ein Tier setzen, oder du passt. Ein Angebot wartet auf seine Antwort.
beads-rules-timeout = { $never ->
    [yes] Angebote bleiben offen, bis sie beantwortet oder zurückgezogen werden.
   *[no] Angebote bleiben { $seconds } Sekunden offen.
}
