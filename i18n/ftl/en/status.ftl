## status
## The status line under the board: what the page says about what just
## happened. Variables named $why hold a reason the page was given (often
## from another message here, sometimes from the browser); $algorithm is an
## algorithm's key (naive, candidates, propagation, fast) to select on, and
## $algorithmName / $algorithmLabel its name from names.ftl
## (algorithm-phrase-* inside a sentence, algorithm-* as a label).

## A solve running in the worker: "Solving with naive backtracking: 99 calls
## so far. Running for 12.0 ms. Press Cancel …". The count and the time
## change many times a second: the page hides them from screen readers by
## finding status-solving-count and status-solving-time in the lines, so
## keep each of them whole where it is placed.

# The live count, put at the end of status-solving as its $count.
status-solving-count = : { $calls ->
    [one] { $calls } call
   *[other] { $calls } calls
} so far.
# $count: status-solving-count.
status-solving = Solving with { $algorithm ->
   *[other] { $algorithmName }
}{ $count }
# $time: a duration ("12.0 ms", "1.52 s").
status-solving-time = Running for { $time }.
status-solving-stop = Press Cancel (in the Solver lab) or Escape to stop it; the board stays editable.
# A solve stopped because the board changed under it; $time as above.
status-interrupted = The board changed, so the solve with { $algorithm ->
   *[other] { $algorithmName }
} stopped after { $calls ->
    [one] { $calls } call
   *[other] { $calls } calls
} ({ $time }).
status-cancelled = Cancelled after { $calls ->
    [one] { $calls } call
   *[other] { $calls } calls
} ({ $time }): { $algorithm ->
   *[other] { $algorithmName }
} had not finished.
status-cancelled-advice = Try constraint propagation or the fast solver for this puzzle.
status-solve-failed = The solve could not run: { $why }.

## A finished solve (Solve in the Solver lab).

status-solve-empty = Nothing to solve: the board is empty. Type or paste a puzzle first.
# $clashes: the clashes, as sentences ("Two 5s in row 3.").
status-solve-clashes = Cannot solve: { $clashes } Change one of the highlighted digits first.
# The search's numbers; $time a duration ("12.3 ms").
status-solve-numbers = { $calls ->
    [one] { $calls } call
   *[other] { $calls } calls
}, { $guesses ->
    [one] { $guesses } guess
   *[other] { $guesses } guesses
}, { $backtracks ->
    [one] { $backtracks } backtrack
   *[other] { $backtracks } backtracks
} in { $time }.
status-solved-unique = Solved: the solution is unique.
status-solved-multiple = Solved, but the puzzle has multiple solutions: this is one of them.
# Under the numbers: the algorithm that solved it ("Fast bitboard solver").
status-solved-method = { $algorithm ->
   *[other] { $algorithmLabel }
}, counted to the first solution.
# As status-solved-method, then the fast solver's search for a second
# solution, its $calls.
status-solved-method-checked = { $algorithm ->
   *[other] { $algorithmLabel }
}, counted to the first solution. The fast solver checked for a second solution ({ $calls ->
    [one] { $calls } call
   *[other] { $calls } calls
}).
status-solved-none = This puzzle has no solution: these givens cannot be completed.
# The algorithm that found there is none, alone on its line.
status-solved-none-method = { $algorithm ->
   *[other] { $algorithmLabel }
}.
status-solve-stopped = Stopped after { $calls ->
    [one] { $calls } call
   *[other] { $calls } calls
}: { $algorithm ->
   *[other] { $algorithmName }
} needs too long for this puzzle; try constraint propagation or the fast solver.
# The reader's entries that differ from the solution found.
status-solved-wrong = { $count ->
    [one] { $count } of your entries is not the solution's digit: marked.
   *[other] { $count } of your entries are not the solution's digit: marked.
}

## The board and its history.

status-welcome = Type the puzzle in (click a cell, type 1-9) and press Start, or take a New puzzle, or read one from a Photo or the Camera.
status-board-empty = The board is empty.
# While the puzzle is typed in.
status-givens-entering = { $count ->
    [one] { $count } given
   *[other] { $count } givens
} on the board. Press Start to play it, or Solve in the Solver lab.
status-givens = { $count ->
    [one] { $count } given
   *[other] { $count } givens
} on the board.
# What the board holds, listed: $count of them (2 or 3), $a, $b, $c the
# givens, the entries (number-givens, number-entries) and then
# status-board-solution or number-steps.
status-board = { $count ->
    [2] { $a } and { $b } on the board.
   *[other] { $a }, { $b } and { $c } on the board.
}
status-board-solution = the solution
# $board: what the board holds now (status-board, status-givens...).
status-undone = Undone. { $board }
status-redone = Redone. { $board }
status-nothing-to-undo = Nothing to undo.
status-nothing-to-redo = Nothing to redo.
status-cleared = Board cleared.
status-edit-took-solution = The edit took the solution off the board; Undo brings it back.
# The steps Step had taken, gone with an edit.
status-edit-took-steps = { $count ->
    [1] The edit took the step off the board; Undo brings it back.
   *[other] The edit took the { $count } steps off the board; Undo brings them back.
}
# $board as for status-undone.
status-hint-gone = The board changed, so that hint no longer applies: press Hint for a new one. { $board }
status-other-tab = Another tab of this page changed the board; this one shows the same. { $board }
status-thinking = Looking for the next step…
status-explain-failed = No hint this time: { $why }. Reload the page to try again.

## Loading a puzzle: from a link, a paste, a photo, a batch file.

# $source: link, paste, photo or batch.
status-loaded = Loaded a puzzle with { $count ->
    [one] { $count } given
   *[other] { $count } givens
} { $source ->
    [link] from the link
    [paste] from the paste
    [photo] from the photo
   *[batch] from the batch
}.
status-photo-not-ready = It does not have exactly one solution yet: correct its digits on the board, then press Start to play.
# $why: a status-parse-* reason.
status-link-failed = The puzzle in the link was not loaded: { $why }.
status-paste-failed = The pasted text was not loaded: { $why }.
status-link-empty = The puzzle in the link was not loaded: its grid is empty.
status-paste-empty = The pasted text was not loaded: it is an empty grid, with no digits.
status-empty-kept = Paste a puzzle with its digits, or type one in; the board is as it was.
# $text: the link's puzzle text, as it is (cut after 200 characters).
status-link-text = The link's puzzle, to correct and paste on the board: { $text }
status-loaded-progress = Loaded a puzzle with { $givens ->
    [one] { $givens } given
   *[other] { $givens } givens
} and the progress in the link ({ $entries ->
    [one] { $entries } entry
   *[other] { $entries } entries
}).
# $why: a status-progress-* reason.
status-progress-failed = Loaded the puzzle in the link with { $givens ->
    [one] { $givens } given
   *[other] { $givens } givens
}, but not the progress in it: { $why }.
# $why: what the browser or the saved data said.
status-lost-on-start = The puzzle saved on your last visit could not be read ({ $why }) and was dropped.

## Why a text is not a puzzle (after "The pasted text was not loaded: ").
## $cell is the cell (counted from 1) the character would fill, $line and
## $column where the character is in the text, $character the character
## itself; all in plain digits.

status-parse-char = cell { $cell } (character { $column }): unexpected '{ $character }'
# As status-parse-char, in a text of several lines.
status-parse-char-line = cell { $cell } (line { $line }, character { $column }): unexpected '{ $character }'
# $found: how many cells the text holds.
status-parse-count = expected 81 cells, found { $found }
# $value: the number given for the cell.
status-parse-value = cell { $cell }: value { $value } is not 0-9

## Why a link's progress code (the reader's entries and marks) was not read.
## $row and $column name a cell; $at is a character's place in the code.

status-progress-version = it is not a progress code this page knows
status-progress-character = character { $at } is not part of a progress code
status-progress-length = it is cut short or too long
status-progress-value = row { $row }, column { $column } holds a digit or colour out of range
status-progress-on-given = it puts an entry on the given in row { $row }, column { $column }
status-progress-nothing = it says row { $row }, column { $column } holds something, but gives nothing for it

## Why no new puzzle was made (after "No new hard puzzle could be made: ").

status-make-cancelled = puzzle generation cancelled
# $technique: the technique to practise, by its English name.
status-make-unavailable = no puzzle for practising { $technique } can be made: none of the puzzles searched needed it as their hardest step

## Share and Copy.

status-share = Link to this puzzle:
status-share-copied = Link to this puzzle (copied to the clipboard):
status-share-progress = Link to this puzzle and your progress:
status-share-progress-copied = Link to this puzzle and your progress (copied to the clipboard):
status-share-empty = Nothing to share: the board is empty.
status-copied = Puzzle copied to the clipboard:
status-copied-solution = Puzzle and solution copied to the clipboard:
# The clipboard refused: the lines below are to be copied by hand.
status-copy = Puzzle (select and copy it):
status-copy-solution = Puzzle and solution (select and copy them):
status-copy-empty = Nothing to copy: the board is empty.

## The board saved in the browser.

# Restored with an empty board: the undo history holds the last visit's.
status-restored-empty = The board is empty; Undo brings back the boards of your last visit.
status-restoring = Restoring your board…
status-restored = Restored your puzzle ({ $count ->
    [one] { $count } given
   *[other] { $count } givens
}) and its undo history from the last visit.
status-restore-failed = The saved puzzle could not be read ({ $why }); started with an empty grid.
status-restore-kept = The saved data stays as it is until you change something here.
status-save-failed = This browser does not let the page save (storage full or blocked): a reload will lose the board.
# The variants module (killer, X, windoku, jigsaw) could not be loaded.
status-variants-unavailable = The variants could not be loaded. Check the connection and choose the variant again.
