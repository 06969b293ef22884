"""Game options: a frozen dataclass per game, every field with a default and a documented range.

Declare a field with :func:`option` so the bridge can validate input and the shell can show
the choices::

    @dataclass(frozen=True)
    class Options:
        min_talon_to_close: int = option(2, "Cards the talon must hold to close it", choices=(2, 4))
"""

from __future__ import annotations

import dataclasses
from typing import Any, Mapping, Optional, Sequence, TypeVar

from .errors import BadOptions, excerpt

O = TypeVar("O")  # noqa: E741  # the options class; only ever a type, never confused with 0


def option(default: Any, doc: str, *, choices: Optional[Sequence[Any]] = None,
           minimum: Optional[int] = None, maximum: Optional[int] = None, seats: bool = False,
           retired: bool = False) -> Any:
    """A dataclass field with its documentation and allowed values attached. ``seats``: this option is the number of
    seats of the match (the new-game dialog offers as many name fields). ``retired``: the option only matters to
    matches saved under an older rules version; saves that hold it still load, but nobody is offered it
    (:func:`describe_options` leaves it out)."""
    return dataclasses.field(default=default, metadata={
        "doc": doc, "choices": tuple(choices) if choices is not None else None,
        "minimum": minimum, "maximum": maximum, "seats": seats, "retired": retired})


def parse_options(cls: type[O], raw: Optional[Mapping[str, Any]]) -> O:
    """Build ``cls`` from a JSON object, rejecting unknown keys, wrong types and values out of range."""
    if raw is None:
        raw = {}
    if not isinstance(raw, Mapping):
        raise BadOptions("options must be an object", raw)
    fields = {f.name: f for f in dataclasses.fields(cls)}  # type: ignore[arg-type]  # O is an options dataclass (a TypeVar cannot be bound to dataclasses)
    values: dict[str, Any] = {}
    for key, value in raw.items():
        f = fields.get(key)
        if f is None:
            raise BadOptions(f"unknown option {excerpt(key)}", key)
        default = f.default
        if isinstance(default, bool) != isinstance(value, bool) or not isinstance(value, type(default)):
            raise BadOptions(f"option {key!r} must be of type {type(default).__name__}", value)
        meta = f.metadata
        if meta.get("choices") is not None and value not in meta["choices"]:
            raise BadOptions(f"option {key!r} must be one of {list(meta['choices'])}", value)
        if meta.get("minimum") is not None and value < meta["minimum"]:
            raise BadOptions(f"option {key!r} must be at least {meta['minimum']}", value)
        if meta.get("maximum") is not None and value > meta["maximum"]:
            raise BadOptions(f"option {key!r} must be at most {meta['maximum']}", value)
        values[key] = value
    return cls(**values)


def options_to_json(options: Any) -> dict[str, Any]:
    """The options as a JSON object (every field, defaults included)."""
    return dataclasses.asdict(options)


def describe_options(cls: type) -> list[dict[str, Any]]:
    """Each option's name, default, documentation and allowed values, for the shell's dialog; ``seats`` is true for
    the option that is the number of seats (at most one per game). A retired option is not offered."""
    out = []
    for f in dataclasses.fields(cls):
        meta = f.metadata
        if meta.get("retired"):
            continue
        out.append({"name": f.name, "default": f.default, "doc": meta.get("doc", ""),
                    "choices": list(meta["choices"]) if meta.get("choices") is not None else None,
                    "minimum": meta.get("minimum"), "maximum": meta.get("maximum"), "seats": bool(meta.get("seats"))})
    return out
