# What Bead Trade says about its sounds.

## The tour of the sounds
# Said after the tour has played, naming its sounds in the order they were heard.
# $lid and $base are how many beads clicked under each box; $seconds is how often the
# round clock ticks.

beads-tour-told = That was the tour: { NUMBER_WORD($lid) } { $lid ->
    [one] bead
   *[other] beads
} hidden under the lid, on your left; { NUMBER_WORD($base) } under the base, on your right; an animal set on the lid; an offer; a trade between players; a trade with the centre; the end of a round; and the round clock, which ticks softly every { NUMBER_WORD($seconds) } seconds while trading is open.

## Sound settings

beads-sound-volume = Bead Trade sounds at { NUMBER($percent, useGrouping: 0) } percent.
beads-sound-signals-on = Signal sounds on.
beads-sound-signals-off = Signal sounds off.
