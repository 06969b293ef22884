"""Small helpers every part uses: the ``[build.py]`` log line, running a command, sha256 of a file, SRI."""

from __future__ import annotations

import base64
import hashlib
import subprocess
from pathlib import Path
from typing import Any, Sequence


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
