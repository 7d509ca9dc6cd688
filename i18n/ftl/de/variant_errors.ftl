## Warum Text oder Regeln einer Variante nicht gelesen werden konnten: Jede
## Meldung nennt den Käfig oder die Region. Nur das Varianten-Modul sagt sie.

variant-error-givens = die Vorgaben: { $why }
variant-error-text = { $form }: { $message }
variant-error-empty-cage = Käfig { $cage } hat keine Zellen
variant-error-cage-too-big = Käfig { $cage } (ab Zeile { $row }, Spalte { $column }) hat { $size } Zellen; ein Käfig hat höchstens 9
variant-error-impossible-sum = Käfig { $cage } (ab Zeile { $row }, Spalte { $column }): { $size ->
    [one] Eine einzelne Ziffer liegt zwischen { $min } und { $max }, ist also nie { $sum }
   *[other] { $size } verschiedene Ziffern ergeben zusammen { $min } bis { $max }, nie { $sum }
}
variant-error-two-cages = die Zelle in Zeile { $row }, Spalte { $column } liegt in Käfig { $first } und in Käfig { $second }
variant-error-outside = Käfig { $cage }: Zelle { $cell } liegt außerhalb des Spielfelds
variant-error-region-size = Region { $region } hat { $size } Zellen; eine Region braucht 9
variant-error-region-cut = Region { $region } hängt nicht zusammen: Die Zelle in Zeile { $row }, Spalte { $column } ist vom Rest abgeschnitten
