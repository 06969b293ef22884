"""worker.js with the build's engine information written in (web/worker.js is its template).

The worker needs, before it fetches anything: the engine wheel's name and sha256 (it checks the wheel itself, then
unpacks it), the small lock naming the wheel (passed to ``loadPyodide`` as its contents: no request), the standard
library to start from (the compiled one, precompile.py), the bytes the download stage fetches (its progress bar),
and the memory snapshot's key. The key is a hash of everything a snapshot depends on: Pyodide's runtime files as
the site loads them, the engine wheel (sources and bytecode), worker.js's own source (which decides what a
snapshot holds) and its snapshot store's (web/snapshot-store.js, a module worker.js imports: how a snapshot is
kept). A snapshot stored under another key is never loaded: a new runtime, engine or worker makes a new one, and
the worker deletes the old.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from .paths import PYODIDE_NPM, STDLIB_COMPILED, WEB
from .util import sha256_file
from .wheel import site_wheel, write_engine_lock

#: The marker in web/worker.js that build.py replaces with the build information (valid JavaScript either way).
MARKER = "/*__BUILD__*/ null"
#: Runtime files a snapshot depends on (the wasm and its glue code, the loader, the standard library it starts from).
SNAPSHOT_RUNTIME_FILES = ("pyodide.asm.wasm", "pyodide.asm.mjs", "pyodide.mjs", STDLIB_COMPILED)
#: The worker's snapshot store (web/), a module worker.js imports: copied as it is, its source part of the key.
SNAPSHOT_STORE = "snapshot-store.js"
#: Files the worker's download stage fetches (the progress bar's 100 %).
DOWNLOAD_FILES = ("pyodide.asm.wasm", STDLIB_COMPILED)


def snapshot_key(site: Path, template: str) -> str:
    """The key a memory snapshot of this build is stored under (hex sha256)."""
    digest = hashlib.sha256()
    for name in SNAPSHOT_RUNTIME_FILES:
        digest.update(f"pyodide/{name} {sha256_file(site / 'pyodide' / name)}\n".encode())
    wheel = site_wheel(site)
    digest.update(f"engine/{wheel.name} {sha256_file(wheel)}\n".encode())
    digest.update(f"worker.js {hashlib.sha256(template.encode()).hexdigest()}\n".encode())
    digest.update(f"{SNAPSHOT_STORE} {sha256_file(WEB / SNAPSHOT_STORE)}\n".encode())
    return digest.hexdigest()


def build_info(site: Path, template: str) -> dict[str, Any]:
    wheel = site_wheel(site)
    return {
        "pyodide": json.loads((PYODIDE_NPM / "package.json").read_text())["version"],
        "wheel": {"file": wheel.name, "sha256": sha256_file(wheel), "size": wheel.stat().st_size},
        "lock": json.loads((site / "engine" / "pyodide-lock.json").read_text()),
        "stdlib": STDLIB_COMPILED,
        "downloadBytes": sum((site / "pyodide" / name).stat().st_size for name in DOWNLOAD_FILES),
        "snapshotKey": snapshot_key(site, template),
    }


def write_worker(site: Path) -> dict[str, Any]:
    """Render ``site``/worker.js from web/worker.js with the build information; returns that information."""
    template = (WEB / "worker.js").read_text()
    if template.count(MARKER) != 1:
        raise SystemExit(f"web/worker.js must hold the marker {MARKER!r} once")
    info = build_info(site, template)
    (site / "worker.js").write_text(template.replace(MARKER, json.dumps(info, separators=(",", ":"))))
    return info


def restamp_engine(site: Path) -> dict[str, Any]:
    """After the engine wheel of a built ``site`` changed: write its lock and worker.js again (a new snapshot key);
    sw.js follows with service_worker.write_service_worker. The e2e test of a new build does exactly this."""
    write_engine_lock(site_wheel(site))
    return write_worker(site)
