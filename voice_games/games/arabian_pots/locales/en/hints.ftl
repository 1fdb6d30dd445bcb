# Hints and chances, worked out from what the player has heard. A chance is said from
# $chance: "certain", "none", "under" (under 1 percent), "over" (over 99 percent) or
# "percent" with the rounded $percent.

pots-chance-words = { $chance ->
    [certain] certain
    [none] no chance
    [under] under 1 percent
    [over] over 99 percent
   *[percent] { $percent } percent
}
# One line's chance of being complete: "Top row: 40 percent."
pots-chance = { pots-line-title }: { pots-chance-words }.
pots-chances-draft = The pots are not all on the board yet, so no line can be judged.
pots-hint-nothing-heard = Nothing has been heard yet: every pot is as uncertain as any other.
pots-hint-take = Taking pot { NUMBER_WORD($position) } and shaking it would tell you most.
pots-hint-draft-place = Lines can be judged once every pot is back on the board.
pots-hint-secret-swap = Whichever pot you swap it with, you are most sure of { pots-line }: { pots-chance-words }.
pots-hint-surest = You are most sure of { pots-line }: { pots-chance-words }.
pots-hint-swap = Swapping pots { NUMBER_WORD($a) } and { NUMBER_WORD($b) } would make { pots-line } { pots-chance-words } sure.
pots-hint-nothing-new = Shaking tells you nothing new now. You are most sure of { pots-line }: { pots-chance-words }.
pots-hint-shake = Shaking pot { NUMBER_WORD($position) } would tell you most.
