# Warum die Regeln einen Zug ablehnen, und was nicht verstanden wurde. Ablehnungen
# sprechen immer den Spieler an, der den Zug versucht hat.

## Wer am Zug ist

# $seat: die Nummer eines Platzes, wie die Regeln sie zählen, ab 1.
pots-no-such-seat = An diesem Tisch gibt es keinen Spieler { $seat }.
# $current: die Nummer des Platzes, der dran ist; $missing: "yes", wenn der Spieler
# außerdem seinen nächsten Zug aussetzt.
pots-not-your-turn = Du bist nicht dran: Spieler { $current } ist dran.{ $missing ->
    [yes] { " " }Außerdem setzt du deinen nächsten Zug aus.
   *[no] { "" }
}

## Töpfe und Tausche

pots-same-pot-twice = Zweimal Topf { NUMBER_WORD($position) }: Ein Tausch braucht zwei verschiedene Töpfe.
pots-swap-not-in-line = Die Töpfe { NUMBER_WORD($a) } und { NUMBER_WORD($b) } stehen nicht in derselben Reihe oder Spalte: Ein Tausch bleibt in einer Linie.
pots-act-first = Erst deine Aktion: Schüttle einen Topf oder tausch zwei in einer Linie. Oder melde eine Reihe oder Spalte.
pots-action-had = Deine Aktion in diesem Zug hattest du schon. Melde eine Reihe oder Spalte, oder sag Zug beenden.
pots-rows-only = In diesem Spiel lassen sich nur Reihen melden, keine Spalten.

## Vorbereitung und der stille Topf

pots-place-silent-first = Wähl zuerst heimlich den Topf, den der stille Topf ersetzt: Sag stiller Topf auf und einen Platz.
pots-setup-swaps-only = In der Vorbereitung tauschst du heimlich, ohne zu schütteln: noch { $left ->
    [one] einmal
   *[other] { NUMBER_WORD($left) }mal
}. Zwei beliebige Töpfe dürfen getauscht werden.
# $options: die Töpfe neben dem stillen Topf, als Liste.
pots-secret-swap-first = Tausch zuerst den stillen Topf heimlich mit einem Nachbartopf: { $options }.
pots-secret-swap-with-silent = Der stille Topf steht auf { NUMBER_WORD($position) }: Tausch ihn mit einem Nachbartopf: { $options }.
pots-secret-swap-adjacent = Ein geheimer Tausch geht nur mit einem Nachbartopf: { $options }, nicht schräg und nicht weiter weg.
pots-silent-already-placed = Der stille Topf wurde schon in der Vorbereitung gesetzt.
pots-setup-over = Die Vorbereitung ist vorbei: Jetzt wird nur in derselben Reihe oder Spalte getauscht.
pots-secret-swap-not-now = Ein geheimer Tausch kommt nur direkt nach dem Schütteln des stillen Topfs.
pots-no-secret-step = Gerade gibt es keinen geheimen Schritt.
pots-random-needs-secret-step = Zufällig gilt für geheime Schritte, wie das Tauschen in der Vorbereitung.

## Das Verteilen

pots-draft-on = Es wird verteilt: Nimm einen Topf vom Brett und sag, ob du ihn schüttelst.
pots-draft-over = Das Verteilen ist vorbei.
pots-place-emptied = Der Platz { NUMBER_WORD($position) } ist leer: Sein Topf wurde schon genommen.
pots-put-back = Stell einen deiner Töpfe auf einen leeren Platz des Bretts zurück.
# $held: woher die Töpfe des Spielers kommen, als Liste.
pots-not-holding = Den Topf von { NUMBER_WORD($origin) } hast du nicht. Deine Töpfe kamen von: { $held }.
# $silent: "yes", wenn dort der stille Topf steht.
pots-place-full = Auf Platz { NUMBER_WORD($position) } steht schon { $silent ->
    [yes] der stille Topf
   *[no] ein Topf
}.
pots-cannot-now = Das geht jetzt nicht.

## Nicht verstanden

pots-which-pot = In „{ $text }“ habe ich nicht verstanden, welcher Topf gemeint ist.
# Drei Zahlen, die ein Spieler als Linie genannt hat; die erste beginnt den Satz.
pots-not-a-line = { $a ->
    [0] Null
    [1] Eins
    [2] Zwei
    [3] Drei
    [4] Vier
    [5] Fünf
    [6] Sechs
    [7] Sieben
    [8] Acht
    [9] Neun
    [10] Zehn
   *[other] { $a }
}, { NUMBER_WORD($b) }, { NUMBER_WORD($c) } sind keine Linie. Eine Linie ist eine Reihe oder eine Spalte, wie eins zwei drei, oder eins vier sieben.
