## play
## Jogar um sudoku (Começar, Verificar, Revelar, pontos de controle),
## Comparar, as estatísticas, os nomes das células para leitores de tela,
## os conflitos e os formatos de números.
## O plural do português do Brasil (Intl "pt") põe o 0 na categoria `one`:
## as contagens que podem ser 0 têm uma variante [0] no plural.

## Números com o seu nome, para listas ("Você usou 2 verificações,
## 1 revelação e 3 dicas."): $count é o número.

number-givens = { $count ->
    [0] { $count } números iniciais
    [one] { $count } número inicial
   *[other] { $count } números iniciais
}
number-entries = { $count ->
    [0] { $count } números inseridos
    [one] { $count } número inserido
   *[other] { $count } números inseridos
}
number-steps = { $count ->
    [0] { $count } passos
    [one] { $count } passo
   *[other] { $count } passos
}
number-checks = { $count ->
    [0] { $count } verificações
    [one] { $count } verificação
   *[other] { $count } verificações
}
number-reveals = { $count ->
    [0] { $count } revelações
    [one] { $count } revelação
   *[other] { $count } revelações
}
number-hints = { $count ->
    [0] { $count } dicas
    [one] { $count } dica
   *[other] { $count } dicas
}

## Durações e datas.

number-duration-under = menos de { $ms } ms
number-duration-ms = { $ms } ms
number-duration-s = { $s } s
number-date = { $day } de { $month ->
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

## Conflitos: o mesmo número duas ou mais vezes numa linha, coluna ou bloco.
## Cada um é uma frase; vários vêm um depois do outro.

clash-found = { $count ->
    [2] Dois { $digit }
    [3] Três { $digit }
    [4] Quatro { $digit }
   *[other] { $count } vezes o { $digit }
} { $unit ->
    [row] na linha
    [column] na coluna
   *[box] no bloco
} { $number }.
clash-more = E mais { $count }.

## As células, como os leitores de tela as nomeiam: "Linha 3, coluna 7, 5,
## inserido, errado, cor 4".

cell-label = Linha { $row }, coluna { $column }, { $digit ->
    [0] vazia
   *[other] { $digit }
}
cell-candidates = , { $count ->
    [0] sem candidatos
   *[other] candidatos { $candidates }
}
cell-entered = , inserido
cell-solved = , resolvido
cell-step = , de um passo
cell-wrong = , errado
cell-corner-marks = , notas de canto { $digits }
cell-centre-marks = , notas centrais { $digits }
cell-colour = , cor { $colour }

## Jogar: Começar, Editar sudoku, Verificar, Revelar, pontos de controle.

play-started = Jogando: { $count ->
    [one] { $count } número inicial está fixo
   *[other] os { $count } números iniciais estão fixos
} e o relógio está correndo.
play-started-help = Digite ou toque em um número para inseri-lo. O seletor abaixo do teclado numérico (Número, Canto, Centro, Cor) faz os números entrarem como notas de canto, notas centrais ou cores (teclas: Shift ou Ctrl+número, Z X C V).
play-started-without = Jogando: { $count ->
    [one] { $count } número inicial está fixo
   *[other] os { $count } números iniciais estão fixos
} e o relógio está correndo, mas { $why ->
    [several] { $count ->
        [one] ele deixa mais de uma solução.
       *[other] eles deixam mais de uma solução.
    }
    [none] { $count ->
        [one] ele não tem solução.
       *[other] eles não têm solução.
    }
   *[unsettled] uma busca rápida não conseguiu determinar se o sudoku tem uma só solução.
}
play-started-without-help = Verificar, Revelar e as dicas precisam de um sudoku com uma só solução: use Editar sudoku (em Mais) para adicionar ou corrigir números iniciais.
play-entering = Editando o sudoku: os números digitados são iniciais. Pressione Começar para jogar.
play-locked = As células selecionadas têm números iniciais ou do solucionador, que não podem ser mudados.
play-nothing-to-play = Nada para jogar: o tabuleiro está vazio. Digite ou cole um sudoku primeiro.
play-cannot-start = Não é possível começar: { $clashes } Mude primeiro um dos números destacados.
play-nothing-to-check = Nada a verificar ainda: você não inseriu nenhum número.
play-checked-right = { $entries ->
    [1] Seu número está certo até agora.
   *[other] Todos os seus { $entries } números estão certos até agora.
}
play-checked-wrong = { $entries ->
    [1] Seu número está errado: ele está marcado.
   *[other] { $wrong ->
        [one] { $wrong } dos seus { $entries } números está errado: ele está marcado.
       *[other] { $wrong } dos seus { $entries } números estão errados: eles estão marcados.
    }
}
play-not-playing = Os pontos de controle e Voltar ao primeiro erro são para jogar: pressione Começar primeiro.
play-checkpointed = { $count ->
    [1] Ponto de controle salvo: Voltar ao ponto de controle retorna ao tabuleiro como ele está agora.
   *[other] Ponto de controle salvo ({ $count } neste sudoku): Voltar ao ponto de controle retorna ao mais recente.
}
play-no-checkpoint = Ainda não há ponto de controle: pressione Ponto de controle antes de um palpite para poder voltar a ele.
play-at-checkpoint = O tabuleiro já está como no ponto de controle mais recente.
play-back-to-checkpoint = De volta ao ponto de controle mais recente. Desfazer leva você de volta.
play-no-mistake = Nenhum erro para desfazer: todos os seus números batem com a solução.
play-before-first-mistake = De volta a logo antes do seu primeiro erro ({ $count ->
    [one] { $count } mudança desfeita
   *[other] { $count } mudanças desfeitas
}). Desfazer as traz de volta.
play-mistakes-erased = { $count ->
    [one] O histórico não chega até o seu primeiro erro: em vez disso, { $count } número errado foi apagado. Desfazer o traz de volta.
   *[other] O histórico não chega até o seu primeiro erro: em vez disso, { $count } números errados foram apagados. Desfazer os traz de volta.
}
play-revealed = { $count ->
    [0] Nada a revelar: selecione primeiro células vazias ou com números seus.
    [one] { $count } célula revelada.
   *[other] { $count } células reveladas.
}
play-no-single-solution-several = Verificar e Revelar precisam de um sudoku com uma só solução; este tem mais de uma.
play-no-single-solution-none = Verificar e Revelar precisam de um sudoku com uma só solução; este não tem nenhuma.
play-no-single-solution-unsettled = Verificar e Revelar precisam de um sudoku com uma só solução; uma busca rápida ({ $calls ->
    [one] { $calls } chamada
   *[other] { $calls } chamadas
}) não conseguiu determinar se este tem uma só. Resolver, no Lab, busca pelo tempo que for preciso.
play-no-puzzle = Ainda não há sudoku: digite um ou carregue um (cole, abra um link, uma foto ou Novo sudoku).
play-finished = Muito bem: você resolveu em { $time }.
play-help-used = { $count ->
    [0] Nenhuma verificação, revelação ou dica usada.
    [1] Você usou { $a }.
    [2] Você usou { $a } e { $b }.
   *[other] Você usou { $a }, { $b } e { $c }.
}
play-share = Compartilhar: { $line }

## Comparar (no Lab): a tabela, a sua nota e a linha de status.

compare-waiting = aguardando
compare-running = em execução
compare-calls-so-far = { $calls } até agora
compare-time-so-far = { $time } até agora
compare-stopped-after = parou após { $calls }
compare-not-run = não executado
compare-failed = falhou: { $why }
compare-note = { $stale ->
    [yes] Cada algoritmo neste sudoku, até a primeira solução (o sudoku como estava quando Comparar foi pressionado).
   *[no] Cada algoritmo neste sudoku, até a primeira solução.
} Barras: chamadas em escala logarítmica de 1 a { $most }: dez vezes mais chamadas deixam a barra mais longa sempre pelo mesmo tanto.
compare-started = Comparando os quatro algoritmos neste sudoku, um após o outro…
compare-stopped = Comparação interrompida.
compare-empty = Nada a comparar: o tabuleiro está vazio. Digite ou cole um sudoku primeiro.
compare-clashes = Não é possível comparar: { $clashes } Mude primeiro um dos números destacados.
compare-done = Algoritmos comparados neste sudoku.
compare-summary = Comparados: o backtracking ingênuo precisou de { $naive ->
    [one] { $naive } chamada
   *[other] { $naive } chamadas
}; o solucionador rápido, de { $fast ->
    [one] { $fast } chamada
   *[other] { $fast } chamadas
}.
compare-summary-stopped = Comparados: o backtracking ingênuo parou após { $naive ->
    [one] { $naive } chamada
   *[other] { $naive } chamadas
}; o solucionador rápido precisou de { $fast ->
    [one] { $fast } chamada
   *[other] { $fast } chamadas
}.

## Estatísticas: o painel, a linha para compartilhar do sudoku do dia e o
## arquivo de estatísticas (Exportar e Importar).

stats-share = Sudoku, { $date }, { $level ->
   *[other] { $levelName }
}: { $time }, { $help }
stats-share-unrated = Sudoku, { $date }: { $time }, { $help }
stats-share-help = { $count ->
    [0] sem dicas
    [1] { $a }
    [2] { $a }, { $b }
   *[other] { $a }, { $b }, { $c }
}
stats-finished-unaided = { $finished } ({ $unaided } sem ajuda)
stats-streak = { $days ->
    [0] Ainda sem sequência diária: termine o Sudoku do dia para começar uma.
    [one] Sequência diária: { $days } dia.
   *[other] Sequência diária: { $days } dias.
}
stats-export-failed = Não foi possível salvar o arquivo de estatísticas: { $why }.
stats-imported = { $count ->
    [0] O arquivo de estatísticas não tinha nada novo: suas estatísticas continuam como estavam.
    [one] { $count } sudoku concluído foi importado para as suas estatísticas.
   *[other] { $count } sudokus concluídos foram importados para as suas estatísticas.
}
stats-refused = Não foi possível importar “{ $name }”: { $why }. Suas estatísticas não mudaram.
stats-not-json = não é um arquivo de estatísticas: Exportar as salva em JSON, e isto não é JSON
stats-not-a-file = não é um arquivo de estatísticas ({ $why })
stats-version = é da versão { $version }; esta página lê a versão { $ours }

## O que há de errado numa linha do arquivo de estatísticas (um sudoku
## concluído: "2026-11-26 hard 462 0 1 0 daily ..6.2.38..."); $word cita a
## linha. As palavras do arquivo (easy, daily...) são dados: não se traduzem.

stats-line-bad = sudoku concluído nº { $line }: { $why }
stats-line-words = { $count ->
    [0] tem { $count } palavras, não as 8 de um sudoku concluído
    [one] tem { $count } palavra, não as 8 de um sudoku concluído
   *[other] tem { $count } palavras, não as 8 de um sudoku concluído
}
stats-line-number = { $field ->
    [time] o tempo
    [hints] o número de dicas
    [checks] o número de verificações
   *[reveals] o número de revelações
} “{ $word }” não é um número inteiro
stats-line-date = “{ $word }” não é uma data: escreva no formato AAAA-MM-DD, como 2026-11-26
stats-line-level = o nível “{ $word }” não é easy, medium, hard, expert nem extreme
stats-line-daily = “{ $word }” não é daily nem other
stats-line-puzzle = o sudoku: { $why }
stats-line-givens = { $count ->
    [0] o sudoku tem { $count } números iniciais; um sudoku tem pelo menos 17
    [one] o sudoku tem { $count } número inicial; um sudoku tem pelo menos 17
   *[other] o sudoku tem { $count } números iniciais; um sudoku tem pelo menos 17
}
stats-line-clash = os números iniciais do sudoku entram em conflito
stats-line-daily-level = é um sudoku do dia sem nível
stats-line-variant = a variante “{ $word }” não é killer, killer-x, x, windoku nem jigsaw
stats-line-variant-level = é um sudoku de variante com nível, mas as variantes não têm nível (nível “-”)
stats-line-empty = o sudoku não tem números iniciais nem gaiolas
