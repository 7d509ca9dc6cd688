## Noms : les niveaux de difficulté, les techniques notées et les algorithmes.

# Un niveau comme étiquette (liste Niveau, tableau des statistiques).
level-title-easy = Facile
level-title-medium = Moyen
level-title-hard = Difficile
level-title-expert = Expert
level-title-extreme = Extrême
# Un niveau dans une phrase, au masculin singulier (« un sudoku difficile ») ;
# pour accorder avec « grille », sélectionner sur $level.
level-easy = facile
level-medium = moyen
level-hard = difficile
level-expert = expert
level-extreme = extrême

# Les techniques de la notation (échelle de Sudoku Explainer).
technique-full-house = Dernière case libre
technique-hidden-single-box = Singleton caché (bloc)
technique-hidden-single-row-or-column = Singleton caché (ligne ou colonne)
technique-direct-pointing = Candidats pointants directs
technique-direct-claiming = Réduction ligne-bloc directe
technique-direct-hidden-pair = Paire cachée directe
technique-naked-single = Singleton nu
technique-direct-hidden-triple = Triplet caché direct
technique-pointing = Candidats pointants
technique-claiming = Réduction ligne-bloc
technique-naked-pair = Paire nue
technique-x-wing = X-Wing
technique-hidden-pair = Paire cachée
technique-naked-triple = Triplet nu
technique-swordfish = Swordfish
technique-hidden-triple = Triplet caché
technique-xy-wing = XY-Wing
technique-xyz-wing = XYZ-Wing
technique-unique-rectangle = Rectangle unique
technique-unique-loop = Boucle unique
technique-naked-quad = Quadruplet nu
technique-jellyfish = Jellyfish
technique-hidden-quad = Quadruplet caché
technique-bug-plus-1 = BUG+1
technique-bug-type-2-3-or-4 = BUG type 2, 3 ou 4
technique-aligned-pair-exclusion = Exclusion de paires alignées
technique-bidirectional-cycle = Cycle bidirectionnel
technique-simple-colouring = Coloriage simple
technique-x-chain = Chaîne X
technique-supposition-x-chain = Hypothèse (chaîne X)
technique-supposition-forcing-chain = Hypothèse (chaîne forcée)
technique-aligned-triple-exclusion = Exclusion de triplets alignés
technique-supposition-nishio = Hypothèse (Nishio)
technique-cell-or-unit-forcing-chain = Chaîne forcée (case ou unité)
technique-supposition-dynamic = Hypothèse (dynamique)
technique-supposition-dynamic-plus = Hypothèse (dynamique +)
technique-deep-supposition = Hypothèse profonde

# Les algorithmes, dans la liste Algorithme et dans Comparer.
algorithm-naive = Backtracking naïf (tutoriel)
algorithm-candidates = Backtracking avec candidats
algorithm-propagation = Propagation de contraintes
algorithm-fast = Solveur rapide à bitboards
# Un algorithme dans une phrase, avec son article (« Résolution avec le
# solveur rapide », « le backtracking naïf n’avait pas fini »).
algorithm-phrase-naive = le backtracking naïf
algorithm-phrase-candidates = le backtracking avec candidats
algorithm-phrase-propagation = la propagation de contraintes
algorithm-phrase-fast = le solveur rapide
