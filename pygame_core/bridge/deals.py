"""The daily deal's seed and options (issue 35, :mod:`pygame_core.core.fair`), as ``new_game``, ``load``, a
replay and the daily commands check them: the same deal for everyone on a date, and a save or link that says it
is a daily deal holds that date's.
"""

from __future__ import annotations

from typing import Any, Mapping, Optional

from .. import game_class
from ..core import fair
from ..core.errors import CorruptSave, GameError, MalformedInput
from ..core.options import options_to_json, parse_options
from .requests import field_of


def daily_deal(name: str, date: Any, today: Any = None) -> dict[str, Any]:
    """``{seed, options, date}`` of ``name``'s daily deal on ``date`` (checked: :func:`fair.daily_date`)."""
    cls = game_class(name)
    day = fair.daily_date(date, today)
    return {"seed": fair.daily_seed(cls.name, day), "options": options_to_json(parse_options(cls.Options, None)),
            "date": day}


def daily_request(obj: Mapping[str, Any], name: str) -> Optional[dict[str, Any]]:
    """The daily deal ``new_game`` asks for with ``daily`` (a date), else ``None``; a seed, deal or options given
    beside it are refused (the day's deal is the same for everyone)."""
    if "daily" not in obj:
        return None
    given = [key for key in ("seed", "deal", "options") if obj.get(key) not in (None, {})]
    if given:
        raise MalformedInput(f"a daily deal takes no {', '.join(given)}: it is the same for everyone", given)
    return daily_deal(name, obj["daily"], obj.get("today"))


def daily_of_save(save: Mapping[str, Any]) -> Optional[str]:
    """The date a save (or a shared link's save) says it is the daily deal of, checked: its seed and options must
    be that date's (a forged link is refused, ``corrupt_save``). ``None``: not a daily deal."""
    if "daily" not in save:
        return None
    try:
        deal = daily_deal(field_of(save, "game", str), save["daily"])
    except GameError as exc:
        raise CorruptSave(f"this says it is a daily deal, but {exc}", save.get("daily")) from exc
    if save.get("seed") != deal["seed"] or save.get("deal") is not None or \
            (save.get("options") or {}) != deal["options"]:
        raise CorruptSave(f"this says it is the daily deal of {deal['date']}, but its deal is another one",
                          save.get("daily"))
    return str(deal["date"])
