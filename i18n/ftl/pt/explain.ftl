## explain: as palavras de Dica e Passo, da lista de passos, da linha de
## dificuldade e de Novo sudoku e Praticar.
## Em português "em" e "de" se contraem com o artigo ("na linha", "no
## bloco", "da linha"), e a frase não sabe se a unidade é linha (feminino)
## ou bloco (masculino). Por isso place-cell e place-unit já trazem a
## preposição "em" ("na linha 1, coluna 2", "no bloco 3"), e as frases as
## usam como locativos: "o 5 está na linha 1, coluna 2", "a célula na linha
## 1, coluna 2", "as células na linha 1, coluna 2 e na linha 3, coluna 4".
## A página põe em maiúscula a primeira letra de cada linha de uma
## explicação ("no bloco 3, ..." aparece "No bloco 3, ...").

## As técnicas de Dica e Passo. `.a`: o nome com o seu artigo indefinido,
## dentro da primeira dica ("Dica: procure no bloco 2: um single oculto.").

step-technique-full-house = Última célula livre
    .a = uma última célula livre
step-technique-naked-single = Single nu
    .a = um single nu
step-technique-hidden-single = Single oculto
    .a = um single oculto
step-technique-pointing-pair = Par apontador
    .a = um par apontador
step-technique-pointing-triple = Trio apontador
    .a = um trio apontador
step-technique-box-line-reduction = Redução linha-bloco
    .a = uma redução linha-bloco
step-technique-naked-pair = Par nu
    .a = um par nu
step-technique-naked-triple = Trio nu
    .a = um trio nu
step-technique-naked-quad = Quarteto nu
    .a = um quarteto nu
step-technique-hidden-pair = Par oculto
    .a = um par oculto
step-technique-hidden-triple = Trio oculto
    .a = um trio oculto
step-technique-hidden-quad = Quarteto oculto
    .a = um quarteto oculto
step-technique-x-wing = X-Wing
    .a = um X-Wing
step-technique-swordfish = Swordfish
    .a = um Swordfish
step-technique-jellyfish = Jellyfish
    .a = um Jellyfish
step-technique-xy-wing = XY-Wing
    .a = um XY-Wing
step-technique-xyz-wing = XYZ-Wing
    .a = um XYZ-Wing
step-technique-unique-rectangle = Retângulo único
    .a = um retângulo único
step-technique-unique-loop = Laço único
    .a = um laço único
step-technique-bug-plus-1 = BUG+1
    .a = um BUG+1
step-technique-bug = BUG
    .a = um BUG
step-technique-simple-colouring = Coloração simples
    .a = uma coloração simples
step-technique-x-chain = Cadeia X
    .a = uma cadeia X
step-technique-xy-chain = Cadeia XY
    .a = uma cadeia XY
step-technique-aligned-pair-exclusion = Exclusão de par alinhado
    .a = uma exclusão de par alinhado
step-technique-bidirectional-cycle = Ciclo bidirecional
    .a = um ciclo bidirecional
step-technique-aligned-triple-exclusion = Exclusão de trio alinhado
    .a = uma exclusão de trio alinhado
step-technique-forcing-chain = Cadeia forçada
    .a = uma cadeia forçada
step-technique-supposition = Suposição
    .a = uma suposição

## As peças das frases de um passo.

# Uma célula, como locativo: "na linha 1, coluna 2".
place-cell = na linha { $row }, coluna { $column }
# Uma linha, coluna ou bloco, como locativo: "no bloco 3".
place-unit =
    { $kind ->
        [row] na linha { $number }
        [column] na coluna { $number }
       *[box] no bloco { $number }
    }
step-and = { $list } e { $last }
step-and-more = { $list }, { $item }
step-or = { $list } ou { $last }
step-or-more = { $list }, { $item }
step-comma = { $list }, { $item }
step-semicolon = { $list }; { $item }
step-so = { $chain }, então { $link }
step-digit-in = { $digit } { $cell }
step-digits-from = { $digits } { $cell }
step-digits-from-cells =
    { $count ->
        [one] { $digits } em { $count } célula
       *[other] { $digits } em { $count } células
    }
step-cell-digits = { $cell } ({ $digits })
step-x-chain-link = { $unit } ({ $cells })
step-link-on = o { $digit } está { $cell }
step-link-off = o { $digit } não está { $cell }
step-placed = o { $digit } é colocado { $cell }
step-removed = o { $digit } é eliminado { $cell }
step-removed-cells = o { $digit } é eliminado { $cells }
step-nothing = nada muda
contradiction-clash = o { $digit } duas vezes { $unit }
contradiction-no-candidates = nenhum candidato { $cell }
contradiction-no-place = nenhum lugar para o { $digit } { $unit }

## Por que um passo vale: uma frase para cada tipo de passo.

step-full-house = A célula { $cell } é a única vazia que resta { $unit }, então deve ser { $digit }.
step-naked-single = A célula { $cell } só tem um candidato, então deve ser { $digit }.
step-hidden-single = { $unit }, o único lugar para o { $digit } é a célula { $cell }.
step-locked = { $unit }, o { $digit } só pode ir { $within }, então o { $digit } é eliminado { $targets }.
step-naked-subset =
    As células { $cells } só contêm { $digits } entre { $size ->
        [2] as duas
        [3] as três
       *[4] as quatro
    } (um { $size ->
        [2] par
        [3] trio
       *[4] quarteto
    } nu { $unit }), então { $removedCount ->
        [one] o { $removed } é eliminado
       *[other] { $removed } são eliminados
    } { $targets }.
step-hidden-subset =
    { $unit }, { $digits } só podem ir { $cells } (um { $size ->
        [2] par
        [3] trio
       *[4] quarteto
    } oculto), então os outros candidatos são eliminados nessas células ({ $removed }).
step-fish =
    { $lines }, o { $digit } só aparece nas { $coverKind ->
        [column] colunas
       *[row] linhas
    } { $covers } ({ $technique ->
        [x-wing] um X-Wing
        [swordfish] um Swordfish
       *[jellyfish] um Jellyfish
    }), então o { $digit } é eliminado { $targets }.
step-xy-wing = A célula { $pivot } só pode ser { $x } ou { $y }; se for { $x }, a célula { $first } ({ $x } ou { $z }) deve ser { $z }, e se for { $y }, a célula { $second } ({ $y } ou { $z }) deve ser { $z } (um XY-Wing), então o { $z } é eliminado { $targets }.
step-xyz-wing = As células { $pivot } ({ $pivotDigits }), { $first } ({ $firstDigits }) e { $second } ({ $secondDigits }) formam um XYZ-Wing: seja qual for o número { $pivot }, uma das três células é { $z }, então o { $z } é eliminado { $targets }.
step-colours = Seguindo as unidades onde o { $digit } só tem dois lugares, o { $digit } ocupa ou as células { $first }, ou as células { $second }
step-colour-wrap = { step-colours }; as células { $p } e { $q } estão no primeiro grupo e ficam ambas { $shared }, então o primeiro grupo é falso e o { $digit } é eliminado { $first } (uma contradição de cor).
step-colour-trap =
    { step-colours }; { $count ->
        [one] a célula { $targets } vê uma célula de cada cor, então o { $digit } é eliminado nela
       *[other] as células { $targets } veem uma célula de cada cor, então o { $digit } é eliminado nelas
    } (uma armadilha de cor).
step-x-chain = O { $digit } só tem dois lugares { $links }, e a segunda célula de cada par vê a primeira do par seguinte: se o { $digit } não está { $first }, a segunda célula de cada par é { $digit } e a primeira do seguinte não, então o { $digit } está { $first } ou { $last } (uma cadeia X), e o { $digit } é eliminado { $targets }.
step-xy-chain = As células { $cells } têm dois candidatos cada uma e cada uma vê a seguinte: se o { $digit } não está { $first }, elas valem { $values }, nessa ordem, então o { $digit } está { $first } ou { $last } (uma cadeia XY), e o { $digit } é eliminado { $targets }.
step-aligned-pair = As células { $first } e { $second } são vistas por células de dois candidatos que ficariam vazias com alguns pares de valores dessas duas: { $reasons } (exclusão de par alinhado), então { $removed }.
step-aligned-pair-reason = se o { $digit } estivesse { $cell }, a célula { $other } não poderia ser { $values }
step-aligned-pair-value = { $value } (a célula { $cell } só tem { $low } e { $high })
step-aligned-pair-same = { $digit } (elas se veem)
step-aligned-triple =
    As células { $excluders } veem todas as células { $cells }, e cada uma tem só dois ou três candidatos. Toda forma de preencher as três ou repete um número em duas delas que se veem, ou deixa sem candidatos uma daquelas células; nenhuma forma possível põe { $removed }, então { $count ->
        [one] esse candidato é eliminado
       *[other] esses candidatos são eliminados
    } (uma exclusão de trio alinhado).
step-supposition =
    Se o { $digit } estivesse { $cell }, seguir { $deep ->
        [yes] os singles, as outras técnicas e mais um nível de suposição
       *[no] os singles
    } levaria a uma contradição ({ $contradiction }), então o { $digit } é eliminado { $cell }.
step-cycle = Se { $start }, então { $chain }: um ciclo bidirecional, válido nos dois sentidos; portanto, uma célula que vê as duas pontas de um dos seus elos não pode conter esse número, e { $removed }.

## Cadeias forçadas.

step-forcing-contradiction = Se o { $digit } estivesse { $cell }, então { $chain }: uma contradição (uma cadeia forçada), portanto { $result }.
step-forcing-denial = Se o { $digit } não estivesse { $cell }, então { $chain }: uma contradição (uma cadeia forçada), portanto { $result }.
step-forcing-both = Esteja ou não o { $digit } { $cell }, { $conclusion } (uma cadeia forçada):
step-forcing-both-yes = Se estiver, { $chain }.
step-forcing-both-no = Se não estiver, { $chain }.
step-forcing-cell = A célula { $cell } pode ser { $digits }, e em cada caso { $conclusion } (uma cadeia forçada de célula):
step-forcing-cell-case = Se for { $digit }, { $chain }.
step-forcing-unit = { $unit }, o { $digit } só pode ir { $cells }, e em cada caso { $conclusion } (uma cadeia forçada de unidade):
step-forcing-unit-case = Se o { $digit } estiver { $cell }, { $chain }.
step-forcing-so = Portanto, { $result }.

## As técnicas que só valem para um sudoku com uma só solução.

step-unique =
    As células { $corners } contêm todas { $a } e { $b } ({ $shape ->
        [loop] um laço único
       *[rectangle] um retângulo único
    }): se não contivessem mais nada, { $a } e { $b } poderiam trocar de lugar nelas e o sudoku teria duas soluções
step-unique-one = { step-unique }; a célula { $cell } é a única com outros candidatos, então não pode ser nenhum dos dois: o { $a } e o { $b } são eliminados nela.
step-unique-two = { step-unique }; as células { $cells } só têm a mais o { $digit }, então uma delas é { $digit }: o { $digit } é eliminado { $targets }.
# Com $size números, $others são $size - 1 células.
step-unique-three =
    { step-unique }; as células { $p } e { $q } ficam ambas { $unit } e uma delas é { $extra }, então, junto com { $size ->
        [2] a célula
       *[other] as células
    } { $others }, elas contêm { $digits } { $unit } ({ $size ->
        [2] um par nu
        [3] um trio nu
        [4] um quarteto nu
       *[other] um subconjunto nu
    }): { $removedCount ->
        [one] o { $removed } é eliminado
       *[other] { $removed } são eliminados
    } { $targets }.
step-unique-three-hidden =
    { step-unique }; as células { $p } e { $q } ficam ambas { $unit }, então não podem ser ambas { $a } nem ambas { $b }, e { $unit }, { $digits } só podem ir nelas e { $others }, então { $othersCount ->
        [one] a célula { $others } só contém
       *[other] as células { $others } só contêm
    } { $digits } ({ $size ->
        [2] um par oculto
        [3] um trio oculto
        [4] um quarteto oculto
       *[other] um subconjunto oculto
    }): { $removedCount ->
        [one] o { $removed } é eliminado
       *[other] { $removed } são eliminados
    } { $targets }.
step-unique-four = { step-unique }; { $unit }, o { $locked } só pode ir { $p } ou { $q }, então uma dessas células é { $locked } e nenhuma pode ser { $digit }: o { $digit } é eliminado nas duas.
step-bug-plus-1 =
    Toda célula vazia, exceto a célula { $cell }, tem dois candidatos, e sem { $extras } nela cada candidato teria dois lugares em cada linha, coluna e bloco, um padrão com duas soluções (um BUG+1), então essa célula deve ser { $extras }: { $removedCount ->
        [one] o { $removed } é eliminado nela
       *[other] { $removed } são eliminados nela
    }.
step-bug = sem esses candidatos a mais, cada célula vazia teria dois candidatos e cada candidato dois lugares em cada linha, coluna e bloco, um padrão com duas soluções (um BUG)
step-bug-two = As células { $cells } têm o { $digit } além de dois candidatos cada uma, e { step-bug }, então uma delas é { $digit }: o { $digit } é eliminado { $targets }.
# Com $size números, $others são $size - 1 células.
step-bug-three =
    As células { $cells } têm { $extras } além de dois candidatos, e { step-bug }, então uma delas é { $extrasOr }; elas ficam todas { $unit }, então, junto com { $size ->
        [2] a célula
       *[other] as células
    } { $others }, contêm { $digits } { $unit } ({ $size ->
        [2] um par nu
        [3] um trio nu
        [4] um quarteto nu
       *[other] um subconjunto nu
    }): { $removedCount ->
        [one] o { $removed } é eliminado
       *[other] { $removed } são eliminados
    } { $targets }.
step-bug-four =
    A célula { $p } tem { $pExtras } e a célula { $q } tem { $qExtras } além de dois candidatos, e { step-bug }, então a primeira é { $pOr } ou a segunda é { $qOr }; elas ficam ambas { $unit }, onde o { $digit } só pode ir nelas, então a que não for um desses é { $digit }: { $removedCount ->
        [one] o { $removed } é eliminado
       *[other] { $removed } são eliminados
    } { $targets }.

## O que um passo muda.

# Depois da resposta da dica.
step-changes-place = Coloca { $placed }.
step-changes-remove = Elimina { $removed }.
step-changes-both = Coloca { $placed } e elimina { $removed }.
step-changes-nothing = Não muda nada.
# Depois de Passo, e abaixo de um passo da lista visto de novo.
step-changed-place = Colocou { $placed }.
step-changed-remove = Eliminou { $removed }.
step-changed-both = Colocou { $placed } e eliminou { $removed }.
step-changed-nothing = Não mudou nada.
step-summary-place = { $technique }: { $placed }
step-summary-remove = { $technique }: elimina { $removed }

## A linha de status de Dica e Passo.

explain-multiple = Este sudoku tem mais de uma solução, então só a lógica não consegue terminá-lo.
explain-stepped = Passo { $number }: { $technique }. { $why }
explain-review = Passo { $number } de novo: { $technique }. { $why }
explain-unreviewed = Selecione um passo da lista para vê-lo de novo.
# $place: place-cell, place-unit (locativos) ou explain-place-digit.
explain-hint-where = Dica: procure { $place }: { $techniqueA }.
explain-place-digit = entre os { $digit }
explain-hint-where-more = Pressione Dica de novo para ver as células (Passo, no Lab, aplica a dica).
explain-hint-cells = Dica: { $technique }. Olhe as células destacadas.
explain-hint-cells-more = Pressione Dica de novo para ver a resposta (Passo, no Lab, aplica a dica).
explain-hint-answer = Dica: { $technique }. { $why }
explain-hint-answer-more = { $changes } Faça você a mudança, ou pressione Passo no Lab.

## Por que Dica e Passo não têm nenhum passo para mostrar.

explain-no-hint-empty = Sem dica: o tabuleiro está vazio. Digite ou cole um sudoku primeiro.
explain-no-hint-solved = Nenhuma dica necessária: todas as células estão preenchidas e não há conflitos.
explain-no-hint-clashes = Sem dica: { $clashes } Mude primeiro um dos números destacados.
explain-no-hint-wrong-one = Ainda sem dica: o seu { $digit } { $cell } não é o número da solução (está marcado). Apague-o primeiro.
explain-no-hint-wrong = Ainda sem dica: { $count } dos seus números não são os da solução (estão marcados). Apague-os primeiro.
explain-no-solution-why = Sem dica: este sudoku não tem solução ({ $why }).
explain-no-solution = Sem dica: este sudoku não tem solução. Mude um número primeiro.
explain-stuck-multiple = Sem dica: nenhuma técnica se aplica, porque este sudoku tem mais de uma solução. Pressione Resolver para ver uma delas.
explain-stuck = Sem dica: nenhuma das técnicas se aplica aqui. Pressione Resolver para a busca terminar o sudoku.

## A linha de dificuldade abaixo do tabuleiro, Novo sudoku e Praticar. Os
## níveis dentro de uma frase ficam no masculino (concordam com "sudoku");
## "médio" e "especialista" vêm com "de nível" ("um sudoku de nível
## especialista").

difficulty-score = { $whole },{ $tenth }
difficulty-rated = { $levelTitle } ({ difficulty-score }).
# O artigo segundo o gênero do nome da técnica (names.ftl); sem artigo
# para os nomes no plural.
difficulty-needs =
    { $levelTitle } ({ difficulty-score }): requer { $technique ->
        [full-house] uma { $techniqueName }
        [direct-pointing] { $techniqueName }
        [direct-claiming] uma { $techniqueName }
        [pointing] { $techniqueName }
        [claiming] uma { $techniqueName }
        [aligned-pair-exclusion] uma { $techniqueName }
        [simple-colouring] uma { $techniqueName }
        [x-chain] uma { $techniqueName }
        [supposition-x-chain] uma { $techniqueName }
        [supposition-forcing-chain] uma { $techniqueName }
        [aligned-triple-exclusion] uma { $techniqueName }
        [supposition-nishio] uma { $techniqueName }
        [cell-or-unit-forcing-chain] uma { $techniqueName }
        [supposition-dynamic] uma { $techniqueName }
        [supposition-dynamic-plus] uma { $techniqueName }
        [deep-supposition] uma { $techniqueName }
       *[other] um { $techniqueName }
    }.
difficulty-rating = Calculando a dificuldade deste sudoku…
difficulty-date =
    { $day } de { $month ->
        [1] jan.
        [2] fev.
        [3] mar.
        [4] abr.
        [5] mai.
        [6] jun.
        [7] jul.
        [8] ago.
        [9] set.
        [10] out.
        [11] nov.
       *[12] dez.
    } de { $year }
difficulty-making =
    { $tries ->
        [0] Criando um sudoku { $level ->
            [medium] de nível { $levelName }
            [expert] de nível { $levelName }
           *[other] { $levelName }
        }…
       *[other] Criando um sudoku { $level ->
            [medium] de nível { $levelName }
            [expert] de nível { $levelName }
           *[other] { $levelName }
        }: { $tries ->
            [one] { $tries } sudoku testado
           *[other] { $tries } sudokus testados
        } até agora.
    }
difficulty-making-daily =
    { $tries ->
        [0] Criando o sudoku do dia, nível { $levelName } ({ $date })…
       *[other] Criando o sudoku do dia, nível { $levelName } ({ $date }): { $tries ->
            [one] { $tries } sudoku testado
           *[other] { $tries } sudokus testados
        } até agora.
    }
difficulty-making-practise =
    { $tries ->
        [0] Criando um sudoku para praticar { $technique ->
           *[other] { $techniqueName }
        }…
       *[other] Criando um sudoku para praticar { $technique ->
           *[other] { $techniqueName }
        }: { $tries ->
            [one] { $tries } sudoku testado
           *[other] { $tries } sudokus testados
        } até agora.
    }
difficulty-made =
    Um novo sudoku { $level ->
        [medium] de nível { $levelName }
        [expert] de nível { $levelName }
       *[other] { $levelName }
    } com { $givens ->
        [one] { $givens } número inicial
       *[other] { $givens } números iniciais
    }: sua vez.
difficulty-made-daily =
    O sudoku do dia, { $date }, nível { $levelName }, com { $givens ->
        [one] { $givens } número inicial
       *[other] { $givens } números iniciais
    }: sua vez.
difficulty-made-practise =
    Um sudoku para praticar { $technique ->
       *[other] { $techniqueName }
    } (nível { $levelName }, { $givens ->
        [one] { $givens } número inicial
       *[other] { $givens } números iniciais
    }): Ir à técnica aplica os passos anteriores ao primeiro uso dela.
difficulty-make-cancelled =
    A criação de um sudoku { $level ->
        [medium] de nível { $levelName }
        [expert] de nível { $levelName }
       *[other] { $levelName }
    } foi interrompida; o tabuleiro continua como estava.
difficulty-make-failed =
    Não foi possível criar um novo sudoku { $level ->
        [medium] de nível { $levelName }
        [expert] de nível { $levelName }
       *[other] { $levelName }
    }: { $error }.
difficulty-skip-missed =
    As dicas não precisam mais de { $technique ->
       *[other] { $techniqueName }
    } neste tabuleiro: Praticar cria outro sudoku, Desfazer volta atrás.
difficulty-practise-cancelled =
    A criação de um sudoku para praticar { $technique ->
       *[other] { $techniqueName }
    } foi interrompida; o tabuleiro continua como estava.
