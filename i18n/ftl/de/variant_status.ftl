## Die Statuszeile zu den Varianten (Killer, Killer-X, X, Windoku, Jigsaw).
## Nur das Varianten-Modul sagt sie: Ihr Englisch gehört nicht zum ersten Laden.

variant-status-chosen = { $variant ->
    [killer] Killer: Wähle die Zellen eines Käfigs, tippe seine Summe ins Feld Käfigsumme und drück Enter.
    [killer-x] Killer-X: Auch auf beiden Diagonalen steht jede Ziffer von 1 bis 9 genau einmal. Wähle die Zellen eines Käfigs, tippe seine Summe ins Feld Käfigsumme und drück Enter.
    [x] X-Sudoku: Auch auf beiden Diagonalen steht jede Ziffer von 1 bis 9 genau einmal.
    [windoku] Windoku: Auch in den vier grau hinterlegten Fenstern steht jede Ziffer von 1 bis 9 genau einmal.
    [jigsaw] Jigsaw: Die dicken Linien teilen das Spielfeld in neun Regionen, in denen jede Ziffer von 1 bis 9 genau einmal steht. Um die Regionen eines Rätsels abzuschreiben, wähle die neun Zellen einer Region und drück Region bilden.
   *[classic] Klassische Regeln: Zeilen, Spalten und Blöcke.
}
variant-status-cage-added = Käfig bei Zeile { $row }, Spalte { $column } angelegt: Summe { $sum } aus { $cells ->
    [one] einer Zelle
   *[other] { $cells } Zellen
}. Wähle die Zellen des nächsten Käfigs.
variant-status-no-cells = Wähle zuerst die Zellen des Käfigs und tippe dann seine Summe ein.
variant-status-not-killer = Käfige gibt es nur bei Killer-Rätseln: Wähle zuerst unter Variante Killer oder Killer-X.
variant-status-too-big = Ein Käfig hat höchstens 9 Zellen; gewählt sind { $size }.
variant-status-impossible-sum = { $size ->
    [one] Eine einzelne Ziffer liegt zwischen { $min } und { $max }, ist also nie { $sum }.
    [9] Neun verschiedene Ziffern ergeben immer 45, nie { $sum }.
   *[other] { $size } verschiedene Ziffern ergeben zusammen { $min } bis { $max }, nie { $sum }.
} Es wurde nichts geändert.
variant-status-refused = Dieser Käfig passt nicht: { $why }
variant-status-deleted = { $count ->
    [0] Kein Käfig hat eine gewählte Zelle: Wähle eine Zelle des Käfigs, der weg soll.
    [one] Ein Käfig entfernt.
   *[other] { $count } Käfige entfernt.
}
variant-status-failed = { $source ->
    [link] Das Rätsel im Link konnte nicht gelesen werden: { $why }
   *[paste] Dieses Rätsel konnte nicht gelesen werden: { $why }
}
variant-status-classic-only = Tipp, Schritt und die Schwierigkeit kennen bisher nur klassisches Sudoku. Prüfen, Aufdecken und Lösen folgen den { $variant ->
    [killer] Killer-Regeln
    [killer-x] Killer-X-Regeln
    [x] X-Sudoku-Regeln
    [windoku] Windoku-Regeln
   *[jigsaw] Jigsaw-Regeln
}.
variant-fault-house = { $count ->
    [2] Zweimal
   *[other] { $count }-mal
} die { $digit } { $house ->
    [main] auf der Diagonale von r1c1 bis r9c9
    [anti] auf der Diagonale von r1c9 bis r9c1
    [window] in Fenster { $number }
   *[region] in Region { $number }
}.
variant-fault-cage-repeat = Zweimal die { $digit } im Käfig mit Summe { $sum } bei Zeile { $row }, Spalte { $column }.
variant-fault-cage-sum = Der Käfig mit Summe { $sum } bei Zeile { $row }, Spalte { $column } ergibt zusammen { $total }.
variant-status-loaded = { $variant ->
    [killer] Killer-Rätsel
    [killer-x] Killer-X-Rätsel
    [x] X-Sudoku
    [windoku] Windoku
   *[jigsaw] Jigsaw-Rätsel
} { $source ->
    [link] aus dem Link
   *[paste] aus dem eingefügten Text
} geladen: { $cages ->
    [0] keine Käfige
    [one] ein Käfig
   *[other] { $cages } Käfige
} und { $givens ->
    [0] keine Vorgaben
    [one] eine Vorgabe
   *[other] { $givens } Vorgaben
}.

variant-status-region-made = Region { $region } gebildet.
variant-status-region-last = Die neun übrigen Zellen bilden Region { $region }: Alle neun Regionen sind fertig.
variant-status-region-broke = Sie hat Zellen aus { $broken ->
    [one] einer Region genommen, die es damit nicht mehr gibt
   *[other] { $broken } Regionen genommen, die es damit nicht mehr gibt
}: Deren übrige Zellen sind jetzt in keiner Region.
variant-status-regions-complete = Alle neun Regionen sind fertig.
variant-status-regions-left = { $left ->
    [one] Eine Zelle ist
   *[other] { $left } Zellen sind
} noch in keiner Region: Wähle die neun Zellen einer Region und drück Region bilden.
variant-status-region-already = Diese neun Zellen sind schon Region { $region }.
variant-status-region-not-jigsaw = Regionen gibt es nur bei Jigsaw-Rätseln: Wähle zuerst unter Variante Jigsaw.
variant-status-region-no-cells = Wähle zuerst die neun Zellen einer Region und drück dann Region bilden.
variant-status-region-size = Eine Region hat 9 Zellen; gewählt { $count ->
    [one] ist eine
   *[other] sind { $count }
}. Es wurde nichts geändert.
variant-status-region-apart = Die Zellen einer Region hängen Seite an Seite zusammen, aber { $cell } ist von den anderen gewählten Zellen abgeschnitten. Es wurde nichts geändert.
variant-status-region-refused = Diese Region passt nicht: { $why }
variant-status-regions-unfinished = Die Regionen sind noch nicht fertig: Ein Jigsaw braucht neun Regionen aus je neun zusammenhängenden Zellen, und { $left ->
    [one] eine Zelle ist
   *[other] { $left } Zellen sind
} noch in keiner Region. Wähle die neun Zellen einer Region und drück Region bilden.
variant-status-regions-apart = Die neun übrigen Zellen hängen nicht zusammen ({ $cell } ist abgeschnitten), also können sie nicht die letzte Region sein: Zeichne die Regionen um sie herum neu.
variant-status-regions-loaded = Jigsaw { $source ->
    [link] aus dem Link
   *[paste] aus dem eingefügten Text
} geladen, mit { $givens ->
    [0] keinen Vorgaben
    [one] einer Vorgabe
   *[other] { $givens } Vorgaben
}; seine Regionen werden noch gezeichnet.
variant-status-combinations = Der Käfig bei Zeile { $row }, Spalte { $column } ({ $sum } in { $cells ->
    [one] einer Zelle
   *[other] { $cells } Zellen
}): { $count ->
    [0] keine Gruppe verschiedener Ziffern ergibt das.
    [one] eine Kombination, { $all }.
   *[other] { $count } Kombinationen, { $all }.
}
variant-status-combinations-open = Die Ziffern auf dem Feld lassen { $count ->
    [one] eine
   *[other] { $count }
} übrig: { $open }.
variant-status-combinations-all-open = Die Ziffern auf dem Feld lassen alle zu.
variant-status-combinations-none-open = Die Ziffern auf dem Feld lassen keine zu: Eine Ziffer in diesem Käfig oder in einer Zelle, die er sieht, ist falsch.
variant-status-combinations-no-cage = Wähle zuerst eine Zelle eines Käfigs und drücke dann Kombinationen.
variant-combinations-join = {", "}
variant-status-cage-replaced = { $count ->
    [one] Der Käfig, in dem seine Zellen waren, ist entfernt.
   *[other] Die { $count } Käfige, in denen seine Zellen waren, sind entfernt.
}
variant-status-cage-sum-changed = Der Käfig bei Zeile { $row }, Spalte { $column } ergibt jetzt { $sum } ({ $cells ->
    [one] eine Zelle
   *[other] { $cells } Zellen
}).
variant-status-not-a-sum = Tippe die Summe des Käfigs als ganze Zahl von 1 bis 45 ein und drück dann Enter.
variant-status-cage-apart = Die Zellen eines Käfigs hängen Seite an Seite zusammen, aber { $cell } ist von den anderen getrennt. Es wurde nichts geändert.
variant-status-board-cages = { $count ->
    [one] Ein Käfig
   *[other] { $count } Käfige
} auf dem Feld.
variant-status-restored-cages = Dein Rätsel ({ $count ->
    [one] ein Käfig
   *[other] { $count } Käfige
}) und sein Verlauf vom letzten Besuch sind wieder da.
variant-status-loaded-entries = Dein Stand kam mit ({ $entries ->
    [one] ein Eintrag
   *[other] { $entries } Einträge
}).
