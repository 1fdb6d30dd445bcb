"""Output devices: list them by number and name, and pick one from what a player typed.

PortAudio reads the device list once when it starts, so a device plugged in later is seen
only by the next run of the program.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class OutputDevice:
    index: int
    name: str
    host_api: str
    channels: int
    default: bool


class DeviceChoiceError(ValueError):
    """No device, or more than one, matches what was asked: `message_id` and `arguments`
    name the case for the catalogue (see voice_games/locales)."""

    def __init__(self, message_id: str, **arguments: object) -> None:
        super().__init__(message_id)
        self.message_id = message_id
        self.arguments = arguments


def _sounddevice() -> Any | None:
    try:
        import sounddevice as sd
    except (OSError, ImportError):
        return None
    return sd


def list_output_devices() -> list[OutputDevice]:
    """Every device that can play sound; empty without PortAudio or a sound card."""
    sd = _sounddevice()
    if sd is None:
        return []
    try:
        devices = sd.query_devices()
        apis = sd.query_hostapis()
        default_out = sd.default.device[1]
    except Exception:  # a broken PortAudio set-up simply has no devices
        return []
    found = []
    for index, info in enumerate(devices):
        if info["max_output_channels"] > 0:
            api = apis[info["hostapi"]]["name"] if info["hostapi"] < len(apis) else ""
            found.append(
                OutputDevice(
                    index, info["name"], api, info["max_output_channels"], index == default_out
                )
            )
    if found and not any(d.default for d in found):
        # PortAudio names no default on some set-ups: the first device is the one used
        first = found[0]
        found[0] = OutputDevice(first.index, first.name, first.host_api, first.channels, True)
    return found


def find_output_device(
    choice: str | int | None, devices: list[OutputDevice] | None = None
) -> OutputDevice | None:
    """The device for `choice`: None means the default; a number (or a string of digits)
    its number in the list; a name an exact match, else the one device whose name
    contains it (case ignored). None when there is no device at all; DeviceChoiceError
    when the choice matches none or several."""
    devices = list_output_devices() if devices is None else devices
    if not devices:
        return None
    if choice is None or (isinstance(choice, str) and not choice.strip()):
        return next((d for d in devices if d.default), devices[0])
    if isinstance(choice, int) or choice.strip().isdigit():
        number = int(choice)
        for d in devices:
            if d.index == number:
                return d
        raise DeviceChoiceError("sound-no-output-number", number=number)
    wanted = choice.strip().casefold()
    exact = [d for d in devices if d.name.casefold() == wanted]
    if exact:
        return exact[0]
    partial = [d for d in devices if wanted in d.name.casefold()]
    if len(partial) == 1:
        return partial[0]
    if not partial:
        raise DeviceChoiceError("sound-no-output-called", name=choice)
    names = ", ".join(f"{d.index} {d.name}" for d in partial)
    raise DeviceChoiceError("sound-several-outputs", name=choice, names=names)


def describe_devices(devices: list[OutputDevice]) -> str:
    """One line per device, the default marked with '*', as `voice-games devices` prints."""
    if not devices:
        return "No sound output devices found."
    lines = []
    for d in devices:
        mark = "*" if d.default else " "
        lines.append(f"{mark} {d.index:3d}  {d.name}  ({d.host_api}, {d.channels} channels)")
    return "\n".join(lines)
