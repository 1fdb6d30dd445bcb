# What happens in Bead Trade, one event at a time, the most important word first.
# Seat arguments ($you, $seat): see pieces.ftl. Piece arguments ($give, $pieces...) are
# finished phrases ("two pink beads and the snake").

beads-game-started = Bead Trade: { NUMBER_WORD($seats) } players, { NUMBER_WORD($rounds) } rounds. A round ends when { NUMBER_WORD($animals) } animals are on the boxes.
beads-you-are = You are the { beads-seat-name }.
beads-round-set-up = Round { NUMBER_WORD($round) }.
beads-you-hold = You hold { $pieces }.
beads-centre-holds = The centre holds { $pieces }.
beads-story-turn = Story: { $you ->
    [yes] tell the story of your animal and its beads; { NUMBER_WORD($seconds) } seconds. Say the end when you are done.
   *[no] { beads-seat-name } tells the story of its animal, { NUMBER_WORD($seconds) } seconds.
}
beads-story-ended = { $timed_out ->
    [yes] Time: { beads-seat } { $you ->
        [yes] have
       *[no] has
    } finished the story.
   *[no] Story over.
}
beads-trading-opens = Trading open! Round { NUMBER_WORD($round) }.
beads-turn-begins = { $you ->
    [yes] Your turn.
   *[no] { beads-Seat }'s turn.
}
beads-offer-made = { $counter ->
    [yes] Counter-offer
   *[no] Offer
}: { beads-offerer } to { beads-to }, { $give } for { $take }.
beads-offer-sent = { $counter ->
    [yes] Counter-offer
   *[no] Offer
} sent to { beads-to }: { $give } for { $take }.
beads-offer-received = { $counter ->
    [yes] Counter-offer
   *[no] Offer
} from { beads-Offerer }: { $give }, for { $take } from you. Accept, decline or counter?
# $offerer_you and $to_you are "yes" when that side is the listener.
beads-offer-closed-by = { $reason ->
    [declined] Declined: { $to_you ->
        [yes] you turn down
       *[no] { beads-to } turns down
    } { $offerer_you ->
        [yes] your offer
       *[no] { beads-offerer }'s offer
    }.
    [withdrawn] Withdrawn: { $offerer_you ->
        [yes] your offer to { beads-to }
       *[no] { beads-offerer }'s offer to { $to_you ->
            [yes] you
           *[no] { beads-to }
        }
    }.
   *[expired] Expired: { $offerer_you ->
        [yes] your offer to { beads-to }
       *[no] { beads-offerer }'s offer to { $to_you ->
            [yes] you
           *[no] { beads-to }
        }
    }.
}
beads-offer-ended = { $reason ->
    [declined] Declined.
    [withdrawn] Withdrawn.
   *[expired] Expired: an offer ran out of time.
}
beads-traded = Trade: { beads-offerer } and { beads-to }, { $give } for { $take }.
beads-trade-received = Traded with { beads-to }: you gave { $gave } and got { $received }.
beads-centre-traded = Centre: { beads-Seat } { $you ->
    [yes] put in
   *[no] puts in
} { $gave } and { $you ->
    [yes] take
   *[no] takes
} { $took }.
beads-hidden = { beads-Seat } { $you ->
    [yes] hide
   *[no] hides
} { $count ->
    [one] one bead
   *[other] { NUMBER_WORD($count) } beads
} under { beads-box }.
beads-hidden-yours = Hidden under { beads-box }: { $beads }.
beads-animal-placed = { beads-Animal } on { beads-box }, placed by { beads-seat }.
beads-revealed = Shown: { beads-Seat } { $you ->
    [yes] hold
   *[no] holds
} { $pieces }.
beads-animal-on = the { beads-animal } on { beads-box }
beads-round-ended = Round { NUMBER_WORD($round) } over: { $animals }.
beads-under-box-revealed = Under { beads-box }: { $pieces }.
beads-holds = { beads-Seat } { $you ->
    [yes] hold
   *[no] holds
} { $pieces }.
beads-type-scored = { $colour ->
    [pink] Pink
    [yellow] Yellow
    [green] Green
    [white] White
   *[blue] Blue
}: { $resolution ->
    [animal-on-lid] the { beads-animal } on the lid
    [animal-on-base] the { beads-animal } on the base
    [more-under-lid] more under the lid
    [more-under-base] more under the base
   *[equal] as many under each box
}; { $points }.
beads-points-of = { beads-seat } { $sign ->
    [zero] zero
    [minus] minus { NUMBER_WORD($points) }
   *[plus] plus { NUMBER_WORD($points) }
}
beads-no-points = nobody scores
beads-totals = Totals after round { NUMBER_WORD($round) }: { $totals }.
beads-game-ended = Game over! { $you_win ->
    [yes] { $shared ->
        [yes] You share the win, with { $points } points: { $winners }.
       *[no] You win with { $points } points!
    }
   *[no] { $shared ->
        [yes] Shared win, { $points } points: { $winners }.
       *[no] Winner: { $winners }, with { $points } points.
    }
}
