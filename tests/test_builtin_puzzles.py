"""The site's own puzzles and rules examples in the studio's format (issue 33, parts 2 and 4).

- every game has at least three puzzles (``games/<game>/puzzles.py``), each a script in the studio's format that
  ``script_check`` plays; each puzzle step is a real choice, the script's own move there (the intended answer) is
  judged right by ``puzzle_check``, and at least one other legal move is judged wrong;
- their titles and captions exist in en, de and nl;
- the menu's ``examples`` lists them beside the rules examples with the source the viewer opens, and an embed's
  ``example=<puzzle>`` opens the puzzle as a script (the viewer sends its answers to ``puzzle_check``);
- every built-in rules example comes out in the studio's format (``script_check`` of its link): the same moves,
  captions in every language; its old link (``example=<name>``) still opens as before;
- a script with ``open: false`` shows the reader's seat only: no other seat's view, no hidden card of another seat.
"""

from __future__ import annotations

from typing import Any

import pytest

from pygame_core import bridge, examples
from pygame_core.core import i18n, registry, replay


def call(**request: Any) -> dict[str, Any]:
    return bridge.handle_obj(request)


GAMES = registry.names()
PUZZLES = [(game, name) for game in GAMES for name in registry.get(game).puzzles()]


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_at_least_three_puzzles(game: str) -> None:
    assert len(registry.get(game).puzzles()) >= 3


@pytest.mark.parametrize("game,name", PUZZLES)
def test_a_puzzle_plays_and_its_texts_are_in_every_language(game: str, name: str) -> None:
    script = registry.get(game).puzzles()[name]
    checked = call(cmd="script_check", script=script)
    assert checked["ok"], checked
    assert checked["game"] == game and checked["puzzles"], "a puzzle has a step the reader answers"
    assert checked["link_fits"]
    for text in [script["title"], *[c for c in script["captions"] if c]]:
        assert isinstance(text, dict) and set(text) == set(i18n.LANGUAGES), text
        assert all(value.strip() for value in text.values())
    for step in checked["puzzles"]:
        assert script["captions"][step], f"step {step}: the question's caption"


@pytest.mark.parametrize("game,name", PUZZLES)
def test_a_puzzles_intended_answer_is_right_and_another_move_is_wrong(game: str, name: str) -> None:
    script = registry.get(game).puzzles()[name]
    checked = call(cmd="script_check", script=script)
    for step in checked["puzzles"]:
        move = checked["steps"][step]
        assert move["choices"] >= 2 and move["seat"] == script["seat"]
        intended = script["actions"][step][1]
        right = call(cmd="puzzle_check", script=script, step=step, action=intended)
        assert right["ok"] and right["correct"], right
        assert intended in right["best"]
        opened = call(cmd="replay_open", script=script)
        view = call(cmd="replay_step", rid=opened["rid"], step=step)["view"]
        call(cmd="replay_close", rid=opened["rid"])
        others = [entry["id"] for entry in view["legal"] if entry["id"] not in right["best"]]
        assert others, f"{name}: every move counts as right at step {step}"
        wrong = call(cmd="puzzle_check", script=script, step=step, action=others[0])
        assert wrong["ok"] and not wrong["correct"] and wrong["loss"] > 0, wrong


@pytest.mark.parametrize("game", GAMES)
def test_the_menu_lists_a_games_puzzles_with_what_opens_them(game: str) -> None:
    listed = call(cmd="examples", game=game, lang="de")["examples"]
    puzzles = [entry for entry in listed if entry.get("puzzle")]
    assert {entry["name"] for entry in puzzles} == set(registry.get(game).puzzles())
    for entry in puzzles:
        script = registry.get(game).puzzles()[entry["name"]]
        assert entry["title"] == script["title"]["de"]
        assert entry["source"] == {"script": script}
        opened = call(cmd="replay_open", **entry["source"])
        assert opened["ok"] and opened["replay"]["puzzles"] == sorted(script["puzzles"])
        config = call(cmd="embed_config", params={"game": game, "example": entry["name"]})["config"]
        assert config["source"] == {"script": script}
    ordinary = [entry for entry in listed if not entry.get("puzzle")]
    assert {entry["name"] for entry in ordinary} == set(examples(game))


@pytest.mark.parametrize("game,name", [(g, n) for g in GAMES for n in examples(g)])
def test_a_rules_example_comes_out_in_the_studio_format_and_its_old_link_still_opens(game: str, name: str) -> None:
    declared = examples(game)[name]
    code = f'<iframe src="https://your.host/cards/embed.html?game={game}&amp;example={name}"></iframe>'
    checked = call(cmd="script_check", script=code)
    assert checked["ok"], checked
    script = checked["script"]
    assert script["actions"] == [list(a) for a in declared.actions]
    assert script["seed"] == declared.seed and script.get("deal") == declared.deal
    for lang in i18n.LANGUAGES:
        assert script["title"][lang] == i18n.tr(declared.title, lang)
        assert [c[lang] for c in script["captions"]] == [i18n.tr(key, lang) for key in declared.captions]
    # the studio's script and the old link show the same positions with the same captions
    by_script = call(cmd="replay_open", script=script, lang="nl")
    by_name = call(cmd="replay_open", game=game, example=name, lang="nl")
    assert by_script["ok"] and by_name["ok"]
    assert by_script["replay"]["count"] == by_name["replay"]["count"] == len(declared.actions) + 1
    last = by_name["replay"]["count"] - 1
    a = call(cmd="replay_step", rid=by_script["rid"], step=last, lang="nl")
    b = call(cmd="replay_step", rid=by_name["rid"], step=last, lang="nl")
    assert a["caption"] == b["caption"]
    config = call(cmd="embed_config", params={"game": game, "example": name})["config"]
    assert config["source"] == {"game": game, "example": name}


def test_an_unknown_built_in_example_in_a_pasted_link_is_named_and_nothing_opens() -> None:
    answer = call(cmd="script_check", script="embed.html?game=schnapsen&example=nothing_such")
    assert not answer["ok"] and "nothing_such" in answer["error"]["message"]


def _hidden_cards(view: dict[str, Any]) -> set[str]:
    """Every card id a view shows (the hands and cards it names, anywhere in it)."""
    found: set[str] = set()

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            for item in value.values():
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)
        elif isinstance(value, str):
            found.add(value)
    walk(view)
    return found


def test_open_false_shows_the_readers_seat_only_and_no_card_of_the_other_hand() -> None:
    """``open: false``: the replay does not switch seats (another seat's view is refused), and the reader's view at
    the deal names none of the other seat's hidden cards; ``open: true`` lets the reader look at the other hand."""
    script = replay.studio_script(examples("schnapsen")["closing"])
    hidden = set(script["deal"]["deck"][3:6] + script["deal"]["deck"][9:11])  # the dealer's five cards
    closed = call(cmd="replay_open", script={**script, "open": False})
    assert closed["ok"] and closed["replay"]["switch_seats"] is False
    refused = call(cmd="replay_step", rid=closed["rid"], step=0, seat=1)
    assert not refused["ok"] and "one seat" in refused["error"]["message"]
    mine = call(cmd="replay_step", rid=closed["rid"], step=0)["view"]
    assert not hidden & _hidden_cards(mine), "the reader's view names a card of the other hand"
    shown = call(cmd="replay_open", script={**script, "open": True})
    theirs = call(cmd="replay_step", rid=shown["rid"], step=0, seat=1)
    assert theirs["ok"] and hidden <= _hidden_cards(theirs["view"])
