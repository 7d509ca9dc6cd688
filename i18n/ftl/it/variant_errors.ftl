## Perché il testo o le regole di una variante non si sono potuti leggere: ogni
## messaggio nomina la gabbia o la regione. Solo il modulo delle varianti li dice.

variant-error-givens = i numeri dati: { $why }
variant-error-text = { $form }: { $message }
variant-error-empty-cage = la gabbia { $cage } non ha caselle
variant-error-cage-too-big = la gabbia { $cage } (dalla riga { $row }, colonna { $column }) ha { $size } caselle; una gabbia ne ha al massimo 9
variant-error-impossible-sum = gabbia { $cage } (dalla riga { $row }, colonna { $column }): { $size ->
    [one] una sola cifra va da { $min } a { $max }, mai { $sum }
   *[other] { $size } cifre diverse sommano da { $min } a { $max }, mai { $sum }
}
variant-error-two-cages = la casella in riga { $row }, colonna { $column } è nella gabbia { $first } e nella gabbia { $second }
variant-error-outside = gabbia { $cage }: la casella { $cell } è fuori dalla griglia
variant-error-region-size = la regione { $region } ha { $size } caselle; una regione ne richiede 9
variant-error-region-cut = la regione { $region } non è unita: la casella in riga { $row }, colonna { $column } è staccata dal resto
