## La riga di stato delle varianti (killer, killer X, X, windoku, jigsaw).
## La usa solo il modulo delle varianti: il suo inglese non è nel primo caricamento.

variant-status-chosen = { $variant ->
    [killer] Killer: seleziona le caselle di una gabbia, scrivi la somma in Somma della gabbia e premi Invio.
    [killer-x] Killer X: anche le due diagonali contengono una volta le cifre da 1 a 9. Seleziona le caselle di una gabbia, scrivi la somma in Somma della gabbia e premi Invio.
    [x] Sudoku X: anche le due diagonali contengono una volta le cifre da 1 a 9.
    [windoku] Windoku: anche le quattro finestre ombreggiate contengono una volta le cifre da 1 a 9.
    [jigsaw] Jigsaw: le linee spesse delimitano nove regioni, ognuna con le cifre da 1 a 9 una volta. Per copiare le regioni di un puzzle, seleziona le nove caselle di una regione e premi Crea regione.
   *[classic] Regole classiche: righe, colonne e riquadri.
}
variant-status-cage-added = Gabbia in riga { $row }, colonna { $column } aggiunta: somma { $sum } in { $cells ->
    [one] una casella
   *[other] { $cells } caselle
}. Seleziona le caselle della gabbia successiva.
variant-status-no-cells = Prima seleziona le caselle della gabbia, poi scrivi la somma.
variant-status-not-killer = Le gabbie appartengono ai sudoku killer: prima scegli Killer o Killer X in Variante.
variant-status-too-big = Una gabbia ha al massimo 9 caselle; ne sono selezionate { $size }.
variant-status-impossible-sum = { $size ->
    [one] Una sola cifra va da { $min } a { $max }, mai { $sum }.
    [9] Nove cifre diverse sommano sempre 45, mai { $sum }.
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
variant-fault-cage-repeat = Due { $digit } nella gabbia di somma { $sum } in riga { $row }, colonna { $column }.
variant-fault-cage-sum = La gabbia di somma { $sum } in riga { $row }, colonna { $column } somma { $total }.
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

variant-status-region-made = Regione { $region } creata.
variant-status-region-last = Le nove caselle rimaste formano la regione { $region }: le nove regioni sono complete.
variant-status-region-broke = Ha preso caselle da { $broken ->
    [one] una regione, che non esiste
   *[other] { $broken } regioni, che non esistono
} più: le loro altre caselle ora non sono in nessuna regione.
variant-status-regions-complete = Le nove regioni sono complete.
variant-status-regions-left = { $left ->
    [one] Una casella non è
   *[other] { $left } caselle non sono
} ancora in nessuna regione: seleziona le nove caselle di una regione e premi Crea regione.
variant-status-region-already = Quelle nove caselle sono già la regione { $region }.
variant-status-region-not-jigsaw = Le regioni sono dei puzzle jigsaw: scegli prima Jigsaw in Variante.
variant-status-region-no-cells = Prima seleziona le nove caselle di una regione, poi premi Crea regione.
variant-status-region-size = Una regione ha 9 caselle; { $count ->
    [one] ne è selezionata una
   *[other] ne sono selezionate { $count }
}. Non è cambiato nulla.
variant-status-region-apart = Le caselle di una regione si toccano per un lato, ma { $cell } è staccata dalle altre caselle selezionate. Non è cambiato nulla.
variant-status-region-refused = Quella regione non va bene: { $why }
variant-status-regions-unfinished = Le regioni non sono finite: un jigsaw richiede nove regioni di nove caselle unite, e { $left ->
    [one] una casella non è
   *[other] { $left } caselle non sono
} ancora in nessuna regione. Seleziona le nove caselle di una regione e premi Crea regione.
variant-status-regions-apart = Le nove caselle rimaste non sono unite ({ $cell } è staccata), quindi non possono formare l’ultima regione: ridisegna le regioni intorno a loro.
variant-status-regions-loaded = Jigsaw caricato { $source ->
    [link] dal link
   *[paste] dal testo incollato
}, con { $givens ->
    [0] nessun numero iniziale
    [one] un numero iniziale
   *[other] { $givens } numeri iniziali
}; le sue regioni sono ancora da disegnare.
variant-status-combinations = La gabbia in riga { $row }, colonna { $column } ({ $sum } in { $cells ->
    [one] una casella
   *[other] { $cells } caselle
}): { $count ->
    [0] nessun gruppo di cifre diverse dà questa somma.
    [one] una combinazione, { $all }.
   *[other] { $count } combinazioni, { $all }.
}
variant-status-combinations-open = Le cifre sulla griglia ne lasciano { $count ->
    [one] una
   *[other] { $count }
}: { $open }.
variant-status-combinations-all-open = Le cifre sulla griglia le permettono tutte.
variant-status-combinations-none-open = Le cifre sulla griglia non ne permettono nessuna: una cifra di questa gabbia o di una casella che vede è sbagliata.
variant-status-combinations-no-cage = Prima seleziona una casella di una gabbia, poi premi Combinazioni.
variant-combinations-join = {", "}
variant-status-cage-replaced = { $count ->
    [one] La gabbia in cui erano le sue caselle è stata tolta.
   *[other] Le { $count } gabbie in cui erano le sue caselle sono state tolte.
}
variant-status-cage-sum-changed = La gabbia in riga { $row }, colonna { $column } ora fa { $sum } ({ $cells ->
    [one] una casella
   *[other] { $cells } caselle
}).
variant-status-not-a-sum = Scrivi la somma della gabbia come numero intero da 1 a 45, poi premi Invio.
variant-status-cage-apart = Le caselle di una gabbia si toccano lato a lato, ma { $cell } è staccata dalle altre. Non è stato cambiato nulla.
variant-status-board-cages = { $count ->
    [one] Una gabbia
   *[other] { $count } gabbie
} sulla griglia.
variant-status-restored-cages = Il tuo sudoku ({ $count ->
    [one] una gabbia
   *[other] { $count } gabbie
}) e la sua cronologia dell'ultima visita sono tornati.
variant-status-loaded-entries = Sono arrivati anche i tuoi progressi ({ $entries ->
    [one] un inserimento
   *[other] { $entries } inserimenti
}).
