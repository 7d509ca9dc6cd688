## Waarom de tekst of de regels van een variant niet gelezen konden worden: elke
## melding noemt de kooi of het gebied. Alleen de variantenmodule zegt ze.

variant-error-givens = de gegeven cijfers: { $why }
variant-error-text = { $form }: { $message }
variant-error-empty-cage = kooi { $cage } heeft geen vakjes
variant-error-cage-too-big = kooi { $cage } (vanaf rij { $row }, kolom { $column }) heeft { $size } vakjes; een kooi heeft er hoogstens 9
variant-error-impossible-sum = kooi { $cage } (vanaf rij { $row }, kolom { $column }): { $size ->
    [one] één cijfer is { $min } tot { $max }, nooit { $sum }
   *[other] { $size } verschillende cijfers tellen op tot { $min } à { $max }, nooit tot { $sum }
}
variant-error-two-cages = het vakje in rij { $row }, kolom { $column } zit in kooi { $first } en in kooi { $second }
variant-error-outside = kooi { $cage }: vakje { $cell } ligt buiten het rooster
variant-error-region-size = gebied { $region } heeft { $size } vakjes; een gebied heeft er 9 nodig
variant-error-region-cut = gebied { $region } hangt niet aan elkaar: het vakje in rij { $row }, kolom { $column } ligt los van de rest
