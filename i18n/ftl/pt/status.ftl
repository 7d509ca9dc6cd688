## status
## A linha de status abaixo do tabuleiro: o que a página diz sobre o que
## acabou de acontecer. $algorithm é a chave de um algoritmo (naive,
## candidates, propagation, fast) para escolher por ela; $algorithmName e
## $algorithmLabel, o seu nome em names.ftl (algorithm-phrase-* dentro de
## uma frase, algorithm-* como rótulo).
## O plural do português do Brasil (Intl "pt") põe o 0 na categoria `one`:
## por isso as contagens que podem ser 0 têm uma variante [0] no plural.

## Uma resolução em andamento. A contagem e o tempo mudam muitas vezes por
## segundo: a página os esconde dos leitores de tela procurando
## status-solving-count e status-solving-time nas linhas, então cada um
## deve ficar inteiro onde está.

status-solving-count = : { $calls ->
    [0] { $calls } chamadas
    [one] { $calls } chamada
   *[other] { $calls } chamadas
} até agora.
status-solving = Resolvendo com { $algorithm ->
   *[other] { $algorithmName }
}{ $count }
status-solving-time = Tempo decorrido: { $time }.
status-solving-stop = Pressione Cancelar (no Lab) ou Esc para parar a resolução; o tabuleiro continua editável.
status-interrupted = O tabuleiro mudou, então a resolução com { $algorithm ->
   *[other] { $algorithmName }
} parou após { $calls ->
    [0] { $calls } chamadas
    [one] { $calls } chamada
   *[other] { $calls } chamadas
} ({ $time }).
# O nome começa a frase depois dos dois-pontos: com o seu artigo.
status-cancelled = Resolução cancelada após { $calls ->
    [0] { $calls } chamadas
    [one] { $calls } chamada
   *[other] { $calls } chamadas
} ({ $time }): { $algorithm ->
    [naive] o { $algorithmName }
    [candidates] o { $algorithmName }
    [propagation] a { $algorithmName }
   *[other] { $algorithmName }
} não tinha terminado.
status-cancelled-advice = Experimente a propagação de restrições ou o solucionador rápido neste sudoku.
status-solve-failed = A resolução não pôde ser executada: { $why }.

## Uma resolução terminada (Resolver, no Lab).

status-solve-empty = Nada a resolver: o tabuleiro está vazio. Digite ou cole um sudoku primeiro.
status-solve-clashes = Não é possível resolver: { $clashes } Mude primeiro um dos números destacados.
status-solve-numbers = { $calls ->
    [0] { $calls } chamadas
    [one] { $calls } chamada
   *[other] { $calls } chamadas
}, { $guesses ->
    [0] { $guesses } palpites
    [one] { $guesses } palpite
   *[other] { $guesses } palpites
}, { $backtracks ->
    [0] { $backtracks } retrocessos
    [one] { $backtracks } retrocesso
   *[other] { $backtracks } retrocessos
} em { $time }.
status-solved-unique = Resolvido: a solução é única.
status-solved-multiple = Resolvido, mas o sudoku tem várias soluções: esta é uma delas.
status-solved-method = { $algorithm ->
   *[other] { $algorithmLabel }
}: contagem até a primeira solução.
status-solved-method-checked = { $algorithm ->
   *[other] { $algorithmLabel }
}: contagem até a primeira solução. O solucionador rápido procurou uma segunda solução ({ $calls ->
    [0] { $calls } chamadas
    [one] { $calls } chamada
   *[other] { $calls } chamadas
}).
status-solved-none = Este sudoku não tem solução: estes números iniciais não podem ser completados.
status-solved-none-method = { $algorithm ->
   *[other] { $algorithmLabel }
}.
status-solve-stopped = Parou após { $calls ->
    [0] { $calls } chamadas
    [one] { $calls } chamada
   *[other] { $calls } chamadas
}: { $algorithm ->
    [naive] o { $algorithmName }
    [candidates] o { $algorithmName }
    [propagation] a { $algorithmName }
   *[other] { $algorithmName }
} demora demais neste sudoku; experimente a propagação de restrições ou o solucionador rápido.
status-solved-wrong = { $count ->
    [one] { $count } dos seus números não é o da solução: está marcado.
   *[other] { $count } dos seus números não são os da solução: estão marcados.
}

## O tabuleiro e o seu histórico.

status-welcome = Digite o sudoku (clique em uma célula e digite 1-9) e pressione Começar, ou escolha Novo sudoku, ou leia um de uma Foto ou com a Câmera.
status-board-empty = O tabuleiro está vazio.
status-givens-entering = { $count ->
    [one] { $count } número inicial
   *[other] { $count } números iniciais
} no tabuleiro. Pressione Começar para jogar, ou Resolver no Lab.
status-givens = { $count ->
    [one] { $count } número inicial
   *[other] { $count } números iniciais
} no tabuleiro.
status-board = { $count ->
    [2] { $a } e { $b } no tabuleiro.
   *[other] { $a }, { $b } e { $c } no tabuleiro.
}
status-board-solution = a solução
status-undone = Desfeito. { $board }
status-redone = Refeito. { $board }
status-nothing-to-undo = Nada a desfazer.
status-nothing-to-redo = Nada a refazer.
status-cleared = Tabuleiro limpo.
status-edit-took-solution = A edição tirou a solução do tabuleiro; Desfazer a traz de volta.
status-edit-took-steps = { $count ->
    [1] A edição tirou o passo do tabuleiro; Desfazer o traz de volta.
   *[other] A edição tirou os { $count } passos do tabuleiro; Desfazer os traz de volta.
}
status-hint-gone = O tabuleiro mudou, então essa dica não vale mais: pressione Dica para ver outra. { $board }
status-other-tab = Outra aba desta página mudou o tabuleiro; esta mostra o mesmo. { $board }
status-thinking = Procurando o próximo passo…
status-explain-failed = Sem dica desta vez: { $why }. Recarregue a página para tentar de novo.

## Carregar um sudoku: de um link, de um texto colado, de uma foto, de um lote.

status-loaded = Sudoku carregado com { $count ->
    [one] { $count } número inicial
   *[other] { $count } números iniciais
} { $source ->
    [link] do link
    [paste] do texto colado
    [photo] da foto
   *[batch] do lote
}.
status-photo-not-ready = Ele ainda não tem exatamente uma solução: corrija os números no tabuleiro e pressione Começar para jogar.
status-link-failed = O sudoku do link não foi carregado: { $why }.
status-paste-failed = O texto colado não foi carregado: { $why }.
status-link-empty = O sudoku do link não foi carregado: a grade dele está vazia.
status-paste-empty = O texto colado não foi carregado: é uma grade vazia, sem números.
status-empty-kept = Cole um sudoku com os seus números, ou digite um; o tabuleiro continua como estava.
status-link-text = O sudoku do link, para corrigir e colar no tabuleiro: { $text }
status-loaded-progress = Sudoku carregado com { $givens ->
    [one] { $givens } número inicial
   *[other] { $givens } números iniciais
} e o progresso do link ({ $entries ->
    [0] { $entries } números inseridos
    [one] { $entries } número inserido
   *[other] { $entries } números inseridos
}).
status-progress-failed = O sudoku do link foi carregado com { $givens ->
    [one] { $givens } número inicial
   *[other] { $givens } números iniciais
}, mas não o progresso: { $why }.
status-lost-on-start = O sudoku salvo na sua última visita não pôde ser lido ({ $why }) e foi descartado.

## Por que um texto não é um sudoku (depois de "O texto colado não foi carregado: ").

status-parse-char = célula { $cell } (caractere { $column }): “{ $character }” inesperado
status-parse-char-line = célula { $cell } (linha { $line }, caractere { $column }): “{ $character }” inesperado
status-parse-count = eram esperadas 81 células, mas há { $found }
status-parse-value = célula { $cell }: o valor { $value } não está entre 0 e 9

## Por que o código de progresso de um link não foi lido.

status-progress-version = não é um código de progresso que esta página conheça
status-progress-character = o caractere { $at } não faz parte de um código de progresso
status-progress-length = está cortado ou longo demais
status-progress-value = a célula da linha { $row }, coluna { $column } tem um número ou uma cor fora do intervalo
status-progress-on-given = põe um número sobre o número inicial da linha { $row }, coluna { $column }
status-progress-nothing = diz que a célula da linha { $row }, coluna { $column } tem algo, mas não informa o quê

## Por que nenhum sudoku novo foi criado (depois de "Não foi possível criar um novo sudoku difícil: ").

status-make-cancelled = a criação foi cancelada
status-make-unavailable = não é possível criar um sudoku para praticar { $technique }: nenhum dos sudokus testados precisava dessa técnica como passo mais difícil

## Compartilhar e Copiar.

status-share = Link para este sudoku:
status-share-copied = Link para este sudoku (copiado para a área de transferência):
status-share-progress = Link para este sudoku e o seu progresso:
status-share-progress-copied = Link para este sudoku e o seu progresso (copiado para a área de transferência):
status-share-empty = Nada a compartilhar: o tabuleiro está vazio.
status-copied = Sudoku copiado para a área de transferência:
status-copied-solution = Sudoku e solução copiados para a área de transferência:
status-copy = Sudoku (selecione e copie):
status-copy-solution = Sudoku e solução (selecione e copie):
status-copy-empty = Nada a copiar: o tabuleiro está vazio.

## O tabuleiro salvo no navegador.

status-restored-empty = O tabuleiro está vazio; Desfazer traz de volta os tabuleiros da sua última visita.
status-restoring = Restaurando o seu tabuleiro…
status-restored = Seu sudoku ({ $count ->
    [one] { $count } número inicial
   *[other] { $count } números iniciais
}) e o histórico de Desfazer da última visita foram restaurados.
status-restore-failed = O sudoku salvo não pôde ser lido ({ $why }); começamos com uma grade vazia.
status-restore-kept = Os dados salvos ficam como estão até você mudar algo aqui.
status-save-failed = Este navegador não deixa a página salvar (armazenamento cheio ou bloqueado): se você recarregar, o tabuleiro será perdido.
# The variants module (killer, X, windoku, jigsaw) could not be loaded.
status-variants-unavailable = Não foi possível carregar as variantes. Verifique a conexão e escolha a variante de novo.
