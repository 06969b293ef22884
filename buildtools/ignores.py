"""``python3 -m buildtools.ignores``: every ``# type: ignore`` in the project's Python names the error it silences and
says why (issue 31: ``# type: ignore[code]  # the reason``). One of the static checks (buildtools/checks.py); prints
each one without and exits 1 if there is one."""

from __future__ import annotations

import io
import re
import subprocess
import sys
import tokenize
from pathlib import Path

from .paths import ROOT

#: A comment that is an ignore (mypy reads it at the start of a comment).
IGNORE = re.compile(r"^#\s*type:\s*ignore\b")
#: An ignore with its error code and, after it, a comment that says why.
EXPLAINED = re.compile(r"^#\s*type:\s*ignore\[[a-z0-9, -]+\]\s+#\s*\S")


def python_files(root: Path = ROOT) -> list[Path]:
    """The Python files git tracks (outputs and virtual environments are never tracked)."""
    listed = subprocess.run(["git", "ls-files", "*.py"], cwd=root, capture_output=True, text=True, check=True)
    return [root / name for name in listed.stdout.split()]


def unexplained(path: Path) -> list[tuple[int, str]]:
    """(line number, comment) of each ``type: ignore`` comment in ``path`` without its error code and reason (the
    comments only: a text that mentions one is not one)."""
    source = path.read_text(encoding="utf-8")
    found = []
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT and IGNORE.search(token.string) and not EXPLAINED.search(token.string):
            found.append((token.start[0], token.string))
    return found


def main() -> int:
    bad = [(path, number, line) for path in python_files() for number, line in unexplained(path)]
    for path, number, line in bad:
        print(f"{path.relative_to(ROOT)}:{number}: a type: ignore without [code] and # reason: {line}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
