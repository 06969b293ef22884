"""What one seat of a Strand-Cup match may see, as JSON: the view the table draws.

A view has the fields every game shares (:meth:`Game.base_view`: ``game``, ``version``, ``seat``, ``seats``,
``to_move``, ``over``, ``ply``, ``legal``, ``log``, ``contract``, ...), ``options`` (the agreed conditions) and
``prompt`` (what the viewer is asked to do now, or who is deciding), and nothing else at the top level (issue 32):
the own hand is ``contract.hand`` (each card's id, name, the legal actions that use it and, on the seat's turn, why
not; every card as printed, its values and names, goes once with the bridge's ``games`` answer, :func:`catalogue`),
and the court is ``contract.table`` (:func:`table_part`):

Match and teams
    ``team_of`` (team index per seat), ``teams`` (``[{letter, seats, score, sets, name}]``, ``name`` "team B"),
    ``scores`` and ``sets`` (per team), ``set_no``, ``winner`` (team index once the match is over), ``hand_size``
    (7 or 6).
The Aufschlag card
    ``serving_team``, ``server`` (the seat serving this rally), ``next_server`` (per team: index, within
    the team's seats, of the member who serves when the team wins the serve back), ``arrow`` (the seat
    the card's arrow points at: the next server after a side-out; ``None`` when that is not fixed).
Cards
    ``hand_counts`` (cards held per seat), ``stock_count``, ``discard`` (the face-up discard pile since the last
    reshuffle), ``table`` (cards laid this rally).
The rally
    ``rally_no``, ``phase`` (``serve``/``block``/``claim``/``play``/``break``/``over``), ``mover``, ``queue`` (who
    is offered the ball after the mover, in order), ``possession`` (team with the ball), ``chain`` (card ids
    of the current possession, in order), ``touch`` (number of the next touch), ``incoming`` (net or block
    score the receiver must reach), ``from_team`` (team that sent the ball), ``target`` (team the last ball
    was aimed at), ``last_toucher``, ``team_last`` (per team, its most recent toucher), ``effects`` (Blenden
    ``BD`` / Angeschnittener Ball ``AB`` waiting for the receiver), ``rescue_pending`` and ``rescue_roll``
    (the follow-up of a Rettungssprung), ``attached`` (special cards the mover laid for the ball he is
    about to send), ``blockers`` (seats that committed a Block), ``spiker``, ``locked`` (seats out for the
    rest of the rally after a Rettungssprung), ``shouted`` (the mover has shouted this decision).
    ``steps`` (everything played this rally, left to right: ``{seat, team, card, role, net?, target?}``;
    roles ``serve``, ``over``, ``touch``, ``save``, ``block``, ``blocked``, ``special``, ``drink``, ``pass``;
    plus ``role_name``, the role in words), ``dice`` (every die rolled this rally: ``{seat, purpose, value,
    text}``, ``text`` the roll in words), ``shouts`` (``{seat, shout}``).
For the table
    ``terms`` (the names of the four card values, ``{annahme, aufbau, stellen, abschluss}``).
History
    ``last_rally`` (how the latest rally ended, for the court: ``{rally, set, winner, reason, scored, score, why,
    text}``), ``rallies`` (the newest finished rallies, at most :data:`VIEW_RALLY_LIMIT`: ``{rally, set, server,
    serving_team, loser, winner, reason, scored, score}``); the log is the shared ``log``.

The computer players read no view: they read the seat's observation (:mod:`.observation`).
A view never contains another seat's cards, the order of the stack, or anything else not on the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional

from ...core import contract as V
from ...core import i18n
from ...core.caches import memo
from ...core.options import options_to_json
from . import cards as C
from . import messages as M
from .rules import TEAM_LETTERS, Phase, missed_after_rescue

if TYPE_CHECKING:
    from .rules import StrandCup

#: A view lists at most this many finished rallies, the newest (a long match has hundreds; the log is bounded the
#: same way by ``VIEW_LOG_LIMIT``), so a view costs the same at the end of a match as after a few rallies.
VIEW_RALLY_LIMIT = 50


def build_view(game: "StrandCup", seat: int, lang: str = i18n.DEFAULT_LANGUAGE) -> dict[str, Any]:
    """The view of ``seat``: the shared fields (the court in ``contract.table``, :func:`table_part`), the options and
    the prompt."""
    view = game.base_view(seat, lang)
    view.update(options=options_to_json(game.options), prompt=prompt(game, seat, lang))
    return view


def last_rally(game: "StrandCup", lang: str) -> Optional[dict[str, Any]]:
    """How the latest rally ended, for the court (issue 19): ``{rally, winner, reason, scored, score, why, text}``,
    ``why`` the fault in words ("In the net! The rally goes to Team B.") and ``text`` who won the point, or that the
    serve changed hands (only the serving team scores, readings.md SC12)."""
    if not game.rallies:
        return None
    r = game.rallies[-1]
    winner, loser = TEAM_LETTERS[r["winner"]], TEAM_LETTERS[r["loser"]]
    why = i18n.tr(f"strandcup.log.end.{r['reason']}", lang, winner=winner, loser=loser)
    text = i18n.tr("strandcup.rally_over.point" if r["scored"] else "strandcup.rally_over.sideout", lang,
                   rally=r["rally"], team=winner, score=list(r["score"]))
    return {"rally": r["rally"], "set": r["set"], "winner": r["winner"], "reason": r["reason"],
            "scored": r["scored"], "score": list(r["score"]), "why": why, "text": text}


#: The four values of an action card, named in the reader's language for the table (``terms``).
TERMS = ("annahme", "aufbau", "stellen", "abschluss")


def table_part(game: "StrandCup", seat: int, lang: str = i18n.DEFAULT_LANGUAGE) -> dict[str, Any]:
    """The contract's ``table`` (core/contract.py): everything on the court every seat may see (the module
    docstring), with the words the table shows in ``lang`` (``seat`` sees what every seat sees)."""
    return {
        **table_state(game),
        "team_of": [game.team_of(s) for s in range(game.n)],
        "teams": [{"letter": TEAM_LETTERS[t], "seats": list(game.members[t]), "score": game.scores[t],
                   "sets": game.sets[t], "name": M.team_name(TEAM_LETTERS[t], lang)} for t in range(game.nteams)],
        "hand_size": game.hand_size, "arrow": game.arrow(), "touch": game.touch_number(),
        "steps": [{**s, "role_name": i18n.tr(f"strandcup.role.{s['role']}", lang)} for s in game.steps],
        "dice": [{**d, "text": i18n.tr("strandcup.log.die", lang, **d)} for d in game.dice],
        "shouts": [dict(s) for s in game.shouts],
        "rallies": [{**r, "score": list(r["score"])} for r in game.rallies[-VIEW_RALLY_LIMIT:]],
        "last_rally": last_rally(game, lang),
        "terms": {term: i18n.tr(f"strandcup.term.{term}", lang) for term in TERMS},
    }


def table_state(game: "StrandCup") -> dict[str, Any]:
    """Everything on the table that every seat may see (:mod:`.determinize` rebuilds a match from it)."""
    return {
        "phase": game.phase.value, "mover": game.to_move(), "queue": list(game.queue),
        "scores": list(game.scores), "sets": list(game.sets), "set_no": game.set_no,
        "serving_team": game.serving_team, "server": game.server, "next_server": list(game.next_server),
        "rally_no": game.rally_no, "possession": game.poss, "chain": list(game.chain),
        "incoming": game.incoming, "from_team": game.from_team, "target": game.target,
        "last_toucher": game.last_toucher, "team_last": list(game.team_last), "effects": list(game.effects),
        "rescue_pending": game.rescue_pending, "rescue_roll": game.rescue_roll,
        "attached": list(game.attached), "blockers": list(game.blockers), "spiker": game.spiker,
        "locked": sorted(game.locked), "shouted": game.shouted, "table": list(game.table),
        "discard": list(game.discard), "stock_count": len(game.stock),
        "hand_counts": [len(h) for h in game.hands], "winner": game.winner,
    }


def catalogue(lang: str) -> dict[str, dict[str, Any]]:
    """Every card of either deck as printed, by id (``GameInfo.catalogue``: sent once with the ``games`` answer)."""
    return {card: _card_entry(card, lang) for card in C.CARDS}


def _card_entry(card: str, lang: str) -> dict[str, Any]:
    """A card as printed: its values, its name ("Baggern 11/2/2/1"), its sort ("Baggern") and the meaning of its German
    name; a new object each time (the printing is made once per card and language)."""
    return dict(_printed(card, lang))


@memo("strandcup.printed_card", entries=512, max_text=64)  # the cards of both decks in every language
def _printed(card: str, lang: str) -> dict[str, Any]:
    return {**C.CARDS[card].to_json(), "name": M.card_name(card, lang), "kind_name": M.kind_name(card, lang),
            "meaning": M.meaning(card, lang)}


def prompt(game: "StrandCup", seat: int, lang: str) -> str:
    """What ``seat`` is asked to do now (or who decides)."""
    if game.phase is Phase.OVER:
        team, sets = TEAM_LETTERS[game.winner], [game.sets[game.winner]] + [  # type: ignore[index]  # a finished match has a winner
            n for t, n in enumerate(game.sets) if t != game.winner]
        if 0 <= seat < game.n:   # a player: won or lost, the winner's sets first ("Your team lost the match 1:2")
            mine = game.team_of(seat) == game.winner
            own = [game.sets[game.team_of(seat)]] + [n for t, n in enumerate(game.sets) if t != game.team_of(seat)]
            return i18n.tr("strandcup.prompt.over_won" if mine else "strandcup.prompt.over_lost", lang, team=team,
                           sets=own)
        return i18n.tr("strandcup.prompt.over", lang, team=team, sets=sets)
    if seat != game.mover:
        return i18n.tr("strandcup.prompt.wait", lang, seat=game.mover)
    if game.attached:
        return i18n.tr("strandcup.prompt.special", lang)
    if game.phase is Phase.SERVE:
        return i18n.tr("strandcup.prompt.serve", lang)
    if game.phase is Phase.BREAK:
        return i18n.tr("strandcup.prompt.break", lang)
    if game.phase is Phase.BLOCK:
        return i18n.tr("strandcup.prompt.block", lang, net=game.incoming)
    if game.phase is Phase.PLAY:
        if missed_after_rescue(game.rescue_roll):
            return i18n.tr("strandcup.prompt.rescue_save", lang, roll=game.rescue_roll)
        return i18n.tr("strandcup.prompt.play", lang)
    if game.needs_roll_first():   # what the die decides (S0 "Special cards", "Rettungssprung"; SC6, SC11)
        return i18n.tr("strandcup.prompt.claim_effect" if game.effects else "strandcup.prompt.claim_rescue", lang)
    if game.touch_number() == 1:
        return i18n.tr("strandcup.prompt.receive", lang, net=game.incoming)
    return i18n.tr("strandcup.prompt.team", lang, touch=game.touch_number())


# -- the contract a view from outside the engine must keep (a seen-only replay; core/contract.py) ---------------

_SEAT = V.seat_of(8)
_TEAM = V.Whole(0, 3)
_MAYBE_SEAT = V.Maybe(_SEAT)
_MAYBE_TEAM = V.Maybe(_TEAM)
#: Cards of one deck: every count the table shows (cards in a hand, the stock) is bounded by it.
_COUNT = V.Whole(0, C.DECK_SIZE)
_IDS = V.Listing(V.TEXT, C.DECK_SIZE)
_SEATS = V.Listing(_SEAT, 8)
_PER_TEAM = V.Listing(V.INT, 4)
#: The shape of every field of ``contract.table`` (:func:`table_part`).
TABLE_FIELDS: dict[str, V.Shape] = {
    "phase": V.TEXT, "mover": _MAYBE_SEAT, "queue": _SEATS, "scores": _PER_TEAM, "sets": _PER_TEAM,
    "set_no": V.COUNT, "serving_team": _TEAM, "server": _SEAT, "next_server": V.Listing(_SEAT, 4),
    "rally_no": V.COUNT, "possession": _TEAM, "chain": _IDS, "incoming": V.INT, "from_team": _MAYBE_TEAM,
    "target": _MAYBE_TEAM, "last_toucher": _MAYBE_SEAT, "team_last": V.Listing(_MAYBE_SEAT, 4),
    "effects": V.Listing(V.TEXT, C.DECK_SIZE), "rescue_pending": V.FLAG, "rescue_roll": V.Maybe(V.INT),
    "attached": _IDS, "blockers": _SEATS, "spiker": _MAYBE_SEAT, "locked": _SEATS, "shouted": V.FLAG,
    "table": _IDS, "discard": _IDS, "stock_count": _COUNT, "hand_counts": V.Listing(_COUNT, 8),
    "winner": _MAYBE_TEAM, "team_of": V.Listing(_TEAM, 8),
    "teams": V.Listing(V.Record({"seats": _SEATS, "score": V.INT, "sets": V.INT, "letter": V.Text(4),
                                 "name": V.TEXT}), 4),
    "hand_size": _COUNT, "arrow": _MAYBE_SEAT, "touch": V.INT, "steps": V.LIST, "dice": V.LIST,
    "shouts": V.LIST, "rallies": V.Listing(V.OBJECT, VIEW_RALLY_LIMIT), "terms": V.OBJECT,
    "last_rally": V.Maybe(V.Record({"rally": V.COUNT, "set": V.COUNT, "winner": _TEAM, "reason": V.Text(80),
                                    "scored": V.FLAG, "score": _PER_TEAM, "why": V.TEXT, "text": V.TEXT})),
}


def old_hand(hand: Any) -> list[dict[str, Any]]:
    """An older seen-only record's own ``hand`` (before issue 32: each card as printed, ``{id, name, kind, ...}``,
    at the top level) as ``contract.hand`` entries (a replay is looked at: no actions, no reasons); an entry without
    a card id is left out (a record anyone can write)."""
    entries: list[dict[str, Any]] = []
    for entry in hand if isinstance(hand, list) else []:
        card = entry.get("id") if isinstance(entry, dict) else None
        if not isinstance(card, str) or not card or len(card) > 80:
            continue
        name = entry.get("name")
        entries.append(V.seen_hand_entry({"card": card,
                                          "name": name if isinstance(name, str) and 0 < len(name) <= 200 else card}))
    return entries


#: No field of its own at the top level (issue 32): the court is ``contract.table``, declared field by field; a
#: seen-only record made before it moved there carries its fields at the top level (the court's nine since the
#: contract came, all of them before) and its reshaped hand: they are put back in their place when it is opened.
VIEW_CONTRACT = V.ViewContract(cards=C.DECK_SIZE, table_fields=TABLE_FIELDS, table=tuple(TABLE_FIELDS),
                               old_hand=old_hand)
