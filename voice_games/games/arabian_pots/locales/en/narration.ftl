# What happens in a game of The Arabian Pots, one event at a time, the most important
# word first. Seat, line and sound arguments: see board.ftl. $alone is "yes" when the
# table has one seat.

pots-variant = { $variant ->
    [silent] the silent-pot game
    [draft] the draft game
   *[basic] the basic game
}
pots-game-started = The Arabian Pots: { pots-variant }, { $seats ->
    [one] one player
   *[other] { NUMBER_WORD($seats) } players
}.
# The secret setup steps of a seat; $you is also "yes" for a table of one.
pots-setup-turn = { $you ->
    [yes] Setup: { $place_silent ->
        [yes] place the silent pot, then make { pots-setup-swaps }.
       *[no] make { pots-setup-swaps }.
    }
   *[no] Setup: { pots-seat } { $place_silent ->
        [yes] places the silent pot, then makes { pots-setup-swaps }.
       *[no] makes { pots-setup-swaps }.
    } Everyone else, look away.
}
pots-setup-swaps = { $swaps ->
    [one] { NUMBER_WORD($swaps) } secret swap
   *[other] { NUMBER_WORD($swaps) } secret swaps
}
pots-silent-placed = Silent pot placed by { pots-seat }.
pots-silent-placed-at = Silent pot at { NUMBER_WORD($position) }; the pot that was there leaves the game.
pots-secret-swap-made = Secret swap: { NUMBER_WORD($a) } and { NUMBER_WORD($b) }.
pots-secret-swap-done = { $you ->
    [yes] Your
   *[no] { pots-seat-name-start }'s
} { $setup ->
    [yes] secret swap
   *[no] secret swap of the silent pot
}: done.
pots-play-begins = { $alone ->
    [yes] Play begins.
   *[no] Play begins with { pots-seat }.
}
pots-turn-begins = { pots-turn-of }.
# A shake heard: every pot rattles alike unless the table names the sounds ($named).
pots-heard = { $sound ->
    [silent] Pot { NUMBER_WORD($position) }: no sound. The silent pot.
   *[other] { $named ->
        [yes] Pot { NUMBER_WORD($position) }: { pots-sound }.
       *[no] Pot { NUMBER_WORD($position) }: rattles.
    }
}
pots-swapped = { $you ->
    [yes] You swap
   *[no] { pots-seat-name-start } swaps
} pots { NUMBER_WORD($a) } and { NUMBER_WORD($b) }.
# $options: the pots next to the silent pot, as a list.
pots-must-swap-silent = { $you ->
    [yes] Swap the silent pot, in secret, with a pot next to it: { $options }.
   *[no] { pots-seat-name-start } must swap the silent pot, in secret, with a pot next to it.
}
pots-claim-made = Complete! { $you ->
    [yes] You claim
   *[no] { pots-seat-name-start } claims
} { pots-line }.
pots-claim-failed = Not complete.
# $reason: "failed-claim" or "silent-pot".
pots-will-lose-turn = { $you ->
    [yes] You miss
   *[no] { pots-seat-name-start } misses
} the next turn{ $reason ->
    [silent-pot] , for shaking the silent pot
   *[failed-claim] { "" }
}.
pots-turn-lost = { $you ->
    [yes] You miss
   *[no] { pots-seat-name-start } misses
} this turn.
pots-pot-taken = { $you ->
    [yes] You take
   *[no] { pots-seat-name-start } takes
} pot { NUMBER_WORD($position) }, unshaken.
pots-pot-taken-shaken = { $you ->
    [yes] You take pot { NUMBER_WORD($position) } and shake it.
   *[no] { pots-seat-name-start } takes pot { NUMBER_WORD($position) } and shakes it.
} { pots-heard }
pots-silent-to-centre = The board is empty. The silent pot goes to five, the centre.
pots-pot-placed = { $you ->
    [yes] You put
   *[no] { pots-seat-name-start } puts
} the pot from { NUMBER_WORD($origin) } on { NUMBER_WORD($position) }.
pots-pot-left-game = The board is full. The pot from { NUMBER_WORD($origin) } leaves the game unheard.
pots-won-alone = Sorted! { pots-line-start }: three { pots-sound }. It took { $count ->
    [one] { pots-count } action
   *[other] { pots-count } actions
}.
# A count as said in a sentence: a word up to nine, digits from 10 on.
pots-count = { $count ->
    [0] { NUMBER_WORD($count) }
    [1] { NUMBER_WORD($count) }
    [2] { NUMBER_WORD($count) }
    [3] { NUMBER_WORD($count) }
    [4] { NUMBER_WORD($count) }
    [5] { NUMBER_WORD($count) }
    [6] { NUMBER_WORD($count) }
    [7] { NUMBER_WORD($count) }
    [8] { NUMBER_WORD($count) }
    [9] { NUMBER_WORD($count) }
   *[other] { NUMBER($count, useGrouping: 0) }
}
pots-won = { $you ->
    [yes] You win
   *[no] { pots-seat-name-start } wins
}! { pots-line-start }: three { pots-sound }.
pots-drawn = A draw: no winner after { $rounds ->
    [one] { NUMBER($rounds, useGrouping: 0) } round
   *[other] { NUMBER($rounds, useGrouping: 0) } rounds
}.
# The arrangement at the end; $top, $middle and $bottom: each row's sounds, as a list.
pots-revealed = The pots were: Top row: { $top }. Middle row: { $middle }. Bottom row: { $bottom }.
# A turn in the history: "Turn 3: player two."
pots-history-turn = Turn { NUMBER($turn, useGrouping: 0) }: { pots-seat }.
