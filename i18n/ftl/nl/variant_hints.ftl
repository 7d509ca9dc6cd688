variant-technique-cage-combinations = Kooicombinaties
    .a = de combinaties van een kooi
variant-technique-cage-must-contain = Verplicht cijfer in de kooi
    .a = een cijfer dat een kooi moet bevatten
variant-technique-rule-of-45 = Regel van 45
    .a = de regel van 45
variant-house = { $kind ->
    [main] de diagonaal van r1c1 naar r9c9
    [anti] de diagonaal van r1c9 naar r9c1
    [window] venster { $number }
   *[region] regio { $number }
}
variant-house-run = { $kind ->
    [row] { $span ->
        [2] rijen { $first } en { $last }
       *[other] rijen { $first } tot en met { $last }
    }
   *[column] { $span ->
        [2] kolommen { $first } en { $last }
       *[other] kolommen { $first } tot en met { $last }
    }
}
variant-why-cage-combinations = de kooi met som { $sum } bij rij { $row }, kolom { $column } ({ $cells ->
    [one] één vakje
   *[other] { $cells } vakjes
}) kan met de kandidaten die zijn vakjes nog hebben alleen { $combinations } zijn.
variant-why-cage-must-contain = elke combinatie die de kooi met som { $sum } bij rij { $row }, kolom { $column } ({ $cells ->
    [one] één vakje
   *[other] { $cells } vakjes
}) nog heeft, { $combinations }, bevat een { $digit }; in de kooi kan die alleen in { $house } staan, dus geen ander vakje van { $house } kan een { $digit } zijn.
variant-why-diagonal-single = { $cell } is de enige plek die de { $digit } nog heeft op { $house }.
variant-why-45-innies = { $house } { $span ->
    [1] telt
   *[other] tellen
} op tot { $whole } en de kooien erin maken { $inside }{ $placed ->
    [0] {""}
   *[other] , de gevulde vakjes buiten die kooien { $placed }
}, dus { $count ->
    [one] { $cells } is { $total }.
   *[other] { $cells } tellen op tot { $total }: { $combinations }.
}
variant-why-45-outies = { $house } { $span ->
    [1] telt
   *[other] tellen
} op tot { $whole } en de kooien erin of over de rand maken { $inside }{ $placed ->
    [0] {""}
   *[other] , hun gevulde vakjes erbuiten { $placed }
}, dus erbuiten { $count ->
    [one] is { $cells } { $total }.
   *[other] tellen { $cells } op tot { $total }: { $combinations }.
}
variant-hint-where-more = Druk nog eens op Hint om de vakjes te zien.
variant-hint-cells-more = Druk nog eens op Hint voor het antwoord.
variant-hint-answer-more = { $changes } Voer de wijziging zelf uit: Stap kent voorlopig alleen klassieke sudoku.
variant-status-step-classic-only = Stap en de moeilijkheidsgraad kennen voorlopig alleen klassieke sudoku: druk op Hint voor de volgende killerstap en voer hem zelf uit.
variant-technique-cage-clash = Kooiconflict
    .a = een conflict tussen twee kooien
variant-technique-killer-supposition = Killer-aanname
    .a = een killer-aanname
variant-why-cage-clash = { $house } bevat de kooi met som { $sum } bij rij { $row }, kolom { $column } en de kooi met som { $osum } bij rij { $orow }, kolom { $ocolumn }, die dus geen cijfer delen: elke combinatie die de kooi met som { $osum } nog heeft ({ $ocombinations }) deelt een cijfer met { $out }, dus de kooi met som { $sum } is { $left }.
variant-why-supposition = als { $cell } een { $digit } was, lieten { $depth ->
    [short] de singles en kooicombinaties die volgen
   *[long] de killertechnieken die volgen
} { $broken ->
    [cell] { $place } zonder cijfer
    [house] geen plaats voor { $missing } in { $house }
   *[cage] geen combinatie voor de kooi met som { $sum } bij rij { $row }, kolom { $column }
}, dus { $cell } is geen { $digit }.
variant-why-search = geen techniek beslist hier het volgende cijfer: een zoektocht langs alle manieren om het rooster te vullen laat { $cell } alleen de { $digit }.
