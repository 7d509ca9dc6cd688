## Killer eingeben (nur im Varianten-Modul): die Käfig-Werkzeuge und was
## eine Zelle über ihren Käfig sagt.

variant-cage-tools = Käfige
variant-cage-sum = Käfigsumme
    .title = Zellen des Käfigs wählen, seine Summe eintippen und Enter drücken
variant-cage-sum-invalid = Eine Summe von 1 bis 45 eintippen.
variant-cage-delete = Käfig löschen
    .title = Die Käfige der gewählten Zellen entfernen
variant-cell-cage = , Käfig mit Summe { $sum }, { $count ->
    [one] { $count } Zelle
   *[other] { $count } Zellen
}

variant-region-tools = Regionen
variant-region-make = Region bilden
    .title = Die neun gewählten Zellen zu einer Region machen
variant-cell-region = , Region { $region }
variant-cell-no-region = , noch in keiner Region
variant-playing = { $variant ->
    [killer] Killer-Sudoku
    [killer-x] Killer-X-Sudoku
    [x] X-Sudoku
    [windoku] Windoku
    [jigsaw] Jigsaw-Sudoku
   *[classic] Klassisches Sudoku
}
variant-tool-combinations = Kombinationen
    .title = Zeigt die Ziffernkombinationen, die die Summe des Käfigs der gewählten Zelle ergeben
