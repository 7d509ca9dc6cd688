## Namen: die Schwierigkeitsstufen, die bewerteten Techniken und die Algorithmen.

# Eine Stufe als Beschriftung (Auswahl „Stufe“, Statistik).
level-title-easy = Leicht
level-title-medium = Mittel
level-title-hard = Schwer
level-title-expert = Experte
level-title-extreme = Extrem
# Eine Stufe im Satz (ungebeugt; Sätze, die eine Endung brauchen,
# wählen über $level).
level-easy = leicht
level-medium = mittel
level-hard = schwer
level-expert = Experte
level-extreme = extrem

# Die Techniken der Bewertung (Skala des Sudoku Explainer), mit den
# Namen, die deutsche Spieler (HoDoKu, Sudoku-Foren) verwenden.
technique-full-house = Full House
technique-hidden-single-box = Versteckter Single (Block)
technique-hidden-single-row-or-column = Versteckter Single (Zeile oder Spalte)
technique-direct-pointing = Direktes Pointing
technique-direct-claiming = Direktes Claiming
technique-direct-hidden-pair = Direktes verstecktes Paar
technique-naked-single = Nackter Single
technique-direct-hidden-triple = Direktes verstecktes Tripel
technique-pointing = Pointing
technique-claiming = Claiming
technique-naked-pair = Nacktes Paar
technique-x-wing = X-Wing
technique-hidden-pair = Verstecktes Paar
technique-naked-triple = Nacktes Tripel
technique-swordfish = Swordfish
technique-hidden-triple = Verstecktes Tripel
technique-xy-wing = XY-Wing
technique-xyz-wing = XYZ-Wing
technique-unique-rectangle = Unique Rectangle
technique-unique-loop = Unique Loop
technique-naked-quad = Nacktes Quadrupel
technique-jellyfish = Jellyfish
technique-hidden-quad = Verstecktes Quadrupel
technique-bug-plus-1 = BUG+1
technique-bug-type-2-3-or-4 = BUG Typ 2, 3 oder 4
technique-aligned-pair-exclusion = Aligned Pair Exclusion
technique-bidirectional-cycle = Bidirektionaler Zyklus
technique-simple-colouring = Simple Colors
technique-x-chain = X-Chain
technique-supposition-x-chain = Annahme (X-Chain)
technique-supposition-forcing-chain = Annahme (Forcing Chain)
technique-aligned-triple-exclusion = Aligned Triple Exclusion
technique-supposition-nishio = Annahme (Nishio)
technique-cell-or-unit-forcing-chain = Forcing Chain (Zelle oder Haus)
technique-supposition-dynamic = Annahme (dynamisch)
technique-supposition-dynamic-plus = Annahme (dynamisch +)
technique-deep-supposition = Tiefe Annahme

# Die Algorithmen (Auswahl „Algorithmus“, Vergleich).
algorithm-naive = Naives Backtracking (Tutorial)
algorithm-candidates = Backtracking mit Kandidaten
algorithm-propagation = Constraint-Propagierung
algorithm-fast = Schneller Bitboard-Solver
# Ein Algorithmus im Satz, im Nominativ („… brauchte zu lange“); ein Satz
# mit Dativ („Löse mit …“) wählt über $algorithm.
algorithm-phrase-naive = naives Backtracking
algorithm-phrase-candidates = Backtracking mit Kandidaten
algorithm-phrase-propagation = Constraint-Propagierung
algorithm-phrase-fast = der schnelle Solver
