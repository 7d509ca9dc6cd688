## Porque não se pôde ler o texto ou as regras de uma variante: cada mensagem
## nomeia a gaiola ou a região. Só o módulo das variantes as diz.

variant-error-givens = Os números dados: { $why }
variant-error-text = { $form }: { $message }
variant-error-empty-cage = A gaiola { $cage } não tem células.
variant-error-cage-too-big = A gaiola { $cage } (desde a linha { $row }, coluna { $column }) tem { $size } células; uma gaiola tem no máximo 9.
variant-error-impossible-sum = Gaiola { $cage } (desde a linha { $row }, coluna { $column }): { $size ->
    [one] um só algarismo vai de { $min } a { $max }, nunca é { $sum }.
   *[other] { $size } algarismos diferentes somam de { $min } a { $max }, nunca { $sum }.
}
variant-error-two-cages = A célula da linha { $row }, coluna { $column } está na gaiola { $first } e na gaiola { $second }.
variant-error-outside = Gaiola { $cage }: a célula { $cell } está fora da grade.
variant-error-region-size = A região { $region } tem { $size } células; uma região precisa de 9.
variant-error-region-cut = A região { $region } não está ligada: a célula da linha { $row }, coluna { $column } está separada do resto.
