## Der Bereich „Stapel lösen“: eine ganze Datei voller Rätsel, im Hintergrund
## gelöst, mit Zusammenfassung, Histogramm der Zeiten und Tabelle der Rätsel.
## Die heruntergeladenen CSV- und JSON-Dateien sind Daten und bleiben englisch.

batch-title = Stapel lösen
batch-close-label = „Stapel lösen“ schließen
batch-close-tooltip = Schließen (Esc)
batch-close = Schließen
batch-help = Löst im Hintergrund eine ganze Datei voller Rätsel, eins pro Zeile (81 Zeichen, . oder 0 für eine leere Zelle): das Ergebnis und die Zeit jedes Rätsels und die Aufrufe der Suche. Zeilen, die keine Rätsel sind, werden aufgelistet und übersprungen.
batch-set = Sammlung
batch-choose-set = Sammlung wählen…
batch-set-top95 = top95: { $puzzles } schwere Rätsel (Norvig)
batch-set-msk = msk_009: { $puzzles } Rätsel aller Stufen
batch-set-top1465 = top1465: { $puzzles } schwere Rätsel (magictour)
batch-set-hardest = forum hardest: { $puzzles } der schwersten bekannten Rätsel
batch-own-file = Deine Datei: { $name }
batch-open-file = Datei öffnen…
batch-algorithm = Algorithmus
batch-first = Nur erste Lösung
batch-budget = Aufruflimit pro Rätsel
batch-budget-none = kein Limit
batch-cancel = Abbrechen
batch-run = Alle lösen
batch-progress-label = Fortschritt des Stapels
batch-progress = { $done } von { $total ->
    [one] { $total } Rätsel
   *[other] { $total } Rätseln
} gelöst.

## Warum das eingegebene Aufruflimit nicht übernommen wurde. Das Feld nimmt
## Ziffern, gruppiert mit Kommas, Leerzeichen, Apostrophen oder Unterstrichen,
## oder 1e6, aber nie mit Punkten: daher das Beispiel mit Leerzeichen.
batch-budget-not-a-number = Das Aufruflimit „{ $typed }“ ist keine ganze Zahl: Gib eine ein, etwa 1 000 000, oder lass das Feld leer für kein Limit.
batch-budget-zero = Ein Aufruflimit von 0 würde jedes Rätsel vor dem Start stoppen: Gib 1 oder mehr ein oder lass das Feld leer für kein Limit.
batch-budget-too-big = Das Aufruflimit „{ $typed }“ ist größer, als der Solver zählen kann: Lass das Feld leer für kein Limit.

## Was der Bereich gerade sagt.
batch-opening = { $name } wird geöffnet…
batch-open-failed = { $name } konnte nicht geöffnet werden: { $why }.
batch-opened = { $name }: { $puzzles } Rätsel.
batch-opened-bad = { $name }: { $puzzles } Rätsel, { $bad ->
    [one] { $bad } Zeile
   *[other] { $bad } Zeilen
} ohne Rätsel (unten aufgelistet, übersprungen).
batch-finished = Fertig: { $tally }.
batch-bad-budget = Nicht gestartet: Korrigiere zuerst das Aufruflimit.
batch-cancelled = Abgebrochen nach { $done } von { $total ->
    [one] { $total } Rätsel
   *[other] { $total } Rätseln
}: Die Tabelle zeigt diese.
batch-failed = Der Lauf brach ab: { $why }.

## Warum eine Datei nicht geöffnet oder ein Download nicht erstellt werden
## konnte: das Ende von batch-open-failed („mine.txt konnte nicht geöffnet
## werden: die Datei ist leer.“), daher klein und ohne Punkt.
batch-file-empty = die Datei ist leer
batch-file-not-text = die Datei ist keine Textdatei
batch-file-not-text-short = der Inhalt ist kein Text
batch-file-too-big = die Datei hat { $size } MB, mehr als die { $most } MB, die ein Stapel fassen kann
file-browser-refused = der Browser hat abgelehnt
batch-network-failed = das Netz oder die Offline-Kopie hat versagt
batch-server-answered = der Server antwortete mit { $status }
batch-no-window = kein Fenster
file-no-document = kein Dokument
file-no-link = kein Link-Element
batch-unreadable-request = unlesbare Stapel-Anfrage: { $why }
batch-unreadable-results = unlesbare Stapel-Ergebnisse: { $why }

## Die Zeilen der Datei, die keine Rätsel sind.
batch-bad-line = Zeile { $line }: { $why }
batch-bad-lines = { $lines ->
    [one] { $lines } Zeile
   *[other] { $lines } Zeilen
} ohne Rätsel

## Die Ergebnisse.
batch-verdict-unique = eindeutig
batch-verdict-multiple = mehrere Lösungen
batch-verdict-solved = gelöst
batch-verdict-none = keine Lösung
batch-verdict-aborted = über dem Limit
batch-verdict-cancelled = abgebrochen
batch-count-unique = { $count } eindeutig
batch-count-multiple = { $count } mit mehreren Lösungen
batch-count-solved = { $count } gelöst
batch-count-none = { $count } ohne Lösung
batch-count-aborted = { $count } über dem Limit
batch-count-cancelled = { $count } abgebrochen
batch-list-separator = {", "}
batch-verdicts-none = noch keines gelöst
batch-tally = { $puzzles } Rätsel: { $verdicts }
batch-tally-line = { $tally }.
batch-times = Median { $median }, Mittel { $mean } pro Rätsel, { $total } insgesamt; { $calls ->
    [one] { $calls } Aufruf
   *[other] { $calls } Aufrufe
} (Median { $medianCalls }).
batch-time-us = { $time } µs
batch-time-ms = { $time } ms
batch-time-s = { $time } s
batch-results-title = Ergebnisse: { $algorithm }, { $mode ->
    [first] erste Lösung
   *[count] bis zwei Lösungen gezählt
}
batch-results-title-budget = Ergebnisse: { $algorithm }, { $mode ->
    [first] erste Lösung
   *[count] bis zwei Lösungen gezählt
}, Limit { $budget ->
    [one] { $budget } Aufruf
   *[other] { $budget } Aufrufe
}
batch-download-csv = CSV herunterladen
batch-download-json = JSON herunterladen
batch-histogram = Zeit pro Rätsel
batch-histogram-range = { $from } bis { $to }
batch-show = Anzeigen
batch-order-file = in Dateireihenfolge
batch-order-slowest = langsamste zuerst
batch-previous = Zurück
batch-next = Weiter
batch-page = Seite { $page } von { $pages }
batch-page-puzzles = Rätsel { $first } bis { $last }
batch-scroll-hint = Die Tabelle ist breiter als der Bildschirm: Scroll sie zur Seite (wischen oder, sobald sie den Fokus hat, mit den Pfeiltasten), um Zeit, Aufrufe und „Öffnen“ zu sehen.
batch-table-label = Tabelle der Stapel-Ergebnisse
batch-column-line = Zeile
batch-column-puzzle = Rätsel
batch-column-verdict = Ergebnis
batch-column-time = Zeit
batch-column-calls = Aufrufe
batch-column-board = Spielfeld
batch-open = Öffnen
batch-open-label = Zeile { $line } auf dem Spielfeld öffnen

## Warum ein Worker (die Helfer der Seite, die im Hintergrund lösen, bewerten
## und lesen) versagt hat: Diese Gründe beenden Sätze der Seite, daher klein
## und ohne Punkt.

worker-failed = { $worker ->
    [solver] der Solver-Worker
    [puzzle-make] der Rätsel-Worker, der Rätsel bewertet und erstellt,
    [puzzle-hint] der Rätsel-Worker, der die Tipps sucht,
    [puzzle-import] der Rätsel-Worker, der Statistikdateien liest,
    [puzzle-batch] der Rätsel-Worker, der den Stapel löst,
   *[reader] der Lese-Worker, der Fotos liest,
} { $how ->
    [not-loaded] konnte nicht geladen werden
    [stopped] brach mit einem Fehler ab
   *[unreadable] schickte eine unlesbare Antwort
} ({ $why })
worker-script-not-fetched = sein Skript konnte nicht geladen werden
worker-file-gone = die Datei ist nicht mehr da; wähle sie noch einmal
worker-file-too-large = die Datei hat { $megabytes } MB, weit mehr als eine Statistikdatei
worker-file-unreadable = die Datei konnte nicht gelesen werden ({ $why })
worker-unknown-error = unbekannter Fehler
worker-read-decode = die Datei ließ sich nicht als Bild lesen: { $why }
worker-read-too-large = das Bild ist zu groß ({ $width }x{ $height } Pixel; höchstens 40 Megapixel)
worker-read-empty = das Bild ist leer
worker-read-bad-buffer = die Pixeldaten passen nicht zur Bildgröße ({ $got ->
    [one] { $got } Byte
   *[other] { $got } Bytes
} statt { $expected })
worker-read-no-grid = kein Sudoku-Raster im Bild gefunden
worker-read-file-empty = die Datei ist leer
worker-read-not-a-picture = die Datei ist kein Bild, das dieser Browser öffnen kann
worker-read-only-photos = der Lese-Worker liest nur Fotos

batch-not-loaded = „Stapel lösen“ konnte nicht geladen werden. Prüf die Verbindung und drück noch einmal „Stapel lösen…“.
