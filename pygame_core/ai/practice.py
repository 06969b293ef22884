"""Practice your own mistakes (issue 35, item 1): a finished match's costly decisions come back as puzzles.

- **Positions.** After a match against the computer, the person's decisions are reviewed one at a time
  (:func:`review_part`, the bridge's ``practice_review``: a part per call, so the worker answers the page in between).
  A decision becomes a practice position when the review would list it (``advice``: the chosen move is not the hard
  player's and its loss is clearly above the noise, ``NOISE_Z`` standard errors of the paired playouts). A position
  is a script in the studio's format (``core/replay.py``): the match's options, seed and deal, its moves up to and
  with the decision, the person's ``seat``, ``open: false`` (the other hands hidden, as that seat saw them) and
  ``puzzles: [step]``; so it is shown and judged as a puzzle is (the bridge's ``puzzle_check``: exact where the known
  cards decide it).
- **Scheduling** (Leitner boxes): a new position is due the day it is made, in box 0. A right answer moves it one box
  up and it comes back :data:`BOX_DAYS` ``[box]`` days later; a wrong one puts it back in box 0, due the next day.
  :func:`due` says which are due on a date (oldest due first).
- **Learned** (:data:`LEARNED_AT_TOP`): a right answer given while a position is in the top box (:data:`TOP_BOX`)
  is counted (``top``; a wrong answer sets it back to 0, as it sends the position back to box 0); the second such
  answer retires the position: it is learned (:func:`is_learned`), never due again, and the shell removes it from
  its record and counts it per game (the record's ``learned``: :func:`checked_learned`), which :func:`overview`
  answers.
- **A cap per game** (:data:`MAX_PER_GAME`, :func:`capped`): when a review adds positions and a game would hold more,
  the ones that go first are the answered or not yet due ones in the highest boxes, the oldest first (made, then
  last answered); a position due and never answered is never dropped: if such positions alone fill the cap, the
  newest found by this review are the ones not added.
- **What is kept.** A position names its game and the rules ``version`` it was played under. One of another version
  is set aside (:func:`problem_of`: ``old_version``), never judged: a script replays under the current rules only.
  One naming a game this engine does not have, or whose moves do not play, is reported with a clear message and left
  as it is (the shell keeps it on the device): nothing is lost.

Dates are ``YYYY-MM-DD`` (the UTC calendar, as the daily deal's); a position's fields are checked before use.
"""

from __future__ import annotations

import copy
import datetime
import hashlib
import json
from typing import Any, Mapping, Optional, Sequence

from ..core import i18n, registry
from ..core.errors import CorruptSave, GameError, MalformedInput, excerpt
from ..core.registry import load
from .advice import _hard_player, decisions, display, judge, position_seed

#: Days until a position in box k comes back after a right answer into it (box 0: after a wrong answer).
BOX_DAYS = (1, 2, 4, 8, 16, 32)
#: The highest box: a position answered right there stays and comes back every ``BOX_DAYS[-1]`` days, until it is
#: learned.
TOP_BOX = len(BOX_DAYS) - 1
#: A position answered right this many times while in the top box is learned: retired from practice.
LEARNED_AT_TOP = 2
#: At most this many positions of one game are kept (:func:`capped`).
MAX_PER_GAME = 200
#: The format of a practice position (the shell's storage keeps it as the engine wrote it).
FORMAT = 1
#: A position's id: this many hex digits of the sha256 of what it is (the same decision, the same id).
ID_DIGITS = 16
#: At most this many positions are checked in one call (a record is the device's; a larger one is refused).
MAX_POSITIONS = 2000

#: The script's title, in the reader's language.
TITLE = {"en": "Find the better move", "de": "Finde den besseren Zug", "nl": "Vind de betere zet"}


# -- dates -------------------------------------------------------------------------------------------------------

def checked_date(value: Any, what: str = "today") -> datetime.date:
    """A ``YYYY-MM-DD`` date (:class:`MalformedInput` naming ``what`` for anything else)."""
    if not isinstance(value, str) or len(value) != 10:
        raise MalformedInput(f"{what} must be a date YYYY-MM-DD, not {excerpt(value)}", value)
    try:
        return datetime.date.fromisoformat(value)
    except ValueError as exc:
        raise MalformedInput(f"{what} must be a date YYYY-MM-DD, not {excerpt(value)}", value) from exc


def today_utc() -> str:
    return datetime.datetime.now(datetime.timezone.utc).date().isoformat()


def _later(day: datetime.date, days: int) -> str:
    try:
        return (day + datetime.timedelta(days=days)).isoformat()
    except OverflowError:  # (year 9999: it stays on the last day)
        return datetime.date.max.isoformat()


def caption(made: str) -> dict[str, str]:
    """The caption of a position's step: where it comes from, in en/de/nl (a script's texts are its own)."""
    return {lang: i18n.tr("core.practice.caption", lang, date=made) for lang in i18n.LANGUAGES}


# -- positions from a review -------------------------------------------------------------------------------------

def position_id(save: Mapping[str, Any], seat: int, ply: int) -> str:
    """The id of the decision at ``ply`` of ``seat`` in ``save``: the same decision of the same deal, the same id."""
    what = json.dumps([save["game"], save.get("version"), save.get("options") or {}, save["seed"], save.get("deal"),
                       save["actions"][:ply + 1], seat], sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(what.encode("utf-8")).hexdigest()[:ID_DIGITS]


def position_of(save: Mapping[str, Any], seat: int, ply: int, loss: float, made: str) -> dict[str, Any]:
    """The practice position of ``seat``'s decision at ``ply`` of ``save`` (made on ``made``, due at once)."""
    actions = [list(move) for move in save["actions"][:ply + 1]]
    script: dict[str, Any] = {"game": save["game"], "options": copy.deepcopy(save.get("options") or {}),
                              "seed": save["seed"], "actions": actions, "seat": seat, "open": False, "puzzles": [ply],
                              "title": dict(TITLE)}
    if save.get("deal") is not None:
        script["deal"] = copy.deepcopy(save["deal"])
    if save.get("names") is not None:
        script["names"] = copy.deepcopy(save["names"])  # ("You" and "Computer", as the match named them)
    script["captions"] = [""] * ply + [caption(made)]
    return {"format": FORMAT, "id": position_id(save, seat, ply), "game": save["game"], "version": save["version"],
            "seat": seat, "step": ply, "chosen": actions[ply][1], "loss": loss, "script": script, "made": made,
            "box": 0, "due": made, "right": 0, "wrong": 0, "last": None}


def review_part(save: Mapping[str, Any], seat: int, start: int = 0, count: Optional[int] = None,
                today: Optional[str] = None) -> dict[str, Any]:
    """The practice positions among ``seat``'s decisions ``start .. start+count`` of ``save`` (a replayable save):
    ``{positions, total, next}`` (``next``: the index of the next decision, ``None`` at the end). A decision whose
    move was the hard player's costs no playouts."""
    made = checked_date(today if today is not None else today_utc()).isoformat()
    game = load({**save, "actions": [], "undos": []})
    game.record_events = False
    plies = decisions(save, seat)
    if not 0 <= start <= len(plies):
        raise MalformedInput(f"start must be 0..{len(plies)}, not {start}", start)
    wanted = plies[start:start + count] if count is not None else plies[start:]
    found: list[dict[str, Any]] = []
    last = wanted[-1] if wanted else -1
    for ply, (mover, action) in enumerate(save["actions"][:last + 1]):
        if ply in wanted:
            costly = costly_loss(game, seat, action)
            if costly is not None:
                found.append(position_of(save, seat, ply, costly, made))
        game.apply(mover, action)
    end = start + len(wanted)
    return {"positions": found, "total": len(plies), "next": end if end < len(plies) else None}


def costly_loss(game: Any, seat: int, action: str) -> Optional[float]:
    """What ``action`` of ``seat`` cost in ``game`` (shown in the review's unit) when the review counts it costly
    (not the hard player's choice, its loss clearly above the noise), else ``None``."""
    best = _hard_player(game.name).choose(game.observation(seat), position_seed(game, seat))
    if action == best:
        return None
    loss, noise, _, _ = judge(game, seat, action, best)
    if loss <= noise:
        return None
    from .advice import advisor_of
    return display(loss, advisor_of(game.name))


# -- scheduling ---------------------------------------------------------------------------------------------------

def schedule(position: Mapping[str, Any], correct: bool, today: str) -> dict[str, Any]:
    """``position`` after an answer on ``today``: right, one box up and back :data:`BOX_DAYS` ``[box]`` days later
    (right in the top box: ``top`` counts it, :func:`is_learned`); wrong, box 0 and back the next day (``top`` 0)."""
    day = checked_date(today)
    box = _box(position)
    top = _count(position, "top") + 1 if correct and box == TOP_BOX else _count(position, "top") if correct else 0
    box = min(TOP_BOX, box + 1) if correct else 0
    out = dict(position)
    out.update(box=box, due=_later(day, BOX_DAYS[box]), last=day.isoformat(), top=top,
               right=_count(position, "right") + (1 if correct else 0),
               wrong=_count(position, "wrong") + (0 if correct else 1))
    return out


def is_learned(position: Mapping[str, Any]) -> bool:
    """Whether ``position`` was answered right :data:`LEARNED_AT_TOP` times in the top box: retired."""
    return _count(position, "top") >= LEARNED_AT_TOP


def is_due(position: Mapping[str, Any], today: str) -> bool:
    due_on = position.get("due")
    return isinstance(due_on, str) and due_on <= checked_date(today).isoformat() and not is_learned(position)


def due(positions: Sequence[Mapping[str, Any]], today: str) -> list[Mapping[str, Any]]:
    """The positions due on ``today`` (not set aside: :func:`problem_of`; not learned), the longest waiting first."""
    checked_date(today)
    found = [p for p in positions if problem_of(p) is None and is_due(p, today)]
    return sorted(found, key=lambda p: (str(p["due"]), str(p.get("made")), str(p["id"])))


def never_answered_and_due(position: Mapping[str, Any], today: str) -> bool:
    """A position waiting for its first answer: never dropped by :func:`capped`."""
    return problem_of(position) is None and is_due(position, today) \
        and _count(position, "right") + _count(position, "wrong") == 0


def _goes_first(position: Mapping[str, Any]) -> tuple[int, str, str, str]:
    """The order in which :func:`capped` lets positions go: the highest box, then the oldest (made, last answer)."""
    return (-_box(position), str(position.get("made")), str(position.get("last")), str(position.get("id")))


def capped(stored: Sequence[Any], found: Sequence[Mapping[str, Any]], today: str) -> dict[str, Any]:
    """What a review's new positions ``found`` do to the ``stored`` ones, :data:`MAX_PER_GAME` per game kept:
    ``{added, dropped}``: the positions to add (those with an id not stored yet) and the ids of stored ones to
    remove. Dropped first: positions that are answered or not due, the highest box and the oldest first; a position
    due and never answered is never dropped, so where such positions alone fill a game's cap the newest of ``found``
    are not added. Entries that name no game are left as they are."""
    checked_date(today)
    known = {p.get("id") for p in stored if isinstance(p, Mapping)}
    added: list[dict[str, Any]] = []
    for position in found:
        if position.get("id") not in known:
            known.add(position.get("id"))
            added.append(dict(position))
    dropped: list[str] = []
    for game in sorted({str(p.get("game")) for p in added}):
        mine = [p for p in stored if isinstance(p, Mapping) and p.get("game") == game]
        new = [p for p in added if p.get("game") == game]
        over = len(mine) + len(new) - MAX_PER_GAME
        if over <= 0:
            continue
        may_go = sorted((p for p in mine if not never_answered_and_due(p, today) and isinstance(p.get("id"), str)),
                        key=_goes_first)[:over]
        dropped.extend(str(p["id"]) for p in may_go)
        over -= len(may_go)
        if over > 0:  # the rest are all waiting for a first answer: the newest found are not added
            cut = {id(p) for p in new[-over:]}
            added = [p for p in added if id(p) not in cut]
    return {"added": added, "dropped": dropped}


def _box(position: Mapping[str, Any]) -> int:
    box = position.get("box", 0)
    return box if isinstance(box, int) and not isinstance(box, bool) and 0 <= box <= TOP_BOX else 0


def _count(position: Mapping[str, Any], key: str) -> int:
    n = position.get(key, 0)
    return n if isinstance(n, int) and not isinstance(n, bool) and n >= 0 else 0


# -- checking a stored position ----------------------------------------------------------------------------------

def problem_of(position: Any) -> Optional[dict[str, Any]]:
    """Why a stored position cannot be practised now, or ``None``: ``{code, params}``, code ``malformed`` (not a
    position), ``unknown_game``, ``old_version`` (set aside: another rules version) or ``broken`` (its moves do not
    play here). The texts: :func:`problem_text`."""
    if not isinstance(position, Mapping) or not isinstance(position.get("id"), str) \
            or not isinstance(position.get("script"), Mapping) or not isinstance(position.get("step"), int) \
            or not isinstance(position.get("due"), str):
        return {"code": "malformed", "params": {}}
    game = position.get("game")
    if not isinstance(game, str) or game not in registry.names() or position["script"].get("game") != game:
        return {"code": "unknown_game", "params": {"game": excerpt(game)}}
    cls = registry.get(game).game
    if position.get("version") != cls.version:
        return {"code": "old_version", "params": {"version": excerpt(position.get("version")),
                                                  "current": cls.version}}
    return None


def playable_problem(position: Any) -> Optional[dict[str, Any]]:
    """:func:`problem_of`, and for a position without one: its script replays to its step with a choice of its
    seat there (else ``broken``, with the engine's reason)."""
    found = problem_of(position)
    if found is not None:
        return found
    script = position["script"]
    step = position["step"]
    try:
        cls = registry.get(position["game"]).game
        actions = script.get("actions")
        if not isinstance(actions, list) or not 0 <= step < len(actions) or script.get("puzzles") != [step]:
            raise MalformedInput(f"its step {step} is not its puzzle", step)
        game = load({"game": cls.name, "version": cls.version, "options": script.get("options") or {},
                     "seed": script.get("seed"), "deal": script.get("deal"), "actions": actions[:step]})
        seat = script.get("seat")
        if game.to_move() != seat or len(game.legal_ids(seat)) < 2:
            raise MalformedInput(f"at its step {step} seat {excerpt(seat)} has no choice", step)
    except (GameError, CorruptSave, KeyError, TypeError, ValueError) as exc:
        return {"code": "broken", "params": {"reason": str(exc)[:200]}}
    return None


def problem_text(problem: Mapping[str, Any], lang: str) -> str:
    params = {k: v for k, v in problem.get("params", {}).items()}
    if problem["code"] == "unknown_game":
        params["game"] = params.get("game", "?")
    return i18n.tr(f"core.practice.problem.{problem['code']}", lang, **params)


def checked_positions(value: Any) -> list[Any]:
    if not isinstance(value, list) or len(value) > MAX_POSITIONS:
        raise MalformedInput(f"positions must be a list of at most {MAX_POSITIONS} practice positions",
                             type(value).__name__)
    return value


def checked_found(value: Any) -> list[Mapping[str, Any]]:
    """A review's new positions as the shell sends them back (``practice_add``): each a position this engine can
    show (:func:`problem_of`), else :class:`MalformedInput` naming the first that is not."""
    found = checked_positions(value)
    for index, position in enumerate(found):
        problem = problem_of(position)
        if problem is not None:
            raise MalformedInput(f"new position {index} is not one to add: {problem_text(problem, 'en')}", index)
    return found


def checked_learned(value: Any) -> dict[str, int]:
    """The record's ``learned``: how many positions of each game were learned (``{game: count}``; ``None``: none).
    Anything else is :class:`MalformedInput`."""
    if value is None:
        return {}
    if not isinstance(value, Mapping) or len(value) > 1000 or any(
            not isinstance(k, str) or isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= 10**9
            for k, n in value.items()):
        raise MalformedInput("learned must be an object {game: count of positions learned}", excerpt(value))
    return dict(value)


def overview(positions: Sequence[Any], today: str, lang: str, game: Optional[str] = None,
             learned: Optional[Mapping[str, int]] = None) -> dict[str, Any]:
    """What the shell shows: ``due`` (the ids due on ``today``, in order; of ``game`` only if given), ``counts``
    (due per game), ``next`` (the earliest later due date, or ``None``), ``learned`` (positions learned per game,
    of ``game`` only if given: the record's count, and any learned one still stored) and ``problems`` (``[{id, game,
    code, message}]``: positions set aside or not found; they stay on the device as they are)."""
    checked_date(today)
    learned_counts = {name: n for name, n in (learned or {}).items() if game is None or name == game}
    problems = []
    usable = []
    for entry in positions:
        if game is not None and isinstance(entry, Mapping) and entry.get("game") != game:
            continue
        found = playable_problem(entry) if game is not None else problem_of(entry)
        if found is None and is_learned(entry):  # (one the shell could not remove yet: not due, counted learned)
            learned_counts[entry["game"]] = learned_counts.get(entry["game"], 0) + 1
            continue
        if found is None:
            usable.append(entry)
            continue
        named = entry if isinstance(entry, Mapping) else {}
        problems.append({"id": named.get("id") if isinstance(named.get("id"), str) else None,
                         "game": named.get("game") if isinstance(named.get("game"), str) else None,
                         "code": found["code"], "message": problem_text(found, lang)})
    now_due = due(usable, today)
    counts: dict[str, int] = {}
    for p in now_due:
        counts[p["game"]] = counts.get(p["game"], 0) + 1
    later = sorted(str(p["due"]) for p in usable if not is_due(p, today))
    return {"due": [p["id"] for p in now_due], "counts": counts, "next": later[0] if later else None,
            "learned": learned_counts, "problems": problems}


i18n.register("en", {
    "core.practice.caption": "From your match of {date}: the move you chose here cost you. Find the better one.",
    "core.practice.problem.malformed": "A stored practice position is damaged: it is kept, but cannot be shown.",
    "core.practice.problem.unknown_game": ("A stored practice position names the game “{game}”, which this site "
                                           "does not have: it is kept, but cannot be shown."),
    "core.practice.problem.old_version": ("A practice position from rules version {version} (the rules are now "
                                          "version {current}) is set aside: it is kept, and never judged wrong."),
    "core.practice.problem.broken": ("A stored practice position cannot be replayed ({reason}): it is kept, but "
                                     "cannot be shown."),
})
i18n.register("de", {
    "core.practice.caption": ("Aus deiner Partie vom {date}: Dein Zug hier hat dich etwas gekostet. Finde den "
                              "besseren."),
    "core.practice.problem.malformed": ("Eine gespeicherte Übungsstellung ist beschädigt: Sie bleibt erhalten, "
                                        "kann aber nicht gezeigt werden."),
    "core.practice.problem.unknown_game": ("Eine gespeicherte Übungsstellung nennt das Spiel „{game}“, das es hier "
                                           "nicht gibt: Sie bleibt erhalten, kann aber nicht gezeigt werden."),
    "core.practice.problem.old_version": ("Eine Übungsstellung aus Regelversion {version} (jetzt gilt Version "
                                          "{current}) ist zurückgelegt: Sie bleibt erhalten und wird nie als falsch "
                                          "gewertet."),
    "core.practice.problem.broken": ("Eine gespeicherte Übungsstellung lässt sich nicht nachspielen ({reason}): "
                                     "Sie bleibt erhalten, kann aber nicht gezeigt werden."),
})
i18n.register("nl", {
    "core.practice.caption": "Uit je partij van {date}: de zet die je hier koos kostte je iets. Vind een betere.",
    "core.practice.problem.malformed": ("Een bewaarde oefenstelling is beschadigd: ze blijft bewaard, maar kan niet "
                                        "getoond worden."),
    "core.practice.problem.unknown_game": ("Een bewaarde oefenstelling noemt het spel ‘{game}’, dat deze site niet "
                                           "heeft: ze blijft bewaard, maar kan niet getoond worden."),
    "core.practice.problem.old_version": ("Een oefenstelling uit regelversie {version} (nu geldt versie {current}) "
                                          "is opzijgelegd: ze blijft bewaard en wordt nooit fout gerekend."),
    "core.practice.problem.broken": ("Een bewaarde oefenstelling kan niet nagespeeld worden ({reason}): ze blijft "
                                     "bewaard, maar kan niet getoond worden."),
})
