# Bead Trade's pieces and players as words. $colour is a bead type's id (pink, yellow,
# green, white, blue), $animal and $seat an animal's id (bull, snake, turtle, crane,
# whale): a seat is named by the animal it starts with. $you is "yes" for the listener.

beads-colour = { $colour ->
    [pink] pink
    [yellow] yellow
    [green] green
    [white] white
   *[blue] blue
}
beads-animal = { $animal ->
    [bull] bull
    [snake] snake
    [turtle] turtle
    [crane] crane
   *[whale] whale
}
beads-Animal = { $animal ->
    [bull] Bull
    [snake] Snake
    [turtle] Turtle
    [crane] Crane
   *[whale] Whale
}
beads-beads = { $count ->
    [one] a { beads-colour } bead
   *[other] { NUMBER_WORD($count) } { beads-colour } beads
}
beads-the-animal = the { beads-animal }
beads-nothing = nothing
beads-counts = { $beads ->
    [0] { $animals ->
        [one] an animal
       *[other] { NUMBER_WORD($animals) } animals
    }
    [one] { $animals ->
        [0] one bead
        [one] one bead and an animal
       *[other] one bead and { NUMBER_WORD($animals) } animals
    }
   *[other] { $animals ->
        [0] { NUMBER_WORD($beads) } beads
        [one] { NUMBER_WORD($beads) } beads and an animal
       *[other] { NUMBER_WORD($beads) } beads and { NUMBER_WORD($animals) } animals
    }
}
beads-box = { $box ->
    [lid] the lid
   *[base] the base
}
beads-seat-name = { $seat ->
    [bull] bull
    [snake] snake
    [turtle] turtle
    [crane] crane
   *[whale] whale
}
beads-Seat-name = { $seat ->
    [bull] Bull
    [snake] Snake
    [turtle] Turtle
    [crane] Crane
   *[whale] Whale
}
beads-the-seat = the { beads-seat-name }
beads-player-number = player { NUMBER_WORD($number) }
# Within a sentence: "you" or "the crane".
beads-seat = { $you ->
    [yes] you
   *[no] { beads-seat-name }
}
# At a sentence's start.
beads-Seat = { $you ->
    [yes] You
   *[no] { beads-Seat-name }
}
beads-Offerer = { $offerer ->
    [bull] Bull
    [snake] Snake
    [turtle] Turtle
    [crane] Crane
   *[whale] Whale
}
beads-offerer = { $offerer ->
    [bull] bull
    [snake] snake
    [turtle] turtle
    [crane] crane
   *[whale] whale
}
beads-to = { $to ->
    [bull] bull
    [snake] snake
    [turtle] turtle
    [crane] crane
   *[whale] whale
}
beads-other = { $other ->
    [bull] bull
    [snake] snake
    [turtle] turtle
    [crane] crane
   *[whale] whale
}
