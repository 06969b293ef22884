"""The static checks of ``python3 build.py test`` (run alone: ``python3 build.py check``): ruff (lint and import order)
and mypy over the Python, eslint over web/, and that every ``# type: ignore`` says which error and why
(buildtools/ignores.py). Their settings: pyproject.toml (``[tool.ruff]``, ``[tool.mypy]``) and
eslint.config.mjs; ruff and mypy come from .venv (the dev extras), eslint from node_modules (package.json)."""

from __future__ import annotations

import subprocess
import time
from pathlib import Path
from typing import Sequence

from .paths import NODE_MODULES, ROOT
from .testrunner import PartResult
from .util import log

#: A check that takes longer has hung.
TIMEOUT_S = 600


def check_commands(python: Path) -> list[tuple[str, list[str]]]:
    """(name, command) of each check, run from the top folder."""
    return [
        ("ruff", [str(python), "-m", "ruff", "check", "."]),
        ("mypy", [str(python), "-m", "mypy"]),
        ("eslint", [str(NODE_MODULES / ".bin" / "eslint"), "web"]),
        ("ignores", [str(python), "-m", "buildtools.ignores"]),  # every type: ignore with its code and reason
    ]


def run_checks(python: Path, commands: Sequence[tuple[str, list[str]]] = ()) -> PartResult:
    """Run every check (each to its end, whatever the others found); one part ``checks`` of the summary, one count
    per check (passed or failed), the failed ones named in its note. A failing check's output is printed."""
    started = time.perf_counter()
    commands = commands or check_commands(python)
    failed: list[str] = []
    for name, cmd in commands:
        log(f"== check {name}: " + " ".join(cmd))
        try:
            proc = subprocess.run(cmd, cwd=ROOT, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                  stderr=subprocess.STDOUT, text=True, errors="replace", timeout=TIMEOUT_S)
            ok, output = proc.returncode == 0, proc.stdout
        except (OSError, subprocess.TimeoutExpired) as exc:
            ok, output = False, f"{exc}\n"
        if ok:
            log(f"   {name}: ok")
        else:
            print(output, end="", flush=True)
            failed.append(name)
    counts = {k: n for k, n in (("passed", len(commands) - len(failed)), ("failed", len(failed))) if n}
    note = f"failed: {', '.join(failed)}" if failed else ""
    return PartResult("checks", not failed, counts, note, time.perf_counter() - started)


def check() -> int:
    """``python3 build.py check``: install what the checks need, run them; exit code 1 if any fails."""
    from .npm import ensure_node_modules
    from .testenv import ensure_venv

    python = ensure_venv()
    ensure_node_modules()
    result = run_checks(python)
    print(f"checks: {'ok' if result.ok else 'FAILED (' + result.note + ')'} in {result.seconds:.0f} s")
    return 0 if result.ok else 1
