## Nomi: i livelli di difficoltà, le tecniche valutate e gli algoritmi.

# Un livello come etichetta (menu Livello, tabella delle statistiche).
level-title-easy = Facile
level-title-medium = Medio
level-title-hard = Difficile
level-title-expert = Esperto
level-title-extreme = Estremo
# Un livello in una frase, al maschile singolare («un nuovo sudoku difficile»).
level-easy = facile
level-medium = medio
level-hard = difficile
level-expert = esperto
level-extreme = estremo

# Le tecniche della valutazione (scala di Sudoku Explainer).
technique-full-house = Ultima casella libera
technique-hidden-single-box = Singolo nascosto (riquadro)
technique-hidden-single-row-or-column = Singolo nascosto (riga o colonna)
technique-direct-pointing = Candidati puntanti diretti
technique-direct-claiming = Riduzione linea-riquadro diretta
technique-direct-hidden-pair = Coppia nascosta diretta
technique-naked-single = Singolo nudo
technique-direct-hidden-triple = Tripla nascosta diretta
technique-pointing = Candidati puntanti
technique-claiming = Riduzione linea-riquadro
technique-naked-pair = Coppia nuda
technique-x-wing = X-Wing
technique-hidden-pair = Coppia nascosta
technique-naked-triple = Tripla nuda
technique-swordfish = Swordfish
technique-hidden-triple = Tripla nascosta
technique-xy-wing = XY-Wing
technique-xyz-wing = XYZ-Wing
technique-unique-rectangle = Rettangolo unico
technique-unique-loop = Anello unico
technique-naked-quad = Quadrupla nuda
technique-jellyfish = Jellyfish
technique-hidden-quad = Quadrupla nascosta
technique-bug-plus-1 = BUG+1
technique-bug-type-2-3-or-4 = BUG tipo 2, 3 o 4
technique-aligned-pair-exclusion = Esclusione di coppie allineate
technique-bidirectional-cycle = Ciclo bidirezionale
technique-simple-colouring = Colorazione semplice
technique-x-chain = Catena X
technique-supposition-x-chain = Ipotesi (catena X)
technique-supposition-forcing-chain = Ipotesi (catena forzata)
technique-aligned-triple-exclusion = Esclusione di triple allineate
technique-supposition-nishio = Ipotesi (Nishio)
technique-cell-or-unit-forcing-chain = Catena forzata (casella o unità)
technique-supposition-dynamic = Ipotesi (dinamica)
technique-supposition-dynamic-plus = Ipotesi (dinamica +)
technique-deep-supposition = Ipotesi profonda

# Gli algoritmi, nel menu Algoritmo e in Confronta.
algorithm-naive = Backtracking ingenuo (tutorial)
algorithm-candidates = Backtracking con candidati
algorithm-propagation = Propagazione dei vincoli
algorithm-fast = Risolutore rapido a bitboard
# Un algoritmo in una frase, con il suo articolo («Risoluzione con il
# risolutore rapido», «il backtracking ingenuo non aveva finito»).
algorithm-phrase-naive = il backtracking ingenuo
algorithm-phrase-candidates = il backtracking con candidati
algorithm-phrase-propagation = la propagazione dei vincoli
algorithm-phrase-fast = il risolutore rapido
