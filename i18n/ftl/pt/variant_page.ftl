## Inserir um killer (só no módulo das variantes): as ferramentas das
## gaiolas e o que uma célula diz da sua gaiola.

variant-cage-tools = Gaiolas
variant-cage-sum = Soma da gaiola
    .title = Selecione as células da gaiola, digite a soma e pressione Enter
variant-cage-sum-invalid = Digite uma soma de 1 a 45.
variant-cage-delete = Apagar gaiola
    .title = Remove as gaiolas das células selecionadas
variant-cell-cage = , gaiola de { $sum }, { $count ->
    [one] { $count } célula
   *[other] { $count } células
}

variant-region-tools = Regiões
variant-region-make = Criar região
    .title = Fazer das nove células selecionadas uma região
variant-cell-region = , região { $region }
variant-cell-no-region = , ainda sem região
variant-playing = { $variant ->
    [killer] Sudoku Killer
    [killer-x] Sudoku Killer X
    [x] Sudoku X
    [windoku] Windoku
    [jigsaw] Sudoku Jigsaw
   *[classic] Sudoku clássico
}
variant-tool-combinations = Combinações
    .title = Mostra as combinações de números que dão a soma da gaiola da célula selecionada
