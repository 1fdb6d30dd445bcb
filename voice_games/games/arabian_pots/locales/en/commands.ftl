# Each move as a player says it: the sentence the grammar reads back as that very move
# (grammars/arabian_pots/<language>.ini), so it must stay one the grammar knows.

pots-say-shake = shake pot { NUMBER_WORD($position) }
pots-say-swap = swap { NUMBER_WORD($a) } and { NUMBER_WORD($b) }
pots-say-claim = complete { pots-line }
pots-say-end-turn = done
pots-say-place-silent = silent pot on { NUMBER_WORD($position) }
pots-say-take = take pot { NUMBER_WORD($position) }{ $shake ->
    [yes] { " " }and shake it
   *[no] { "" }
}
pots-say-place = put the pot from { NUMBER_WORD($origin) } on { NUMBER_WORD($position) }
# A command shown as an example of how commands are said.
pots-example-command = shake five

## Keys that wait for digits: what they ask when pressed

pots-key-swap = Swap: which two pots?
pots-key-claim = Complete: which three pots?
pots-key-take = Take which pot, unshaken?
pots-key-place = Put back: the pot from where, and on which place?
pots-key-place-silent = Silent pot on which place?
