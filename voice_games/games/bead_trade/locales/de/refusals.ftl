# Warum Bead Trade einen Befehl ablehnt: Jede Meldung nennt ihre Regel (RULES.md,
# Abschnitt 2). $pieces und $piece sind fertige Wendungen im Akkusativ; $seat, $teller,
# $to, $offerer und $player sind Namen von Plätzen („Kranich“); $box ist lid oder base.

## Regeln, die kein Spiel haben kann, und Steine, die es nicht gibt

beads-seats-out-of-range = Perlenhandel ist für { NUMBER_WORD($low) } bis { NUMBER_WORD($high) } Spieler, nicht { $seats }.
beads-timeout-positive = Die Zeit eines Angebots muss über null Sekunden liegen, nicht { $seconds }.
beads-story-seconds-positive = Eine Geschichte muss länger als null Sekunden dauern, nicht { $seconds }.
beads-stories-every-round-needs-stories = Geschichten in jeder Runde brauchen die Variante Geschichtentiere.
beads-clock-backwards = Die Uhr ist von { $before } auf { $now } Sekunden zurückgegangen.
beads-bad-counts = Perlenzahlen sind fünf Zahlen ab null, nicht { $counts }.
beads-animal-twice = Es gibt von jeder Sorte nur ein Tier.
beads-no-such-kind = Ein Stein ist eine Perle oder ein Tier, nicht { $kind }.
beads-no-such-colour = In diesem Spiel gibt es keine Steine in { $colour }.
beads-take-away-missing = Diese Steine sind nicht alle da, um sie wegzunehmen.
beads-unknown-action = Diesen Zug gibt es in Perlenhandel nicht: { $action }.

## Abgelehnte Züge, jeder mit seiner Regel

beads-game-over = Das Spiel ist vorbei.
beads-no-such-seat = { $seat } sitzt nicht an diesem Tisch.
beads-no-story-now = Gerade erzählt niemand eine Geschichte.
beads-stories-first = Warte: { $teller } erzählt gerade die Geschichte des eigenen Tiers.
beads-not-your-story = Jetzt erzählt { $teller }, nicht du.
beads-not-started = Der Handel hat noch nicht begonnen: Sag los geht's, wenn alle bereit sind.
beads-already-started = Der Handel läuft schon.
beads-not-yours = Du hast { $pieces } nicht: Du kannst nur handeln, verstecken oder setzen, was du hast.
beads-pieces-on-offer = Dein offenes Angebot hält { $pieces } zurück; zieh es zurück, um sie zu benutzen.
beads-trade-with-yourself = Du kannst nicht mit dir selbst handeln.
beads-trade-both-sides = Ein Handel gibt etwas und nimmt etwas: Nenne beide Seiten.
beads-more-than-exist = Es gibt nur vier Perlen jeder Farbe, also hat niemand { $pieces }.
beads-no-such-offer = Dieses Angebot gibt es nicht.
beads-offer-closed = Dieses Angebot ist nicht mehr offen.
beads-offer-not-to-you = Dieses Angebot ging an { $to }, nicht an dich.
beads-not-your-offer = Dieses Angebot kann nur { $offerer } zurückziehen, nicht du.
beads-centre-kinds = Die Mitte tauscht Perle gegen Perle oder Tier gegen Tier, nie das eine gegen das andere.
beads-centre-same-type = Dieser Tausch mit der Mitte würde nichts ändern: Nenne eine andere Sorte.
beads-centre-lacks = Die Mitte hat { $piece } nicht.
beads-hide-beads-only = Unter die Schachteln kommen nur Perlen; Tiere kommen obendrauf.
beads-hide-nothing = Nenne die Perlen, die du verstecken willst.
beads-box-locked = Gesperrte Geister: Auf { beads-box } steht ein Tier, also kommen keine Perlen mehr darunter.
beads-not-your-turn = Ruhiges Spiel: { $player } ist dran.
beads-answer-pending = Zuerst braucht das Angebot auf dem Tisch eine Antwort.
beads-pass-calm-only = Passen geht nur im ruhigen Spiel, wenn du dran bist.
beads-no-secret-step = In Perlenhandel geschieht nichts zufällig.

## Wörter, die keinen Zug nennen (nicht verstanden)

beads-which-pieces = Welche Steine? Zum Beispiel: zwei rosa Perlen und die Schlange.
beads-which-colour = Welche Farbe? Zum Beispiel: zwei rosa Perlen.
beads-animal-colour = { $animal ->
    [snake] Die Schlange hat ihre
    [turtle] Die Schildkröte hat ihre
   *[other] Der { beads-animal } hat seine
} eigene Farbe; sag einfach { beads-the-animal }.
beads-animal-twice-said = { $animal ->
    [snake] Die
    [turtle] Die
   *[other] Der
} { beads-animal } ist doppelt genannt.
beads-centre-one-piece = Die Mitte tauscht einen Stein gegen einen Stein.
beads-no-seat-named = Niemand an diesem Tisch heißt { $name }.
beads-no-offer-of-yours = Du hast kein offenes Angebot zum Zurückziehen.
beads-no-offer-from = { $you ->
    [yes] Du hast dir selbst kein Angebot gemacht.
   *[no] Von { beads-seat-name } hast du kein Angebot.
}
beads-no-offer-to-you = Niemand hat dir ein Angebot gemacht.
