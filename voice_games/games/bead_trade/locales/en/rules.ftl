# Bead Trade's rules, read aloud by the rules command: the basic game, then each option
# in play. Short sentences, the important word first.

beads-rules = Bead Trade, for { NUMBER_WORD($seats) } players. Each player starts with a spirit animal and its four beads: the bull and the pink beads, the snake and the yellow, the turtle and the green, the crane and the white, the whale and the blue. Pieces nobody starts with wait in the centre. There are no turns: anyone may act at any moment. Offer any of your pieces for any of another player's; both must agree. Trade with the centre one for one: a bead for a bead, an animal for an animal. Hide beads under the lid or the base: they stay there for the round; everyone hears how many, only you know which. Put an animal on top of a box. The round ends at once when { NUMBER_WORD($animals) } animals are on the boxes. Then each bead type scores once. Its animal on the lid: plus one to each holder of its beads, unless only one player holds them. Its animal on the base: minus one to each holder of its beads. Otherwise, more of its beads under the lid: plus one to each holder of its beads, and plus one to the holder of its animal; more under the base: minus one to each holder of its beads or animal. Equal: nothing. Nobody loses more than one point for a type. After { NUMBER_WORD($rounds) } rounds, the most points wins.
beads-rules-locked-spirits = Locked spirits: once an animal is on a box, no more beads go under it.
beads-rules-normal-spirits = Normal spirits: an animal counts as one more bead of its type, with no extra point.
beads-rules-prolonged-spirits = Prolonged spirits: a round ends at three animals on the boxes.
beads-rules-extended-spirits = Extended spirits: five rounds.
beads-rules-storied-animals = Storied animals: before trading, each player tells the story of their animal and beads.
beads-rules-calm = Calm game: players take turns; on your turn make one move, an offer, a centre trade, hiding beads or placing an animal, or pass. An offer waits for its answer.
beads-rules-timeout = { $never ->
    [yes] Offers stay open until answered or withdrawn.
   *[no] Offers stay open { $seconds } seconds.
}
