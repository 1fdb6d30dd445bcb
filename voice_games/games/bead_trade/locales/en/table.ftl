# What Bead Trade says about its options, its rules read aloud and saved games.

## The command line

beads-title = Bead Trade
beads-options = rules of Bead Trade
beads-option-locked-spirits = Locked spirits: once an animal is on a box, no more beads go under it.
beads-option-normal-spirits = Normal spirits: an animal counts as one more bead of its type, with no bonus.
beads-option-prolonged-spirits = Prolonged spirits: a round ends at three animals on the boxes, not two.
beads-option-extended-spirits = Extended spirits: five rounds instead of three.
beads-option-storied-animals = Storied animals: before the first round, each player tells the story of their animal.
beads-option-stories-every-round = Storied animals before every round, not only the first.
beads-option-calm = The calm game: turns instead of real time, one move each, and offers wait for their answer.
beads-option-offer-timeout = Seconds an unanswered offer stays open; 0 for until answered (default { $seconds }, or until answered in the calm game).
beads-option-story-seconds = Seconds each story lasts (default 60).
beads-option-pace = Seconds between a computer trader's moves (default { $seconds }).

## Saved games
# Each is the end of a sentence that starts "The saved game cannot be read:".

beads-save-unknown-action = it holds an action Bead Trade does not have: '{ $kind }'
beads-save-incomplete-action = an action { $kind } in it is incomplete
beads-save-unknown-option = its rules have an option Bead Trade does not know: '{ $option }'
beads-save-seats-unlike = it seats { $seats } players at a game for { $rules_seats }
