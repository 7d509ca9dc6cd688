## Inserire un killer (solo nel modulo delle varianti): gli strumenti delle
## gabbie e cosa dice una casella della sua gabbia.

variant-cage-tools = Gabbie
variant-cage-sum = Somma della gabbia
    .title = Seleziona le caselle della gabbia, scrivi la somma e premi Invio
variant-cage-sum-invalid = Scrivi una somma da 1 a 45.
variant-cage-delete = Elimina gabbia
    .title = Togli le gabbie delle caselle selezionate
variant-cell-cage = , gabbia da { $sum }, { $count ->
    [one] { $count } casella
   *[other] { $count } caselle
}

variant-region-tools = Regioni
variant-region-make = Crea regione
    .title = Fai delle nove caselle selezionate una regione
variant-cell-region = , regione { $region }
variant-cell-no-region = , ancora in nessuna regione
variant-playing = { $variant ->
    [killer] Sudoku Killer
    [killer-x] Sudoku Killer X
    [x] Sudoku X
    [windoku] Windoku
    [jigsaw] Sudoku Jigsaw
   *[classic] Sudoku classico
}
variant-tool-combinations = Combinazioni
    .title = Mostra le combinazioni di cifre che danno la somma della gabbia della casella selezionata
