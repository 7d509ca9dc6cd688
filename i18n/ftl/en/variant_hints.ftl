## A killer's hints (the solver crate's killer techniques, worded in the
## puzzle worker): the techniques' names, why each step holds, with its
## arithmetic, and the hint's lines. The cage messages name a cage as
## the board shows it, by its $sum and its head cell ($row, $column: where
## the sum is printed); $cells there is how many cells the cage has; in the rule of 45's a list of cells
## (place-cell, joined), $count how many. $combinations: sets of digits
## such as "1+2+7 or 1+4+5" (step-or). $house: place-unit or variant-house.

variant-technique-cage-combinations = Cage combinations
    .a = the combinations of a cage
variant-technique-cage-must-contain = Cage must contain
    .a = a digit a cage must contain
variant-technique-rule-of-45 = Rule of 45
    .a = the rule of 45
# A house beyond rows, columns and boxes, inside a sentence.
variant-house = { $kind ->
    [main] the diagonal from r1c1 to r9c9
    [anti] the diagonal from r1c9 to r9c1
    [window] window { $number }
   *[region] region { $number }
}
# Two or three neighbouring rows or columns (the rule of 45 over them):
# $first and $last the first and last, $span how many.
variant-house-run = { $kind ->
    [row] { $span ->
        [2] rows { $first } and { $last }
       *[other] rows { $first } to { $last }
    }
   *[column] { $span ->
        [2] columns { $first } and { $last }
       *[other] columns { $first } to { $last }
    }
}
variant-why-cage-combinations = the cage of { $sum } at row { $row }, column { $column } ({ $cells ->
    [one] one cell
   *[other] { $cells } cells
}) can only be { $combinations } with the candidates its cells have left.
variant-why-cage-must-contain = every combination left for the cage of { $sum } at row { $row }, column { $column } ({ $cells ->
    [one] one cell
   *[other] { $cells } cells
}), { $combinations }, holds { $digit }; in the cage it can only go in { $house }, so no other cell of { $house } can be { $digit }.
variant-why-diagonal-single = { $cell } is the only place left for { $digit } on { $house }.
# The rule of 45, innies: $inside the sum of the cages inside the house,
# $placed that of its filled cells outside them (0: none). $span is how
# many houses the sentence is about (1; or 2 or 3 neighbouring rows or
# columns, variant-house-run), $whole what they add up to (45, 90, 135).
variant-why-45-innies = { $house } { $span ->
    [1] adds
   *[other] add
} up to { $whole } and { $span ->
    [1] its
   *[other] their
} cages inside make { $inside }{ $placed ->
    [0] {""}
   *[other] , { $span ->
        [1] its
       *[other] their
    } filled cells outside them { $placed }
}, so { $count ->
    [one] { $cells } is { $total }.
   *[other] { $cells } add up to { $total }: { $combinations }.
}
# The rule of 45, outies: $inside the sum of the cages inside the house or
# crossing its edge, $placed that of their filled cells outside it.
variant-why-45-outies = { $house } { $span ->
    [1] adds up to { $whole } and the cages inside it or crossing its edge make
   *[other] add up to { $whole } and the cages inside them or crossing their edge make
} { $inside }{ $placed ->
    [0] {""}
   *[other] , their filled cells outside { $span ->
        [1] it
       *[other] them
    } { $placed }
}, so outside { $span ->
    [1] it
   *[other] them
} { $count ->
    [one] { $cells } is { $total }.
   *[other] { $cells } add up to { $total }: { $combinations }.
}
variant-technique-cage-clash = Cage clash
    .a = a clash of two cages
variant-technique-killer-supposition = Killer supposition
    .a = a killer supposition
# Cage clash: the cage ruled out ($sum at $row, $column) and the other
# ($osum at $orow, $ocolumn), both in $house; $ocombinations the other's
# combinations, $out those of the first ruled out, $left those it keeps.
variant-why-cage-clash = { $house } holds the cage of { $sum } at row { $row }, column { $column } and the cage of { $osum } at row { $orow }, column { $ocolumn }, so they share no digit: every combination left for the cage of { $osum } ({ $ocombinations }) shares a digit with { $out }, so the cage of { $sum } is { $left }.
# Killer supposition: $cell assumed to be $digit; $depth short (singles
# and cage combinations) or long (every killer technique); what broke:
# $broken cell ($place has no digit), house (no place for $missing in
# $house) or cage (the cage of $sum at $row, $column).
variant-why-supposition = if { $cell } were { $digit }, { $depth ->
    [short] the singles and cage combinations
   *[long] the killer techniques
} that follow would leave { $broken ->
    [cell] { $place } with no digit
    [house] no place for { $missing } in { $house }
   *[cage] no combination for the cage of { $sum } at row { $row }, column { $column }
}, so { $cell } is not { $digit }.
# No technique decides: the solver's search gives $cell its digit.
variant-why-search = no technique here decides the next digit: a search of every way to fill the grid leaves { $cell } only { $digit }.
# A killer's hint: Step knows classic Sudoku only so far.
variant-hint-where-more = Press Hint again to see the cells.
variant-hint-cells-more = Press Hint again for the answer.
variant-hint-answer-more = { $changes } Make the change yourself: Step knows classic Sudoku only so far.
# Step pressed on a killer or killer-X: Hint knows its steps, Step does not yet.
variant-status-step-classic-only = Step and the difficulty know classic Sudoku only so far: press Hint for the next killer step, and make it by hand.
