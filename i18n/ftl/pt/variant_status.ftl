## A linha de status das variantes (killer, killer X, X, windoku, jigsaw).
## Só o módulo das variantes a usa: o inglês dela não vai no primeiro carregamento.

variant-status-chosen = { $variant ->
    [killer] Killer: selecione as células de uma gaiola, digite a soma em Soma da gaiola e pressione Enter.
    [killer-x] Killer X: as duas diagonais também têm os números de 1 a 9 uma vez cada. Selecione as células de uma gaiola, digite a soma em Soma da gaiola e pressione Enter.
    [x] Sudoku X: as duas diagonais também têm os números de 1 a 9 uma vez cada.
    [windoku] Windoku: as quatro janelas sombreadas também têm os números de 1 a 9 uma vez cada.
    [jigsaw] Jigsaw: as linhas grossas marcam nove regiões, cada uma com os números de 1 a 9 uma vez. Para copiar as regiões de um jigsaw, selecione as nove células de uma região e toque em Criar região.
   *[classic] Regras clássicas: linhas, colunas e blocos.
}
variant-status-cage-added = Gaiola na linha { $row }, coluna { $column } adicionada: soma { $sum } em { $cells ->
    [one] uma célula
   *[other] { $cells } células
}. Selecione as células da próxima gaiola.
variant-status-no-cells = Selecione primeiro as células da gaiola e depois digite a soma.
variant-status-not-killer = Gaiolas são dos sudokus killer: escolha primeiro Killer ou Killer X em Variante.
variant-status-too-big = Uma gaiola tem no máximo 9 células; { $size } estão selecionadas.
variant-status-impossible-sum = { $size ->
    [one] Um único número vai de { $min } a { $max }, nunca { $sum }.
    [9] Nove números diferentes somam sempre 45, nunca { $sum }.
   *[other] { $size } números diferentes somam de { $min } a { $max }, nunca { $sum }.
} Nada foi alterado.
variant-status-refused = Essa gaiola não se encaixa: { $why }
variant-status-deleted = { $count ->
    [0] Nenhuma gaiola tem uma célula selecionada: selecione uma célula da gaiola a remover.
    [one] Uma gaiola removida.
   *[other] { $count } gaiolas removidas.
}
variant-status-failed = { $source ->
    [link] Não foi possível ler o sudoku do link: { $why }
   *[paste] Não foi possível ler esse sudoku: { $why }
}
variant-status-classic-only = Dica, Passo e a dificuldade só conhecem o sudoku clássico por enquanto. Verificar, Revelar e Resolver seguem as regras do { $variant ->
    [killer] killer
    [killer-x] killer X
    [x] sudoku X
    [windoku] windoku
   *[jigsaw] jigsaw
}.
variant-fault-house = { $count ->
    [2] Dois { $digit }
   *[other] { $count } vezes o { $digit }
} { $house ->
    [main] na diagonal de r1c1 a r9c9
    [anti] na diagonal de r1c9 a r9c1
    [window] na janela { $number }
   *[region] na região { $number }
}.
variant-fault-cage-repeat = Dois { $digit } na gaiola de soma { $sum } na linha { $row }, coluna { $column }.
variant-fault-cage-sum = A gaiola de soma { $sum } na linha { $row }, coluna { $column } soma { $total }.
variant-status-loaded = Sudoku { $variant ->
    [killer] killer
    [killer-x] killer X
    [x] X
    [windoku] windoku
   *[jigsaw] jigsaw
} carregado { $source ->
    [link] do link
   *[paste] do texto colado
}: { $cages ->
    [0] nenhuma gaiola
    [one] uma gaiola
   *[other] { $cages } gaiolas
} e { $givens ->
    [0] nenhum número inicial
    [one] um número inicial
   *[other] { $givens } números iniciais
}.

variant-status-region-made = Região { $region } criada.
variant-status-region-last = As nove células restantes formam a região { $region }: as nove regiões estão completas.
variant-status-region-broke = Ela tirou células de { $broken ->
    [one] uma região, que deixou
   *[other] { $broken } regiões, que deixaram
} de existir: as outras células delas ficaram sem região.
variant-status-regions-complete = As nove regiões estão completas.
variant-status-regions-left = { $left ->
    [one] Uma célula ainda está
   *[other] { $left } células ainda estão
} sem região: selecione as nove células de uma região e toque em Criar região.
variant-status-region-already = Essas nove células já são a região { $region }.
variant-status-region-not-jigsaw = Regiões são dos jogos jigsaw: escolha primeiro Jigsaw em Variante.
variant-status-region-no-cells = Selecione primeiro as nove células de uma região e depois toque em Criar região.
variant-status-region-size = Uma região tem 9 células; { $count ->
    [one] uma está selecionada
   *[other] { $count } estão selecionadas
}. Nada foi alterado.
variant-status-region-apart = As células de uma região se tocam pelos lados, mas { $cell } está separada das outras células selecionadas. Nada foi alterado.
variant-status-region-refused = Essa região não se encaixa: { $why }
variant-status-regions-unfinished = As regiões não estão prontas: um jigsaw precisa de nove regiões de nove células ligadas, e { $left ->
    [one] uma célula ainda está
   *[other] { $left } células ainda estão
} sem região. Selecione as nove células de uma região e toque em Criar região.
variant-status-regions-apart = As nove células restantes não estão ligadas ({ $cell } está separada), então não podem formar a última região: refaça as regiões em volta delas.
variant-status-regions-loaded = Jigsaw carregado { $source ->
    [link] do link
   *[paste] do texto colado
}, com { $givens ->
    [0] nenhum número inicial
    [one] um número inicial
   *[other] { $givens } números iniciais
}; suas regiões ainda estão sendo desenhadas.
variant-status-combinations = A gaiola na linha { $row }, coluna { $column } ({ $sum } em { $cells ->
    [one] uma célula
   *[other] { $cells } células
}): { $count ->
    [0] nenhum grupo de números diferentes dá essa soma.
    [one] uma combinação, { $all }.
   *[other] { $count } combinações, { $all }.
}
variant-status-combinations-open = Os números do tabuleiro deixam { $count ->
    [one] uma
   *[other] { $count }
}: { $open }.
variant-status-combinations-all-open = Os números do tabuleiro permitem todas.
variant-status-combinations-none-open = Os números do tabuleiro não permitem nenhuma: um número desta gaiola ou de uma célula que ela vê está errado.
variant-status-combinations-no-cage = Selecione primeiro uma célula de uma gaiola e depois toque em Combinações.
variant-combinations-join = {", "}
variant-status-cage-replaced = { $count ->
    [one] A gaiola em que estavam as células foi removida.
   *[other] As { $count } gaiolas em que estavam as células foram removidas.
}
variant-status-cage-sum-changed = A gaiola na linha { $row }, coluna { $column } agora soma { $sum } ({ $cells ->
    [one] uma célula
   *[other] { $cells } células
}).
variant-status-not-a-sum = Digite a soma da gaiola como número inteiro de 1 a 45 e pressione Enter.
variant-status-cage-apart = As células de uma gaiola se tocam lado a lado, mas a célula { $cell } está separada das outras. Nada foi alterado.
variant-status-board-cages = { $count ->
    [one] Uma gaiola
   *[other] { $count } gaiolas
} no tabuleiro.
variant-status-restored-cages = Seu sudoku ({ $count ->
    [one] uma gaiola
   *[other] { $count } gaiolas
}) e o histórico da última visita foram recuperados.
variant-status-loaded-entries = Seu progresso veio junto ({ $entries ->
    [one] uma entrada
   *[other] { $entries } entradas
}).
