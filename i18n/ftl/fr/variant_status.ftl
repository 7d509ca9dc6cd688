## La ligne d’état des variantes (killer, killer X, X, windoku, jigsaw).
## Seul le module des variantes l’affiche : son anglais n’est pas dans le premier chargement.

variant-status-chosen = { $variant ->
    [killer] Killer : sélectionnez les cases d’une cage, tapez sa somme dans Somme de la cage et appuyez sur Entrée.
    [killer-x] Killer X : les deux diagonales contiennent aussi une fois chaque chiffre de 1 à 9. Sélectionnez les cases d’une cage, tapez sa somme dans Somme de la cage et appuyez sur Entrée.
    [x] Sudoku X : les deux diagonales contiennent aussi une fois chaque chiffre de 1 à 9.
    [windoku] Windoku : les quatre fenêtres grisées contiennent aussi une fois chaque chiffre de 1 à 9.
    [jigsaw] Jigsaw : les traits épais délimitent neuf régions, qui contiennent chacune une fois chaque chiffre de 1 à 9. Pour recopier les régions d’une grille, sélectionnez les neuf cases d’une région et appuyez sur Former la région.
   *[classic] Règles classiques : lignes, colonnes et blocs.
}
variant-status-cage-added = Cage en ligne { $row }, colonne { $column } ajoutée : somme { $sum } sur { $cells ->
    [one] une case
   *[other] { $cells } cases
}. Sélectionnez les cases de la cage suivante.
variant-status-no-cells = Sélectionnez d’abord les cases de la cage, puis tapez sa somme.
variant-status-not-killer = Les cages sont propres aux grilles killer : choisissez d’abord Killer ou Killer X dans Variante.
variant-status-too-big = Une cage compte au plus 9 cases ; { $size } sont sélectionnées.
variant-status-impossible-sum = { $size ->
    [one] Un seul chiffre vaut de { $min } à { $max }, jamais { $sum }.
    [9] Neuf chiffres différents totalisent toujours 45, jamais { $sum }.
   *[other] { $size } chiffres différents totalisent de { $min } à { $max }, jamais { $sum }.
} Rien n’a été modifié.
variant-status-refused = Cette cage ne convient pas : { $why }
variant-status-deleted = { $count ->
    [0] Aucune cage n’a de case sélectionnée : sélectionnez une case de la cage à retirer.
    [one] Une cage retirée.
   *[other] { $count } cages retirées.
}
variant-status-failed = { $source ->
    [link] La grille du lien n’a pas pu être lue : { $why }
   *[paste] Cette grille n’a pas pu être lue : { $why }
}
variant-status-classic-only = Indice, Étape et la difficulté ne connaissent encore que le sudoku classique. Vérifier, Révéler et Résoudre suivent les règles { $variant ->
    [killer] du killer
    [killer-x] du killer X
    [x] du sudoku X
    [windoku] du windoku
   *[jigsaw] du jigsaw
}.
variant-fault-house = { $count ->
    [2] Deux
   *[other] { $count }
} { $digit } { $house ->
    [main] sur la diagonale de r1c1 à r9c9
    [anti] sur la diagonale de r1c9 à r9c1
    [window] dans la fenêtre { $number }
   *[region] dans la région { $number }
}.
variant-fault-cage-repeat = Deux { $digit } dans la cage de somme { $sum } en ligne { $row }, colonne { $column }.
variant-fault-cage-sum = La cage de somme { $sum } en ligne { $row }, colonne { $column } totalise { $total }.
variant-status-loaded = Grille { $variant ->
    [killer] killer
    [killer-x] killer X
    [x] X
    [windoku] windoku
   *[jigsaw] jigsaw
} chargée { $source ->
    [link] depuis le lien
   *[paste] depuis le texte collé
} : { $cages ->
    [0] aucune cage
    [one] une cage
   *[other] { $cages } cages
} et { $givens ->
    [0] aucun chiffre de départ
    [one] un chiffre de départ
   *[other] { $givens } chiffres de départ
}.

variant-status-region-made = Région { $region } formée.
variant-status-region-last = Les neuf cases restantes forment la région { $region } : les neuf régions sont complètes.
variant-status-region-broke = Elle a pris des cases à { $broken ->
    [one] une région, qui n’existe
   *[other] { $broken } régions, qui n’existent
} plus : leurs autres cases ne sont plus dans aucune région.
variant-status-regions-complete = Les neuf régions sont complètes.
variant-status-regions-left = { $left ->
    [one] Une case n’est
   *[other] { $left } cases ne sont
} encore dans aucune région : sélectionnez les neuf cases d’une région et appuyez sur Former la région.
variant-status-region-already = Ces neuf cases forment déjà la région { $region }.
variant-status-region-not-jigsaw = Les régions appartiennent aux grilles jigsaw : choisissez d’abord Jigsaw sous Variante.
variant-status-region-no-cells = Sélectionnez d’abord les neuf cases d’une région, puis appuyez sur Former la région.
variant-status-region-size = Une région compte 9 cases ; { $count ->
    [one] une seule est sélectionnée
   *[other] { $count } sont sélectionnées
}. Rien n’a été modifié.
variant-status-region-apart = Les cases d’une région se touchent par un côté, mais { $cell } est coupée des autres cases sélectionnées. Rien n’a été modifié.
variant-status-region-refused = Cette région ne convient pas : { $why }
variant-status-regions-unfinished = Les régions ne sont pas finies : un jigsaw demande neuf régions de neuf cases reliées, et { $left ->
    [one] une case n’est
   *[other] { $left } cases ne sont
} encore dans aucune région. Sélectionnez les neuf cases d’une région et appuyez sur Former la région.
variant-status-regions-apart = Les neuf cases restantes ne se touchent pas ({ $cell } est isolée) : elles ne peuvent pas former la dernière région. Redessinez les régions autour d’elles.
variant-status-regions-loaded = Jigsaw chargé { $source ->
    [link] depuis le lien
   *[paste] depuis le texte collé
}, avec { $givens ->
    [0] aucun chiffre de départ
    [one] un chiffre de départ
   *[other] { $givens } chiffres de départ
} ; ses régions sont encore en cours de tracé.
variant-status-combinations = La cage en ligne { $row }, colonne { $column } ({ $sum } en { $cells ->
    [one] une case
   *[other] { $cells } cases
}) : { $count ->
    [0] aucun ensemble de chiffres différents ne la fait.
    [one] une combinaison, { $all }.
   *[other] { $count } combinaisons, { $all }.
}
variant-status-combinations-open = Les chiffres de la grille en laissent { $count ->
    [one] une
   *[other] { $count }
} : { $open }.
variant-status-combinations-all-open = Les chiffres de la grille les permettent toutes.
variant-status-combinations-none-open = Les chiffres de la grille n’en permettent aucune : un chiffre de cette cage ou d’une case qu’elle voit est faux.
variant-status-combinations-no-cage = Sélectionnez d’abord une case d’une cage, puis appuyez sur Combinaisons.
variant-combinations-join = {", "}
variant-status-cage-replaced = { $count ->
    [one] La cage où étaient ses cases est retirée.
   *[other] Les { $count } cages où étaient ses cases sont retirées.
}
variant-status-cage-sum-changed = La cage en ligne { $row }, colonne { $column } fait maintenant { $sum } ({ $cells ->
    [one] une case
   *[other] { $cells } cases
}).
variant-status-not-a-sum = Tapez la somme de la cage en nombre entier de 1 à 45, puis appuyez sur Entrée.
variant-status-cage-apart = Les cases d’une cage se touchent côte à côte, mais { $cell } est coupée des autres. Rien n’a été modifié.
variant-status-board-cages = { $count ->
    [one] Une cage
   *[other] { $count } cages
} sur la grille.
variant-status-restored-cages = Votre grille ({ $count ->
    [one] une cage
   *[other] { $count } cages
}) et son historique de la dernière visite sont revenus.
variant-status-loaded-entries = Votre progression est venue avec ({ $entries ->
    [one] une saisie
   *[other] { $entries } saisies
}).
