"""The Whisper engine's settings: one frozen value holding what the game ships.

Every figure was chosen on the benchmark (bench/asr/README.md); the benchmark's variants
build other values of it (bench/asr/variants.py)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from voice_games.speech.whisper.decision import Decision


@dataclass(frozen=True)
class WhisperSettings:
    # int8 weights: float32 heard a little better but doubled the p95 latency on 2 cores
    compute_type: str = "int8"
    threads: int = 1
    workers: int = 2
    # The encoder hears the utterance plus this margin instead of Whisper's fixed 30 s,
    # which costs as much for 'five' as for half a minute of talk.
    margin_seconds: float = 1.0
    # In a loud room the encoder hears the utterance followed by silence up to this
    # length, and the decoder attends to the utterance's own window only (`encoding`);
    # an utterance longer than `loud_room_longest_seconds` is heard in its own window
    # there too: a long command lost nothing by it, and its encoding took 30 ms less
    # (bench/asr/README.md: The window).
    loud_room_encoder_seconds: float = 10.0
    loud_room_longest_seconds: float = 2.5
    # Greedy decoding: a beam lost real digits (a real 'five' written 'Bye.').
    beam_size: int = 1
    # The longest command is 8 tokens as Whisper writes it; a short limit stops the
    # repetitions a short window invites early. A grammar whose examples are longer gets
    # half as many again as its longest one (`WhisperRecogniser.longest_decode`).
    max_tokens: int = 12
    # The commands closest in sound to the free transcription that are rescored.
    candidates: int = 3
    # Slot variants are estimated for the best-scoring of this many closest candidates,
    # and the `expansions` most probable variants join the candidates: each further
    # rival takes a little of the best command's share (a third one mended nothing on
    # the benchmark and lost two commands).
    expand_within: int = 3
    expansions: int = 2
    # An estimated slot variant this close to the best candidate (nats) is scored
    # exactly: the estimate is off by up to 0.35 nats when only the full stop follows
    # the value, and by 0.6-2.3 (median) when words follow, which decides between
    # 'nine' and 'eight' heard alike. One nat covers the close contests at the cost of
    # one forced decode.
    rescore_expansion: float = 1.0
    # From the first token's distribution of the one-word commands' decode, the short
    # commands that begin with one of this many most probable tokens, at most
    # `opening_margin` nats below the best ('Tell.' was written for 'help', with ' Help'
    # as likely).
    openings: int = 3
    opening_margin: float = 2.0
    # Matching by sound alone (the words after a wake word): confidence 0.5 at this
    # distance.
    reject_distance: float = 0.3
    decision: Decision = field(default_factory=Decision)


SHIPPED = WhisperSettings()
# The multilingual model's (Spanish, German): it writes the prompt's words for noise, so a
# short command it was unsure of and that scores badly forced is refused as invented
# (`Decision.invented_logprob`)
MULTILINGUAL = replace(SHIPPED, decision=replace(SHIPPED.decision, invented_logprob=-14.0))
