#!/usr/bin/env python3
"""The one entry point for people: build the static site, serve it, run every test, run the benchmarks.

    python3 build.py build              # writes dist/: a self-contained static site
    python3 build.py serve [--port N]   # builds, then serves dist/ on http://127.0.0.1:N/ until Ctrl-C
    python3 build.py test               # installs what the tests need and runs every test
    python3 build.py bench              # prints speed and size figures (asserts nothing)
    python3 build.py readme             # regenerates README.md's options section from the engine
    python3 build.py strength [ARGS]    # the AI strength arena: python3 -m pygame_core.ai.arena ARGS

Standard library only (Python 3.11+). What ``build`` writes:

    dist/                       the web/ files (the shell, engine.js, worker.js, bench/ pages)
    dist/sw.js                  the service worker; its cache name is the content hash of every file
    dist/manifest.webmanifest   the web app manifest (installable app), copied from web/
    dist/icons/*.png            the app icons it lists (plus the apple-touch-icon), drawn by build.py
    dist/pyodide/               Pyodide's runtime: five files from the pinned npm package ``pyodide``
    dist/engine/<wheel>         the engine, a pure-Python wheel built with setuptools (PEP 517)
    dist/engine/pyodide-lock.json  a lock listing that wheel with its real sha256 (loaded integrity-checked)
    dist/i18n/<lang>.json       the shell's own words from pygame_core.core.ui_text (shown before Python is up)
    dist/manifest.json          every file with its sha256 and size
"""

from __future__ import annotations

import argparse
import base64
import functools
import hashlib
import http.server
import json
import os
import re
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import threading
import time
import tomllib
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Optional, Sequence

ROOT = Path(__file__).resolve().parent
WEB = ROOT / "web"
DIST = ROOT / "dist"
NODE_MODULES = ROOT / "node_modules"
PYODIDE_NPM = NODE_MODULES / "pyodide"
CACHE = ROOT / ".cache"
VENV = ROOT / ".venv"
CHROMIUM = Path("/usr/bin/chromium")

#: The runtime files the browser needs from the npm package (the package has no package wheels).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
#: Name of the engine in the lock file (its normalized project name) and its import name.
ENGINE_PACKAGE = "pygame-core"
ENGINE_IMPORT = "pygame_core"
#: Files of web/ that build.py renders instead of copying.
TEMPLATES = ("sw.js",)
#: A fixed wheel timestamp: the same sources give a byte-identical wheel, so an unchanged build keeps its cache.
SOURCE_DATE_EPOCH = "315532800"

#: MIME types a static host must get right (a .wasm with the wrong type makes loadPyodide() hang).
MIME_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".svg": "image/svg+xml",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".css": "text/css",
    ".html": "text/html",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".txt": "text/plain",
}

#: The flags Debian's Chromium needs here (see ../shared/PYODIDE.md).
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def log(message: str) -> None:
    print(f"[build.py] {message}", flush=True)


def run(cmd: Sequence[str], **kwargs: Any) -> subprocess.CompletedProcess:
    """Run a command, echoing it; raise on failure."""
    log("$ " + " ".join(str(c) for c in cmd))
    return subprocess.run([str(c) for c in cmd], check=True, **kwargs)


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def sri(hex_digest: str) -> str:
    """The Subresource Integrity form of a sha256 hex digest."""
    return "sha256-" + base64.b64encode(bytes.fromhex(hex_digest)).decode()


# -- node_modules ---------------------------------------------------------------------------------

def ensure_node_modules() -> None:
    """``npm ci`` when node_modules is missing or was installed from another package-lock.json."""
    stamp = NODE_MODULES / ".installed-from"
    wanted = sha256_file(ROOT / "package-lock.json")
    if stamp.exists() and stamp.read_text().strip() == wanted and all((PYODIDE_NPM / f).exists() for f in PYODIDE_FILES):
        return
    run(["npm", "ci", "--no-audit", "--no-fund"], cwd=ROOT, stdin=subprocess.DEVNULL)
    stamp.write_text(wanted + "\n")


# -- the engine wheel -----------------------------------------------------------------------------

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
        env = {**os.environ, "SOURCE_DATE_EPOCH": SOURCE_DATE_EPOCH}
        run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "--disable-pip-version-check",
             str(src), "-w", str(out_dir)], env=env, stdin=subprocess.DEVNULL)
    wheels = sorted(out_dir.glob("pygame_core-*-py3-none-any.whl"))
    if len(wheels) != 1:
        raise SystemExit(f"expected one pure-Python engine wheel, found {[w.name for w in wheels]}")
    return wheels[0]


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


# -- text for the shell ---------------------------------------------------------------------------

def shell_catalogs() -> dict[str, dict[str, str]]:
    """The shell's own words per language, from pygame_core.core.ui_text (imported from this repo)."""
    sys.path.insert(0, str(ROOT))
    try:
        from pygame_core.core import i18n
        try:
            from pygame_core.core import ui_text
        except ImportError as exc:
            log(f"WARNING: no shell text catalog yet (pygame_core.core.ui_text: {exc}); dist/i18n/ not written")
            return {}
        return {lang: dict(ui_text.catalog(lang)) for lang in i18n.LANGUAGES}
    finally:
        sys.path.remove(str(ROOT))


# -- app icons ------------------------------------------------------------------------------------
#
# The installable app's icons are drawn here (a green tile, a white card, a red heart) and written as PNG with
# zlib + struct, so neither binary files in the repository nor an image library are needed. Which icons exist
# follows web/manifest.webmanifest: every icon it lists is drawn at its size ("maskable": the tile fills the
# square and the card stays inside the central safe circle); the apple-touch-icon is drawn full-bleed too,
# since iOS shows transparent corners as black.

#: The apple-touch-icon that index.html links (not part of the web app manifest).
APPLE_TOUCH_ICON = ("icons/apple-touch-icon.png", 180)
ICON_FELT = (0x1F, 0x5F, 0x3A)
ICON_CARD = (0xFB, 0xFA, 0xF6)
ICON_EDGE = (0x99, 0x99, 0x99)
ICON_HEART = (0xC6, 0x28, 0x28)


def png_bytes(width: int, height: int, rows: Iterable[bytes]) -> bytes:
    """A PNG file (8-bit RGBA, no interlace) from ``height`` rows of ``width * 4`` bytes."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    raw = b"".join(b"\x00" + row for row in rows)  # filter type 0 (None) on every row
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def _rounded_box_distance(x: float, y: float, half_w: float, half_h: float, radius: float) -> float:
    """Signed distance from (x, y) to a rounded rectangle centred on 0 (negative inside)."""
    qx, qy = abs(x) - half_w + radius, abs(y) - half_h + radius
    outside = (max(qx, 0.0) ** 2 + max(qy, 0.0) ** 2) ** 0.5
    return outside + min(max(qx, qy), 0.0) - radius


def _in_heart(x: float, y: float) -> bool:
    """The heart curve (x² + y² - 1)³ <= x² y³, point up in screen coordinates (y grows downwards)."""
    y = -y
    return (x * x + y * y - 1) ** 3 - x * x * y ** 3 <= 0


def _blend(under: tuple[float, ...], over: tuple[int, int, int], alpha: float) -> tuple[float, ...]:
    """``over`` (opaque colour) with coverage ``alpha`` on top of the RGBA pixel ``under``."""
    out_a = alpha + under[3] * (1 - alpha)
    if out_a <= 0:
        return (0.0, 0.0, 0.0, 0.0)
    rgb = tuple((c * alpha + u * under[3] * (1 - alpha)) / out_a for c, u in zip(over, under[:3]))
    return (*rgb, out_a)


def icon_pixel(u: float, v: float, px: float, maskable: bool) -> tuple[float, ...]:
    """The icon's colour at (u, v) in 0..1 (``px``: one pixel in those units, for smooth edges)."""
    cover = lambda distance: min(1.0, max(0.0, 0.5 - distance / px))  # noqa: E731 (coverage of one pixel)
    x, y = u - 0.5, v - 0.5
    pixel: tuple[float, ...] = (0.0, 0.0, 0.0, 0.0)
    tile = 1.0 if maskable else cover(_rounded_box_distance(x, y, 0.5, 0.5, 0.18))
    pixel = _blend(pixel, ICON_FELT, tile)
    scale = 0.78 if maskable else 1.0  # the maskable icon's card stays in the safe circle (radius 0.4)
    card = _rounded_box_distance(x / scale, y / scale, 0.25, 0.34, 0.05) * scale
    pixel = _blend(pixel, ICON_EDGE, cover(card))
    pixel = _blend(pixel, ICON_CARD, cover(card + 1.5 * px))
    size = 0.15 * scale  # the heart: 2x2 samples per pixel for a smooth outline
    samples = [(x + dx * px, y + dy * px + 0.03 * scale) for dx in (-0.25, 0.25) for dy in (-0.25, 0.25)]
    heart = sum(_in_heart(sx / size, sy / size) for sx, sy in samples) / len(samples)
    return _blend(pixel, ICON_HEART, heart)


def icon_png(size: int, maskable: bool) -> bytes:
    """One square app icon as PNG bytes."""
    px = 1.0 / size
    rows = []
    for j in range(size):
        row = bytearray()
        for i in range(size):
            r, g, b, a = icon_pixel((i + 0.5) * px, (j + 0.5) * px, px, maskable)
            row += bytes((round(r), round(g), round(b), round(a * 255)))
        rows.append(bytes(row))
    return png_bytes(size, size, rows)


def app_icons(webmanifest: dict[str, Any]) -> list[tuple[str, int, bool]]:
    """(path, size, maskable) of every icon the web app manifest lists, plus the apple-touch-icon."""
    icons = []
    for icon in webmanifest.get("icons", []):
        width, _, height = icon["sizes"].partition("x")
        if width != height or icon.get("type") != "image/png":
            raise SystemExit(f"manifest.webmanifest: only square PNG icons are drawn, not {icon}")
        icons.append((icon["src"], int(width), "maskable" in icon.get("purpose", "any").split()))
    return icons + [(APPLE_TOUCH_ICON[0], APPLE_TOUCH_ICON[1], True)]


def add_app_icons(site: Path) -> None:
    """Draw the icons listed by ``site``'s manifest.webmanifest (copied from web/) into ``site``."""
    webmanifest = json.loads((site / "manifest.webmanifest").read_text(encoding="utf-8"))
    for path, size, maskable in app_icons(webmanifest):
        target = site / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(icon_png(size, maskable))


# -- dist/ ----------------------------------------------------------------------------------------

@dataclass(frozen=True)
class FileEntry:
    path: str  # relative to dist/, with forward slashes
    size: int
    sha256: str


def list_files(root: Path) -> list[FileEntry]:
    entries = []
    for path in sorted(p for p in root.rglob("*") if p.is_file()):
        entries.append(FileEntry(path.relative_to(root).as_posix(), path.stat().st_size, sha256_file(path)))
    return entries


def content_hash(entries: Iterable[FileEntry]) -> str:
    """One hash over every file's path and content: it changes exactly when the site changes."""
    digest = hashlib.sha256()
    for entry in sorted(entries, key=lambda e: e.path):
        digest.update(f"{entry.path}\0{entry.sha256}\n".encode())
    return digest.hexdigest()


def render_service_worker(entries: list[FileEntry], site_hash: str) -> str:
    """sw.js with its cache name and precache list filled in.

    Every file is precached with its SRI hash; ``./`` is added for index.html (the page is usually opened as
    the folder); manifest.json is precached without a hash, since it is written after (and lists) sw.js.
    """
    precache = [[entry.path, sri(entry.sha256)] for entry in entries]
    index = next((e for e in entries if e.path == "index.html"), None)
    if index is not None:
        precache.insert(0, ["./", sri(index.sha256)])
    precache.append(["manifest.json", ""])
    template = (WEB / "sw.js").read_text()
    for marker in ("__CACHE_NAME__", "__PRECACHE__"):
        if marker not in template:
            raise SystemExit(f"web/sw.js lacks the marker {marker}")
    return (template.replace("__CACHE_NAME__", cache_name(site_hash))
            .replace("__PRECACHE__", "[\n" + ",\n".join("  " + json.dumps(p) for p in precache) + "\n]"))


def cache_name(site_hash: str) -> str:
    """The service worker's cache for one build; sw.js deletes every other ``site-`` cache when it activates."""
    return f"site-{site_hash[:16]}"


#: Files of a built site that the service worker's content hash leaves out: sw.js itself and the file list
#: written after it.
NOT_HASHED = ("sw.js", "manifest.json")


def write_service_worker(site: Path) -> str:
    """Render sw.js into the built ``site`` from the files there now; returns the content hash (the cache is
    ``cache_name(hash)``). Run again after changing a file of a built site, it makes a new build as far as
    browsers can tell: a new cache name, so the new service worker replaces the old cache (the e2e update test
    does exactly that on a copy of dist/)."""
    entries = [e for e in list_files(site) if e.path not in NOT_HASHED]
    site_hash = content_hash(entries)
    (site / "sw.js").write_text(render_service_worker(entries, site_hash))
    return site_hash


def copy_web(dest: Path) -> None:
    def ignore(folder: str, names: list[str]) -> set[str]:
        skipped = {n for n in names if n.startswith(".") or n == "__pycache__" or n.endswith(".py")}
        if Path(folder).resolve() == WEB.resolve():
            skipped |= set(TEMPLATES)
        return skipped
    shutil.copytree(WEB, dest, ignore=ignore, dirs_exist_ok=True)


def add_boot_texts(site: Path) -> None:
    """index.html's start-up fallback (shown when the page's scripts cannot run at all) gets the shell's
    ``boot.failed`` text in every language: it cannot fetch i18n/<lang>.json where scripts are refused."""
    page = (site / "index.html").read_text(encoding="utf-8")
    if page.count("__BOOT_TEXTS__") != 1:
        raise SystemExit("web/index.html must hold the marker __BOOT_TEXTS__ once (its start-up fallback)")
    texts = {lang: catalog["boot.failed"] for lang, catalog in shell_catalogs().items()}
    (site / "index.html").write_text(page.replace("__BOOT_TEXTS__", json.dumps(texts, ensure_ascii=False)),
                                     encoding="utf-8")


def add_embed_page(site: Path) -> None:
    """embed.html: the same shell as index.html, marked as the embed page (one game or example, no menu, started
    lazily; app.js reads ``<body data-page="embed">``). Made from index.html so the two can never drift apart."""
    page = (site / "index.html").read_text(encoding="utf-8")
    if page.count("<body>") != 1:
        raise SystemExit("web/index.html must have exactly one <body> tag (build.py marks it for embed.html)")
    (site / "embed.html").write_text(page.replace("<body>", '<body data-page="embed" class="embed">'),
                                     encoding="utf-8")


def add_runtime(site: Path) -> None:
    """Pyodide's five runtime files, from the pinned npm package."""
    runtime = site / "pyodide"
    runtime.mkdir()
    for name in PYODIDE_FILES:
        shutil.copy2(PYODIDE_NPM / name, runtime / name)


def add_engine(site: Path) -> Path:
    """The engine wheel and the lock that names it with its sha256."""
    engine = site / "engine"
    engine.mkdir()
    wheel = build_wheel(engine)
    runtime_lock = json.loads((PYODIDE_NPM / "pyodide-lock.json").read_text())
    (engine / "pyodide-lock.json").write_text(json.dumps(engine_lock(wheel, runtime_lock), indent=1) + "\n")
    return wheel


def add_shell_texts(site: Path) -> None:
    """i18n/<lang>.json for every language, so the menu shows before Python is ready."""
    catalogs = shell_catalogs()
    if catalogs:
        (site / "i18n").mkdir()
    for lang, catalog in catalogs.items():
        (site / "i18n" / f"{lang}.json").write_text(
            json.dumps(catalog, ensure_ascii=False, indent=1, sort_keys=True) + "\n", encoding="utf-8")


def add_service_worker_and_manifest(site: Path, wheel: Path) -> dict[str, Any]:
    """sw.js (cache named by the content hash of every other file), then manifest.json listing every file."""
    site_hash = write_service_worker(site)
    manifest = {
        "name": ENGINE_PACKAGE,
        "engine": wheel.name,
        "pyodide": json.loads((PYODIDE_NPM / "package.json").read_text())["version"],
        "content_hash": site_hash,
        "files": [vars(e) for e in list_files(site)],
    }
    (site / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    return manifest


def replace_dist(site: Path) -> None:
    """Swap the new site in, so a server running on dist/ meanwhile is without it only for an instant."""
    previous = CACHE / f"dist-old-{os.getpid()}"
    if DIST.exists():
        DIST.rename(previous)
    site.rename(DIST)
    shutil.rmtree(previous, ignore_errors=True)


def build() -> dict[str, Any]:
    """Assemble dist/ (see the module docstring). Returns the manifest."""
    started = time.perf_counter()
    ensure_node_modules()
    CACHE.mkdir(exist_ok=True)  # .cache/ is git-ignored and on the same file system as dist/ (for the rename)
    staging = Path(tempfile.mkdtemp(prefix="dist-", dir=CACHE))
    staging.chmod(0o755)
    try:
        copy_web(staging)
        add_boot_texts(staging)
        add_embed_page(staging)
        add_app_icons(staging)
        add_runtime(staging)
        wheel = add_engine(staging)
        add_shell_texts(staging)
        manifest = add_service_worker_and_manifest(staging, wheel)
        replace_dist(staging)
    finally:
        if staging.exists():
            shutil.rmtree(staging)
    total = sum(f["size"] for f in manifest["files"])
    log(f"dist/ built in {time.perf_counter() - started:.1f} s: {len(manifest['files'])} files, "
        f"{total / 1e6:.1f} MB, cache site-{manifest['content_hash'][:16]}, engine {manifest['engine']}")
    return manifest


# -- serve ----------------------------------------------------------------------------------------

class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Serves dist/ with the MIME types Pyodide needs; ``no-cache`` so a rebuilt site is seen at once
    (conditional requests still answer 304, and the service worker serves the offline copy)."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    quiet = False
    on_bytes: Optional[Callable[[str, int], None]] = None

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def copyfile(self, source: Any, outputfile: Any) -> None:
        counted = _CountingWriter(outputfile)
        super().copyfile(source, counted)
        if self.on_bytes is not None:
            self.on_bytes(self.path, counted.count)

    def log_message(self, format: str, *args: Any) -> None:
        if not self.quiet:
            super().log_message(format, *args)


class _CountingWriter:
    def __init__(self, inner: Any) -> None:
        self.inner, self.count = inner, 0

    def write(self, data: bytes) -> int:
        self.count += len(data)
        return self.inner.write(data)


def make_server(port: int = 8000, directory: Path = DIST, quiet: bool = False,
                on_bytes: Optional[Callable[[str, int], None]] = None) -> http.server.ThreadingHTTPServer:
    """An HTTP server for ``directory`` on 127.0.0.1 (port 0 picks a free port)."""
    handler = type("Handler", (SiteHandler,), {"quiet": quiet, "on_bytes": staticmethod(on_bytes) if on_bytes else None})
    return http.server.ThreadingHTTPServer(("127.0.0.1", port), functools.partial(handler, directory=str(directory)))


def serve(port: int, rebuild: bool = True) -> None:
    if rebuild:
        build()
    elif not (DIST / "manifest.json").exists():
        raise SystemExit("dist/ is missing: run python3 build.py build")
    try:
        server = make_server(port)
    except OSError as exc:
        raise SystemExit(f"cannot listen on 127.0.0.1:{port} ({exc.strerror}): choose another with --port N")
    print(f"Serving dist/ at http://127.0.0.1:{server.server_address[1]}/  (Ctrl-C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print("stopped")
    finally:
        server.server_close()


# -- test -----------------------------------------------------------------------------------------

@dataclass
class PartResult:
    name: str
    ok: bool
    counts: dict[str, int] = field(default_factory=dict)
    note: str = ""
    seconds: float = 0.0


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


def _kill_group(pid: int) -> None:
    try:
        os.killpg(pid, 9)
    except ProcessLookupError:
        pass


def run_part(name: str, cmd: Sequence[str], timeout: float, **kwargs: Any) -> PartResult:
    """Run one test command, streaming its output, and judge it by pytest's exit code and closing line."""
    log(f"== {name}: " + " ".join(str(c) for c in cmd))
    started = time.perf_counter()
    lines: list[str] = []
    # A session of its own, so a timeout ends the part's whole process group (browsers and servers included).
    proc = subprocess.Popen([str(c) for c in cmd], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            stdin=subprocess.DEVNULL, text=True, errors="replace", bufsize=1, start_new_session=True,
                            **kwargs)
    timer = threading.Timer(timeout, _kill_group, (proc.pid,))
    timer.start()
    try:
        assert proc.stdout is not None
        for line in proc.stdout:
            sys.stdout.write(line)
            sys.stdout.flush()
            lines.append(line)
        code = proc.wait()
    except KeyboardInterrupt:  # the part runs in its own session: Ctrl-C must end it too
        _kill_group(proc.pid)
        raise
    finally:
        timer.cancel()
    seconds = time.perf_counter() - started
    counts = pytest_counts("".join(lines))
    if code == 5 and not counts.get("failed") and not counts.get("error"):
        return PartResult(name, True, counts, "no tests collected", seconds)
    if code != 0:
        note = f"exit code {code}" + (f" (killed after {timeout:.0f} s)" if seconds >= timeout else "")
        return PartResult(name, False, counts, note, seconds)
    return PartResult(name, True, counts, "", seconds)


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


def engine_wheel() -> Path:
    wheels = sorted((DIST / "engine").glob("pygame_core-*.whl"))
    if len(wheels) != 1:
        raise SystemExit("dist/engine/ has no engine wheel: run python3 build.py build")
    return wheels[0]


def pyodide_command(wheels: Sequence[Path], *args: str) -> list[str]:
    cmd = ["node", str(ROOT / "tests" / "pyodide" / "run.mjs")]
    for wheel in wheels:
        cmd += ["--wheel", str(wheel)]
    return cmd + list(args)


def test() -> int:
    """Install what the tests need, build dist/, run every test; a summary line per part at the end."""
    results: list[PartResult] = []
    started = time.perf_counter()
    try:
        ensure_chromium()
        python = ensure_venv()
        ensure_node_modules()
        build()
        test_wheels = pyodide_test_wheels()
    except (subprocess.CalledProcessError, OSError, SystemExit) as exc:
        log(f"setup failed: {exc}")
        print(f"setup: FAILED ({exc})")
        return 1
    results.append(run_part("cpython", [python, "-m", "pytest", "tests"], timeout=30 * 60, cwd=ROOT))
    results.append(run_part("pyodide", pyodide_command(
        [engine_wheel(), *test_wheels], "--tests", str(ROOT / "tests"), "--pyproject", str(ROOT / "pyproject.toml"),
        "--", "tests", "--ignore=tests/pyodide", "-m", "not slow"), timeout=20 * 60, cwd=ROOT))
    results.append(run_part("e2e", [python, "-m", "pytest", "e2e"], timeout=30 * 60, cwd=ROOT))
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
    print(f"  all parts {'ok' if not failed else 'FAILED: ' + ', '.join(failed)} in {time.perf_counter() - started:.0f} s")
    print(f"total: {totals['passed']} passed, {totals['failed']} failed, {totals['skipped']} skipped")
    return 1 if failed else 0


# -- bench ----------------------------------------------------------------------------------------

# -- README ---------------------------------------------------------------------------------------

README_BEGIN = "<!-- options:begin (generated by python3 build.py readme) -->"
README_END = "<!-- options:end -->"


def options_markdown() -> str:
    """The options of every registered game, with defaults and docs, as the bridge's ``games`` command lists them."""
    sys.path.insert(0, str(ROOT))
    try:
        import pygame_core
        from pygame_core.core.options import describe_options
        lines = []
        for name in pygame_core.GAMES:
            module = pygame_core.game_module(name)
            lines += [f"**{module.title('en')}** (`{name}`; seats: {', '.join(map(str, module.SEATS))}; computer "
                      f"strengths: {', '.join(pygame_core.LEVELS)}):", "",
                      "| option | default | values | what it does |", "| --- | --- | --- | --- |"]
            for opt in describe_options(module.GAME.Options):
                if opt.get("choices"):
                    values = ", ".join(f"`{json.dumps(c)}`" for c in opt["choices"])
                elif opt.get("minimum") is not None or opt.get("maximum") is not None:
                    values = f"{opt.get('minimum')}..{opt.get('maximum')}"
                elif isinstance(opt["default"], bool):
                    values = "`true`, `false`"
                else:
                    values = ""
                doc = str(opt.get("doc") or "").replace("|", "\\|")
                lines.append(f"| `{opt['name']}` | `{json.dumps(opt['default'], ensure_ascii=False)}` | {values} | {doc} |")
            lines.append("")
        return "\n".join(lines).rstrip() + "\n"
    finally:
        sys.path.remove(str(ROOT))


def readme_with_options(text: str) -> str:
    """README text with the options section regenerated (between the two markers)."""
    start, end = text.find(README_BEGIN), text.find(README_END)
    if start < 0 or end < start:
        raise SystemExit(f"README.md lacks the markers {README_BEGIN!r} ... {README_END!r}")
    return text[:start + len(README_BEGIN)] + "\n" + options_markdown() + text[end:]


def readme() -> None:
    path = ROOT / "README.md"
    text = path.read_text(encoding="utf-8")
    new = readme_with_options(text)
    if new != text:
        path.write_text(new, encoding="utf-8")
        log("README.md: options section updated")
    else:
        log("README.md: options section is current")


def run_bench(runs: int, parts: str) -> int:
    sys.path.insert(0, str(ROOT / "web" / "bench"))
    import bench  # noqa: E402  (web/bench/bench.py: the benchmark driver; .py files are not copied to dist/)
    return bench.main(runs=runs, build=build, make_server=make_server, root=ROOT,
                             venv_python=venv_python, pyodide_command=pyodide_command, engine_wheel=engine_wheel,
                             chromium=CHROMIUM, chromium_args=CHROMIUM_ARGS, parts=parts)


def strength(args: Sequence[str]) -> int:
    return subprocess.call([sys.executable, "-m", "pygame_core.ai.arena", *args], cwd=ROOT)


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(prog="build.py", description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="cmd", required=True)
    sub.add_parser("build", help="write dist/")
    serve_cmd = sub.add_parser("serve", help="build, then serve dist/ on 127.0.0.1")
    serve_cmd.add_argument("--port", type=int, default=8000, help="port (default 8000; 0 picks a free one)")
    serve_cmd.add_argument("--no-build", action="store_true", help="serve dist/ as it is")
    sub.add_parser("test", help="install what the tests need and run every test")
    bench_cmd = sub.add_parser("bench", help="print speed and size figures")
    bench_cmd.add_argument("--runs", type=int, default=3, help="cold starts per page (default 3)")
    bench_cmd.add_argument("--parts", default="abcdefg", help="which figures, e.g. 'af' (default: all, abcdefg)")
    sub.add_parser("readme", help="regenerate the options section of README.md from the engine")
    sub.add_parser("strength", help="AI strength arena (python3 -m pygame_core.ai.arena ...)", add_help=False)
    args, rest = parser.parse_known_args(argv)
    if rest and args.cmd != "strength":
        parser.error(f"unrecognized arguments: {' '.join(rest)}")
    if args.cmd == "build":
        build()
        return 0
    if args.cmd == "serve":
        serve(args.port, rebuild=not args.no_build)
        return 0
    if args.cmd == "test":
        return test()
    if args.cmd == "readme":
        readme()
        return 0
    if args.cmd == "bench":
        return run_bench(args.runs, args.parts)
    return strength(rest)


if __name__ == "__main__":
    sys.exit(main())
