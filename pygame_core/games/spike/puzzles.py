"""spike puzzles in the studio's format (issue 33, part 4)."""

from __future__ import annotations

from typing import Any

PUZZLES: dict[str, dict[str, Any]] = {}
