## Sprache: die Sprachauswahl und ihre Meldungen.

language-label = Sprache
language-failed = Diese Sprache konnte nicht geladen werden ({ $reason }); die Seite bleibt auf Deutsch.

## Das Dokument und der Hinweis auf eine neue Version

language-document-title = Sudoku: Rätsel spielen, eintippen oder fotografieren und lösen lassen
language-document-description = Sudoku spielen, mit Notizen und Hinweisen, die etwas beibringen; ein Rätsel aus der Zeitung eintippen oder fotografieren; sehen, wie vier Algorithmen es lösen, mit ihren Aufrufzahlen. Offline, im Browser.
language-update-ready = Eine neue Version dieser Seite ist bereit.
language-update-reload = Neu laden
