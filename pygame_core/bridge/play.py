"""The commands that start, show, play, save, load and close a match: ``games``, ``new_game``, ``view``, ``act``,
``ai_move``, ``undo``, ``explain``, ``log``, ``save``, ``load``, ``close``.
"""

from __future__ import annotations

from typing import Any, Mapping, Optional

from .. import load, make_player, new_game
from ..core import fair, i18n, rating, registry
from ..core.errors import CorruptSave, MalformedInput, UndoRefused
from ..core.game import Game, action_marks
from ..core.options import describe_options
from ..core.rng import seed_from
from . import deals, sessions
from .requests import (
    ActRequest,
    AiMoveRequest,
    ExplainRequest,
    LogRequest,
    MatchRequest,
    SeatRequest,
    field_of,
    lang_of,
)


def cmd_games(obj: Mapping[str, Any]) -> dict[str, Any]:
    lang = lang_of(obj)
    out = []
    for info in registry.all_games():
        out.append({"name": info.name, "title": info.title(lang), "pitch": info.pitch(lang), "seats": list(info.seats),
                    "options": describe_options(info.game.Options), "levels": list(info.levels),
                    "table": info.table, "stylesheet": info.stylesheet, "terms": "|".join(info.term_names()),
                    "emblem": info.emblem.to_json(),
                    "seat_teams": info.seat_teams(lang) if info.seat_teams else [],
                    "rating_anchors": rating.anchors(info.name),
                    "catalogue": dict(info.catalogue(lang)) if info.catalogue is not None else {}})
    return {"games": out, "languages": list(i18n.LANGUAGES)}


def cmd_new_game(obj: Mapping[str, Any]) -> dict[str, Any]:
    name = field_of(obj, "game", str)
    seed = obj.get("seed")
    daily = deals.daily_request(obj, name)
    options = field_of(obj, "options", dict, None)
    if daily is not None:
        seed, options = daily["seed"], daily["options"]
    game = new_game(name, options, seed, field_of(obj, "deal", dict, None))
    game.salt = fair.checked_salt(obj["salt"]) if "salt" in obj else fair.new_salt()
    seats = obj.get("seats", ["human"] * game.num_seats)
    if "fill" in obj:
        fill = field_of(obj, "fill", str)
        if fill not in sessions.SEAT_KINDS:
            raise MalformedInput(f"fill must be one of {', '.join(sessions.SEAT_KINDS)}", fill)
        if not isinstance(seats, list) or len(seats) > game.num_seats:
            raise MalformedInput(f"seats must be a list of at most {game.num_seats} entries", seats)
        seats = seats + [fill] * (game.num_seats - len(seats))
    seats = sessions.offered_levels(sessions.checked_seats(seats, game.num_seats), game.name)
    names = obj["names"] if "names" in obj else sessions.default_names(seats)
    if "fill" in obj and isinstance(names, list) and len(names) < game.num_seats:  # the filled seats: "Player N"
        names = names + [None] * (game.num_seats - len(names))
    game.name_seats(names)
    return _start(game, seats, obj, daily=daily["date"] if daily is not None else None)


def cmd_view(obj: Mapping[str, Any]) -> dict[str, Any]:
    request = SeatRequest.parse(obj)
    return {"view": sessions.view_of(request.session, request.seat, request.lang)}


def cmd_act(obj: Mapping[str, Any]) -> dict[str, Any]:
    request = ActRequest.parse(obj)
    session, seat, lang = request.session, request.seat, request.lang
    before = len(session.game.events)
    session.game.apply(seat, request.action, lang)
    return {"view": sessions.view_of(session, seat, lang), "save": sessions.save_of(session),
            "events": sessions.sounded(session.game, session.game.events_for(seat, before, lang))}


def cmd_ai_move(obj: Mapping[str, Any]) -> dict[str, Any]:
    request = AiMoveRequest.parse(obj)
    session, mover, viewer, lang = request.session, request.mover, request.viewer, request.lang
    game = session.game
    player = make_player(game.name, request.level)
    action = player.choose(game.observation(mover), seed_from(game.seed, len(game.history), mover))
    before = len(game.events)
    game.apply(mover, action)
    return {"action": action, "seat": mover, "view": sessions.view_of(session, viewer, lang),
            "save": sessions.save_of(session),
            "events": sessions.sounded(game, game.events_for(viewer, before, lang))}


def cmd_undo(obj: Mapping[str, Any]) -> dict[str, Any]:
    request = SeatRequest.parse(obj)
    session, seat, lang = request.session, request.seat, request.lang
    refusal = sessions.undo_refusal(session, seat)
    if refusal is not None:
        with i18n.naming(session.game.seat_names):
            raise UndoRefused(i18n.tr(refusal, lang), seat)
    game = session.game.taken_back(seat, lang)
    session.game = game
    return {"view": sessions.view_of(session, seat, lang), "save": sessions.save_of(session),
            "events": game.events_for(seat, len(game.events) - 1, lang)}


def cmd_explain(obj: Mapping[str, Any]) -> dict[str, Any]:
    request = ExplainRequest.parse(obj)
    reason = request.session.game.explain(request.seat, request.action, request.lang)
    return {"legal": reason is None, "reason": reason}


def cmd_log(obj: Mapping[str, Any]) -> dict[str, Any]:
    request = LogRequest.parse(obj)
    return {"log": request.session.game.events_for(request.seat, request.since, request.lang)}


def cmd_save(obj: Mapping[str, Any]) -> dict[str, Any]:
    return {"save": sessions.save_of(MatchRequest.parse(obj).session)}


def cmd_load(obj: Mapping[str, Any]) -> dict[str, Any]:
    save = obj.get("save")
    if not isinstance(save, dict):
        raise CorruptSave("field 'save' must be an object", save)
    game = load(save)
    try:
        listed = sessions.checked_seats(save.get("seats", ["human"] * game.num_seats), game.num_seats)
        seats = sessions.offered_levels(listed, game.name)
    except MalformedInput as exc:
        raise CorruptSave(str(exc), save.get("seats")) from exc
    if "names" not in save:  # a save from before seat names: named as its seats were played
        game.name_seats(sessions.default_names(seats))
    daily = deals.daily_of_save(save)
    return _start(game, seats, obj, action_marks(save.get("hints", []), len(game.history), "hints"), daily)


def _start(game: Game, seats: list[str], obj: Mapping[str, Any], hints: tuple[int, ...] = (),
           daily: Optional[str] = None) -> dict[str, Any]:
    """Register a new session once every field of the request is checked (a refused request leaves nothing)."""
    lang = lang_of(obj)
    viewer = field_of(obj, "view_seat", int, sessions.first_human(seats))
    if not 0 <= viewer < game.num_seats:
        raise MalformedInput(f"no seat {viewer} in this game (seats 0..{game.num_seats - 1})", viewer)
    gid = sessions.register(game, seats)
    sessions.open_games[gid].hints = hints
    sessions.open_games[gid].daily = daily
    try:
        return sessions.answer_of(gid, sessions.open_games[gid], viewer, lang)
    except BaseException:
        del sessions.open_games[gid]
        raise


def cmd_close(obj: Mapping[str, Any]) -> dict[str, Any]:
    del sessions.open_games[MatchRequest.parse(obj).gid]
    return {}
