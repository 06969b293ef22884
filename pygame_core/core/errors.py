"""Errors the engine raises. Each carries a stable ``code`` the bridge puts in its JSON answer."""

from __future__ import annotations

from typing import Any

#: An offending value is quoted in an error message at most this long (issue 18: a 3 MB action id gave a 3 MB
#: answer); a longer one is cut, with its length.
EXCERPT = 80


def excerpt(value: object) -> str:
    """``value`` as an error message quotes it: its ``repr``, cut to :data:`EXCERPT` characters and its length
    said when it is longer."""
    text = repr(value)
    if len(text) <= EXCERPT:
        return text
    size = f"{len(value)} characters" if isinstance(value, str) else f"{len(text)} characters written out"
    return f"{text[:EXCERPT]}... ({size})"


class GameError(Exception):
    """Base class: something the caller asked for was refused; the game is unchanged."""

    code = "game_error"

    def __init__(self, message: str, value: Any = None) -> None:
        super().__init__(message)
        self.message = message
        self.value = value

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.value is not None:
            out["value"] = self.value
        return out


class IllegalAction(GameError):
    """The action exists in the game's vocabulary but is not allowed now (the message says why)."""

    code = "illegal_action"


class NotYourTurn(IllegalAction):
    """A seat tried to act while another seat must decide."""

    code = "not_your_turn"


class GameOver(IllegalAction):
    """An action was sent to a game that has ended."""

    code = "game_over"


class UndoRefused(GameError):
    """A move may not be taken back: in hot-seat, before the seat's first decision, once the match is over."""

    code = "undo_refused"


class HintRefused(GameError):
    """No hint now: the seat is not to move, the match is over, or the seat is the computer's."""

    code = "hint_refused"


class MalformedInput(GameError):
    """Input that is not of the expected shape (wrong type, missing field, unknown command)."""

    code = "malformed_input"


class BadOptions(MalformedInput):
    """An unknown option, or an option value out of range."""

    code = "bad_options"


class UnknownGame(MalformedInput):
    """A game name the engine does not know."""

    code = "unknown_game"


class CorruptSave(GameError):
    """A save that cannot be replayed exactly (wrong shape, wrong version, an action that is illegal on replay)."""

    code = "corrupt_save"
