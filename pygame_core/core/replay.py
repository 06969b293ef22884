"""Replays: a match shown position by position, for an imported file, a shared link or a scripted rules example.

Three sources, one shape (a :class:`Replay` answers "the view of seat S after K actions" and a caption):

- a **save** (``{game, version, options, seed, deal, actions}``): the whole match, every seat's view
  (shared only when the match is over or the sharer chose a full replay: the seed shows every hidden card);
- a **seat record** (:func:`seat_record`): what one seat saw, view by view, with no seed and no deal, so a
  link to a match still running never shows the other seats' hidden cards (readings: issue 6, "a link never
  reveals the hidden cards of a game still in progress unless the sharer chooses a full replay");
- a **script** (:class:`Script`): a fixed deal and a list of actions with a caption per position (rules examples
  in embeds and on the demo page; the games declare theirs in ``games/<game>/examples.py``).

A shared link or exported file is :func:`pack` of a :func:`share_file` object: JSON, zlib, base64url.
Everything read back is untrusted: :func:`unpack` and :func:`open_replay` raise :class:`CorruptSave` on
anything malformed, with limits on size so a hostile link cannot exhaust memory.
"""

from __future__ import annotations

import base64
import binascii
import copy
import json
import zlib
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Optional

from . import i18n, jsontext
from .errors import CorruptSave, MalformedInput
from .game import VIEW_LOG_LIMIT, Game
from .options import options_to_json

#: Format tag of a shared file / link.
SHARE_FORMAT = "cardgames-replay/1"
#: A link or file larger than this (bytes of JSON) is refused.
MAX_SHARE_BYTES = 4_000_000
#: A replay longer than this (positions) is refused.
MAX_STEPS = 5_000
#: A custom script's caption longer than this is refused.
MAX_CAPTION = 600
#: View fields a replay does not carry: a replay is looked at, not played.
_NOT_REPLAYED = ("legal", "log")


@dataclass(frozen=True)
class Script:
    """A scripted rules example: a fixed first deal, the actions that show one rule, a caption per position.

    ``captions`` are message keys (registered with :func:`i18n.register` in the game's ``examples.py``), one per
    position: ``captions[0]`` describes the deal, ``captions[k]`` the position after ``actions[k-1]``.
    """

    game: str
    name: str
    #: Message key of the example's title.
    title: str
    actions: tuple[tuple[int, str], ...]
    captions: tuple[str, ...]
    #: The seat whose view is shown first (the viewer can switch: a script hides nothing).
    seat: int = 0
    options: Mapping[str, Any] = field(default_factory=dict)
    seed: int = 1
    deal: Optional[Mapping[str, Any]] = None

    @classmethod
    def declare(cls, game: str, name: str, actions: tuple[tuple[int, str], ...], **fields: Any) -> "Script":
        """A game's example with its message keys by convention: ``<game>.example.<name>.title`` and
        ``<game>.example.<name>.<n>`` for each position ``n`` (0 = the deal)."""
        prefix = f"{game}.example.{name}."
        return cls(game=game, name=name, title=prefix + "title", actions=tuple(actions),
                   captions=tuple(prefix + str(n) for n in range(len(actions) + 1)), **fields)

    def save(self, version: int) -> dict[str, Any]:
        """The script as a save of rules version ``version`` (what :meth:`Game.load` replays)."""
        return {"game": self.game, "version": version, "options": dict(self.options), "seed": self.seed,
                "deal": copy.deepcopy(dict(self.deal)) if self.deal is not None else None,
                "actions": [[seat, action] for seat, action in self.actions]}


# -- packing ------------------------------------------------------------------------------------------


def pack(obj: Mapping[str, Any]) -> str:
    """JSON, zlib, base64url without padding: the text after ``#replay=`` in a link."""
    raw = json.dumps(obj, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    return base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode("ascii").rstrip("=")


def unpack(text: Any) -> dict[str, Any]:
    """The object :func:`pack` made; :class:`CorruptSave` for anything else."""
    if not isinstance(text, str) or not text or len(text) > MAX_SHARE_BYTES:
        raise CorruptSave("a replay link must carry a non-empty text")
    try:
        packed = base64.urlsafe_b64decode(text.strip() + "=" * (-len(text.strip()) % 4))
        inflater = zlib.decompressobj()
        raw = inflater.decompress(packed, MAX_SHARE_BYTES + 1)
        if len(raw) > MAX_SHARE_BYTES or inflater.unconsumed_tail:
            raise CorruptSave("this replay link is too large")
        obj = jsontext.loads(raw.decode("utf-8"))
    except (binascii.Error, ValueError, zlib.error, UnicodeDecodeError, RecursionError) as exc:
        raise CorruptSave(f"this replay link is damaged ({exc.__class__.__name__})") from exc
    if not isinstance(obj, dict):
        raise CorruptSave("a replay must be an object")
    return obj


# -- making a share -----------------------------------------------------------------------------------


def share_file(game: Game, seat: int, full: bool, lang: str = i18n.DEFAULT_LANGUAGE) -> dict[str, Any]:
    """What an exported file / link of ``game`` holds, shared by ``seat``.

    A finished match, or a running one when the sharer chose ``full``, is its save (every card can be
    replayed). A running match otherwise is :func:`seat_record`: only what ``seat`` saw.
    """
    if full or game.is_over:
        return {"format": SHARE_FORMAT, "kind": "save", "seat": seat, "save": game.save()}
    return {"format": SHARE_FORMAT, "kind": "seat", **seat_record(game, seat, lang)}


def seat_record(game: Game, seat: int, lang: str = i18n.DEFAULT_LANGUAGE) -> dict[str, Any]:
    """What ``seat`` saw, position by position: the first view, then per action the view's changed fields and
    the new log lines. No seed, no deal, no other seat's hidden card (each view is ``seat``'s own)."""
    replay = type(game).new(options_to_json(game.options), game.seed, game.deal, game.rules_version,
                            game.seat_names)
    steps: list[dict[str, Any]] = []
    previous: dict[str, Any] = {}
    previous_log: list[dict[str, Any]] = []
    for n in range(len(game.history) + 1):
        if n:
            mover, action = game.history[n - 1]
            replay.apply(mover, action)
        view = replay.view(seat, lang)
        log = view.get("log", [])
        fields = {k: v for k, v in view.items() if k not in _NOT_REPLAYED}
        changed = {k: v for k, v in fields.items() if k not in previous or previous[k] != v}
        dropped, added = _log_change(previous_log, log)
        steps.append({"v": changed, "gone": [k for k in previous if k not in fields], "drop": dropped, "add": added})
        previous, previous_log = fields, log
    return {"game": game.name, "version": game.rules_version, "seat": seat, "lang": lang, "steps": steps}


def _log_change(before: list[dict[str, Any]], after: list[dict[str, Any]]) -> tuple[int, list[dict[str, Any]]]:
    """How ``after`` follows from ``before``: drop that many lines from the front, then append the rest."""
    for dropped in range(len(before) + 1):
        kept = before[dropped:]
        if after[:len(kept)] == kept:
            return dropped, after[len(kept):]
    return len(before), after  # pragma: no cover - the loop ends with kept == [] which always matches


# -- opening a replay ---------------------------------------------------------------------------------


class Replay:
    """A match to step through: ``count`` positions (0 = the deal), each shown as a seat's view."""

    def __init__(self, game_name: str, count: int, seat: int, seats: int, kind: str,
                 view_at: Callable[[int, int, str], tuple[dict[str, Any], list[str]]],
                 caption_at: Callable[[int, str], str], title: Callable[[str], str],
                 switch_seats: bool) -> None:
        self.game = game_name
        self.count = count
        self.seat = seat
        self.seats = seats
        self.kind = kind
        self._view_at = view_at
        self._caption_at = caption_at
        self._title = title
        #: Whether the viewer may show other seats (a full save or a script: nothing is hidden).
        self.switch_seats = switch_seats

    def summary(self, lang: str) -> dict[str, Any]:
        """What the viewer shows before the first step, with the seats' names (``None`` for an old seat record)."""
        first = self._view_at(0, self.seat, lang)[0]
        return {"game": self.game, "count": self.count, "seat": self.seat, "seats": self.seats, "kind": self.kind,
                "switch_seats": self.switch_seats, "title": self._title(lang), "names": first.get("names"),
                "you": first.get("you")}

    def step(self, k: int, seat: Optional[int], lang: str) -> dict[str, Any]:
        """Position ``k``: the view of ``seat`` (default the replay's seat), the log lines it added, the caption."""
        if not isinstance(k, int) or isinstance(k, bool) or not 0 <= k < self.count:
            raise MalformedInput(f"step must be an integer in 0..{self.count - 1}", k)
        if seat is None:
            seat = self.seat
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.seats:
            raise MalformedInput(f"no seat {seat!r} in this replay", seat)
        if seat != self.seat and not self.switch_seats:
            raise MalformedInput("this replay shows one seat only", seat)
        view, events = self._view_at(k, seat, lang)
        return {"step": k, "count": self.count, "seat": seat, "view": view, "events": events,
                "caption": self._caption_at(k, lang)}


def replay_of_save(cls: type[Game], save: Mapping[str, Any], seat: int = 0,
                   captions: Optional[Callable[[int, str], str]] = None,
                   title: Optional[Callable[[str], str]] = None, kind: str = "save") -> Replay:
    """Every position of a save; any seat may be shown. Raises :class:`CorruptSave` if it does not replay."""
    final = cls.load(save)  # checks every action once
    actions = [tuple(a) for a in save["actions"]]
    if len(actions) + 1 > MAX_STEPS:
        raise CorruptSave(f"a replay may have at most {MAX_STEPS} positions", len(actions))
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < final.num_seats:
        seat = 0
    cache: dict[str, Any] = {"game": None, "n": -1, "marks": []}

    def game_at(k: int) -> tuple[Game, int]:
        g, n = cache["game"], cache["n"]
        if g is None or n > k:
            g = cls.new(save.get("options"), save.get("seed"), save.get("deal"), final.rules_version,
                        final.seat_names)
            n, cache["marks"] = 0, [len(g.events)]
        while n < k:
            g.apply(actions[n][0], actions[n][1])
            n += 1
            cache["marks"].append(len(g.events))
        cache["game"], cache["n"] = g, n
        return g, (cache["marks"][k - 1] if k else 0)

    def view_at(k: int, s: int, lang: str) -> tuple[dict[str, Any], list[str]]:
        g, since = game_at(k)
        view = g.view(s, lang)
        view["legal"] = []
        return view, [e["text"] for e in g.events_for(s, since, lang)]

    return Replay(cls.name, len(actions) + 1, seat, final.num_seats, kind, view_at,
                  captions or (lambda k, lang: ""), title or (lambda lang: ""), switch_seats=True)


def replay_of_record(record: Mapping[str, Any], versions: tuple[int, ...]) -> Replay:
    """The positions of a :func:`seat_record` (untrusted: every field is checked).

    The cost follows the record's size: each step's changes are checked once and kept as they came; a position is
    put together when it is shown (from the nearest position already built, walking forward), and its log is a
    slice of one list of every line the record adds (a log only ever loses lines at its front and gains them at
    its end), cut to the newest ``VIEW_LOG_LIMIT`` lines like a live view.
    """
    steps = record.get("steps")
    seat = record.get("seat")
    if not isinstance(steps, list) or not steps or len(steps) > MAX_STEPS:
        raise CorruptSave("a seat record needs a list of steps")
    if isinstance(record.get("version"), bool) or record.get("version") not in versions:
        raise CorruptSave(f"this replay is from rules version {record.get('version')!r}", record.get("version"))
    if not isinstance(seat, int) or isinstance(seat, bool) or seat < 0:
        raise CorruptSave("a seat record needs its seat", seat)
    lines: list[dict[str, Any]] = []      # every log line the record adds, in order
    spans: list[tuple[int, int]] = []     # position k's log: lines[first:end]
    first = 0
    for n, step in enumerate(steps):
        if (not isinstance(step, dict) or not isinstance(step.get("v"), dict) or not isinstance(step.get("add"), list)
                or not isinstance(step.get("drop"), int) or isinstance(step.get("drop"), bool)
                or not isinstance(step.get("gone", []), list)):
            raise CorruptSave(f"step {n} of the seat record is malformed", n)
        if not 0 <= step["drop"] <= len(lines) - first or not all(
                isinstance(e, dict) and isinstance(e.get("text"), str) for e in step["add"]):
            raise CorruptSave(f"step {n} of the seat record has a malformed log", n)
        first += step["drop"]
        lines.extend(step["add"])
        spans.append((first, len(lines)))
    cursor: dict[str, Any] = {"k": -1, "view": {}}

    def fields_at(k: int) -> dict[str, Any]:
        if k < cursor["k"]:
            cursor["k"], cursor["view"] = -1, {}
        view = cursor["view"]
        for n in range(cursor["k"] + 1, k + 1):
            gone = steps[n].get("gone", [])
            if gone:
                view = {key: value for key, value in view.items() if key not in gone}
            view.update(steps[n]["v"])
            if view.get("game") != record.get("game") or view.get("seat") != seat:
                raise CorruptSave(f"step {n} of the seat record is not a view of seat {seat}", n)
        cursor["k"], cursor["view"] = k, view
        return view

    seats = fields_at(0).get("seats")
    if not isinstance(seats, int) or isinstance(seats, bool) or not 0 <= seat < seats:
        raise CorruptSave("the seat record's views do not name their seats", seats)
    fields_at(len(steps) - 1)  # every position is a view of this seat: refused now, not halfway through

    def view_at(k: int, s: int, lang: str) -> tuple[dict[str, Any], list[str]]:
        view = dict(fields_at(k))
        view["legal"] = []
        begin, end = spans[k]
        view["log"] = lines[max(begin, end - VIEW_LOG_LIMIT):end]
        news = steps[k]["add"][-VIEW_LOG_LIMIT:]
        return view, [e["text"] for e in news]

    return Replay(str(record.get("game")), len(steps), seat, seats, "seat", view_at,
                  lambda k, lang: "", lambda lang: "", switch_seats=False)


def check_custom_script(obj: Any) -> dict[str, Any]:
    """A blogger's own script from a URL (``{game, options, seed, deal, actions, captions, seat, title}``),
    checked field by field; captions are plain text in the blogger's language."""
    if not isinstance(obj, Mapping):
        raise MalformedInput("a script must be an object", obj)
    captions = obj.get("captions", [])
    actions = obj.get("actions", [])
    if not isinstance(actions, list) or len(actions) + 1 > MAX_STEPS:
        raise MalformedInput("a script needs a list of actions", actions)
    if not isinstance(captions, list) or len(captions) > len(actions) + 1 or not all(
            isinstance(c, str) and len(c) <= MAX_CAPTION for c in captions):
        raise MalformedInput(f"captions must be a list of at most {len(actions) + 1} texts "
                             f"of at most {MAX_CAPTION} characters", captions)
    title = obj.get("title", "")
    if not isinstance(title, str) or len(title) > MAX_CAPTION:
        raise MalformedInput("a script's title must be a short text", title)
    return {"captions": list(captions) + [""] * (len(actions) + 1 - len(captions)), "title": title}


def script_captions(script: Script) -> tuple[Callable[[int, str], str], Callable[[str], str]]:
    """Caption and title lookups of a declared script (message keys, translated)."""
    return (lambda k, lang: i18n.tr(script.captions[k], lang)), (lambda lang: i18n.tr(script.title, lang))


def check_script(script: Script, cls: type[Game]) -> None:
    """A declared script is well formed: one caption per position, and its actions replay legally (that its texts
    are translated is checked by tests/test_replay.py, against the message catalogs)."""
    if len(script.captions) != len(script.actions) + 1:
        raise ValueError(f"{script.game}/{script.name}: {len(script.captions)} captions "
                         f"for {len(script.actions) + 1} positions")
    cls.load(script.save(cls.version))
