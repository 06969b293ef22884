"""The engine wheel (PEP 517, setuptools, from a clean copy of the sources, with bytecode for Pyodide's Python added
by precompile.py) and the Pyodide lock that names it."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from .paths import DIST, ENGINE_IMPORT, ENGINE_PACKAGE, PYODIDE_NPM, ROOT, SOURCE_DATE_EPOCH, STDLIB_COMPILED
from .precompile import add_bytecode
from .util import run, sha256_file


def build_wheel(out_dir: Path) -> Path:
    """Build the engine wheel (PEP 517, setuptools) from a clean copy of the sources, so stale build/ or
    egg-info folders in the work tree can never leak into it."""
    with tempfile.TemporaryDirectory(prefix="engine-src-") as tmp:
        src = Path(tmp) / "src"
        src.mkdir()
        for name in ("pyproject.toml", "README.md"):
            shutil.copy2(ROOT / name, src / name)
        shutil.copytree(ROOT / ENGINE_IMPORT, src / ENGINE_IMPORT,
                        ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info"))
        write_games_index(src / ENGINE_IMPORT)
        env = {**os.environ, "SOURCE_DATE_EPOCH": SOURCE_DATE_EPOCH}
        run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "--disable-pip-version-check",
             str(src), "-w", str(out_dir)], env=env, stdin=subprocess.DEVNULL)
    wheels = sorted(out_dir.glob("pygame_core-*-py3-none-any.whl"))
    if len(wheels) != 1:
        raise SystemExit(f"expected one pure-Python engine wheel, found {[w.name for w in wheels]}")
    return wheels[0]


def game_package_names(engine: Path) -> list[str]:
    """The game packages under ``engine/games/`` (a folder with an ``__init__.py`` and a module name)."""
    games = engine / "games"
    return sorted(path.name for path in games.iterdir()
                  if path.is_dir() and path.name.isidentifier() and (path / "__init__.py").is_file())


def write_games_index(engine: Path) -> None:
    """Write ``games/_index.py`` into the copy the wheel is built from: the list of game packages, which the
    registry reads instead of walking the folder (pkgutil costs its import at every start in the browser)."""
    names = game_package_names(engine)
    (engine / "games" / "_index.py").write_text(
        '"""The game packages of this wheel, listed by buildtools/wheel.py at build time '
        '(pygame_core.core.registry)."""\n'
        f"PACKAGES = {tuple(names)!r}\n", encoding="utf-8")


def engine_lock(wheel: Path, runtime_lock: dict[str, Any]) -> dict[str, Any]:
    """A Pyodide lock that lists only the engine wheel, with its real sha256.

    Pyodide checks the sha256 (Subresource Integrity) when it loads a package named in the lock, so a
    corrupt or stale wheel fails loudly. ``info`` (Python version, ABI, platform) is the runtime's own.
    """
    version = wheel.name.split("-")[1]
    return {
        "info": runtime_lock["info"],
        "packages": {
            ENGINE_PACKAGE: {
                "name": ENGINE_PACKAGE,
                "version": version,
                "file_name": wheel.name,
                "install_dir": "site",
                "sha256": sha256_file(wheel),
                "package_type": "package",
                "imports": [ENGINE_IMPORT],
                "depends": [],
                "unvendored_tests": False,
                "tool": {},
            }
        },
    }


def write_engine_lock(wheel: Path) -> dict[str, Any]:
    """engine/pyodide-lock.json beside ``wheel``, naming it with its sha256; returns the lock."""
    runtime_lock = json.loads((PYODIDE_NPM / "pyodide-lock.json").read_text())
    lock = engine_lock(wheel, runtime_lock)
    (wheel.parent / "pyodide-lock.json").write_text(json.dumps(lock, indent=1) + "\n")
    return lock


def add_engine(site: Path) -> Path:
    """The engine wheel (with Pyodide bytecode) and the lock that names it with its sha256; beside the runtime (in
    ``site``/pyodide/, which must be there), the standard library with the modules a start imports as bytecode."""
    engine = site / "engine"
    engine.mkdir()
    wheel = build_wheel(engine)
    add_bytecode(wheel, site / "pyodide" / STDLIB_COMPILED)
    write_engine_lock(wheel)
    return wheel


def site_wheel(site: Path) -> Path:
    """The one engine wheel of a built site."""
    wheels = sorted((site / "engine").glob("pygame_core-*.whl"))
    if len(wheels) != 1:
        raise SystemExit(f"{site}/engine/ must hold exactly one engine wheel, not {[w.name for w in wheels]}")
    return wheels[0]


def engine_wheel() -> Path:
    if not (DIST / "engine").is_dir():
        raise SystemExit("dist/engine/ has no engine wheel: run python3 build.py build")
    return site_wheel(DIST)
