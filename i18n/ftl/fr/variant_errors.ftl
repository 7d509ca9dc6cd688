## Pourquoi le texte ou les règles d'une variante n'ont pu être lus : chaque
## message nomme la cage ou la région. Seul le module des variantes les dit.

variant-error-givens = les chiffres donnés : { $why }
variant-error-text = { $form } : { $message }
variant-error-empty-cage = la cage { $cage } n'a aucune case
variant-error-cage-too-big = la cage { $cage } (depuis la ligne { $row }, colonne { $column }) a { $size } cases ; une cage en a 9 au plus
variant-error-impossible-sum = cage { $cage } (depuis la ligne { $row }, colonne { $column }) : { $size ->
    [one] un seul chiffre vaut de { $min } à { $max }, jamais { $sum }
   *[other] { $size } chiffres différents font de { $min } à { $max }, jamais { $sum }
}
variant-error-two-cages = la case de la ligne { $row }, colonne { $column } est dans la cage { $first } et dans la cage { $second }
variant-error-outside = cage { $cage } : la case { $cell } est hors de la grille
variant-error-region-size = la région { $region } a { $size } cases ; une région en demande 9
variant-error-region-cut = la région { $region } n'est pas d'un seul tenant : la case de la ligne { $row }, colonne { $column } est coupée du reste
