## page
## Os controles e painéis da página: nomes, rótulos (`.aria-label`, lidos
## por leitores de tela), dicas de ferramenta (`.title`), títulos e ajuda.

## A barra superior

page-title = Sudoku
page-tagline = Jogue, digite ou fotografe um sudoku; depois veja como ele é resolvido.
page-views = Visualizações
page-view-play = Jogar
page-view-lab = Lab
page-more = Mais

## A coluna lateral

page-timer = Tempo de jogo
page-play-panel = Jogar: teclado numérico, modo de entrada, Desfazer, Refazer, Dica, Começar, Verificar, Revelar, Preencher notas e pontos de controle
page-lab-panel = Lab: Algoritmo e Resolver, Passo, Candidatos, Comparar e Resolver em lote
page-cancel = Cancelar

## O tabuleiro

page-board = Sudoku, 9 por 9
page-board-row = Linha { $row }

## O teclado numérico e o modo de entrada

page-numpad = Teclado numérico
page-numpad-erase = Apagar
page-numpad-enter = Inserir { $digit }
page-numpad-colour = Cor { $digit }
page-modes = Modo de entrada
page-mode-digit = Número
page-mode-corner = Canto
page-mode-centre = Centro
page-mode-colour = Cor

## As ferramentas de jogo (abaixo do teclado)

page-tools = Ferramentas de jogo
page-tool-undo = Desfazer
    .title = Desfazer (Ctrl+Z)
page-tool-redo = Refazer
    .title = Refazer (Ctrl+Y)
page-tool-hint = Dica
    .title = Dica (H)
page-tool-check = Verificar
    .title = Verificar (K)
page-tool-more = Mais ações
    .title = Revelar, Preencher notas e pontos de controle para testar um palpite
page-tool-more-row = Revelar, Preencher notas e pontos de controle
page-tool-reveal = Revelar
    .title = Preencha as células selecionadas com os números da solução
page-tool-fill-marks = Preencher notas
    .title = Todos os candidatos como notas centrais em cada célula vazia
page-tool-checkpoint = Ponto de controle
    .title = Guarde o tabuleiro como está, antes de testar um palpite
page-tool-back-to-checkpoint = Voltar ao ponto de controle
    .title = Volte ao último ponto de controle (Desfazer reverte isso)
page-tool-undo-to-mistake = Voltar ao primeiro erro
    .title = Volte até logo antes do seu primeiro número errado (Desfazer reverte isso)
page-tool-start = Começar
    .title = Fixe os números iniciais e inicie o relógio
page-variant = Variante
page-variant-name = { $variant ->
    [killer] Killer
    [killer-x] Killer X
    [x] Sudoku X
    [windoku] Windoku
    [jigsaw] Jigsaw
   *[classic] Clássico
}

## Obter um sudoku (abaixo da coluna lateral)

page-new-title = Obtenha um sudoku
page-new-level = Nível
page-new-puzzle = Novo sudoku
page-new-today = Sudoku do dia
    .title = O sudoku do dia no nível escolhido: hoje, o mesmo para todos
page-new-photo = Foto
    .title = Leia um sudoku de uma foto (ou cole ou solte uma imagem no tabuleiro)
page-new-camera = Câmera
    .title = Leia um sudoku com a câmera, ao vivo: segure-a sobre o papel
# Sem artigo ("o primeiro uso de"), assim serve para qualquer técnica sem
# escolher gênero por $technique.
page-new-skip = Ir à técnica
    .title = Aplique os passos anteriores ao primeiro uso de { $techniqueName }

## Lab: Resolver

page-solve-title = Resolver
page-solve-help = Executa em segundo plano e conta cada chamada recursiva; o status mostra as contagens e o tempo.
page-solve-algorithm = Algoritmo
page-solve = Resolver

## Lab: Explicar a resolução

page-explain-title = Explicar a resolução
page-explain-help = Passo preenche uma célula ou remove candidatos e diz com qual técnica; Dica (em Jogar) mostra o mesmo passo em três toques.
page-explain = Explicar
page-explain-step = Passo
page-explain-candidates = Candidatos
page-steps-title = Passos dados
page-steps-empty = Nenhum ainda. Dica mostra o próximo passo; Passo o aplica.

## Lab: Comparar os algoritmos

page-compare-title = Comparar os algoritmos
page-compare = Comparar
page-compare-stop = Parar
page-compare-help = Executa os quatro neste sudoku, até a primeira solução, em segundo plano.
page-compare-batch = Resolver em lote…
page-compare-batch-help = Um arquivo inteiro de sudokus, com o tempo de cada um.
page-compare-table = Tabela comparativa
page-compare-caption = Trabalho de cada algoritmo
page-compare-algorithm = Algoritmo
page-compare-calls = Chamadas
page-compare-guesses = Palpites
page-compare-backtracks = Retrocessos
page-compare-time = Tempo
page-compare-row =
    { $algorithm ->
        [naive] ingênuo
        [candidates] candidatos
        [propagation] propagação
        [fast] rápido
       *[other] { $algorithm }
    }

## O painel Mais

page-more-panel = Mais: Compartilhar, Compartilhar progresso, Copiar, Editar sudoku, Limpar, estatísticas, praticar uma técnica, configurações e teclas
page-more-title = Mais
page-more-close = Fechar
page-more-puzzle = Este sudoku
page-more-share = Compar{"\u00AD"}tilhar
page-more-share-progress = Compar{"\u00AD"}tilhar progresso
page-more-copy = Copiar
    .title = Copie o sudoku (e a solução) como linhas de 81 caracteres
page-more-edit = Editar sudoku
page-more-clear = Limpar
    .title = Esvazie o tabuleiro (Desfazer o traz de volta)
page-practise-title = Pratique uma técnica
page-practise-technique = Técnica
    .title = Técnica para praticar
page-practise = Praticar
    .title = Um sudoku cujo passo mais difícil usa a técnica escolhida
page-settings = Configurações
page-setting-tidy-marks = Colocar um número o apaga das notas das células que ele vê
page-setting-show-peers = Destacar as células que a célula selecionada vê

## O painel Mais: as teclas

page-keys = Teclas
page-key-digit = inserir um número
    .keys = 1-9
page-key-erase = apagar
    .keys = Backspace, Delete, 0, . ou Espaço
page-key-move = mover (Ctrl+Home, Ctrl+End: primeira e última célula)
    .keys = Setas, Home, End
page-key-corner = nota de canto
    .keys = Shift+número
page-key-centre = nota central
    .keys = Ctrl+número
page-key-modes = modo número, canto, centro, cor
    .keys = Z X C V
page-key-hint = dica / verificar
    .keys = H / K
page-key-undo = desfazer / refazer
    .keys = Ctrl+Z / Ctrl+Y
page-key-select = selecionar mais células
    .keys = Shift+clique, Ctrl+clique, arrastar
page-key-select-all = selecionar tudo / nada
    .keys = Ctrl+A / Esc
page-more-note = Cole um sudoku (81 caracteres ou uma grade 9x9) ou uma imagem no tabuleiro, ou solte uma foto na página.

## Estatísticas (no painel Mais)

page-stats = Estatísticas
page-stats-caption = Sudokus concluídos à mão, por nível
page-stats-level = Nível
page-stats-finished = Con{"\u00AD"}cluídos
page-stats-best = Melhor
page-stats-median = Me{"\u00AD"}diana
page-stats-variants = Variantes (sem nível)
page-stats-export = Exportar
    .title = Salve suas estatísticas em um arquivo JSON
page-stats-import = Importar
    .title = Adicione as estatísticas de um arquivo exportado em outro dispositivo
