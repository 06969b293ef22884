"""Keep it (issue 35, item 5): everything the site keeps on a device as one file, and the rules that merge such a
file into a device. Pure: the shell (web/keep.js) reads the device's stored records, asks the bridge (``keep_export``,
``keep_import``) and writes what the answer says, all of it or nothing.

The file (JSON, ``KEEP_FORMAT``, ``KEEP_VERSION``)::

    {"format": "cardgames-keep", "version": 1, "exported": "<ISO time>",
     "saves":    {<game>: <stored record: {save, mode, strength, options, viewSeat, updated, ...}>},
     "stats":    {"version": 1, "games": {<game>: {recent, levels: {<strength>: entry}, [rating]}}} | null,
     "daily":    {<game>: {days: [YYYY-MM-DD, ...], last: {date, result, packed, step} | null}},
     "settings": {<name>: a JSON scalar},
     ["practice": <the practice record, any JSON object; absent where a device has none>]}

A device (what the shell sends) has the same sections without ``format``, ``version`` and ``exported``.

Reading a file refuses, naming the reason and merging nothing: a text over :data:`MAX_KEEP_BYTES` (measured before
it is parsed), one that is not JSON or nests too deep, one that is not this site's export, one from a newer format
version, a section out of shape (its path named), a game this site does not have, a save that does not load.

The merge (:func:`merge`), section by section, never losing what either side holds:

- ``saves`` (one match in progress per game): the same match further along (same game, seed, options, salt and deal,
  one's actions a prefix of the other's) keeps the longer; two different matches keep the one played last
  (``updated``) in place and the other as a copy (the menu lists it to download or remove, as a replaced match);
- ``stats`` per game: the side with more matches counted keeps its whole record (levels, recent results, rating).
  Counts cannot be added: a file imported twice (a backup restored onto the device it came from) would count the
  same matches twice, and the records hold no identity per match to tell them apart;
- ``daily`` per game: the days played are joined; the later day's ``last`` is kept;
- ``settings``: this device's choices stay; the file gives the ones the device has not made;
- ``practice``: taken from the file where the device has none; else this device's stays (:func:`merge_practice`,
  the place for the practice record's own entry-by-entry rule).

Importing the same file a second time changes nothing, and so does importing a device's own export into it.
"""

from __future__ import annotations

import copy
import json
import re
from dataclasses import dataclass, field
from typing import Any, Mapping, Optional

from . import daily, jsontext, rating, registry
from .errors import GameError
from .keep_text import setting_name, text

KEEP_FORMAT = "cardgames-keep"
#: The format version this engine writes and the newest it reads.
KEEP_VERSION = 1
#: A file larger than this (its UTF-8 bytes) is refused before it is parsed.
MAX_KEEP_BYTES = 20 * 1024 * 1024
#: The statistics' own version (web/stats.js ``STATS_VERSION``).
STATS_VERSION = 1
STAT_COUNTS = ("played", "won", "drawn", "streak", "best", "scored", "undone", "hinted")
RESULTS = ("won", "lost", "draw")
#: The most recent results a game's statistics keep (web/stats.js ``RECENT``).
RECENT = 20
#: The most daily days a game keeps (:mod:`pygame_core.core.daily`).
DAILY_DAYS = daily.DAILY_DAYS
SECTIONS = ("saves", "stats", "daily", "settings", "practice")

_NAME = re.compile(r"^[a-z][a-z0-9_]{0,39}$")
_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")

class KeepRefused(GameError):
    """A file that is not imported: ``key`` (a ``keep.*`` word) and ``params`` say why, in any language."""

    code = "import_refused"

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(text(key, "en", **params), key)
        self.key = key
        self.params = params

    def reason(self, lang: str) -> str:
        return text(self.key, lang, **self.params)


def damaged(path: str) -> KeepRefused:
    return KeepRefused("keep.damaged", path=path)


# -- reading and checking -----------------------------------------------------------------------------------------

def read_file(raw: str) -> dict[str, Any]:
    """The file in ``raw`` checked (:class:`KeepRefused` naming the first fault): its sections, each present."""
    size = len(raw.encode("utf-8", "surrogatepass"))
    if size > MAX_KEEP_BYTES:
        raise KeepRefused("keep.too_large", limit=MAX_KEEP_BYTES // (1024 * 1024), size=f"{size / 1048576:.1f}")
    try:
        obj = jsontext.loads(raw)
    except (ValueError, RecursionError) as exc:
        raise KeepRefused("keep.not_json") from exc
    return checked_file(obj)


def checked_file(obj: Any) -> dict[str, Any]:
    """A parsed file checked: its format, its version (a newer one refused) and every section."""
    if not isinstance(obj, dict) or obj.get("format") != KEEP_FORMAT:
        raise KeepRefused("keep.not_keep")
    version = obj.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise damaged("version")
    if version > KEEP_VERSION:
        raise KeepRefused("keep.newer", version=version, known=KEEP_VERSION)
    return checked_device(obj, check_saves=True, from_file=True)


def checked_device(obj: Mapping[str, Any], check_saves: bool = False, from_file: bool = False) -> dict[str, Any]:
    """The sections of a file or device, each checked and copied (a missing one is empty; ``practice`` stays
    absent). With ``check_saves`` every save must load. A device's own daily records are repaired as the page reads
    them (:func:`daily.repaired`); a file's must be in shape (``from_file``)."""
    out: dict[str, Any] = {
        "saves": _checked_saves(obj.get("saves", {}), check_saves),
        "stats": _checked_stats(obj.get("stats")),
        "daily": _checked_daily(obj.get("daily", {}), repair=not from_file),
        "settings": _checked_settings(obj.get("settings", {})),
    }
    if obj.get("practice") is not None:
        if not isinstance(obj["practice"], dict):
            raise damaged("practice")
        out["practice"] = copy.deepcopy(obj["practice"])
    return out


def _known_game(name: Any, path: str) -> str:
    if not isinstance(name, str) or not _NAME.match(name):
        raise damaged(path)
    if name not in registry.names():
        raise KeepRefused("keep.unknown_game", game=name[:40])
    return name


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 10**9


def _checked_saves(saves: Any, check_saves: bool) -> dict[str, Any]:
    if not isinstance(saves, dict):
        raise damaged("saves")
    out: dict[str, Any] = {}
    for name, record in saves.items():
        path = f"saves.{str(name)[:40]}"
        game = _known_game(name, path)
        if not isinstance(record, dict) or not isinstance(record.get("save"), dict):
            raise damaged(path)
        if record["save"].get("game") != game:
            raise damaged(f"{path}.save.game")
        if "updated" in record and (isinstance(record["updated"], bool) or
                                    not isinstance(record["updated"], (int, float))):
            raise damaged(f"{path}.updated")
        if check_saves:
            try:
                registry.load(record["save"])
            except (GameError, ValueError, TypeError, KeyError) as exc:
                raise KeepRefused("keep.bad_save", game=registry.get(game).title("en")) from exc
        out[game] = copy.deepcopy(record)
    return out


def _checked_entry(entry: Any, path: str) -> dict[str, Any]:
    if not isinstance(entry, dict):
        raise damaged(path)
    for name in STAT_COUNTS:
        if not _count(entry.get(name, 0)):
            raise damaged(f"{path}.{name}")
    score = entry.get("scoreSum", 0)
    if isinstance(score, bool) or not isinstance(score, (int, float)) or abs(score) > 1e12:
        raise damaged(f"{path}.scoreSum")
    if entry.get("won", 0) > entry.get("played", 0):
        raise damaged(f"{path}.won")
    return copy.deepcopy(entry)


def _checked_stats(stats: Any) -> Optional[dict[str, Any]]:
    if stats is None:
        return None
    if not isinstance(stats, dict) or stats.get("version") != STATS_VERSION or not isinstance(stats.get("games"),
                                                                                               dict):
        raise damaged("stats")
    games: dict[str, Any] = {}
    for name, game in stats["games"].items():
        path = f"stats.games.{str(name)[:40]}"
        known = _known_game(name, path)
        if not isinstance(game, dict) or not isinstance(game.get("levels", {}), dict):
            raise damaged(path)
        recent = game.get("recent", [])
        if not isinstance(recent, list) or len(recent) > RECENT or any(r not in RESULTS for r in recent):
            raise damaged(f"{path}.recent")
        levels = {}
        for level, entry in game.get("levels", {}).items():
            if not isinstance(level, str) or not _NAME.match(level):
                raise damaged(f"{path}.levels")
            levels[level] = _checked_entry(entry, f"{path}.levels.{level}")
        checked: dict[str, Any] = {"recent": list(recent), "levels": levels}
        if game.get("rating") is not None:
            try:
                rating.check_rating(game["rating"], f"{path}.rating")
            except rating.BadRating as exc:
                raise damaged(exc.path) from exc
            checked["rating"] = copy.deepcopy(game["rating"])
        games[known] = checked
    return {"version": STATS_VERSION, "games": games}


def _checked_daily(records: Any, repair: bool = False) -> dict[str, Any]:
    if not isinstance(records, dict):
        raise damaged("daily")
    out: dict[str, Any] = {}
    for name, record in records.items():
        path = f"daily.{str(name)[:40]}"
        game = _known_game(name, path)
        if repair:
            out[game] = daily.repaired(record)
            continue
        if not isinstance(record, dict) or not isinstance(record.get("days", []), list):
            raise damaged(path)
        days = record.get("days", [])
        if len(days) > DAILY_DAYS or any(not isinstance(d, str) or not _DATE.match(d) for d in days):
            raise damaged(f"{path}.days")
        last = record.get("last")
        if last is not None and (not isinstance(last, dict) or not isinstance(last.get("date"), str)
                                 or not _DATE.match(last["date"])):
            raise damaged(f"{path}.last")
        out[game] = {"days": sorted(set(days)), "last": copy.deepcopy(last)}
    return out


def _checked_settings(settings: Any) -> dict[str, Any]:
    if not isinstance(settings, dict):
        raise damaged("settings")
    out: dict[str, Any] = {}
    for name, value in settings.items():
        if not isinstance(name, str) or not _NAME.match(name):
            raise damaged("settings")
        if not (value is None or isinstance(value, (bool, int, float)) or
                isinstance(value, str) and len(value) <= 100):
            raise damaged(f"settings.{name}")
        out[name] = value
    return out


# -- the file ------------------------------------------------------------------------------------------------------

def export_file(device: Mapping[str, Any], exported: str) -> dict[str, Any]:
    """The file of ``device`` (checked as a device: its saves are the device's own, not replayed), written at
    ``exported`` (an ISO time)."""
    sections = checked_device(device)
    return {"format": KEEP_FORMAT, "version": KEEP_VERSION, "exported": str(exported)[:40], **sections}


# -- the merge -----------------------------------------------------------------------------------------------------

@dataclass
class Merged:
    """What an import makes of a device: its new sections, the keys that change (``changed``: section names, and
    ``saves.<game>`` per save), the matches to keep as copies (``copies``: {game, raw}) and what is new (``news``:
    ``(key, params)`` of the import message, a ``keep.*`` word each)."""

    device: dict[str, Any]
    changed: list[str] = field(default_factory=list)
    copies: list[dict[str, Any]] = field(default_factory=list)
    news: list[tuple[str, dict[str, Any]]] = field(default_factory=list)

    def lines(self, lang: str) -> list[str]:
        """What is new, a line each, in ``lang``: games by their titles, settings by their menu names."""
        out = []
        for key, params in self.news:
            shown = dict(params)
            if "game" in shown:
                shown["game"] = registry.get(shown["game"]).title(lang)
            if "names" in shown:
                shown["names"] = ", ".join(setting_name(name, lang) for name in shown["names"])
            out.append(text(key, lang, **shown))
        return out


def same_match(a: Mapping[str, Any], b: Mapping[str, Any]) -> bool:
    """Whether two saves are one match at two moments: the same deal, one's actions the start of the other's."""
    if any(a.get(key) != b.get(key) for key in ("game", "seed", "options", "salt", "deal", "seats", "daily")):
        return False
    first, second = a.get("actions") or [], b.get("actions") or []
    shorter, longer = (first, second) if len(first) <= len(second) else (second, first)
    return bool(longer[:len(shorter)] == shorter)


def _updated(record: Mapping[str, Any]) -> float:
    value = record.get("updated", 0)
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else 0.0


def _merge_saves(out: Merged, mine: dict[str, Any], theirs: dict[str, Any]) -> None:
    for game, record in theirs.items():
        own = mine.get(game)
        if own is None:
            mine[game] = record
            out.changed.append(f"saves.{game}")
            out.news.append(("keep.new_save", {"game": game}))
            continue
        if own["save"] == record["save"]:
            continue
        if same_match(own["save"], record["save"]):
            if len(record["save"].get("actions") or []) > len(own["save"].get("actions") or []):
                mine[game] = record
                out.changed.append(f"saves.{game}")
                out.news.append(("keep.new_save", {"game": game}))
            continue
        if _updated(record) > _updated(own):
            out.copies.append({"game": game, "raw": json.dumps(own, separators=(",", ":"))})
            mine[game] = record
            out.changed.append(f"saves.{game}")
            out.news.append(("keep.newer_save", {"game": game}))
        else:
            out.copies.append({"game": game, "raw": json.dumps(record, separators=(",", ":"))})
            out.news.append(("keep.copy_save", {"game": game}))


def matches_counted(game: Mapping[str, Any]) -> int:
    """How many matches a game's statistics counted (every strength)."""
    return sum(int(entry.get("played", 0)) for entry in game.get("levels", {}).values())


def _merge_stats(out: Merged, mine: Optional[dict[str, Any]], theirs: Optional[dict[str, Any]]) -> Optional[dict[
        str, Any]]:
    if theirs is None:
        return mine
    merged: dict[str, Any] = mine if mine is not None else {"version": STATS_VERSION, "games": {}}
    for game, record in theirs["games"].items():
        own = merged["games"].get(game)
        before = matches_counted(own) if own else 0
        after = matches_counted(record)
        if after > before or (own is None and record != {"recent": [], "levels": {}}):
            merged["games"][game] = record
            out.news.append(("keep.stats", {"game": game, "count": after, "before": before}))
            rated = record.get("rating")
            if isinstance(rated, dict) and isinstance(rated.get("value"), (int, float)):
                out.news.append(("keep.rating", {"game": game, "rating": round(rated["value"])}))
            if "stats" not in out.changed:
                out.changed.append("stats")
    return merged


def _merge_daily(out: Merged, mine: dict[str, Any], theirs: dict[str, Any]) -> None:
    for game, record in theirs.items():
        own = mine.get(game, {"days": [], "last": None})
        days = sorted(set(own["days"]) | set(record["days"]))[-DAILY_DAYS:]
        last = own["last"]
        if record["last"] is not None and (last is None or record["last"]["date"] > last["date"] or
                                           record["last"]["date"] == last["date"] and not last.get("result")
                                           and record["last"].get("result")):
            last = record["last"]
        if days != own["days"] or last != own["last"]:
            new_days = len(set(days) - set(own["days"]))
            mine[game] = {"days": days, "last": last}
            out.news.append(("keep.daily", {"game": game, "count": new_days or len(days)}))
            if "daily" not in out.changed:
                out.changed.append("daily")


def _merge_settings(out: Merged, mine: dict[str, Any], theirs: dict[str, Any]) -> None:
    taken = [name for name in theirs if name not in mine]
    for name in taken:
        mine[name] = theirs[name]
    if taken:
        out.changed.append("settings")
        out.news.append(("keep.settings", {"names": taken}))


def merge_practice(out: Merged, mine: Optional[dict[str, Any]], theirs: Optional[dict[str, Any]]) -> Optional[
        dict[str, Any]]:
    """The practice record after an import: the file's where the device has none, else the device's (whose own
    entry-by-entry rule belongs to the practice record's module, issue 35 item 1)."""
    if theirs is None or theirs == mine:
        return mine
    if mine is None:
        out.changed.append("practice")
        out.news.append(("keep.practice", {}))
        return theirs
    out.news.append(("keep.practice_kept", {}))
    return mine


def merge(device: Mapping[str, Any], incoming: Mapping[str, Any]) -> Merged:
    """``incoming`` (a checked file: :func:`read_file`) merged into ``device`` (checked here): see the module's
    docstring. Pure: neither argument changes."""
    mine = checked_device(device)
    theirs = checked_device(incoming, from_file=True)
    out = Merged(device=mine)
    _merge_saves(out, mine["saves"], theirs["saves"])
    mine["stats"] = _merge_stats(out, mine["stats"], theirs["stats"])
    _merge_daily(out, mine["daily"], theirs["daily"])
    _merge_settings(out, mine["settings"], theirs["settings"])
    practice = merge_practice(out, mine.get("practice"), theirs.get("practice"))
    if practice is not None:
        mine["practice"] = practice
    return out
