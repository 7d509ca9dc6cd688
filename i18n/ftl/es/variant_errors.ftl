## Por qué no se pudo leer el texto o las reglas de una variante: cada mensaje
## nombra la jaula o la región. Solo el módulo de variantes los dice.

variant-error-givens = las pistas: { $why }
variant-error-text = { $form }: { $message }
variant-error-empty-cage = la jaula { $cage } no tiene celdas
variant-error-cage-too-big = la jaula { $cage } (desde la fila { $row }, columna { $column }) tiene { $size } celdas; una jaula tiene 9 como mucho
variant-error-impossible-sum = jaula { $cage } (desde la fila { $row }, columna { $column }): { $size ->
    [one] una sola cifra va de { $min } a { $max }, nunca es { $sum }
   *[other] { $size } cifras distintas suman de { $min } a { $max }, nunca { $sum }
}
variant-error-two-cages = la celda de la fila { $row }, columna { $column } está en la jaula { $first } y en la jaula { $second }
variant-error-outside = jaula { $cage }: la celda { $cell } está fuera de la cuadrícula
variant-error-region-size = la región { $region } tiene { $size } celdas; una región necesita 9
variant-error-region-cut = la región { $region } no está unida: la celda de la fila { $row }, columna { $column } queda separada del resto
