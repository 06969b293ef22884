"""Game terms that keep their original names in every language, with a translation per language (stub)."""

from __future__ import annotations

#: Per language: ``term.<Name>`` -> the translation shown on hover / long-press.
GLOSSARY: dict[str, dict[str, str]] = {"en": {}, "de": {}, "nl": {}}
