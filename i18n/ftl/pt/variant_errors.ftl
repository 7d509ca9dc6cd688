## Porque não se pôde ler o texto ou as regras de uma variante: cada mensagem
## nomeia a gaiola ou a região. Só o módulo das variantes as diz.

variant-error-givens = os números dados: { $why }
variant-error-text = { $form }: { $message }
variant-error-empty-cage = a gaiola { $cage } não tem células
variant-error-cage-too-big = a gaiola { $cage } (desde a linha { $row }, coluna { $column }) tem { $size } células; uma gaiola tem no máximo 9
variant-error-impossible-sum = gaiola { $cage } (desde a linha { $row }, coluna { $column }): { $size ->
    [one] um só algarismo vai de { $min } a { $max }, nunca é { $sum }
   *[other] { $size } algarismos diferentes somam de { $min } a { $max }, nunca { $sum }
}
variant-error-two-cages = a célula da linha { $row }, coluna { $column } está na gaiola { $first } e na gaiola { $second }
variant-error-outside = gaiola { $cage }: a célula { $cell } está fora da grade
variant-error-region-size = a região { $region } tem { $size } células; uma região precisa de 9
variant-error-region-cut = a região { $region } não está ligada: a célula da linha { $row }, coluna { $column } está separada do resto
