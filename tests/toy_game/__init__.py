"""Nines: a toy trick game that lives only in the tests, to prove that a game plugs in by its declaration alone.

Two players, cards 1-9 (ids ``n1``..``n9``), a hand each, the rest face down. The leader plays any card; the
other must play a higher one if able; the higher card wins the trick and leads next. Most tricks wins.
``tests/test_protocol.py`` registers :data:`GAME_INFO`, plays it through the bridge and runs the whole
conformance suite on it, with no file outside this folder naming it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Optional

from pygame_core.ai.base import RandomPlayer
from pygame_core.core import state
from pygame_core.core.game import Action, Game, Reason
from pygame_core.core.i18n import player_name, tr
from pygame_core.core.options import option
from pygame_core.core.registry import GameInfo
from pygame_core.core.rng import MAX_SEED, Rng

DECK = tuple(f"n{n}" for n in range(1, 10))


@dataclass(frozen=True)
class Options:
    hand_size: int = option(3, "Cards dealt to each player", choices=(3, 4))


def value(card: str) -> int:
    return int(card[1:])


class Nines(Game):
    name = "nines"
    Options = Options
    state = {"hands": state.LISTS, "stock": state.LIST, "trick": state.LIST, "leader": state.VALUE,
             "tricks": state.LIST}

    @property
    def num_seats(self) -> int:
        return 2

    def _setup(self) -> None:
        deck = list(DECK)
        self.rng.shuffle(deck)
        n = self.options.hand_size
        self.hands = [sorted(deck[:n], key=value), sorted(deck[n:2 * n], key=value)]
        self.stock = deck[2 * n:]
        self.trick: list[tuple[int, str]] = []
        self.leader = 0
        self.tricks = [0, 0]
        for seat in (0, 1):
            self.emit("dealt", "nines.ev.dealt", visible_to=[seat], cards=list(self.hands[seat]))

    def to_move(self) -> Optional[int]:
        if not self.hands[0] and not self.hands[1]:
            return None
        return self.leader if not self.trick else 1 - self.leader

    def candidates(self, seat: int) -> Iterable[Action]:
        return [Action("play:" + card, "play", (card,)) for card in self.hands[seat]]

    def find_action(self, seat: int, action_id: str) -> Optional[Action]:
        card = action_id[5:] if action_id.startswith("play:") else None
        return Action(action_id, "play", (card,)) if card in DECK else None

    def why_not(self, seat: int, action: Action) -> Optional[Reason]:
        card = action.cards[0]
        if card not in self.hands[seat]:
            return Reason("nines.why.not_in_hand", {"card": card})
        if self.trick and value(card) < value(self.trick[0][1]) and any(
                value(c) > value(self.trick[0][1]) for c in self.hands[seat]):
            return Reason("nines.why.must_beat", {"card": self.trick[0][1]})
        return None

    def label(self, action: Action, lang: str = "en") -> str:
        return f"{'Play' if lang == 'en' else 'Spiel' if lang == 'de' else 'Speel'} {value(action.cards[0])}"

    def _apply(self, seat: int, action: Action) -> None:
        card = action.cards[0]
        self.hands[seat].remove(card)
        self.trick.append((seat, card))
        self.emit("played", "nines.ev.played", seat=seat, card=card)
        if len(self.trick) == 2:
            winner = max(self.trick, key=lambda entry: value(entry[1]))[0]
            self.tricks[winner] += 1
            self.leader = winner
            self.trick = []
            self.emit("trick", "nines.ev.trick", winner=winner)

    def outcome(self) -> Optional[list[float]]:
        if self.to_move() is not None:
            return None
        return [1.0, 0.0] if self.tricks[0] > self.tricks[1] else [0.0, 1.0]

    def summary(self, lang: str = "en") -> str:
        return f"{self.tricks[0]}:{self.tricks[1]}"

    def own_cards(self, seat: int) -> list[str]:
        return list(self.hands[seat])

    def card_name(self, card: str, lang: str = "en") -> str:
        return str(value(card))

    def card_click(self, seat: int, card: str) -> Optional[str]:
        return "play:" + card

    def table_of(self, seat: int, lang: str = "en") -> dict[str, Any]:
        """The table in the shapes the generic table draws (core/contract.py TABLE_PART_KINDS, issue 32): the
        trick as a row of cards, the stock as a pile with its count, the leader as a marker on a seat, the
        tricks won as a track."""
        return {"parts": [
            {"kind": "row", "label": tr("nines.part.trick", lang),
             "cards": [self.card_name(card, lang) for _, card in self.trick]},
            {"kind": "pile", "label": tr("nines.part.stock", lang), "count": len(self.stock), "top": None},
            {"kind": "marker", "label": tr("nines.part.leader", lang), "seat": self.leader},
            {"kind": "track", "label": tr("nines.part.tricks", lang), "length": self.options.hand_size,
             "positions": list(self.tricks)},
        ]}

    def view(self, seat: int, lang: str = "en") -> dict[str, Any]:
        mover = self.to_move()
        prompt = ("nines.prompt.over" if mover is None else "nines.prompt.play" if mover == seat
                  else "nines.prompt.wait")
        return {**self.base_view(seat, lang), "hand": list(self.hands[seat]),
                "prompt": tr(prompt, lang, seat=mover if mover is not None else 0),
                "opponent_cards": len(self.hands[1 - seat]), "trick": [list(e) for e in self.trick],
                "leader": self.leader, "tricks": list(self.tricks), "stock": len(self.stock),
                "options": {"hand_size": self.options.hand_size}}


def determinize(view: Mapping[str, Any], rng: Rng) -> Nines:
    """A match consistent with ``view``: the cards the seat has not seen dealt at random."""
    me = view["seat"]
    seen = set(view["hand"]) | {card for _, card in view["trick"]}
    unseen = [c for c in DECK if c not in seen]
    rng.shuffle(unseen)
    hands: list[list[str]] = [[], []]
    hands[me] = list(view["hand"])
    count = view["opponent_cards"]
    hands[1 - me] = sorted(unseen[:count], key=value)
    return Nines.from_state({
        "options": Options(hand_size=view["options"]["hand_size"]), "seed": 0, "deal": None, "rules_version": Nines.version,
        "rng": Rng(rng.next64() % MAX_SEED), "history": [], "events": [], "log_mark": 0, "record_events": False,
        "hands": hands, "stock": unseen[count:count + view["stock"]],
        "trick": [(s, c) for s, c in view["trick"]], "leader": view["leader"], "tricks": list(view["tricks"])})


def _names(params: Mapping[str, Any], lang: str) -> Mapping[str, Any]:
    return {**params, "seat": player_name(params.get("seat", 0), lang),
            "winner": player_name(params.get("winner", 0), lang)}


def _catalog(words: Mapping[str, str]) -> dict[str, Any]:
    from pygame_core.core.i18n import expanding
    return {key: expanding(text, _names) if key.startswith(("nines.ev.", "nines.prompt.")) else text
            for key, text in words.items()}


_EN = {"nines.title": "Nines", "nines.pitch": "A toy trick game of the tests.",
       "nines.ev.dealt": "Your cards: {cards}", "nines.ev.played": "{seat} plays {card}.",
       "nines.ev.trick": "{winner} wins the trick.", "nines.why.not_in_hand": "{card} is not in your hand.",
       "nines.why.must_beat": "You must beat {card} when you can.",
       "nines.part.trick": "Trick", "nines.part.stock": "Stock", "nines.part.leader": "Leads",
       "nines.part.tricks": "Tricks won",
       "nines.prompt.play": "Play a card.", "nines.prompt.wait": "{seat} plays.", "nines.prompt.over": "The game is over."}

GAME_INFO = GameInfo(
    name="nines", game=Nines, seats=(2,),
    messages={"en": _catalog(_EN), "de": _catalog({**_EN, "nines.title": "Neuner"}), "nl": _catalog(_EN)},
    make_player=lambda level: RandomPlayer(), determinize=determinize,
    playthroughs=((1, {}), (2, {"hand_size": 4})))
