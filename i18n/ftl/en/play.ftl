## play
## Playing a puzzle (Start, Check, Reveal, checkpoints), Compare, the
## statistics, the cells' labels for screen readers, clashes, and the
## number formats. Shown in the status line unless a comment says otherwise.

## Numbers with their nouns, put into lists ("Used 2 checks, 1 reveal and
## 3 hints."): $count is the number.

number-givens = { $count ->
    [one] { $count } given
   *[other] { $count } givens
}
number-entries = { $count ->
    [one] { $count } entry
   *[other] { $count } entries
}
# Steps taken by Step, shown on the board.
number-steps = { $count ->
    [one] { $count } step
   *[other] { $count } steps
}
number-checks = { $count ->
    [one] { $count } check
   *[other] { $count } checks
}
number-reveals = { $count ->
    [one] { $count } reveal
   *[other] { $count } reveals
}
number-hints = { $count ->
    [one] { $count } hint
   *[other] { $count } hints
}

## Durations and dates.

# The durations keep a no-break space before their unit, so that a
# number never ends one line and its unit starts the next.
# Too short for the browser's clock; $ms is 0.1.
number-duration-under = under { $ms } ms
# $ms: milliseconds with their decimals ("0.25", "12.3"), written for the
# language.
number-duration-ms = { $ms } ms
# $s: seconds with two decimals ("1.52").
number-duration-s = { $s } s
# A day: $day (1-31), $month (1-12), $year in plain digits.
number-date = { $day } { $month ->
    [1] Jan
    [2] Feb
    [3] Mar
    [4] Apr
    [5] May
    [6] Jun
    [7] Jul
    [8] Aug
    [9] Sep
    [10] Oct
    [11] Nov
   *[12] Dec
} { $year }

## Clashes: the same digit twice or more in a row, column or box. Each is a
## sentence; several follow one another.

# $count: how many cells hold $digit (2-9) in the unit; $unit: row, column
# or box; $number: which one (1-9).
clash-found = { $count ->
    [2] Two
    [3] Three
    [4] Four
   *[other] { $count }
} { $digit }s in { $unit ->
    [row] row
    [column] column
   *[box] box
} { $number }.
# After three clashes: how many more there are.
clash-more = And { $count } more.

## The cells, as screen readers name them: "Row 3, column 7, 5, entered,
## wrong, colour 4". Each part after the first starts with its separator.

# $digit: the cell's digit, 0 for an empty cell.
cell-label = Row { $row }, column { $column }, { $digit ->
    [0] empty
   *[other] { $digit }
}
# The pencil marks drawn in an empty cell: $candidates lists their digits
# ("1 4 7"), $count how many there are.
cell-candidates = , { $count ->
    [0] no candidates
   *[other] candidates { $candidates }
}
# Where a digit came from (the colours say it to those who see them).
cell-entered = , entered
cell-solved = , solved
cell-step = , from a step
# An entry Check found wrong.
cell-wrong = , wrong
# The reader's marks: $digits lists them ("1 4").
cell-corner-marks = , corner marks { $digits }
cell-centre-marks = , centre marks { $digits }
# $colour: the number (1-9) of the colour the reader gave the cell.
cell-colour = , colour { $colour }

## Playing: Start, Edit puzzle, Check, Reveal, checkpoints.

# $count: the givens.
play-started = Playing: the { $count ->
    [one] { $count } given is
   *[other] { $count } givens are
} locked and the timer runs.
play-started-help = Type or tap a digit to enter it. The switch under the number pad (Digit, Corner, Centre, Colour) makes digits go in as corner marks, centre marks or colours instead (keys: Shift or Ctrl+digit, Z X C V).
# Start with givens that do not make a proper puzzle. $count: the givens;
# $why: several (solutions), none, or unsettled (the quick search gave up).
play-started-without = Playing: the { $count ->
    [one] { $count } given is
   *[other] { $count } givens are
} locked and the timer runs, but { $why ->
    [several] { $count ->
        [one] it leaves more than one solution.
       *[other] they leave more than one solution.
    }
    [none] { $count ->
        [one] it has no solution.
       *[other] they have no solution.
    }
   *[unsettled] a quick search could not settle whether the puzzle has one solution.
}
play-started-without-help = Check, Reveal and the hints need a puzzle with one solution: Edit puzzle (in More) to add or fix givens.
play-entering = Editing the puzzle: typed digits are givens. Press Start to play.
play-locked = The selected cells hold givens or the solver's digits, which cannot be changed.
play-nothing-to-play = Nothing to play: the board is empty. Type or paste a puzzle first.
# $clashes: the clashes, as sentences ("Two 5s in row 3.").
play-cannot-start = Cannot start: { $clashes } Change one of the highlighted digits first.
play-nothing-to-check = Nothing to check yet: you have entered no digits.
# Check found every entry right; $entries: how many there are.
play-checked-right = { $entries ->
    [1] Your entry is right so far.
   *[other] All { $entries } of your entries are right so far.
}
# Check found $wrong of the $entries entries wrong.
play-checked-wrong = { $entries ->
    [1] Your entry is wrong: it is marked.
   *[other] { $wrong } of your { $entries } entries { $wrong ->
        [one] is wrong: it is marked.
       *[other] are wrong: they are marked.
    }
}
play-not-playing = Checkpoints and Undo to first mistake are for playing: press Start first.
# $count: the checkpoints kept for this puzzle.
play-checkpointed = { $count ->
    [1] Checkpoint kept: Back to checkpoint returns to the board as it is now.
   *[other] Checkpoint kept ({ $count } for this puzzle): Back to checkpoint returns to the latest.
}
play-no-checkpoint = No checkpoint yet: press Checkpoint before a guess, to come back to it.
play-at-checkpoint = The board is as the latest checkpoint has it.
play-back-to-checkpoint = Back to the latest checkpoint. Undo takes you back again.
play-no-mistake = No mistake to undo: every entry agrees with the solution.
# $count: the changes undone.
play-before-first-mistake = Back to just before your first mistake ({ $count ->
    [one] { $count } change
   *[other] { $count } changes
} undone). Undo brings them back.
# $count: the wrong entries erased.
play-mistakes-erased = { $count ->
    [one] The history does not reach back to your first mistake: erased { $count } wrong entry instead. Undo brings it back.
   *[other] The history does not reach back to your first mistake: erased { $count } wrong entries instead. Undo brings them back.
}
# $count: the cells revealed.
play-revealed = { $count ->
    [0] Nothing to reveal: select empty cells or entries first.
    [one] Revealed { $count } cell.
   *[other] Revealed { $count } cells.
}
play-no-single-solution-several = Check and Reveal need a puzzle with one solution; this one has more than one.
play-no-single-solution-none = Check and Reveal need a puzzle with one solution; this one has none.
# $calls: the most calls the quick search makes.
play-no-single-solution-unsettled = Check and Reveal need a puzzle with one solution; a quick search ({ $calls ->
    [one] { $calls } call
   *[other] { $calls } calls
}) could not settle whether this one has one. Solve in the Solver lab searches as long as it takes.
play-no-puzzle = There is no puzzle yet: type one in, or load one (paste it, open a link, a photo or New puzzle).
# $time: the time on the timer ("7:42").
play-finished = Well done: you solved it in { $time }.
# The help used in the game: $count of them (0-3), $a, $b, $c the
# number-checks, number-reveals and number-hints that are not zero.
play-help-used = { $count ->
    [0] No checks, reveals or hints used.
    [1] Used { $a }.
    [2] Used { $a } and { $b }.
   *[other] Used { $a }, { $b } and { $c }.
}
# $line: stats-share.
play-share = Share: { $line }

## Compare (in the Solver lab): the table, its note, and the status line.

# The table's calls column while the algorithm waits its turn.
compare-waiting = waiting
compare-running = running
# $calls: the calls counted so far.
compare-calls-so-far = { $calls } so far
# The time column; $time a duration ("12.3 ms").
compare-time-so-far = { $time } so far
# The calls column of an algorithm stopped at its budget or by Stop.
compare-stopped-after = stopped after { $calls }
compare-not-run = not run
# $why: what the worker said.
compare-failed = failed: { $why }
# Above the table. $stale: yes when the board changed since Compare was
# pressed; $most: the number of calls at the end of the bars' scale.
compare-note = { $stale ->
    [yes] Each algorithm on this puzzle, to the first solution (the puzzle as it was when Compare was pressed).
   *[no] Each algorithm on this puzzle, to the first solution.
} Bars: calls on a log scale from 1 to { $most }: ten times more calls make the bar longer by the same step.
compare-started = Comparing the four algorithms on this puzzle, one after another…
compare-stopped = Compare stopped.
compare-empty = Nothing to compare: the board is empty. Type or paste a puzzle first.
# $clashes: the clashes, as sentences ("Two 5s in row 3.").
compare-clashes = Cannot compare: { $clashes } Change one of the highlighted digits first.
compare-done = Compared the algorithms on this puzzle.
# $naive, $fast: the calls of naive backtracking and of the fast solver.
compare-summary = Compared: naive backtracking needed { $naive ->
    [one] { $naive } call
   *[other] { $naive } calls
}, the fast solver { $fast ->
    [one] { $fast } call
   *[other] { $fast } calls
}.
# As compare-summary, naive backtracking having hit its budget.
compare-summary-stopped = Compared: naive backtracking stopped after { $naive ->
    [one] { $naive } call
   *[other] { $naive } calls
}; the fast solver needed { $fast ->
    [one] { $fast } call
   *[other] { $fast } calls
}.

## Statistics: the panel, the share line of the day's puzzle, and the
## statistics file (Export and Import).

# The line a player shares after the day's puzzle, with no spoiler:
# "Sudoku, 26 Nov 2026, hard: 7:42, no hints". $date: number-date;
# $level: the level's key (easy, medium, hard, expert, extreme) and
# $levelName its name (names.ftl's level-*); $time: the time taken;
# $help: stats-share-help.
stats-share = Sudoku, { $date }, { $level ->
   *[other] { $levelName }
}: { $time }, { $help }
# As stats-share, for a puzzle without a level.
stats-share-unrated = Sudoku, { $date }: { $time }, { $help }
# The help used: $count of them (0-3), $a, $b, $c the number-hints,
# number-checks and number-reveals that are not zero.
stats-share-help = { $count ->
    [0] no hints
    [1] { $a }
    [2] { $a }, { $b }
   *[other] { $a }, { $b }, { $c }
}
# The table's Finished column when some were finished with help.
stats-finished-unaided = { $finished } ({ $unaided } unaided)
# $days: the days in a row with the day's puzzle finished.
stats-streak = { $days ->
    [0] No daily streak yet: finish Today's puzzle to start one.
    [one] Daily streak: { $days } day.
   *[other] Daily streak: { $days } days.
}
# $why: what the browser said.
stats-export-failed = Could not save the statistics file: { $why }.
# $count: the finished puzzles the file added.
stats-imported = { $count ->
    [0] The statistics file held nothing new: your statistics are as they were.
    [one] Imported { $count } finished puzzle into your statistics.
   *[other] Imported { $count } finished puzzles into your statistics.
}
# $name: the file's name; $why: one of the stats-not-*, stats-version or
# stats-line-* reasons.
stats-refused = Could not import '{ $name }': { $why }. Your statistics are unchanged.
stats-not-json = it is not a statistics file: Export writes them as JSON, and this is not JSON
# $why: what is wrong with it (from the JSON reader, in English, or a
# stats-line-bad).
stats-not-a-file = it is not a statistics file ({ $why })
# $version: the file's version, $ours the one the page reads.
stats-version = it is version { $version }; this page reads version { $ours }

## What is wrong with a line of the statistics file (one finished puzzle:
## "2026-11-26 hard 462 0 1 0 daily ..6.2.38..."); $word quotes the line.

# $line: which finished puzzle (counted from 1); $why: one below.
stats-line-bad = finished puzzle { $line }: { $why }
# $count: the words the line has.
stats-line-words = it has { $count } words, not the 8 of a finished puzzle
# $field: time, hints, checks or reveals.
stats-line-number = its { $field ->
    [time] time
    [hints] hint count
    [checks] check count
   *[reveals] reveal count
} '{ $word }' is not a whole number
stats-line-date = '{ $word }' is not a date: write it as YYYY-MM-DD, such as 2026-11-26
stats-line-level = its level '{ $word }' is not easy, medium, hard, expert or extreme
stats-line-daily = '{ $word }' is neither daily nor other
# $why: a status-parse-* reason.
stats-line-puzzle = its puzzle: { $why }
# $count: the givens of the line's puzzle.
stats-line-givens = its puzzle has { $count } givens; a puzzle has at least 17
stats-line-clash = its puzzle's givens clash
stats-line-daily-level = it is a daily puzzle without a level
# A variant's line (its puzzle is the project's own line, named first):
# $word: a name that is no variant's.
stats-line-variant = its variant '{ $word }' is not killer, killer-x, x, windoku or jigsaw
stats-line-variant-level = it is a variant's puzzle with a level, but variants are unrated (level '-')
# A variant's puzzle with no givens and no cages (a killer's sums).
stats-line-empty = its puzzle has neither givens nor cages
