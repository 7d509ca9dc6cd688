## saved
## Why the saved data (localStorage) could not be read: the $why of
## status-restore-failed. $detail is a reason given in English (a parser's).

# Which saved board: $board is board, undo, redo or checkpoint; $count the entry's number.
saved-board = { $board ->
    [undo] undo entry { $count }
    [redo] redo entry { $count }
    [checkpoint] checkpoint
   *[board] board
}
# A saved board that could not be read: $what is saved-board; $char a character
# of the data; step $count of $max.
saved-board-why = { $what }: { $reason ->
    [steps] more steps than a board can have
    [history] too many steps in the history
    [step] step { $count } of { $max } cannot be taken again
    [given] an entry on a given
    [both] both a solution and steps
    [solution] the solution does not fit the puzzle
    [marks] marks not for 81 cells
    [mark] a mark '{ $char }' is not a digit 1-9
    [colours] colours not for 81 cells
    [colour] a colour '{ $char }' is not 0-9
    [variant] a variant, which this module cannot read
    [line] not an 81-character line
   *[other] { $detail }
}
# The saved data as a whole: $char a character of it; $count its version and
# $max the page's; $count a cell's number.
saved-why = { $reason ->
    [mode] unknown input mode '{ $detail }'
    [algorithm] unknown algorithm '{ $detail }' (expected naive, candidates, propagation or fast)
    [wrong] a wrong mark on cell { $count }, not 0-80
    [stats] its statistics: { $detail }
    [daily] its Today's puzzle: { $detail }
    [day] its Today's puzzle is not a day and a puzzle
    [char] it is not this page's data (it has the character '{ $char }')
    [empty] it is empty
    [unversioned] it has no version number
    [version] it has version { $count }, this page reads version { $max }
    [json-version] it has version { $count } written as JSON, which no page writes
    [json] it is not valid JSON
    [end] it is malformed: more data after its end
    [malformed] it is malformed: { $detail }
    [older] it was saved by an older page, and { $detail }
    [replay] its steps could not be taken again: { $detail }
   *[other] { $detail }
}
