## saved

saved-board = { $board ->
    [undo] entrada { $count } de Desfazer
    [redo] entrada { $count } de Refazer
    [checkpoint] ponto de controle
   *[board] grade
}
saved-board-why = { $what }: { $reason ->
    [steps] mais passos do que uma grade pode ter
    [history] passos demais no histórico
    [step] o passo { $count } de { $max } não pode ser refeito
    [given] um número digitado sobre um número inicial
    [both] uma solução e também passos
    [solution] a solução não combina com o sudoku
    [marks] anotações que não são de 81 casas
    [mark] uma anotação “{ $char }” não é um algarismo de 1 a 9
    [colours] cores que não são de 81 casas
    [colour] uma cor “{ $char }” não está entre 0 e 9
    [variant] uma variante, que este módulo não sabe ler
    [line] não é uma linha de 81 caracteres
   *[other] { $detail }
}
saved-why = { $reason ->
    [mode] modo de entrada desconhecido “{ $detail }”
    [algorithm] algoritmo desconhecido “{ $detail }” (esperado: naive, candidates, propagation ou fast)
    [wrong] uma marca de erro na casa { $count }, fora de 0-80
    [stats] suas estatísticas: { $detail }
    [daily] seu sudoku do dia: { $detail }
    [day] seu sudoku do dia não é um dia e um sudoku
    [char] não são dados desta página (têm o caractere “{ $char }”)
    [empty] estão vazios
    [unversioned] não têm número de versão
    [version] têm a versão { $count }, esta página lê a versão { $max }
    [json-version] têm a versão { $count } escrita como JSON, que nenhuma página escreve
    [json] não é JSON válido
    [end] estão malformados: há mais dados depois do fim
    [malformed] estão malformados: { $detail }
    [older] foram salvos por uma página anterior, e { $detail }
    [replay] seus passos não puderam ser refeitos: { $detail }
   *[other] { $detail }
}
