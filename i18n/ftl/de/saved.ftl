## saved

saved-board = { $board ->
    [undo] Rückgängig-Eintrag { $count }
    [redo] Wiederholen-Eintrag { $count }
    [checkpoint] Checkpoint
   *[board] Spielfeld
}
saved-board-why = { $what }: { $reason ->
    [steps] mehr Schritte, als ein Spielfeld haben kann
    [history] zu viele Schritte im Verlauf
    [step] Schritt { $count } von { $max } lässt sich nicht noch einmal gehen
    [given] ein Eintrag auf einer Vorgabe
    [both] sowohl eine Lösung als auch Schritte
    [solution] die Lösung passt nicht zum Rätsel
    [marks] Notizen nicht für 81 Zellen
    [mark] eine Notiz „{ $char }“ ist keine Ziffer 1-9
    [colours] Farben nicht für 81 Zellen
    [colour] eine Farbe „{ $char }“ ist nicht 0-9
    [variant] eine Variante, die dieses Modul nicht lesen kann
    [line] keine Zeile aus 81 Zeichen
   *[other] { $detail }
}
saved-why = { $reason ->
    [mode] unbekannter Eingabemodus „{ $detail }“
    [algorithm] unbekannter Algorithmus „{ $detail }“ (erwartet: naive, candidates, propagation oder fast)
    [wrong] eine Fehlermarkierung auf Zelle { $count }, nicht 0-80
    [stats] die Statistik: { $detail }
    [daily] das Rätsel des Tages: { $detail }
    [day] das Rätsel des Tages ist kein Tag mit Rätsel
    [char] es sind keine Daten dieser Seite (sie enthalten das Zeichen „{ $char }“)
    [empty] sie sind leer
    [unversioned] sie haben keine Versionsnummer
    [version] sie haben Version { $count }, diese Seite liest Version { $max }
    [json-version] sie haben Version { $count } als JSON, das keine Seite schreibt
    [json] es ist kein gültiges JSON
    [end] sie sind fehlerhaft: nach ihrem Ende folgen weitere Daten
    [malformed] sie sind fehlerhaft: { $detail }
    [older] sie stammen von einer älteren Seite, und { $detail }
    [replay] ihre Schritte ließen sich nicht noch einmal gehen: { $detail }
   *[other] { $detail }
}
