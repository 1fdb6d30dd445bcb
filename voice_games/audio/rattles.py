"""Rattles of the pots, synthesised in the manner of Perry Cook's PhISEM shakers.

PhISEM (Physically Informed Stochastic Event Modelling; Cook, ICMC 1996 and Computer Music
Journal 21(3), 1997; STK `Shakers.cpp`) models a shaken container as a system energy that
the hand's shaking feeds, random collisions whose number and strength follow that energy,
and the sound of each collision passing through the resonances of the container and its
contents. Everything here is random per shake, so no two shakes of a pot are the same
sound, while each group keeps its character:

- ``ball``: one heavy ball hits the wall at each turn of the hand, bounces once or twice
  and rolls; a dull, low pot resonance (spectral centroid a few hundred hertz);
- ``metal``: two metal pieces clink against the wall and each other, a few strikes per
  turn; each strike rings the pieces' own sharp inharmonic modes (tonal, so the spectrum
  is far from flat);
- ``beads``: many small beads give a dense stream of tiny collisions; short noisy clicks
  through broad, high resonances (bright and noise-like, so the spectrum is flatter);
- ``silent``: the empty pot, lifted and tilted: only a faint low rub of the hand.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .dsp import (
    SAMPLE_RATE,
    FloatArray,
    Response,
    apply_response,
    decaying_train,
    fade_out,
    lowpass_response,
    mixed_response,
    resonator_bank,
    resonator_response,
    resonator_tail,
    trim_silence,
)

GROUPS: tuple[str, ...] = ("ball", "metal", "beads")
SILENT = "silent"
SOUND_KINDS: tuple[str, ...] = (*GROUPS, SILENT)

SHAKE_SECONDS = 0.9
PEAK_LEVEL = 0.5  # leaves headroom for panning gains and overlapping sounds
SILENT_PEAK_LEVEL = 0.012  # about -38 dBFS peak: heard as handling, never taken for a rattle


@dataclass(frozen=True)
class HandMotion:
    """Times (in samples) at which the hand reverses and the energy each reversal gives."""

    turns: np.ndarray
    energies: np.ndarray
    length: int


def _rng(seed: np.random.Generator | int | None) -> np.random.Generator:
    return seed if isinstance(seed, np.random.Generator) else np.random.default_rng(seed)


def shake_motion(rng: np.random.Generator, seconds: float = SHAKE_SECONDS) -> HandMotion:
    """A back-and-forth shake of 2.1-3.0 cycles per second; every reversal of the hand
    throws the contents against the wall. The first reversals are the strongest."""
    cycles_per_second = rng.uniform(2.1, 3.0)
    half_period = SAMPLE_RATE / (2.0 * cycles_per_second)
    start = rng.uniform(0.01, 0.04) * SAMPLE_RATE
    count = max(3, int((seconds * SAMPLE_RATE - start) / half_period))
    jitter = rng.normal(0.0, 0.06 * half_period, count)
    turns = (start + np.arange(count) * half_period + jitter).astype(np.int64)
    energies = rng.uniform(0.55, 1.0, count) * np.linspace(1.0, 0.6, count)
    return HandMotion(turns, energies, int(seconds * SAMPLE_RATE))


def _finish(x: FloatArray, peak: float, rng: np.random.Generator) -> np.ndarray:
    x = trim_silence(x, -60.0)
    x = fade_out(x, 441)
    top = float(np.max(np.abs(x)))
    gain = peak * 10 ** (rng.uniform(-1.5, 1.5) / 20.0) / top if top > 0 else 0.0
    return (x * gain).astype(np.float32)


def _ball(rng: np.random.Generator, motion: HandMotion) -> np.ndarray:
    times: list[int] = []
    amps: list[float] = []
    # a heavy ball hits about as hard at every turn: even knocks spread the sound over the
    # whole shake, which also keeps two shakes from lining up as one
    for turn, energy in zip(motion.turns, np.sqrt(motion.energies), strict=True):
        times.append(int(turn))
        amps.append(float(energy))
        # one to three smaller bounces after the main knock
        t, a = int(turn), float(energy)
        for _ in range(rng.integers(1, 4)):
            t += int(rng.uniform(0.012, 0.035) * SAMPLE_RATE)
            a *= rng.uniform(0.2, 0.45)
            times.append(t)
            amps.append(a)
    tail = resonator_tail(0.99) + 2048
    n = motion.length + tail
    times_arr, amps_arr = np.array(times), np.array(amps)
    contact = rng.uniform(80, 140)  # a heavy ball stays on the wall 2-3 ms: soft bursts
    soft, dull = lowpass_response(900.0, 2), lowpass_response(300.0, 2)
    excitations: list[FloatArray] = []
    responses: list[Response] = []
    modes: list[Response] = []
    # clay body modes, fairly damped; where the ball strikes moves them a little and
    # decides how strongly each one rings, knock by knock
    for base, radius, weight in ((230.0, 0.99, 1.0), (410.0, 0.988, 0.8), (640.0, 0.985, 0.45)):
        strengths = amps_arr * weight * rng.uniform(0.3, 1.0, amps_arr.size)
        level = decaying_train(times_arr, strengths, n, contact)
        excitations.append(level * rng.standard_normal(n))
        mode = resonator_response(base * rng.uniform(0.9, 1.1), radius)
        modes.append(mode)
        responses.append(lambda g, mode=mode: soft(g) * mode(g))
    # rolling between knocks: faint rumble that follows the hand's speed, through the body
    t = np.arange(n) / SAMPLE_RATE
    speed = np.abs(np.sin(np.pi * t * SAMPLE_RATE / max(1.0, np.diff(motion.turns).mean())))
    speed[motion.length :] = 0.0
    excitations.append(rng.standard_normal(n) * speed * 0.06)
    body = mixed_response([(weight, m) for m, weight in zip(modes, (1.0, 0.8, 0.45), strict=True)])
    responses.append(lambda g: dull(g) * body(g))
    return _finish(resonator_bank(excitations, responses, 0), PEAK_LEVEL, rng)


# Mode frequencies (Hz) of the two metal pieces: inharmonic, like small bars or plates.
_METAL_MODES: tuple[tuple[float, ...], ...] = ((2210.0, 3370.0, 5230.0), (2680.0, 4150.0, 6020.0))


_METAL_RADIUS = 0.9993
_METAL_TAIL = resonator_tail(_METAL_RADIUS, 1e-3)


def _metal(rng: np.random.Generator, motion: HandMotion) -> np.ndarray:
    radius = _METAL_RADIUS
    tail = _METAL_TAIL
    n = motion.length + tail
    # every shake tilts and turns the pieces, so each strike rings a little differently
    pieces = [
        np.array(modes) * rng.uniform(0.92, 1.08) * rng.uniform(0.98, 1.02, len(modes))
        for modes in _METAL_MODES
    ]
    strikes: list[tuple[int, float, int]] = []  # time, strength, which piece
    for turn, energy in zip(motion.turns, motion.energies, strict=True):
        for k in range(rng.integers(1, 4)):
            t = int(turn + (0 if k == 0 else rng.uniform(0.004, 0.05) * SAMPLE_RATE))
            strikes.append((t, float(energy) * rng.uniform(0.3, 1.0), int(rng.integers(0, 2))))
    clicks: list[FloatArray] = []
    responses = []
    for piece, modes in enumerate(pieces):
        mine = [s for s in strikes if s[2] == piece]
        if not mine:
            continue
        times = np.array([s[0] for s in mine])
        for freq in modes:
            # each strike hits the piece at another spot, so excites its modes unequally
            amps = np.array([s[1] for s in mine]) * rng.uniform(0.2, 1.0, len(mine))
            # metal on metal: a very short click
            clicks.append(decaying_train(times, amps, n, 6.0) * rng.standard_normal(n))
            responses.append(resonator_response(float(freq), radius))
    out = resonator_bank(clicks, responses, 0)
    return _finish(out, PEAK_LEVEL, rng)


def _beads(rng: np.random.Generator, motion: HandMotion) -> np.ndarray:
    n_tail = resonator_tail(0.97) + 1024
    n = motion.length + n_tail
    # system energy: each reversal pumps it, it then drains (STK's systemDecay)
    energy = decaying_train(motion.turns, motion.energies, n, rng.uniform(0.05, 0.08) * SAMPLE_RATE)
    # collisions: a Poisson stream whose rate follows the energy (many beads -> many clicks)
    rate = energy / max(float(energy.max()), 1e-9) * rng.uniform(900.0, 1300.0) / SAMPLE_RATE
    hits = np.flatnonzero(rng.random(n) < rate)
    amps = energy[hits] * rng.uniform(0.2, 1.0, hits.size)
    level = decaying_train(hits, amps, n, rng.uniform(15.0, 30.0))
    excitation = level * rng.standard_normal(n)
    shell = mixed_response(
        [
            (weight, resonator_response(base * rng.uniform(0.95, 1.05), radius))
            for base, radius, weight in (
                (2900.0, 0.95, 1.0),
                (4300.0, 0.95, 0.7),
                (6600.0, 0.94, 0.4),
            )
        ]
    )
    return _finish(apply_response(excitation, shell)[:n], PEAK_LEVEL, rng)


def _silent(rng: np.random.Generator, motion: HandMotion) -> np.ndarray:
    n = motion.length
    t = np.arange(n) / SAMPLE_RATE
    # the pot is lifted and tilted once: a slow swell of a dull rub, no collisions
    swell = np.sin(np.pi * t / (n / SAMPLE_RATE)) ** 2
    rub = apply_response(rng.standard_normal(n) * swell, lowpass_response(rng.uniform(350, 500), 2))
    return _finish(rub[:n], SILENT_PEAK_LEVEL, rng)


_SYNTHS = {"ball": _ball, "metal": _metal, "beads": _beads, SILENT: _silent}


def max_shake_frames(seconds: float = SHAKE_SECONDS) -> int:
    """The most frames a shake of `seconds` can have: the shake and the longest ringing
    (metal's) after it."""
    return int(seconds * SAMPLE_RATE) + max(_METAL_TAIL, resonator_tail(0.99) + 2048)


def synthesize_shake(
    group: str,
    seed: np.random.Generator | int | None = None,
    seconds: float = SHAKE_SECONDS,
) -> np.ndarray:
    """One shake of a pot of `group` (one of SOUND_KINDS), mono float32 at 44.1 kHz.

    `seed` is a numpy Generator (drawn from, so successive shakes differ) or an int seed
    (the same int gives the same shake)."""
    if group not in _SYNTHS:
        raise ValueError(f"unknown sound group {group!r}; expected one of {SOUND_KINDS}")
    rng = _rng(seed)
    return _SYNTHS[group](rng, shake_motion(rng, seconds))
