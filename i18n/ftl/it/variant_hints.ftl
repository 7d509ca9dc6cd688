variant-technique-cage-combinations = Combinazioni della gabbia
    .a = le combinazioni di una gabbia
variant-technique-cage-must-contain = Cifra obbligata della gabbia
    .a = una cifra che una gabbia deve contenere
variant-technique-rule-of-45 = Regola del 45
    .a = la regola del 45
variant-house = { $kind ->
    [main] la diagonale da r1c1 a r9c9
    [anti] la diagonale da r1c9 a r9c1
    [window] la finestra { $number }
   *[region] la regione { $number }
}
variant-house-run = { $kind ->
    [row] { $span ->
        [2] le righe { $first } e { $last }
       *[other] le righe da { $first } a { $last }
    }
   *[column] { $span ->
        [2] le colonne { $first } e { $last }
       *[other] le colonne da { $first } a { $last }
    }
}
variant-why-cage-combinations = la gabbia di somma { $sum } in riga { $row }, colonna { $column } ({ $cells ->
    [one] una casella
   *[other] { $cells } caselle
}) può essere solo { $combinations } con i candidati che restano alle sue caselle.
variant-why-cage-must-contain = ogni combinazione che resta alla gabbia di somma { $sum } in riga { $row }, colonna { $column } ({ $cells ->
    [one] una casella
   *[other] { $cells } caselle
}), { $combinations }, contiene il { $digit }; nella gabbia può stare solo in { $house }, quindi nessun'altra casella di { $house } può essere un { $digit }.
variant-why-diagonal-single = { $cell } è l'unico posto che resta al { $digit } in { $house }.
variant-why-45-innies = { $house } { $span ->
    [1] fa { $whole } e le sue gabbie interne fanno
   *[other] fanno { $whole } e le loro gabbie interne fanno
} { $inside }{ $placed ->
    [0] {""}
   *[other] , le { $span ->
        [1] sue
       *[other] loro
    } caselle piene fuori da esse { $placed }
}, quindi { $count ->
    [one] { $cells } vale { $total }.
   *[other] { $cells } fanno { $total } insieme: { $combinations }.
}
variant-why-45-outies = { $house } { $span ->
    [1] fa
   *[other] fanno
} { $whole } e le gabbie dentro o a cavallo del bordo fanno { $inside }{ $placed ->
    [0] {""}
   *[other] , le loro caselle piene fuori { $placed }
}, quindi fuori { $count ->
    [one] { $cells } vale { $total }.
   *[other] { $cells } fanno { $total } insieme: { $combinations }.
}
variant-hint-where-more = Premi di nuovo Aiuto per vedere le caselle.
variant-hint-cells-more = Premi di nuovo Aiuto per la risposta.
variant-hint-answer-more = { $changes } Fai tu la modifica: per ora Passo conosce solo il sudoku classico.
variant-status-step-classic-only = Passo e la difficoltà per ora conoscono solo il sudoku classico: premi Aiuto per il prossimo passo del killer e fallo tu.
variant-technique-cage-clash = Conflitto di gabbie
    .a = un conflitto tra due gabbie
variant-technique-killer-supposition = Ipotesi killer
    .a = un’ipotesi killer
variant-why-cage-clash = { $house } contiene la gabbia di somma { $sum } in riga { $row }, colonna { $column } e la gabbia di somma { $osum } in riga { $orow }, colonna { $ocolumn }, che quindi non hanno cifre in comune: ogni combinazione che resta alla gabbia di somma { $osum } ({ $ocombinations }) ha una cifra in comune con { $out }, quindi la gabbia di somma { $sum } è { $left }.
variant-why-supposition = se { $cell } fosse { $digit }, { $depth ->
    [short] i singoli e le combinazioni di gabbia che seguono
   *[long] le tecniche killer che seguono
} lascerebbero { $broken ->
    [cell] { $place } senza cifre
    [house] il { $missing } senza posto in { $house }
   *[cage] senza combinazioni la gabbia di somma { $sum } in riga { $row }, colonna { $column }
}, quindi { $cell } non è { $digit }.
variant-why-search = nessuna tecnica decide qui la cifra successiva: una ricerca tra tutti i modi di riempire la griglia lascia a { $cell } solo il { $digit }.
