## Sprache: die Sprachauswahl und ihre Meldungen.

language-label = Sprache
language-failed = Diese Sprache konnte nicht geladen werden ({ $reason }); die Seite bleibt auf Deutsch.

## Das Dokument und der Hinweis auf eine neue Version

language-document-title = Sudoku: Rätsel spielen, eintippen oder fotografieren und lösen lassen
language-update-ready = Eine neue Version dieser Seite ist bereit.
language-update-reload = Neu laden
