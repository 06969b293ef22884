"""Issue 34: German Schnapsen speaks one vocabulary (pygame_core/games/schnapsen/GLOSSARY.md): Augen for card
points, Spielpunkt(e) for game points, Paar for a marriage; never "Hochzeit", never a bare "Punkt"/"Punkte"."""

from __future__ import annotations

import re
from pathlib import Path

from pygame_core.core import ui_text
from pygame_core.games.schnapsen import messages as _messages

SOURCES = Path(__file__).resolve().parents[2] / "pygame_core" / "games" / "schnapsen"
#: A bare "Punkt"/"Punkte" (not "Spielpunkt", "Zeitpunkt", ...) or a "Hochzeit".
FORBIDDEN = re.compile(r"(?<![A-Za-zÄÖÜäöüß])(Punkte?|Hochzeit(en)?)(?![A-Za-zäöüß])")


def german_texts() -> dict[str, str]:
    """Every German text of Schnapsen the catalogs know (messages and table words)."""
    out = {key: text for key, text in _messages.DE.items() if isinstance(text, str)}
    out.update({key: text for key, text in ui_text.catalog("de").items() if key.startswith("schnapsen.")})
    return out


def test_the_german_catalog_uses_the_glossarys_words() -> None:
    texts = german_texts()
    assert len(texts) > 100
    bad = {key: text for key, text in texts.items() if FORBIDDEN.search(text)}
    assert not bad, bad


def test_the_german_help_lessons_and_examples_use_the_glossarys_words() -> None:
    """The German strings of help.py, lesson.py and examples.py (German only: the lines with German words)."""
    for name in ("help.py", "lesson.py", "examples.py", "messages.py", "table_words.py"):
        for number, line in enumerate((SOURCES / name).read_text(encoding="utf-8").splitlines(), 1):
            found = FORBIDDEN.search(line)
            german = re.search(r"\b(der|die|das|und|nicht|Augen|Spieler)\b", line)
            assert not (found and german), f"{name}:{number}: {line.strip()}"
    assert "Paar" in (SOURCES / "GLOSSARY.md").read_text(encoding="utf-8")
