## Seite
## Die Bedienelemente und Bereiche der Seite: Namen, Beschriftungen
## (`.aria-label`, für Screenreader), Tooltips (`.title`), Überschriften und Hilfe.

## Die obere Leiste

page-title = Sudoku
page-tagline = Spiel es, tipp es ein oder fotografiere es – und sieh dann, wie es gelöst wird.
page-views = Ansichten
page-view-play = Spielen
page-view-lab = Labor
page-more = Mehr

## Die Seitenspalte

page-timer = Spielzeit
page-play-panel = Spielen: Ziffernblock, Modus, Rückgängig, Wiederholen, Tipp, Start, Prüfen, Aufdecken, Notizen füllen und Checkpoints
page-lab-panel = Labor: Algorithmus und Lösen, Schritt, Kandidaten, Vergleichen und Stapel lösen
page-cancel = Abbrechen

## Das Spielfeld

page-board = Sudoku-Rätsel, 9 mal 9
page-board-row = Zeile { $row }

## Der Ziffernblock und der Eingabemodus

page-numpad = Ziffernblock
page-numpad-erase = Löschen
page-numpad-enter = { $digit } eintragen
page-numpad-colour = Farbe { $digit }
page-modes = Eingabemodus
page-mode-digit = Ziffer
page-mode-corner = Ecke
page-mode-centre = Mitte
page-mode-colour = Farbe

## Die Spielwerkzeuge (unter dem Ziffernblock)

page-tools = Spielwerkzeuge
page-tool-undo = Rück{"\u00AD"}gängig
    .title = Rückgängig (Strg+Z)
page-tool-redo = Wieder{"\u00AD"}holen
    .title = Wiederholen (Strg+Y)
page-tool-hint = Tipp
    .title = Tipp (H)
page-tool-check = Prüfen
    .title = Prüfen (K)
page-tool-more = Extras
    .title = Aufdecken, Notizen füllen und Checkpoints vor dem Raten
page-tool-more-row = Aufdecken, Notizen füllen und Checkpoints
page-tool-reveal = Aufdecken
    .title = Gewählte Zellen mit den Ziffern der Lösung füllen
page-tool-fill-marks = Notizen füllen
    .title = Alle Kandidaten als Mittelnotizen in alle leeren Zellen
page-tool-checkpoint = Checkpoint
    .title = Den aktuellen Stand merken, bevor du rätst
page-tool-back-to-checkpoint = Zum Checkpoint
    .title = Zurück zum letzten Checkpoint (Rückgängig macht es ungeschehen)
page-tool-undo-to-mistake = Bis zum ersten Fehler
    .title = Zurück bis kurz vor deinen ersten falschen Eintrag (Rückgängig macht es ungeschehen)
page-tool-start = Start
    .title = Vorgaben festlegen und die Uhr starten
page-variant = Variante
page-variant-name = { $variant ->
    [killer] Killer
    [killer-x] Killer-X
    [x] X-Sudoku
    [windoku] Windoku
    [jigsaw] Jigsaw
   *[classic] Klassisch
}

## Rätsel holen (unter der Seitenspalte)

page-new-title = Rätsel holen
page-new-level = Stufe
page-new-puzzle = Neues Rätsel
page-new-today = Tagesrätsel
    .title = Das Rätsel des Tages in der gewählten Stufe: heute für alle gleich
page-new-photo = Foto
    .title = Rätsel aus einem Foto lesen (oder ein Bild aufs Spielfeld einfügen oder ziehen)
page-new-camera = Kamera
    .title = Rätsel live mit der Kamera lesen: halte sie über das Papier
page-new-skip = Vorspulen
    .title =
        Alle Schritte vor { $technique ->
            [hidden-single-box] dem ersten versteckten Single (Block)
            [hidden-single-row-or-column] dem ersten versteckten Single (Zeile oder Spalte)
            [direct-pointing] dem ersten direkten Pointing
            [direct-claiming] dem ersten direkten Claiming
            [direct-hidden-pair] dem ersten direkten versteckten Paar
            [naked-single] dem ersten nackten Single
            [direct-hidden-triple] dem ersten direkten versteckten Tripel
            [naked-pair] dem ersten nackten Paar
            [hidden-pair] dem ersten versteckten Paar
            [naked-triple] dem ersten nackten Tripel
            [hidden-triple] dem ersten versteckten Tripel
            [naked-quad] dem ersten nackten Quadrupel
            [hidden-quad] dem ersten versteckten Quadrupel
            [aligned-pair-exclusion] der ersten { $techniqueName }
            [aligned-triple-exclusion] der ersten { $techniqueName }
            [bidirectional-cycle] dem ersten bidirektionalen Zyklus
            [simple-colouring] dem ersten Schritt mit { $techniqueName }
            [x-chain] der ersten { $techniqueName }
            [supposition-x-chain] der ersten { $techniqueName }
            [supposition-forcing-chain] der ersten { $techniqueName }
            [supposition-nishio] der ersten { $techniqueName }
            [cell-or-unit-forcing-chain] der ersten { $techniqueName }
            [supposition-dynamic] der ersten { $techniqueName }
            [supposition-dynamic-plus] der ersten { $techniqueName }
            [deep-supposition] der ersten tiefen Annahme
           *[other] dem ersten { $techniqueName }
        } ausführen

## Labor: Lösen

page-solve-title = Lösen
page-solve-help = Läuft im Hintergrund und zählt jeden rekursiven Aufruf; die Statuszeile zeigt die Zahlen und die Zeit.
page-solve-algorithm = Algorithmus
page-solve = Lösen

## Labor: Lösung erklären

page-explain-title = Lösung erklären
page-explain-help = Schritt füllt eine Zelle oder streicht Kandidaten mit einer benannten Technik; Tipp (in der Ansicht Spielen) zeigt denselben Schritt in drei Stufen.
page-explain = Erklären
page-explain-step = Schritt
page-explain-candidates = Kandidaten
page-steps-title = Bisherige Schritte
page-steps-empty = Noch keine. Tipp zeigt den nächsten Schritt, Schritt führt ihn aus.

## Labor: Algorithmen vergleichen

page-compare-title = Algorithmen vergleichen
page-compare = Vergleichen
page-compare-stop = Stopp
page-compare-help = Lässt alle vier im Hintergrund dieses Rätsel lösen, bis zur ersten Lösung.
page-compare-batch = Stapel lösen…
page-compare-batch-help = Eine ganze Datei voller Rätsel, mit der Zeit für jedes.
page-compare-table = Vergleichstabelle
page-compare-caption = Aufwand der einzelnen Algorithmen
page-compare-algorithm = Algorithmus
page-compare-calls = Aufrufe
page-compare-guesses = Versuche
page-compare-backtracks = Rücksprünge
page-compare-time = Zeit
page-compare-row =
    { $algorithm ->
        [naive] naiv
        [candidates] Kandidaten
        [propagation] Propagierung
        [fast] schnell
       *[other] { $algorithm }
    }

## Der Bereich „Mehr“

page-more-panel = Mehr: Teilen, Stand teilen, Kopieren, Rätsel bearbeiten, Leeren, Statistik, Technik üben, Einstellungen und Tasten
page-more-title = Mehr
page-more-close = Schließen
page-more-puzzle = Dieses Rätsel
page-more-share = Teilen
page-more-share-progress = Stand teilen
page-more-copy = Kopieren
    .title = Rätsel (und Lösung) als Zeilen mit 81 Zeichen kopieren
page-more-edit = Rätsel bear{"\u00AD"}beiten
page-more-clear = Leeren
    .title = Spielfeld leeren (Rückgängig holt es zurück)
page-practise-title = Technik üben
page-practise-technique = Technik
    .title = Technik zum Üben
page-practise = Üben
    .title = Ein Rätsel, dessen schwierigster Schritt die gewählte Technik braucht
page-settings = Einstellungen
page-setting-tidy-marks = Gesetzte Ziffer aus den Notizen ihrer Zeile, Spalte und ihres Blocks entfernen
page-setting-show-peers = Zeile, Spalte und Block der gewählten Zelle hervorheben

## Der Bereich „Mehr“: die Tasten

page-keys = Tasten
page-key-digit = Ziffer eintragen
    .keys = 1-9
page-key-erase = löschen
    .keys = Rücktaste, Entf, 0, . oder Leertaste
page-key-move = bewegen (Strg+Pos1, Strg+Ende: erste und letzte Zelle)
    .keys = Pfeiltasten, Pos1, Ende
page-key-corner = Ecknotiz
    .keys = Umschalt+Ziffer
page-key-centre = Mittelnotiz
    .keys = Strg+Ziffer
page-key-modes = Modus Ziffer, Ecke, Mitte, Farbe
    .keys = Z X C V
page-key-hint = Tipp / prüfen
    .keys = H / K
page-key-undo = rückgängig / wiederholen
    .keys = Strg+Z / Strg+Y
page-key-select = weitere Zellen wählen
    .keys = Umschalt+Klick, Strg+Klick, Ziehen
page-key-select-all = alle / keine wählen
    .keys = Strg+A / Esc
page-more-note = Füge ein Rätsel (81 Zeichen oder ein 9x9-Raster) oder ein Bild aufs Spielfeld ein, oder zieh ein Foto auf die Seite.

## Statistik (im Bereich „Mehr“)

page-stats = Statistik
page-stats-caption = Von Hand gelöste Rätsel pro Stufe
page-stats-level = Stufe
page-stats-finished = Gelöst
page-stats-best = Bestzeit
page-stats-median = Median
page-stats-variants = Varianten (ohne Stufe)
page-stats-export = Exportieren
    .title = Deine Statistik als JSON-Datei speichern
page-stats-import = Importieren
    .title = Statistik aus einer Datei hinzufügen, die auf einem anderen Gerät exportiert wurde
