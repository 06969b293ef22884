"""Sharing a match and stepping through replays: ``share``, ``replay_open``, ``replay_step``, ``replay_close``
and ``examples`` (a link's, a file's, a built-in example's or a script's replay, each checked before it opens).
"""

from __future__ import annotations

from typing import Any, Mapping, Optional

from .. import examples, game_class
from ..core import i18n, registry, replay
from ..core.errors import CorruptSave, GameError, MalformedInput, excerpt
from ..core.game import Game
from . import deals, sessions, studio
from .requests import ReplayStepRequest, ShareRequest, field_of, lang_of, replay_of


def cmd_share(obj: Mapping[str, Any]) -> dict[str, Any]:
    request = ShareRequest.parse(obj)
    return shared_match(request.session, request.seat, request.full, request.lang)


def shared_match(session: sessions.Session, seat: int, full: bool, lang: str) -> dict[str, Any]:
    """What ``share`` answers for ``seat`` of ``session``'s match (``full``: the whole save, else what it saw)."""
    shared = replay.share_file(session.game, seat, full, lang)
    if shared["kind"] == "save":
        shared["save"]["seats"] = list(session.seats)
        if session.daily is not None:
            shared["save"]["daily"] = session.daily
    offered = replay.share_answer(shared)
    return {"file": offered["file"], "packed": offered["packed"], "link_fits": offered["packed"] is not None,
            "full": shared["kind"] == "save", "over": session.game.is_over,
            "step": len(session.game.history)}  # the position it is shared from: a link opens there


def replay_from_packed(text: Any) -> replay.Replay:
    """A replay of a link's text: what it may hold (bytes, positions) follows the text's length."""
    shared = replay.unpack(text)  # (a text: checked there)
    return _replay_from_file(shared, replay.steps_limit(len(text)))


def _replay_from_file(shared: Any, max_steps: Optional[int] = None) -> replay.Replay:
    """A replay of an exported file or a link's unpacked object (untrusted). ``max_steps``: the most positions it
    may have (a link's, by its length), else as many as the file holds."""
    if not isinstance(shared, dict) or shared.get("format") != replay.SHARE_FORMAT:
        raise CorruptSave(f"this is not a replay file (format {replay.SHARE_FORMAT!r} expected)",
                          shared.get("format") if isinstance(shared, dict) else None)
    kind = shared.get("kind")
    if kind == "packed" and max_steps is None:  # a file of a long match: its JSON packed as a link's
        return replay_from_packed(shared.get("packed"))
    if kind == "save":
        save = shared.get("save")
        if not isinstance(save, dict):
            raise CorruptSave("a replay file needs its save", save)
        cls = _game_class_of(save.get("game"))
        seat = shared.get("seat", 0)
        if "names" not in save and isinstance(save.get("seats"), list) and all(
                kind in sessions.SEAT_KINDS for kind in save["seats"]):  # a link from before seat names
            save = {**save, "names": sessions.default_names(save["seats"])}
        daily = deals.daily_of_save(save)
        opened = replay.replay_of_save(cls, save, seat if isinstance(seat, int) else 0, max_steps=max_steps)
        opened.again = _deal_again(save)
        opened.daily = daily
        if daily is not None:  # the viewer's title says whose day's deal it is (the date checked above)
            title = registry.get(cls.name).title
            opened.title_with(lambda lang: i18n.tr("core.daily.replay_title", lang, game=title(lang), date=daily))
        return opened
    if kind == "seat":
        cls = _game_class_of(shared.get("game"))
        info = registry.get(cls.name)
        return replay.replay_of_record(shared, cls.readable_versions(), info.view_contract, info.seats, max_steps)
    raise CorruptSave(f"unknown kind of replay {excerpt(kind)}", kind)


def _deal_again(save: Mapping[str, Any]) -> dict[str, Any]:
    """What "Play this deal again" starts from a full save (it replayed, so its options and seed are good): the same
    options, seed, first deal and seats (seats that are not valid kinds: the default, you against medium)."""
    seats = save.get("seats")
    if not (isinstance(seats, list) and all(kind in sessions.SEAT_KINDS for kind in seats)):
        seats = None
    return {"options": save.get("options") or {}, "seed": save.get("seed"), "deal": save.get("deal"), "seats": seats}


def _game_class_of(name: Any) -> type[Game]:
    try:
        return game_class(name)
    except GameError as exc:
        raise CorruptSave(f"this replay is of an unknown game {excerpt(name)}", name) from exc


def replay_of_example(game: str, name: str) -> replay.Replay:
    found = examples(game)
    if name not in found and name in studio.puzzles_of(game):  # a built-in puzzle: a script in the studio's format
        return studio.opened_script(studio.puzzles_of(game)[name])[0]
    if name not in found:
        known = ", ".join(sorted(found) + sorted(studio.puzzles_of(game))) or "none"
        raise MalformedInput(f"{game} has no example {excerpt(name)}; known: {known}", name)
    script = found[name]
    cls = game_class(game)
    caption, title = replay.script_captions(script)
    # (an example's captions name its seats "Player 1", "Player 2": its views keep those names)
    return replay.replay_of_save(cls, script.save(cls.version), script.seat, caption, title, kind="example")


def replay_of_script(obj: Any) -> replay.Replay:
    """A blogger's own script (``{game, options, seed, deal, actions, captions, seat, title, open, puzzles}``):
    every move checked (an error names the first step that does not play), captions in the reader's language."""
    return studio.opened_script(obj)[0]


def cmd_replay_open(obj: Mapping[str, Any]) -> dict[str, Any]:
    sources = [key for key in ("packed", "file", "example", "script") if key in obj]
    if len(sources) != 1:
        raise MalformedInput("give exactly one of packed, file, example (with game) or script", sources)
    source = sources[0]
    if source == "packed":
        opened = replay_from_packed(obj["packed"])
    elif source == "file":
        opened = _replay_from_file(obj["file"])
    elif source == "example":
        opened = replay_of_example(field_of(obj, "game", str), field_of(obj, "example", str))
    else:
        opened = replay_of_script(obj["script"])
    seat = obj.get("seat")
    lang = lang_of(obj)
    if seat is not None:
        opened.step(0, seat, i18n.DEFAULT_LANGUAGE)  # checks the seat
        opened.seat = seat
    rid = sessions.next_id("r")
    sessions.open_replays[rid] = opened
    return {"rid": rid, "replay": opened.summary(lang)}


def cmd_replay_step(obj: Mapping[str, Any]) -> dict[str, Any]:
    request = ReplayStepRequest.parse(obj)
    return request.opened.step(request.step, request.seat, request.lang)


def cmd_replay_close(obj: Mapping[str, Any]) -> dict[str, Any]:
    replay_of(obj)
    del sessions.open_replays[obj["rid"]]
    return {}


def cmd_examples(obj: Mapping[str, Any]) -> dict[str, Any]:
    lang = lang_of(obj)
    names = [field_of(obj, "game", str)] if "game" in obj else registry.names()
    out = []
    for name in names:
        for key, script in examples(name).items():
            out.append({"game": name, "name": key, "title": i18n.tr(script.title, lang)})
        out.extend(studio.listed_puzzles(name, lang))
    return {"examples": out}
