"""The open matches, guided games and replays the bridge holds (each by its id), and what the bridge adds to
every view of a match (``core.contract.SESSION``): who plays each seat, its result, undo and hint marks, and a
legal action's ``confirm``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from .. import ALL_LEVELS
from ..core import registry, replay, tutorial
from ..core.errors import MalformedInput
from ..core.game import Game

#: How a seat is played (a strength above hard only in a game that offers it: :func:`offered_levels`).
SEAT_KINDS = ("human",) + tuple(f"ai:{level}" for level in ALL_LEVELS + ("random",))


@dataclass
class Session:
    """One open match: the game, who plays each seat, and what the save keeps beside the game's own record."""

    game: Game
    seats: list[str]
    #: The action counts at which hints were given (the save's ``hints``).
    hints: tuple[int, ...] = ()
    #: The date of the daily deal this match is (issue 35), else ``None``.
    daily: Optional[str] = None


open_games: dict[str, Session] = {}
open_tutorials: dict[str, tutorial.Tutorial] = {}
open_replays: dict[str, replay.Replay] = {}
#: The last id given: one count for matches (``g<n>``), guided games (``t<n>``) and replays (``r<n>``).
_counter = 0


def next_id(prefix: str) -> str:
    """A new id, never given before in this run: ``prefix`` and the next count."""
    global _counter
    _counter += 1
    return f"{prefix}{_counter}"


def checked_seats(value: Any, count: int) -> list[str]:
    if not isinstance(value, list) or len(value) != count:
        raise MalformedInput(f"seats must be a list of {count} entries", value)
    for entry in value:
        if entry not in SEAT_KINDS:
            raise MalformedInput(f"a seat must be one of {', '.join(SEAT_KINDS)}", entry)
    return list(value)


def offered_levels(seats: list[str], game_name: str) -> list[str]:
    """The seats, if every computer's strength is one this game offers (``GameInfo.levels``, or ``random``)."""
    offered = registry.get(game_name).levels
    for kind in seats:
        if kind.startswith("ai:") and kind[3:] not in offered + ("random",):
            raise MalformedInput(f"{game_name} has no computer strength {kind[3:]!r}; it offers "
                                 f"{', '.join(offered)}", kind)
    return seats


def default_names(seats: list[str]) -> Optional[list[Optional[dict[str, bool]]]]:
    """The seat names a match of ``seats`` gets when none are given (and an old save without names): the one
    person among computer players is "You", computer players are "Computer"; hot-seat seats "Player N"."""
    if all(kind == "human" for kind in seats):
        return None
    alone = seats.count("human") == 1
    return [({"you": True} if alone else None) if kind == "human" else {"computer": True} for kind in seats]


def first_human(seats: list[str]) -> int:
    return next((i for i, s in enumerate(seats) if s == "human"), 0)


def register(game: Game, seats: list[str]) -> str:
    gid = next_id("g")
    open_games[gid] = Session(game, seats)
    return gid


def save_of(session: Session) -> dict[str, Any]:
    hints = [min(mark, len(session.game.history)) for mark in session.hints]  # a hint before an undo still counts
    return {**session.game.save(), "seats": list(session.seats), **({"hints": hints} if session.hints else {}),
            **({"daily": session.daily} if session.daily is not None else {})}


def answer_of(gid: str, session: Session, seat: int, lang: str) -> dict[str, Any]:
    return {"id": gid, "view": view_of(session, seat, lang), "save": save_of(session)}


def view_of(session: Session, seat: int, lang: str) -> dict[str, Any]:
    """``seat``'s view with the session's fields, each declared in ``core.contract.SESSION`` (and a legal
    action's ``confirm`` in ``core.contract.LEGAL_ACTION``)."""
    view = session.game.view(seat, lang)
    view["players"] = list(session.seats)
    view["seat_result"] = session.game.seat_result(seat)
    view["undo_used"] = bool(session.game.undos)
    view["hint_used"] = bool(session.hints)
    view["can_undo"] = undo_refusal(session, seat) is None
    mark_confirmations(session.game, view, seat, lang)
    return view


def mark_confirmations(game: Game, view: dict[str, Any], seat: int, lang: str) -> None:
    """Each legal action the game asks a person to confirm gets its question as ``confirm``."""
    if not view.get("legal") or type(game).confirmation is Game.confirmation:
        return
    actions = {action.id: action for action in game.legal_actions(seat)}
    for entry in view["legal"]:
        action = actions.get(entry.get("id"))
        question = game.confirmation(action, lang) if action is not None else None
        if question is not None:
            entry["confirm"] = question


def undo_refusal(session: Session, seat: int) -> Optional[str]:
    """``None`` if ``seat`` may take its last decision back now, else the message key of why not."""
    if session.seats.count("human") > 1:
        return "core.undo.hotseat"  # another person at the device may have seen the cards
    if session.seats[seat] != "human":
        return "core.undo.computer"
    if session.game.is_over:
        return "core.undo.over"
    if session.game.last_decision(seat) is None:
        return "core.undo.nothing"
    return None


def sounded(game: Game, events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each event the game sounds gets its cue as ``sound`` (``Game.sound_cues``: deal, card, point, goal); the
    shell plays it and names no event of any game (issue 22, item 3)."""
    cues = type(game).sound_cues
    for event in events:
        cue = cues.get(event.get("type", ""))
        if cue is not None:
            event["sound"] = cue
    return events
