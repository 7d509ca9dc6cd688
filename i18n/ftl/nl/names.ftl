## Namen: de moeilijkheidsniveaus, de beoordeelde technieken en de algoritmen.

# Een niveau als label (de keuzelijst Niveau, de statistieken).
level-title-easy = Makkelijk
level-title-medium = Gemiddeld
level-title-hard = Moeilijk
level-title-expert = Expert
level-title-extreme = Extreem
# Een niveau in een zin (onverbogen; een zin die de buiging nodig heeft,
# kiest via $level).
level-easy = makkelijk
level-medium = gemiddeld
level-hard = moeilijk
level-expert = expert
level-extreme = extreem

# De technieken van de moeilijkheidsbeoordeling (schaal van Sudoku Explainer).
technique-full-house = Full House
technique-hidden-single-box = Verborgen single (blok)
technique-hidden-single-row-or-column = Verborgen single (rij of kolom)
technique-direct-pointing = Directe pointing
technique-direct-claiming = Directe claiming
technique-direct-hidden-pair = Direct verborgen paar
technique-naked-single = Naakte single
technique-direct-hidden-triple = Direct verborgen drietal
technique-pointing = Pointing
technique-claiming = Claiming
technique-naked-pair = Naakt paar
technique-x-wing = X-Wing
technique-hidden-pair = Verborgen paar
technique-naked-triple = Naakt drietal
technique-swordfish = Swordfish
technique-hidden-triple = Verborgen drietal
technique-xy-wing = XY-Wing
technique-xyz-wing = XYZ-Wing
technique-unique-rectangle = Unique Rectangle
technique-unique-loop = Unique Loop
technique-naked-quad = Naakt viertal
technique-jellyfish = Jellyfish
technique-hidden-quad = Verborgen viertal
technique-bug-plus-1 = BUG+1
technique-bug-type-2-3-or-4 = BUG type 2, 3 of 4
technique-aligned-pair-exclusion = Aligned Pair Exclusion
technique-bidirectional-cycle = Bidirectionele cyclus
technique-simple-colouring = Eenvoudig kleuren
technique-x-chain = X-Chain
technique-supposition-x-chain = Aanname (X-Chain)
technique-supposition-forcing-chain = Aanname (forcing chain)
technique-aligned-triple-exclusion = Aligned Triple Exclusion
technique-supposition-nishio = Aanname (Nishio)
technique-cell-or-unit-forcing-chain = Forcing chain (cel of eenheid)
technique-supposition-dynamic = Aanname (dynamisch)
technique-supposition-dynamic-plus = Aanname (dynamisch +)
technique-deep-supposition = Diepe aanname

# De algoritmen (keuzelijst Algoritme, Vergelijken).
algorithm-naive = Naïeve backtracking (tutorial)
algorithm-candidates = Backtracking met kandidaten
algorithm-propagation = Constraintpropagatie
algorithm-fast = Snelle bitboard-solver
# Een algoritme in een zin („Oplossen met …“, „… duurt te lang“).
algorithm-phrase-naive = naïeve backtracking
algorithm-phrase-candidates = backtracking met kandidaten
algorithm-phrase-propagation = constraintpropagatie
algorithm-phrase-fast = de snelle solver
