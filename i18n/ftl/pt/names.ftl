## Nomes: os níveis de dificuldade, as técnicas da classificação e os
## algoritmos. Os dados guardam as suas chaves (a parte do id após o prefixo).

# Um nível como rótulo (o seletor de nível, a tabela de estatísticas).
level-title-easy = Fácil
level-title-medium = Médio
level-title-hard = Difícil
level-title-expert = Especialista
level-title-extreme = Extremo
# Um nível dentro de uma frase ("um sudoku difícil"): no masculino, para
# concordar com "sudoku"; as frases que o usam podem escolher por $level.
level-easy = fácil
level-medium = médio
level-hard = difícil
level-expert = especialista
level-extreme = extremo

# As técnicas da classificação de dificuldade (escala do Sudoku Explainer).
technique-full-house = Última célula livre
technique-hidden-single-box = Single oculto (bloco)
technique-hidden-single-row-or-column = Single oculto (linha ou coluna)
technique-direct-pointing = Candidatos apontadores diretos
technique-direct-claiming = Redução linha-bloco direta
technique-direct-hidden-pair = Par oculto direto
technique-naked-single = Single nu
technique-direct-hidden-triple = Trio oculto direto
technique-pointing = Candidatos apontadores
technique-claiming = Redução linha-bloco
technique-naked-pair = Par nu
technique-x-wing = X-Wing
technique-hidden-pair = Par oculto
technique-naked-triple = Trio nu
technique-swordfish = Swordfish
technique-hidden-triple = Trio oculto
technique-xy-wing = XY-Wing
technique-xyz-wing = XYZ-Wing
technique-unique-rectangle = Retângulo único
technique-unique-loop = Laço único
technique-naked-quad = Quarteto nu
technique-jellyfish = Jellyfish
technique-hidden-quad = Quarteto oculto
technique-bug-plus-1 = BUG+1
technique-bug-type-2-3-or-4 = BUG tipo 2, 3 ou 4
technique-aligned-pair-exclusion = Exclusão de par alinhado
technique-bidirectional-cycle = Ciclo bidirecional
technique-simple-colouring = Coloração simples
technique-x-chain = Cadeia X
technique-supposition-x-chain = Suposição (cadeia X)
technique-supposition-forcing-chain = Suposição (cadeia forçada)
technique-aligned-triple-exclusion = Exclusão de trio alinhado
technique-supposition-nishio = Suposição (Nishio)
technique-cell-or-unit-forcing-chain = Cadeia forçada de célula ou unidade
technique-supposition-dynamic = Suposição (dinâmica)
technique-supposition-dynamic-plus = Suposição (dinâmica +)
technique-deep-supposition = Suposição profunda

# Os algoritmos, como o seletor de algoritmo e Comparar os mostram.
algorithm-naive = Backtracking ingênuo (didático)
algorithm-candidates = Backtracking com candidatos
algorithm-propagation = Propagação de restrições
algorithm-fast = Solucionador bitboard rápido
# Um algoritmo dentro de uma frase ("Resolvendo com o solucionador rápido").
algorithm-phrase-naive = backtracking ingênuo
algorithm-phrase-candidates = backtracking com candidatos
algorithm-phrase-propagation = propagação de restrições
algorithm-phrase-fast = o solucionador rápido
