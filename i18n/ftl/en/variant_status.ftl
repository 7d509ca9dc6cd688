## The status line about variants (killer, killer-X, X, windoku, jigsaw).
## Said by the variants module only: its English is not in the first load.

# A variant was chosen under Variant. $variant: classic, killer, killer-x, x, windoku, jigsaw.
variant-status-chosen = { $variant ->
    [killer] Killer: select the cells of a cage, type its sum under Cage sum and press Enter.
    [killer-x] Killer-X: both diagonals hold 1-9 once too. Select the cells of a cage, type its sum under Cage sum and press Enter.
    [x] X: both diagonals hold 1-9 once too.
    [windoku] Windoku: the four shaded windows hold 1-9 once too.
    [jigsaw] Jigsaw: the thick lines mark nine regions, each holding 1-9 once. To copy a puzzle's regions, select a region's nine cells and press Make region.
   *[classic] Classic rules: rows, columns and boxes.
}
# A cage was added. $row, $column: its head cell (top-left, where its sum
# is printed); $sum; $cells: how many cells.
variant-status-cage-added = Cage at row { $row }, column { $column } added: { $sum } in { $cells ->
    [one] one cell
   *[other] { $cells } cells
}. Select the next cage's cells.
variant-status-no-cells = Select the cells of the cage first, then type its sum.
variant-status-not-killer = Cages belong to killer puzzles: choose Killer or Killer-X under Variant first.
# $size: the cells selected (more than 9).
variant-status-too-big = A cage has at most 9 cells; { $size } are selected.
# $size cells, different digits, add up to $min to $max, never to $sum.
variant-status-impossible-sum = { $size ->
    [one] A single digit is { $min } to { $max }, never { $sum }.
    [9] Nine different digits always add up to 45, never to { $sum }.
   *[other] { $size } different digits add up to { $min } to { $max }, never to { $sum }.
} Nothing was changed.
# $why: the reason, in English.
variant-status-refused = That cage does not fit: { $why }
variant-status-deleted = { $count ->
    [0] No cage has a selected cell: select a cell of the cage to take away.
    [one] One cage taken away.
   *[other] { $count } cages taken away.
}
# A variant's text could not be read. $source: link or paste; $why: the reason, in English, naming the cage, region or cell.
variant-status-failed = { $source ->
    [link] The link's puzzle could not be read: { $why }
   *[paste] That puzzle could not be read: { $why }
}
# $variant as in variant-status-chosen.
variant-status-classic-only = Hints, Step and the difficulty know classic Sudoku only so far. Check, Reveal and Solve follow the { $variant ->
    [killer] killer
    [killer-x] killer-X
    [x] X
    [windoku] windoku
   *[jigsaw] jigsaw
} rules.
# A digit twice in a house beyond rows, columns and boxes. $house: main (the diagonal r1c1-r9c9), anti (r1c9-r9c1), window, region; $number: the window or region, from 1.
variant-fault-house = { $count ->
    [2] Two
   *[other] { $count }
} { $digit }s { $house ->
    [main] on the diagonal from r1c1 to r9c9
    [anti] on the diagonal from r1c9 to r9c1
    [window] in window { $number }
   *[region] in region { $number }
}.
# A digit twice in a cage. $sum: the cage's sum; $row, $column: its head cell, where the board prints the sum.
variant-fault-cage-repeat = Two { $digit }s in the cage of { $sum } at row { $row }, column { $column }.
# A cage's digits pass its sum, or a full cage adds up to another sum. $total: what they add up to; $row, $column: the cage's head cell.
variant-fault-cage-sum = The cage of { $sum } at row { $row }, column { $column } adds up to { $total }.
# A variant's puzzle was loaded. $source: link or paste; $variant as in variant-status-chosen; $givens, $cages: how many.
variant-status-loaded = Loaded a { $variant ->
    [killer] killer
    [killer-x] killer-X
    [x] X
    [windoku] windoku
   *[jigsaw] jigsaw
} puzzle from the { $source ->
    [link] link
   *[paste] paste
}: { $cages ->
    [0] no cages
    [one] one cage
   *[other] { $cages } cages
} and { $givens ->
    [0] no givens
    [one] one given
   *[other] { $givens } givens
}.

## Drawing a jigsaw's regions (Make region).

# Make region made the selected cells a region. $region: its number, from 1.
variant-status-region-made = Region { $region } made.
# The nine cells left in no region made the last region by themselves. $region: its number.
variant-status-region-last = The nine cells left make region { $region }: the nine regions are complete.
# The new region took cells from $broken regions, which are gone (their other cells are in no region).
variant-status-region-broke = It took cells from { $broken ->
    [one] one region, which is
   *[other] { $broken } regions, which are
} gone: their other cells are in no region now.
variant-status-regions-complete = The nine regions are complete.
# $left: the cells in no region yet.
variant-status-regions-left = { $left ->
    [one] One cell is
   *[other] { $left } cells are
} in no region yet: select a region's nine cells and press Make region.
# The selected cells are a region already. $region: its number.
variant-status-region-already = Those nine cells are region { $region } already.
variant-status-region-not-jigsaw = Regions belong to jigsaw puzzles: choose Jigsaw under Variant first.
variant-status-region-no-cells = Select a region's nine cells first, then press Make region.
# $count: the cells selected (not 9).
variant-status-region-size = A region has 9 cells; { $count ->
    [one] one is
   *[other] { $count } are
} selected. Nothing was changed.
# $cell: a selected cell not joined side by side to the others, as r5c5.
variant-status-region-apart = A region's cells join side by side, but { $cell } is cut off from the other selected cells. Nothing was changed.
# $why: the reason, in English.
variant-status-region-refused = That region does not fit: { $why }
# Start, Solve or Compare while the regions are drawn. $left: the cells in no region yet.
variant-status-regions-unfinished = The regions are not finished: a jigsaw needs nine regions of nine connected cells, and { $left ->
    [one] one cell is
   *[other] { $left } cells are
} in no region yet. Select a region's nine cells and press Make region.
# The nine cells left are not connected. $cell: one cut off, as r5c5.
variant-status-regions-apart = The nine cells left are not connected ({ $cell } is cut off), so they cannot be the last region: draw the regions around them again.
# A jigsaw whose regions are still being drawn was loaded. $source: link or paste; $givens: how many.
variant-status-regions-loaded = Loaded a jigsaw from the { $source ->
    [link] link
   *[paste] paste
} with { $givens ->
    [0] no givens
    [one] one given
   *[other] { $givens } givens
}; its regions are still being drawn.
# Combinations (while playing a killer): the selected cell's cage, its
# sum and size, how many sets of different digits make it, and the list
# ($all: sets such as "1+9, 2+8", joined by variant-combinations-join).
variant-status-combinations = The cage at row { $row }, column { $column } ({ $sum } in { $cells ->
    [one] one cell
   *[other] { $cells } cells
}): { $count ->
    [0] no set of different digits makes it.
    [one] one combination, { $all }.
   *[other] { $count } combinations, { $all }.
}
# After variant-status-combinations: the sets the digits on the board still
# allow ($open, as $all), when they are fewer.
variant-status-combinations-open = The digits on the board leave { $count ->
    [one] one
   *[other] { $count }
}: { $open }.
variant-status-combinations-all-open = The digits on the board allow every one of them.
variant-status-combinations-none-open = The digits on the board allow none of them: a digit in this cage or one it sees is wrong.
variant-status-combinations-no-cage = Select a cell of a cage first, then press Combinations.
# Between two sets of variant-status-combinations' lists.
variant-combinations-join = {", "}
# Before variant-status-cage-added: the cages its cells were in, taken away.
variant-status-cage-replaced = { $count ->
    [one] The cage its cells were in is taken away.
   *[other] The { $count } cages its cells were in are taken away.
}
variant-status-cage-sum-changed = The cage at row { $row }, column { $column } now adds up to { $sum } ({ $cells ->
    [one] one cell
   *[other] { $cells } cells
}).
variant-status-not-a-sum = Type the cage's sum as a whole number from 1 to 45, then press Enter.
variant-status-cage-apart = The cells of a cage join up side by side, but { $cell } is cut off from the others. Nothing was changed.
# A killer with no givens: its cages are the puzzle.
variant-status-board-cages = { $count ->
    [one] One cage
   *[other] { $count } cages
} on the board.
variant-status-restored-cages = Restored your puzzle ({ $count ->
    [one] one cage
   *[other] { $count } cages
}) and its undo history from the last visit.
# After variant-status-loaded (from the link), for a link with the reader's progress.
variant-status-loaded-entries = Your progress came with it ({ $entries ->
    [one] one entry
   *[other] { $entries } entries
}).
