## Nombres: los niveles de dificultad, las técnicas de la puntuación y los
## algoritmos. Los datos guardan sus claves (la parte del id tras el prefijo).

# Un nivel como etiqueta (el selector de nivel, la tabla de estadísticas).
level-title-easy = Fácil
level-title-medium = Medio
level-title-hard = Difícil
level-title-expert = Experto
level-title-extreme = Extremo
# Un nivel dentro de una frase ("un sudoku difícil"): en masculino, para
# concordar con "sudoku"; las frases que lo usan pueden elegir por $level.
level-easy = fácil
level-medium = medio
level-hard = difícil
level-expert = experto
level-extreme = extremo

# Las técnicas de la puntuación de dificultad (escala de Sudoku Explainer).
technique-full-house = Última celda libre
technique-hidden-single-box = Single oculto (bloque)
technique-hidden-single-row-or-column = Single oculto (fila o columna)
technique-direct-pointing = Candidatos señaladores directos
technique-direct-claiming = Reducción línea-bloque directa
technique-direct-hidden-pair = Par oculto directo
technique-naked-single = Single desnudo
technique-direct-hidden-triple = Trío oculto directo
technique-pointing = Candidatos señaladores
technique-claiming = Reducción línea-bloque
technique-naked-pair = Par desnudo
technique-x-wing = X-Wing
technique-hidden-pair = Par oculto
technique-naked-triple = Trío desnudo
technique-swordfish = Swordfish
technique-hidden-triple = Trío oculto
technique-xy-wing = XY-Wing
technique-xyz-wing = XYZ-Wing
technique-unique-rectangle = Rectángulo único
technique-unique-loop = Bucle único
technique-naked-quad = Cuarteto desnudo
technique-jellyfish = Jellyfish
technique-hidden-quad = Cuarteto oculto
technique-bug-plus-1 = BUG+1
technique-bug-type-2-3-or-4 = BUG tipo 2, 3 o 4
technique-aligned-pair-exclusion = Exclusión de par alineado
technique-bidirectional-cycle = Ciclo bidireccional
technique-simple-colouring = Coloreado simple
technique-x-chain = Cadena X
technique-supposition-x-chain = Suposición (cadena X)
technique-supposition-forcing-chain = Suposición (cadena forzada)
technique-aligned-triple-exclusion = Exclusión de trío alineado
technique-supposition-nishio = Suposición (Nishio)
technique-cell-or-unit-forcing-chain = Cadena forzada de celda o unidad
technique-supposition-dynamic = Suposición (dinámica)
technique-supposition-dynamic-plus = Suposición (dinámica +)
technique-deep-supposition = Suposición profunda

# Los algoritmos, como los muestran el selector de algoritmo y Comparar.
algorithm-naive = Backtracking ingenuo (tutorial)
algorithm-candidates = Backtracking con candidatos
algorithm-propagation = Propagación de restricciones
algorithm-fast = Solucionador bitboard rápido
# Un algoritmo dentro de una frase ("Resolviendo con el solucionador rápido").
algorithm-phrase-naive = backtracking ingenuo
algorithm-phrase-candidates = backtracking con candidatos
algorithm-phrase-propagation = propagación de restricciones
algorithm-phrase-fast = el solucionador rápido
