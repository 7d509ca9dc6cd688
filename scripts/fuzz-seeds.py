#!/usr/bin/env python3
"""Writes the fuzz targets' seed corpora into fuzz/seeds/<target>/.

Run once from the project root when the formats change; the seeds are
committed, so scripts/fuzz.sh needs neither Python nor Pillow. Every seed
is made from files of this repository: puzzles of data/, photos of
reader/tests/photos and tests/e2e/photos (Wicht & Hennebert's dataset,
CC-BY-4.0, see their SOURCES.md), and saved states and links written out
here in the page's formats.
"""
import io
import json
import os
import random
import shutil

from PIL import Image

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEEDS = os.path.join(ROOT, "fuzz", "seeds")
rng = random.Random(2026)


def write(target, name, data):
    os.makedirs(os.path.join(SEEDS, target), exist_ok=True)
    if isinstance(data, str):
        data = data.encode()
    with open(os.path.join(SEEDS, target, name), "wb") as f:
        f.write(data)


def puzzles(name, count):
    with open(os.path.join(ROOT, "data", name)) as f:
        lines = [l.split()[0] for l in f if l.strip() and not l.startswith("#")]
    return [l[:81] for l in lines[:count]]


def cells(line):
    return bytes(0 if c in ".0" else int(c) for c in line)


# Puzzles: 17-clue ones (one solution, sparse), the hardest known, a few
# easy ones, and the same with givens taken away (several solutions) or
# made to clash (none).
sets = (puzzles("tdoku_17_clue_49158.txt", 6) + puzzles("tdoku_forum_hardest_1106.txt", 6)
        + puzzles("norvig_top95.txt", 4) + puzzles("msk_009.txt", 2))
variants = []
for line in sets:
    variants.append(line)
    sparse = "".join(c if rng.random() < 0.7 else "." for c in line)
    variants.append(sparse)
    clash = list(line)
    clash[0] = clash[0] if clash[0] != "." else "1"
    clash[1] = clash[0]
    variants.append("".join(clash))

shutil.rmtree(SEEDS, ignore_errors=True)
for i, line in enumerate(variants):
    write("solve", f"grid-{i:02}", cells(line))
    write("logic", f"grid-{i:02}", cells(line))
for i, line in enumerate(sets[:8]):
    write("parse", f"line-{i}", line + "\n")
    rows = [line[r * 9:r * 9 + 9] for r in range(9)]
    write("parse", f"rows-{i}", "\n".join(" ".join(r) for r in rows) + "\n")
    boxed = "\n".join(("|".join(r[c:c + 3] for c in (0, 3, 6))) + ("\n---+---+---" if k in (2, 5) else "")
                      for k, r in enumerate(rows))
    write("parse", f"boxed-{i}", boxed.replace(".", "0") + "\n")
write("parse", "short", sets[0][:40])

# Batch files: puzzles, comments, blank lines, a byte-order mark, bad lines.
batch = ["\ufeff# a comment", *sets[:5], "", "12345", sets[5].replace(".", "0"),
         "not a puzzle at all", sets[6] + "9", "   " + sets[7] + "   "]
write("batch", "mixed", "\n".join(batch) + "\n")
write("batch", "crlf", "\r\n".join(sets[8:12]) + "\r\n")
write("batch", "budget", "1,000,000")
write("batch", "budget-e", "2e5")

# Progress links: a puzzle (81 bytes, a digit a byte) and a code, encoded as
# src/features/link.rs does.
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"


def progress_code(puzzle, cells_of):
    bits = []

    def push(value, width):
        bits.extend((value >> k) & 1 for k in reversed(range(width)))

    for i in range(81):
        entry, corner, centre, colour = cells_of.get(i, (0, 0, 0, 0))
        if puzzle[i] != ".":
            entry = 0
        has = [entry != 0, corner != 0, centre != 0, colour != 0]
        push(int(any(has)), 1)
        if not any(has):
            continue
        for h in has:
            push(int(h), 1)
        if has[0]:
            push(entry, 4)
        if has[1]:
            push(corner, 9)
        if has[2]:
            push(centre, 9)
        if has[3]:
            push(colour, 4)
    while len(bits) % 6:
        bits.append(0)
    return "a" + "".join(ALPHABET[int("".join(map(str, bits[k:k + 6])), 2)]
                         for k in range(0, len(bits), 6))


for i, line in enumerate(sets[:6]):
    marks = {}
    for cell in rng.sample(range(81), 30):
        marks[cell] = (rng.choice([0, rng.randint(1, 9)]), rng.choice([0, rng.randint(1, 511)]),
                       rng.choice([0, rng.randint(1, 511)]), rng.choice([0, rng.randint(1, 9)]))
    write("progress", f"link-{i}", cells(line) + progress_code(line, marks).encode())
write("progress", "empty", cells(sets[0]) + progress_code(sets[0], {}).encode())

# Saved states, as older pages wrote them (versions 1 and 2, JSON; the page
# reads them through the puzzle worker, src/features/saved.rs).
def board(puzzle, playing=False, steps=0, extra=None):
    b = {"puzzle": puzzle, "solution": None}
    if steps:
        b["steps"] = steps
    if playing:
        b["playing"] = True
    b.update(extra or {})
    return b


play = {"mode": "digit", "tidy": True, "peers": True, "seconds": 95, "checks": 1,
        "reveals": 0, "hints": 2, "level": "medium"}
easy = sets[12]
entries = "".join("." if c != "." or rng.random() < 0.6 else str(rng.randint(1, 9)) for c in easy)
corner = ",".join("".join(sorted(rng.sample("123456789", rng.randint(0, 3)))) for _ in range(81))
colours = "".join(str(rng.choice([0, 0, 0, rng.randint(1, 9)])) for _ in range(81))
states = {
    "empty": {"version": 2, "board": board("." * 81), "undo": [], "redo": [], "algorithm": "fast", "play": play},
    "playing": {"version": 2, "board": board(easy, True, 0, {"entries": entries, "corner": corner,
                                                            "centre": corner, "colours": colours}),
                "undo": [board(easy, True), board("." * 81)], "redo": [], "algorithm": "candidates",
                "play": dict(play, wrong=[3, 40], mode="corner")},
    "steps": {"version": 2, "board": board(easy, False, 3), "undo": [board(easy, False, 2), board(easy, False, 1)],
              "redo": [board(easy, False, 4)], "algorithm": "fast", "play": play},
    "version-1": {"version": 1, "board": {"puzzle": easy, "solution": None}, "undo": [], "redo": [],
                  "algorithm": "naive"},
}
for name, state in states.items():
    write("saved_state", name, json.dumps(state, separators=(",", ":")))


# The same states in version 3, as the page saves them now: the postcard
# bytes of src/features/saved.rs's `Saved` (every field in order, no names;
# the page keeps each byte as the character of its value, and the fuzz
# target reads each byte of a seed so).
def varint(n):
    out = bytearray()
    while True:
        low, n = n & 0x7F, n >> 7
        out.append(low | (0x80 if n else 0))
        if not n:
            return bytes(out)


def pc_str(text):
    data = text.encode()
    return varint(len(data)) + data


def pc_opt(value, write_value):
    return b"\0" if value is None else b"\1" + write_value(value)


def pc_bool(value):
    return b"\1" if value else b"\0"


def pc_seq(items, write_item):
    return varint(len(items)) + b"".join(write_item(item) for item in items)


def pc_board(b):
    return (pc_str(b["puzzle"]) + pc_opt(b.get("solution"), pc_str) + varint(b.get("steps", 0))
            + pc_bool(b.get("playing", False))
            + b"".join(pc_opt(b.get(k), pc_str) for k in ("entries", "corner", "centre", "colours")))


def pc_play(p):
    p = dict({"mode": "digit", "tidy": True, "peers": True, "seconds": 0, "checks": 0, "reveals": 0,
              "hints": 0, "level": "medium", "technique": "X-Wing", "wrong": []}, **p)
    return (pc_str(p["mode"]) + pc_bool(p["tidy"]) + pc_bool(p["peers"])
            + b"".join(varint(p[k]) for k in ("seconds", "checks", "reveals", "hints"))
            + pc_str(p["level"]) + pc_str(p["technique"]) + varint(len(p["wrong"])) + bytes(p["wrong"]))


def version3(state):
    return (varint(3) + pc_board(state["board"]) + pc_seq(state["undo"], pc_board)
            + pc_seq(state["redo"], pc_board) + pc_str(state["algorithm"]) + pc_play(state.get("play", {}))
            + pc_seq(state.get("stats", []), pc_str) + pc_opt(state.get("daily"), pc_str)
            + pc_opt(state.get("practised"), pc_str) + pc_seq(state.get("checkpoints", []), pc_board))


for name, state in states.items():
    if state["version"] == 2:
        write("saved_state", f"v3-{name}", version3(state))

# Photos, small (the reader finds and reads the grid at 120 pixels wide).
photos = [os.path.join(ROOT, "reader", "tests", "photos", f) for f in
          sorted(os.listdir(os.path.join(ROOT, "reader", "tests", "photos"))) if f.endswith(".jpg")]
photos += [os.path.join(ROOT, "tests", "e2e", "photos", f) for f in ("newspaper.jpg", "empty-grid.png")]
for k, path in enumerate(photos):
    image = Image.open(path).convert("L")
    for width in (96, 120):
        height = round(image.height * width / image.width)
        small = image.resize((width, height), Image.LANCZOS)
        out = io.BytesIO()
        if (k + width) % 2:
            small.save(out, format="JPEG", quality=75)
            write("reader_image", f"photo-{k}-{width}.jpg", out.getvalue())
        else:
            small.save(out, format="PNG", optimize=True)
            write("reader_image", f"photo-{k}-{width}.png", out.getvalue())
    width = 72
    height = min(72, round(image.height * width / image.width))
    frame = image.resize((width, height), Image.LANCZOS)
    write("reader_frame", f"frame-{k}", bytes([width - 1, height - 1]) + frame.tobytes())
shutil.copy(os.path.join(ROOT, "tests", "e2e", "photos", "broken.jpg"),
            os.path.join(SEEDS, "reader_image", "broken.jpg"))

# One cell: digits 1-9 drawn in a 32-pixel cell (the side byte is 31), a
# faint one, one touching the cell's line, and an empty cell.
from PIL import ImageDraw, ImageFont

try:
    font = ImageFont.truetype("DejaVuSans-Bold.ttf", 22)
except OSError:
    font = ImageFont.load_default()
for digit in range(1, 10):
    for k, (ink, paper) in enumerate([(20, 235), (150, 200)]):
        cell = Image.new("L", (32, 32), paper)
        draw = ImageDraw.Draw(cell)
        draw.text((9, 3), str(digit), fill=ink, font=font)
        if digit % 3 == 0:
            draw.line([(0, 0), (31, 0)], fill=ink, width=2)
        write("reader_cell", f"cell-{digit}-{k}", bytes([31]) + cell.tobytes())
write("reader_cell", "empty", bytes([31]) + bytes([230]) * 1024)

# The classifier's output for 81 cells (ink, class, how sure), from puzzles:
# read right and sure; with one cell misread and doubtful (one change gives
# one solution); with two; and a sparse reading.
def classifier(line, doubtful=()):
    out = bytearray()
    for i, c in enumerate(line):
        if c in ".0":
            out += bytes([0, 9, 255])
        else:
            sure = 40 if i in doubtful else 250
            out += bytes([1, int(c) - 1 + 10 * (int(c) % 9), sure])
    return bytes(out)


for i, line in enumerate(sets[:4] + sets[12:16]):
    write("reader_correct", f"right-{i}", classifier(line))
    cells = [k for k, c in enumerate(line) if c not in ".0"]
    one = list(line)
    one[cells[0]] = str(int(line[cells[0]]) % 9 + 1)
    write("reader_correct", f"one-{i}", classifier("".join(one), doubtful=(cells[0],)))
    two = list(one)
    two[cells[1]] = str(int(line[cells[1]]) % 9 + 1)
    write("reader_correct", f"two-{i}", classifier("".join(two), doubtful=(cells[0], cells[1])))
write("reader_correct", "sparse", classifier(sets[0][:30] + "." * 51))
