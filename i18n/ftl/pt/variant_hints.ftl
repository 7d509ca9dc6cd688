variant-technique-cage-combinations = Combinações da gaiola
    .a = as combinações de uma gaiola
variant-technique-cage-must-contain = Número obrigatório da gaiola
    .a = um número que uma gaiola tem de conter
variant-technique-rule-of-45 = Regra dos 45
    .a = a regra dos 45
variant-house = { $kind ->
    [main] na diagonal de r1c1 a r9c9
    [anti] na diagonal de r1c9 a r9c1
    [window] na janela { $number }
   *[region] na região { $number }
}
variant-house-run = { $kind ->
    [row] { $span ->
        [2] nas linhas { $first } e { $last }
       *[other] nas linhas { $first } a { $last }
    }
   *[column] { $span ->
        [2] nas colunas { $first } e { $last }
       *[other] nas colunas { $first } a { $last }
    }
}
variant-why-cage-combinations = a gaiola de soma { $sum } na linha { $row }, coluna { $column } ({ $cells ->
    [one] uma célula
   *[other] { $cells } células
}) só pode ser { $combinations } com os candidatos que restam às suas células.
variant-why-cage-must-contain = toda combinação que resta à gaiola de soma { $sum } na linha { $row }, coluna { $column } ({ $cells ->
    [one] uma célula
   *[other] { $cells } células
}), { $combinations }, tem o { $digit }; na gaiola ele só pode ficar { $house }, então nenhuma outra célula { $house } pode ser { $digit }.
variant-why-diagonal-single = o único lugar que resta ao { $digit } { $house } é a célula { $cell }.
variant-why-45-innies = os números { $house } somam { $whole } e as gaiolas de dentro somam { $inside }{ $placed ->
    [0] {""}
   *[other] , as células preenchidas fora delas { $placed }
}, então { $count ->
    [one] o número { $cells } é { $total }.
   *[other] os números { $cells } somam { $total }: { $combinations }.
}
variant-why-45-outies = os números { $house } somam { $whole } e as gaiolas de dentro ou que cruzam a borda somam { $inside }{ $placed ->
    [0] {""}
   *[other] , as suas células preenchidas de fora { $placed }
}, então, do lado de fora, { $count ->
    [one] o número { $cells } é { $total }.
   *[other] os números { $cells } somam { $total }: { $combinations }.
}
variant-hint-where-more = Pressione Dica de novo para ver as células.
variant-hint-cells-more = Pressione Dica de novo para ver a resposta.
variant-hint-answer-more = { $changes } Faça você a mudança: por enquanto, Passo só conhece o sudoku clássico.
variant-status-step-classic-only = Passo e a dificuldade só conhecem o sudoku clássico por enquanto: pressione Dica para o próximo passo do killer e faça-o você.
variant-technique-cage-clash = Choque de gaiolas
    .a = um choque de duas gaiolas
variant-technique-killer-supposition = Suposição killer
    .a = uma suposição killer
variant-why-cage-clash = { $house } contém a gaiola de soma { $sum } na linha { $row }, coluna { $column } e a gaiola de soma { $osum } na linha { $orow }, coluna { $ocolumn }, que não partilham nenhum número: toda combinação que resta à gaiola de soma { $osum } ({ $ocombinations }) partilha um número com { $out }, portanto a gaiola de soma { $sum } é { $left }.
variant-why-supposition = se { $cell } fosse { $digit }, { $depth ->
    [short] os únicos e as combinações de gaiola que se seguem
   *[long] as técnicas killer que se seguem
} deixariam { $broken ->
    [cell] { $place } sem número
    [house] o { $missing } sem lugar em { $house }
   *[cage] a gaiola de soma { $sum } na linha { $row }, coluna { $column } sem combinação
}, portanto { $cell } não é { $digit }.
variant-why-search = nenhuma técnica decide aqui o próximo número: uma busca entre todas as formas de preencher a grelha só deixa a { $cell } o { $digit }.
