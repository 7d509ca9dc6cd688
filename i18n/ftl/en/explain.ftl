## explain: the words of Hint and Step, of the steps list, of the
## difficulty line and of New puzzle and Practise. Three prefixes:
##   step-        a step's own words: the techniques' names, why a step
##                holds, what it changes, its line in the steps list
##                (made in the puzzle worker, src/features/explain/words.rs);
##   explain-     the status line of Hint, Step and the steps list
##                (src/text/explain.rs);
##   difficulty-  the difficulty line under the board, the news of New
##                puzzle, Practise and Skip to it (src/text/difficulty.rs).
## Rows, columns and boxes are numbered from 1. Digits and numbers come as
## numbers; `$cell`, `$cells`, `$unit`, `$targets` and the lists come as
## words already made by the messages below (place-cell, place-unit,
## step-and ...).
## The page writes the first letter of each line of a step's explanation
## in upper case (ASCII letters only): "{ $cell } has only one candidate
## left" shows "Row 1, column 2 has only one candidate left".

## The techniques of Hint and Step, as the hints name them. The key after
## `step-technique-` is data. `.a`: the name with its article, inside the
## first hint ("Hint: look at box 2: a hidden single.").

step-technique-full-house = Full house
    .a = a full house
step-technique-naked-single = Naked single
    .a = a naked single
step-technique-hidden-single = Hidden single
    .a = a hidden single
step-technique-pointing-pair = Pointing pair
    .a = a pointing pair
step-technique-pointing-triple = Pointing triple
    .a = a pointing triple
step-technique-box-line-reduction = Box/line reduction
    .a = a box/line reduction
step-technique-naked-pair = Naked pair
    .a = a naked pair
step-technique-naked-triple = Naked triple
    .a = a naked triple
step-technique-naked-quad = Naked quad
    .a = a naked quad
step-technique-hidden-pair = Hidden pair
    .a = a hidden pair
step-technique-hidden-triple = Hidden triple
    .a = a hidden triple
step-technique-hidden-quad = Hidden quad
    .a = a hidden quad
step-technique-x-wing = X-Wing
    .a = an X-Wing
step-technique-swordfish = Swordfish
    .a = a swordfish
step-technique-jellyfish = Jellyfish
    .a = a jellyfish
step-technique-xy-wing = XY-Wing
    .a = an XY-Wing
step-technique-xyz-wing = XYZ-Wing
    .a = an XYZ-Wing
step-technique-unique-rectangle = Unique rectangle
    .a = a unique rectangle
step-technique-unique-loop = Unique loop
    .a = a unique loop
step-technique-bug-plus-1 = BUG+1
    .a = a BUG+1
step-technique-bug = BUG
    .a = a BUG
step-technique-simple-colouring = Simple colouring
    .a = a simple colouring
step-technique-x-chain = X-chain
    .a = an X-chain
step-technique-xy-chain = XY-chain
    .a = an XY-chain
step-technique-aligned-pair-exclusion = Aligned pair exclusion
    .a = an aligned pair exclusion
step-technique-bidirectional-cycle = Bidirectional cycle
    .a = a bidirectional cycle
step-technique-aligned-triple-exclusion = Aligned triple exclusion
    .a = an aligned triple exclusion
step-technique-forcing-chain = Forcing chain
    .a = a forcing chain
step-technique-supposition = Supposition
    .a = a supposition

## The pieces the sentences of a step are made of.

# A cell: "row 1, column 2".
place-cell = row { $row }, column { $column }
# A row, column or box: $kind is row, column or box; $number 1 to 9.
place-unit =
    { $kind ->
        [row] row { $number }
        [column] column { $number }
       *[box] box { $number }
    }
# Lists of two or more: the items before the last one are joined by the
# `-more` message, then the last one by the other ("1, 2 and 3":
# step-and-more gives "1, 2", step-and "1, 2 and 3").
step-and = { $list } and { $last }
step-and-more = { $list }, { $item }
step-or = { $list } or { $last }
step-or-more = { $list }, { $item }
# The digits a step places, one after the other ("3 in row 1, column 2, 5 in
# row 4, column 4").
step-comma = { $list }, { $item }
# Independent parts, one after the other ("5 and 6 from row 1, column 1; 7
# from row 1, column 2").
step-semicolon = { $list }; { $item }
# A chain of consequences: "row 1, column 7 is not 5, so row 3, column 8 is
# 5".
step-so = { $chain }, so { $link }
# A digit placed in a cell ("3 in row 1, column 2").
step-digit-in = { $digit } in { $cell }
# Candidates removed from one cell ("4 and 6 from row 3, column 5"); also
# the second and later parts of a list of removals ("7 is removed from row
# 1, column 2 and 3 from row 4, column 5").
step-digits-from = { $digits } from { $cell }
# Candidates removed from several cells, counted: "7 from 2 cells".
step-digits-from-cells =
    { $count ->
        [one] { $digits } from { $count } cell
       *[other] { $digits } from { $count } cells
    }
# A cell and its candidates: "row 1, column 2 (4 or 7)".
step-cell-digits = { $cell } ({ $digits })
# One link of an X-chain: the unit where the digit has only two places.
step-x-chain-link = in { $unit } ({ $cells })
# A link of a forcing chain: a cell is a digit, or is not.
step-link-on = { $cell } is { $digit }
step-link-off = { $cell } is not { $digit }
# What a forcing chain (or a list of removals) concludes.
step-placed = { $digit } is placed in { $cell }
step-removed = { $digit } is removed from { $cell }
# One digit removed from several cells ($cells a list).
step-removed-cells = { $digit } is removed from { $cells }
step-nothing = nothing changes
# Why a board has no solution (inside "this puzzle has no solution (…)",
# and in a supposition's explanation).
contradiction-clash = { $digit } twice in { $unit }
contradiction-no-candidates = no candidate left in { $cell }
contradiction-no-place = no place left for { $digit } in { $unit }

## Why a step holds: one sentence for each kind of step. $targets: the
## cells that lose candidates; $size: how many cells (2 to 4).

step-full-house = { $cell } is the only empty cell left in { $unit }, so it must be { $digit }.
step-naked-single = { $cell } has only one candidate left, so it must be { $digit }.
step-hidden-single = In { $unit }, the only place for { $digit } is { $cell }.
# Pointing and box/line reduction: $within is the unit that loses the digit.
step-locked = In { $unit }, { $digit } can only go in { $within }, so { $digit } is removed from { $targets }.
# $digits: the subset's digits; $removed: the digits removed, $removedCount
# of them.
step-naked-subset =
    { $cells } hold only { $digits } between them (a naked { $size ->
        [2] pair
        [3] triple
       *[4] quad
    } in { $unit }), so { $removed } { $removedCount ->
        [one] is
       *[other] are
    } removed from { $targets }.
# $removed: what each cell loses (step-digits-from, joined by
# step-semicolon).
step-hidden-subset =
    In { $unit }, { $digits } fit only in { $cells } (a hidden { $size ->
        [2] pair
        [3] triple
       *[4] quad
    }), so the other candidates are removed from those cells ({ $removed }).
# X-Wing, Swordfish, Jellyfish: $lines, the rows (or columns) that hold the
# digit only in the columns (rows) numbered $covers; $coverKind is row or
# column; $technique is x-wing, swordfish or jellyfish.
step-fish =
    { $lines } hold { $digit } only in { $coverKind ->
        [column] columns
       *[row] rows
    } { $covers } ({ $technique ->
        [x-wing] an X-Wing
        [swordfish] a Swordfish
       *[jellyfish] a Jellyfish
    }), so { $digit } is removed from { $targets }.
# $pivot is $x or $y; $first is $x or $z, $second is $y or $z.
step-xy-wing = { $pivot } can only be { $x } or { $y }; if it is { $x }, { $first } ({ $x } or { $z }) must be { $z }, and if it is { $y }, { $second } ({ $y } or { $z }) must be { $z } (an XY-Wing), so { $z } is removed from { $targets }.
# Each cell with its candidates ("4, 5 or 7").
step-xyz-wing = { $pivot } ({ $pivotDigits }), { $first } ({ $firstDigits }) and { $second } ({ $secondDigits }) form an XYZ-Wing: whatever { $pivot } is, one of the three cells is { $z }, so { $z } is removed from { $targets }.
# The opening of both colouring sentences: the digit's cells split into
# two colours, $first and $second.
step-colours = Following the units where { $digit } has only two places, { $digit } is either in { $first } or in { $second }
# $p and $q: two cells of the first colour that share the unit $shared.
step-colour-wrap = { step-colours }; { $p } and { $q } are in the first group and share { $shared }, so the first group is wrong and { $digit } is removed from { $first } (a colour wrap).
# $count: how many cells ($targets) lose the digit.
step-colour-trap =
    { step-colours }; { $targets } { $count ->
        [one] sees a cell of each, so { $digit } is removed from it
       *[other] see a cell of each, so { $digit } is removed from them
    } (a colour trap).
# $links: the chain's links (step-x-chain-link, joined as a list); $first
# and $last: its end cells.
step-x-chain = { $digit } has only two places { $links }, and each pair's second cell sees the next pair's first: if { $first } is not { $digit }, the second cell of each pair is { $digit } and the first of the next is not, so { $first } or { $last } is { $digit } (an X-chain), and { $digit } is removed from { $targets }.
# $cells: the chain's cells with their candidates (step-cell-digits);
# $values: the digits they take in turn.
step-xy-chain = { $cells } each have two candidates and see the next: if { $first } is not { $digit }, they are { $values } in turn, so { $first } or { $last } is { $digit } (an XY-chain), and { $digit } is removed from { $targets }.
# $first and $second: the two cells; $reasons: one step-aligned-pair-reason
# for each candidate removed (joined by step-semicolon); $removed: what is
# removed (step-removed-cells, or step-removed then step-digits-from).
step-aligned-pair = { $first } and { $second } are seen by two-candidate cells that would be left empty by some pairs of their values: { $reasons } (aligned pair exclusion), so { $removed }.
# $values: the values of $other that cannot go with $digit in $cell (a list
# of step-aligned-pair-value and step-aligned-pair-same).
step-aligned-pair-reason = if { $cell } were { $digit }, { $other } could not be { $values }
# $cell holds only $low and $high, and sees both cells.
step-aligned-pair-value = { $value } ({ $cell } holds only { $low } and { $high })
step-aligned-pair-same = { $digit } (they see each other)
# $excluders see all three $cells; $removed: the candidates removed
# (step-digit-in, as an "or" list), $count of them.
step-aligned-triple =
    { $excluders } see all of { $cells }, and each has only two or three candidates. Every way of filling the three either repeats a digit in two of them that see each other or takes all the candidates of one of those cells; no way left puts { $removed }, so { $count ->
        [one] it is
       *[other] they are
    } removed (an aligned triple exclusion).
# $deep is yes when the singles were not enough; $contradiction: one of
# the step-contradiction- messages.
step-supposition =
    If { $cell } were { $digit }, following the { $deep ->
        [yes] singles, the other techniques and one more level of supposition
       *[no] singles
    } would lead to a contradiction ({ $contradiction }), so { $digit } is removed from { $cell }.
# $start: the first link (step-link-on or -off); $chain: the links that
# follow, round to the first again (joined by step-so); $removed as in
# step-aligned-pair.
step-cycle = If { $start }, then { $chain }: a bidirectional cycle, true either way round, so a cell that sees both ends of one of its links cannot hold that digit, and { $removed }.

## Forcing chains. $chain: the links that follow from the start (joined by
## step-so); $result: step-placed, step-removed or step-nothing;
## $conclusion: the link every case ends on. A chain of several cases is
## shown as lines: the claim (ending in a colon), each case, then
## step-forcing-so.

step-forcing-contradiction = If { $cell } were { $digit }, then { $chain }: a contradiction (a forcing chain), so { $result }.
step-forcing-denial = If { $cell } were not { $digit }, then { $chain }: a contradiction (a forcing chain), so { $result }.
step-forcing-both = Whether { $cell } is { $digit } or not, { $conclusion } (a forcing chain):
step-forcing-both-yes = If it is, { $chain }.
step-forcing-both-no = If it is not, { $chain }.
# $digits: the cell's candidates, as an "or" list.
step-forcing-cell = { $cell } is { $digits }, and in each case { $conclusion } (a cell forcing chain):
step-forcing-cell-case = If it is { $digit }, { $chain }.
# $cells: the digit's places in the unit.
step-forcing-unit = In { $unit }, { $digit } can only go in { $cells }, and in each case { $conclusion } (a unit forcing chain):
step-forcing-unit-case = If { $cell } is { $digit }, { $chain }.
step-forcing-so = So { $result }.

## The techniques that hold only for a puzzle with one solution (the
## hints do not use them today). $a and $b: the two digits the corners
## share; $shape: rectangle or loop; $removed: the digits removed,
## $removedCount of them.

# The opening of every unique rectangle's sentence.
step-unique =
    { $corners } all hold { $a } and { $b } (a unique { $shape ->
        [loop] loop
       *[rectangle] rectangle
    }): if they held nothing else, { $a } and { $b } could swap in them and the puzzle would have two solutions
step-unique-one = { step-unique }; { $cell } is the only one with other candidates, so it can be neither: { $a } and { $b } are removed from it.
step-unique-two = { step-unique }; { $cells } have only { $digit } beside them, so one of them is { $digit }: { $digit } is removed from { $targets }.
# $p and $q share $unit; one of them is one of $extra ("or" list); with
# $others they form a naked subset of $digits ($size of them).
step-unique-three =
    { step-unique }; { $p } and { $q } share { $unit } and one of them is { $extra }, so with { $others } they hold { $digits } in { $unit } (a naked { $size ->
        [2] pair
        [3] triple
        [4] quad
       *[other] subset
    }): { $removed } { $removedCount ->
        [one] is
       *[other] are
    } removed from { $targets }.
# $othersCount: how many cells $others are.
step-unique-three-hidden =
    { step-unique }; { $p } and { $q } share { $unit }, so they cannot both be { $a } or { $b }, and in { $unit }, { $digits } can only go in them and in { $others }, so { $others } { $othersCount ->
        [one] holds
       *[other] hold
    } only { $digits } (a hidden { $size ->
        [2] pair
        [3] triple
        [4] quad
       *[other] subset
    }): { $removed } { $removedCount ->
        [one] is
       *[other] are
    } removed from { $targets }.
step-unique-four = { step-unique }; in { $unit }, { $locked } can only go in { $p } or { $q }, so one of them is { $locked } and neither can be { $digit }: { $digit } is removed from both.
# $extras: the cell's extra candidates, as an "or" list.
step-bug-plus-1 =
    Every empty cell but { $cell } has two candidates, and without { $extras } there every candidate would have two places in each row, column and box, a pattern with two solutions (a BUG+1), so { $cell } must be { $extras }: { $removed } { $removedCount ->
        [one] is
       *[other] are
    } removed from it.
# The middle of every BUG sentence.
step-bug = without them every empty cell would have two candidates and every candidate two places in each row, column and box, a pattern with two solutions (a BUG)
step-bug-two = { $cells } have { $digit } beside two candidates each, and { step-bug }, so one of them is { $digit }: { $digit } is removed from { $targets }.
# $extras: the extra candidates ("and" list; $extrasOr the same as an "or"
# list).
step-bug-three =
    { $cells } have { $extras } beside two candidates, and { step-bug }, so one of them is { $extrasOr }; they share { $unit }, so with { $others } they hold { $digits } in { $unit } (a naked { $size ->
        [2] pair
        [3] triple
        [4] quad
       *[other] subset
    }): { $removed } { $removedCount ->
        [one] is
       *[other] are
    } removed from { $targets }.
# $p has the extra candidates $pExtras ($pOr as an "or" list), $q has $qExtras.
step-bug-four =
    { $p } has { $pExtras } and { $q } has { $qExtras } beside two candidates, and { step-bug }, so { $p } is { $pOr } or { $q } is { $qOr }; they share { $unit }, where { $digit } can only go in them, so whichever is not one of those is { $digit }: { $removed } { $removedCount ->
        [one] is
       *[other] are
    } removed from { $targets }.

## What a step changes. $placed: the digits placed (step-digit-in, joined
## by step-comma); $removed: the candidates removed (step-digits-from or
## step-digits-from-cells).

# After the hint's answer.
step-changes-place = It places { $placed }.
step-changes-remove = It removes { $removed }.
step-changes-both = It places { $placed } and removes { $removed }.
step-changes-nothing = It changes nothing.
# After Step, and under a step of the list seen again.
step-changed-place = Placed { $placed }.
step-changed-remove = Removed { $removed }.
step-changed-both = Placed { $placed } and removed { $removed }.
step-changed-nothing = Changes nothing.
# A line of the steps list: the technique's name ($technique), then what
# it places, or else what it removes.
step-summary-place = { $technique }: { $placed }
step-summary-remove = { $technique }: removes { $removed }

## The status line of Hint and Step. $technique: the technique's name
## (step-technique-); $why: the first line of its explanation (the others
## follow as lines of their own).

explain-multiple = This puzzle has more than one solution, so logic alone cannot finish it.
# $number: the step's number in the steps list.
explain-stepped = Step { $number }: { $technique }. { $why }
explain-review = Step { $number } again: { $technique }. { $why }
explain-unreviewed = Select a step of the list to see it again.
# The first press of Hint: $place is a cell, a unit or explain-place-digit;
# $techniqueA is the technique with its article (the `.a` of
# step-technique-).
explain-hint-where = Hint: look at { $place }: { $techniqueA }.
# Every place of one digit ("the 5s").
explain-place-digit = the { $digit }s
explain-hint-where-more = Press Hint again to see the cells (Step, in the Solver lab, applies it).
explain-hint-cells = Hint: { $technique }. Look at the highlighted cells.
explain-hint-cells-more = Press Hint again for the answer (Step, in the Solver lab, applies it).
explain-hint-answer = Hint: { $technique }. { $why }
# $changes: what the step changes (step-changes-).
explain-hint-answer-more = { $changes } Make the change yourself, or press Step in the Solver lab.

## Why Hint and Step have no step to show.

explain-no-hint-empty = No hint: the board is empty. Type or paste a puzzle first.
explain-no-hint-solved = No hint needed: every cell is filled and nothing clashes.
# $clashes: the clashes in sentences ("Two 5s in row 3.").
explain-no-hint-clashes = No hint: { $clashes } Change one of the highlighted digits first.
# One wrong entry: the $digit the reader entered in $cell.
explain-no-hint-wrong-one = No hint yet: your { $digit } in { $cell } is not the solution's digit (marked). Erase it first.
# $count (2 or more) wrong entries.
explain-no-hint-wrong = No hint yet: { $count } of your entries are not the solution's digits (marked). Erase them first.
# $why: a step-contradiction- message.
explain-no-solution-why = No hint: this puzzle has no solution ({ $why }).
explain-no-solution = No hint: this puzzle has no solution. Change a digit first.
explain-stuck-multiple = No hint: no technique applies, because this puzzle has more than one solution. Press Solve to see one of them.
explain-stuck = No hint: none of the techniques applies here. Press Solve to let the search finish it.

## The difficulty line under the board, New puzzle and Practise. $level is
## the level's key (easy, medium, hard, expert, extreme), $levelName its
## name in a sentence (level-), $levelTitle its name as a label
## (level-title-); $technique is a rated technique's key, $techniqueName
## its name (technique-). A select with nothing but `*[other]` marks a
## place where a translation may choose a name's form by its key (an
## adjective's ending, an article): `{ $level -> [hard] schweres *[other]
## { $levelName } }`.

# A puzzle's score: $whole and $tenth, the digit after the decimal point
# ("4.2").
difficulty-score = { $whole }.{ $tenth }
# The difficulty line of a puzzle with no step left to rate.
difficulty-rated = { $levelTitle } ({ difficulty-score }).
# "Hard (4.2): needs an XY-Wing." $technique: the hardest step's technique.
difficulty-needs =
    { $levelTitle } ({ difficulty-score }): needs { $technique ->
        [direct-pointing] { $techniqueName }
        [direct-claiming] { $techniqueName }
        [pointing] { $techniqueName }
        [claiming] { $techniqueName }
        [simple-colouring] { $techniqueName }
        [supposition-x-chain] { $techniqueName }
        [supposition-forcing-chain] { $techniqueName }
        [supposition-nishio] { $techniqueName }
        [supposition-dynamic] { $techniqueName }
        [supposition-dynamic-plus] { $techniqueName }
        [deep-supposition] { $techniqueName }
        [x-wing] an { $techniqueName }
        [xy-wing] an { $techniqueName }
        [xyz-wing] an { $techniqueName }
        [x-chain] an { $techniqueName }
        [aligned-pair-exclusion] an { $techniqueName }
        [aligned-triple-exclusion] an { $techniqueName }
       *[other] a { $techniqueName }
    }.
difficulty-rating = Working out how hard this puzzle is…
# A date: $day and $month (1 to 12) as numbers, $year as written.
difficulty-date =
    { $day } { $month ->
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
# While New puzzle works: $tries, the candidate puzzles tried so far (0
# at first).
difficulty-making =
    { $tries ->
        [0] Making { $level ->
            [easy] an
            [expert] an
            [extreme] an
           *[other] a
        } { $levelName } puzzle…
       *[other] Making { $level ->
            [easy] an
            [expert] an
            [extreme] an
           *[other] a
        } { $levelName } puzzle: { $tries ->
            [one] { $tries } candidate
           *[other] { $tries } candidates
        } so far.
    }
# The same for the day's puzzle; $date: difficulty-date.
difficulty-making-daily =
    { $tries ->
        [0] Making today's { $level ->
           *[other] { $levelName }
        } puzzle ({ $date })…
       *[other] Making today's { $level ->
           *[other] { $levelName }
        } puzzle ({ $date }): { $tries ->
            [one] { $tries } candidate
           *[other] { $tries } candidates
        } so far.
    }
# The same for Practise.
difficulty-making-practise =
    { $tries ->
        [0] Making a puzzle for practising { $technique ->
           *[other] { $techniqueName }
        }…
       *[other] Making a puzzle for practising { $technique ->
           *[other] { $techniqueName }
        }: { $tries ->
            [one] { $tries } candidate
           *[other] { $tries } candidates
        } so far.
    }
# A new puzzle is on the board: $givens, how many digits it gives.
difficulty-made =
    A new { $level ->
       *[other] { $levelName }
    } puzzle with { $givens ->
        [one] { $givens } given
       *[other] { $givens } givens
    }: your turn.
difficulty-made-daily =
    Today's puzzle, { $date }, { $level ->
       *[other] { $levelName }
    }, with { $givens ->
        [one] { $givens } given
       *[other] { $givens } givens
    }: your turn.
difficulty-made-practise =
    A puzzle for practising { $technique ->
       *[other] { $techniqueName }
    } ({ $level ->
       *[other] { $levelName }
    }, { $givens ->
        [one] { $givens } given
       *[other] { $givens } givens
    }): Skip to it takes the steps before its first { $techniqueName }.
difficulty-make-cancelled =
    Stopped making { $level ->
        [easy] an
        [expert] an
        [extreme] an
       *[other] a
    } { $levelName } puzzle; the board is as it was.
# $error: why (a sentence of the puzzle maker's, as it is).
difficulty-make-failed =
    No new { $level ->
       *[other] { $levelName }
    } puzzle could be made: { $error }.
difficulty-skip-missed =
    The hints need no { $technique ->
       *[other] { $techniqueName }
    } on this board any more: Practise makes another puzzle, Undo goes back.
difficulty-practise-cancelled =
    Stopped making a puzzle for practising { $technique ->
       *[other] { $techniqueName }
    }; the board is as it was.
