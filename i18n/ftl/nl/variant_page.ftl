## Een killer invoeren (alleen in de variantenmodule): de kooiknoppen en
## wat een vakje over zijn kooi zegt.

variant-cage-tools = Kooien
variant-cage-sum = Kooisom
    .title = Kies de vakjes van de kooi, typ de som en druk op Enter
variant-cage-sum-invalid = Typ een som van 1 tot 45.
variant-cage-delete = Kooi wissen
    .title = Haal de kooien van de gekozen vakjes weg
variant-cell-cage = , kooi van { $sum }, { $count ->
    [one] { $count } vakje
   *[other] { $count } vakjes
}

variant-region-tools = Gebieden
variant-region-make = Gebied maken
    .title = Maak van de negen gekozen vakjes één gebied
variant-cell-region = , gebied { $region }
variant-cell-no-region = , nog in geen gebied
variant-playing = { $variant ->
    [killer] Killer-sudoku
    [killer-x] Killer-X-sudoku
    [x] X-sudoku
    [windoku] Windoku
    [jigsaw] Jigsaw-sudoku
   *[classic] Klassieke sudoku
}
variant-tool-combinations = Combinaties
    .title = Toon de combinaties van cijfers die de som van de kooi van het gekozen vakje maken
