variant-technique-cage-combinations = Käfigkombinationen
    .a = die Kombinationen eines Käfigs
variant-technique-cage-must-contain = Pflichtziffer im Käfig
    .a = eine Ziffer, die ein Käfig enthalten muss
variant-technique-rule-of-45 = 45er-Regel
    .a = die 45er-Regel
variant-house = { $kind ->
    [main] der Diagonale von r1c1 bis r9c9
    [anti] der Diagonale von r1c9 bis r9c1
    [window] Fenster { $number }
   *[region] Region { $number }
}
variant-house-run = { $kind ->
    [row] { $span ->
        [2] Zeilen { $first } und { $last }
       *[other] Zeilen { $first } bis { $last }
    }
   *[column] { $span ->
        [2] Spalten { $first } und { $last }
       *[other] Spalten { $first } bis { $last }
    }
}
variant-why-cage-combinations = der Käfig mit Summe { $sum } bei Zeile { $row }, Spalte { $column } ({ $cells ->
    [one] eine Zelle
   *[other] { $cells } Zellen
}) kann mit den Kandidaten, die seinen Zellen bleiben, nur { $combinations } sein.
variant-why-cage-must-contain = jede Kombination, die dem Käfig mit Summe { $sum } bei Zeile { $row }, Spalte { $column } ({ $cells ->
    [one] eine Zelle
   *[other] { $cells } Zellen
}) bleibt, { $combinations }, enthält die { $digit }; im Käfig kann sie nur in { $house } stehen, also ist keine andere Zelle in { $house } eine { $digit }.
variant-why-diagonal-single = auf { $house } bleibt für die { $digit } nur noch { $cell }.
variant-why-45-innies = { $house } { $span ->
    [1] ergibt
   *[other] ergeben
} { $whole }, und die Käfige darin ergeben { $inside }{ $placed ->
    [0] {""}
   *[other] , die gefüllten Zellen außerhalb dieser Käfige { $placed }
}, also { $count ->
    [one] ist { $cells } eine { $total }.
   *[other] ergeben { $cells } zusammen { $total }: { $combinations }.
}
variant-why-45-outies = { $house } { $span ->
    [1] ergibt
   *[other] ergeben
} { $whole }, und die Käfige darin oder über den Rand ergeben { $inside }{ $placed ->
    [0] {""}
   *[other] , ihre gefüllten Zellen draußen { $placed }
}, also { $count ->
    [one] ist draußen { $cells } eine { $total }.
   *[other] ergeben draußen { $cells } zusammen { $total }: { $combinations }.
}
variant-hint-where-more = Drück noch einmal auf Tipp, um die Zellen zu sehen.
variant-hint-cells-more = Drück noch einmal auf Tipp für die Antwort.
variant-hint-answer-more = { $changes } Nimm die Änderung selbst vor: Schritt kennt bisher nur klassisches Sudoku.
variant-status-step-classic-only = Schritt und die Schwierigkeit kennen bisher nur klassisches Sudoku: Drück auf Tipp für den nächsten Killer-Schritt und nimm ihn selbst vor.
variant-technique-cage-clash = Käfigkonflikt
    .a = ein Konflikt zweier Käfige
variant-technique-killer-supposition = Killer-Annahme
    .a = eine Killer-Annahme
variant-why-cage-clash = { $house } enthält den Käfig mit Summe { $sum } bei Zeile { $row }, Spalte { $column } und den Käfig mit Summe { $osum } bei Zeile { $orow }, Spalte { $ocolumn }, die also keine Ziffer teilen: Jede Kombination, die dem Käfig mit Summe { $osum } bleibt ({ $ocombinations }), teilt eine Ziffer mit { $out }, also ist der Käfig mit Summe { $sum } { $left }.
variant-why-supposition = wäre { $cell } eine { $digit }, dann ließen { $depth ->
    [short] die folgenden Singles und Käfigkombinationen
   *[long] die folgenden Killer-Techniken
} { $broken ->
    [cell] { $place } ohne Ziffer
    [house] keinen Platz für { $missing } in { $house }
   *[cage] keine Kombination für den Käfig mit Summe { $sum } bei Zeile { $row }, Spalte { $column }
}; also ist { $cell } keine { $digit }.
variant-why-search = keine Technik entscheidet hier die nächste Ziffer: Eine Suche über alle Arten, das Gitter zu füllen, lässt { $cell } nur die { $digit }.
