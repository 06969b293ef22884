"""dist/ assembly (``python3 build.py build``): a self-contained static site, built in .cache/ and swapped in.

    dist/                       the web/ files (the shell, engine.js, bench/ pages)
    dist/worker.js              the Pyodide worker, with the engine's build information written in (worker.py)
    dist/sw.js                  the service worker; its cache name is the content hash of every file
    dist/manifest.webmanifest   the web app manifest (installable app), copied from web/
    dist/icons/*.png            the app icons it lists (plus the apple-touch-icon), drawn by build.py
    dist/pyodide/               Pyodide's runtime: five files from the pinned npm package ``pyodide``
    dist/engine/<wheel>         the engine, a pure-Python wheel built with setuptools (PEP 517), with bytecode for
                                Pyodide's Python made inside Pyodide under Node (precompile.py)
    dist/engine/pyodide-lock.json  a lock listing that wheel with its real sha256 (worker.js carries its contents)
    index.html, embed.html      web/index.html, with the engine started from the head (EARLY_START), and the embed page
    dist/i18n/<lang>.json       the shell's own words from pygame_core.core.ui_text (shown before Python is up)
    dist/manifest.json          every file with its sha256 and size
"""

from __future__ import annotations

import json
import os
import posixpath
import re
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from .icons import add_app_icons
from .npm import ensure_node_modules
from .paths import CACHE, DIST, PYODIDE_FILES, PYODIDE_NPM, ROOT, TEMPLATES, WEB
from .service_worker import add_service_worker_and_manifest
from .util import log
from .wheel import add_engine
from .worker import write_worker


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


#: The earliest start of the engine: a classic inline script in the head, before the first stylesheet (which would
#: hold it back), starts worker.js while the page is still arriving, long before the shell's modules (app.js and
#: everything it imports) have loaded, and keeps what the worker says until engine.js adopts it
#: (``window.__engineEarly``). index.html always starts the engine; embed.html only when it starts at once
#: (start=now): an embed that waits to be scrolled into view or clicked must not load anything before. Where a
#: module worker cannot start (a frame sandboxed without allow-same-origin) it does nothing and engine.js reports it.
EARLY_START = """<script>
  // build.py: the engine's worker starts now; engine.js adopts it (see engine.js)
  (function () {
    try {
      if (!(__CONDITION__window.Worker) || window.__engineEarly) return;
      if (performance.mark) performance.mark("engine:worker");
      var early = window.__engineEarly = { worker: new Worker("worker.js", { type: "module", name: "engine" }),
                                           messages: [], errors: [] };
      early.worker.onmessage = function (e) { early.messages.push(e.data); };
      early.worker.onerror = function (e) { e.preventDefault(); early.errors.push(e.message || "the script could not be loaded"); };
    } catch (e) { /* no module workers here (a sandboxed frame): engine.js reports it */ }
  })();
  </script>
  """
EARLY_CONDITIONS = {"index.html": "", "embed.html": '/[?&]start=now(&|$)/.test(location.search) && '}


#: embed.html, starting at once, also asks for its game's table (module, the modules it imports, stylesheet) while
#: Python starts: the shell would otherwise load it only once the engine has named it. __TABLES__: {game: [paths]}.
#: It leaves the paths in ``__engineEarly.table`` ({game, table, stylesheet}: the engine's declaration, written here by
#: the build), so the first table need not wait for the engine's list of every game (web/games.js, loadTable).
EARLY_TABLE = """
      var tables = __TABLES__, game = /[?&]game=([\\w-]+)/.exec(location.search);
      var files = (game && tables[game[1]]) || [];
      var build = document.querySelector('meta[name="build"]'); // web/build.js: the shell asks for its build's files
      files.forEach(function (href, i) {
        var link = document.createElement("link");
        if (/\\.css$/.test(href)) { link.rel = "preload"; link.as = "style"; } else { link.rel = "modulepreload"; }
        link.href = href + (build && (i === 0 || /\\.css$/.test(href)) ? "?build=" + build.content : "");
        document.head.appendChild(link);
      });
      if (files.length) {
        early.table = { game: game[1], table: files[0],
                        stylesheet: files.filter(function (f) { return /\\.css$/.test(f); })[0] || null };
      }"""


def table_files(site: Path) -> dict[str, list[str]]:
    """Per game, its table module, the site modules that module imports, and its stylesheet (paths in the site),
    from the engine's declarations (games that do not import are left out)."""
    sys.path.insert(0, str(ROOT))
    try:
        from pygame_core.core import registry
        infos = registry.all_games()
    except Exception as exc:  # a matter of speed only: the page works without it
        log(f"WARNING: no table preloads in embed.html ({type(exc).__name__}: {exc})")
        return {}
    finally:
        sys.path.remove(str(ROOT))
    out: dict[str, list[str]] = {}
    for info in infos:
        module = site / info.table
        if not module.is_file():
            continue
        files = [info.table]
        source = module.read_text(encoding="utf-8")
        for target in re.findall(r'^import\b[^;]*?\bfrom\s+"(\.{1,2}/[^"]+)"', source, re.M):
            path = posixpath.normpath(posixpath.join(posixpath.dirname(info.table), target))
            if (site / path).is_file() and path not in files:
                files.append(path)
        if info.stylesheet and (site / info.stylesheet).is_file():
            files.append(info.stylesheet)
        out[info.name] = files
    return out


def add_engine_prestart(site: Path) -> None:
    """Put EARLY_START into the head of index.html and embed.html, before their first stylesheet (embed.html's
    with EARLY_TABLE)."""
    tables = json.dumps(table_files(site), separators=(",", ":"))
    for name, condition in EARLY_CONDITIONS.items():
        page = (site / name).read_text(encoding="utf-8")
        anchor = '<link rel="stylesheet"'
        if anchor not in page.split("</head>")[0]:
            raise SystemExit(f"{name} has no stylesheet in its head: build.py starts the engine before the first one")
        script = EARLY_START.replace("__CONDITION__", condition)
        if name == "embed.html":
            marker = 'early.errors.push(e.message || "the script could not be loaded"); };'
            if script.count(marker) != 1:
                raise SystemExit("buildtools/site.py: EARLY_START lost the line EARLY_TABLE follows")
            script = script.replace(marker, marker + EARLY_TABLE.replace("__TABLES__", tables))
        (site / name).write_text(page.replace(anchor, script + anchor, 1), encoding="utf-8")


#: The pages' Content-Security-Policy (issue 18): scripts of this site only, plus the pages' own inline scripts by
#: their hashes (__HASHES__, written by the build) and 'wasm-unsafe-eval' (Pyodide compiles WebAssembly; a browser
#: that holds a dedicated worker to its page's policy needs it there); the worker, requests and everything else
#: from this site. No inline styles (the shell sets styles through the CSSOM, web/dom.js). frame-ancestors cannot
#: be set in a meta tag (browsers ignore it there): a host that wants to keep index.html out of other sites' frames
#: sends it as a header (embed.html is meant to be framed by any page).
CSP = ("default-src 'self'; script-src 'self' 'wasm-unsafe-eval' __HASHES__; worker-src 'self'; connect-src 'self'; "
       "img-src 'self'; style-src 'self'; font-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'none'; "
       "form-action 'self'")
_INLINE_SCRIPT = re.compile(r"<script>(.*?)</script>", re.S)


def csp_for(page: str) -> str:
    """The policy for ``page`` (its text as served): CSP with the sha256 of each of its inline scripts."""
    import base64
    import hashlib
    hashes = sorted({"'sha256-" + base64.b64encode(hashlib.sha256(body.encode("utf-8")).digest()).decode() + "'"
                     for body in _INLINE_SCRIPT.findall(page)})
    return CSP.replace("__HASHES__", " ".join(hashes))


#: The pages that carry the policy: the site, the embed and the example studio (issue 33).
CSP_PAGES = ("index.html", "embed.html", "studio.html")


def add_content_security_policy(site: Path) -> None:
    """The CSP meta tag, first in the head of each page of CSP_PAGES (after every change to their scripts)."""
    for name in CSP_PAGES:
        page = (site / name).read_text(encoding="utf-8")
        charset = '<meta charset="utf-8">'
        if page.count(charset) != 1:
            raise SystemExit(f"{name} must hold {charset} once (the Content-Security-Policy follows it)")
        meta = f'{charset}\n  <meta http-equiv="Content-Security-Policy" content="{csp_for(page)}">'
        (site / name).write_text(page.replace(charset, meta), encoding="utf-8")


def add_runtime(site: Path) -> None:
    """Pyodide's five runtime files, from the pinned npm package."""
    runtime = site / "pyodide"
    runtime.mkdir()
    for name in PYODIDE_FILES:
        shutil.copy2(PYODIDE_NPM / name, runtime / name)


def add_shell_texts(site: Path) -> None:
    """i18n/<lang>.json for every language, so the menu shows before Python is ready."""
    catalogs = shell_catalogs()
    if catalogs:
        (site / "i18n").mkdir()
    for lang, catalog in catalogs.items():
        (site / "i18n" / f"{lang}.json").write_text(
            json.dumps(catalog, ensure_ascii=False, indent=1, sort_keys=True) + "\n", encoding="utf-8")


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
        add_engine_prestart(staging)
        add_content_security_policy(staging)
        add_app_icons(staging)
        add_runtime(staging)
        wheel = add_engine(staging)
        write_worker(staging)
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
