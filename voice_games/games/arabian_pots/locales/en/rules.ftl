# The rules, as the game reads them aloud: one passage, the variant's part in the middle.
# $variant: basic, silent or draft; $rows_only: "yes" when only rows may be claimed;
# $rounds: the rounds after which a game with no winner is a draw.

pots-rules = { pots-rules-basic }{ $variant ->
    [silent] { " " }{ pots-rules-silent }
    [draft] { " " }{ pots-rules-draft }
   *[basic] { "" }
} { pots-rules-alone }
pots-rules-basic = The Arabian Pots. Nine pots stand on a board of three rows of three, numbered one to nine from the top left; the notch marks the bottom edge, nearest you. Three pots hold one ball, three hold two metal pieces, three hold many small beads. Be the first to call complete on a line of three pots that sound the same: a row or a column{ $rows_only ->
    [yes] , but in this game only rows
   *[no] { "" }
}. Setup: each player, unseen, swaps pairs of pots three times without shaking them. On your turn, do one thing: shake a pot, and everyone hears it; or swap two pots in the same row or column, without shaking them. Then, or instead, you may call complete and name a line. Its three pots are shaken: if they all sound the same, you win; if not, you miss your next turn.
pots-rules-silent = The silent-pot game: before the setup swaps, the first player secretly puts the silent pot in place of one pot, which leaves the game. Whoever shakes the silent pot must swap it, in secret, with a pot next to it: up, down, left or right. A line with the silent pot is never complete.
pots-rules-draft = The draft game: there are no setup swaps. Players take turns taking a pot from the board, shaking it or not. When the board is empty the silent pot goes to five, and players take turns putting their pots back on empty places; the last pot leaves the game unheard. Whoever shakes the silent pot swaps it in secret with a pot next to it, and misses their next turn.
pots-rules-alone = Playing alone, sort the pots until you call complete on a true line; the game tells you how many actions it took. A game with no winner after { NUMBER($rounds, useGrouping: 0) } rounds is a draw.
