# Why the rules refuse a move (an illegal action), and what was not understood.
# Refusals always speak to the player who tried the move.

## Whose move it is

# $seat: a seat's number as the rules count it, from 1.
pots-no-such-seat = There is no player { $seat } at this table.
# $current: the number of the seat whose turn it is; $missing: "yes" when the player
# also misses their next turn.
pots-not-your-turn = It is not your turn: it is player { $current }'s turn.{ $missing ->
    [yes] { " " }You also miss your next turn.
   *[no] { "" }
}

## Pots and swaps

pots-same-pot-twice = Pot { NUMBER_WORD($position) } twice: a swap needs two different pots.
pots-swap-not-in-line = Pots { NUMBER_WORD($a) } and { NUMBER_WORD($b) } are not in the same row or column: a swap must stay in one line.
pots-act-first = Take your action first: shake a pot or swap two in line. Or claim a line.
pots-action-had = You have had your action this turn. Claim a line, or say done to end your turn.
pots-rows-only = In this game only rows can be claimed, not columns.

## Setup and the silent pot

pots-place-silent-first = First, in secret, choose the pot to replace with the silent pot: say silent pot on, and a position.
pots-setup-swaps-only = During setup you swap pots in secret, without shaking: { NUMBER_WORD($left) } { $left ->
    [one] swap
   *[other] swaps
} left. Any two pots may be swapped.
# $options: the pots next to the silent pot, as a list.
pots-secret-swap-first = First swap the silent pot, in secret, with a pot next to it: { $options }.
pots-secret-swap-with-silent = The silent pot is at { NUMBER_WORD($position) }: swap it with a pot next to it: { $options }.
pots-secret-swap-adjacent = A secret swap must be with an adjacent pot: { $options }, not diagonal or further.
pots-silent-already-placed = The silent pot was placed during setup.
pots-setup-over = Setup is over: swaps now must be of two pots in the same row or column.
pots-secret-swap-not-now = A secret swap is only made right after shaking the silent pot.
pots-no-secret-step = There is no secret step to make now.
pots-random-needs-secret-step = Random is for secret steps, like the setup swaps.

## The draft

pots-draft-on = The draft is on: take a pot from the board, and say whether you shake it.
pots-draft-over = The draft is over.
pots-place-emptied = Position { NUMBER_WORD($position) } is empty: its pot has already been taken.
pots-put-back = Put one of your pots back on an empty position of the board.
# $held: where the pots the player holds came from, as a list.
pots-not-holding = You are not holding the pot taken from { NUMBER_WORD($origin) }. Your pots came from: { $held }.
# $silent: "yes" when the silent pot stands there.
pots-place-full = Position { NUMBER_WORD($position) } already has { $silent ->
    [yes] the silent pot
   *[no] a pot
}.
pots-cannot-now = That cannot be done now.

## Not understood

pots-which-pot = I did not catch which pot in '{ $text }'.
# Three numbers a player gave as a line; the first starts the sentence.
pots-not-a-line = { $a ->
    [0] Zero
    [1] One
    [2] Two
    [3] Three
    [4] Four
    [5] Five
    [6] Six
    [7] Seven
    [8] Eight
    [9] Nine
    [10] Ten
   *[other] { $a }
}, { NUMBER_WORD($b) }, { NUMBER_WORD($c) } are not a line. A line is a row or a column, like one two three, or one four seven.
