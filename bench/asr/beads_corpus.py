"""What the benchmark speaks for Bead Trade (`run.py --game beads`): its commands, in
every family, and the meaning each one must be heard as.

The voices, rates, noises, table talk and babble are the pots' (`corpus.py`), so that the
two games' figures compare. The command set was written, and its held-out third chosen
(`held_out`: every third command, in the order below), before any recogniser setting was
tried on it; `TABLE_TALK_GAME` adds talk about the game itself (beads, animals, boxes),
which a game's own words make harder to reject.

A reading is right when it means the same move: the intent, every seat and box slot, and
the pieces of every list slot as the game counts them (`meaning`): "two pink" and "two
pink beads" are one offer. The strict figure (slot text for slot text) is kept too."""

from __future__ import annotations

from voice_games.games.bead_trade.commands import pieces_from
from voice_games.grammar import Grammar, Parse
from voice_games.speech.recognition import CommandKey, command_key

# (command, question open when it is said: None, or the kind the game asks with)
COMMANDS: list[tuple[str, str | None]] = [
    # offers: what you give, what you want, to whom (all three ways of saying them)
    ("offer my pink bead for your green bead to bull", None),
    ("trade two pink for one blue with whale", None),
    ("give the yellow snake for two white beads to crane", None),
    ("offer two white beads for the blue whale to snake", None),
    ("swap a green bead for a yellow bead with turtle", None),
    ("offer three blue beads and a pink bead for the crane to player two", None),
    ("give one yellow bead for two green beads to whale", None),
    ("trade the bull for three pink beads with snake", None),
    ("offer four green beads for two blue beads and the whale to turtle", None),
    ("offer two yellow for one white to crane", None),
    ("give my white bead and my blue bead for your snake to player three", None),
    ("trade three white for two pink with bull", None),
    ("offer crane two blue beads for one pink bead", None),
    ("give whale the green turtle for three yellow beads", None),
    ("offer player two a white bead for a green bead", None),
    ("trade with bull two pink beads for the snake", None),
    ("swap with turtle one blue bead for one yellow bead", None),
    ("offer a pink bead and a yellow bead for two white beads to whale", None),
    # counters to an offer made to you
    ("counter my pink bead for your two green beads", None),
    ("counter offer two white beads for one blue bead", None),
    ("counter from crane with three yellow beads for the whale", None),
    ("counter from snake two blue for one white", None),
    ("counter with a green bead for a pink bead", None),
    ("counter offer from player two one yellow bead for the turtle", None),
    # accepting, declining, withdrawing
    ("accept", None),
    ("accept the offer from bull", None),
    ("i accept", None),
    ("deal", None),
    ("take the offer from whale", None),
    ("accept the offer from player two", None),
    ("decline", None),
    ("decline the offer from crane", None),
    ("no deal", None),
    ("reject the offer from snake", None),
    ("refuse the offer from turtle", None),
    ("withdraw my offer", None),
    ("withdraw my offer to bull", None),
    ("take back my offer to whale", None),
    # the answer to "Which offer?"
    ("the offer from crane", "which_offer"),
    ("the one from snake", "which_offer"),
    ("my offer to turtle", "which_offer"),
    # with the centre, one piece for one
    ("swap my pink bead for a blue bead from the centre", None),
    ("trade pink for blue with the centre", None),
    ("exchange a yellow bead for a white bead with the centre", None),
    ("trade the bull for the crane with the centre", None),
    ("change a green bead for a pink bead from the middle", None),
    ("centre trade white for yellow", None),
    ("swap one yellow bead for one green bead from the center", None),
    # hiding beads
    ("hide two pink beads under the lid", None),
    ("hide a white bead under the base", None),
    ("hide three green beads under the base", None),
    ("hide one blue bead and two yellow beads under the lid", None),
    ("put four white beads under the lid", None),
    ("hide two blue under the bottom", None),
    # placing animals
    ("put the bull on the base", None),
    ("place the crane on the lid", None),
    ("put my snake on top of the lid", None),
    ("set the whale on the base", None),
    ("place the green turtle on the lid", None),
    # the other moves
    ("reveal my holdings", None),
    ("show everyone my hand", None),
    ("let's start", None),
    ("start trading", None),
    ("the end", None),
    ("my story is over", None),
    ("pass", None),
    ("i pass", None),
    # answers to the table's questions
    ("yes", "confirm"),
    ("no", "confirm"),
    ("cancel", "confirm"),
    # questions
    ("what do i hold", None),
    ("what have i got", None),
    ("my beads", None),
    ("what is in the centre", None),
    ("what is on the boxes", None),
    ("how many beads are under the lid", None),
    ("hidden beads", None),
    ("what has each player shown", None),
    ("open offers", None),
    ("any offers", None),
    ("scores", None),
    ("what is the score", None),
    ("time left", None),
    ("how much time", None),
    ("players", None),
    ("who is playing", None),
    ("whose turn", None),
    # the table's own commands
    ("beads louder", None),
    ("help", None),
    ("repeat", None),
    ("rules", None),
    ("history", None),
    ("quit", None),
]

# Said at a Bead Trade table, not commands: talk about the game's own pieces and moves.
TABLE_TALK_GAME = [
    "I love the pink beads", "the snake is so cute", "who has the blue whale",
    "I never get any green beads", "my turtle is lonely", "the lid is heavier than the base",
    "crane is trading too much", "that was a bad trade", "why would anyone want white beads",
    "the bull always wins", "I should have hidden more", "how do the boxes work again",
    "these beads are beautiful", "bull is being greedy", "I'm saving my yellow ones",
    "the centre is empty again", "did whale just offer that", "snake never accepts anything",
    "I'm not giving up my crane", "put the kettle on please", "hide the biscuits from the kids",
    "the blue ones are the best", "trading is hard", "I have no idea what to offer",
    "two pink beads is a lot", "let's see what the turtle does", "my story was better",
    "the animals are a nice touch", "count your beads", "what a generous offer",
]


def held_out(number: int) -> bool:
    """Every third command (the third, sixth...) is held out: no setting is chosen on it."""
    return number % 3 == 2


def command_set(grammar: Grammar) -> list[tuple[str, str | None]]:
    unparsed = [text for text, _ in COMMANDS if grammar.parse_heard(text) is None]
    assert not unparsed, f"benchmark commands that no longer parse: {unparsed}"
    return COMMANDS


LIST_SLOTS = ("give", "take", "beads")


def meaning(parse: Parse, colour_after_noun: bool = False) -> CommandKey:
    """The move a reading names: its intent and slots, with every list of pieces as the
    game counts it ('2 pink' and '2 pink bead' are the same two pink beads). A list the
    game refuses ('a pink snake') stays as said. `colour_after_noun`: the language says
    the colour after its noun ('cuentas rosas')."""
    slots = dict(parse.slots)
    for name in LIST_SLOTS:
        if name in slots:
            try:
                pieces = pieces_from(slots[name], parse.text, colour_after_noun)
            except Exception:
                continue
            slots[name] = repr(pieces)
    return command_key(Parse(parse.intent, slots, parse.bare, parse.text))
