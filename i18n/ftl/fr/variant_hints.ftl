variant-technique-cage-combinations = Combinaisons de cage
    .a = les combinaisons d’une cage
variant-technique-cage-must-contain = Chiffre obligatoire de cage
    .a = un chiffre qu’une cage doit contenir
variant-technique-rule-of-45 = Règle des 45
    .a = la règle des 45
variant-house = { $kind ->
    [main] la diagonale de r1c1 à r9c9
    [anti] la diagonale de r1c9 à r9c1
    [window] la fenêtre { $number }
   *[region] la région { $number }
}
variant-house-run = { $kind ->
    [row] { $span ->
        [2] les lignes { $first } et { $last }
       *[other] les lignes { $first } à { $last }
    }
   *[column] { $span ->
        [2] les colonnes { $first } et { $last }
       *[other] les colonnes { $first } à { $last }
    }
}
variant-why-cage-combinations = la cage de somme { $sum } en ligne { $row }, colonne { $column } ({ $cells ->
    [one] une case
   *[other] { $cells } cases
}) ne peut être que { $combinations } avec les candidats qui restent à ses cases.
variant-why-cage-must-contain = chaque combinaison qui reste à la cage de somme { $sum } en ligne { $row }, colonne { $column } ({ $cells ->
    [one] une case
   *[other] { $cells } cases
}), { $combinations }, contient le { $digit } ; dans la cage il ne peut aller que dans { $house }, donc aucune autre case de { $house } ne peut être un { $digit }.
variant-why-diagonal-single = { $cell } est la seule place qui reste au { $digit } sur { $house }.
variant-why-45-innies = { $house } { $span ->
    [1] fait { $whole } au total et ses cages intérieures font
   *[other] font { $whole } au total et leurs cages intérieures font
} { $inside }{ $placed ->
    [0] {""}
   *[other] , { $span ->
        [1] ses
       *[other] leurs
    } cases remplies hors de ces cages { $placed }
}, donc { $count ->
    [one] { $cells } vaut { $total }.
   *[other] { $cells } font { $total } ensemble : { $combinations }.
}
variant-why-45-outies = { $house } { $span ->
    [1] fait
   *[other] font
} { $whole } au total et les cages qui sont dedans ou qui débordent font { $inside }{ $placed ->
    [0] {""}
   *[other] , leurs cases remplies au-dehors { $placed }
}, donc au-dehors { $count ->
    [one] { $cells } vaut { $total }.
   *[other] { $cells } font { $total } ensemble : { $combinations }.
}
variant-hint-where-more = Appuyez encore sur Indice pour voir les cases.
variant-hint-cells-more = Appuyez encore sur Indice pour la réponse.
variant-hint-answer-more = { $changes } Faites le changement vous-même : Étape ne connaît pour l’instant que le sudoku classique.
variant-status-step-classic-only = Étape et la difficulté ne connaissent encore que le sudoku classique : appuyez sur Indice pour la prochaine étape du killer, et faites-la vous-même.
variant-technique-cage-clash = Conflit de cages
    .a = un conflit entre deux cages
variant-technique-killer-supposition = Hypothèse killer
    .a = une hypothèse killer
variant-why-cage-clash = { $house } contient la cage de somme { $sum } en ligne { $row }, colonne { $column } et la cage de somme { $osum } en ligne { $orow }, colonne { $ocolumn }, qui n’ont donc aucun chiffre en commun : chaque combinaison qui reste à la cage de somme { $osum } ({ $ocombinations }) partage un chiffre avec { $out }, donc la cage de somme { $sum } est { $left }.
variant-why-supposition = si { $cell } valait { $digit }, { $depth ->
    [short] les singletons et combinaisons de cage qui suivent
   *[long] les techniques killer qui suivent
} laisseraient { $broken ->
    [cell] { $place } sans chiffre
    [house] le { $missing } sans place dans { $house }
   *[cage] la cage de somme { $sum } en ligne { $row }, colonne { $column } sans combinaison
}, donc { $cell } ne vaut pas { $digit }.
variant-why-search = aucune technique ne décide ici du chiffre suivant : une recherche parmi toutes les façons de remplir la grille ne laisse à { $cell } que le { $digit }.
