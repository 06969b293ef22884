"""Action ids: one way for every game to write an action's arguments into its id and read them back.

An action id is a verb and its arguments, each after the text that marks it (``play:QH``, ``draw:A3D1``,
``over:S11>B``, ``pass:7R@2>1``): a game declares each verb's form once (:class:`IdForm`), writes its ids with
:meth:`IdForm.format` and reads them with :func:`parse_id` into a typed :class:`ParsedId`. Saves store ids, so a
form writes exactly the ids the game wrote before; an id is read only if the form writes it back the same way
(``draw:A03D1`` is no id), so one action has one id. Why a move is refused is said one way too: each game's ``refusal``
(:func:`refusals`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Optional, Union

from .caches import memo
from .game import Reason

#: Longer than any built-in game's action id; a longer text is no id (issue 18: ids from outside stay small).
MAX_ID = 80

Value = Union[str, int, None]


@dataclass(frozen=True)
class Arg:
    """One argument of an action id: its name, the text before it, whether it is a whole number or a text, and
    whether it may be left out (then it is ``None``)."""

    name: str
    before: str = ":"
    whole: bool = False
    optional: bool = False


@dataclass(frozen=True)
class ParsedId:
    """An action id read: its verb and its arguments by name (``None``: an optional one left out)."""

    verb: str
    args: tuple[tuple[str, Value], ...] = ()

    def __getitem__(self, name: str) -> Value:
        for key, value in self.args:
            if key == name:
                return value
        raise KeyError(name)


@dataclass(frozen=True)
class IdForm:
    """The form of one verb's ids: the verb, then each argument after its marking text."""

    verb: str
    args: tuple[Arg, ...] = ()

    def format(self, *values: Value) -> str:
        """The id of this verb with these arguments (an optional one given as ``None`` is left out)."""
        if len(values) != len(self.args):
            raise TypeError(f"{self.verb} takes {len(self.args)} arguments")
        return self.verb + "".join(f"{arg.before}{value}" for arg, value in zip(self.args, values) if value is not None)

    def parse(self, action_id: str) -> Optional[ParsedId]:
        """``action_id`` read in this form, or ``None`` if it is not one of its ids."""
        match = _pattern(self).fullmatch(action_id)
        if match is None:
            return None
        values = tuple(None if text is None else int(text) if arg.whole else text
                       for arg, text in zip(self.args, match.groups()))
        if self.format(*values) != action_id:  # one action, one id: "draw:A03D1" is none
            return None
        return ParsedId(self.verb, tuple((arg.name, value) for arg, value in zip(self.args, values)))


@memo("core.actions.pattern", entries=256)  # one per declared form
def _pattern(form: IdForm) -> "re.Pattern[str]":
    """The form as a regular expression: a text argument runs up to the next argument's marking text."""
    parts = [re.escape(form.verb)]
    for n, arg in enumerate(form.args):
        stops = "".join(sorted({c for later in form.args[n + 1:] for c in later.before[:1]}))
        value = r"(-?\d+)" if arg.whole else (f"([^{re.escape(stops)}]+)" if stops else "(.+)")
        part = re.escape(arg.before) + value
        parts.append(f"(?:{part})?" if arg.optional else part)
    return re.compile("".join(parts))


def parse_id(forms: Iterable[IdForm], action_id: Any) -> Optional[ParsedId]:
    """``action_id`` read by the first of ``forms`` it is an id of, or ``None`` (also for a non-text or an overlong
    text)."""
    if not isinstance(action_id, str) or len(action_id) > MAX_ID:
        return None
    for form in forms:
        if action_id == form.verb or action_id.startswith(form.verb):
            parsed = form.parse(action_id)
            if parsed is not None:
                return parsed
    return None


def refusals(prefix: str) -> Callable[..., Reason]:
    """A game's one refusal helper: ``refusal = refusals("spike.reason.")``, then ``refusal("no_cut_serve",
    card=card)`` is the reason that rule gives (message ``<prefix><rule>`` with its parameters). Reasons are values,
    so each is made once (unless a parameter is not hashable)."""

    @memo(f"core.actions.refusals.{prefix}", entries=4096, max_text=MAX_ID)
    def made(rule: str, params: tuple[tuple[str, Any], ...]) -> Reason:
        return Reason(prefix + rule, dict(params))

    def refusal(rule: str, **params: Any) -> Reason:
        try:
            return made(rule, tuple(params.items()))
        except TypeError:  # a parameter that is not hashable
            return Reason(prefix + rule, params)

    return refusal
