"""The shell's pace rule (web/pace.js, issue 22 item 5) on a clock of its own, under Node: with several computers
the wait between a person's decisions stays near 4 s at speed normal; with one computer nothing changes (600 ms after
a card's travel); a skipped wait has no pauses. Figures of real matches: ``python3 build.py bench --parts i``."""

import json
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
NODE = shutil.which("node")
pytestmark = pytest.mark.skipif(NODE is None, reason="needs Node")


def waits(moves_per_wait, computers, *, think=20, settle=340, old=False, factor=1):
    script = """
import { simulateWaits } from "./web/pace.js";
import { readFileSync } from "node:fs";
const a = JSON.parse(readFileSync(0, "utf8"));
process.stdout.write(JSON.stringify(simulateWaits(a.waits, a.options)));
"""
    data = {"waits": [[{"think": think, "settle": settle}] * n for n in moves_per_wait],
            "options": {"base": 600, "factor": factor, "computers": computers, "old": old}}
    out = subprocess.run([NODE, "--input-type=module", "-e", script], cwd=ROOT, input=json.dumps(data),
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def test_one_computer_keeps_the_pause_after_the_cards_travel():
    assert waits([1, 1, 1], 1) == [940, 940, 940]


def test_seven_computers_and_twenty_moves_keep_the_wait_near_four_seconds():
    now = waits([7, 20, 20, 12], 7)
    old = waits([7, 20, 20, 12], 7, old=True)
    assert old[1] == 20 * 940
    assert max(now) <= 4200, now


def test_the_rule_scales_with_the_speed():
    slow = waits([20, 20], 3, factor=1.6)
    assert max(slow) <= 4200 * 1.6 and max(slow) > 4200, slow


def pace_steps(steps: str) -> list:
    """Run `steps` (JavaScript on a Pace `p` of two computers, clock `t`) under Node; answers what they return."""
    script = f"""
import {{ Pace }} from "./web/pace.js";
let t = 0;
const p = new Pace(2, () => t);
process.stdout.write(JSON.stringify((() => {{ {steps} }})()));
"""
    out = subprocess.run([NODE, "--input-type=module", "-e", script], cwd=ROOT, capture_output=True, text=True,
                         check=True)
    return json.loads(out.stdout)


def test_a_tap_after_the_decision_skips_its_wait_even_before_the_engine_answers():
    """The tap's pointerdown of the deciding click comes before the decision and skips nothing; a tap after it does,
    even while the engine still answers the decision (no computer move shown yet)."""
    assert pace_steps("""
        const before = p.waiting();
        p.skip();              // the deciding click's own pointerdown
        p.decided();
        const after = p.waiting();
        const unskipped = p.skipped;
        p.skip();              // a tap while the engine answers the person's move
        p.shown();
        const hurried = p.hurried(1.6);
        const pause = p.pause(600, 1.6);
        const wait = p.personToMove();
        return [before, after, unskipped, hurried, pause, wait.skipped, p.waiting()];
    """) == [False, True, False, True, 0, True, False]
