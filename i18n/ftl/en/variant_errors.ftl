## Why a variant's text or rules could not be read: each names the cage or
## region at fault. Cells are named by row and column (1 to 9); cages and
## regions by their number. Only the variants module says these.

# $why: the reason the givens could not be read.
variant-error-givens = the givens: { $why }
# $form: the text form's name, as the solver gives it; $message: what is wrong there.
variant-error-text = { $form }: { $message }
variant-error-empty-cage = cage { $cage } has no cells
variant-error-cage-too-big = cage { $cage } (from row { $row }, column { $column }) has { $size } cells; a cage holds at most 9
variant-error-impossible-sum = cage { $cage } (from row { $row }, column { $column }): { $size ->
    [one] a single digit is { $min } to { $max }, never { $sum }
   *[other] { $size } different digits add up to { $min } to { $max }, never to { $sum }
}
variant-error-two-cages = the cell at row { $row }, column { $column } is in cage { $first } and in cage { $second }
variant-error-outside = cage { $cage }: cell { $cell } is outside the grid
variant-error-region-size = region { $region } has { $size } cells; a region needs 9
variant-error-region-cut = region { $region } is not connected: the cell at row { $row }, column { $column } is cut off from the rest
