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
  wheel is about 100 kB smaller for it) and without docstrings (nothing reads them at run time; 65 kB);
- as unchecked-hash pycs (PEP 552): used without comparing time stamps or hashing the source, which is safe because
  the whole wheel is checked against its sha256 before it is used (worker.js; the lock names the same hash);
- listed in the wheel's RECORD with their sha256 and size, so the wheel stays a valid wheel;
- byte-identical from one build to the next (fixed zip time stamps, sorted entries), so an unchanged engine keeps
  its sha256, its service-worker cache and its memory snapshot.

The same Node run makes the standard library the site starts from (``dist/pyodide/python_stdlib-compiled.zip``):
Pyodide's npm package ships the standard library as sources only, so every start compiled the ~130 modules that
Pyodide's own start-up and the engine import: most of a bare ``loadPyodide()`` (under Node 1.55 s, 0.54 s with them
compiled; in Chromium the site's cold start went from about 2.2 s to 1.2 s). The copy holds those modules as
bytecode, compiled with ``optimize=2`` (no docstrings and asserts, as ``python -OO``: the file stays 85 kB larger
than the original), every other module as the source it was, and no multiprocessing (it cannot work in WebAssembly;
Pyodide keeps it only so that imports succeed); a second Pyodide started from it must import the engine and answer, with
no standard-library module read from
source, or the build fails. The npm package's own python_stdlib.zip stays beside it for the benchmark's bare page.
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

from .paths import PYODIDE_NPM, ROOT
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


def compile_in_pyodide(wheel: Path, stdlib_out: Path) -> tuple[dict[str, bytes], dict]:
    """Run precompile.mjs on ``wheel``: (archive name -> .pyc bytes, what it reports); writes ``stdlib_out``, the
    standard library with the modules a start imports as bytecode."""
    with tempfile.TemporaryDirectory(prefix="precompile-") as tmp:
        out = Path(tmp) / "pycs.zip"
        run(["node", str(Path(__file__).with_name("precompile.mjs")), str(wheel), str(out),
             str(PYODIDE_NPM / "python_stdlib.zip"), str(stdlib_out)], cwd=ROOT, stdin=subprocess.DEVNULL)
        with zipfile.ZipFile(out) as pycs:
            report = json.loads(pycs.read("precompile.json"))
            files = {name: pycs.read(name) for name in pycs.namelist() if name.endswith(".pyc")}
    return files, report


def add_bytecode(wheel: Path, stdlib_out: Path) -> dict:
    """Put Pyodide-made bytecode for every module into ``wheel`` (rewritten in place) and write ``stdlib_out``, the
    standard library a start reads as bytecode; returns the report."""
    pycs, report = compile_in_pyodide(wheel, stdlib_out)
    sources = sum(1 for name in zipfile.ZipFile(wheel).namelist()
                  if name.endswith(".py") and ".dist-info/" not in name)
    if len(pycs) != sources:
        raise SystemExit(f"precompile: {len(pycs)} .pyc files for {sources} modules")
    before = wheel.stat().st_size
    wheel.write_bytes(merge_bytecode(wheel.read_bytes(), pycs))
    report["bytes_added"] = wheel.stat().st_size - before
    log(f"engine bytecode for Python {report['python']} ({report['cache_tag']}): {report['modules']} modules, "
        f"wheel +{report['bytes_added'] / 1e3:.0f} kB")
    original = (PYODIDE_NPM / "python_stdlib.zip").stat().st_size
    log(f"standard library as the site starts from it: {report['stdlib']['compiled']} modules as bytecode, "
        f"{stdlib_out.name} {stdlib_out.stat().st_size / 1e3:.0f} kB ({original / 1e3:.0f} kB as sources)")
    return report
