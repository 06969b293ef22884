"""Where things are, and the fixed names the build relies on."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "web"
DIST = ROOT / "dist"
NODE_MODULES = ROOT / "node_modules"
PYODIDE_NPM = NODE_MODULES / "pyodide"
CACHE = ROOT / ".cache"
VENV = ROOT / ".venv"
CHROMIUM = Path("/usr/bin/chromium")

#: The runtime files copied from the npm package into dist/pyodide/ (the package has no package wheels).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
#: The standard library the site starts from, made by the build in dist/pyodide/: the npm package's
#: python_stdlib.zip with the modules a start imports as bytecode (precompile.py).
STDLIB_COMPILED = "python_stdlib-compiled.zip"
#: Files of dist/pyodide/ the site never loads: the npm package's own standard library and lock (the site starts
#: from STDLIB_COMPILED and carries the engine's small lock). Only the benchmark pages' bare ``loadPyodide()``
#: reads them, so the service worker does not precache them (a first visit never downloads them).
RUNTIME_NOT_LOADED = ("pyodide/python_stdlib.zip", "pyodide/pyodide-lock.json")
#: Name of the engine in the lock file (its normalized project name) and its import name.
ENGINE_PACKAGE = "pygame-core"
ENGINE_IMPORT = "pygame_core"
#: Files of web/ that build.py renders instead of copying.
TEMPLATES = ("sw.js", "worker.js")
#: A fixed wheel timestamp: the same sources give a byte-identical wheel, so an unchanged build keeps its cache.
SOURCE_DATE_EPOCH = "315532800"

#: The flags Debian's Chromium needs here (see ../shared/PYODIDE.md).
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
