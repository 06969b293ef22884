"""node_modules/: the pinned npm packages (``pyodide``, Pyodide's runtime; eslint for the checks), installed with
``npm ci`` when needed."""

from __future__ import annotations

import subprocess

from .paths import NODE_MODULES, PYODIDE_FILES, PYODIDE_NPM, ROOT
from .util import run, sha256_file


def ensure_node_modules() -> None:
    """``npm ci`` when node_modules is missing or was installed from another package-lock.json."""
    stamp = NODE_MODULES / ".installed-from"
    wanted = sha256_file(ROOT / "package-lock.json")
    if (stamp.exists() and stamp.read_text().strip() == wanted
            and all((PYODIDE_NPM / f).exists() for f in PYODIDE_FILES)):
        return
    run(["npm", "ci", "--no-audit", "--no-fund"], cwd=ROOT, stdin=subprocess.DEVNULL)
    stamp.write_text(wanted + "\n")
