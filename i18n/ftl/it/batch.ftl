## Il pannello Risolvi in blocco: un intero file di sudoku risolto in
## background, il suo riepilogo, un istogramma dei tempi e una tabella dei
## sudoku. I file CSV e JSON scaricati sono dati e non vengono tradotti.

batch-title = Risolvi in blocco
batch-close-label = Chiudi Risolvi in blocco
batch-close-tooltip = Chiudi (Esc)
batch-close = Chiudi
batch-help = Risolve in background un intero file di sudoku, uno per riga (81 caratteri, . o 0 per una casella vuota): i verdetti, il tempo di ogni sudoku e le chiamate della ricerca. Le righe che non sono sudoku vengono elencate e saltate.
batch-set = Raccolta inclusa
batch-choose-set = Scegli una raccolta…
batch-set-top95 = top95: { $puzzles } sudoku difficili (Norvig)
batch-set-msk = msk_009: { $puzzles } sudoku di ogni livello
batch-set-top1465 = top1465: { $puzzles } sudoku difficili (magictour)
batch-set-hardest = forum hardest: { $puzzles } tra i più difficili conosciuti
batch-own-file = Il tuo file: { $name }
batch-open-file = Apri un file…
batch-algorithm = Algoritmo
batch-first = Solo la prima soluzione
batch-budget = Limite di chiamate per sudoku
batch-budget-none = nessuno
# «Annulla» è già Undo.
batch-cancel = Interrompi
batch-run = Risolvi tutti
batch-progress-label = Avanzamento del blocco
batch-progress = { $done ->
    [one] Risolto { $done } sudoku
   *[other] Risolti { $done } sudoku
} su { $total }.

## Perché il limite di chiamate scritto non è stato accettato. Il campo
## accetta cifre raggruppate da virgole, spazi, apostrofi o trattini bassi,
## oppure 1e6, mai da punti: per questo l’esempio è 1 000 000.
batch-budget-not-a-number = Il limite di chiamate «{ $typed }» non è un numero intero di chiamate: scrivine uno come 1 000 000, oppure lascia il campo vuoto per non avere limiti.
batch-budget-zero = Un limite di 0 chiamate fermerebbe ogni sudoku prima che inizi: scrivi 1 o più, oppure lascia il campo vuoto per non avere limiti.
batch-budget-too-big = Il limite di chiamate «{ $typed }» è più di quanto il risolutore possa contare: lascia il campo vuoto per non avere limiti.

## Cosa dice il pannello. $name: il nome di un file.
batch-opening = Apertura di { $name }…
batch-open-failed = Impossibile aprire { $name }: { $why }.
batch-opened = { $name }: { $puzzles } sudoku.
batch-opened-bad = { $name }: { $puzzles } sudoku, { $bad ->
    [one] { $bad } riga che non è un sudoku (elencata sotto, saltata)
   *[other] { $bad } righe che non sono sudoku (elencate sotto, saltate)
}.
batch-finished = Completato: { $tally }.
batch-bad-budget = Non avviato: prima correggi il limite di chiamate.
batch-cancelled = Interrotto dopo { $done } sudoku su { $total }: la tabella li mostra.
batch-failed = La risoluzione in blocco si è interrotta: { $why }.

## Perché non è stato possibile aprire un file o fare un download: la fine
## di batch-open-failed («Impossibile aprire mine.txt: è vuoto.»), quindi
## in minuscolo, senza punto finale.
batch-file-empty = è vuoto
batch-file-not-text = non è un file di testo
batch-file-not-text-short = non è testo
batch-file-too-big = è di { $size } MB, più dei { $most } MB che un blocco può contenere
file-browser-refused = il browser ha rifiutato
batch-network-failed = la rete o la copia offline non ha funzionato
batch-server-answered = il server ha risposto { $status }
batch-no-window = nessuna finestra
file-no-document = nessun documento
file-no-link = nessun elemento link
batch-unreadable-request = richiesta del blocco illeggibile: { $why }
batch-unreadable-results = risultati del blocco illeggibili: { $why }

## Le righe del file che non sono sudoku.
batch-bad-line = Riga { $line }: { $why }
batch-bad-lines = { $lines ->
    [one] { $lines } riga che non è un sudoku
   *[other] { $lines } righe che non sono sudoku
}

## I risultati.
batch-verdict-unique = soluzione unica
batch-verdict-multiple = più soluzioni
batch-verdict-solved = risolto
batch-verdict-none = nessuna soluzione
batch-verdict-aborted = oltre il limite
batch-verdict-cancelled = interrotto
batch-count-unique = { $count } con soluzione unica
batch-count-multiple = { $count } con più soluzioni
batch-count-solved = { $count ->
    [one] { $count } risolto
   *[other] { $count } risolti
}
batch-count-none = { $count } senza soluzione
batch-count-aborted = { $count } oltre il limite
batch-count-cancelled = { $count ->
    [one] { $count } interrotto
   *[other] { $count } interrotti
}
batch-list-separator = {", "}
batch-verdicts-none = ancora nessuno risolto
batch-tally = { $puzzles } sudoku: { $verdicts }
batch-tally-line = { $tally }.
batch-times = Mediana { $median }, media { $mean } per sudoku, { $total } in tutto; { $calls ->
    [one] { $calls } chiamata
   *[other] { $calls } chiamate
} (mediana { $medianCalls }).
batch-time-us = { $time } µs
batch-time-ms = { $time } ms
batch-time-s = { $time } s
batch-results-title = Risultati: { $algorithm }, { $mode ->
    [first] prima soluzione
   *[count] conteggio fino a due
}
batch-results-title-budget = Risultati: { $algorithm }, { $mode ->
    [first] prima soluzione
   *[count] conteggio fino a due
}, limite di { $budget ->
    [one] { $budget } chiamata
   *[other] { $budget } chiamate
}
batch-download-csv = Scarica CSV
batch-download-json = Scarica JSON
batch-histogram = Tempo per sudoku
batch-histogram-range = da { $from } a { $to }
batch-show = Mostra
batch-order-file = nell’ordine del file
batch-order-slowest = prima i più lenti
batch-previous = Precedente
batch-next = Successiva
batch-page = Pagina { $page } di { $pages }
batch-page-puzzles = Sudoku da { $first } a { $last }
batch-scroll-hint = La tabella è più larga dello schermo: scorrila di lato (con uno swipe, o con i tasti freccia quando è selezionata) per vedere tempo, chiamate e Apri.
batch-table-label = Tabella dei risultati in blocco
batch-column-line = Riga
batch-column-puzzle = Sudoku
batch-column-verdict = Verdetto
batch-column-time = Tempo
batch-column-calls = Chiamate
batch-column-board = Apri sulla griglia
batch-open = Apri
batch-open-label = Apri la riga { $line } sulla griglia

## Perché un processo in background (gli aiutanti della pagina che
## risolvono, valutano e leggono in background) non ha funzionato: questi
## motivi chiudono frasi della pagina, quindi sono in minuscolo e senza
## punto finale.

worker-failed = { $worker ->
    [solver] il processo del risolutore
    [puzzle-make] il processo dei sudoku, che valuta e crea i sudoku,
    [puzzle-hint] il processo dei sudoku, che trova gli aiuti,
    [puzzle-import] il processo dei sudoku, che legge i file di statistiche,
    [puzzle-batch] il processo dei sudoku, che risolve il blocco,
   *[reader] il processo di lettura, che legge le foto,
} { $how ->
    [not-loaded] non è stato caricato
    [stopped] si è fermato per un errore
   *[unreadable] ha inviato una risposta illeggibile
} ({ $why })
worker-script-not-fetched = non è stato possibile scaricare il suo script
worker-file-gone = il file non c’è più; sceglilo di nuovo
worker-file-too-large = è di { $megabytes } MB, molto più di un file di statistiche
worker-file-unreadable = non è stato possibile leggerlo ({ $why })
worker-unknown-error = errore sconosciuto
worker-read-decode = non è stato possibile leggere il file come immagine: { $why }
worker-read-too-large = l’immagine è troppo grande ({ $width }x{ $height } pixel; al massimo 40 megapixel)
worker-read-empty = l’immagine è vuota
worker-read-bad-buffer = i dati dei pixel non corrispondono alle dimensioni dell’immagine ({ $got } byte invece di { $expected })
worker-read-no-grid = nessuna griglia di sudoku trovata nell’immagine
worker-read-file-empty = il file è vuoto
worker-read-not-a-picture = il file non è un’immagine che questo browser può aprire
worker-read-only-photos = il processo di lettura legge solo foto

batch-not-loaded = Non è stato possibile caricare il pannello Risolvi in blocco. Controlla la connessione e premi di nuovo Risolvi in blocco.
