# The board, its pots, lines and seats, as The Arabian Pots names them. Every id starts
# with "pots-" so that it never clashes with the table's own messages.
#
# Messages that say a seat take $you ("yes" for the lone human at a table of computer
# players, who is "you"), $computer ("yes" for a computer player) and $seat (1, 2, ...).
# Messages that say a line take $line: row-1 (top) to row-3, column-1 (left) to column-3.
# Messages that say a sound take $sound: ball, metal, beads, silent or empty.

## Numbers and lists

# A pot's number, or any small number, as a word.
pots-number = { NUMBER_WORD($number) }
# Lists are joined by the table's messages (list-and-more...).

## Seats

# A seat as it is named: "player two", "computer three".
pots-seat-name = { $computer ->
    [yes] computer
   *[no] player
} { NUMBER_WORD($seat) }
# The same at the start of a sentence.
pots-seat-name-start = { $computer ->
    [yes] Computer
   *[no] Player
} { NUMBER_WORD($seat) }
# A seat within a sentence: "you" or "player two".
pots-seat = { $you ->
    [yes] you
   *[no] { pots-seat-name }
}
# A seat's turn: "Your turn", "Player two's turn".
pots-turn-of = { $you ->
    [yes] Your turn
   *[no] { pots-seat-name-start }'s turn
}

## Lines and sounds

pots-line = { $line ->
    [row-1] the top row
    [row-2] the middle row
    [row-3] the bottom row
    [column-1] the left column
    [column-2] the centre column
   *[column-3] the right column
}
pots-line-start = { $line ->
    [row-1] The top row
    [row-2] The middle row
    [row-3] The bottom row
    [column-1] The left column
    [column-2] The centre column
   *[column-3] The right column
}
# A line as the title of a chance: "Top row: 40 percent."
pots-line-title = { $line ->
    [row-1] Top row
    [row-2] Middle row
    [row-3] Bottom row
    [column-1] Left column
    [column-2] Centre column
   *[column-3] Right column
}
pots-sound = { $sound ->
    [ball] ball
    [metal] metal
    [beads] beads
    [silent] silent
   *[empty] empty
}

## Where the pots stand

pots-board = The board has three rows of three. Top row, far from the notch: one, two, three. Middle row: four, five, six. Bottom row, at the notch: seven, eight, nine. Columns: left is one, four, seven; centre is two, five, eight; right is three, six, nine.
pots-where = { $position ->
    [1] Pot one is in the top row, left column: the top left corner.
    [2] Pot two is in the top row, centre column: the middle of the top edge.
    [3] Pot three is in the top row, right column: the top right corner.
    [4] Pot four is in the middle row, left column: the middle of the left side.
    [5] Pot five is in the middle row, centre column: the centre of the board.
    [6] Pot six is in the middle row, right column: the middle of the right side.
    [7] Pot seven is in the bottom row, left column: the bottom left corner at the notch.
    [8] Pot eight is in the bottom row, centre column: the middle of the bottom edge at the notch.
   *[9] Pot nine is in the bottom row, right column: the bottom right corner at the notch.
}
pots-no-such-pot = There is no pot { $position }: the pots are numbered one to nine.
pots-empty-places = Empty places: { $places }.
