"""``embed_config``: an embed's URL parameters checked (all strings, each known, each of its shape) and what the
frame shows.
"""

from __future__ import annotations

from typing import Any, Mapping, Optional

from .. import new_game
from ..core import i18n, jsontext, registry, replay
from ..core.errors import MalformedInput, excerpt
from . import replays, sessions, studio
from .requests import field_of

#: The URL parameters of embed.html, each with what it takes (documented in README "Embedding").
EMBED_PARAMS = {
    "game": "the game's name (the bridge's games command lists them)",
    "options": "the game's options as JSON, e.g. {\"players\":6}",
    "seats": "who plays each seat, comma separated: human, easy, medium, hard (default: you against medium)",
    "seed": "a whole number: the same seed deals the same cards",
    "example": "the name of a scripted rules example of the game",
    "tutorial": "1: the game's guided first game first (then a real game with the other parameters)",
    "script": "your own scripted example, packed (see README)",
    "replay": "a shared replay, packed",
    "step": "the position a scripted example or replay opens at (0 = the deal)",
    "lang": "the language: en, de or nl",
    "deck": "the cards' pictures and names: french (default), german (the Austrian double-German deck) or four "
            "(French in four colours); games without such cards ignore it",
    "start": "when the engine starts: visible (default: when the frame is scrolled into view), click, now",
    "sound": "the table's sounds: off (default) or on (a person can switch them on the table)",
    "table": "generic: the plain table every game can be shown on instead of the game's own (the shell reads it)",
}


def cmd_embed_config(obj: Mapping[str, Any]) -> dict[str, Any]:
    """Check an embed's URL parameters. Answers ``config``: ``{mode: "game", game, options, seats, seed}`` or
    ``{mode: "replay", source: {...replay_open fields}, step}``, plus ``lang``, ``start`` and (when given) ``deck``."""
    params = field_of(obj, "params", dict)
    unknown = sorted(set(params) - set(EMBED_PARAMS))
    if unknown:
        raise MalformedInput(f"unknown parameter {excerpt(unknown[0])}; known: {', '.join(EMBED_PARAMS)}", unknown[0])
    for key, value in params.items():
        if not isinstance(value, str):
            raise MalformedInput(f"parameter {excerpt(key)} must be text", value)
    lang = params.get("lang", i18n.DEFAULT_LANGUAGE)
    if lang not in i18n.LANGUAGES:
        raise MalformedInput(f"lang must be one of {', '.join(i18n.LANGUAGES)}, not {excerpt(lang)}", lang)
    start = params.get("start", "visible")
    if start not in ("visible", "click", "now"):
        raise MalformedInput(f"start must be visible, click or now, not {excerpt(start)}", start)
    sound = params.get("sound", "off")
    if sound not in ("on", "off"):
        raise MalformedInput(f"sound must be on or off, not {excerpt(sound)}", sound)
    step = _whole_number(params, "step", 0)
    config: dict[str, Any] = {"lang": lang, "start": start, "sound": sound}
    if "deck" in params:  # (without it the reader's own deck setting holds)
        if not isinstance(params["deck"], str) or not registry.knows_deck(params["deck"]):
            raise MalformedInput(f"deck must be one of {', '.join(registry.decks())}, not {excerpt(params['deck'])}",
                                 params["deck"])
        config["deck"] = params["deck"]
    if "replay" in params or "script" in params:
        if "game" in params or "example" in params:
            raise MalformedInput("give either replay/script or game (with example), not both", "replay")
        key = "replay" if "replay" in params else "script"
        if key == "replay":
            source: dict[str, Any] = {"packed": params[key]}
            replays.replay_from_packed(params[key])  # checks it replays
        else:
            source = {"script": replay.unpack(params[key])}
            replays.replay_of_script(source["script"])
        return {"config": {**config, "mode": "replay", "source": source, "step": step}}
    if "game" not in params:
        raise MalformedInput("the embed needs a game: game=" + "|".join(registry.names()), "game")
    name = params["game"]
    info = registry.get(name)
    if "example" in params:
        replays.replay_of_example(name, params["example"])  # checks the name
        return {"config": {**config, "mode": "replay", "step": step,
                           "source": studio.example_source(name, params["example"])}}
    options = _json_param(params, "options", {})
    if not isinstance(options, dict):
        raise MalformedInput("options must be a JSON object", params.get("options"))
    seed = _whole_number(params, "seed", None)
    probe = new_game(name, options, seed if seed is not None else 0)  # checks options and seed
    seats = _embed_seats(params.get("seats"), probe.num_seats)
    tutorial_wanted = params.get("tutorial", "0")
    if tutorial_wanted not in ("0", "1"):
        raise MalformedInput(f"tutorial must be 1 or 0, not {excerpt(tutorial_wanted)}", tutorial_wanted)
    return {"config": {**config, "mode": "game", "game": name, "title": info.title(lang), "options": options,
                       "seed": seed, "seats": seats,
                       **({"tutorial": True} if tutorial_wanted == "1" and info.lesson() is not None else {})}}


def _whole_number(params: Mapping[str, str], key: str, default: Any) -> Any:
    """A parameter of ASCII digits only (``str.isdigit`` also takes "²" and other digits ``int`` refuses)."""
    if key not in params:
        return default
    text = params[key]
    if not 0 < len(text) <= 19 or not text.isascii() or not text.isdigit():
        raise MalformedInput(f"{key} must be a whole number, not {excerpt(text)}", text)
    return int(text)


def _json_param(params: Mapping[str, str], key: str, default: Any) -> Any:
    if key not in params:
        return default
    try:
        return jsontext.loads(params[key])
    except (ValueError, RecursionError) as exc:
        raise MalformedInput(f"{key} is not valid JSON: {exc}", params[key]) from exc


def _embed_seats(text: Optional[str], count: int) -> list[str]:
    """``human,hard`` -> ``["human", "ai:hard"]``; missing seats are medium computer players."""
    if text is None:
        return ["human"] + ["ai:medium"] * (count - 1)
    names = [part.strip() for part in text.split(",")]
    if len(names) > count:
        raise MalformedInput(f"seats names {len(names)} seats; this game has {count}", text)
    seats = []
    for part in names:
        kind = part if part.startswith("ai:") or part == "human" else f"ai:{part}"
        if kind not in sessions.SEAT_KINDS:
            raise MalformedInput(f"a seat is human, easy, medium or hard, not {excerpt(part)}", part)
        seats.append(kind)
    return seats + ["ai:medium"] * (count - len(seats))
