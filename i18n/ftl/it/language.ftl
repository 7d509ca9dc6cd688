## Lingua: il menu delle lingue e i suoi messaggi.

language-label = Lingua
language-failed = Impossibile caricare quella lingua ({ $reason }); la pagina continua in questa.

## Il documento e l’avviso di aggiornamento

language-document-title = Sudoku: gioca, inserisci o fotografa una griglia e guarda come si risolve
language-document-description = Gioca a sudoku con note e suggerimenti che insegnano; inserisci o fotografa un sudoku del giornale; guardalo risolto da quattro algoritmi, con il numero delle loro chiamate. Offline, nel tuo browser.
language-update-ready = È pronta una nuova versione di questa pagina.
language-update-reload = Ricarica
