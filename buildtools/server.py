"""The local HTTP server for dist/ (``python3 build.py serve``), with the MIME types a static host must get right."""

from __future__ import annotations

import functools
import http.server
from pathlib import Path
from typing import Any, Callable, Optional

from .paths import DIST
from .site import build

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


class _Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request: Any, client_address: Any) -> None:
        """A browser that closes a connection mid-file (a page left, a context closed) is no server error."""
        import sys
        if isinstance(sys.exc_info()[1], (ConnectionResetError, BrokenPipeError)):
            return
        super().handle_error(request, client_address)


def make_server(port: int = 8000, directory: Path = DIST, quiet: bool = False,
                on_bytes: Optional[Callable[[str, int], None]] = None) -> http.server.ThreadingHTTPServer:
    """An HTTP server for ``directory`` on 127.0.0.1 (port 0 picks a free port)."""
    handler = type("Handler", (SiteHandler,),
                   {"quiet": quiet, "on_bytes": staticmethod(on_bytes) if on_bytes else None})
    return _Server(("127.0.0.1", port), functools.partial(handler, directory=str(directory)))


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
