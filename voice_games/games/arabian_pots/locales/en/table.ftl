# What The Arabian Pots says about sounds, saved games and its command-line options.

## Sounds

pots-tour-told = That was the tour: one to nine, top left to bottom right.
pots-sound-volume = Pot sounds at { NUMBER($percent, useGrouping: 0) } percent.
pots-signals-on = Signal sounds on.
pots-signals-off = Signal sounds off.

## Saved games and rules no game can have
# Each is the end of a sentence that starts "The saved game cannot be read:".

pots-save-unknown-action = it holds an action The Arabian Pots does not have: '{ $kind }'
pots-save-incomplete-action = an action { $kind } in it is incomplete
pots-save-unknown-option = its rules have an option The Arabian Pots does not know: '{ $option }'
pots-save-unknown-variant = there is no variant '{ $variant }': it is basic, silent or draft
pots-save-seats = it has { $seats } seats, and The Arabian Pots takes { $low } to { $high }
pots-save-seats-unlike = it seats { $seats } { $seats ->
    [one] player
   *[other] players
} at a game for { $rules_seats }
pots-save-no-line = no such line: { $kind } { $index }
# The levels are those of bots.LEVELS.
pots-no-bot-level = no bot level '{ $level }': choose from easy, medium, expert
pots-seats-out-of-range = The Arabian Pots takes { $low } to { $high } players, not { $seats }.

## The command line

pots-title = The Arabian Pots
pots-options = rules of The Arabian Pots
pots-option-variant = basic (the default), silent or draft
pots-option-rows-only = only rows may be claimed
pots-option-max-rounds = a draw after this many rounds ({ NUMBER($rounds, useGrouping: 0) })
