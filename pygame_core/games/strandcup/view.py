"""What one seat of a Strand-Cup match may see, as JSON.

Besides the fields of :meth:`Game.base_view` (``game``, ``version``, ``seat``, ``seats``, ``to_move``,
``over``, ``ply``, ``legal``, ``log``), a view has:

Match and teams
    ``options`` (the agreed conditions), ``team_of`` (team index per seat), ``teams``
    (``[{letter, seats, score, sets}]``), ``scores`` and ``sets`` (per team), ``set_no``, ``winner``
    (team index once the match is over), ``hand_size`` (7 or 6).
The Aufschlag card
    ``serving_team``, ``server`` (the seat serving this rally), ``next_server`` (per team: index, within
    the team's seats, of the member who serves when the team wins the serve back), ``arrow`` (the seat
    the card's arrow points at: the next server after a side-out; ``None`` when that is not fixed).
Cards
    ``hand`` (this seat's own cards, ``[{id, kind, annahme, aufbau, stellen, abschluss}]``),
    ``hand_counts`` (cards held per seat), ``stock_count``, ``discard`` (the face-up discard pile since
    the last reshuffle), ``table`` (cards laid this rally), ``deck`` (every card of this deck with its values:
    public knowledge, as printed on the cards).
The rally
    ``rally_no``, ``phase`` (``serve``/``block``/``claim``/``play``/``over``), ``mover``, ``queue`` (who
    is offered the ball after the mover, in order), ``possession`` (team with the ball), ``chain`` (card ids
    of the current possession, in order), ``touch`` (number of the next touch), ``incoming`` (net or block
    score the receiver must reach), ``from_team`` (team that sent the ball), ``target`` (team the last ball
    was aimed at), ``last_toucher``, ``team_last`` (per team, its most recent toucher), ``effects`` (Blenden
    ``BD`` / Angeschnittener Ball ``AB`` waiting for the receiver), ``rescue_pending`` and ``rescue_roll``
    (the follow-up of a Rettungssprung), ``attached`` (special cards the mover laid for the ball he is
    about to send), ``blockers`` (seats that committed a Block), ``spiker``, ``locked`` (seats out for the
    rest of the rally after a Rettungssprung), ``shouted`` (the mover has shouted this decision).
    ``steps`` (everything played this rally, left to right: ``{seat, team, card, role, net?, target?}``;
    roles ``serve``, ``over``, ``touch``, ``save``, ``block``, ``blocked``, ``special``, ``drink``, ``pass``),
    ``dice`` (every die rolled this rally: ``{seat, purpose, value}``), ``shouts`` (``{seat, shout}``).
History
    ``rallies`` (every finished rally: ``{rally, set, server, serving_team, loser, winner, reason, scored,
    score}``) and ``log`` (the event texts this seat may see).
Prompt
    ``prompt``: what the viewer is asked to do now, or who is deciding.

A view never contains another seat's cards, the order of the stack, or anything else not on the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core import i18n
from ...core.options import options_to_json
from . import cards as C

if TYPE_CHECKING:
    from .rules import StrandCup


def build_view(game: "StrandCup", seat: int, lang: str = i18n.DEFAULT_LANGUAGE) -> dict[str, Any]:
    """The view of ``seat`` (see the module docstring for the fields)."""
    from .rules import TEAM_LETTERS, action_label
    view = game.base_view(seat, lang)
    for action in view["legal"]:
        action["label"] = action_label(action["id"], lang)
    view.update(game.public_state())
    view.update(
        options=options_to_json(game.options),
        team_of=[game.team_of(s) for s in range(game.n)],
        teams=[{"letter": TEAM_LETTERS[t], "seats": list(game.members[t]), "score": game.scores[t],
                "sets": game.sets[t]} for t in range(game.nteams)],
        hand_size=game.hand_size,
        hand=[C.CARDS[c].to_json() for c in C.sort_hand(game.hands[seat])],
        arrow=game.arrow(),
        touch=game.touch_number(),
        steps=[dict(s) for s in game.steps],
        dice=[dict(d) for d in game.dice],
        shouts=[dict(s) for s in game.shouts],
        rallies=[dict(r) for r in game.rallies],
        deck=[C.CARDS[c].to_json() for c in game.deck],
        prompt=prompt(game, seat, lang),
    )
    return view


def prompt(game: "StrandCup", seat: int, lang: str) -> str:
    """What ``seat`` is asked to do now (or who decides)."""
    from .rules import TEAM_LETTERS, Phase, RESCUE_REACH_MIN
    if game.phase is Phase.OVER:
        return i18n.tr("strandcup.prompt.over", lang, team=TEAM_LETTERS[game.winner])  # type: ignore[index]
    if seat != game.mover:
        return i18n.tr("strandcup.prompt.wait", lang, seat=game.mover)
    if game.attached:
        return i18n.tr("strandcup.prompt.special", lang)
    if game.phase is Phase.SERVE:
        return i18n.tr("strandcup.prompt.serve", lang)
    if game.phase is Phase.BLOCK:
        return i18n.tr("strandcup.prompt.block", lang, net=game.incoming)
    if game.phase is Phase.PLAY:
        if game.rescue_roll is not None and game.rescue_roll < RESCUE_REACH_MIN:
            return i18n.tr("strandcup.prompt.rescue_save", lang, roll=game.rescue_roll)
        return i18n.tr("strandcup.prompt.play", lang)
    if game.needs_roll_first():
        return i18n.tr("strandcup.prompt.claim", lang)
    if game.touch_number() == 1:
        return i18n.tr("strandcup.prompt.receive", lang, net=game.incoming)
    return i18n.tr("strandcup.prompt.team", lang, touch=game.touch_number())
