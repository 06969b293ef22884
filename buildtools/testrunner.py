"""``python3 build.py test``: set up, build dist/, run the three parts (e2e, with CPython and Pyodide beside it), print
the summary.

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
from pathlib import Path
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
    #: pytest's slowest durations (``--durations``): test id -> seconds (setup, call and teardown added up)
    slowest: dict[str, float] = field(default_factory=dict)
    #: the e2e part's count of Python starts in the browser (its conftest prints ``e2e: N Pyodide starts``)
    pyodide_starts: int | None = None
    #: e2e: the test files that started Python most, as conftest prints them ("test_x.py 40, test_y.py 12, ...")
    starts_by_file: str = ""


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


#: A line of pytest's ``--durations`` report: ``12.34s call     e2e/test_menu.py::test_x[chromium]``.
DURATION = re.compile(r"^\s*(\d+(?:\.\d+)?)s (setup|call|teardown)\s+(\S.*?)\s*$")
PYODIDE_STARTS = re.compile(r"^e2e: (\d+) Pyodide starts\s*$")
STARTS_BY_FILE = re.compile(r"^e2e: the most by file: (.+)$")
#: How many of the slowest tests each part reports (``--durations``) and the summary lists over all parts
#: (``TEST_SLOWEST=50 python3 build.py test`` lists more, to see where the time goes).
SLOWEST = int(os.environ.get("TEST_SLOWEST", "10") or 10)
#: A part that has not ended by then hangs and is ended. The slowest, e2e, took 36 minutes on a quiet 2-core machine
#: of this kind (2026-12-03, a fresh clone): 30 minutes ended it in the middle, so the limit stays where it was.
PART_TIMEOUT_S = 75 * 60


#: Browser tests run in this many processes at once (pytest-xdist), each with its own Chromium and served site; a
#: test file stays in one process (``--dist loadfile``: a module's shared started page, conftest's ``warm_page``).
#: One process kept a 2-core machine busy for about half the time: a test mostly waits for its page (a Python start,
#: a computer move, a transition), so a second one fills the gaps. ``E2E_WORKERS=1`` runs them one after another.
E2E_WORKERS = 2


def e2e_workers() -> list[str]:
    """pytest's arguments for the browser part's processes (none for one)."""
    workers = int(os.environ.get("E2E_WORKERS", E2E_WORKERS) or 1)
    return ["-n", str(workers), "--dist", "loadfile"] if workers > 1 else []


def pytest_durations(output: str) -> dict[str, float]:
    """The seconds of each test in pytest's ``--durations`` report (its phases added up)."""
    out: dict[str, float] = {}
    for line in output.splitlines():
        match = DURATION.match(line)
        if match:
            out[match.group(3)] = out.get(match.group(3), 0.0) + float(match.group(1))
    return out


def starts_by_file(output: str) -> str:
    found = [m.group(1) for m in map(STARTS_BY_FILE.match, output.splitlines()) if m]
    return found[-1].strip() if found else ""


def pyodide_starts(output: str) -> int | None:
    for line in reversed(output.splitlines()):
        match = PYODIDE_STARTS.match(line)
        if match:
            return int(match.group(1))
    return None


def slowest_lines(results: Sequence[PartResult], count: int = SLOWEST) -> list[str]:
    """The ``count`` slowest tests over all parts, slowest first: ``  12.3 s  e2e     e2e/test_x.py::test_y``."""
    every = [(seconds, r.name, test) for r in results for test, seconds in r.slowest.items()]
    every.sort(key=lambda item: -item[0])
    return [f"  {seconds:6.1f} s  {name:<8} {test}" for seconds, name, test in every[:count]]


def cpu_times(stat: str | None = None) -> tuple[float, float] | None:
    """The machine's (busy, all) core-seconds since it started, from ``/proc/stat``'s ``cpu`` line (or ``stat``, that
    file's text): all is every column but the guests' (counted in user already), busy that without idle and iowait;
    ``None`` where there is no such file. Per part they cannot be told apart: Playwright starts each Chromium in a
    session of its own, outside the part's processes."""
    try:
        text = stat if stat is not None else Path("/proc/stat").read_text()
        fields = [int(x) for x in text.splitlines()[0].split()[1:9]]  # user nice system idle iowait irq softirq steal
    except (OSError, ValueError, IndexError):
        return None
    ticks = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
    every = sum(fields)
    return (every - fields[3] - fields[4]) / ticks, every / ticks


def busy_since(before: tuple[float, float] | None) -> tuple[float, float] | None:
    """(busy, all) core-seconds since ``before`` (:func:`cpu_times`)."""
    now = cpu_times()
    if before is None or now is None:
        return None
    return now[0] - before[0], now[1] - before[1]


def _kill_group(pid: int) -> None:
    try:
        os.killpg(pid, 9)
    except ProcessLookupError:
        pass


_OUTPUT = threading.Lock()
#: The process groups of the parts running now (Ctrl-C ends them all).
_RUNNING: set[int] = set()


def run_part(name: str, cmd: Sequence[str], timeout: float, stream: bool = True, **kwargs: Any) -> PartResult:
    """Run one test command and judge it by pytest's exit code and closing line. Its output is streamed, or with
    ``stream=False`` (a part that runs beside another) printed whole when it ends."""
    with _OUTPUT:  # parts start together: one line each
        log(f"== {name}: " + " ".join(str(c) for c in cmd) + ("" if stream else " (its output follows when it ends)"))
    started = time.perf_counter()
    lines: list[str] = []
    # A session of its own, so a timeout ends the part's whole process group (browsers and servers included).
    proc = subprocess.Popen([str(c) for c in cmd], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            stdin=subprocess.DEVNULL, text=True, errors="replace", bufsize=1, start_new_session=True,
                            **kwargs)
    timer = threading.Timer(timeout, _kill_group, (proc.pid,))
    timer.start()
    _RUNNING.add(proc.pid)
    try:
        assert proc.stdout is not None
        for line in proc.stdout:
            if stream:
                with _OUTPUT:
                    sys.stdout.write(line)
                    sys.stdout.flush()
            lines.append(line)
        code = proc.wait()
        if not stream:
            with _OUTPUT:
                log(f"== {name}: its output")
                sys.stdout.write("".join(lines))
                sys.stdout.flush()
    except KeyboardInterrupt:  # the part runs in its own session: Ctrl-C must end it too
        _kill_group(proc.pid)
        raise
    finally:
        timer.cancel()
        _RUNNING.discard(proc.pid)
    seconds = time.perf_counter() - started
    output = "".join(lines)
    counts = pytest_counts(output)
    extra: dict[str, Any] = {"slowest": pytest_durations(output), "pyodide_starts": pyodide_starts(output),
                             "starts_by_file": starts_by_file(output)}
    if code == 5 and not counts.get("failed") and not counts.get("error"):
        return PartResult(name, True, counts, "no tests collected", seconds, **extra)
    if code != 0:
        note = f"exit code {code}" + (f" (killed after {timeout:.0f} s)" if seconds >= timeout else "")
        return PartResult(name, False, counts, note, seconds, **extra)
    return PartResult(name, True, counts, "", seconds, **extra)


def test() -> int:
    """Install what the tests need, build dist/, run every test; a summary line per part at the end."""
    results: list[PartResult] = []
    started = time.perf_counter()
    cpu_at_start = cpu_times()
    durations = f"--durations={SLOWEST}"  # each part's slowest tests, for the summary's list over all parts
    # (pytest's own arguments end each command: the Pyodide runner passes them on)
    # The engine's parts need neither Chromium, npm nor dist/ except the Pyodide part (the built wheel): the CPython
    # part starts as soon as .venv exists and runs while Chromium is installed and dist/ is built (mostly waiting on
    # the network and the disk), at nice 19. The browser part is the longest: it runs in front; the checks and the
    # Pyodide part join the CPython part beside it. The time limits only end a part that hangs.
    # Where Linux's autogroups are on (this machine's and CI's kernels), nice 19 lowers a part only against the
    # processes of its own session, and each part runs in a session of its own (run_part): the scheduler shares the
    # cores between the sessions equally (a part's /proc/<pid>/autogroup says "nice 0"; Playwright starts each
    # Chromium in a session of its own too). So the CPython part (one process) runs beside the browser part
    # throughout, not only in its gaps; the summary says how busy the cores were over the whole command.
    low = ["nice", "-n", "19"]
    beside: dict[str, PartResult] = {}
    threads: list[threading.Thread] = []

    def start_beside(name: str, cmd: list[Any]) -> None:
        def run_it() -> None:
            beside[name] = run_part(name, cmd, timeout=PART_TIMEOUT_S, stream=False, cwd=ROOT)
        thread = threading.Thread(target=run_it, name=name)
        thread.start()
        threads.append(thread)

    def end_all() -> None:
        for pid in list(_RUNNING):
            _kill_group(pid)
        for thread in threads:
            thread.join()

    try:
        try:
            python = ensure_venv()
            start_beside("cpython", low + [python, "-m", "pytest", "tests", durations])
            ensure_chromium()
            ensure_node_modules()
            build()
            test_wheels = pyodide_test_wheels()
        except (subprocess.CalledProcessError, OSError, SystemExit) as exc:
            end_all()
            log(f"setup failed: {exc}")
            print(f"setup: FAILED ({exc})")
            return 1
        log(f"setup done in {time.perf_counter() - started:.0f} s")
        from .checks import run_checks  # ruff, mypy, eslint: a part of the summary (they take seconds)

        def checks() -> None:
            beside["checks"] = run_checks(python)
        thread = threading.Thread(target=checks, name="checks")
        thread.start()
        threads.append(thread)
        # The Pyodide part runs what can differ there (marker "pyodide": tests/pyodide/selection.txt says what and
        # why), never the long simulations (marker "long").
        start_beside("pyodide", low + pyodide_command(
            [engine_wheel(), *test_wheels], "--stdlib", str(DIST / "pyodide" / STDLIB_COMPILED),  # the site's own
            "--tests", str(ROOT / "tests"), "--pyproject", str(ROOT / "pyproject.toml"),
            "--", "tests", "--ignore=tests/pyodide", "-m", "pyodide and not long", durations))
        e2e = run_part("e2e", [python, "-m", "pytest", "e2e", *e2e_workers(), durations], timeout=PART_TIMEOUT_S,
                       cwd=ROOT)
        for thread in threads:
            thread.join()
    except KeyboardInterrupt:
        end_all()
        raise
    results += [beside.get(name) or PartResult(name, False, note="did not run") for name in ("checks", "cpython",
                                                                                           "pyodide")]
    results.append(e2e)
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
    busy = busy_since(cpu_at_start)
    if busy is not None:
        print(f"  the machine's {os.cpu_count()} cores were busy {busy[0]:.0f} of {busy[1]:.0f} core-seconds"
              f" ({100 * busy[0] / max(busy[1], 1):.0f}%; anything else running counts too)")
    if e2e.pyodide_starts is not None:
        print(f"  e2e started Python (Pyodide) {e2e.pyodide_starts} times")
        if e2e.starts_by_file:
            print(f"    most by file: {e2e.starts_by_file}")
    slowest = slowest_lines(results)
    if slowest:
        print(f"  the {len(slowest)} slowest tests of all parts:")
        print("\n".join(slowest))
    print(f"  all parts {'ok' if not failed else 'FAILED: ' + ', '.join(failed)}"
          f" in {time.perf_counter() - started:.0f} s")
    print(f"total: {totals['passed']} passed, {totals['failed']} failed, {totals['skipped']} skipped")
    return 1 if failed else 0
