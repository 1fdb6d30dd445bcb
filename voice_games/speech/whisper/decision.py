"""The decision: how the rescored candidates of one utterance become readings with
confidences, accepted or rejected (asking between readings is the game's, from those
confidences)."""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from voice_games.speech.matching import Match, word_distance
from voice_games.speech.recognition import CommandKey, Reading, Recognition, command_key

ENGINE_NAME = "whisper"


@dataclass(frozen=True)
class Scored:
    """One candidate command: its closeness in sound to the free transcription, and the
    log-probability Whisper gives it (summed over its written forms)."""

    match: Match
    logprob: float
    # Found by changing one slot value of the best candidate, not by sound matching.
    expanded: bool = False
    # Found from the first token's distribution (`opening_commands`), not by sound.
    opened: bool = False
    # The rules refuse it now (`WhisperRecogniser.prefer_allowed`); `logprob` already
    # carries the penalty (`Decision.not_allowed`).
    refused: bool = False


@dataclass(frozen=True)
class Analysis:
    """Everything one decode found out, before the accept/reject decision."""

    heard: str  # Whisper's free transcription
    clause: str  # the same, with repeats dropped
    avg_logprob: float
    no_speech: float
    free_logprob: float  # the free clause as written, scored like the candidates
    free_tokens: int
    candidates: tuple[Scored, ...]  # best log-probability first
    seconds: float = 0.0
    # how long the player spoke (audio.speech_seconds); None when the room was too loud
    speech_seconds: float | None = None
    # how long, where the room was too loud for that (audio.loud_speech_seconds)
    loud_speech_seconds: float | None = None
    # the language of the commands, for comparing their words by sound
    language: str = "en"
    # whether the command written word for word gains (`Decision.written_word_for_word`):
    # not from the decode prompted with digits alone, which writes a digit for anything,
    # nor from a second opinion whose two decodes wrote otherwise (`merge_analyses`)
    written_gains: bool = True


@dataclass(frozen=True)
class Decision:
    """How an analysis becomes readings. Chosen on the tuning half of the benchmark
    (bench/asr/tune.py); the names say what each one guards against."""

    # A candidate further than this in sound from what Whisper wrote is not offered:
    # rescoring then cannot turn table talk into the nearest command.
    max_distance: float = 0.4
    # Log-probabilities are flattened by this factor before normalising: tiny.en's
    # token probabilities are over-confident, and a flatter share asks more often.
    scale: float = 0.5
    # The free transcription counts as one more rival, unless it is (close to) the
    # command itself.
    same_distance: float = 0.1
    # ... or the command word for word, with each word that differs this close in sound
    # (`Match.alike`): 'Console.' for 'cancel', 'Loader.' for 'louder'. Whisper scores
    # its own spelling 2-3 nats above the command's, which alone would reject it.
    alike_word: float = 0.34
    # ... unless Whisper's spelling is more than this many nats more probable: then it is
    # a word Whisper is sure of ('Probably.' for 'probably', 11-14 nats above
    # *probabilities*), not a command it misspelled (at most 8.6 on the full sets).
    alike_most: float = 10.0
    # ... and then the commands this close in sound are scored with it (the nearest
    # `candidates` of them, even when listening again with fewer).
    alike_reach: float = 0.5
    # Below this confidence the utterance is rejected.
    reject: float = 0.3
    # Whisper's own 'this was not speech' above this rejects whatever it wrote: with the
    # prompt, near-silence comes out as 'Five.'. No tuning clip scored above 0.51.
    no_speech: float = 0.6
    # A bare digit is what the prompt makes Whisper invent for table talk and noise
    # ('I'm hungry' -> 'Five. Five.'). Real digits it is sure of, token by token; an
    # invented one is both unsure as written (average log-probability per token of the
    # free decode below `bare_avg_logprob`) and improbable when forced (the digit's own
    # log-probability below `bare_logprob`). Both together: either alone also refused
    # real digits from the less clear speakers.
    bare_avg_logprob: float = -0.4
    bare_logprob: float = -8.0
    # How long the player spoke tells a digit from a sentence, where the room is quiet
    # enough to measure it: every real digit of the tuning half took at most 0.64 s, the
    # shortest table talk 0.46 s. A bare digit heard in more than `bare_longest` seconds
    # of speech is a sentence Whisper wrote as a digit ('six o'clock tomorrow' -> 'Six.');
    # in less than `bare_short`, the less clear speakers' real digits pass down to
    # `bare_short_logprob` (their forced digit down to -10.3 on the tuning half, short
    # table talk below -11).
    bare_longest: float = 0.75
    bare_short: float = 0.45
    bare_short_logprob: float = -10.5
    # In a room too loud for that measure (a kitchen, a tap, talk 10 dB under the
    # player), Whisper is unsure of real digits too: the same two limits apply to the
    # loud room's measure (`audio.loud_speech_seconds`), whose short digits end sooner.
    # On the development half of real people's digits in such rooms, 10 of 124 that
    # Whisper wrote right were refused as invented ('Three.', forced -8.1); with these,
    # 5, and one sentence of table talk fewer was taken (bench/asr/README.md).
    bare_loud_short: float = 0.35
    # A short command can be invented too: the multilingual model wrote the prompt's
    # words for noise and for sentences it could not make out ('Acepto.' for a Spanish
    # *paso* in babble, 'Regeln.' for a whole German sentence), sure of nothing it wrote
    # (below `invented_avg_logprob` a token) and improbable forced (below
    # `invented_logprob`). A command of at most `invented_words` words that is both is
    # rejected. Chosen on the development halves of the Spanish and German sets: 34
    # such wrong readings refused for 4 right ones; on the held-out halves 40 for none.
    # Off for English (`settings.MULTILINGUAL` turns it on): the tuned tiny.en never
    # comes near it, and the bundled one writes right commands as unsurely ('Shake
    # pot.' for *shake five*, -18.3 nats): it refused two right ones for four wrong.
    invented_words: int = 2
    invented_avg_logprob: float = -1.0
    invented_logprob: float = -math.inf
    # A rejected utterance is decoded again with other prompts only when the first
    # decode's average log-probability per token is below this: above it Whisper was
    # sure of what it wrote, and what it wrote was no command (on the benchmark, no
    # second decode with a surer first one found a command).
    listen_again_below: float = -0.3
    # The rejection threshold for a command found from the first token's distribution.
    reject_opened: float = 0.5
    # Such a command is offered only when Whisper wrote at most this many words more
    # than it has. Taken where Whisper wrote four words more or beyond, it was nearly
    # always wrong: 33 of 33 in Spanish and German, 26 of 29 in English, table talk
    # among them ('Be careful with my pink bead.' as *the end*); chosen on the
    # development halves (bench/asr/README.md: Commands from the first token).
    opened_words_beyond: int = 3
    # An accepted one-word reading whose free decode averaged below this per token is
    # decoded again with the one-word commands as the prompt (`second_opinion`).
    second_opinion_below: float = -0.3
    # A reading the rules do not allow now ('complete three six five', not a line) loses
    # this many nats: between 'five' and 'nine' heard alike, the legal one wins; a move
    # said clearly, by several nats, still wins, and the game names the rule it breaks.
    not_allowed: float = 3.0
    # A long command that Whisper wrote word for word but one ('Set the whale on the
    # maze.' for *set the whale on the base*) loses to its own transcription, which is
    # more probable as written, and is rejected, however many words agree. When nothing
    # else is heard, such a near miss of at least `near_miss_words` words is taken
    # without that rival, at most `near_miss_confidence` sure: below the 0.5 under which
    # the games ask about a move heard unsurely ("Set the whale on the base? Yes or
    # no."). 0.45 was chosen before measuring; 4 words took a sentence of table talk
    # ('What did he say?' as *what did you say*), 5 took none.
    near_miss_words: int = 5
    near_miss_confidence: float = 0.45
    # A command of any length that Whisper wrote nearly ('Any offer.' for *any offers*,
    # 'What am I got?' for *what have i got*, 'Hidden bead.') is a near miss too, taken
    # the same way, when it is the best candidate, this close in sound, and what Whisper
    # wrote is at most `near_miss_nats` more probable as written: table talk that comes
    # as close is a sentence Whisper is sure of ('What did he say?' 6.2-8.5 nats above
    # *what did you say*, 'Later.' 7.2-9.0 above *louder*), a command heard through
    # noise mostly is not. Not a digit alone, which has its own checks (`invented_digit`):
    # a real *left* written 'One.' was no digit. Chosen on the development halves
    # (bench/asr/README.md: Near misses).
    near_miss_distance: float = 0.3
    near_miss_nats: float = 4.0
    # A reading the rules refuse is never taken over one they allow that differs from
    # it only in words that sound alike (each within `alike_word`): *take pot one* in a
    # game without the draft is *shake pot one* heard with a t. The allowed one goes
    # first with the refused one's share added, since the rules and not the sound tell
    # them apart; but when the refused one sounded likelier, at most this sure, below the
    # 0.5 under which the games ask about a move ("Shake pot one? Yes or no."): a player
    # who did say the refused move is asked, not overruled.
    refused_alike_confidence: float = 0.45
    # A command Whisper wrote word for word, after the prompt of the game's words, gains
    # this many nats over the others in its share: the forced scoring is unprompted, and
    # in noise it preferred a neighbour the free decode had not written ('Shake pot
    # four.' scored below *take pot four*, 'Schüttle Topf fünf.' below *vier*). Neither
    # its own log-probability (which the bare-digit checks read) nor a variant found by
    # changing one of its slot values gains. Chosen before measuring, below the rules'
    # `not_allowed` (bench/asr/README.md: Written word for word).
    written_word_for_word: float = 2.0


def decide_analysis(analysis: Analysis, decision: Decision) -> Recognition:
    """Readings with confidences from the rescored candidates: each command's share of
    the probability among all candidates and the free transcription."""
    candidates = analysis.candidates
    if not candidates or analysis.no_speech > decision.no_speech:
        return Recognition((), analysis.heard, ENGINE_NAME, 0.0, True)
    # a command begun by the first token alone is scored without its end, so a short one
    # scores well for being short: *quit* (-8.4 nats) beat "Withdraw my offer to bull."
    # (-11.9), written word for word, and German *egal* beat "Fertig. Die obere
    # Reihe.". Beside a command Whisper wrote whole, such a command is never read, and
    # is no rival either unless it begins with the same word: a first token that might
    # have begun several commands of that word leaves the rest in doubt ("Shake pot
    # two." for *shake pot six*, with *shake six* among them: asked about, not taken);
    # another word is a way Whisper did not go. A digit alone written is another matter
    # ('Four.' for *help* is the prompt's digits at work).
    whole = [c for c in candidates
             if analysis.written_gains and written(c) and not c.match.parse.bare]
    if whole:
        begun = {c.match.text.split()[0] for c in whole}
        candidates = tuple(c for c in candidates
                           if not c.opened or c.match.text.split()[0] in begun)
    unread = bool(whole)
    # best share first (`Decision.written_word_for_word` can change the order)
    gain = decision.written_word_for_word if analysis.written_gains else 0.0
    shares = sorted(
        ((decision.scale * (c.logprob + gain * written(c)), c) for c in candidates),
        key=lambda pair: -pair[0],
    )
    logs = [log for log, _ in shares]
    candidates = tuple(c for _, c in shares)
    rivals = list(logs)
    closest = min(candidates, key=lambda c: c.match.distance)
    if (
        math.isfinite(analysis.free_logprob)
        and closest.match.distance > decision.same_distance
        # a spelling alike is no rival to the command it spells, but a neighbour that
        # outscores that command still faces it ('Candle.' alike *cancel*, which loses
        # to *random*: neither is taken)
        and not (
            candidates[0].match.alike
            and analysis.free_logprob - candidates[0].logprob <= decision.alike_most
        )
    ):
        rivals.append(decision.scale * analysis.free_logprob)
    total = float(np.logaddexp.reduce(rivals))
    readings = []
    owners: list[Scored] = []
    seen: set[CommandKey] = set()
    for candidate, log in zip(candidates, logs, strict=True):
        key = command_key(candidate.match.parse)
        if key in seen or (unread and candidate.opened):
            continue
        seen.add(key)
        owners.append(candidate)
        readings.append(
            Reading(candidate.match.text, float(math.exp(log - total)), candidate.match.parse)
        )
    allowed = allowed_alike(owners, decision, analysis.language)
    if allowed is not None:
        # the refused first reading gives way (`Decision.refused_alike_confidence`)
        sure = min(readings[allowed].confidence + readings[0].confidence,
                   decision.refused_alike_confidence)
        readings.insert(0, replace(readings.pop(allowed), confidence=sure))
        owners.insert(0, owners.pop(allowed))
    # a command found from the first token alone must win more clearly: a short one
    # scores well for being short ('Right.' for 'The right is too bright.')
    floor = decision.reject_opened if owners[0].opened else decision.reject
    rejected = (
        readings[0].confidence < floor
        or invented_digit(analysis, decision, owners[0])
        or invented_command(analysis, decision, owners[0])
    )
    return Recognition(tuple(readings), analysis.heard, ENGINE_NAME, 0.0, rejected)


def invented_command(analysis: Analysis, decision: Decision, best: Scored) -> bool:
    """Whether the reading `best` is a short command that the prompt made Whisper
    invent (`Decision.invented_logprob`): a digit alone has its own checks."""
    return (
        not best.match.parse.bare
        and len(best.match.text.split()) <= decision.invented_words
        and analysis.avg_logprob < decision.invented_avg_logprob
        and best.logprob < decision.invented_logprob
    )


def written(candidate: Scored) -> bool:
    """Whether the free decode wrote this command word for word (a sound match at no
    distance; not a slot variant, which carries its base's distance, nor a command found
    from the first token), and the rules allow it."""
    return abs(candidate.match.distance) < 1e-9 and allowed_sound_match(candidate)


def allowed_sound_match(candidate: Scored) -> bool:
    """Whether the candidate was found by its sound, near what Whisper wrote (not a slot
    variant of another, nor from the first token), and the rules allow it."""
    return not (candidate.expanded or candidate.opened or candidate.refused)


def allowed_alike(readings: list[Scored], decision: Decision, language: str) -> int | None:
    """The index of the first reading the rules allow that sounds like the first one,
    when the rules refuse that one (`Decision.refused_alike_confidence`); else None."""
    if not readings[0].refused:
        return None
    refused = readings[0].match.text.split()
    for index, other in enumerate(readings[1:], start=1):
        words = other.match.text.split()
        if not other.refused and len(words) == len(refused) and all(
            word_distance(a, b, language) <= decision.alike_word
            for a, b in zip(refused, words, strict=True)
        ):
            return index
    return None


def decide_near_miss(analysis: Analysis, decision: Decision) -> Recognition:
    """The readings of a near miss (`Decision.near_miss_words`): the candidates' shares
    without the free transcription as a rival, the best at most `near_miss_confidence`
    (all scaled alike); rejected as usual below `reject`."""
    if not analysis.candidates or analysis.no_speech > decision.no_speech:
        return Recognition((), analysis.heard, ENGINE_NAME, 0.0, True)
    found = decide_analysis(replace(analysis, free_logprob=-math.inf), decision)
    if found.rejected:
        return found
    best = found.readings[0].confidence
    factor = min(1.0, decision.near_miss_confidence / best) if best > 0 else 1.0
    readings = tuple(replace(r, confidence=r.confidence * factor) for r in found.readings)
    return Recognition(readings, analysis.heard, ENGINE_NAME, 0.0, False)


def close_near_miss(analysis: Analysis, decision: Decision) -> bool:
    """Whether the best candidate is a near miss of what Whisper wrote
    (`Decision.near_miss_distance`, `near_miss_nats`): a sound match the rules allow,
    not a digit alone."""
    if not analysis.candidates:
        return False
    best = analysis.candidates[0]
    return (
        allowed_sound_match(best)
        and not best.match.parse.bare
        and best.match.distance <= decision.near_miss_distance
        and analysis.free_logprob - best.logprob <= decision.near_miss_nats
    )


def merge_analyses(first: Analysis, second: Analysis) -> Analysis:
    """One analysis from two decodes of the same encoder output: every candidate once,
    with its best score, and the more probable free transcription as the rival. What
    was heard is the text of the decode whose candidate wins; Whisper's doubt (average
    log-probability, no-speech) stays the first decode's, on which the bare-digit check
    was chosen. The command written word for word gains (`Decision.written_word_for_word`)
    only when both decodes wrote the same: a second opinion is asked because the first
    decode's short writing is in doubt ('Four.' for *help*, 'Five.' for a real *one*)."""
    best: dict[Any, Scored] = {}
    for candidate in (*first.candidates, *second.candidates):
        key = command_key(candidate.match.parse)
        if key not in best or candidate.logprob > best[key].logprob:
            best[key] = candidate
    candidates = tuple(sorted(best.values(), key=lambda c: -c.logprob))
    winner = second if candidates and candidates[0] in second.candidates else first
    free = first if first.free_logprob >= second.free_logprob else second
    return replace(
        first,
        heard=winner.heard,
        clause=winner.clause,
        free_logprob=free.free_logprob,
        free_tokens=free.free_tokens,
        candidates=candidates,
        seconds=first.seconds + second.seconds,
        written_gains=first.written_gains and second.written_gains
        and first.clause == second.clause,
    )


def invented_digit(analysis: Analysis, decision: Decision, best: Scored | None = None) -> bool:
    """Whether the reading `best` (the most probable candidate when None) is a bare
    digit that the prompt made Whisper invent (`Decision.bare_avg_logprob`)."""
    best = best or analysis.candidates[0]
    if not best.match.parse.bare:
        return False
    # the length tells only for a digit written alone: 'seven please' and 'pot five'
    # are bare digits too, and longer
    spoken, shortest = analysis.speech_seconds, decision.bare_short
    loud = spoken is None
    if loud:
        spoken, shortest = analysis.loud_speech_seconds, decision.bare_loud_short
    if len(analysis.clause.split()) != 1:
        spoken = None
    # talk under the player lengthens the loud room's measure: there a digit Whisper
    # wrote surely and finds probable forced is no sentence turned into one (a real
    # *nine* in talk 10 dB below measured 0.8 s; bench/asr/README.md)
    sure = (analysis.avg_logprob >= decision.bare_avg_logprob
            and best.logprob >= decision.bare_logprob)
    if spoken is not None and spoken > decision.bare_longest and not (loud and sure):
        return True
    short = spoken is not None and spoken < shortest
    floor = decision.bare_short_logprob if short else decision.bare_logprob
    return analysis.avg_logprob < decision.bare_avg_logprob and best.logprob < floor
