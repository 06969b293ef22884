"""The words of "Keep it" (issue 35, item 5: export and import everything the site keeps on a device; web/keep.js and
:mod:`pygame_core.core.keep`) and of the rating against the computer (item 3: :mod:`pygame_core.core.rating`), kept
in their own module and joined to the shell's catalog by :mod:`pygame_core.core.ui_text`. The engine writes its
import message and its refusals from these same words (:func:`text`)."""

from __future__ import annotations

_EN: dict[str, str] = {
    "keep.stats_one": "{game}: statistics of 1 match (this device had {before})",
    "keep.daily_one": "{game}: daily deal of 1 day",
    "keep.export": "Export everything",
    "keep.import": "Import",
    "keep.explain": ("Export saves your games in progress, statistics, ratings, daily deals and settings as one file; "
                     "Import adds such a file to this device."),
    "keep.exported": "Downloaded: {name}",
    "keep.export_failed": "The export failed: {message}",
    "keep.reading": "Reading the file…",
    "keep.refused": "Nothing was imported: {reason}",
    "keep.write_failed": "Nothing was imported: the device's storage is full or blocked.",
    "keep.imported": "Imported from the file:",
    "keep.nothing_new": "Imported: the file holds nothing this device does not have already.",
    "keep.too_large": "the file is larger than {limit} MB ({size} MB).",
    "keep.not_json": "the file is damaged: it is not JSON.",
    "keep.not_keep": "this is not a file of this site's Export.",
    "keep.newer": ("the file was written by a newer version of the site (format {version}; this one reads up to "
                   "{known}). Reload the site to update it, then import again."),
    "keep.damaged": "the file is damaged: {path} is out of shape.",
    "keep.bad_save": "the file is damaged: its {game} match cannot be loaded.",
    "keep.unknown_game": "the file names a game this site does not have: {game}.",
    "keep.new_save": "{game}: the match in progress",
    "keep.newer_save": "{game}: the file's match in progress is newer (this device's is kept as a copy in the menu)",
    "keep.copy_save": "{game}: the file's match in progress is kept as a copy in the menu (this device's is newer)",
    "keep.stats": "{game}: statistics of {count} matches (this device had {before})",
    "keep.rating": "{game}: rating {rating}",
    "keep.daily": "{game}: daily deals of {count} days",
    "keep.settings": "settings: {names}",
    "keep.practice": "practice positions",
    "keep.practice_kept": "practice positions: this device's are kept (the file's are not merged into them)",
    "rating.value": "Rating: {rating}",
    "rating.explain": ("An Elo-style rating from finished matches against the computer, without hints or moves "
                       "taken back (easy {easy}, medium {medium}, hard {hard})."),
    "rating.chart": "Rating of {game} after each of the last {count} rated matches, oldest first: {values}.",
    "rating.unrated": "Not rated yet: finish a match against the computer without hints or moves taken back.",
}

_DE: dict[str, str] = {
    "keep.stats_one": "{game}: Statistik aus 1 Partie (dieses Gerät hatte {before})",
    "keep.daily_one": "{game}: Tagesspiel an 1 Tag",
    "keep.export": "Alles exportieren",
    "keep.import": "Importieren",
    "keep.explain": ("„Exportieren“ speichert laufende Partien, Statistik, Wertungen, Tagesspiele und Einstellungen "
                     "in einer Datei; „Importieren“ fügt eine solche Datei diesem Gerät hinzu."),
    "keep.exported": "Heruntergeladen: {name}",
    "keep.export_failed": "Der Export ist fehlgeschlagen: {message}",
    "keep.reading": "Die Datei wird gelesen…",
    "keep.refused": "Nichts wurde importiert: {reason}",
    "keep.write_failed": "Nichts wurde importiert: der Speicher des Geräts ist voll oder gesperrt.",
    "keep.imported": "Aus der Datei importiert:",
    "keep.nothing_new": "Importiert: die Datei enthält nichts, was dieses Gerät nicht schon hat.",
    "keep.too_large": "die Datei ist größer als {limit} MB ({size} MB).",
    "keep.not_json": "die Datei ist beschädigt: sie ist kein JSON.",
    "keep.not_keep": "das ist keine Datei aus dem Export dieser Seite.",
    "keep.newer": ("die Datei stammt von einer neueren Version der Seite (Format {version}; diese liest bis "
                   "{known}). Lade die Seite neu, um sie zu aktualisieren, und importiere noch einmal."),
    "keep.damaged": "die Datei ist beschädigt: {path} hat nicht die richtige Form.",
    "keep.bad_save": "die Datei ist beschädigt: ihre Partie {game} lässt sich nicht laden.",
    "keep.unknown_game": "die Datei nennt ein Spiel, das diese Seite nicht hat: {game}.",
    "keep.new_save": "{game}: die laufende Partie",
    "keep.newer_save": ("{game}: die laufende Partie der Datei ist neuer (die dieses Geräts bleibt als Kopie im "
                        "Menü)"),
    "keep.copy_save": ("{game}: die laufende Partie der Datei bleibt als Kopie im Menü (die dieses Geräts ist "
                       "neuer)"),
    "keep.stats": "{game}: Statistik aus {count} Partien (dieses Gerät hatte {before})",
    "keep.rating": "{game}: Wertung {rating}",
    "keep.daily": "{game}: Tagesspiele an {count} Tagen",
    "keep.settings": "Einstellungen: {names}",
    "keep.practice": "Übungsstellungen",
    "keep.practice_kept": ("Übungsstellungen: die dieses Geräts bleiben (die der Datei werden nicht mit ihnen "
                           "zusammengeführt)"),
    "rating.value": "Wertung: {rating}",
    "rating.explain": ("Eine Elo-artige Wertung aus beendeten Partien gegen den Computer, ohne Tipps und ohne "
                       "zurückgenommene Züge (leicht {easy}, mittel {medium}, schwer {hard})."),
    "rating.chart": ("Wertung in {game} nach jeder der letzten {count} gewerteten Partien, die älteste zuerst: "
                     "{values}."),
    "rating.unrated": ("Noch keine Wertung: beende eine Partie gegen den Computer ohne Tipps und ohne "
                       "zurückgenommene Züge."),
}

_NL: dict[str, str] = {
    "keep.stats_one": "{game}: statistieken van 1 partij (dit apparaat had er {before})",
    "keep.daily_one": "{game}: dagspel op 1 dag",
    "keep.export": "Alles exporteren",
    "keep.import": "Importeren",
    "keep.explain": ("Exporteren bewaart je lopende partijen, statistieken, ratings, dagspellen en instellingen in "
                     "één bestand; Importeren voegt zo'n bestand toe aan dit apparaat."),
    "keep.exported": "Gedownload: {name}",
    "keep.export_failed": "Het exporteren is mislukt: {message}",
    "keep.reading": "Het bestand wordt gelezen…",
    "keep.refused": "Er is niets geïmporteerd: {reason}",
    "keep.write_failed": "Er is niets geïmporteerd: de opslag van het apparaat is vol of geblokkeerd.",
    "keep.imported": "Uit het bestand geïmporteerd:",
    "keep.nothing_new": "Geïmporteerd: het bestand bevat niets wat dit apparaat nog niet heeft.",
    "keep.too_large": "het bestand is groter dan {limit} MB ({size} MB).",
    "keep.not_json": "het bestand is beschadigd: het is geen JSON.",
    "keep.not_keep": "dit is geen bestand van de export van deze site.",
    "keep.newer": ("het bestand komt van een nieuwere versie van de site (formaat {version}; deze leest tot "
                   "{known}). Laad de site opnieuw om hem bij te werken en importeer nog een keer."),
    "keep.damaged": "het bestand is beschadigd: {path} heeft niet de juiste vorm.",
    "keep.bad_save": "het bestand is beschadigd: de partij {game} erin kan niet worden geladen.",
    "keep.unknown_game": "het bestand noemt een spel dat deze site niet heeft: {game}.",
    "keep.new_save": "{game}: de lopende partij",
    "keep.newer_save": ("{game}: de lopende partij uit het bestand is nieuwer (die van dit apparaat blijft als kopie "
                        "in het menu)"),
    "keep.copy_save": ("{game}: de lopende partij uit het bestand blijft als kopie in het menu (die van dit apparaat "
                       "is nieuwer)"),
    "keep.stats": "{game}: statistieken van {count} partijen (dit apparaat had er {before})",
    "keep.rating": "{game}: rating {rating}",
    "keep.daily": "{game}: dagspellen op {count} dagen",
    "keep.settings": "instellingen: {names}",
    "keep.practice": "oefenposities",
    "keep.practice_kept": ("oefenposities: die van dit apparaat blijven (die uit het bestand worden er niet mee "
                           "samengevoegd)"),
    "rating.value": "Rating: {rating}",
    "rating.explain": ("Een rating in de stijl van Elo uit uitgespeelde partijen tegen de computer, zonder tips en "
                       "zonder teruggenomen zetten (makkelijk {easy}, gemiddeld {medium}, moeilijk {hard})."),
    "rating.chart": ("Rating in {game} na elk van de laatste {count} gewaardeerde partijen, de oudste eerst: "
                     "{values}."),
    "rating.unrated": ("Nog geen rating: speel een partij tegen de computer uit zonder tips en zonder teruggenomen "
                       "zetten."),
}

#: The words per language (every language translates every key: tests/test_ui_text.py's missing keys).
WORDS: dict[str, dict[str, str]] = {"en": _EN, "de": _DE, "nl": _NL}

#: The settings' names as the import message gives them (the menu's words for them).
SETTING_WORDS: dict[str, dict[str, str]] = {
    "en": {"lang": "language", "deck": "Schnapsen cards", "speed": "card speed", "sound": "sound"},
    "de": {"lang": "Sprache", "deck": "Schnapsen-Karten", "speed": "Kartentempo", "sound": "Ton"},
    "nl": {"lang": "taal", "deck": "Schnapsen-kaarten", "speed": "kaartsnelheid", "sound": "geluid"},
}


def text(key: str, lang: str, **params: object) -> str:
    """The words of ``key`` in ``lang`` (English where ``lang`` is unknown) with ``{name}`` filled from ``params``;
    the singular ``<key>_one`` where ``count`` is 1 and there is one."""
    words = WORDS.get(lang, _EN)
    if params.get("count") == 1 and f"{key}_one" in _EN:
        key = f"{key}_one"
    return words.get(key, _EN[key]).format(**params)


def setting_name(name: str, lang: str) -> str:
    """A setting's name in ``lang`` (the stored name where there are no words for it)."""
    return SETTING_WORDS.get(lang, SETTING_WORDS["en"]).get(name, name)
