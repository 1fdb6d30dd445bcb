"""What the benchmark speaks: commands, table talk, and the babble behind them."""

from __future__ import annotations

from voice_games.grammar import Grammar

VOICES = ("en-us", "en", "en-us+f3", "en-gb-x-rp+m3", "en-029")
RATES = (150, 190)

# Said at a games table but not commands. Some contain command words on purpose.
TABLE_TALK = [
    "pass the salt", "what a lovely day", "I think it's five", "who wants more tea",
    "did you hear that", "my turn was great", "that was close", "I love this game",
    "can you pass the bread", "it's getting late", "where did I put my glasses",
    "the weather is nice today", "I need a drink", "are you cheating", "nice move",
    "let me think about it", "hmm I'm not sure", "that sounded like beads",
    "I bet the middle ones match", "my phone is ringing", "turn the music down",
    "what time is it", "I'm hungry", "let's order pizza", "you always win",
    "that's not fair", "good luck everyone", "I wasn't listening", "the cat is on the table",
    "shall we play another round later", "I remember that sound", "it was a metal one",
    "this is harder than it looks", "stop laughing", "oh no", "really", "come on",
    "I knew it", "that's funny", "where is the bathroom", "open the window please",
    "it's too hot in here", "can I have some water", "tell me a joke", "how was work",
    "I saw a movie yesterday", "the kids are asleep", "don't touch my cards",
    "my grandmother loved this", "one more coffee", "two sugars please",
    "three of us are playing", "I have four cousins", "we went there five years ago",
    "six o'clock tomorrow", "seven days a week", "eight hours of sleep",
    "nine lives of a cat", "I'll be right back", "hold my drink", "look at the clock",
    "is it raining outside", "the dog needs a walk", "we should go soon",
    "I can't hear anything", "speak for yourself", "what are you doing",
    "that's a good idea", "maybe next time", "I think so", "no way",
    "I'm thinking", "give me a second", "the top shelf is full", "left or right it doesn't matter",
    "the bottom of the bag", "swapping stories with friends", "shaking hands is polite",
    "the pot of soup is hot", "complete nonsense", "claim your prize", "row the boat",
    "the column in the newspaper", "happy birthday", "see you tomorrow",
    "thank you very much", "excuse me", "sorry about that", "what did he say",
    "I'm going to bed", "close the door", "the pizza is here", "who is calling",
    "let's take a break", "the light is too bright", "I found my keys", "the tea is cold",
    "what a beautiful sound", "be careful with that", "I'm so tired",
]

# Said alone at a games table: a lone word gives Whisper nothing around it to spell by,
# and some sound like commands ('later', 'what', 'probably').
TABLE_TALK_WORDS = [
    "wow", "thanks", "nice", "hmm", "really", "fine", "whatever", "cheers", "oops", "sorry",
    "lovely", "maybe", "great", "cool", "awesome", "seriously", "honestly", "exactly",
    "absolutely", "definitely", "probably", "perhaps", "brilliant", "perfect", "terrible",
    "amazing", "weird", "funny", "interesting", "lucky", "unlucky", "hello", "tomorrow",
    "tonight", "coffee", "dinner", "water", "beer", "pizza", "cookies", "later", "what",
    "why", "nonsense", "typical", "unbelievable", "careful", "finally", "congratulations",
    "rubbish",
]


def command_set(grammar: Grammar) -> list[str]:
    """All shakes, a sample of swaps and claims, meta commands: what players say most."""
    digits = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
    shakes = [f"shake pot {d}" for d in digits]
    swaps = [
        "swap two and eight", "swap one and three", "swap four and six", "swap seven and nine",
        "swap one and seven", "swap three and nine", "swap five and two", "swap six and eight",
    ]
    claims = [
        "complete the top row", "complete the bottom row", "complete the middle row",
        "complete the left column", "complete column two", "complete three six nine",
    ]
    meta = ["done", "help", "repeat", "whose turn", "history", "rules", "quit", "louder",
            "where is pot four", "yes", "no", "cancel"]
    sentences = shakes + swaps + claims + meta
    unparsed = [s for s in sentences if grammar.parse(s) is None]
    assert not unparsed, f"benchmark commands that no longer parse: {unparsed}"
    return sentences


BABBLE_SENTENCES = TABLE_TALK[::2]
