"""The computer-player interface: what a game's ``make_player`` returns (:class:`~.registry.GameInfo`).

It stands in ``core`` because the registry declares it; the players themselves, the random one and the searches,
are in ``pygame_core/ai`` (which re-exports this protocol from ``ai/base.py``), above ``core``: core never imports
them.
"""

from __future__ import annotations

from typing import Any, Mapping, Protocol


class Player(Protocol):
    """Chooses one legal action id from a seat's view. The same view and seed give the same choice."""

    def choose(self, view: Mapping[str, Any], seed: int) -> str: ...
