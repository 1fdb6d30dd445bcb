# Why a computer trader accepts, declines or counters an offer (bot_reasons.py).
# $colour is a bead type's name (pink, yellow, green, white, blue);
# $animal is a spirit animal's id (bull, snake, turtle, crane, whale).

beads-reason-accept-wanted = Gladly: I wanted a { $colour } bead.
beads-reason-accept-animal = The { $animal } is welcome with me. Done.
beads-reason-accept-rid = Done: I am happy to part with my { $colour } beads.
beads-reason-accept-fair = That is fair. Done.
beads-reason-accept-generous = That is generous of you. Done.
beads-reason-decline-too-little = That is too little for my { $colour } bead.
beads-reason-decline-animal = My { $animal } is not for trade at that price.
beads-reason-decline-unwanted = I have no use for { $colour } beads.
beads-reason-decline-not-held = I have no { $colour } bead to give you.
beads-reason-decline-not-held-animal = I do not have the { $animal }.
beads-reason-decline-keep = I would rather keep my { $colour } beads.
beads-reason-decline-no-use = No, thank you: that trade does nothing for me.
beads-reason-counter-less = That is too much to ask. Here is what I can do.
beads-reason-counter-more = Add a { $colour } bead and we have a deal.
beads-reason-counter-other = Not that, but how about this?
beads-reason-counter-animal = Not for my { $animal }, but how about this?
