## The camera panel: what the page says while the camera reads a puzzle
## on paper, why it stopped, and what it read. Its buttons' names
## (Start again, Stop camera, Photo, Use this puzzle) appear inside these
## sentences: keep them the same as the buttons' messages below.

# Under the video while no grid is in view.
camera-advice-no-grid = Point the camera at the puzzle: the whole grid in view, straight on.
# Under the video: the grid is small in the frame.
camera-advice-move-closer = Move closer: let the grid fill most of the view.
# Under the video: the grid touches the frame's edge.
camera-advice-move-back = Move back a little: the whole grid must be in view, with a margin.
# Under the video: the grid moved since the last frame.
camera-advice-hold-still = Hold still…
# Under the video while the grid is read. $digits: how many digits the
# frames agree on so far (0 before the first).
camera-advice-reading = { $digits ->
    [0] Reading the grid…
   *[other] Reading: { $digits ->
        [one] { $digits } digit
       *[other] { $digits } digits
    } so far. Hold still…
}
# After 15 seconds without a reading: $advice is one of the sentences
# above, followed by what to try.
camera-advice-waited = { $advice } Not read yet: try more light, the paper flat, without shadows or glare; or press Stop camera and use Photo.

## Why the camera is not running, and what to do.
camera-stop-refused = The camera was not allowed. Allow it for this page in the browser's site settings and press Start again, or use Photo to pick a picture of the puzzle.
camera-stop-no-camera = No camera was found on this device. Use Photo to pick a picture of the puzzle instead.
camera-stop-unsupported = This browser cannot lend the page its camera (it needs a secure https address and a recent browser). Use Photo to pick a picture of the puzzle instead.
camera-stop-lost = The camera stopped (unplugged, or taken by another app). Press Start again, or use Photo.
camera-stop-hidden = The camera was let go when the page was hidden. Press Start again to go on reading.
# The reader: the part of the page that reads digits from the frames.
camera-stop-no-reader = The reader could not be loaded. Check the connection and press Start again, or type the puzzle in.
# $why: the browser's own words for the failure (often English).
camera-stop-failed = The camera could not be started: { $why }. Press Start again, or use Photo to pick a picture of the puzzle.

## A reading locked.
# $givens: the digits read. "Check the digits" is the button that opens
# them below the board, where "Use this puzzle" loads them.
camera-locked = Read { $givens ->
    [one] { $givens } digit
   *[other] { $givens } digits
}: the puzzle has one solution, drawn in blue on the picture. Press Check the digits to look them over below the board, then press Use this puzzle.
# Under the video: $fps is how many camera frames were read in the last second.
camera-fps = { $fps ->
    [one] { $fps } frame
   *[other] { $fps } frames
} read a second

## The panel.
camera-title = Read the puzzle with the camera
# The video's name for screen readers.
camera-video-label = What the camera sees
# The frozen frame's name for screen readers, with the next hint's cells shaded.
camera-still-hint = Your puzzle, the next hint's cells shaded
# The frozen frame's name for screen readers, with the solution drawn in.
camera-still-solution = Your puzzle, with its solution drawn in blue
camera-stop = Stop camera
# Closes the panel and shows the digits read below the board.
camera-check-digits = Check the digits
# A toggle: the frozen frame shows only the next hint's cells instead of the solution.
camera-next-hint = Next hint only
camera-read-again = Read again
camera-close = Close
camera-start-again = Start again
# Opens the page's photo picker instead of the camera.
camera-photo = Photo

## photo
## The photo's preview: the digits read from a photo (or locked by the
## camera), to check and correct below the board before playing them.

photo-section-label = Photo
photo-heading = Puzzle from your photo
# The photo's thumbnail, for screen readers. $name: the file's name.
photo-thumb-alt = Your photo, { $name }
photo-credit = The digit reader was trained on newspaper photos by B. Wicht and J. Hennebert (CC BY 4.0).
photo-use = Use this puzzle
photo-cancel = Cancel
# The 81 boxes of the digits read, as a group for screen readers.
photo-grid-label = The digits read, to check and correct
# A box of the preview, for screen readers. $row and $column: 1 to 9;
# $digit: the digit in it, 0 when empty; $mark: suspect (likely misread),
# doubtful (read with little confidence) or plain.
photo-cell-label = Row { $row }, column { $column }: { $digit ->
    [0] empty
   *[other] { $digit }
}{ $mark ->
    [suspect] , check this cell
    [doubtful] , doubtful
   *[plain] { "" }
}

## What the preview says: a headline, then what to do.
photo-reading = Reading the photo…
# $why: why the reader failed (one of the worker-read- messages, or the browser's words).
photo-failed = No puzzle could be read from this photo: { $why }.
photo-no-digits = No puzzle could be read from this photo: not one digit was found in it (no Sudoku grid was found, or its cells are all empty).
# After no grid was found.
photo-advice-frame = Try again with the whole grid in view, straight on and sharp, or type the puzzle in.
# After a file that is not a picture.
photo-advice-file = Choose a photo or a scan of the puzzle, or type the puzzle in.
# After any other failure.
photo-advice-again = Try again, or type the puzzle in.
# Why a reading failed when the reader's answer made no sense.
photo-malformed = the reader's answer was malformed
# $givens: the digits read.
photo-ready = Read { $givens ->
    [one] { $givens } digit
   *[other] { $givens } digits
}: the puzzle has one solution.
# $doubtful: how many cells were read with little confidence (marked).
photo-ready-advice = { $doubtful ->
    [0] Check them against the photo, fix any by typing, then press Use this puzzle.
   *[other] Check them against the photo ({ $doubtful ->
        [one] { $doubtful } cell
       *[other] { $doubtful } cells
    } marked as doubtful), fix any by typing, then press Use this puzzle.
}
photo-empty = No digits left: an empty grid is no puzzle.
photo-empty-advice = Type the puzzle's digits in the boxes, or press Cancel.
# $givens: the digits read (1 to 16); a puzzle needs at least 17.
photo-too-few = Only { $givens ->
    [one] { $givens } digit
   *[other] { $givens } digits
} read: a puzzle needs at least 17.
photo-too-few-advice = Try a sharper photo with the whole grid in view, or type the missing digits.
# $clashes: the clashes, as sentences ("Two 5s in row 1. Two 5s in box 1.").
photo-too-few-clashes-advice = Some of them clash: { $clashes } Try a sharper photo with the whole grid in view, or type the missing digits.
# $clashes: the clashes, as sentences ("Two 5s in row 1. Two 5s in box 1.").
photo-clashes = Some digits read clash: { $clashes }
# $cells: the cells most likely misread (photo-cells).
photo-clashes-advice = Probably misread: { $cells }. Fix them by typing.
photo-no-solution = The puzzle read has no solution, so a digit was probably misread.
photo-several = The puzzle read has more than one solution, so a digit was probably missed or misread.
# $cells: the cells most likely misread (photo-cells), marked in the preview.
photo-suspects-advice = Check { $cells } first (marked), and fix it by typing.
# When no cell is suspected more than the others.
photo-compare-advice = Compare each cell with the photo and fix it by typing.
# A cell inside a sentence. $row and $column: 1 to 9.
photo-cell = row { $row }, column { $column }
# The cells most likely misread, inside a sentence: at most four named
# ($first to $fourth, each a photo-cell), $count of them (1 to 4), and
# $more: how many more are marked but not named (0 for none; only with four named).
photo-cells = { $more ->
    [0] { $count ->
        [1] { $first }
        [2] { $first } and { $second }
        [3] { $first }; { $second } and { $third }
       *[4] { $first }; { $second }; { $third } and { $fourth }
    }
   *[other] { $first }; { $second }; { $third }; { $fourth } and { $more } more
}

# Said in the camera's dialog when its module could not be loaded
# (offline before it was ever used): camera_boot.js shows it, with
# camera-title as the dialog's name and camera-close on its button, from a
# table scripts/precache.mjs writes from every catalogue. One line, no
# variables. "Camera" and "Photo" are the buttons under the board.
camera-not-loaded = The camera reader could not be loaded. Check the connection and press Camera again, or use Photo.
