## O painel Resolver em lote: um arquivo inteiro de sudokus resolvido em
## segundo plano, o resumo, um histograma dos tempos e uma tabela dos
## sudokus. Os arquivos CSV e JSON baixados são dados e não se traduzem.
## Em pt, 0 cai na categoria plural "one" (regra do CLDR): onde 0 pode
## aparecer, uma variante [0] mantém o plural ("0 sudokus").

batch-title = Resolver em lote
batch-close-label = Fechar Resolver em lote
batch-close-tooltip = Fechar (Esc)
batch-close = Fechar
batch-help = Resolva em segundo plano um arquivo inteiro de sudokus, um por linha (81 caracteres, . ou 0 para uma célula vazia): os vereditos, o tempo de cada sudoku e as chamadas da busca. As linhas que não são sudokus são listadas e ignoradas.
batch-set = Coleção incluída
batch-choose-set = Escolha uma coleção…
batch-set-top95 = top95: { $puzzles } sudokus difíceis (Norvig)
batch-set-msk = msk_009: { $puzzles } sudokus de todos os níveis
batch-set-top1465 = top1465: { $puzzles } sudokus difíceis (magictour)
batch-set-hardest = forum hardest: { $puzzles } dos mais difíceis conhecidos
batch-own-file = Seu arquivo: { $name }
batch-open-file = Abrir um arquivo…
batch-algorithm = Algoritmo
batch-first = Só a primeira solução
batch-budget = Limite de chamadas por sudoku
batch-budget-none = sem limite
batch-cancel = Cancelar
batch-run = Resolver todos
batch-progress-label = Progresso do lote
batch-progress = Resolvidos { $done } de { $total ->
    [0] { $total } sudokus
    [one] { $total } sudoku
   *[other] { $total } sudokus
}.

## Por que o limite de chamadas digitado não foi aceito. $typed: o texto
## digitado (encurtado). O campo aceita algarismos agrupados por vírgulas,
## espaços, apóstrofos ou sublinhados, ou 1e6, nunca por pontos: por isso
## o exemplo usa espaços (sem quebra de linha).

batch-budget-not-a-number = O limite de chamadas “{ $typed }” não é um número inteiro de chamadas: digite um como 1 000 000, ou deixe vazio para não ter limite.
batch-budget-zero = Um limite de 0 chamadas pararia cada sudoku antes de começar: digite 1 ou mais, ou deixe vazio para não ter limite.
batch-budget-too-big = O limite de chamadas “{ $typed }” é maior do que o solucionador consegue contar: deixe vazio para não ter limite.

## O que o painel diz agora. $name: o nome de um arquivo.

batch-opening = Abrindo { $name }…
batch-open-failed = Não foi possível abrir { $name }: { $why }.
batch-opened = { $name }: { $puzzles ->
    [0] { $puzzles } sudokus
    [one] { $puzzles } sudoku
   *[other] { $puzzles } sudokus
}.
batch-opened-bad = { $name }: { $puzzles ->
    [0] { $puzzles } sudokus
    [one] { $puzzles } sudoku
   *[other] { $puzzles } sudokus
}, { $bad ->
    [one] { $bad } linha que não é um sudoku (listada abaixo, ignorada)
   *[other] { $bad } linhas que não são sudokus (listadas abaixo, ignoradas)
}.
batch-finished = Concluído: { $tally }.
batch-bad-budget = Não foi iniciado: corrija primeiro o limite de chamadas.
batch-cancelled = Cancelado após { $done } de { $total ->
    [0] { $total } sudokus
    [one] { $total } sudoku
   *[other] { $total } sudokus
}: a tabela mostra os resultados até então.
batch-failed = A execução parou: { $why }.

## Por que um arquivo não pôde ser aberto, ou um download feito: o final
## de batch-open-failed ("Não foi possível abrir meu.txt: está vazio."),
## portanto em minúscula e sem ponto final.

batch-file-empty = está vazio
batch-file-not-text = não é um arquivo de texto
batch-file-not-text-short = não é texto
batch-file-too-big = tem { $size } MB, mais que os { $most } MB que um lote comporta
file-browser-refused = o navegador recusou
batch-network-failed = a rede ou a cópia offline falhou
batch-server-answered = o servidor respondeu { $status }
batch-no-window = não há janela
file-no-document = não há documento
file-no-link = não há elemento de link
batch-unreadable-request = pedido de lote ilegível: { $why }
batch-unreadable-results = resultados de lote ilegíveis: { $why }

## As linhas do arquivo que não são sudokus.

batch-bad-line = Linha { $line }: { $why }
batch-bad-lines = { $lines ->
    [one] { $lines } linha que não é um sudoku
   *[other] { $lines } linhas que não são sudokus
}

## Os resultados.

batch-verdict-unique = solução única
batch-verdict-multiple = várias soluções
batch-verdict-solved = resolvido
batch-verdict-none = sem solução
batch-verdict-aborted = limite excedido
batch-verdict-cancelled = cancelado
batch-count-unique = { $count } com solução única
batch-count-multiple = { $count } com várias soluções
batch-count-solved = { $count ->
    [one] { $count } resolvido
   *[other] { $count } resolvidos
}
batch-count-none = { $count } sem solução
batch-count-aborted = { $count ->
    [one] { $count } excedeu o limite
   *[other] { $count } excederam o limite
}
batch-count-cancelled = { $count ->
    [one] { $count } cancelado
   *[other] { $count } cancelados
}
batch-list-separator = {", "}
batch-verdicts-none = nenhum resolvido ainda
batch-tally = { $puzzles ->
    [0] { $puzzles } sudokus
    [one] { $puzzles } sudoku
   *[other] { $puzzles } sudokus
}: { $verdicts }
batch-tally-line = { $tally }.
batch-times = Mediana { $median }, média { $mean } por sudoku, { $total } no total; { $calls ->
    [0] { $calls } chamadas
    [one] { $calls } chamada
   *[other] { $calls } chamadas
} (mediana { $medianCalls }).
batch-time-us = { $time } µs
batch-time-ms = { $time } ms
batch-time-s = { $time } s
batch-results-title = Resultados: { $algorithm }, { $mode ->
    [first] primeira solução
   *[count] contando até duas soluções
}
batch-results-title-budget = Resultados: { $algorithm }, { $mode ->
    [first] primeira solução
   *[count] contando até duas soluções
}, limite de { $budget ->
    [one] { $budget } chamada
   *[other] { $budget } chamadas
}
batch-download-csv = Baixar CSV
batch-download-json = Baixar JSON
batch-histogram = Tempo por sudoku
batch-histogram-range = { $from } a { $to }
batch-show = Mostrar
batch-order-file = na ordem do arquivo
batch-order-slowest = os mais lentos primeiro
batch-previous = Anterior
batch-next = Próxima
batch-page = Página { $page } de { $pages }
batch-page-puzzles = Sudokus { $first } a { $last }
batch-scroll-hint = A tabela é mais larga que a tela: role-a para o lado (deslize o dedo, ou use as setas quando ela estiver em foco) para ver o tempo, as chamadas e Abrir.
batch-table-label = Tabela de resultados do lote
batch-column-line = Linha
batch-column-puzzle = Sudoku
batch-column-verdict = Veredito
batch-column-time = Tempo
batch-column-calls = Chamadas
batch-column-board = Tabuleiro
batch-open = Abrir
batch-open-label = Abrir a linha { $line } no tabuleiro

## Por que um processo em segundo plano (os ajudantes da página que
## resolvem, classificam e leem) falhou: esses motivos terminam frases da
## página, por isso começam em minúscula e não têm ponto final.

worker-failed = { $worker ->
    [solver] o processo de resolução
    [puzzle-make] o processo de sudokus, que classifica e cria sudokus,
    [puzzle-hint] o processo de sudokus, que busca as dicas,
    [puzzle-import] o processo de sudokus, que lê os arquivos de estatísticas,
    [puzzle-batch] o processo de sudokus, que resolve o lote,
   *[reader] o processo leitor, que lê as fotos,
} { $how ->
    [not-loaded] não pôde ser carregado
    [stopped] parou com um erro
   *[unreadable] enviou uma resposta ilegível
} ({ $why })
worker-script-not-fetched = o script dele não pôde ser baixado
worker-file-gone = o arquivo não está mais disponível; escolha-o de novo
worker-file-too-large = tem { $megabytes } MB, muito mais que um arquivo de estatísticas
worker-file-unreadable = não pôde ser lido ({ $why })
worker-unknown-error = erro desconhecido
worker-read-decode = o arquivo não pôde ser lido como imagem: { $why }
worker-read-too-large = a imagem é grande demais ({ $width }x{ $height } pixels; no máximo 40 megapixels)
worker-read-empty = a imagem está vazia
worker-read-bad-buffer = os dados de pixels não correspondem ao tamanho da imagem ({ $got ->
    [one] { $got } byte
   *[other] { $got } bytes
} em vez de { $expected })
worker-read-no-grid = nenhuma grade de sudoku encontrada na imagem
worker-read-file-empty = o arquivo está vazio
worker-read-not-a-picture = o arquivo não é uma imagem que este navegador consiga abrir
worker-read-only-photos = o processo leitor só lê fotos

batch-not-loaded = Não foi possível carregar o painel Resolver em lote. Verifique a conexão e pressione Resolver em lote de novo.
