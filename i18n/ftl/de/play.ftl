## Spielen
## Ein Rätsel spielen (Start, Prüfen, Aufdecken, Checkpoints), Vergleichen,
## die Statistik, die Beschriftungen der Zellen für Screenreader, doppelte
## Ziffern und die Zahlenformate.

## Zahlen mit ihren Nomen, für Aufzählungen („Genutzt: 2× Prüfen,
## 1× Aufdecken und 3 Tipps.“)

number-givens = { $count ->
    [one] { $count } Vorgabe
   *[other] { $count } Vorgaben
}
number-entries = { $count ->
    [one] { $count } Eintrag
   *[other] { $count } Einträge
}
number-steps = { $count ->
    [one] { $count } Schritt
   *[other] { $count } Schritte
}
number-checks = { $count }× Prüfen
number-reveals = { $count }× Aufdecken
number-hints = { $count ->
    [one] { $count } Tipp
   *[other] { $count } Tipps
}

## Dauer und Datum

number-duration-under = unter { $ms } ms
number-duration-ms = { $ms } ms
number-duration-s = { $s } s
number-date = { $day }. { $month ->
    [1] Jan.
    [2] Feb.
    [3] März
    [4] Apr.
    [5] Mai
    [6] Juni
    [7] Juli
    [8] Aug.
    [9] Sept.
    [10] Okt.
    [11] Nov.
   *[12] Dez.
} { $year }

## Doppelte Ziffern in einer Zeile, Spalte oder einem Block: je ein Satz

clash-found = { $count ->
    [2] Zweimal
    [3] Dreimal
    [4] Viermal
   *[other] { $count }-mal
} die { $digit } in { $unit ->
    [row] Zeile
    [column] Spalte
   *[box] Block
} { $number }.
clash-more = Und { $count } weitere.

## Die Zellen, wie Screenreader sie nennen: „Zeile 3, Spalte 7, 5,
## eingetragen, falsch, Farbe 4“

cell-label = Zeile { $row }, Spalte { $column }, { $digit ->
    [0] leer
   *[other] { $digit }
}
cell-candidates = , { $count ->
    [0] keine Kandidaten
   *[other] Kandidaten { $candidates }
}
cell-entered = , eingetragen
cell-solved = , gelöst
cell-step = , aus einem Schritt
cell-wrong = , falsch
cell-corner-marks = , Ecknotizen { $digits }
cell-centre-marks = , Mittelnotizen { $digits }
cell-colour = , Farbe { $colour }

## Spielen: Start, Rätsel bearbeiten, Prüfen, Aufdecken, Checkpoints

play-started = Los geht's: { $count ->
    [one] Die { $count } Vorgabe ist
   *[other] Die { $count } Vorgaben sind
} festgelegt und die Uhr läuft.
play-started-help = Tippe eine Ziffer oder wähle sie im Ziffernblock, um sie einzutragen. Der Schalter unter dem Ziffernblock (Ziffer, Ecke, Mitte, Farbe) trägt Ziffern stattdessen als Ecknotizen, Mittelnotizen oder Farben ein (Tasten: Umschalt oder Strg+Ziffer, Z X C V).
play-started-without = Los geht's: { $count ->
    [one] Die { $count } Vorgabe ist
   *[other] Die { $count } Vorgaben sind
} festgelegt und die Uhr läuft, aber { $why ->
    [several] { $count ->
        [one] sie lässt mehr als eine Lösung zu.
       *[other] sie lassen mehr als eine Lösung zu.
    }
    [none] { $count ->
        [one] sie hat keine Lösung.
       *[other] sie haben keine Lösung.
    }
   *[unsettled] eine schnelle Suche konnte nicht klären, ob das Rätsel genau eine Lösung hat.
}
play-started-without-help = Prüfen, Aufdecken und die Tipps brauchen ein Rätsel mit genau einer Lösung: Mit Rätsel bearbeiten (unter Mehr) kannst du Vorgaben ergänzen oder korrigieren.
play-entering = Rätsel bearbeiten: Eingetippte Ziffern sind Vorgaben. Drück Start, um zu spielen.
play-locked = Die gewählten Zellen enthalten Vorgaben oder Ziffern des Solvers, die sich nicht ändern lassen.
play-nothing-to-play = Nichts zu spielen: Das Spielfeld ist leer. Gib zuerst ein Rätsel ein oder füge eines ein.
play-cannot-start = Start nicht möglich: { $clashes } Ändere zuerst eine der markierten Ziffern.
play-nothing-to-check = Noch nichts zu prüfen: Du hast keine Ziffern eingetragen.
play-checked-right = { $entries ->
    [1] Dein Eintrag ist bisher richtig.
   *[other] Alle { $entries } Einträge sind bisher richtig.
}
play-checked-wrong = { $entries ->
    [1] Dein Eintrag ist falsch: Er ist markiert.
   *[other] { $wrong } deiner { $entries } Einträge { $wrong ->
        [one] ist falsch: Er ist markiert.
       *[other] sind falsch: Sie sind markiert.
    }
}
play-not-playing = Checkpoints und Bis zum ersten Fehler gibt es nur beim Spielen: Drück zuerst Start.
play-checkpointed = { $count ->
    [1] Checkpoint gesetzt: Zum Checkpoint bringt dich zum jetzigen Stand zurück.
   *[other] Checkpoint gesetzt ({ $count } für dieses Rätsel): Zum Checkpoint bringt dich zum neuesten zurück.
}
play-no-checkpoint = Noch kein Checkpoint: Drück vor dem Raten auf Checkpoint, um dorthin zurückkehren zu können.
play-at-checkpoint = Das Spielfeld ist auf dem Stand des letzten Checkpoints.
play-back-to-checkpoint = Zurück beim letzten Checkpoint. Rückgängig bringt dich wieder zurück.
play-no-mistake = Kein Fehler zum Zurücknehmen: Alle Einträge stimmen mit der Lösung überein.
play-before-first-mistake = Zurück bis kurz vor deinen ersten Fehler ({ $count ->
    [one] { $count } Änderung
   *[other] { $count } Änderungen
} zurückgenommen). Rückgängig holt sie zurück.
play-mistakes-erased = { $count ->
    [one] Der Verlauf reicht nicht bis zu deinem ersten Fehler zurück: Stattdessen wurde { $count } falscher Eintrag gelöscht. Rückgängig holt ihn zurück.
   *[other] Der Verlauf reicht nicht bis zu deinem ersten Fehler zurück: Stattdessen wurden { $count } falsche Einträge gelöscht. Rückgängig holt sie zurück.
}
play-revealed = { $count ->
    [0] Nichts aufzudecken: Wähle zuerst leere Zellen oder Einträge.
    [one] { $count } Zelle aufgedeckt.
   *[other] { $count } Zellen aufgedeckt.
}
play-no-single-solution-several = Prüfen und Aufdecken brauchen ein Rätsel mit genau einer Lösung; dieses hat mehr als eine.
play-no-single-solution-none = Prüfen und Aufdecken brauchen ein Rätsel mit genau einer Lösung; dieses hat keine.
play-no-single-solution-unsettled = Prüfen und Aufdecken brauchen ein Rätsel mit genau einer Lösung; eine schnelle Suche ({ $calls ->
    [one] { $calls } Aufruf
   *[other] { $calls } Aufrufe
}) konnte nicht klären, ob dieses genau eine hat. Lösen im Labor sucht so lange wie nötig.
play-no-puzzle = Noch kein Rätsel da: Gib eines ein oder lade eines (einfügen, Link öffnen, Foto oder Neues Rätsel).
play-finished = Gut gemacht: Du hast es in { $time } gelöst.
play-help-used = { $count ->
    [0] Ohne Prüfen, Aufdecken oder Tipps.
    [1] Genutzt: { $a }.
    [2] Genutzt: { $a } und { $b }.
   *[other] Genutzt: { $a }, { $b } und { $c }.
}
play-share = Teilen: { $line }

## Vergleichen (im Labor): die Tabelle, ihr Hinweis und die Statuszeile

compare-waiting = wartet
compare-running = läuft
compare-calls-so-far = bisher { $calls }
compare-time-so-far = bisher { $time }
compare-stopped-after = gestoppt nach { $calls }
compare-not-run = nicht gelaufen
compare-failed = fehlgeschlagen: { $why }
compare-note = { $stale ->
    [yes] Jeder Algorithmus an diesem Rätsel, bis zur ersten Lösung (das Rätsel, wie es beim Drücken von Vergleichen war).
   *[no] Jeder Algorithmus an diesem Rätsel, bis zur ersten Lösung.
} Balken: Aufrufe auf einer logarithmischen Skala von 1 bis { $most }: Zehnmal mehr Aufrufe verlängern den Balken jeweils um dasselbe Stück.
compare-started = Die vier Algorithmen lösen dieses Rätsel nacheinander…
compare-stopped = Vergleich gestoppt.
compare-empty = Nichts zu vergleichen: Das Spielfeld ist leer. Gib zuerst ein Rätsel ein oder füge eines ein.
compare-clashes = Vergleich nicht möglich: { $clashes } Ändere zuerst eine der markierten Ziffern.
compare-done = Algorithmen an diesem Rätsel verglichen.
compare-summary = Verglichen: Naives Backtracking brauchte { $naive ->
    [one] { $naive } Aufruf
   *[other] { $naive } Aufrufe
}, der schnelle Solver { $fast ->
    [one] { $fast } Aufruf
   *[other] { $fast } Aufrufe
}.
compare-summary-stopped = Verglichen: Naives Backtracking wurde nach { $naive ->
    [one] { $naive } Aufruf
   *[other] { $naive } Aufrufen
} gestoppt; der schnelle Solver brauchte { $fast ->
    [one] { $fast } Aufruf
   *[other] { $fast } Aufrufe
}.

## Statistik: der Bereich, die Zeile zum Teilen des Tagesrätsels und die
## Statistikdatei (Exportieren und Importieren)

stats-share = Sudoku, { $date }, { $level ->
   *[other] { $levelName }
}: { $time }, { $help }
stats-share-unrated = Sudoku, { $date }: { $time }, { $help }
stats-share-help = { $count ->
    [0] keine Tipps
    [1] { $a }
    [2] { $a }, { $b }
   *[other] { $a }, { $b }, { $c }
}
stats-finished-unaided = { $finished } ({ $unaided } ohne Hilfe)
stats-streak = { $days ->
    [0] Noch keine Tagesserie: Löse das Tagesrätsel, um eine zu beginnen.
    [one] Tagesserie: { $days } Tag.
   *[other] Tagesserie: { $days } Tage.
}
stats-export-failed = Die Statistikdatei konnte nicht gespeichert werden: { $why }.
stats-imported = { $count ->
    [0] Die Statistikdatei enthielt nichts Neues: Deine Statistik ist unverändert.
    [one] { $count } gelöstes Rätsel in deine Statistik importiert.
   *[other] { $count } gelöste Rätsel in deine Statistik importiert.
}
stats-refused = „{ $name }“ konnte nicht importiert werden: { $why }. Deine Statistik ist unverändert.
stats-not-json = das ist keine Statistikdatei: Exportieren schreibt sie als JSON, und dies ist kein JSON
stats-not-a-file = das ist keine Statistikdatei ({ $why })
stats-version = die Datei hat Version { $version }; diese Seite liest Version { $ours }

## Was an einer Zeile der Statistikdatei falsch ist (ein gelöstes Rätsel:
## „2026-11-26 hard 462 0 1 0 daily ..6.2.38...“)

stats-line-bad = gelöstes Rätsel { $line }: { $why }
stats-line-words = { $count ->
    [one] es hat { $count } Wort statt der 8 eines gelösten Rätsels
   *[other] es hat { $count } Wörter statt der 8 eines gelösten Rätsels
}
stats-line-number = { $field ->
    [time] die Zeit
    [hints] die Zahl der Tipps
    [checks] die Zahl der Prüfungen
   *[reveals] die Zahl der Aufdeckungen
} „{ $word }“ ist keine ganze Zahl
stats-line-date = „{ $word }“ ist kein Datum: Schreib es als JJJJ-MM-TT, etwa 2026-11-26
stats-line-level = die Stufe „{ $word }“ ist nicht easy, medium, hard, expert oder extreme
stats-line-daily = „{ $word }“ ist weder daily noch other
stats-line-puzzle = das Rätsel: { $why }
stats-line-givens = { $count ->
    [one] das Rätsel hat { $count } Vorgabe; ein Rätsel hat mindestens 17
   *[other] das Rätsel hat { $count } Vorgaben; ein Rätsel hat mindestens 17
}
stats-line-clash = im Rätsel steht eine Vorgabe doppelt
stats-line-daily-level = es ist ein Tagesrätsel ohne Stufe
stats-line-variant = die Variante „{ $word }“ ist nicht killer, killer-x, x, windoku oder jigsaw
stats-line-variant-level = es ist das Rätsel einer Variante mit Stufe, doch Varianten haben keine Stufe (Stufe „-“)
stats-line-empty = das Rätsel hat weder Vorgaben noch Käfige
