#!/usr/bin/env python3
"""Writes the page's icons from one drawing: assets/icon.svg and the PNGs
assets/icon-192.png and assets/icon-512.png (the web app manifest's icons).

The drawing is a Sudoku's nine 3x3 boxes, white on the page's accent blue,
the centre box in the selection yellow, on a 64-unit square. The boxes sit
inside the middle 60% of the square, so the same PNGs also serve as
maskable icons (a phone may cut them to a circle of 80%). 192 and 512 are
3 and 8 times 64, so every edge falls on a whole pixel: the PNGs have
three flat colours and no anti-aliasing, and stay a few hundred bytes.

Only Python's standard library is used. The files are committed, so the
build needs no image tool; run this again after changing the drawing:

    python3 scripts/icons.py
"""
import struct
import zlib
from pathlib import Path

UNIT = 64
BLUE, WHITE, YELLOW = "#1f58b8", "#ffffff", "#ffe08a"
BOX, GAP, START = 10, 1, 16  # three boxes of 10 with gaps of 1: units 16..48


def boxes():
    """(x, y, colour) of each box's top-left corner, in units."""
    for row in range(3):
        for col in range(3):
            colour = YELLOW if (row, col) == (1, 1) else WHITE
            yield START + col * (BOX + GAP), START + row * (BOX + GAP), colour


def svg():
    white = "".join(f"M{x} {y}h{BOX}v{BOX}h-{BOX}z" for x, y, c in boxes() if c == WHITE)
    x, y, _ = next(b for b in boxes() if b[2] == YELLOW)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {UNIT} {UNIT}">'
        f'<path fill="{BLUE}" d="M0 0h{UNIT}v{UNIT}H0z"/>'
        f'<path fill="{WHITE}" d="{white}"/>'
        f'<path fill="{YELLOW}" d="M{x} {y}h{BOX}v{BOX}h-{BOX}z"/></svg>\n'
    )


def png(size):
    """A 2-bit palette PNG of the drawing at size x size pixels."""
    scale = size // UNIT
    palette = [BLUE, WHITE, YELLOW]
    pixels = [[0] * size for _ in range(size)]
    for x, y, colour in boxes():
        index = palette.index(colour)
        for py in range(y * scale, (y + BOX) * scale):
            pixels[py][x * scale:(x + BOX) * scale] = [index] * (BOX * scale)
    raw = bytearray()
    for line in pixels:
        raw.append(0)  # no filter
        for i in range(0, size, 4):
            four = (line[i:i + 4] + [0, 0, 0])[:4]
            raw.append(four[0] << 6 | four[1] << 4 | four[2] << 2 | four[3])

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    plte = b"".join(bytes.fromhex(c[1:]) for c in palette)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 2, 3, 0, 0, 0))
        + chunk(b"PLTE", plte)
        + chunk(b"IDAT", zlib.compress(bytes(raw), 9))
        + chunk(b"IEND", b"")
    )


def main():
    assets = Path(__file__).resolve().parent.parent / "assets"
    assets.mkdir(exist_ok=True)
    (assets / "icon.svg").write_text(svg())
    for size in (192, 512):
        assert size % UNIT == 0
        (assets / f"icon-{size}.png").write_bytes(png(size))
    for name in ("icon.svg", "icon-192.png", "icon-512.png"):
        print(f"{(assets / name).stat().st_size:6d} bytes  assets/{name}")


if __name__ == "__main__":
    main()
