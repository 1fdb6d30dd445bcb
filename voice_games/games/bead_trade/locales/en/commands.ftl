# Bead Trade's moves as commands (said back when the table asks about a move), the
# questions the game asks, and its answers to questions.

beads-say-offer = offer { $give } for { $take } to { $to }
beads-say-counter = counter with { $give } for { $take }
beads-say-centre = swap { $give } for { $take } from the centre
beads-say-hide = hide { $beads } under { beads-box }
beads-say-place = put the { beads-animal } on { beads-box }
beads-say-accept = accept
beads-say-decline = decline
beads-say-withdraw = withdraw my offer
beads-say-reveal = reveal my holdings
beads-say-start = let's start
beads-say-finish-story = the end
beads-say-pass = pass
beads-example-command = offer my pink bead for your green bead to { beads-to }

beads-which-offer-from = Which offer: from { $names }?
beads-which-offer-to = Which offer: to { $names }?
beads-nothing-done = Nothing done.
beads-confirm-accept = Accept { beads-Offerer }'s offer: { $give }, for { $take } from you? Yes or no.
beads-not-accepted = Not accepted; the offer is still open.
beads-confirm-last-animal = This animal ends the round: { $animal }? Yes or no.
beads-not-placed = Not placed.
beads-unsure = Did you say: { $command }? Yes or no.
beads-say-again = Please say it again.
beads-trader-said = { beads-Seat-name }: { $reason }
beads-say-who-asks = Who is asking? Say your animal first, for example: bull, what do I hold?

## Answers to questions

beads-answer-holdings = You hold { $pieces }.
beads-answer-held-out = On offer: { $pieces }.
beads-answer-my-hidden = You hid under { beads-box }: { $pieces }.
beads-answer-centre = The centre holds { $pieces }.
beads-answer-on-box = On { beads-box }: { $animals }.
beads-answer-animals-left = { $count ->
    [one] One more animal ends the round.
   *[other] { NUMBER_WORD($count) } more animals end the round.
}
beads-hidden-short = { beads-seat-name } { $count }
beads-answer-under = Under { beads-box }: { $count ->
    [0] no beads.
    [one] one bead, { $who }.
   *[other] { NUMBER_WORD($count) } beads: { $who }.
}
beads-answer-shown = { beads-Seat-name } showed { $pieces }.
beads-answer-nobody-shown = Nobody has shown their holdings this round.
beads-offer-line = { beads-Offerer } to { beads-to }: { $give } for { $take }{ $seconds ->
    [-1] .
   *[other] , { $seconds } seconds left.
}
beads-my-offer-line = { $mine ->
    [yes] Your offer to { beads-other }: { $give } for { $take }
   *[no] Offer from { beads-other }: { $give }, for { $take } from you
}{ $seconds ->
    [-1] .
   *[other] , { $seconds } seconds left.
}
beads-answer-no-offers = No open offers.
beads-answer-no-scores = No round has been scored yet.
beads-answer-round = Round { NUMBER_WORD($round) }.
beads-answer-time = Round { NUMBER_WORD($round) }, { $seconds } seconds into the game. { $timeout ->
    [-1] Offers stay open until answered.
   *[other] Offers stay open { $timeout } seconds.
}
beads-answer-player = { beads-Seat-name }: { $you ->
    [yes] you
   *[no] { $computer ->
        [yes] a computer trader
       *[no] a player
    }
}.
beads-answer-over = The game is over.
beads-answer-story = { beads-Seat-name } is telling its story.
beads-answer-status = Round { NUMBER_WORD($round) } of { NUMBER_WORD($rounds) }; { $left ->
    [one] one more animal ends it.
   *[other] { NUMBER_WORD($left) } more animals end it.
}

## Summaries of what came faster than it could be said

beads-trade-pair = { $a } and { $b }
beads-centre-pair = { $a } with the centre
beads-summary-trades = { $count ->
    [one] While you listened, a trade: { $trades }.
   *[other] While you listened, { NUMBER_WORD($count) } trades: { $trades }.
}
beads-summary-hidden = Hidden meanwhile: { $hidden }.
beads-hidden-by = { beads-seat-name } { $count ->
    [one] one bead
   *[other] { NUMBER_WORD($count) } beads
} under { beads-box }
beads-summary-offers = { $count ->
    [one] Meanwhile, one offer between others.
   *[other] Meanwhile, { NUMBER_WORD($count) } offers between others.
}

## Prompts

beads-prompt-start = Say let's start when everyone is ready.
beads-prompt-story = Tell the story of your animal and its beads; say the end when you are done.
beads-prompt-trade = Trade! Offer, hide beads, place an animal, or ask what you hold. Say help for more.
beads-prompt-calm = Calm game: on your turn, make one move or say pass. Say help for more.
