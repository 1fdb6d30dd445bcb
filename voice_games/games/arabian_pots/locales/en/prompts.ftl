# What the player whose turn it is is asked to do, and the questions about a move.
# $alone is "yes" at a table of one, where nobody needs telling whose turn it is.

pots-game-over = The game is over.
pots-prompt-place-silent = { $alone ->
    [yes] In secret, choose the pot the silent pot replaces: say silent pot on, and a number, or random.
   *[no] { pots-turn-of }: in secret, choose the pot the silent pot replaces: say silent pot on, and a number, or random.
}
pots-prompt-setup-swap = { $alone ->
    [yes] Secret swap, { NUMBER_WORD($left) } left: say swap and two pots, or random.
   *[no] { pots-turn-of }: secret swap, { NUMBER_WORD($left) } left: say swap and two pots, or random.
}
# $options: the pots next to the silent pot, as a list.
pots-prompt-secret-swap = { $alone ->
    [yes] Swap the silent pot at { NUMBER_WORD($position) } in secret with { $options }, or say random.
   *[no] { pots-turn-of }: swap the silent pot at { NUMBER_WORD($position) } in secret with { $options }, or say random.
}
# $on_board: the pots still on the board, as a list; said only in the full prompt ($full).
pots-prompt-take = { $alone ->
    [yes] Take a pot: say take five, or take five and shake it.
   *[no] { pots-turn-of }: take a pot: say take five, or take five and shake it.
}{ $full ->
    [yes] { " " }Pots on the board: { $on_board }.
   *[no] { "" }
}
# $held: where the pots the player holds came from; $empty: the empty places (lists).
pots-prompt-place = { $alone ->
    [yes] Put a pot back. You hold the pots from { $held }. Empty places: { $empty }. Say put three on seven.
   *[no] { pots-turn-of }: put a pot back. You hold the pots from { $held }. Empty places: { $empty }. Say put three on seven.
}
pots-prompt-claim = Complete a line, or say done.
pots-prompt-play = Shake a pot, swap two in a line, or call complete.

## Asking which line and making sure of a move

pots-which-line = Which line? Say the top row, the left column, or three numbers.
pots-no-claim = No claim.
pots-not-claimed = Not claimed.
pots-swap-cancelled = Swap cancelled.
pots-say-again = Then please say it again.
# A spoken swap, announced before it is made: it can still be cancelled.
pots-announce-swap = Swap { NUMBER_WORD($a) } and { NUMBER_WORD($b) }.
# A move asked about before it is made.
pots-ask-shake = Shake pot { NUMBER_WORD($position) }? Yes or no.
pots-ask-swap = Swap { NUMBER_WORD($a) } and { NUMBER_WORD($b) }? Yes or no.
pots-ask-claim = Complete { pots-line }? Yes or no.
pots-ask-end-turn = End your turn? Yes or no.
pots-ask-place-silent = Silent pot on { NUMBER_WORD($position) }? Yes or no.
pots-ask-take = Take pot { NUMBER_WORD($position) }{ $shake ->
    [yes] { " " }and shake it
   *[no] { "" }
}? Yes or no.
pots-ask-place = Put the pot from { NUMBER_WORD($origin) } on { NUMBER_WORD($position) }? Yes or no.

## The game's own commands

# $missing: the seats that miss their next turn, as a list.
pots-missing-turn = Missing their next turn: { $missing }.
pots-round = Round { NUMBER($round, useGrouping: 0) } of at most { NUMBER($rounds, useGrouping: 0) }.
pots-hints-off = Hints are off in this game.
pots-hints-for-human = Hints are for the human whose turn it is.
# Said once, when no sound reaches the players (no device, sound off, the device lost).
pots-sounds-named = The pots cannot be heard here, so each shake names its sound in words.
