#!/usr/bin/env python3
"""Writes the seeds of the variant targets (fuzz/README.md) into
fuzz/seeds/variant_parse/ and fuzz/seeds/variant_solve/ from files of this
repository: the killers of data/killer_*.txt, the small puzzles of
docs/variants.md and the f-puzzles links of solver/tests/fpuzzles.rs.

    python3 fuzz/variant_seeds.py
"""
import pathlib
import re

root = pathlib.Path(__file__).resolve().parent.parent


def write(target, name, data):
    folder = root / "fuzz" / "seeds" / target
    folder.mkdir(parents=True, exist_ok=True)
    if isinstance(data, str):
        data = data.encode()
    (folder / name).write_bytes(data)


def lines(name):
    text = (root / "data" / name).read_text()
    return [l for l in text.splitlines() if l.strip() and not l.startswith("#")]


killers = {
    "tarek": lines("killer_tarek_42.txt"),
    "mathemagic": lines("killer_mathemagic_14.txt"),
    "hs": lines("killer_hs_9.txt"),
}
for name, found in killers.items():
    for i, line in enumerate(found):
        puzzle, _, solution = line.partition("\t")
        write("variant_parse", f"{name}-{i:02}", line + "\n")
        # The puzzle, then two givens from its solution (cell, digit).
        givens = bytes([40, int(solution[40]), 0, int(solution[0])])
        write("variant_solve", f"{name}-{i:02}", puzzle.encode() + b"\n" + givens)

docs = (root / "docs" / "variants.md").read_text()
own = re.findall(r"^((?:x|windoku|jigsaw|killer):[^\s]*)$", docs, re.M)
for i, line in enumerate(own):
    write("variant_parse", f"line-{i}", line + "\n")
    write("variant_solve", f"line-{i}", line + "\n")

tests = (root / "solver" / "tests" / "fpuzzles.rs").read_text()
for i, link in enumerate(re.findall(r'"(https://www\.f-puzzles\.com/\?load=[^"]+)"', tests)):
    write("variant_parse", f"fpuzzles-{i}", link + "\n")
    value = link.split("load=", 1)[1]
    write("variant_parse", f"fpuzzles-value-{i}", value + "\n")
    write("variant_parse", f"fpuzzles-sudokupad-{i}", "https://sudokupad.app/fpuzzles" + value)

for i, broken in enumerate([
    "killer::50-11121314",
    "killer::15-1a",
    "jigsaw::111122333111222333112222333445555666444555666444455666777889999777888999777888898",
    "3x3:d:k:1:2",
    "G<<L<K<L<^G>^>^E^^>^IJ<G^<G^>^^I^<>^HC<C^<B^N^^G^<>^>^^E^<DF<^PG^<>^^J<^^<H<<>^>>",
    "sumdoku:",
]):
    write("variant_parse", f"broken-{i}", broken + "\n")

# Built from bytes: the variant (0 classic ... 5 jigsaw), then its parts.
for v in range(6):
    write("variant_solve", f"bytes-{v}", bytes([v, 12, 40, 3, 7, 1, 2, 30, 4, 5, 6, 9, 11, 8, 200, 17, 3]) * 3)
