"""The installable app's icons, drawn in pure Python and written as PNG (zlib + struct).

A green tile, a white card, a red heart: neither binary files in the repository nor an image library are needed.
Which icons exist follows web/manifest.webmanifest: every icon it lists is drawn at its size ("maskable": the tile
fills the square and the card stays inside the central safe circle); the apple-touch-icon is drawn full-bleed too,
since iOS shows transparent corners as black.
"""

from __future__ import annotations

import json
import struct
import zlib
from pathlib import Path
from typing import Any, Iterable

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
