"""``python3 build.py test``: set up, build dist/, run the three parts (CPython, Pyodide, e2e), print the summary.

CI parses the summary lines: keep their format.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Sequence

from .npm import ensure_node_modules
from .paths import DIST, ROOT, STDLIB_COMPILED
from .site import build
from .testenv import ensure_chromium, ensure_venv, pyodide_command, pyodide_test_wheels
from .util import log
from .wheel import engine_wheel


@dataclass
class PartResult:
    name: str
    ok: bool
    counts: dict[str, int] = field(default_factory=dict)
    note: str = ""
    seconds: float = 0.0


PYTEST_COUNT = re.compile(r"(\d+) (passed|failed|errors?|skipped|xfailed|xpassed|deselected|warnings?)")


def pytest_counts(output: str) -> dict[str, int]:
    """The counts of pytest's closing line (``== 3 passed, 1 failed in 2.0s ==``)."""
    for line in reversed(output.splitlines()):
        if re.search(r"\bin \d+(\.\d+)?s\b", line) and PYTEST_COUNT.search(line):
            counts: dict[str, int] = {}
            for number, word in PYTEST_COUNT.findall(line):
                word = {"errors": "error", "warnings": "warning"}.get(word, word)
                counts[word] = counts.get(word, 0) + int(number)
            return counts
    return {}


def _kill_group(pid: int) -> None:
    try:
        os.killpg(pid, 9)
    except ProcessLookupError:
        pass


def run_part(name: str, cmd: Sequence[str], timeout: float, **kwargs: Any) -> PartResult:
    """Run one test command, streaming its output, and judge it by pytest's exit code and closing line."""
    log(f"== {name}: " + " ".join(str(c) for c in cmd))
    started = time.perf_counter()
    lines: list[str] = []
    # A session of its own, so a timeout ends the part's whole process group (browsers and servers included).
    proc = subprocess.Popen([str(c) for c in cmd], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            stdin=subprocess.DEVNULL, text=True, errors="replace", bufsize=1, start_new_session=True,
                            **kwargs)
    timer = threading.Timer(timeout, _kill_group, (proc.pid,))
    timer.start()
    try:
        assert proc.stdout is not None
        for line in proc.stdout:
            sys.stdout.write(line)
            sys.stdout.flush()
            lines.append(line)
        code = proc.wait()
    except KeyboardInterrupt:  # the part runs in its own session: Ctrl-C must end it too
        _kill_group(proc.pid)
        raise
    finally:
        timer.cancel()
    seconds = time.perf_counter() - started
    counts = pytest_counts("".join(lines))
    if code == 5 and not counts.get("failed") and not counts.get("error"):
        return PartResult(name, True, counts, "no tests collected", seconds)
    if code != 0:
        note = f"exit code {code}" + (f" (killed after {timeout:.0f} s)" if seconds >= timeout else "")
        return PartResult(name, False, counts, note, seconds)
    return PartResult(name, True, counts, "", seconds)


def test() -> int:
    """Install what the tests need, build dist/, run every test; a summary line per part at the end."""
    results: list[PartResult] = []
    started = time.perf_counter()
    try:
        ensure_chromium()
        python = ensure_venv()
        ensure_node_modules()
        build()
        test_wheels = pyodide_test_wheels()
    except (subprocess.CalledProcessError, OSError, SystemExit) as exc:
        log(f"setup failed: {exc}")
        print(f"setup: FAILED ({exc})")
        return 1
    results.append(run_part("cpython", [python, "-m", "pytest", "tests"], timeout=30 * 60, cwd=ROOT))
    results.append(run_part("pyodide", pyodide_command(  # on the standard library the site starts from
        [engine_wheel(), *test_wheels], "--stdlib", str(DIST / "pyodide" / STDLIB_COMPILED),
        "--tests", str(ROOT / "tests"), "--pyproject", str(ROOT / "pyproject.toml"),
        "--", "tests", "--ignore=tests/pyodide"), timeout=20 * 60, cwd=ROOT))
    results.append(run_part("e2e", [python, "-m", "pytest", "e2e"], timeout=48 * 60, cwd=ROOT))
    print("\n== summary: python3 build.py test ==")
    totals = {"passed": 0, "failed": 0, "skipped": 0}
    for r in results:
        for key in totals:
            totals[key] += r.counts.get(key, 0)
        totals["failed"] += r.counts.get("error", 0)
        counts = ", ".join(f"{n} {k}" for k, n in r.counts.items() if k != "warning") or "no counts"
        status = "ok" if r.ok else "FAILED"
        print(f"  {r.name:<8} {status:<6} ({counts}; {r.seconds:.0f} s){' - ' + r.note if r.note else ''}")
    failed = [r.name for r in results if not r.ok]
    print(f"  all parts {'ok' if not failed else 'FAILED: ' + ', '.join(failed)} in {time.perf_counter() - started:.0f} s")
    print(f"total: {totals['passed']} passed, {totals['failed']} failed, {totals['skipped']} skipped")
    return 1 if failed else 0
