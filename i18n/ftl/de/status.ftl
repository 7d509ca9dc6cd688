## Status
## Die Statuszeile unter dem Spielfeld: was die Seite zu dem sagt, was gerade
## passiert ist. $algorithm ist der Schlüssel des Algorithmus (naive,
## candidates, propagation, fast); Sätze mit Dativ („mit …“) wählen darüber.

## Ein Lösen, das im Hintergrund läuft: „Lösen mit naivem Backtracking:
## bisher 99 Aufrufe. Läuft seit 12,0 ms. …“. Zahl und Zeit bleiben ganz
## an ihrem Platz (die Seite verbirgt sie vor Screenreadern).

status-solving-count = : bisher { $calls ->
    [one] { $calls } Aufruf
   *[other] { $calls } Aufrufe
}.
status-solving = Lösen mit { $algorithm ->
    [naive] naivem Backtracking
    [candidates] Backtracking mit Kandidaten
    [propagation] Constraint-Propagierung
    [fast] dem schnellen Solver
   *[other] { $algorithmName }
}{ $count }
status-solving-time = Läuft seit { $time }.
status-solving-stop = Drück Abbrechen (im Labor) oder Esc, um es zu stoppen; das Spielfeld bleibt bearbeitbar.
status-interrupted = Das Spielfeld hat sich geändert, daher wurde das Lösen mit { $algorithm ->
    [naive] naivem Backtracking
    [candidates] Backtracking mit Kandidaten
    [propagation] Constraint-Propagierung
    [fast] dem schnellen Solver
   *[other] { $algorithmName }
} nach { $calls ->
    [one] { $calls } Aufruf
   *[other] { $calls } Aufrufen
} gestoppt ({ $time }).
status-cancelled = Abgebrochen nach { $calls ->
    [one] { $calls } Aufruf
   *[other] { $calls } Aufrufen
} ({ $time }): { $algorithm ->
    [naive] Naives Backtracking
    [candidates] Backtracking mit Kandidaten
    [propagation] Constraint-Propagierung
    [fast] Der schnelle Solver
   *[other] { $algorithmName }
} war noch nicht fertig.
status-cancelled-advice = Versuch es bei diesem Rätsel mit Constraint-Propagierung oder dem schnellen Solver.
status-solve-failed = Das Lösen konnte nicht starten: { $why }.

## Ein beendetes Lösen (Lösen im Labor)

status-solve-empty = Nichts zu lösen: Das Spielfeld ist leer. Gib zuerst ein Rätsel ein oder füge eines ein.
status-solve-clashes = Lösen nicht möglich: { $clashes } Ändere zuerst eine der markierten Ziffern.
status-solve-numbers = { $calls ->
    [one] { $calls } Aufruf
   *[other] { $calls } Aufrufe
}, { $guesses ->
    [one] { $guesses } Versuch
   *[other] { $guesses } Versuche
}, { $backtracks ->
    [one] { $backtracks } Rücksprung
   *[other] { $backtracks } Rücksprünge
} in { $time }.
status-solved-unique = Gelöst: Die Lösung ist eindeutig.
status-solved-multiple = Gelöst, aber das Rätsel hat mehrere Lösungen: Dies ist eine davon.
status-solved-method = { $algorithm ->
   *[other] { $algorithmLabel }
}, gezählt bis zur ersten Lösung.
status-solved-method-checked = { $algorithm ->
   *[other] { $algorithmLabel }
}, gezählt bis zur ersten Lösung. Der schnelle Solver hat nach einer zweiten Lösung gesucht ({ $calls ->
    [one] { $calls } Aufruf
   *[other] { $calls } Aufrufe
}).
status-solved-none = Dieses Rätsel hat keine Lösung: Diese Vorgaben lassen sich nicht vervollständigen.
status-solved-none-method = { $algorithm ->
   *[other] { $algorithmLabel }
}.
status-solve-stopped = Gestoppt nach { $calls ->
    [one] { $calls } Aufruf
   *[other] { $calls } Aufrufen
}: { $algorithm ->
    [naive] Naives Backtracking
    [candidates] Backtracking mit Kandidaten
    [propagation] Constraint-Propagierung
    [fast] Der schnelle Solver
   *[other] { $algorithmName }
} braucht für dieses Rätsel zu lange; versuch es mit Constraint-Propagierung oder dem schnellen Solver.
status-solved-wrong = { $count ->
    [one] { $count } deiner Einträge stimmt nicht mit der Lösung überein: markiert.
   *[other] { $count } deiner Einträge stimmen nicht mit der Lösung überein: markiert.
}

## Das Spielfeld und sein Verlauf

status-welcome = Gib das Rätsel ein (Zelle anklicken, 1-9 tippen) und drück Start – oder nimm ein Neues Rätsel oder lies eines per Foto oder Kamera ein.
status-board-empty = Das Spielfeld ist leer.
status-givens-entering = { $count ->
    [one] { $count } Vorgabe
   *[other] { $count } Vorgaben
} auf dem Spielfeld. Drück Start, um das Rätsel zu spielen, oder Lösen im Labor.
status-givens = { $count ->
    [one] { $count } Vorgabe
   *[other] { $count } Vorgaben
} auf dem Spielfeld.
status-board = { $count ->
    [2] { $a } und { $b } auf dem Spielfeld.
   *[other] { $a }, { $b } und { $c } auf dem Spielfeld.
}
status-board-solution = die Lösung
status-undone = Rückgängig gemacht. { $board }
status-redone = Wiederholt. { $board }
status-nothing-to-undo = Nichts rückgängig zu machen.
status-nothing-to-redo = Nichts zu wiederholen.
status-cleared = Spielfeld geleert.
status-edit-took-solution = Die Änderung hat die Lösung vom Spielfeld genommen; Rückgängig holt sie zurück.
status-edit-took-steps = { $count ->
    [1] Die Änderung hat den Schritt vom Spielfeld genommen; Rückgängig holt ihn zurück.
   *[other] Die Änderung hat die { $count } Schritte vom Spielfeld genommen; Rückgängig holt sie zurück.
}
status-hint-gone = Das Spielfeld hat sich geändert, daher gilt dieser Tipp nicht mehr: Drück Tipp für einen neuen. { $board }
status-other-tab = Ein anderer Tab dieser Seite hat das Spielfeld geändert; dieser zeigt jetzt dasselbe. { $board }
status-thinking = Der nächste Schritt wird gesucht…
status-explain-failed = Diesmal kein Tipp: { $why }. Lade die Seite neu, um es noch einmal zu versuchen.

## Ein Rätsel laden: aus einem Link, eingefügtem Text, einem Foto, einem Stapel

status-loaded = Rätsel mit { $count ->
    [one] { $count } Vorgabe
   *[other] { $count } Vorgaben
} { $source ->
    [link] aus dem Link
    [paste] aus dem eingefügten Text
    [photo] aus dem Foto
   *[batch] aus dem Stapel
} geladen.
status-photo-not-ready = Es hat noch nicht genau eine Lösung: Korrigiere seine Ziffern auf dem Spielfeld und drück dann Start, um zu spielen.
status-link-failed = Das Rätsel im Link wurde nicht geladen: { $why }.
status-paste-failed = Der eingefügte Text wurde nicht geladen: { $why }.
status-link-empty = Das Rätsel im Link wurde nicht geladen: Sein Raster ist leer.
status-paste-empty = Der eingefügte Text wurde nicht geladen: Er ist ein leeres Raster ohne Ziffern.
status-empty-kept = Füge ein Rätsel mit seinen Ziffern ein oder gib eines ein; das Spielfeld bleibt, wie es war.
status-link-text = Das Rätsel aus dem Link, zum Korrigieren und Einfügen aufs Spielfeld: { $text }
status-loaded-progress = Rätsel mit { $givens ->
    [one] { $givens } Vorgabe
   *[other] { $givens } Vorgaben
} und dem Fortschritt aus dem Link geladen ({ $entries ->
    [one] { $entries } Eintrag
   *[other] { $entries } Einträge
}).
status-progress-failed = Das Rätsel aus dem Link wurde mit { $givens ->
    [one] { $givens } Vorgabe
   *[other] { $givens } Vorgaben
} geladen, aber nicht sein Fortschritt: { $why }.
status-lost-on-start = Das bei deinem letzten Besuch gespeicherte Rätsel konnte nicht gelesen werden ({ $why }) und wurde verworfen.

## Warum ein Text kein Rätsel ist (nach „Der eingefügte Text wurde nicht
## geladen: “)

status-parse-char = Zelle { $cell } (Zeichen { $column }): unerwartetes „{ $character }“
status-parse-char-line = Zelle { $cell } (Textzeile { $line }, Zeichen { $column }): unerwartetes „{ $character }“
status-parse-count = 81 Zellen erwartet, { $found } gefunden
status-parse-value = Zelle { $cell }: Wert { $value } liegt nicht zwischen 0 und 9

## Warum der Fortschrittscode eines Links nicht gelesen wurde

status-progress-version = er ist kein Fortschrittscode, den diese Seite kennt
status-progress-character = Zeichen { $at } gehört nicht zu einem Fortschrittscode
status-progress-length = er ist abgeschnitten oder zu lang
status-progress-value = in Zeile { $row }, Spalte { $column } steht eine Ziffer oder Farbe außerhalb des gültigen Bereichs
status-progress-on-given = er setzt einen Eintrag auf die Vorgabe in Zeile { $row }, Spalte { $column }
status-progress-nothing = laut Code steht etwas in Zeile { $row }, Spalte { $column }, aber er gibt dafür nichts an

## Warum kein neues Rätsel erstellt wurde (nach „Es konnte kein neues
## schweres Rätsel erstellt werden: “)

status-make-cancelled = Erstellen abgebrochen
status-make-unavailable = für „{ $technique }“ lässt sich kein Übungsrätsel erstellen: Keines der durchsuchten Rätsel brauchte diese Technik als schwierigsten Schritt

## Teilen und Kopieren

status-share = Link zu diesem Rätsel:
status-share-copied = Link zu diesem Rätsel (in die Zwischenablage kopiert):
status-share-progress = Link zu diesem Rätsel und deinem Fortschritt:
status-share-progress-copied = Link zu diesem Rätsel und deinem Fortschritt (in die Zwischenablage kopiert):
status-share-empty = Nichts zu teilen: Das Spielfeld ist leer.
status-copied = Rätsel in die Zwischenablage kopiert:
status-copied-solution = Rätsel und Lösung in die Zwischenablage kopiert:
status-copy = Rätsel (markieren und kopieren):
status-copy-solution = Rätsel und Lösung (markieren und kopieren):
status-copy-empty = Nichts zu kopieren: Das Spielfeld ist leer.

## Das im Browser gespeicherte Spielfeld

status-restored-empty = Das Spielfeld ist leer; Rückgängig holt die Spielfelder deines letzten Besuchs zurück.
status-restoring = Dein Spielfeld wird wiederhergestellt…
status-restored = Dein Rätsel ({ $count ->
    [one] { $count } Vorgabe
   *[other] { $count } Vorgaben
}) und sein Verlauf vom letzten Besuch sind wiederhergestellt.
status-restore-failed = Das gespeicherte Rätsel konnte nicht gelesen werden ({ $why }); es geht mit einem leeren Raster los.
status-restore-kept = Die gespeicherten Daten bleiben, wie sie sind, bis du hier etwas änderst.
status-save-failed = Dieser Browser lässt die Seite nicht speichern (Speicher voll oder gesperrt): Beim Neuladen geht das Spielfeld verloren.
# The variants module (killer, X, windoku, jigsaw) could not be loaded.
status-variants-unavailable = Die Varianten konnten nicht geladen werden. Prüfe die Verbindung und wähle die Variante noch einmal.
