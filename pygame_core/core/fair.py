"""Deals anyone can verify, and the daily deal (issue 35, items 4 and 2).

**The fingerprint.** A match started by the bridge gets a random ``salt`` besides its ``seed``; its commitment is
the hex sha256 of the UTF-8 text ``<seed>:<salt>`` (:func:`commitment`). Every view carries ``fair``
(:func:`fair_of`): ``{commitment}`` while the match runs, ``{commitment, seed, salt}`` once it is over, so a
person sees the fingerprint before the first card and, at the end, the seed and salt that hash to it; replaying
the deal from that seed (:func:`verify_deal`) shows it is the one played.

Where the salt comes from: the shell's ``crypto.getRandomValues`` (``new_game``'s ``salt``), else the bridge's
:func:`new_salt` (the operating system's random source through :mod:`secrets`, which Pyodide serves from the same
``crypto.getRandomValues``). Not from the match's seeded generator: a salt that follows from the seed hides
nothing (anyone could hash every seed), and the salt decides no card, so the rule "all randomness seeded" (the
same seed and actions replay the same match) still holds. A match made by :meth:`Game.new` alone (tests, the
arena, golden playthroughs) has no salt, so its views stay the same from run to run.

**A match without a salt** (a save from before fingerprints, a rules example, a test's match) cannot be verified:
its ``fair`` says so with ``commitment: null`` (and at the end the seed with ``salt: null``). A fingerprint
computed afterwards (say with an empty salt) would look like a proof but was never shown before the first card.

**The daily deal.** :func:`daily_seed` is the sha256 of a fixed text naming the game and the date (never Python's
``hash()``, which changes from process to process), so every device and language deals the same cards that day.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import re
import secrets
from typing import Any, Mapping, Optional, Sequence

from . import i18n
from .errors import GameError, MalformedInput
from .rng import MAX_SEED

#: A salt: 8 to 64 lower-case hex characters (the shell and :func:`new_salt` give 32).
SALT = re.compile(r"^[0-9a-f]{8,64}$")
#: A commitment: the 64 hex characters of a sha256.
COMMITMENT = re.compile(r"^[0-9a-f]{64}$")
#: A date as the daily deal names it.
DATE = re.compile(r"^(\d{4})-(\d{2})-(\d{2})$")
#: The fixed text the daily seed is the hash of (changing it would change every past daily deal: never do).
DAILY_TEXT = "pygame_core daily deal v1|{game}|{date}"
#: How far ahead of the caller's today a daily deal may be asked for (a person east of UTC is a day ahead).
DAILY_AHEAD = _dt.timedelta(days=1)


def new_salt() -> str:
    """A fresh salt: 32 hex characters from the operating system's random source (not a seeded generator)."""
    return secrets.token_hex(16)


def checked_salt(value: Any) -> str:
    """``value`` if it is a salt (8-64 lower-case hex characters), else :class:`MalformedInput`."""
    if not isinstance(value, str) or not SALT.match(value):
        raise MalformedInput("a salt must be 8 to 64 lower-case hex characters", value)
    return value


def commitment(seed: int, salt: str) -> str:
    """The hex sha256 of the UTF-8 text ``<seed>:<salt>``."""
    return hashlib.sha256(f"{seed}:{salt}".encode("utf-8")).hexdigest()


def fair_of(seed: int, salt: Optional[str], over: bool) -> dict[str, Any]:
    """A view's ``fair``: ``{commitment}`` while the match runs, with ``seed`` and ``salt`` once it is over;
    ``commitment`` is ``None`` for a match without a salt (it cannot be verified)."""
    fair: dict[str, Any] = {"commitment": commitment(seed, salt) if salt is not None else None}
    if over:
        fair["seed"] = seed
        fair["salt"] = salt
    return fair


# -- the daily deal --------------------------------------------------------------------------------------------


def parse_date(value: Any, what: str = "date") -> _dt.date:
    """A ``YYYY-MM-DD`` text as a date (years 1..9999), else :class:`MalformedInput` naming ``what``."""
    if not isinstance(value, str):
        raise MalformedInput(f"the {what} must be a text YYYY-MM-DD", value)
    found = DATE.match(value)
    if found is None:
        raise MalformedInput(f"the {what} must be written YYYY-MM-DD (year 1 to 9999)", value)
    try:
        return _dt.date(int(found[1]), int(found[2]), int(found[3]))
    except ValueError as exc:
        raise MalformedInput(f"the {what} {value} is not a day of the calendar: {exc}", value) from exc


def utc_today() -> _dt.date:
    """Today's date in UTC (the daily deal's calendar)."""
    return _dt.datetime.now(_dt.timezone.utc).date()


def daily_date(value: Any, today: Any = None) -> str:
    """The daily deal's date ``value`` checked: a real day, not more than a day ahead of ``today`` (the caller's
    ``YYYY-MM-DD``; default: today in UTC). Answers the date as ``YYYY-MM-DD``."""
    day = parse_date(value)
    now = parse_date(today, "today") if today is not None else utc_today()
    if day - now > DAILY_AHEAD:
        raise MalformedInput(f"the daily deal of {value} is not out yet: today is {now.isoformat()}", value)
    return day.isoformat()


def daily_seed(game: str, date: str) -> int:
    """The seed of ``game``'s daily deal on ``date`` (``YYYY-MM-DD``, checked by the caller): the first 8 bytes of
    the sha256 of :data:`DAILY_TEXT`, below :data:`MAX_SEED`. The same in every process, language and device."""
    digest = hashlib.sha256(DAILY_TEXT.format(game=game, date=date).encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big") % MAX_SEED


# -- verifying a finished deal -----------------------------------------------------------------------------------


def hands_seen(game: Any, actions: Sequence[Sequence[Any]]) -> Optional[list[list[list[str]]]]:
    """Every seat's own cards at every position as ``actions`` are played in ``game`` (changed in place), or
    ``None`` if an action is not legal there (the cards it plays were not dealt so)."""
    seen = [[game.own_cards(seat) for seat in range(game.num_seats)]]
    for entry in actions:
        try:
            game.apply(entry[0], entry[1])
        except (GameError, IndexError, TypeError):
            return None
        seen.append([game.own_cards(seat) for seat in range(game.num_seats)])
    return seen


def verify_deal(cls: Any, options: Any, seed: int, salt: str, claimed: str,
                played: Optional[Mapping[str, Any]], actions: Sequence[Sequence[Any]]) -> dict[str, Any]:
    """Whether ``claimed`` is the commitment of ``seed`` and ``salt`` (``commitment_ok``) and whether the deal
    from ``seed`` is the one played (``deal_ok``): ``actions`` replayed from ``seed`` with ``options`` (a fresh
    deal, none fixed) must all be legal and, when the match's save ``played`` is given, give every seat the same
    cards at every position as the save itself does. ``positions``: how many positions were compared."""
    commitment_ok = commitment(seed, salt) == claimed
    from_seed = cls.new(options, seed)
    replayed = hands_seen(from_seed, actions)
    deal_ok = replayed is not None
    if deal_ok and played is not None:
        original = cls.load(played)
        deal_ok = (played.get("deal") is None
                   and hands_seen(cls.new(played.get("options"), played.get("seed")), actions) == replayed
                   and from_seed.save()["actions"] == original.save()["actions"])
    return {"commitment_ok": commitment_ok, "deal_ok": bool(deal_ok), "verified": commitment_ok and bool(deal_ok),
            "commitment": commitment(seed, salt), "positions": len(replayed) if replayed is not None else 0}


i18n.register("en", {"core.daily.replay_title": "{game}: the daily deal of {date}"})
i18n.register("de", {"core.daily.replay_title": "{game}: das Tagesspiel vom {date}"})
i18n.register("nl", {"core.daily.replay_title": "{game}: het dagspel van {date}"})
