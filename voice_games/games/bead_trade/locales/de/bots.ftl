# Warum ein Computerhändler ein Angebot annimmt, ablehnt oder ein Gegenangebot macht
# (bot_reasons.py). $colour ist die Id einer Perlensorte (pink, yellow, green, white,
# blue); $animal die Id eines Geistertiers (bull, snake, turtle, crane, whale).

beads-reason-accept-wanted = Gern: Ich wollte eine { beads-colour } Perle.
beads-reason-accept-animal = { $animal ->
    [snake] Die
    [turtle] Die
   *[other] Der
} { beads-animal } ist mir willkommen. Abgemacht.
# Nach „meine“ steht die Farbe im Plural schwach: „meine gelben Perlen“.
beads-reason-accept-rid = Abgemacht: Meine { $colour ->
    [pink] rosa
    [yellow] gelben
    [green] grünen
    [white] weißen
   *[blue] blauen
} Perlen gebe ich gern ab.
beads-reason-accept-fair = Das ist fair. Abgemacht.
beads-reason-accept-generous = Das ist großzügig von dir. Abgemacht.
beads-reason-decline-too-little = Das ist zu wenig für meine { beads-colour } Perle.
beads-reason-decline-animal = { $animal ->
    [snake] Meine
    [turtle] Meine
   *[other] Mein
} { beads-animal } ist für diesen Preis nicht zu haben.
beads-reason-decline-unwanted = { $colour ->
    [pink] Rosa
    [yellow] Gelbe
    [green] Grüne
    [white] Weiße
   *[blue] Blaue
} Perlen kann ich nicht gebrauchen.
beads-reason-decline-not-held = Ich habe keine { beads-colour } Perle für dich.
beads-reason-decline-not-held-animal = Ich habe { beads-the-animal } nicht.
beads-reason-decline-keep = Meine { $colour ->
    [pink] rosa
    [yellow] gelben
    [green] grünen
    [white] weißen
   *[blue] blauen
} Perlen behalte ich lieber.
beads-reason-decline-no-use = Nein danke: Dieser Handel bringt mir nichts.
beads-reason-counter-less = Das ist zu viel verlangt. Das hier kann ich machen.
beads-reason-counter-more = Leg eine { beads-colour } Perle dazu, und wir sind uns einig.
beads-reason-counter-other = Das nicht, aber wie wäre es damit?
beads-reason-counter-animal = Nicht für { $animal ->
    [snake] meine
    [turtle] meine
   *[other] meinen
} { beads-animal }, aber wie wäre es damit?
