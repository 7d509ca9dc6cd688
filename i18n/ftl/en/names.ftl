## Names: the difficulty levels, the rated techniques and the algorithms.
## Data keeps their keys (the part of each id after its prefix); only
## these messages are shown.

# A level as a label (the Level select, the statistics table).
level-title-easy = Easy
level-title-medium = Medium
level-title-hard = Hard
level-title-expert = Expert
level-title-extreme = Extreme
# A level inside a sentence ("a new hard puzzle").
level-easy = easy
level-medium = medium
level-hard = hard
level-expert = expert
level-extreme = extreme

# The techniques of the difficulty rating (Sudoku Explainer's scale),
# as players of the language name them.
technique-full-house = Full House
technique-hidden-single-box = Hidden Single (box)
technique-hidden-single-row-or-column = Hidden Single (row or column)
technique-direct-pointing = Direct Pointing
technique-direct-claiming = Direct Claiming
technique-direct-hidden-pair = Direct Hidden Pair
technique-naked-single = Naked Single
technique-direct-hidden-triple = Direct Hidden Triple
technique-pointing = Pointing
technique-claiming = Claiming
technique-naked-pair = Naked Pair
technique-x-wing = X-Wing
technique-hidden-pair = Hidden Pair
technique-naked-triple = Naked Triple
technique-swordfish = Swordfish
technique-hidden-triple = Hidden Triple
technique-xy-wing = XY-Wing
technique-xyz-wing = XYZ-Wing
technique-unique-rectangle = Unique Rectangle
technique-unique-loop = Unique Loop
technique-naked-quad = Naked Quad
technique-jellyfish = Jellyfish
technique-hidden-quad = Hidden Quad
technique-bug-plus-1 = BUG+1
technique-bug-type-2-3-or-4 = BUG type 2, 3 or 4
technique-aligned-pair-exclusion = Aligned Pair Exclusion
technique-bidirectional-cycle = Bidirectional Cycle
technique-simple-colouring = Simple Colouring
technique-x-chain = X-Chain
technique-supposition-x-chain = Supposition (X-chain)
technique-supposition-forcing-chain = Supposition (forcing chain)
technique-aligned-triple-exclusion = Aligned Triple Exclusion
technique-supposition-nishio = Supposition (Nishio)
technique-cell-or-unit-forcing-chain = Cell or Unit Forcing Chain
technique-supposition-dynamic = Supposition (dynamic)
technique-supposition-dynamic-plus = Supposition (dynamic +)
technique-deep-supposition = Deep Supposition

# The algorithms, as the Algorithm select and Compare list them.
algorithm-naive = Naive backtracking (tutorial)
algorithm-candidates = Backtracking with candidates
algorithm-propagation = Constraint propagation
algorithm-fast = Fast bitboard solver
# An algorithm inside a sentence ("Solving with the fast solver").
algorithm-phrase-naive = naive backtracking
algorithm-phrase-candidates = backtracking with candidates
algorithm-phrase-propagation = constraint propagation
algorithm-phrase-fast = the fast solver
