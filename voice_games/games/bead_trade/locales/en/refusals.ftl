# Why Bead Trade refuses a command: each names the rule (RULES.md section 2).
# $pieces and $piece are finished phrases; $seat, $teller, $to, $offerer and $player
# are seats' names ("crane"); $box is lid or base.

## Rules no game can have, and pieces that cannot exist

beads-seats-out-of-range = Bead Trade is for { NUMBER_WORD($low) } to { NUMBER_WORD($high) } players, not { $seats }.
beads-timeout-positive = An offer's time must be more than zero seconds, not { $seconds }.
beads-story-seconds-positive = A story must last more than zero seconds, not { $seconds }.
beads-stories-every-round-needs-stories = Stories every round needs the storied animals variant.
beads-clock-backwards = The clock went back from { $before } to { $now } seconds.
beads-bad-counts = Bead counts are five numbers from zero up, not { $counts }.
beads-animal-twice = There is only one animal of each type.
beads-no-such-kind = A piece is a bead or an animal, not { $kind }.
beads-no-such-colour = There are no { $colour } pieces in this game.
beads-take-away-missing = Those pieces are not all there to take away.
beads-unknown-action = Bead Trade has no such action: { $action }.

## Refusals of moves, each with its rule

beads-game-over = The game is over.
beads-no-such-seat = There is no { $seat } at this table.
beads-no-story-now = Nobody is telling a story now.
beads-stories-first = Wait: { $teller } is telling the story of its animal.
beads-not-your-story = It is { $teller }'s story, not yours.
beads-not-started = Trading has not started: say let's start when everyone is ready.
beads-already-started = Trading has already started.
beads-not-yours = You do not hold { $pieces }: you can only trade, hide or place what you hold.
beads-pieces-on-offer = { $pieces } are held out in your open offer; withdraw it to use them.
beads-trade-with-yourself = You cannot trade with yourself.
beads-trade-both-sides = A trade gives something and takes something: name both sides.
beads-more-than-exist = There are only four beads of each colour, so nobody has { $pieces }.
beads-no-such-offer = There is no such offer.
beads-offer-closed = That offer is no longer open.
beads-offer-not-to-you = That offer was made to { $to }, not to you.
beads-not-your-offer = That offer is { $offerer }'s to withdraw, not yours.
beads-centre-kinds = The centre trades a bead for a bead, or an animal for an animal, never one for the other.
beads-centre-same-type = That trade with the centre would change nothing: name another type.
beads-centre-lacks = The centre does not hold { $piece }.
beads-hide-beads-only = Only beads go under the boxes; animals go on top.
beads-hide-nothing = Name the beads to hide.
beads-box-locked = Locked spirits: an animal is on { beads-box }, so no more beads may go under it.
beads-not-your-turn = Calm game: it is { $player }'s turn.
beads-answer-pending = First the offer on the table needs its answer.
beads-pass-calm-only = Passing is only for the calm game, on your turn.
beads-no-secret-step = Nothing in Bead Trade is done at random.

## Words that name no move (not understood)

beads-which-pieces = Which pieces? For example: two pink beads and the snake.
beads-which-colour = Which colour? For example: two pink beads.
beads-animal-colour = The { beads-animal } has its own colour; say the { beads-animal }.
beads-animal-twice-said = The { beads-animal } is named twice.
beads-centre-one-piece = The centre trades one piece for one piece.
beads-no-seat-named = Nobody at this table is called { $name }.
beads-no-offer-of-yours = You have no open offer to withdraw.
beads-no-offer-from = There is no offer to you from { beads-seat }.
beads-no-offer-to-you = Nobody has made you an offer.
