"""The view contract: what every game's view gives the shell in one shape, documented field by field.

A game's view (:meth:`Game.view`) is ``base_view(seat, lang)`` plus its own fields. The part every game shares is
declared here, once, in the manner of chessground's ``Config``: each field with what it means. The shell's generic
table (``web/tables/generic.js``) draws any game from this part alone, to the end of a match; a game's own table
module may draw more from the game's own fields.

Top-level fields of every view (``Game.base_view``; ``prompt`` and ``options`` added by the game, the conformance
suite demands them)::

    game      str         the game's registry name
    version   int         the rules version the match plays
    seat      int         the seat this view is for (0-based)
    seats     int         how many seats the match has
    to_move   int | None  whose turn it is (None: the match is over)
    over      bool        the match is over
    ply       int         actions taken so far
    legal     [Legal]     this seat's legal actions now, each {id, label, kind, cards} (empty when it is not its turn)
    log       [Event]     the log lines this seat may see, each {seq, type, text, ...}
    names     [str]       every seat's name in the reader's language
    you       int | None  the seat called "You" (None: none is)
    prompt    str         one sentence: what this seat is asked to do, or who decides
    options   {str: any}  the match's options (the rules everybody agreed on)
    contract  Contract    the parts below, the same shape in every game

``contract`` (built by :func:`contract_of` from the protocol and a few hooks of the game)::

    seats     [SeatInfo]  every seat, in seat order:
                  seat   int        its number
                  name   str        its name ("You", "Computer", "Anna", "Player 2")
                  cards  int        how many cards it holds (public: the backs are on the table)
                  score  number | None  its score so far in the game's own unit (Game.score_of; None: none counted)
                  shows  str        what it shows, in words ("5 cards in hand")
    to_move   int | None  as above (repeated, so the contract stands alone)
    score     Score:
                  text   str        the score in a few words (Game.summary)
                  seats  [number | None]  per seat, as SeatInfo.score
    hand      [HandEntry] this seat's own cards in display order (Game.own_cards), each:
                  card     str        the card's id
                  name     str        its name in the reader's language (Game.card_name)
                  actions  [str]      the ids of the legal actions that use it (empty: none now)
                  reason   str | None when ``actions`` is empty on this seat's turn: why the card cannot be used
                                      now (the refusal of the action a click on it means, Game.card_click);
                                      else None (while another seat decides, ``prompt`` says who)
    table     {str: any}  the game-specific payload for its own table module: here ``{}``, the game's own fields stay
                          at the top level of its view (the four built-in tables read them there)

A legal action that uses no card of the hand (close the talon, end the turn, roll a die) is one of ``legal`` and
shown as a button; an action that uses cards is reached from each card's ``actions``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping, Optional

from . import i18n

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

#: The fields of a contract, of one of its seats and of one of its hand entries (the conformance suite checks them).
CONTRACT_FIELDS = ("seats", "to_move", "score", "hand", "table")
SEAT_FIELDS = ("seat", "name", "cards", "score", "shows")
HAND_FIELDS = ("card", "name", "actions", "reason")
#: The top-level fields every view has.
VIEW_FIELDS = ("game", "version", "seat", "seats", "to_move", "over", "ply", "legal", "log", "names", "you",
               "prompt", "options", "contract")


def contract_of(game: "Game", seat: int, legal: list[Mapping[str, Any]], lang: str) -> dict[str, Any]:
    """The contract part of ``seat``'s view (``legal``: the view's legal actions, already with labels)."""
    scores = [game.score_of(s) for s in range(game.num_seats)]
    return {
        "seats": [_seat_info(game, s, scores[s], lang) for s in range(game.num_seats)],
        "to_move": game.to_move(),
        "score": {"text": game.summary(lang), "seats": scores},
        "hand": [hand_entry(game, seat, card, legal, lang) for card in game.own_cards(seat)],
        "table": {},
    }


def _seat_info(game: "Game", seat: int, score: Optional[float], lang: str) -> dict[str, Any]:
    count = len(game.own_cards(seat))
    return {"seat": seat, "name": i18n.player_name(seat, lang), "cards": count, "score": score,
            "shows": i18n.tr("core.view.cards_in_hand", lang, count=count)}


def hand_entry(game: "Game", seat: int, card: str, legal: list[Mapping[str, Any]], lang: str) -> dict[str, Any]:
    """One card of the own hand: its name, the legal actions that use it, and why not when there is none and it is
    the seat's turn (while another seat decides, the prompt says who)."""
    actions = [action["id"] for action in legal if card in action.get("cards", ())]
    reason = None
    if not actions and game.to_move() == seat:
        meant = game.card_click(seat, card)
        reason = (game.explain(seat, meant, lang) if meant is not None else None) or i18n.tr("core.view.card_idle", lang)
    return {"card": card, "name": game.card_name(card, lang), "actions": actions, "reason": reason}


def contract_problems(view: Mapping[str, Any]) -> list[str]:
    """What in ``view`` breaks the contract (empty: nothing). The conformance suite runs it on every view."""
    problems = [f"no field {name!r}" for name in VIEW_FIELDS if name not in view]
    if problems:
        return problems
    contract = view["contract"]
    if not isinstance(view["prompt"], str) or not isinstance(view["options"], dict):
        problems.append("prompt must be text and options an object")
    if sorted(contract) != sorted(CONTRACT_FIELDS):
        return problems + [f"contract fields {sorted(contract)}"]
    if contract["to_move"] != view["to_move"]:
        problems.append("contract.to_move differs from to_move")
    seats = contract["seats"]
    if [s.get("seat") for s in seats] != list(range(view["seats"])):
        problems.append("contract.seats must list every seat in order")
    for info in seats:
        if sorted(info) != sorted(SEAT_FIELDS) or not isinstance(info["name"], str) or not info["name"] \
                or not isinstance(info["shows"], str) or not isinstance(info["cards"], int):
            problems.append(f"seat entry {info}")
    if [info["name"] for info in seats] != view["names"]:
        problems.append("contract.seats names differ from names")
    score = contract["score"]
    if not isinstance(score.get("text"), str) or score.get("seats") != [info["score"] for info in seats]:
        problems.append(f"score {score}")
    legal = {action["id"]: action for action in view["legal"]}
    used: set[str] = set()
    for entry in contract["hand"]:
        if sorted(entry) != sorted(HAND_FIELDS) or not isinstance(entry["name"], str) or not entry["name"]:
            problems.append(f"hand entry {entry}")
            continue
        wanted = [a for a, action in legal.items() if entry["card"] in action.get("cards", ())]
        if entry["actions"] != wanted:
            problems.append(f"{entry['card']}: actions {entry['actions']}, the legal ones using it are {wanted}")
        wants_reason = not entry["actions"] and view["to_move"] == view["seat"]
        if (entry["reason"] is not None) != wants_reason or entry["reason"] == "":
            problems.append(f"{entry['card']}: a reason exactly when no action uses it on the seat's turn")
        used.update(entry["actions"])
    if len(contract["hand"]) != seats[view["seat"]]["cards"]:
        problems.append("the hand and the seat's count of cards differ")
    if not isinstance(contract["table"], dict):
        problems.append("contract.table must be an object")
    return problems


def _cards_in_hand(one: str, many: str) -> "i18n.Template":
    return lambda params, lang: (one if params["count"] == 1 else many).format(**params)


i18n.register("en", {"core.view.cards_in_hand": _cards_in_hand("1 card in hand", "{count} cards in hand"),
                     "core.view.card_idle": "This card cannot be used now."})
i18n.register("de", {"core.view.cards_in_hand": _cards_in_hand("1 Karte auf der Hand", "{count} Karten auf der Hand"),
                     "core.view.card_idle": "Diese Karte kann jetzt nicht verwendet werden."})
i18n.register("nl", {"core.view.cards_in_hand": _cards_in_hand("1 kaart in de hand", "{count} kaarten in de hand"),
                     "core.view.card_idle": "Deze kaart kan nu niet gebruikt worden."})
