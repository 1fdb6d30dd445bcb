"""CTranslate2's model.bin: read its variables, and write them back with some replaced.

The layout (version 6): a header, then every variable as its name, shape, type and raw
bytes, then aliases. Only the bytes of replaced variables change, so a model written
from the bundled one differs from it in the tuned weights alone."""

from __future__ import annotations

import struct
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

_TYPES = {0: np.float32, 1: np.int8, 2: np.int16, 3: np.int32, 4: np.float16}
SUPPORTED_VERSION = 6


@dataclass
class Variable:
    shape: list[int]
    type_id: int
    raw: bytes

    def array(self) -> np.ndarray:
        values = np.frombuffer(self.raw, _TYPES[self.type_id])
        return values.reshape(self.shape) if self.shape else values


@dataclass
class ModelFile:
    version: int
    spec: str
    revision: int
    variables: dict[str, Variable] = field(default_factory=dict)
    aliases: list[tuple[str, str]] = field(default_factory=list)

    def replace(self, name: str, values: np.ndarray) -> None:
        """Put `values` in place of a variable, in the variable's own type and shape."""
        old = self.variables[name]
        converted = np.ascontiguousarray(values, dtype=_TYPES[old.type_id])
        if list(converted.shape) != old.shape:
            raise ValueError(f"{name}: shape {converted.shape} is not {old.shape}")
        self.variables[name] = Variable(old.shape, old.type_id, converted.tobytes())


class _Reader:
    def __init__(self, data: bytes) -> None:
        self.data = data
        self.offset = 0

    def number(self, form: str) -> int:
        (value,) = struct.unpack_from(form, self.data, self.offset)
        self.offset += struct.calcsize(form)
        return int(value)

    def text(self) -> str:
        size = self.number("<H")
        value = self.data[self.offset : self.offset + size]
        self.offset += size
        return value.rstrip(b"\0").decode()

    def raw(self, size: int) -> bytes:
        value = self.data[self.offset : self.offset + size]
        self.offset += size
        return value


def read_model(path: Path) -> ModelFile:
    reader = _Reader(Path(path).read_bytes())
    version = reader.number("<I")
    if version != SUPPORTED_VERSION:
        raise ValueError(f"{path}: model.bin version {version}, expected {SUPPORTED_VERSION}")
    model = ModelFile(version, reader.text(), reader.number("<I"))
    for _ in range(reader.number("<I")):
        name = reader.text()
        shape = [reader.number("<I") for _ in range(reader.number("<B"))]
        type_id = reader.number("<B")
        model.variables[name] = Variable(shape, type_id, reader.raw(reader.number("<I")))
    model.aliases = [(reader.text(), reader.text()) for _ in range(reader.number("<I"))]
    if reader.offset != len(reader.data):
        raise ValueError(f"{path}: {len(reader.data) - reader.offset} bytes after the model")
    return model


def _text(value: str) -> bytes:
    encoded = value.encode() + b"\0"
    return struct.pack("<H", len(encoded)) + encoded


def write_model(model: ModelFile, path: Path) -> None:
    parts = [struct.pack("<I", model.version), _text(model.spec),
             struct.pack("<II", model.revision, len(model.variables))]
    for name, variable in model.variables.items():
        parts += [
            _text(name),
            struct.pack("<B", len(variable.shape)),
            *(struct.pack("<I", size) for size in variable.shape),
            struct.pack("<BI", variable.type_id, len(variable.raw)),
            variable.raw,
        ]
    parts.append(struct.pack("<I", len(model.aliases)))
    for alias, target in model.aliases:
        parts += [_text(alias), _text(target)]
    Path(path).write_bytes(b"".join(parts))
