"""The service worker and the file list: sw.js rendered from web/sw.js (its cache named by the content hash of the
site, every file the site loads precached with its SRI hash), then manifest.json listing every file with its sha256
and size."""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable

from .paths import ENGINE_PACKAGE, PYODIDE_NPM, RUNTIME_NOT_LOADED, WEB
from .util import sha256_file, sri


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

    Every file is precached with its SRI hash, except the runtime files the site never loads (RUNTIME_NOT_LOADED);
    ``./`` is added for index.html (the page is usually opened as the folder); manifest.json is precached without a
    hash, since it is written after (and lists) sw.js.
    """
    precache = [[entry.path, sri(entry.sha256)] for entry in entries if entry.path not in RUNTIME_NOT_LOADED]
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
    return f"site-{build_id(site_hash)}"


def build_id(site_hash: str) -> str:
    """The build's id, as its pages name it (``<meta name="build">``, web/build.js) and its cache is named."""
    return site_hash[:16]


#: The pages that name their build (web/build.js: the modules they import late ask for that build).
BUILD_PAGES = ("index.html", "embed.html", "studio.html")  # studio.html: the example studio (issue 33)
_BUILD_META = re.compile(r'\n[ \t]*<meta name="build" content="[^"]*">')
_CHARSET = '<meta charset="utf-8">'


def stamp_build(site: Path, build: str | None) -> None:
    """Write ``<meta name="build" content="build">`` after the charset of each page of BUILD_PAGES (``None``: take it
    out, so the content hash is of the pages without it)."""
    for name in BUILD_PAGES:
        page = site / name
        if not page.is_file():
            continue
        text = _BUILD_META.sub("", page.read_text(encoding="utf-8"))
        if build is not None:
            if text.count(_CHARSET) != 1:
                raise SystemExit(f"{name} must hold {_CHARSET} once (its build is named after it)")
            text = text.replace(_CHARSET, f'{_CHARSET}\n  <meta name="build" content="{build}">')
        page.write_text(text, encoding="utf-8")


#: Files of a built site that the service worker's content hash leaves out: sw.js itself and the file list
#: written after it.
NOT_HASHED = ("sw.js", "manifest.json")


def write_service_worker(site: Path) -> str:
    """Render sw.js into the built ``site`` from the files there now; returns the content hash (the cache is
    ``cache_name(hash)``). Run again after changing a file of a built site, it makes a new build as far as
    browsers can tell: a new cache name, so the new service worker replaces the old cache (the e2e update test
    does exactly that on a copy of dist/)."""
    stamp_build(site, None)
    site_hash = content_hash(e for e in list_files(site) if e.path not in NOT_HASHED)
    stamp_build(site, build_id(site_hash))  # the pages name their build; the precache holds them as they are now
    entries = [e for e in list_files(site) if e.path not in NOT_HASHED]
    (site / "sw.js").write_text(render_service_worker(entries, site_hash))
    return site_hash


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
