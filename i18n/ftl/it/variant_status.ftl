## La riga di stato delle varianti (killer, killer X, X, windoku, jigsaw).
## La usa solo il modulo delle varianti: il suo inglese non è nel primo caricamento.

variant-status-chosen = { $variant ->
    [killer] Killer: seleziona le caselle di una gabbia, scrivi la somma in Somma della gabbia e premi Invio.
    [killer-x] Killer X: anche le due diagonali contengono una volta le cifre da 1 a 9. Seleziona le caselle di una gabbia, scrivi la somma in Somma della gabbia e premi Invio.
    [x] Sudoku X: anche le due diagonali contengono una volta le cifre da 1 a 9.
    [windoku] Windoku: anche le quattro finestre ombreggiate contengono una volta le cifre da 1 a 9.
    [jigsaw] Jigsaw: le linee spesse delimitano nove regioni, ognuna con le cifre da 1 a 9 una volta.
   *[classic] Regole classiche: righe, colonne e riquadri.
}
variant-status-cage-added = Gabbia { $cage } aggiunta: somma { $sum } in { $cells ->
    [one] una casella
   *[other] { $cells } caselle
}. Seleziona le caselle della gabbia successiva.
variant-status-no-cells = Prima seleziona le caselle della gabbia, poi scrivi la somma.
variant-status-not-killer = Le gabbie appartengono ai sudoku killer: prima scegli Killer o Killer X in Variante.
variant-status-too-big = Una gabbia ha al massimo 9 caselle; ne sono selezionate { $size }.
variant-status-impossible-sum = { $size ->
    [one] Una sola cifra va da { $min } a { $max }, mai { $sum }.
   *[other] { $size } cifre diverse sommano da { $min } a { $max }, mai { $sum }.
} Non è stato cambiato nulla.
variant-status-refused = Quella gabbia non va bene: { $why }
variant-status-deleted = { $count ->
    [0] Nessuna gabbia ha una casella selezionata: seleziona una casella della gabbia da togliere.
    [one] Tolta una gabbia.
   *[other] Tolte { $count } gabbie.
}
variant-status-failed = { $source ->
    [link] Non è stato possibile leggere il sudoku del link: { $why }
   *[paste] Non è stato possibile leggere quel sudoku: { $why }
}
variant-status-classic-only = Aiuto, Passo e la difficoltà per ora conoscono solo il sudoku classico. Verifica, Rivela e Risolvi seguono le regole del { $variant ->
    [killer] killer
    [killer-x] killer X
    [x] sudoku X
    [windoku] windoku
   *[jigsaw] jigsaw
}.
variant-fault-house = { $count ->
    [2] Due
   *[other] { $count }
} { $digit } { $house ->
    [main] sulla diagonale da r1c1 a r9c9
    [anti] sulla diagonale da r1c9 a r9c1
    [window] nella finestra { $number }
   *[region] nella regione { $number }
}.
variant-fault-cage-repeat = Due { $digit } nella gabbia { $cage } (somma { $sum }).
variant-fault-cage-sum = La gabbia { $cage } somma { $total }, ma la sua somma è { $sum }.
variant-status-loaded = Caricato un sudoku { $variant ->
    [killer] killer
    [killer-x] killer X
    [x] X
    [windoku] windoku
   *[jigsaw] jigsaw
} { $source ->
    [link] dal link
   *[paste] dal testo incollato
}: { $cages ->
    [0] nessuna gabbia
    [one] una gabbia
   *[other] { $cages } gabbie
} e { $givens ->
    [0] nessun numero iniziale
    [one] un numero iniziale
   *[other] { $givens } numeri iniziali
}.
