"""What the tests and benchmarks need besides dist/: Debian's Chromium, .venv with the dev extras, pure-Python test
wheels for Pyodide, and the command that runs Python inside Pyodide under Node (tests/pyodide/run.mjs)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Sequence

from .paths import CACHE, CHROMIUM, ROOT, VENV
from .util import run, sha256_file


def ensure_chromium() -> None:
    if CHROMIUM.exists():
        return
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    run(["apt-get", "update"], env=env, stdin=subprocess.DEVNULL)
    run(["apt-get", "install", "-y", "--no-install-recommends", "chromium"], env=env, stdin=subprocess.DEVNULL)


def venv_python() -> Path:
    return VENV / "bin" / "python"


def ensure_venv() -> Path:
    """.venv with the engine installed editable plus the dev extras (pins in pyproject.toml)."""
    if not venv_python().exists():
        run([sys.executable, "-m", "venv", str(VENV)])
    run([venv_python(), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "-e", f"{ROOT}[dev]"],
        stdin=subprocess.DEVNULL)
    return venv_python()


def pyodide_test_wheels() -> list[Path]:
    """Pure-Python wheels (pytest, hypothesis and their dependencies) for Pyodide's Python 3.14, downloaded
    once into .cache/ per version of tests/pyodide/requirements.txt."""
    requirements = ROOT / "tests" / "pyodide" / "requirements.txt"
    folder = CACHE / "pyodide-wheels" / sha256_file(requirements)[:12]
    done = folder / ".complete"
    if not done.exists():
        folder.mkdir(parents=True, exist_ok=True)
        run([sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check",
             "--python-version", "3.14", "--implementation", "py", "--abi", "none", "--platform", "any",
             "--only-binary=:all:", "-r", str(requirements), "-d", str(folder)], stdin=subprocess.DEVNULL)
        done.write_text("ok\n")
    return sorted(folder.glob("*.whl"))


def pyodide_command(wheels: Sequence[Path], *args: str) -> list[str]:
    cmd = ["node", str(ROOT / "tests" / "pyodide" / "run.mjs")]
    for wheel in wheels:
        cmd += ["--wheel", str(wheel)]
    return cmd + list(args)
