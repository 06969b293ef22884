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
import re
import zlib
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Optional, Union

from . import contract as viewcontract
from . import i18n, jsontext
from .errors import CorruptSave, MalformedInput, excerpt
from .game import VIEW_LOG_LIMIT, Game
from .options import options_to_json

#: Format tag of a shared file / link.
SHARE_FORMAT = "cardgames-replay/1"
#: A link's text or a file longer than this (characters) is refused before anything else (``web/share.js`` refuses
#: a larger file before reading it).
MAX_SHARE_BYTES = 16_000_000
#: What a link's text may unpack to: at most this many bytes of JSON per character of the text, plus
#: :data:`UNPACK_ALLOWANCE` (what the share button makes unpacks to 2-14 bytes per character; a text made to unpack
#: to far more, a "zip bomb", costs no more than its length says), and never more than :data:`MAX_UNPACKED`.
MAX_RATIO = 32
UNPACK_ALLOWANCE = 65_536
MAX_UNPACKED = 64_000_000
#: The share button's link holds at most this many characters; a longer share is a file (:func:`share_answer`).
MAX_LINK = 100_000
#: A scripted example (a blogger's ``script``) longer than this (positions) is refused.
MAX_STEPS = 5_000
#: A link of a save holds at most :data:`STEPS_ALLOWANCE` positions plus one per character of its text (the share
#: button's take about two characters per action: a 12,000-move match is a 25,000-character link), so opening
#: one costs what its length says; a file's actions are bounded by its size alone (each takes several bytes).
STEPS_ALLOWANCE = 1_000
#: A custom script's caption longer than this is refused.
MAX_CAPTION = 600
#: View fields a seen-only record does not carry as they are: a replay is looked at, not played (no ``legal``); the
#: log goes apart; ``contract`` goes in its parts (``contract.<part>``, contract.RECORDED_PARTS), each kept only
#: when it changed (whole at every step, it doubled a record's size), and put together again when a step is shown;
#: the table field by field (``contract.table.<field>``, contract.TABLE_FIELD): a court whose score changes at
#: every step keeps its finished rallies once, not at every step.
_NOT_REPLAYED = ("legal", "log", "contract")


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
    """The object :func:`pack` made; :class:`CorruptSave` for anything else.

    Its cost is checked before it is paid: the text's length, then what it unpacks to (at most
    :data:`MAX_RATIO` bytes per character, see :func:`unpacked_limit`), then the JSON's depth (``jsontext``: one
    pass), and only then is it parsed."""
    if not isinstance(text, str) or not text or len(text) > MAX_SHARE_BYTES:
        raise CorruptSave(f"a replay link must carry a text of 1 to {MAX_SHARE_BYTES} characters",
                          len(text) if isinstance(text, str) else None)
    limit = unpacked_limit(len(text))
    try:
        packed = base64.urlsafe_b64decode(text.strip() + "=" * (-len(text.strip()) % 4))
        inflater = zlib.decompressobj()
        raw = inflater.decompress(packed, limit + 1)
        if len(raw) > limit or inflater.unconsumed_tail:
            raise CorruptSave(f"this replay link unpacks to more than {limit} bytes ({MAX_RATIO} per character of "
                              "its text): it is not one the share button made", len(text))
        obj = jsontext.loads(raw.decode("utf-8"))
    except (binascii.Error, ValueError, zlib.error, UnicodeDecodeError, RecursionError) as exc:
        raise CorruptSave(f"this replay link is damaged ({exc.__class__.__name__})") from exc
    if not isinstance(obj, dict):
        raise CorruptSave("a replay must be an object")
    return obj


def unpacked_limit(length: int) -> int:
    """How many bytes of JSON a packed text of ``length`` characters may unpack to."""
    return min(MAX_UNPACKED, UNPACK_ALLOWANCE + MAX_RATIO * length)


def steps_limit(length: Optional[int]) -> Optional[int]:
    """How many positions a replay from a packed text of ``length`` characters may have (``None``: a file, bounded
    by its size alone)."""
    return None if length is None else STEPS_ALLOWANCE + length


# -- making a share -----------------------------------------------------------------------------------


def share_file(game: Game, seat: int, full: bool, lang: str = i18n.DEFAULT_LANGUAGE) -> dict[str, Any]:
    """What an exported file / link of ``game`` holds, shared by ``seat``.

    A finished match, or a running one when the sharer chose ``full``, is its save (every card can be
    replayed). A running match otherwise is :func:`seat_record`: only what ``seat`` saw.
    """
    if full or game.is_over:
        return {"format": SHARE_FORMAT, "kind": "save", "seat": seat, "save": game.save()}
    return {"format": SHARE_FORMAT, "kind": "seat", **seat_record(game, seat, lang)}


#: A shared file holds its JSON as it is up to this size; a larger one (a seen-only replay of a long match: about
#: 1.5 kB per position) holds it packed, as a link would (``{format, kind: "packed", packed}``), 10-15 times smaller.
MAX_PLAIN_FILE = 1_000_000


def share_answer(shared: dict[str, Any]) -> dict[str, Any]:
    """What the share button offers for ``shared``: ``packed``, the link's text, when it is at most
    :data:`MAX_LINK` characters (else ``None``: the match is shared as a file), and ``file``, the file to download,
    which opens with "Open a replay file" whatever the length of the match."""
    raw = json.dumps(shared, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    packed = base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode("ascii").rstrip("=")
    file = shared if len(raw) <= MAX_PLAIN_FILE else {"format": SHARE_FORMAT, "kind": "packed", "packed": packed}
    return {"packed": packed if len(packed) <= MAX_LINK else None, "file": file, "link_chars": len(packed)}


def seat_record(game: Game, seat: int, lang: str = i18n.DEFAULT_LANGUAGE) -> dict[str, Any]:
    """What ``seat`` saw, position by position: the first view, then per action the view's changed fields and
    the new log lines. No seed, no deal, no other seat's hidden card (each view is ``seat``'s own)."""
    replay = type(game).new(options_to_json(game.options), game.seed, game.deal, game.rules_version,
                            game.seat_names)
    replay.salt = game.salt  # (its views show the same fingerprint; the seed only in the last, once it is over)
    steps: list[dict[str, Any]] = []
    shown = type(game).presentation
    played_only = shown.played_only if shown is not None else ()
    previous: dict[str, Any] = {}
    previous_log: list[dict[str, Any]] = []
    for n in range(len(game.history) + 1):  # (each log line is written once: Game.log_for keeps the last log's)
        if n:
            mover, action = game.history[n - 1]
            replay.apply(mover, action)
        view = replay.view(seat, lang)
        log = view.get("log", [])
        fields = {k: v for k, v in view.items() if k not in _NOT_REPLAYED}
        fields.update(recorded_contract(view["contract"], played_only))
        changed = {k: v for k, v in fields.items() if k not in previous or previous[k] != v}
        dropped, added = _log_change(previous_log, log)
        steps.append({"v": changed, "gone": [k for k in previous if k not in fields], "drop": dropped,
                      "add": added})
        previous, previous_log = fields, log
    return {"game": game.name, "version": game.rules_version, "seat": seat, "lang": lang, "steps": steps}


def recorded_contract(part: Mapping[str, Any], played_only: tuple[str, ...] = ()) -> dict[str, Any]:
    """A view's ``contract`` as a seen-only record's fields (``contract.<part>``), without what only a seat at play
    needs: the hand's moves (``actions``) and why a card cannot be played now (``reason``), and the table's
    ``played_only`` fields (ViewContract.played_only); the table field by field (``contract.table.<field>``), so a
    step carries only the table's fields that changed."""
    recorded = {f"contract.{name}": part[name] for name in viewcontract.RECORDED_PARTS if name != "table"}
    recorded["contract.hand"] = [viewcontract.seen_hand_entry(entry) for entry in part["hand"]]
    recorded.update({f"{viewcontract.TABLE_FIELD}{key}": value for key, value in part["table"].items()
                     if key not in played_only})
    return recorded


def shown_contract(fields: dict[str, Any], contract: viewcontract.ViewContract) -> dict[str, Any]:
    """The ``contract`` of a seen-only view put together from its recorded parts (taken out of ``fields``) and, in a
    record made before a field moved into the contract, from that field at the top level
    (ViewContract.old_fields_in_place). The table's fields are each a field of their own (``contract.table.<field>``);
    a record made before carries the table whole (``contract.table``)."""
    parts = {name: fields.pop(f"contract.{name}") for name in viewcontract.RECORDED_PARTS
             if f"contract.{name}" in fields}
    table = {key[len(viewcontract.TABLE_FIELD):]: fields.pop(key) for key in list(fields)
             if key.startswith(viewcontract.TABLE_FIELD)}
    if table:
        parts["table"] = {**parts.get("table", {}), **table}
    return contract.old_fields_in_place(fields, parts)


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
        #: A full save's ``{options, seed, deal, seats}``: what "Play this deal again" starts (None: not offered).
        self.again: Optional[dict[str, Any]] = None
        #: A script's puzzle steps: positions where the reader chooses the move (the bridge's ``puzzle_check``).
        self.puzzles: list[int] = []
        #: The date of the daily deal this replay is (issue 35: the bridge checked its seed is that date's).
        self.daily: Optional[str] = None

    def title_with(self, title: Callable[[str], str]) -> None:
        """Give the replay another title (the bridge: a daily deal's, issue 35)."""
        self._title = title

    def summary(self, lang: str) -> dict[str, Any]:
        """What the viewer shows before the first step, with the seats' names (``None`` for an old seat record)."""
        first = self._view_at(0, self.seat, lang)[0]
        return {"game": self.game, "count": self.count, "seat": self.seat, "seats": self.seats, "kind": self.kind,
                "switch_seats": self.switch_seats, "title": self._title(lang), "names": first.get("names"),
                "you": first.get("you"), **({"again": self.again} if self.again is not None else {}),
                **({"puzzles": list(self.puzzles)} if self.puzzles else {}),
                **({"daily": self.daily} if self.daily is not None else {})}

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


#: A replay of a save keeps a copy of the match every this many positions: showing a position before the one shown
#: last replays at most this many actions (a 12,000-move match replayed them all for every Back).
SAVE_KEPT_EVERY = 256


def replay_of_save(cls: type[Game], save: Mapping[str, Any], seat: int = 0,
                   captions: Optional[Callable[[int, str], str]] = None,
                   title: Optional[Callable[[str], str]] = None, kind: str = "save",
                   max_steps: Optional[int] = MAX_STEPS, legal_at: frozenset[int] = frozenset()) -> Replay:
    """Every position of a save; any seat may be shown. Raises :class:`CorruptSave` if it does not replay or has
    more than ``max_steps`` positions (checked before any action is played; ``None``: a file, as long as the
    match it holds: its size bounds it). At the positions ``legal_at`` (a script's puzzle steps) the view of the
    replay's seat keeps its ``legal`` moves: the reader chooses one there."""
    listed = save.get("actions") if isinstance(save, Mapping) else None
    if max_steps is not None and isinstance(listed, list) and len(listed) + 1 > max_steps:
        raise CorruptSave(f"this replay has {len(listed) + 1} positions; one of its length may have at most "
                          f"{max_steps} (a longer match is shared as a file)", len(listed))
    final = cls.load(save)  # checks every action once
    actions = [tuple(a) for a in save["actions"]]
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < final.num_seats:
        seat = 0
    cache: dict[str, Any] = {"game": None, "n": -1}
    marks: list[int] = []          # marks[j]: the number of events after j actions (up to the furthest position shown)
    kept: dict[int, Game] = {}     # a copy of the match at every SAVE_KEPT_EVERY-th position passed

    def game_at(k: int) -> tuple[Game, int]:
        g, n = cache["game"], cache["n"]
        start = k - k % SAVE_KEPT_EVERY
        if g is None or n > k or (n < start and start in kept):
            # from the copy kept just before k: any position costs at most SAVE_KEPT_EVERY actions once passed
            if start in kept:
                g, n = kept[start].clone(), start
            else:
                g, n = cls.new(save.get("options"), save.get("seed"), save.get("deal"), final.rules_version,
                               final.seat_names), 0
                g.salt = final.salt  # (the fingerprint the match showed)
                kept[0] = g.clone()
                if not marks:
                    marks.append(len(g.events))
        while n < k:
            g.apply(actions[n][0], actions[n][1])
            n += 1
            if n == len(marks):
                marks.append(len(g.events))
            if n % SAVE_KEPT_EVERY == 0 and n not in kept:
                kept[n] = g.clone()
        cache["game"], cache["n"] = g, n
        return g, (marks[k - 1] if k else 0)

    def view_at(k: int, s: int, lang: str) -> tuple[dict[str, Any], list[str]]:
        g, since = game_at(k)
        view = g.view(s, lang)
        if k not in legal_at or s != seat:
            view["legal"] = []
        return view, [e["text"] for e in g.events_for(s, since, lang)]

    return Replay(cls.name, len(actions) + 1, seat, final.num_seats, kind, view_at,
                  captions or (lambda k, lang: ""), title or (lambda lang: ""), switch_seats=True)


#: A seen-only replay keeps every this many positions whole, so showing any position puts together at most this
#: many steps (Back costs as little as Next).
CHECKPOINT_EVERY = 64
#: What a line of a seen-only replay's log may be (a live view's log line: ``Event.to_json``).
_LOG_LINE = viewcontract.Record({"text": viewcontract.TEXT, "seq": viewcontract.INT, "type": viewcontract.Text(80)})
#: Fields that name the view itself: never gone, never changed.
_IDENTITY = ("game", "seat", "seats")


def replay_of_record(record: Mapping[str, Any], versions: tuple[int, ...],
                     contract: viewcontract.ViewContract = viewcontract.BASE, seat_counts: tuple[int, ...] = (),
                     max_steps: Optional[int] = None) -> Replay:
    """The positions of a :func:`seat_record` (untrusted: every field is checked before anything is shown).

    Each step's fields are checked once, against the game's view contract (``contract``: the same as a live view
    keeps, with bounds on every count), and kept as they came; a field the contract does not know is not kept. The
    cost follows the record's size: a step costs what it carries (its changed fields, its ``gone`` names, its log
    lines), never the size of the view it changes. A position is put together when it is shown, from the nearest
    position kept whole (every :data:`CHECKPOINT_EVERY`), walking forward; its log is a slice of one list of every
    line the record adds (a log only ever loses lines at its front and gains them at its end), cut to the newest
    ``VIEW_LOG_LIMIT`` lines like a live view.
    """
    steps = record.get("steps")
    seat = record.get("seat")
    game_name = record.get("game")
    if not isinstance(steps, list) or not steps:
        raise CorruptSave("a seat record needs a list of steps")
    if max_steps is not None and len(steps) > max_steps:
        raise CorruptSave(f"this replay has {len(steps)} positions; one of its length may have at most {max_steps}",
                          len(steps))
    if isinstance(record.get("version"), bool) or record.get("version") not in versions:
        raise CorruptSave(f"this replay is from rules version {record.get('version')!r}", record.get("version"))
    if not isinstance(seat, int) or isinstance(seat, bool) or seat < 0:
        raise CorruptSave("a seat record needs its seat", seat)
    first = steps[0].get("v") if isinstance(steps[0], dict) else None
    seats = first.get("seats") if isinstance(first, dict) else None
    if (not isinstance(seats, int) or isinstance(seats, bool) or (seat_counts and seats not in seat_counts)
            or not 0 <= seat < seats):
        raise CorruptSave("the seat record's views do not name their seats", seats)
    shapes = contract.record_shapes(seats)
    identity = {"game": game_name, "seat": seat, "seats": seats}
    kept: list[tuple[dict[str, Any], list[str]]] = []  # per step: its checked fields, the fields it takes away
    lines: list[dict[str, Any]] = []      # every log line the record adds, in order
    spans: list[tuple[int, int]] = []     # position k's log: lines[first:end]
    checkpoints: list[dict[str, Any]] = []
    view: dict[str, Any] = {}
    begin = 0
    for n, step in enumerate(steps):
        where = f"step {n} of the seat record"
        if (not isinstance(step, dict) or not isinstance(step.get("v"), dict) or not isinstance(step.get("add"), list)
                or not isinstance(step.get("drop"), int) or isinstance(step.get("drop"), bool)
                or not isinstance(step.get("gone", []), list)):
            raise CorruptSave(f"{where} is malformed", n)
        if not 0 <= step["drop"] <= len(lines) - begin:
            raise CorruptSave(f"{where} has a malformed log", n)
        for line in step["add"]:
            _LOG_LINE.check(line, f"{where}: a log line")
        fields = {key: value for key, value in step["v"].items()
                  if contract.check_field(shapes, key, value, where)}
        gone = []
        for key in step.get("gone", []):
            if not isinstance(key, str):
                raise CorruptSave(f"{where} takes away a field that is not named", n)
            if key in _IDENTITY:
                raise CorruptSave(f"{where} takes away the field {key!r}", n)
            if key in view:
                gone.append(key)
        for key in _IDENTITY:
            if fields.get(key, identity[key]) != identity[key]:
                raise CorruptSave(f"{where} is not a view of seat {seat} of {game_name}", n)
        for key in gone:
            del view[key]
        view.update(fields)
        if n == 0 and any(key not in view for key in _IDENTITY):
            raise CorruptSave(f"{where} is not a view of seat {seat} of {game_name}", n)
        kept.append((fields, gone))
        if n % CHECKPOINT_EVERY == 0:
            checkpoints.append(dict(view))
        begin += step["drop"]
        lines.extend(step["add"])
        spans.append((begin, len(lines)))
    cursor: dict[str, Any] = {"k": 0, "view": dict(checkpoints[0])}

    def fields_at(k: int) -> dict[str, Any]:
        start = k - k % CHECKPOINT_EVERY
        if not start <= cursor["k"] <= k:  # walk from the position kept whole just before k
            cursor["k"], cursor["view"] = start, dict(checkpoints[start // CHECKPOINT_EVERY])
        shown: dict[str, Any] = cursor["view"]
        for n in range(cursor["k"] + 1, k + 1):
            fields, gone = kept[n]
            for key in gone:
                shown.pop(key, None)
            shown.update(fields)
        cursor["k"] = k
        return shown

    def view_at(k: int, s: int, lang: str) -> tuple[dict[str, Any], list[str]]:
        shown = dict(fields_at(k))
        shown["contract"] = shown_contract(shown, contract)
        shown["legal"] = []
        first_line, end = spans[k]
        shown["log"] = lines[max(first_line, end - VIEW_LOG_LIMIT):end]
        news = steps[k]["add"][-VIEW_LOG_LIMIT:]
        return shown, [e["text"] for e in news]

    return Replay(str(game_name), len(steps), seat, seats, "seat", view_at,
                  lambda k, lang: "", lambda lang: "", switch_seats=False)


def check_custom_script(obj: Any) -> dict[str, Any]:
    """A blogger's own script from a URL (``{game, options, seed, deal, actions, captions, seat, title, open,
    puzzles}``), checked field by field (:func:`checked_script_texts`); the moves are checked when it is played
    (:func:`play_script`)."""
    if not isinstance(obj, Mapping):
        raise MalformedInput("a script must be an object", obj)
    return checked_script_texts(obj)


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


# -- a blogger's script: captions in several languages, the reader's seat, puzzle steps (issue 33) ---------------
#
# The studio's format (``web/studio.html`` writes it, the embed plays it), a superset of the first one:
#   {game, options, seed, deal, actions: [[seat, id], ...],
#    captions: [text or {lang: text}, ...]   one per position (0 = the deal, k = after k actions),
#    title: text or {lang: text}, seat: the reader's seat, open: bool (default true: every seat may be looked at),
#    puzzles: [k, ...]                       positions where the reader chooses the move of actions[k]}
# A text given in several languages is shown in the reader's language, else in the first language given.

#: A caption or title in several languages names at most this many.
MAX_CAPTION_LANGUAGES = 8
#: How a caption's language is named: ``en``, ``de``, ``nl``, or any other 2-3 letter code with a region
#: (``pt-BR``): shown to a reader of that language, and the first one given to every other reader.
_LANGUAGE_TAG = re.compile(r"[a-z]{2,3}(-[A-Za-z0-9]{2,8})?")
#: A script has at most this many puzzle steps.
MAX_PUZZLES = 100

#: A caption or title: a text, or ``{language: text}``.
LocalText = Union[str, dict[str, str]]


def checked_local_text(value: Any, where: str) -> LocalText:
    """``value`` as a caption or title may be: a text of at most :data:`MAX_CAPTION` characters, or an object of
    1 to :data:`MAX_CAPTION_LANGUAGES` such texts by language code; :class:`MalformedInput` naming ``where``."""
    if isinstance(value, str):
        if len(value) > MAX_CAPTION:
            raise MalformedInput(f"{where} has {len(value)} characters; a caption may have at most {MAX_CAPTION}",
                                 len(value))
        return value
    if not isinstance(value, Mapping) or not 1 <= len(value) <= MAX_CAPTION_LANGUAGES:
        raise MalformedInput(f"{where} must be a text or an object of 1 to {MAX_CAPTION_LANGUAGES} texts by "
                             "language (en, de, nl...)", _kind(value))
    out: dict[str, str] = {}
    for lang, text in value.items():
        if not isinstance(lang, str) or not _LANGUAGE_TAG.fullmatch(lang):
            raise MalformedInput(f"{where} names the language {excerpt(lang)}; a language is a code like en, de, nl",
                                 lang)
        if not isinstance(text, str):
            raise MalformedInput(f"{where} ({lang}) must be a text", _kind(text))
        out[lang] = text
        checked_local_text(text, f"{where} ({lang})")
    return out


def text_in(value: LocalText, lang: str) -> str:
    """A caption or title as a reader of ``lang`` reads it: in ``lang`` if given, else in the first language."""
    if isinstance(value, str):
        return value
    return value.get(lang, next(iter(value.values()), ""))


def _kind(value: Any) -> Any:
    """A value as an error echoes it: a small plain one as it is, else its type."""
    return value if isinstance(value, (int, str)) and len(str(value)) <= 80 else type(value).__name__


def _step_caption_where(k: int) -> str:
    return f"the caption of step {k}"


def checked_script_texts(obj: Mapping[str, Any]) -> dict[str, Any]:
    """The texts and the reader's part of a script, checked: ``captions`` (one a position, padded with ``""``),
    ``title``, ``open`` and ``puzzles`` (sorted positions). Whether the moves play and the puzzles are puzzles is
    :func:`play_script`'s."""
    actions = obj.get("actions", [])
    if not isinstance(actions, list) or len(actions) + 1 > MAX_STEPS:
        raise MalformedInput(f"a script needs a list of at most {MAX_STEPS - 1} actions", _kind(actions))
    captions = obj.get("captions", [])
    if not isinstance(captions, list) or len(captions) > len(actions) + 1:
        raise MalformedInput(f"captions must be a list of at most {len(actions) + 1} texts (one a position)",
                             _kind(captions))
    texts = [checked_local_text(c, _step_caption_where(k)) for k, c in enumerate(captions)]
    title = checked_local_text(obj.get("title", ""), "the script's title")
    shown_open = obj.get("open", True)
    if not isinstance(shown_open, bool):
        raise MalformedInput("a script's open must be true or false", _kind(shown_open))
    return {"captions": texts + [""] * (len(actions) + 1 - len(texts)), "title": title, "open": shown_open,
            "puzzles": checked_puzzle_steps(obj.get("puzzles", []), len(actions))}


def checked_puzzle_steps(value: Any, actions: int) -> list[int]:
    """A script's ``puzzles``: distinct positions 0..actions-1 (the reader chooses ``actions[k]``), sorted."""
    if not isinstance(value, list) or len(value) > MAX_PUZZLES:
        raise MalformedInput(f"puzzles must be a list of at most {MAX_PUZZLES} steps", _kind(value))
    for k in value:
        if isinstance(k, bool) or not isinstance(k, int) or not 0 <= k < actions:
            raise MalformedInput(f"a puzzle is a step 0..{actions - 1} whose move the reader chooses, not "
                                 f"{excerpt(k)}", _kind(k))
    if len(set(value)) != len(value):
        raise MalformedInput("puzzles names a step twice", _kind(value))
    return sorted(value)


@dataclass
class PlayedScript:
    """A script played through once, every move checked: the game at the end, and per move its mover, id and words
    in ``lang`` and the number of legal moves the mover had."""

    game: Game
    moves: list[dict[str, Any]]
    #: A copy of the game after the number of moves asked for (``keep``), else ``None``.
    kept: Optional[Game] = None


def play_script(cls: type[Game], save: Mapping[str, Any], seat: int, puzzles: list[int],
                lang: str = i18n.DEFAULT_LANGUAGE, keep: Optional[int] = None) -> PlayedScript:
    """Play a script's moves one by one from its deal. :class:`MalformedInput` naming the first step that does not
    play (``step N``: N moves played before it, as ``replay_step`` counts) and why, with what was legal there; or a
    puzzle step where the reader's seat is not to move or has one legal move only."""
    try:
        game = cls.new(save.get("options"), save.get("seed"), save.get("deal"), cls.version, save.get("names"))
    except (ValueError, KeyError, TypeError, IndexError) as exc:
        raise MalformedInput(f"the script's game cannot start: {exc}") from exc
    game.record_events = False
    wanted = set(puzzles)
    moves: list[dict[str, Any]] = []
    kept: Optional[Game] = None
    with i18n.naming(game.seat_names):
        for k, entry in enumerate(save.get("actions", [])):
            if (not isinstance(entry, (list, tuple)) or len(entry) != 2 or isinstance(entry[0], bool)
                    or not isinstance(entry[0], int) or not isinstance(entry[1], str)):
                raise MalformedInput(f"step {k}: a move is [seat, action id], not {excerpt(entry)}", k)
            if k == keep:
                kept = game.clone()
            mover, action = entry
            legal = game.legal_json(mover, lang) if 0 <= mover < game.num_seats else []
            if not any(item["id"] == action for item in legal):
                raise MalformedInput(_refusal_at(game, k, mover, action, lang), k)
            if k in wanted:
                _check_puzzle_step(game, k, mover, seat, legal)
            moves.append({"step": k, "seat": mover, "action": action,
                          "text": next(item["label"] for item in legal if item["id"] == action),
                          "choices": len(legal)})
            game.apply(mover, action, lang)
    return PlayedScript(game, moves, kept)


def _refusal_at(game: Game, k: int, mover: int, action: str, lang: str) -> str:
    """Why move ``k`` does not play, and what was legal there."""
    if not 0 <= mover < game.num_seats:
        return f"step {k}: there is no seat {mover} (seats 0..{game.num_seats - 1})"
    why = (game.explain(mover, action, lang) or "not allowed").rstrip(".")
    to_move = game.to_move()
    if to_move is None:
        return f"step {k}: {excerpt(action)} does not play: {why}"
    legal = ", ".join(item["id"] for item in game.legal_json(to_move, lang)[:40])
    return f"step {k}: {excerpt(action)} of seat {mover} does not play: {why}; legal there for seat {to_move}: {legal}"


def _check_puzzle_step(game: Game, k: int, mover: int, seat: int, legal: list[dict[str, Any]]) -> None:
    """A puzzle step is the reader's seat's move, with more than one legal move to choose from."""
    if mover != seat:
        raise MalformedInput(f"step {k}: a puzzle step must be a move of the reader's seat {seat}, not seat {mover}",
                             k)
    if len(legal) < 2:
        raise MalformedInput(f"step {k}: a puzzle step needs a choice, and seat {seat} has one legal move only", k)


# -- the built-in rules examples in the studio's format (issue 33, part 4) ------------------------------------------


def studio_script(script: Script, langs: tuple[str, ...] = i18n.LANGUAGES) -> dict[str, Any]:
    """A game's declared rules example as the studio writes a script: the same deal, seed, options and moves, the
    title and every caption in each of ``langs`` (as a reader with the French deck reads them), every seat open.
    The studio opens it ("Open an example" on its link) and the embed plays it as it plays the declared one."""
    def local(key: str) -> dict[str, str]:
        return {lang: i18n.tr(key, lang) for lang in langs}
    out: dict[str, Any] = {"game": script.game, "options": dict(script.options), "seed": script.seed}
    if script.deal is not None:
        out["deal"] = copy.deepcopy(dict(script.deal))
    return {**out, "actions": [[seat, action] for seat, action in script.actions],
            "captions": [local(key) for key in script.captions], "title": local(script.title),
            "seat": script.seat, "open": True, "puzzles": []}
