"""The hint's sentence names the rule and the idea of the move in its position (issue 21, item 2: "Lead the ten of
hearts: your ace is gone, so the ten is the highest heart left"), for Strand-Cup and Striker: never the generic
"the strongest computer player chooses it", and the numbers it names are the position's own (checked against what
the engine does when the move is made: the net score a ball sent over gets, the corner a shot aims at)."""

from __future__ import annotations

from collections import Counter
from typing import Iterator

import pytest

from pygame_core import game_class, make_player
from pygame_core.ai import advice
from pygame_core.core import i18n
from pygame_core.core.game import Game
from pygame_core.games.strandcup import cards as SC
from pygame_core.games.striker import cards as ST

#: Seeded matches of the medium computer in every seat; the hints are asked for seat 0's decisions.
SEEDS = (5, 6)
POSITIONS = 25


def hint_positions(game: str) -> Iterator[tuple[Game, dict]]:
    """Positions of seeded matches where seat 0 decides among several moves, each with the hint (en) and its reason
    key; seat 0 then plays the hinted move."""
    advisor = advice.advisor_of(game)
    for seed in SEEDS:
        match = game_class(game).new({}, seed)
        others = make_player(game, "medium")
        asked = 0
        for ply in range(600):
            if match.is_over or asked == POSITIONS:
                break
            mover = match.to_move()
            if mover == 0 and len(match.legal_ids(0)) > 1:
                hint = advice.hint(match, 0, "human", "en")
                hint["key"] = advisor.reason(match.observation(0), hint["action"]).key
                yield match, hint
                asked += 1
                match.apply(0, hint["action"])
            else:
                match.apply(mover, others.choose(match.observation(mover), seed * 1000 + ply))


def events_after(match: Game, action: str) -> list:
    after = type(match).load(match.save())
    mark = len(after.events)
    after.apply(0, action)
    return after.events[mark:]


@pytest.mark.parametrize("game", ["strandcup", "striker"])
def test_a_hint_names_its_idea_never_the_generic_sentence(game: str) -> None:
    keys = Counter(hint["key"] for _, hint in hint_positions(game))
    assert sum(keys.values()) >= 30
    assert "core.hint.generic" not in keys
    assert len(keys) >= 8, keys  # the sentence follows the position, not only the kind of move


def test_strandcup_hints_name_the_net_score_the_annahme_and_the_block_chance() -> None:
    checked = Counter()
    for match, hint in hint_positions("strandcup"):
        verb, _, card = hint["action"].partition(":")
        text = hint["text"]
        if verb == "over":  # the net score the ball gets, as the engine computes it
            crossing = next(e for e in events_after(match, hint["action"]) if e.type == "over")
            assert f"net score {crossing.params['net']}" in text, text
            checked["over"] += 1
        elif verb == "play" and not match.chain:  # the receive: its Annahme against the ball's net score
            assert f"Annahme {SC.ANNAHME[card]}" in text and f"net score {match.incoming}" in text, text
            checked["receive"] += 1
        elif verb == "play":  # the set: the Stellen it adds
            assert f"Stellen {SC.STELLEN[card]}" in text, text
            checked["set"] += 1
        elif verb in ("block", "no_block"):
            assert f"net score {match.incoming}" in text and ("%" in text or "at most" in text), text
            checked["block"] += 1
        elif verb == "serve":
            assert f"{SC.ABSCHLUSS[card]}" in text.partition(":")[2] and "Abschluss" in text, text
            checked["serve"] += 1
    assert all(checked[kind] for kind in ("over", "receive", "set", "block", "serve")), checked


def test_a_strandcup_dive_with_no_action_card_in_hand_names_no_best_annahme() -> None:
    """A diving save hinted to a seat holding only special cards read "(your best is 0)"."""
    from pygame_core.games.strandcup.advice import reason
    specials = ["BL1", "R1", "R2"]  # a Block card and two Rettungssprung cards: no Annahme among them
    assert not set(specials) & SC.IS_ACTION
    action = sorted(SC.IS_ACTION)[0]
    game_class("strandcup")
    empty = reason({"hand": specials, "incoming": 11}, "save:R1")
    held = reason({"hand": specials + [action], "incoming": 14}, "save:R1")
    assert empty.key == "strandcup.hint.save_no_card" and held.key == "strandcup.hint.save"
    assert held.params["best"] == SC.ANNAHME[action]
    for lang in ("en", "de", "nl"):
        words = i18n.tr(empty.key, lang, action="X", **empty.params)
        assert "Rettungssprung" in words and " 0)" not in words, words


@pytest.mark.long
def test_striker_hints_name_the_take_over_and_what_can_still_stop_a_shot() -> None:
    checked = Counter()
    for match, hint in hint_positions("striker"):
        text = hint["text"]
        events = events_after(match, hint["action"])
        shot = next((e for e in events if e.type == "shot"), None)
        if shot is not None:  # the corner it aims at, and whether the target still has its VAR
            corner = {"L": "left", "R": "right"}[shot.params["corner"]]
            assert corner in text.partition(":")[2], text
            assert ("used the VAR" in text) == (not match.var[shot.params["target"]]), text
            checked["shot"] += 1
        elif any(e.key == "striker.event.takeover" for e in events):
            assert "takes it over" in text, text
            checked["takeover"] += 1
        elif hint["action"].startswith("keeper:"):
            corner = {"L": "left", "R": "right"}[match.shot.corner]
            assert f"aims {corner}" in text, text
            checked["keeper"] += 1
        elif hint["action"].startswith("play:") and not any(e.key == "striker.event.takeover" for e in events):
            number = ST.NUMBER_OF[hint["action"].split(":")[1].split("@")[0]]
            assert number == 9 or f"{10 - number} more to go" in text, text
            checked["advance"] += 1
    assert checked["shot"] and checked["takeover"] and checked["keeper"], checked


def test_a_striker_yellow_card_says_where_it_sets_the_attack_back_to_or_that_it_ends_it() -> None:
    """readings.md §4.4 ST11: the Gelbe Karte removes the top number (and a Pass card or Grätsche beneath it). The
    hint read "sets it back from its 1" for an attack of one card, which the yellow card removes altogether."""
    from pygame_core.games.striker.advice import booking_reason
    game_class("striker")
    one = {"id": 7, "owner": 1, "top": "3", "number": 3, "cards": [{"card": "3", "owner": 1}]}
    passed = {"id": 8, "owner": 1, "top": "7", "number": 7,
              "cards": [{"card": "2", "owner": 1}, {"card": "P", "owner": 1}, {"card": "7", "owner": 1}]}
    view = {"seat": 0, "attacks": [one, passed]}
    gone, back = booking_reason(view, "yellow", 7), booking_reason(view, "yellow", 8)
    assert gone.key == "striker.hint.yellow_gone" and back.key == "striker.hint.yellow"
    assert (back.params["top"], back.params["below"]) == (7, 2)
    for lang, words in (("en", "from 7 to 2"), ("de", "von 7 auf 2"), ("nl", "van 7 naar 2")):
        assert words in i18n.tr(back.key, lang, action="X", **back.params)
        assert "7" in i18n.tr(gone.key, lang, action="X", **gone.params)


def test_a_striker_yellow_card_on_a_taken_over_attack_says_who_has_it_back() -> None:
    """readings.md §4.4 ST11 then ST5: after the yellow card the owner of the number beneath owns the attack. The
    hint read "sets it back from 4 to 4" where a 4 had taken over a 4."""
    from pygame_core.games.striker.advice import booking_reason
    game_class("striker")
    taken = {"id": 11, "owner": 3, "top": "4", "number": 4,
             "cards": [{"card": "3", "owner": 1}, {"card": "4", "owner": 1}, {"card": "4", "owner": 3}]}
    mine = {"id": 12, "owner": 2, "top": "6", "number": 6,
            "cards": [{"card": "5", "owner": 0}, {"card": "6", "owner": 2}]}
    view = {"seat": 0, "attacks": [taken, mine]}
    back, yours = booking_reason(view, "yellow", 11), booking_reason(view, "yellow", 12)
    assert back.key == "striker.hint.yellow_back" and (back.params["previous"], back.params["below"]) == (1, 4)
    assert yours.key == "striker.hint.yellow_yours" and yours.params["below"] == 5
    for lang in ("en", "de", "nl"):
        words = i18n.tr(back.key, lang, action="X", **back.params)
        assert "4" in words and "2" in words and "from 4 to 4" not in words, words  # Player 2 is seat 1
        assert "5" in i18n.tr(yours.key, lang, action="X", **yours.params)


def test_schnapsen_an_ace_led_is_said_to_lose_only_to_a_trump() -> None:
    """An ace is the highest card of its suit (readings.md, standard Schnapsen: A > 10 > K > Q > J): a hint to lead
    it says only a trump takes it; a ten led may still meet the ace of its suit, and its hint says so."""
    from pygame_core.games.schnapsen.advice import reason

    game_class("schnapsen")  # (its words are registered with the game)
    seen = {"trump": "S", "trick": []}
    ace, ten = reason(seen, "play:AH"), reason(seen, "play:TH")
    assert ace.key == "schnapsen.hint.lead_top" and ace.params == {"points": 11}
    assert ten.key == "schnapsen.hint.lead_high" and ten.params == {"points": 10}
    for lang in ("en", "de", "nl"):
        words = i18n.tr(ace.key, lang, action="A", points=11)
        assert "11" in words and words != i18n.tr(ten.key, lang, action="A", points=11)


def test_a_schnapsen_trump_lead_draws_trumps_only_where_the_reply_must_be_a_trump() -> None:
    """readings.md Schnapsen "Phase 1": no obligation to follow suit or to trump, so a trump led then draws no trump
    out (the hint said it did, and that the leader keeps the lead); "Phase 2": on a trump lead a trump if one is
    held."""
    from pygame_core.games.schnapsen.advice import reason
    game_class("schnapsen")
    open_talon = {"trump": "S", "trick": [], "closed": False, "exhausted": False}
    assert reason(open_talon, "play:TS").key == "schnapsen.hint.lead_trump"
    assert reason({**open_talon, "closed": True}, "play:TS").key == "schnapsen.hint.lead_trump_strict"
    assert reason({**open_talon, "exhausted": True}, "play:TS").key == "schnapsen.hint.lead_trump_strict"
    for lang, phase_1 in (("en", "only a higher trump"), ("de", "nur ein höherer Trumpf"),
                          ("nl", "alleen een hogere troef")):
        assert phase_1 in i18n.tr("schnapsen.hint.lead_trump", lang, action="X")
        assert phase_1 not in i18n.tr("schnapsen.hint.lead_trump_strict", lang, action="X")


def test_a_schnapsen_card_given_under_a_trick_while_a_cheaper_one_was_playable_is_not_called_the_cheapest() -> None:
    """The re-read of 2026-12-05: the ace of diamonds given under a trick while the queen could be played was
    hinted as "give the cheapest one you can spare"."""
    from pygame_core.games.schnapsen.advice import reason
    observation = {"trump": "S", "trick": [[1, "AS"]], "legal": [{"id": "play:AD"}, {"id": "play:QD"}]}
    assert reason(observation, "play:AD").key == "schnapsen.hint.give_up"
    assert reason(observation, "play:QD").key == "schnapsen.hint.duck_forced"  # nothing takes the trump ace


def test_a_schnapsen_cheapest_card_under_a_trick_says_whether_a_card_could_take_it() -> None:
    """The re-read of 2026-12-05 (second session): "this trick (12 points) is not worth a better card" read as a rule
    about 12-point tricks, and was said also where no card could take the trick. Now: where nothing playable takes
    it, the hint says so; where a card could, the cheapest is given by the playouts' judgement, said as theirs."""
    from pygame_core.games.schnapsen.advice import reason
    led = {"trump": "S", "trick": [[1, "TD"]]}
    could_trump = {**led, "legal": [{"id": "play:JC"}, {"id": "play:QS"}, {"id": "play:AC"}]}
    assert reason(could_trump, "play:JC").key == "schnapsen.hint.duck"
    could_head = {**led, "legal": [{"id": "play:JD"}, {"id": "play:AD"}]}  # the ace of the suit heads it
    assert reason(could_head, "play:JD").key == "schnapsen.hint.duck"
    nothing_takes = {**led, "legal": [{"id": "play:JC"}, {"id": "play:KH"}]}
    assert reason(nothing_takes, "play:JC").key == "schnapsen.hint.duck_forced"
    game_class("schnapsen")
    for lang, playouts, none in (("en", "in the playouts", "none of your cards"),
                                 ("de", "in den Probespielen", "Keine deiner Karten"),
                                 ("nl", "in de proefpartijen", "geen van je kaarten")):
        assert playouts in i18n.tr("schnapsen.hint.duck", lang, action="X", points=12)
        assert none in i18n.tr("schnapsen.hint.duck_forced", lang, action="X", points=12)


def test_a_schnapsen_card_given_up_says_what_the_move_keeps() -> None:
    """A dearer card given under a trick while cheaper ones were playable: the hint says what it keeps (the trumps,
    a marriage not yet declared), else why the dearer card goes: the playouts chose to lose its points rather than a
    cheaper card's, so in them it is of no more use later (said as the playouts' finding, like the hint's figures).
    "... and keeps your cheaper cards" (the re-read of 2026-12-05) argued against the move: an ace given to keep a
    jack."""
    from pygame_core.games.schnapsen.advice import reason

    game_class("schnapsen")
    led = {"seat": 0, "trump": "S", "trick": [[1, "AD"]], "marriages": []}
    trumps = {**led, "hand": ["TC", "JS", "QS"], "legal": [{"id": "play:TC"}, {"id": "play:JS"}, {"id": "play:QS"}]}
    assert reason(trumps, "play:TC").key == "schnapsen.hint.give_up_trumps"
    pair = {**led, "hand": ["TC", "KH", "QH"], "legal": [{"id": "play:TC"}, {"id": "play:KH"}, {"id": "play:QH"}]}
    assert reason(pair, "play:TC").key == "schnapsen.hint.give_up_marriage"
    declared = {**pair, "marriages": [{"seat": 0, "suit": "H", "points": 20, "trick": 1}]}
    assert reason(declared, "play:TC").key == "schnapsen.hint.give_up"
    no_more = {**pair, "exhausted": True, "options": {"marriage_after_close": False}}  # (no marriage to declare)
    assert reason(no_more, "play:TC").key == "schnapsen.hint.give_up"
    assert reason({**no_more, "options": {"marriage_after_close": True}}, "play:TC").key == \
        "schnapsen.hint.give_up_marriage"
    for key in ("give_up", "give_up_trumps", "give_up_marriage"):
        texts = {lang: i18n.tr(f"schnapsen.hint.{key}", lang, action="X", points=13) for lang in ("en", "de", "nl")}
        assert all("13" in text for text in texts.values()), texts  # (a missing message raises)
        assert len(set(texts.values())) == 3, texts
    plain = {lang: i18n.tr("schnapsen.hint.give_up", lang, action="X", points=13) for lang in ("en", "de", "nl")}
    assert "playouts" in plain["en"] and "Probespiele" in plain["de"] and "proefpartijen" in plain["nl"], plain
    assert "keeps your cheaper cards" not in plain["en"]
