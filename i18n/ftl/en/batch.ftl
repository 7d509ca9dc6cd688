## The Batch panel: a whole file of puzzles solved in the background, its
## summary, a histogram of the times and a table of the puzzles. The
## downloaded CSV and JSON files are data and stay as they are.

batch-title = Batch solve
# The Close button's name for screen readers.
batch-close-label = Close Batch solve
# The Close button's tooltip.
batch-close-tooltip = Close (Escape)
batch-close = Close
batch-help = Solve a whole file of puzzles, one a line (81 characters, . or 0 for an empty cell), in the background: the verdicts, the time of each puzzle and the calls of the search. Lines that are not puzzles are listed and skipped.
batch-set = Bundled set
batch-choose-set = Choose a set…
# The bundled sets, as the set chooser lists them: each is named by its
# file (top95, msk_009...); $puzzles: how many puzzles it holds.
batch-set-top95 = top95: { $puzzles } hard puzzles (Norvig)
batch-set-msk = msk_009: { $puzzles } puzzles of every level
batch-set-top1465 = top1465: { $puzzles } hard puzzles (magictour)
batch-set-hardest = forum hardest: { $puzzles } of the hardest known
# The set chooser's option for a file of the user's. $name: the file's name.
batch-own-file = Your file: { $name }
batch-open-file = Open a file…
batch-algorithm = Algorithm
batch-first = First solution only
batch-budget = Call budget per puzzle
# Shown in the empty call budget field: no budget.
batch-budget-none = none
batch-cancel = Cancel
batch-run = Solve all
# The progress bar's name for screen readers.
batch-progress-label = Batch progress
# $done of $total puzzles solved so far.
batch-progress = Solved { $done } of { $total ->
    [one] { $total } puzzle
   *[other] { $total } puzzles
}.

## Why the call budget typed was not taken. $typed: the text typed
## (shortened). The field takes digits grouped by commas, spaces,
## apostrophes or underscores (1,000,000 or 1 000 000), or 1e6, never by
## points: keep the example so.
batch-budget-not-a-number = The call budget “{ $typed }” is not a whole number of calls: type one such as 1,000,000, or leave it empty for no budget.
batch-budget-zero = A call budget of 0 would stop every puzzle before it starts: type 1 or more, or leave it empty for no budget.
batch-budget-too-big = The call budget “{ $typed }” is more than the solver can count: leave it empty for no budget.

## What the panel says now. $name: a file's name.
batch-opening = Opening { $name }…
# $why: why (a batch- reason below, or the browser's words).
batch-open-failed = { $name } could not be opened: { $why }.
# $puzzles: the puzzles in the file.
batch-opened = { $name }: { $puzzles ->
    [one] { $puzzles } puzzle
   *[other] { $puzzles } puzzles
}.
# $puzzles: the puzzles in the file; $bad: its lines that are not puzzles.
batch-opened-bad = { $name }: { $puzzles ->
    [one] { $puzzles } puzzle
   *[other] { $puzzles } puzzles
}, { $bad ->
    [one] { $bad } line
   *[other] { $bad } lines
} not a puzzle (listed below, skipped).
# $tally: the puzzles and their verdicts (batch-tally).
batch-finished = Done: { $tally }.
batch-bad-budget = Not started: correct the call budget first.
# $done of $total puzzles were solved before Cancel.
batch-cancelled = Cancelled after { $done } of { $total ->
    [one] { $total } puzzle
   *[other] { $total } puzzles
}: the table shows those.
# $why: why the run stopped (often a worker- reason).
batch-failed = The run stopped: { $why }.

## Why a file could not be opened, or a download made: the end of
## batch-open-failed ("mine.txt could not be opened: it is empty."), so in
## lower case, with no full stop.
batch-file-empty = it is empty
# Its bytes are not text (a picture, say).
batch-file-not-text = it is not a text file
# The browser could not give the file's text.
batch-file-not-text-short = it is not text
# $size: the file's size and $most the most a batch holds, in megabytes.
batch-file-too-big = it is { $size } MB, more than the { $most } MB a batch can hold
# The browser refused the file or the download, giving no reason.
file-browser-refused = the browser refused
batch-network-failed = the network or the offline copy failed
# $status: the HTTP status, such as 404.
batch-server-answered = the server answered { $status }
# The page has no window, document or link element to work with (seldom seen).
batch-no-window = no window
file-no-document = no document
file-no-link = no link element
# A chunk of puzzles, or its results, could not be passed between the page
# and its worker. $why: what was wrong with the text (technical, English).
batch-unreadable-request = unreadable batch request: { $why }
batch-unreadable-results = unreadable batch results: { $why }

## The lines of the file that are not puzzles.
# $line: the line's number in the file (its digits alone, as an editor
# numbers lines); $why: what is wrong with it (a status-parse-* message).
batch-bad-line = Line { $line }: { $why }
# The list of bad lines, folded. $lines: how many.
batch-bad-lines = { $lines ->
    [one] { $lines } line
   *[other] { $lines } lines
} not a puzzle

## The results.
# The verdicts, as the table and the summary say them.
batch-verdict-unique = unique
batch-verdict-multiple = several solutions
batch-verdict-solved = solved
batch-verdict-none = no solution
batch-verdict-aborted = over the budget
batch-verdict-cancelled = cancelled
# How many puzzles got a verdict, in the summary's list ("90 unique, 5 over the budget").
batch-count-unique = { $count } unique
batch-count-multiple = { $count } several solutions
batch-count-solved = { $count } solved
batch-count-none = { $count } no solution
batch-count-aborted = { $count } over the budget
batch-count-cancelled = { $count } cancelled
# Between the items of the summary's list.
batch-list-separator = {", "}
batch-verdicts-none = none solved yet
# $puzzles: the puzzles of the run; $verdicts: the list of their verdicts.
batch-tally = { $puzzles ->
    [one] { $puzzles } puzzle
   *[other] { $puzzles } puzzles
}: { $verdicts }
# The summary's first line: $tally (batch-tally), ended.
batch-tally-line = { $tally }.
# The times and calls. $median, $mean, $total: times (batch-time-);
# $calls: the calls of all puzzles; $medianCalls: the median of a puzzle's calls.
batch-times = Median { $median }, mean { $mean } a puzzle, { $total } in all; { $calls ->
    [one] { $calls } call
   *[other] { $calls } calls
} (median { $medianCalls }).
# A time: $time is a number with its decimals.
batch-time-us = { $time } µs
batch-time-ms = { $time } ms
batch-time-s = { $time } s
# The results' heading. $algorithm: the algorithm's name, as the Algorithm
# select shows it (the command line's: fast, naive...); $mode: first (to
# the first solution) or count (counting solutions to two).
batch-results-title = Results: { $algorithm }, { $mode ->
    [first] first solution
   *[count] counting to two
}
# The same with a call budget: $budget calls per puzzle.
batch-results-title-budget = Results: { $algorithm }, { $mode ->
    [first] first solution
   *[count] counting to two
}, budget { $budget ->
    [one] { $budget } call
   *[other] { $budget } calls
}
batch-download-csv = Download CSV
batch-download-json = Download JSON
batch-histogram = Time per puzzle
# A bar of the histogram: times from $from to $to (batch-time-).
batch-histogram-range = { $from } to { $to }
batch-show = Show
batch-order-file = in file order
batch-order-slowest = slowest first
batch-previous = Previous
batch-next = Next
# $page of $pages of the table.
batch-page = Page { $page } of { $pages }
# The table's caption: the puzzles it shows, $first to $last.
batch-page-puzzles = Puzzles { $first } to { $last }
batch-scroll-hint = The table is wider than the screen: scroll it sideways (swipe, or the arrow keys once it has the focus) for the time, calls and Open.
# The table's name for screen readers.
batch-table-label = Batch results table
batch-column-line = Line
batch-column-puzzle = Puzzle
batch-column-verdict = Verdict
batch-column-time = Time
batch-column-calls = Calls
# The last column's heading, for screen readers only: its Open buttons.
batch-column-board = Board
batch-open = Open
# The Open button's name for screen readers. $line: the puzzle's line in the file.
batch-open-label = Open line { $line } on the board

## Why a worker (the page's helpers that solve, rate and read in the
## background) failed: these reasons end sentences of the page, so they
## start in lower case and have no full stop.

# $worker: which one; $how: what went wrong; $why: the browser's words.
worker-failed = { $worker ->
    [solver] the solver worker
    [puzzle-make] the puzzle worker, which rates and makes puzzles,
    [puzzle-hint] the puzzle worker, which finds the hints,
    [puzzle-import] the puzzle worker, which reads statistics files,
    [puzzle-batch] the puzzle worker, which solves the batch,
   *[reader] the reader worker, which reads photos,
} { $how ->
    [not-loaded] could not be loaded
    [stopped] stopped with an error
   *[unreadable] sent a reply that could not be read
} ({ $why })
worker-script-not-fetched = its script could not be fetched
# A statistics file to import was let go before the worker read it.
worker-file-gone = the file is no longer there; choose it again
# $megabytes: the file's size, with one decimal.
worker-file-too-large = it is { $megabytes } MB, far more than a statistics file
# $why: the browser's words.
worker-file-unreadable = it could not be read ({ $why })
worker-unknown-error = unknown error
# Why a photo could not be read. $why: the picture decoder's words.
worker-read-decode = the file could not be read as a picture: { $why }
# $width and $height: the picture's size in pixels.
worker-read-too-large = the picture is too large ({ $width }x{ $height } pixels; at most 40 megapixels)
worker-read-empty = the picture is empty
# $got and $expected: bytes of pixel data.
worker-read-bad-buffer = the pixel data does not match the picture's size ({ $got ->
    [one] { $got } byte
   *[other] { $got } bytes
} instead of { $expected })
worker-read-no-grid = no Sudoku grid found in the picture
worker-read-file-empty = the file is empty
worker-read-not-a-picture = the file is not a picture this browser can open
worker-read-only-photos = the reader worker only reads photos

# Said in the Batch panel's place when its module could not be loaded
# (offline before it was ever opened): batch_boot.js shows it, from a
# table scripts/precache.mjs writes from every catalogue. One line, no
# variables. "Batch solve" is the button that opens the panel.
batch-not-loaded = The Batch panel could not be loaded. Check the connection and press Batch solve again.
