"""The engine's bytecode for Pyodide's Python, made at build time (``python3 build.py build``).

Python compiles every module it imports from source unless it finds matching bytecode; in the browser that is most
of what loading the engine costs after the runtime is up. The host's CPython (3.11) cannot make bytecode for
Pyodide's 3.14, so ``precompile.mjs`` compiles the modules inside Pyodide itself, under Node (Pyodide from
node_modules, the same runtime the site ships), and :func:`add_bytecode` puts the .pyc files into the wheel:

- each beside its source (``pygame_core/x/y.pyc``): worker.js does not unpack the wheel, it puts the wheel file on
  ``sys.path`` and Python imports straight from it (zipimport), which looks for ``y.pyc`` before ``y.py``. Where the
  wheel is installed the usual way (pip, Pyodide's loadPackage), the import system prefers the ``.py`` beside it and
  the .pyc files are inert: CPython 3.11 and the Pyodide test runner behave as before;
- without column positions (``PYTHONNODEBUGRANGES``: tracebacks keep their lines but lose the ``^^^`` marks; the
  wheel is about 100 kB smaller for it);
- as unchecked-hash pycs (PEP 552): used without comparing time stamps or hashing the source, which is safe because
  the whole wheel is checked against its sha256 before it is used (worker.js; the lock names the same hash);
- listed in the wheel's RECORD with their sha256 and size, so the wheel stays a valid wheel;
- byte-identical from one build to the next (fixed zip time stamps, sorted entries), so an unchanged engine keeps
  its sha256, its service-worker cache and its memory snapshot.
"""

from __future__ import annotations

import base64
import hashlib
import io
import json
import subprocess
import tempfile
import zipfile
from pathlib import Path

from .paths import ROOT
from .util import log, run

#: The fixed time stamp of every entry (the earliest a zip file can hold), as SOURCE_DATE_EPOCH gives the wheel.
ZIP_TIME = (1980, 1, 1, 0, 0, 0)


def record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def merge_bytecode(wheel_bytes: bytes, pycs: dict[str, bytes]) -> bytes:
    """The wheel with ``pycs`` (archive name -> .pyc bytes) added and its RECORD rewritten to list them.

    Entries keep the wheel's order with each package's .pyc files after its sources and the dist-info folder last
    (RECORD the very last entry), as wheel writers do; every entry gets the fixed time stamp."""
    with zipfile.ZipFile(io.BytesIO(wheel_bytes)) as source:
        entries = [(info.filename, source.read(info.filename), info.external_attr) for info in source.infolist()]
    record_name = next((name for name, _, _ in entries if name.endswith(".dist-info/RECORD")), None)
    if record_name is None:
        raise SystemExit("the engine wheel has no RECORD")
    known = {name for name, _, _ in entries}
    clash = sorted(set(pycs) & known)
    if clash:
        raise SystemExit(f"the engine wheel already holds bytecode: {clash[:3]}")
    mode = 0o100644 << 16
    files = [(name, data, attr) for name, data, attr in entries if name != record_name]
    files += [(name, data, mode) for name, data in pycs.items()]
    # sources and bytecode of the package first (by path), the dist-info last: RECORD closes the archive
    files.sort(key=lambda entry: (".dist-info/" in entry[0], entry[0]))
    record = "\n".join([record_line(name, data) for name, data, _ in files] + [f"{record_name},,"]) + "\n"
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as wheel:
        for name, data, attr in [*files, (record_name, record.encode(), mode)]:
            info = zipfile.ZipInfo(name, ZIP_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = attr or mode
            wheel.writestr(info, data)
    return out.getvalue()


def compile_in_pyodide(wheel: Path) -> tuple[dict[str, bytes], dict]:
    """Run precompile.mjs on ``wheel``: (archive name -> .pyc bytes, what it reports)."""
    with tempfile.TemporaryDirectory(prefix="precompile-") as tmp:
        out = Path(tmp) / "pycs.zip"
        run(["node", str(Path(__file__).with_name("precompile.mjs")), str(wheel), str(out)], cwd=ROOT,
            stdin=subprocess.DEVNULL)
        with zipfile.ZipFile(out) as pycs:
            report = json.loads(pycs.read("precompile.json"))
            files = {name: pycs.read(name) for name in pycs.namelist() if name.endswith(".pyc")}
    return files, report


def add_bytecode(wheel: Path) -> dict:
    """Put Pyodide-made bytecode for every module into ``wheel`` (rewritten in place); returns the report."""
    pycs, report = compile_in_pyodide(wheel)
    sources = sum(1 for name in zipfile.ZipFile(wheel).namelist()
                  if name.endswith(".py") and ".dist-info/" not in name)
    if len(pycs) != sources:
        raise SystemExit(f"precompile: {len(pycs)} .pyc files for {sources} modules")
    before = wheel.stat().st_size
    wheel.write_bytes(merge_bytecode(wheel.read_bytes(), pycs))
    report["bytes_added"] = wheel.stat().st_size - before
    log(f"engine bytecode for Python {report['python']} ({report['cache_tag']}): {report['modules']} modules, "
        f"wheel +{report['bytes_added'] / 1e3:.0f} kB")
    return report
