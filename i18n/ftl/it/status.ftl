## status
## La riga di stato sotto la griglia: cosa dice la pagina di ciò che è appena
## successo. Gli algoritmi (`$algorithmName`) cominciano con l’articolo:
## non metterli dopo di/a/da/in/su.

## Una risoluzione in corso nel worker.

status-solving-count = : { $calls ->
    [one] { $calls } chiamata
   *[other] { $calls } chiamate
} finora.
status-solving = Risoluzione con { $algorithmName }{ $count }
status-solving-time = In corso da { $time }.
status-solving-stop = Premi Interrompi (nel Lab) o Esc per fermarla; la griglia resta modificabile.
status-interrupted = La griglia è cambiata, quindi la risoluzione con { $algorithmName } si è fermata dopo { $calls ->
    [one] { $calls } chiamata
   *[other] { $calls } chiamate
} ({ $time }).
status-cancelled = Risoluzione interrotta dopo { $calls ->
    [one] { $calls } chiamata
   *[other] { $calls } chiamate
} ({ $time }): { $algorithmName } non aveva finito.
status-cancelled-advice = Per questo sudoku prova la propagazione dei vincoli o il risolutore rapido.
status-solve-failed = Impossibile avviare la risoluzione: { $why }.

## Una risoluzione finita (Risolvi, nel Lab).

status-solve-empty = Niente da risolvere: la griglia è vuota. Prima inserisci o incolla un sudoku.
status-solve-clashes = Impossibile risolvere: { $clashes } Prima cambia una delle cifre evidenziate.
status-solve-numbers = { $calls ->
    [one] { $calls } chiamata
   *[other] { $calls } chiamate
}, { $guesses ->
    [one] { $guesses } tentativo
   *[other] { $guesses } tentativi
}, { $backtracks } backtrack in { $time }.
status-solved-unique = Risolto: la soluzione è unica.
status-solved-multiple = Risolto, ma il sudoku ha più soluzioni: questa è una di esse.
status-solved-method = { $algorithmLabel }, conteggio fino alla prima soluzione.
status-solved-method-checked = { $algorithmLabel }, conteggio fino alla prima soluzione. Il risolutore rapido ha cercato una seconda soluzione ({ $calls ->
    [one] { $calls } chiamata
   *[other] { $calls } chiamate
}).
status-solved-none = Questo sudoku non ha soluzione: questi numeri iniziali non si possono completare.
status-solved-none-method = { $algorithmLabel }.
status-solve-stopped = Fermato dopo { $calls ->
    [one] { $calls } chiamata
   *[other] { $calls } chiamate
}: { $algorithmName } impiega troppo per questo sudoku; prova la propagazione dei vincoli o il risolutore rapido.
status-solved-wrong = { $count ->
    [one] { $count } dei tuoi inserimenti non è la cifra della soluzione: è segnato.
   *[other] { $count } dei tuoi inserimenti non sono le cifre della soluzione: sono segnati.
}

## La griglia e la sua cronologia.

status-welcome = Inserisci il sudoku (clicca una casella, digita 1-9) e premi Inizia, oppure prendi un Nuovo sudoku, o leggine uno da una Foto o con la Fotocamera.
status-board-empty = La griglia è vuota.
status-givens-entering = { $count ->
    [one] { $count } numero iniziale
   *[other] { $count } numeri iniziali
} sulla griglia. Premi Inizia per giocare, o Risolvi nel Lab.
status-givens = { $count ->
    [one] { $count } numero iniziale
   *[other] { $count } numeri iniziali
} sulla griglia.
status-board = { $count ->
    [2] { $a } e { $b } sulla griglia.
   *[other] { $a }, { $b } e { $c } sulla griglia.
}
status-board-solution = la soluzione
status-undone = Annullato. { $board }
status-redone = Ripetuto. { $board }
status-nothing-to-undo = Niente da annullare.
status-nothing-to-redo = Niente da ripetere.
status-cleared = Griglia svuotata.
status-edit-took-solution = La modifica ha tolto la soluzione dalla griglia; Annulla la ripristina.
status-edit-took-steps = { $count ->
    [1] La modifica ha tolto il passo dalla griglia; Annulla lo ripristina.
   *[other] La modifica ha tolto i { $count } passi dalla griglia; Annulla li ripristina.
}
status-hint-gone = La griglia è cambiata, quindi quell’aiuto non vale più: premi Aiuto per averne uno nuovo. { $board }
status-other-tab = Un’altra scheda di questa pagina ha cambiato la griglia; questa mostra la stessa. { $board }
status-thinking = Cerco il passo successivo…
status-explain-failed = Niente aiuto stavolta: { $why }. Ricarica la pagina per riprovare.

## Caricare un sudoku: da un link, da testo incollato, da una foto, da un file.

status-loaded = Caricato un sudoku con { $count ->
    [one] { $count } numero iniziale
   *[other] { $count } numeri iniziali
} { $source ->
    [link] dal link
    [paste] dal testo incollato
    [photo] dalla foto
   *[batch] dal file
}.
status-photo-not-ready = Il sudoku non ha ancora una sola soluzione: correggi le sue cifre sulla griglia, poi premi Inizia per giocare.
status-link-failed = Il sudoku del link non è stato caricato: { $why }.
status-paste-failed = Il testo incollato non è stato caricato: { $why }.
status-link-empty = Il sudoku del link non è stato caricato: la sua griglia è vuota.
status-paste-empty = Il testo incollato non è stato caricato: è una griglia vuota, senza cifre.
status-empty-kept = Incolla un sudoku con le sue cifre, o inseriscine uno; la griglia è rimasta com’era.
status-link-text = Il sudoku del link, da correggere e incollare sulla griglia: { $text }
status-loaded-progress = Caricato un sudoku con { $givens ->
    [one] { $givens } numero iniziale
   *[other] { $givens } numeri iniziali
} e i progressi del link ({ $entries ->
    [one] { $entries } inserimento
   *[other] { $entries } inserimenti
}).
status-progress-failed = Caricato il sudoku del link con { $givens ->
    [one] { $givens } numero iniziale
   *[other] { $givens } numeri iniziali
}, ma non i suoi progressi: { $why }.
status-lost-on-start = Il sudoku salvato nella tua ultima visita non si è potuto leggere ({ $why }) ed è stato scartato.

## Perché un testo non è un sudoku (dopo «Il testo incollato non è stato
## caricato: »).

status-parse-char = casella { $cell } (carattere { $column }): «{ $character }» non previsto
status-parse-char-line = casella { $cell } (riga { $line }, carattere { $column }): «{ $character }» non previsto
status-parse-count = servono 81 caselle, il testo ne ha { $found }
status-parse-value = casella { $cell }: il valore { $value } non è tra 0 e 9

## Perché il codice dei progressi di un link non è stato letto.

status-progress-version = non è un codice di progressi che questa pagina conosce
status-progress-character = il carattere { $at } non fa parte di un codice di progressi
status-progress-length = è troncato o troppo lungo
status-progress-value = la casella (riga { $row }, colonna { $column }) contiene una cifra o un colore fuori intervallo
status-progress-on-given = mette un inserimento sul numero iniziale della casella (riga { $row }, colonna { $column })
status-progress-nothing = dice che la casella (riga { $row }, colonna { $column }) contiene qualcosa, ma non dice cosa

## Perché non è stato creato un nuovo sudoku (dopo «Impossibile creare un
## nuovo sudoku difficile: »).

status-make-cancelled = creazione del sudoku annullata
status-make-unavailable = non si può creare un sudoku per allenarsi sulla tecnica { $technique }: nessuno dei sudoku esaminati la richiedeva come passo più difficile

## Condividi e Copia.

status-share = Link a questo sudoku:
status-share-copied = Link a questo sudoku (copiato negli appunti):
status-share-progress = Link a questo sudoku e ai tuoi progressi:
status-share-progress-copied = Link a questo sudoku e ai tuoi progressi (copiato negli appunti):
status-share-empty = Niente da condividere: la griglia è vuota.
status-copied = Sudoku copiato negli appunti:
status-copied-solution = Sudoku e soluzione copiati negli appunti:
status-copy = Sudoku (selezionalo e copialo):
status-copy-solution = Sudoku e soluzione (selezionali e copiali):
status-copy-empty = Niente da copiare: la griglia è vuota.

## La griglia salvata nel browser.

status-restored-empty = La griglia è vuota; Annulla riporta le griglie della tua ultima visita.
status-restoring = Ripristino della tua griglia…
status-restored = Ripristinati il tuo sudoku ({ $count ->
    [one] { $count } numero iniziale
   *[other] { $count } numeri iniziali
}) e la sua cronologia di annullamento dall’ultima visita.
status-restore-failed = Il sudoku salvato non si è potuto leggere ({ $why }); si riparte da una griglia vuota.
status-restore-kept = I dati salvati restano come sono finché non cambi qualcosa qui.
status-save-failed = Questo browser non permette alla pagina di salvare (memoria piena o bloccata): ricaricando la pagina perderai la griglia.
# The variants module (killer, X, windoku, jigsaw) could not be loaded.
status-variants-unavailable = Non è stato possibile caricare le varianti. Controlla la connessione e scegli di nuovo la variante.
