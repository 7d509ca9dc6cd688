## Saisir un killer (module des variantes seulement) : les outils des cages
## et ce qu’une case dit de sa cage.

variant-cage-tools = Cages
variant-cage-sum = Somme de la cage
    .title = Sélectionner les cases de la cage, taper sa somme et appuyer sur Entrée
variant-cage-sum-invalid = Tapez une somme de 1 à 45.
variant-cage-delete = Supprimer la cage
    .title = Retirer les cages des cases sélectionnées
variant-cell-cage = , cage de { $sum }, { $count ->
    [one] { $count } case
   *[other] { $count } cases
}

variant-region-tools = Régions
variant-region-make = Former la région
    .title = Faire des neuf cases sélectionnées une région
variant-cell-region = , région { $region }
variant-cell-no-region = , encore dans aucune région
variant-playing = { $variant ->
    [killer] Sudoku Killer
    [killer-x] Sudoku Killer X
    [x] Sudoku X
    [windoku] Windoku
    [jigsaw] Sudoku Jigsaw
   *[classic] Sudoku classique
}
variant-tool-combinations = Combinaisons
    .title = Afficher les combinaisons de chiffres qui font la somme de la cage de la case sélectionnée
