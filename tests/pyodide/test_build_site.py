"""Tests of build.py's site assembly (buildtools/): the engine lock, the service worker, the content hash, MIME
types, the test summary, README, the engine's bytecode, worker.js's build information and the engine's prestart.

These run on CPython only (build.py is a host tool); build.py test skips this folder inside Pyodide.
"""

from __future__ import annotations

import base64
import hashlib
import io
import json
import os
import re
import sys
import threading
import urllib.request
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from buildtools.ignores import python_files, unexplained  # noqa: E402
from buildtools.paths import RUNTIME_NOT_LOADED, STDLIB_COMPILED  # noqa: E402
from buildtools.precompile import merge_bytecode  # noqa: E402
from buildtools.readme import readme_with_options  # noqa: E402
from buildtools.server import make_server  # noqa: E402
from buildtools.service_worker import FileEntry, content_hash, render_service_worker  # noqa: E402
from buildtools.site import add_engine_prestart  # noqa: E402
from buildtools.testrunner import (  # noqa: E402
    E2E_WORKERS,
    busy_since,
    cpu_times,
    e2e_workers,
    pyodide_starts,
    pytest_counts,
    pytest_durations,
    starts_by_file,
)
from buildtools.wheel import engine_lock, game_package_names, write_games_index  # noqa: E402
from buildtools.worker import restamp_engine, write_worker  # noqa: E402


def _entries(files: dict[str, bytes]) -> list:
    return [FileEntry(path, len(data), hashlib.sha256(data).hexdigest()) for path, data in files.items()]


def test_engine_lock_names_the_wheel_with_its_real_sha256(tmp_path: Path) -> None:
    """Pyodide checks a locked package against the lock's sha256: the lock must carry the wheel's true hash."""
    wheel = tmp_path / "pygame_core-1.2.3-py3-none-any.whl"
    wheel.write_bytes(b"not really a zip, but hashed all the same")
    runtime_lock = {"info": {"python": "3.14.2", "platform": "emscripten_5_0_3"}, "packages": {"numpy": {}}}
    lock = engine_lock(wheel, runtime_lock)
    entry = lock["packages"]["pygame-core"]
    assert entry["sha256"] == hashlib.sha256(wheel.read_bytes()).hexdigest()
    assert entry["file_name"] == wheel.name and entry["version"] == "1.2.3"
    assert entry["imports"] == ["pygame_core"] and entry["depends"] == []
    assert lock["info"] == runtime_lock["info"]
    assert list(lock["packages"]) == ["pygame-core"]  # nothing else is loadable by name: no CDN lookups


def test_content_hash_changes_exactly_when_a_file_changes() -> None:
    """A new build must get a new cache name; an identical build keeps it (whatever the listing order)."""
    files = {"index.html": b"<p>1</p>", "app.js": b"x", "pyodide/pyodide.asm.wasm": b"\0asm"}
    same = content_hash(reversed(_entries(files)))
    assert content_hash(_entries(files)) == same
    assert content_hash(_entries({**files, "app.js": b"y"})) != same
    assert content_hash(_entries({**files, "new.css": b""})) != same
    renamed = {("app2.js" if k == "app.js" else k): v for k, v in files.items()}
    assert content_hash(_entries(renamed)) != same


def test_service_worker_precaches_every_file_with_its_integrity_hash() -> None:
    """sw.js precaches every file (SRI-checked), the folder URL as index.html, and manifest.json."""
    files = {"index.html": b"<p>menu</p>", "engine.js": b"export {}", f"pyodide/{STDLIB_COMPILED}": b"PK"}
    entries = _entries(files)
    site_hash = content_hash(entries)
    text = render_service_worker(entries, site_hash)
    assert f'"site-{site_hash[:16]}"' in text
    assert "__CACHE_NAME__" not in text and "__PRECACHE__" not in text
    precache = json.loads(re.search(r"const PRECACHE = (\[.*?\n\]);", text, re.S).group(1))
    table = dict(precache)
    for path, data in files.items():
        assert table[path] == "sha256-" + base64.b64encode(hashlib.sha256(data).digest()).decode()
    assert table["./"] == table["index.html"]
    assert table["manifest.json"] == ""  # written after sw.js, so precached without a hash
    assert len(precache) == len(files) + 2


def test_service_worker_leaves_out_the_runtime_files_the_site_never_loads() -> None:
    """The npm package's python_stdlib.zip and lock (read only by the benchmark's bare page) are part of the build
    (its content hash) but not of the precache: a first visit never downloads them."""
    files = {"index.html": b"<p>menu</p>", f"pyodide/{STDLIB_COMPILED}": b"compiled",
             "pyodide/python_stdlib.zip": b"sources", "pyodide/pyodide-lock.json": b"{}"}
    entries = _entries(files)
    text = render_service_worker(entries, content_hash(entries))
    precached = {path for path, _ in json.loads(re.search(r"const PRECACHE = (\[.*?\n\]);", text, re.S).group(1))}
    assert set(RUNTIME_NOT_LOADED) == {"pyodide/python_stdlib.zip", "pyodide/pyodide-lock.json"}
    assert precached == {"./", "index.html", f"pyodide/{STDLIB_COMPILED}", "manifest.json"}
    assert content_hash(_entries({**files, "pyodide/python_stdlib.zip": b"other"})) != content_hash(entries)


@pytest.mark.parametrize("name, mime", [("pyodide.asm.wasm", "application/wasm"), ("pyodide.mjs", "text/javascript"),
                                        ("lock.json", "application/json"), ("site.webmanifest",
                                                                            "application/manifest+json")])
def test_server_sends_the_mime_types_pyodide_needs(tmp_path: Path, name: str, mime: str) -> None:
    """A .wasm with the wrong MIME type makes loadPyodide() hang: the local server must get them right."""
    (tmp_path / name).write_bytes(b"0123456789")
    counted: list[int] = []
    server = make_server(0, directory=tmp_path, quiet=True, on_bytes=lambda path, n: counted.append(n))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{server.server_address[1]}/{name}", timeout=10) as response:
            assert response.headers.get_content_type() == mime
            assert response.read() == b"0123456789"
    finally:
        server.shutdown()
        server.server_close()
    assert counted == [10]


def test_pytest_closing_line_is_read_for_the_summary() -> None:
    output = "collected 5 items\n...\n===== 2 failed, 10 passed, 1 skipped, 3 errors in 2.51s =====\n"
    assert pytest_counts(output) == {"failed": 2, "passed": 10, "skipped": 1, "error": 3}
    assert pytest_counts("no tests ran in 0.01s") == {}


E2E_TAIL = """\
12.50s call     e2e/test_menu.py::test_a[chromium]
1.25s setup    e2e/test_menu.py::test_a[chromium]
3.00s call     e2e/test_fit.py::test_b[chromium-320x480]
e2e: 7 Pyodide starts
e2e: the most by file: test_menu.py 5, test_fit.py 2
================== 1 failed, 2 passed in 20.00s ==================
"""


def test_the_summary_reads_the_count_of_python_starts_and_the_files_that_started_it_most() -> None:
    assert pyodide_starts(E2E_TAIL) == 7
    assert starts_by_file(E2E_TAIL) == "test_menu.py 5, test_fit.py 2"
    assert pyodide_starts("no browser part here") is None
    assert starts_by_file("no browser part here") == ""


def test_the_summary_adds_up_a_tests_phases() -> None:
    slowest = pytest_durations(E2E_TAIL)
    assert slowest["e2e/test_menu.py::test_a[chromium]"] == 13.75
    assert slowest["e2e/test_fit.py::test_b[chromium-320x480]"] == 3.0


def test_the_browser_part_runs_in_as_many_processes_as_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("E2E_WORKERS", raising=False)
    assert e2e_workers() == ["-n", str(E2E_WORKERS), "--dist", "loadfile"]
    monkeypatch.setenv("E2E_WORKERS", "1")
    assert e2e_workers() == []  # one after another, without pytest-xdist's processes
    monkeypatch.setenv("E2E_WORKERS", "3")
    assert e2e_workers() == ["-n", "3", "--dist", "loadfile"]


def test_the_summary_says_how_busy_the_cores_were() -> None:
    """The parts run side by side, and Chromium's processes are not the part's: the machine's own count of busy
    core-seconds says whether the cores had time left (busy = all but idle and iowait; the guests are in user)."""
    tick = os.sysconf("SC_CLK_TCK")
    stat = "cpu  600 0 200 1000 100 50 50 0 7 0\ncpu0 300 0 100 500 50 25 25 0 0 0\n"
    assert cpu_times(stat) == (900 / tick, 2000 / tick)
    assert cpu_times("no cpu line") is None
    if not Path("/proc/stat").exists():
        pytest.skip("no /proc/stat: the summary leaves the line out")
    busy = busy_since(cpu_times())
    assert busy is not None and 0 <= busy[0] <= busy[1]


def test_every_type_ignore_comment_must_say_which_error_and_why(tmp_path: Path) -> None:
    source = tmp_path / "some.py"
    source.write_text('"""A text that mentions # type: ignore is no ignore."""\n'
                      "a = f()  # type: ignore\n"
                      "b = f()  # type: ignore[attr-defined]\n"
                      "c = f()  # type: ignore[attr-defined]  # f is set on the module at run time\n"
                      "d = f()  # type: ignore  # no code\n", encoding="utf-8")
    assert [number for number, _ in unexplained(source)] == [2, 3, 5]
    assert not [(path, found) for path in python_files() if (found := unexplained(path))]  # the project's own


def test_readme_lists_the_current_game_options() -> None:
    """README.md's options table is generated from the engine: run `python3 build.py readme` after changing options."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert readme_with_options(text) == text, "README.md is stale: run python3 build.py readme"


# -- the engine's bytecode, worker.js's build information, the engine's prestart (issue #13) ----------------------


def _tiny_wheel() -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as wheel:
        wheel.writestr("pkg/__init__.py", "")
        wheel.writestr("pkg/mod.py", "X = 1\n")
        wheel.writestr("pkg-1.0.dist-info/WHEEL", "Wheel-Version: 1.0\n")
        wheel.writestr("pkg-1.0.dist-info/RECORD", "pkg/__init__.py,,\n")
    return out.getvalue()


def test_bytecode_goes_beside_each_source_and_into_the_record() -> None:
    """zipimport finds pkg/mod.pyc beside pkg/mod.py; RECORD lists every file with its sha256 and closes the wheel;
    the same input gives the same bytes (an unchanged engine keeps its hash, cache and snapshot)."""
    pycs = {"pkg/__init__.pyc": b"pyc-init", "pkg/mod.pyc": b"pyc-mod"}
    merged = merge_bytecode(_tiny_wheel(), pycs)
    assert merge_bytecode(_tiny_wheel(), pycs) == merged
    with zipfile.ZipFile(io.BytesIO(merged)) as wheel:
        names = wheel.namelist()
        assert names[-1] == "pkg-1.0.dist-info/RECORD"
        assert names.index("pkg/mod.pyc") < names.index("pkg-1.0.dist-info/WHEEL")
        assert {info.date_time for info in wheel.infolist()} == {(1980, 1, 1, 0, 0, 0)}
        record = dict(line.split(",", 1) for line in wheel.read(names[-1]).decode().splitlines())
        for name in names[:-1]:
            data = wheel.read(name)
            digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            assert record[name] == f"sha256={digest},{len(data)}"
        assert record["pkg-1.0.dist-info/RECORD"] == ","
    with pytest.raises(SystemExit):
        merge_bytecode(merged, pycs)  # bytecode twice: refused


def _fake_site(root: Path, wheel_bytes: bytes) -> Path:
    (root / "pyodide").mkdir(parents=True)
    for name in ("pyodide.asm.wasm", "pyodide.asm.mjs", "pyodide.mjs", "python_stdlib.zip", STDLIB_COMPILED):
        (root / "pyodide" / name).write_bytes(name.encode())
    (root / "engine").mkdir()
    wheel = root / "engine" / "pygame_core-1.0-py3-none-any.whl"
    wheel.write_bytes(wheel_bytes)
    (root / "engine" / "pyodide-lock.json").write_text(json.dumps(engine_lock(wheel, {"info": {"python": "3.14"}})))
    return root


@pytest.mark.skipif(not (ROOT / "node_modules" / "pyodide" / "package.json").exists(), reason="npm ci has not run")
def test_worker_carries_the_build_and_a_new_engine_gets_a_new_snapshot_key(tmp_path: Path) -> None:
    """worker.js gets the wheel's name and sha256, the lock and the snapshot key written in; the key changes with
    the engine wheel (a new build never loads an old snapshot) and stays for an identical build."""
    site = _fake_site(tmp_path / "a", b"wheel one")
    info = write_worker(site)
    text = (site / "worker.js").read_text()
    assert "/*__BUILD__*/" not in text
    written = json.loads(re.search(r"const BUILD = (\{.*?\});\n", text).group(1))
    assert written == info
    assert info["wheel"] == {"file": "pygame_core-1.0-py3-none-any.whl", "size": 9,
                             "sha256": hashlib.sha256(b"wheel one").hexdigest()}
    assert info["lock"]["packages"]["pygame-core"]["sha256"] == info["wheel"]["sha256"]
    assert info["downloadBytes"] == len("pyodide.asm.wasm") + len(STDLIB_COMPILED)  # what the worker fetches
    assert info["stdlib"] == STDLIB_COMPILED
    same = write_worker(_fake_site(tmp_path / "b", b"wheel one"))
    assert same["snapshotKey"] == info["snapshotKey"]
    other = _fake_site(tmp_path / "c", b"wheel one")
    (other / "engine" / "pygame_core-1.0-py3-none-any.whl").write_bytes(b"wheel two")
    restamped = restamp_engine(other)
    assert restamped["snapshotKey"] != info["snapshotKey"]
    assert restamped["lock"]["packages"]["pygame-core"]["sha256"] == hashlib.sha256(b"wheel two").hexdigest()
    (other / "pyodide" / "python_stdlib.zip").write_bytes(b"the package's sources: not what the site loads")
    assert write_worker(other)["snapshotKey"] == restamped["snapshotKey"]
    (other / "pyodide" / STDLIB_COMPILED).write_bytes(b"another runtime")
    assert write_worker(other)["snapshotKey"] != restamped["snapshotKey"]



@pytest.mark.skipif(not (ROOT / "node_modules" / "pyodide" / "package.json").exists(), reason="npm ci has not run")
def test_a_new_snapshot_store_gets_a_new_snapshot_key(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The snapshot store worker.js imports (web/snapshot-store.js) is part of the key: a store that keeps snapshots
    another way never reads one kept the old way."""
    import buildtools.worker as worker

    site = _fake_site(tmp_path / "a", b"wheel one")
    before = write_worker(site)["snapshotKey"]
    web = tmp_path / "web"
    web.mkdir()
    for name in ("worker.js", worker.SNAPSHOT_STORE):
        (web / name).write_text((worker.WEB / name).read_text())
    monkeypatch.setattr(worker, "WEB", web)
    assert write_worker(site)["snapshotKey"] == before
    (web / worker.SNAPSHOT_STORE).write_text((web / worker.SNAPSHOT_STORE).read_text() + "\n// another store\n")
    assert write_worker(site)["snapshotKey"] != before

def test_the_engine_starts_from_the_head_of_index_and_embed(tmp_path: Path) -> None:
    """index.html starts the engine's worker before its first stylesheet and module; embed.html only when it starts
    at once (start=now)."""
    page = ('<head>\n  <link rel="icon" href="i.svg">\n  <link rel="stylesheet" href="a.css">\n'
            '  <link rel="stylesheet" href="b.css">\n  <script type="module" src="app.js"></script>\n</head><body></body>')
    for name in ("index.html", "embed.html"):
        (tmp_path / name).write_text(page)
    add_engine_prestart(tmp_path)
    index = (tmp_path / "index.html").read_text()
    embed = (tmp_path / "embed.html").read_text()
    for text in (index, embed):
        assert text.count('new Worker("worker.js"') == 1
        assert text.index('new Worker("worker.js"') < text.index('href="a.css"') < text.index('src="app.js"')
    assert "start=now" in embed and "start=now" not in index
    assert "modulepreload" in embed and "modulepreload" not in index  # the embed's table, while Python starts


def test_the_wheel_lists_the_game_packages_the_registry_finds(tmp_path: Path) -> None:
    """build.py writes games/_index.py into the wheel's sources: the same packages the registry finds in the folder
    (a folder without __init__.py or with a name Python cannot import is no game), which it then reads instead."""
    from pygame_core.core import registry
    assert game_package_names(ROOT / "pygame_core") == registry.listed_packages()
    engine = tmp_path / "pygame_core"
    for name in ("beta", "alpha", "not-a-name"):
        (engine / "games" / name).mkdir(parents=True)
        (engine / "games" / name / "__init__.py").write_text("")
    (engine / "games" / "no_init").mkdir()
    write_games_index(engine)
    index: dict = {}
    exec((engine / "games" / "_index.py").read_text(), index)
    assert index["PACKAGES"] == ("alpha", "beta")
