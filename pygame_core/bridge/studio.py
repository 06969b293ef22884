"""Scripts and puzzles in the studio's format (issue 33): ``script_check`` and ``puzzle_check``, and the site's
own examples and puzzles in that format (what a pasted link or embed code of a built-in example opens).
"""

from __future__ import annotations

import copy
import re
from typing import Any, Mapping, Optional

from .. import examples, game_class
from ..ai import puzzle
from ..core import i18n, registry, replay
from ..core.errors import CorruptSave, MalformedInput, excerpt
from ..core.game import Game
from .requests import echo, field_of, lang_of

# -- scripts and puzzles (issue 33): the studio's format, checked; a reader's answer judged ------------------------

#: Where a pasted link or embed code holds its script: ``script=<packed>``.
_SCRIPT_PARAM = re.compile(r"[?&;]script=([A-Za-z0-9_-]+)")


def script_object(value: Any) -> dict[str, Any]:
    """A script as given: an object, or a text (a link, an embed code or the packed text itself) holding one."""
    if isinstance(value, dict):
        return value
    if not isinstance(value, str) or not value.strip():
        raise MalformedInput("a script is an object, or a link or embed code of an example", echo(value))
    found = _SCRIPT_PARAM.search(value.replace("&amp;", "&"))
    builtin = None if found else _builtin_script_in(value)
    if builtin is not None:
        return builtin
    text = found.group(1) if found else value.strip()
    try:
        return replay.unpack(text)
    except CorruptSave as exc:
        raise MalformedInput("this text is not an example's link or embed code (no script= with an example made "
                             f"here in it): {exc}", None) from exc


def _script_save(obj: Mapping[str, Any], cls: type[Game]) -> dict[str, Any]:
    return {"game": cls.name, "version": cls.version, "options": field_of(obj, "options", dict, {}),
            "seed": field_of(obj, "seed", int, 1), "deal": field_of(obj, "deal", dict, None),
            "actions": obj.get("actions", []), **({"names": obj["names"]} if obj.get("names") is not None else {})}


def _script_seat(obj: Mapping[str, Any], cls: type[Game], save: Mapping[str, Any]) -> int:
    seat: int = field_of(obj, "seat", int, 0)
    try:
        seats = cls.new(save["options"], save["seed"], save["deal"], cls.version).num_seats
    except (ValueError, KeyError, TypeError, IndexError) as exc:
        raise MalformedInput(f"the script's game cannot start: {exc}") from exc
    if not 0 <= seat < seats:
        raise MalformedInput(f"the script's seat must be 0..{seats - 1}", seat)
    return seat


def opened_script(obj: Any, lang: str = i18n.DEFAULT_LANGUAGE,
                   keep: Optional[int] = None) -> tuple[replay.Replay, replay.PlayedScript, dict[str, Any]]:
    """A script checked and opened: the replay, the moves as played (and the game after ``keep`` moves, if asked),
    and its checked texts."""
    texts = replay.check_custom_script(obj)
    cls = game_class(field_of(obj, "game", str))
    save = _script_save(obj, cls)
    seat = _script_seat(obj, cls, save)
    played = replay.play_script(cls, save, seat, texts["puzzles"], lang, keep)
    captions, title = texts["captions"], texts["title"]
    try:
        opened = replay.replay_of_save(cls, save, seat, lambda k, lang: replay.text_in(captions[k], lang),
                                       lambda lang: replay.text_in(title, lang), kind="script",
                                       legal_at=frozenset(texts["puzzles"]))
    except CorruptSave as exc:  # (play_script checked every move: this is a bug)
        raise MalformedInput(f"the script does not play: {exc}", exc.value) from exc
    opened.switch_seats = texts["open"]
    opened.puzzles = texts["puzzles"]
    return opened, played, texts


def cmd_script_check(obj: Mapping[str, Any]) -> dict[str, Any]:
    lang = lang_of(obj)
    script = script_object(obj.get("script"))
    opened, played, texts = opened_script(script, lang)
    puzzles = set(texts["puzzles"])
    steps = [{**move, "caption": replay.text_in(texts["captions"][move["step"]], lang),
              "puzzle": move["step"] in puzzles} for move in played.moves]
    link = replay.pack(script)
    return {"steps": steps, "count": opened.count, "captions": [replay.text_in(c, lang) for c in texts["captions"]],
            "title": replay.text_in(texts["title"], lang), "seat": opened.seat, "open": texts["open"],
            "puzzles": texts["puzzles"], "game": opened.game, "script": script, "link_chars": len(link),
            "link_fits": len(link) <= replay.MAX_LINK}


def cmd_puzzle_check(obj: Mapping[str, Any]) -> dict[str, Any]:
    lang = lang_of(obj)
    script = script_object(obj.get("script"))
    step = field_of(obj, "step", int)
    return judged_answer(script, step, field_of(obj, "action", str), lang)


def judged_answer(script: Mapping[str, Any], step: int, action: str, lang: str) -> dict[str, Any]:
    """The reader's answer ``action`` at move ``step`` of ``script`` judged (``puzzle_check``, a practice position's
    answer): refused unless the step is a choice of the script's seat and the action legal there."""
    actions = script.get("actions")
    if not isinstance(actions, list) or not 0 <= step < len(actions):
        moves = len(actions) if isinstance(actions, list) else 0
        raise MalformedInput(f"step must be a move of the script (0..{moves - 1}), not {step}", step)
    opened, played, texts = opened_script(script, lang, keep=step)
    game = played.kept
    assert game is not None  # (kept: step is a move of the script)
    move = played.moves[step]
    if move["seat"] != opened.seat or move["choices"] < 2:
        raise MalformedInput(f"step {step} is no puzzle: it is not a choice of the reader's seat {opened.seat}", step)
    legal = game.legal_ids(opened.seat)
    if action not in legal:
        raise MalformedInput(f"step {step}: {excerpt(action)} is not a move there; legal: {', '.join(legal[:40])}",
                             action)
    return puzzle.judge(game, opened.seat, action, texts["open"], lang)


# -- the site's own examples and puzzles in the studio's format (issue 33, part 4) ---------------------------------

#: Where a pasted link or embed code of a built-in example names it: ``game=<game>`` and ``example=<name>``.
_GAME_PARAM = re.compile(r"[?&;]game=([a-z_]+)")
_EXAMPLE_PARAM = re.compile(r"[?&;]example=([A-Za-z0-9_]+)")


def puzzles_of(game: str) -> Mapping[str, Mapping[str, Any]]:
    """The built-in puzzles of ``game`` (scripts in the studio's format), by name; none for an unknown game."""
    return registry.get(game).puzzles() if game in registry.names() else {}


def listed_puzzles(game: str, lang: str) -> list[dict[str, Any]]:
    """The menu's entries of ``game``'s puzzles: name, title in ``lang``, and the source the viewer opens."""
    return [{"game": game, "name": key, "title": replay.text_in(script.get("title", ""), lang), "puzzle": True,
             "source": {"script": copy.deepcopy(dict(script))}} for key, script in puzzles_of(game).items()]


def example_source(game: str, name: str) -> dict[str, Any]:
    """What the viewer opens for a built-in example's name: a puzzle as its script (the viewer sends it with the
    reader's answers to ``puzzle_check``), a rules example by its name (its captions follow the reader's deck)."""
    found = puzzles_of(game).get(name)
    if found is not None:
        return {"script": copy.deepcopy(dict(found))}
    return {"game": game, "example": name}


def builtin_script(game: str, name: str) -> dict[str, Any]:
    """A built-in rules example or puzzle of ``game`` in the studio's format (what "Open an example" opens);
    :class:`MalformedInput` naming an unknown one."""
    puzzles = puzzles_of(game)
    if name in puzzles:
        return copy.deepcopy(dict(puzzles[name]))
    found = examples(game) if game in registry.names() else {}
    if name not in found:
        raise MalformedInput(f"{excerpt(game)} has no example {excerpt(name)}", name)
    return replay.studio_script(found[name])


def _builtin_script_in(text: str) -> Optional[dict[str, Any]]:
    """The built-in example a pasted link or embed code names (``game=...&example=...``), in the studio's format,
    or ``None`` when it names none."""
    plain = text.replace("&amp;", "&")
    game, name = _GAME_PARAM.search(plain), _EXAMPLE_PARAM.search(plain)
    if game is None or name is None:
        return None
    return builtin_script(game.group(1), name.group(1))
