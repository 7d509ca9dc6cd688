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
