# Die Züge von Bead Trade als Befehle (zurückgesagt, wenn der Tisch nach einem Zug
# fragt), die Fragen des Spiels und seine Antworten auf Fragen. Jeder Befehl ist so
# gesagt, wie ihn ein Spieler sagt, und die Grammatik (grammars/beads/de.ini) versteht
# ihn genau so.

beads-say-offer = biete { $to } { $give } für { $take } an
beads-say-counter = biete stattdessen { $give } für { $take }
beads-say-centre = tausche { $give } gegen { $take } mit der Mitte
beads-say-hide = verstecke { $beads } unter { beads-box }
beads-say-place = setze { beads-the-animal } auf den { $box ->
    [lid] Deckel
   *[base] Boden
}
beads-say-accept = annehmen
beads-say-decline = ablehnen
beads-say-withdraw = Angebot zurückziehen
beads-say-reveal = alles zeigen
beads-say-start = los geht's
beads-say-finish-story = Ende der Geschichte
beads-say-pass = ich passe
beads-example-command = biete { beads-to } meine rosa Perle für deine grüne Perle an

beads-which-offer-from = Welches Angebot: von { $names }?
beads-which-offer-to = Welches Angebot: an { $names }?
beads-nothing-done = Nichts getan.
beads-confirm-accept = Angebot von { beads-offerer } annehmen: Du bekommst { $give } für { $take }? Ja oder nein.
beads-not-accepted = Nicht angenommen; das Angebot steht noch.
beads-confirm-last-animal = Dieses Tier beendet die Runde: { $animal }? Ja oder nein.
beads-not-placed = Nicht gesetzt.
beads-unsure = Hast du gesagt: { $command }? Ja oder nein.
beads-say-again = Bitte sag es noch einmal.
beads-trader-said = { beads-Seat-name }: { $reason }
beads-say-who-asks = Wer fragt? Sag zuerst dein Tier, zum Beispiel: Stier, was habe ich?

## Antworten auf Fragen

beads-answer-holdings = Du hast { $pieces }.
beads-answer-held-out = Davon bietest du gerade { $pieces } an.
beads-answer-my-hidden = Unter { beads-box } hast du { $pieces } versteckt.
beads-answer-centre = In der Mitte gibt es { $pieces }.
beads-answer-on-box = { $box ->
    [lid] Der Deckel
   *[base] Der Boden
} trägt { $animals }.
beads-answer-animals-left = { $count ->
    [one] Noch ein Tier beendet die Runde.
   *[other] Noch { NUMBER_WORD($count) } Tiere beenden die Runde.
}
beads-hidden-short = { beads-seat-name } { $count ->
    [one] eine
   *[other] { NUMBER_WORD($count) }
}
beads-answer-under = Unter { beads-box }: { $count ->
    [0] keine Perlen.
    [one] eine Perle, { $who }.
   *[other] { NUMBER_WORD($count) } Perlen: { $who }.
}
beads-answer-shown = { beads-Seat-name } hat { $pieces } gezeigt.
beads-answer-nobody-shown = In dieser Runde hat noch niemand gezeigt, was er hat.
beads-offer-line = Angebot von { beads-offerer } an { beads-to }: { $give } für { $take }{ $seconds ->
    [-1] .
   *[other] , noch { $seconds } Sekunden.
}
beads-my-offer-line = { $mine ->
    [yes] Dein Angebot an { beads-other }: Du bietest { $give } für { $take }
   *[no] Angebot von { beads-other }: Du bekommst { $give } für { $take }
}{ $seconds ->
    [-1] .
   *[other] , noch { $seconds } Sekunden.
}
beads-answer-no-offers = Keine offenen Angebote.
beads-answer-no-scores = Noch keine Runde gewertet.
beads-answer-round = Runde { NUMBER_WORD($round) }.
beads-answer-time = Runde { NUMBER_WORD($round) }, { $seconds } Sekunden seit Spielbeginn. { $timeout ->
    [-1] Angebote bleiben offen, bis sie beantwortet werden.
   *[other] Angebote bleiben { $timeout } Sekunden offen.
}
beads-answer-player = { beads-Seat-name }: { $you ->
    [yes] du
   *[no] { $computer ->
        [yes] ein Computerhändler
       *[no] ein Mensch
    }
}.
beads-answer-over = Das Spiel ist vorbei.
beads-answer-story = { beads-Seat-name } erzählt gerade eine Geschichte.
beads-answer-status = Runde { NUMBER_WORD($round) } von { NUMBER_WORD($rounds) }; { $left ->
    [one] noch ein Tier beendet sie.
   *[other] noch { NUMBER_WORD($left) } Tiere beenden sie.
}

## Zusammenfassungen dessen, was schneller kam, als es sich sagen ließ

beads-trade-pair = { $a } und { $b }
beads-centre-pair = { $a } mit der Mitte
beads-summary-trades = { $count ->
    [one] Inzwischen ein Handel: { $trades }.
   *[other] Inzwischen { NUMBER_WORD($count) } Tauschgeschäfte: { $trades }.
}
beads-summary-hidden = Inzwischen versteckt: { $hidden }.
beads-hidden-by = { $count ->
    [one] eine Perle
   *[other] { NUMBER_WORD($count) } Perlen
} von { beads-seat-name } unter { beads-box }
beads-summary-offers = { $count ->
    [one] Inzwischen ein Angebot zwischen anderen.
   *[other] Inzwischen { NUMBER_WORD($count) } Angebote zwischen anderen.
}

## Aufforderungen

beads-prompt-start = Sag los geht's, wenn alle bereit sind.
beads-prompt-story = Erzähl die Geschichte deines Tiers und seiner Perlen; sag Ende der Geschichte, wenn du fertig bist.
beads-prompt-trade = Handel! Biete an, verstecke Perlen, setze ein Tier oder frag, was du hast. Sag Hilfe für mehr.
beads-prompt-calm = Ruhiges Spiel: Wenn du dran bist, mach einen Zug oder sag ich passe. Sag Hilfe für mehr.
