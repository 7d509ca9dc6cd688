## page
## The page's controls and panels: their names, labels (`.aria-label`,
## read by screen readers), tooltips (`.title`), headings and help.
## A control's `data-action` stays English in every language; only these
## texts change.

## The top bar

# The page's name, its main heading.
page-title = Sudoku
page-tagline = Play it, type it in or photograph it; then see how it is solved.
# The label of the pair of buttons that switch the side column's view.
page-views = Views
# The view button of the number pad and the play tools.
page-view-play = Play
# The view button of the solver's tools (Solve, Step, Compare).
page-view-lab = Solver lab
# The button that opens the More panel (also its label when a phone shows
# only its icon).
page-more = More

## The side column

# The label of the timer (the time played, shown as 4:05).
page-timer = Time played
# The label of the Play view's panel, listing what it holds.
page-play-panel = Play: number pad, mode switch, Undo, Redo, Hint, Start, Check, Reveal, Fill marks and checkpoints
# The label of the Solver lab's panel, listing what it holds.
page-lab-panel = Solver lab: Algorithm and Solve, Step, Candidates, Compare and Batch solve
# Cancel: stops making a new puzzle, or a running solve.
page-cancel = Cancel

## The board

page-board = Sudoku puzzle, 9 by 9
# A row of the board, for screen readers; $row is its number, 1 to 9.
page-board-row = Row { $row }

## The number pad and the input mode switch

page-numpad = Number pad
# The pad's button that empties the selected cells (also its label when a
# phone shows only its icon).
page-numpad-erase = Erase
# The label of a digit's button on the pad; $digit is 1 to 9.
page-numpad-enter = Enter { $digit }
# The label of a digit's button in colour mode, where it paints colour
# number $digit (1 to 9).
page-numpad-colour = Colour { $digit }
# The label of the mode switch: what the pad's digits and the keys do.
page-modes = Input mode
# The modes: a digit, a corner mark, a centre mark, a colour.
page-mode-digit = Digit
page-mode-corner = Corner
page-mode-centre = Centre
page-mode-colour = Colour

## The play tools (under the pad)
## A tool's .title is its tooltip: its name and its keyboard shortcut, in
## brackets. The shortcut's key stays (H, K, Z, Y); only the modifier's
## name may change (Ctrl is "Strg" on a German keyboard).

page-tools = Play tools
page-tool-undo = Undo
    .title = Undo (Ctrl+Z)
page-tool-redo = Redo
    .title = Redo (Ctrl+Y)
# Hint: shows the next logical step, in three presses.
page-tool-hint = Hint
    .title = Hint (H)
# Check: marks the entries that differ from the solution.
page-tool-check = Check
    .title = Check (K)
# The button that shows a row of further tools.
page-tool-more = More tools
    .title = Reveal, Fill marks, and checkpoints for a guess
# The label of that row.
page-tool-more-row = Reveal, Fill marks and checkpoints
page-tool-reveal = Reveal
    .title = Fill the selected cells with the solution's digits
page-tool-fill-marks = Fill marks
    .title = Every candidate as a centre mark in every empty cell
page-tool-checkpoint = Checkpoint
    .title = Remember the board as it is, before a guess
page-tool-back-to-checkpoint = Back to checkpoint
    .title = Return to the latest checkpoint (Undo takes it back)
page-tool-undo-to-mistake = Undo to first mistake
    .title = Go back to just before your first wrong entry (Undo takes it back)
# Start (while the puzzle is typed in): the digits typed become the givens.
page-tool-start = Start
    .title = Lock the givens and start the clock
# The Variant select (while a puzzle is entered, beside Start): its label
# and tooltip, and the name of each variant. $variant: classic, killer,
# killer-x, x, windoku, jigsaw.
page-variant = Variant
page-variant-name = { $variant ->
    [killer] Killer
    [killer-x] Killer-X
    [x] X
    [windoku] Windoku
    [jigsaw] Jigsaw
   *[classic] Classic
}

## Get a puzzle (under the side column)

page-new-title = Get a puzzle
# The level select's label and tooltip.
page-new-level = Level
page-new-puzzle = New puzzle
page-new-today = Today's puzzle
    .title = The day's puzzle at the chosen level: the same for everyone today
page-new-photo = Photo
    .title = Read a puzzle from a photo (or paste or drop a picture on the board)
page-new-camera = Camera
    .title = Read a puzzle with the camera, live: hold it over the paper
# Shown on a puzzle made to practise a technique: takes every step before
# the first one that needs it. $techniqueName is the technique's name
# ("X-Wing"); $technique its key (x-wing, naked-pair, ...: the ids of
# names.ftl after technique-), to select on for an article or an ending.
page-new-skip = Skip to it
    .title =
        Take the steps before the first { $technique ->
           *[other] { $techniqueName }
        }

## The Solver lab: Solve

page-solve-title = Solve
page-solve-help = Runs in the background and counts every recursive call; the status shows the counts and the time.
page-solve-algorithm = Algorithm
page-solve = Solve

## The Solver lab: Explain the solve

page-explain-title = Explain the solve
page-explain-help = Step fills one cell or removes candidates with a named technique; Hint (in the Play view) shows the same step in three presses.
# The label of the row of Step and Candidates.
page-explain = Explain
# Step: applies the next logical step.
page-explain-step = Step
# Candidates: shows every empty cell's possible digits.
page-explain-candidates = Candidates
page-steps-title = Steps taken
page-steps-empty = None yet. Hint shows the next step; Step applies it.

## The Solver lab: Compare the algorithms

page-compare-title = Compare the algorithms
page-compare = Compare
# Compare's button while the comparison runs.
page-compare-stop = Stop
page-compare-help = Runs all four on this puzzle, to the first solution, in the background.
# Opens the Batch panel.
page-compare-batch = Batch solve…
page-compare-batch-help = A whole file of puzzles, with the time of each.
# The label of the table's scrolling box.
page-compare-table = Comparison table
page-compare-caption = Work of each algorithm
# The table's column heads.
page-compare-algorithm = Algorithm
page-compare-calls = Calls
page-compare-guesses = Guesses
page-compare-backtracks = Backtracks
page-compare-time = Time
# An algorithm's short name, heading its row of the table; $algorithm is
# its key (naive, candidates, propagation or fast).
page-compare-row =
    { $algorithm ->
        [naive] naive
        [candidates] candidates
        [propagation] propagation
        [fast] fast
       *[other] { $algorithm }
    }

## The More panel

# The panel's label, listing what it holds.
page-more-panel = More: Share, Share progress, Copy, Edit puzzle, Clear, statistics, practise a technique, settings and keys
page-more-title = More
# The label of the button (an icon) that closes the panel.
page-more-close = Close
# The label of the row of buttons that act on the puzzle on the board.
page-more-puzzle = This puzzle
# Share: a link to the puzzle.
page-more-share = Share
# Share progress: a link to the puzzle with the player's entries and marks.
page-more-share-progress = Share progress
page-more-copy = Copy
    .title = Copy the puzzle (and the solution) as 81-character lines
# Edit puzzle: back to typing the givens in.
page-more-edit = Edit puzzle
page-more-clear = Clear
    .title = Empty the board (Undo brings it back)
page-practise-title = Practise a technique
# The technique select's label (for screen readers) and its tooltip.
page-practise-technique = Technique
    .title = Technique to practise
page-practise = Practise
    .title = A puzzle whose hardest step uses the technique chosen
page-settings = Settings
# A setting: placing a digit removes it from the marks of the cells in its
# row, column and box.
page-setting-tidy-marks = A placed digit leaves the marks of the cells it sees
page-setting-show-peers = Shade the cells the selected cell sees

## The More panel: the keys
## Each message is what the keys do; its .keys attribute names the keys as
## the keyboard shows them. The keys themselves stay (Z, X, C, V, H, K,
## digits); their names may change (Ctrl is "Strg" on a German keyboard).

page-keys = Keys
page-key-digit = enter a digit
    .keys = 1-9
page-key-erase = erase
    .keys = Backspace, Delete, 0, . or Space
page-key-move = move (Ctrl+Home, Ctrl+End: first and last cell)
    .keys = Arrows, Home, End
page-key-corner = corner mark
    .keys = Shift+digit
page-key-centre = centre mark
    .keys = Ctrl+digit
page-key-modes = digit, corner, centre, colour mode
    .keys = Z X C V
page-key-hint = hint / check
    .keys = H / K
page-key-undo = undo / redo
    .keys = Ctrl+Z / Ctrl+Y
page-key-select = select more cells
    .keys = Shift+click, Ctrl+click, drag
page-key-select-all = select all / none
    .keys = Ctrl+A / Escape
page-more-note = Paste a puzzle (81 characters or a 9x9 layout) or a picture onto the board, or drop a photo on the page.

## Statistics (in the More panel)

# The button that shows the statistics, and the label of their panel.
page-stats = Statistics
page-stats-caption = Puzzles finished by hand, per level
# The table's column heads: the level, the puzzles finished, the best and
# the median time.
page-stats-level = Level
page-stats-finished = Finished
page-stats-best = Best
page-stats-median = Median
# The heading of the rows below the levels, one per variant played (each
# named as in page-variant-name): variants have no level.
page-stats-variants = Variants (unrated)
page-stats-export = Export
    .title = Save your statistics as a JSON file
page-stats-import = Import
    .title = Add the statistics of a file exported on another device
