"""The daily deal's bookkeeping and deals anyone can verify (issue 35): ``daily``, ``daily_press``,
``daily_end`` and ``verify_deal``.
"""

from __future__ import annotations

from typing import Any, Mapping

from .. import game_class, load
from ..core import daily, fair
from ..core.errors import MalformedInput
from ..core.rng import MAX_SEED
from . import deals, replays
from .requests import DailyEndRequest, DailyPressRequest, field_of


def cmd_daily(obj: Mapping[str, Any]) -> dict[str, Any]:
    return deals.daily_deal(field_of(obj, "game", str), obj.get("date"), obj.get("today"))


def _daily_answer(record: dict[str, Any], sent: Any, today: Any, lang: str) -> dict[str, Any]:
    """What every daily bookkeeping command answers beside its own: the ``record`` to store, whether it differs
    from the one ``sent`` (``changed``: the page writes it), the streak and its line in ``lang``."""
    count = daily.streak(record["days"], today)
    return {"record": record, "changed": record != sent, "streak": count, "streak_text": daily.streak_text(count, lang)}


def cmd_daily_press(obj: Mapping[str, Any]) -> dict[str, Any]:
    request = DailyPressRequest.parse(obj)
    pressed = daily.press(daily.repaired(request.record, request.today), request.today, request.match)
    return {"action": pressed["action"], **_daily_answer(pressed["record"], request.record, request.today,
                                                         request.lang)}


def cmd_daily_end(obj: Mapping[str, Any]) -> dict[str, Any]:
    request = DailyEndRequest.parse(obj)
    session, seat, today, lang, day = request.session, request.seat, request.today, request.lang, request.date
    record = daily.repaired(request.record, today)
    last = record["last"]
    if last is None or last["date"] != day or last["result"] is None:  # (once: the link is made once)
        result = session.game.seat_result(seat)
        shared = replays.shared_match(session, seat, False, lang)
        record = daily.finished(record, day, result["result"] if result else None, shared["packed"])
    return {"date": day, **_daily_answer(record, request.record, today, lang)}


def cmd_verify_deal(obj: Mapping[str, Any]) -> dict[str, Any]:
    cls = game_class(field_of(obj, "game", str))
    seed = field_of(obj, "seed", int)
    if not 0 <= seed < MAX_SEED:
        raise MalformedInput(f"seed must be an integer in 0..{MAX_SEED - 1}", seed)
    salt = fair.checked_salt(obj.get("salt"))
    claimed = field_of(obj, "commitment", str)
    save = obj.get("save")
    if save is not None:
        if not isinstance(save, dict):
            raise MalformedInput("field 'save' must be an object", save)
        load(save)  # (a save that does not replay: corrupt_save, as load answers)
        actions = save["actions"]
    else:
        actions = field_of(obj, "actions", list)
    options = field_of(obj, "options", dict, None)
    return fair.verify_deal(cls, options, seed, salt, claimed, save, actions)
