## page
## I comandi e i pannelli della pagina: nomi, etichette (`.aria-label`,
## lette dagli screen reader), tooltip (`.title`), titoli e aiuto.

## La barra in alto

page-title = Sudoku
page-tagline = Giocalo, inseriscilo o fotografalo; poi guarda come si risolve.
page-views = Viste
page-view-play = Gioca
page-view-lab = Lab
page-more = Altro

## La colonna laterale

page-timer = Tempo di gioco
page-play-panel = Gioca: tastierino, modalità, Annulla, Ripeti, Aiuto, Inizia, Verifica, Rivela, Riempi note e punti salvati
page-lab-panel = Lab: Algoritmo e Risolvi, Passo, Candidati, Confronta e Risolvi in blocco
# Interrompe la creazione di un sudoku o una risoluzione in corso
# («Annulla» è già Undo).
page-cancel = Interrompi

## La griglia

page-board = Griglia del sudoku, 9 per 9
page-board-row = Riga { $row }

## Il tastierino e la modalità di inserimento

page-numpad = Tastierino numerico
page-numpad-erase = Cancella
page-numpad-enter = Inserisci { $digit }
page-numpad-colour = Colore { $digit }
page-modes = Modalità di inserimento
page-mode-digit = Cifra
page-mode-corner = Angolo
page-mode-centre = Centro
page-mode-colour = Colore

## Gli strumenti di gioco (sotto il tastierino)

page-tools = Strumenti di gioco
page-tool-undo = Annulla
    .title = Annulla (Ctrl+Z)
page-tool-redo = Ripeti
    .title = Ripeti (Ctrl+Y)
# «Aiuto», non «Suggerimento»: l’etichetta sta in un quinto di 320 px.
page-tool-hint = Aiuto
    .title = Aiuto (H)
page-tool-check = Verifica
    .title = Verifica (K)
page-tool-more = Altre azioni
    .title = Rivela, Riempi note e punti salvati per un tentativo
page-tool-more-row = Rivela, Riempi note e punti salvati
page-tool-reveal = Rivela
    .title = Riempi le caselle selezionate con le cifre della soluzione
page-tool-fill-marks = Riempi note
    .title = Ogni candidato come nota centrale in ogni casella vuota
page-tool-checkpoint = Salva punto
    .title = Memorizza la griglia così com’è, prima di un tentativo
page-tool-back-to-checkpoint = Torna al punto
    .title = Torna all’ultimo punto salvato (puoi annullarlo con Annulla)
page-tool-undo-to-mistake = Torna al primo errore
    .title = Torna a subito prima del tuo primo inserimento sbagliato (puoi annullarlo con Annulla)
page-tool-start = Inizia
    .title = Blocca i numeri iniziali e avvia il cronometro
page-variant = Variante
page-variant-name = { $variant ->
    [killer] Killer
    [killer-x] Killer X
    [x] Sudoku X
    [windoku] Windoku
    [jigsaw] Jigsaw
   *[classic] Classico
}

## Scegli un sudoku (sotto la colonna laterale)

page-new-title = Scegli un sudoku
page-new-level = Livello
page-new-puzzle = Nuovo sudoku
page-new-today = Sudoku del giorno
    .title = Il sudoku del giorno al livello scelto: uguale per tutti oggi
page-new-photo = Foto
    .title = Leggi un sudoku da una foto (o incolla o trascina un’immagine sulla griglia)
page-new-camera = Fotocamera
    .title = Leggi un sudoku con la fotocamera, dal vivo: tienila sopra il foglio
page-new-skip = Vai alla tecnica
    .title =
        Esegui i passi { $technique ->
            [full-house] fino alla prima «ultima casella libera»
            [pointing] fino ai primi { $techniqueName }
            [direct-pointing] fino ai primi { $techniqueName }
            [direct-claiming] fino alla prima { $techniqueName }
            [claiming] fino alla prima { $techniqueName }
            [direct-hidden-pair] fino alla prima { $techniqueName }
            [naked-pair] fino alla prima { $techniqueName }
            [hidden-pair] fino alla prima { $techniqueName }
            [direct-hidden-triple] fino alla prima { $techniqueName }
            [naked-triple] fino alla prima { $techniqueName }
            [hidden-triple] fino alla prima { $techniqueName }
            [naked-quad] fino alla prima { $techniqueName }
            [hidden-quad] fino alla prima { $techniqueName }
            [aligned-pair-exclusion] fino alla prima { $techniqueName }
            [aligned-triple-exclusion] fino alla prima { $techniqueName }
            [simple-colouring] fino alla prima { $techniqueName }
            [x-chain] fino alla prima { $techniqueName }
            [supposition-x-chain] fino alla prima { $techniqueName }
            [supposition-forcing-chain] fino alla prima { $techniqueName }
            [supposition-nishio] fino alla prima { $techniqueName }
            [cell-or-unit-forcing-chain] fino alla prima { $techniqueName }
            [supposition-dynamic] fino alla prima { $techniqueName }
            [supposition-dynamic-plus] fino alla prima { $techniqueName }
            [deep-supposition] fino alla prima { $techniqueName }
           *[other] fino al primo { $techniqueName }
        }

## Il Lab: Risolvi

page-solve-title = Risolvi
page-solve-help = Lavora in background e conta ogni chiamata ricorsiva; il messaggio di stato mostra i conteggi e il tempo.
page-solve-algorithm = Algoritmo
page-solve = Risolvi

## Il Lab: Spiega la risoluzione

page-explain-title = Spiega la risoluzione
page-explain-help = Passo riempie una casella o toglie candidati, indicando la tecnica; Aiuto (nella vista Gioca) mostra lo stesso passo in tre tempi.
page-explain = Spiega
page-explain-step = Passo
page-explain-candidates = Candidati
page-steps-title = Passi eseguiti
page-steps-empty = Ancora nessuno. Aiuto mostra il passo successivo; Passo lo applica.

## Il Lab: Confronta gli algoritmi

page-compare-title = Confronta gli algoritmi
page-compare = Confronta
page-compare-stop = Ferma
page-compare-help = Esegue tutti e quattro su questo sudoku, fino alla prima soluzione, in background.
page-compare-batch = Risolvi in blocco…
page-compare-batch-help = Un intero file di sudoku, con il tempo di ciascuno.
page-compare-table = Tabella di confronto
page-compare-caption = Lavoro di ciascun algoritmo
page-compare-algorithm = Algoritmo
page-compare-calls = Chiamate
page-compare-guesses = Tentativi
page-compare-backtracks = Backtrack
page-compare-time = Tempo
page-compare-row =
    { $algorithm ->
        [naive] ingenuo
        [candidates] candidati
        [propagation] propagazione
        [fast] rapido
       *[other] { $algorithm }
    }

## Il pannello Altro

page-more-panel = Altro: Condividi, Condividi progressi, Copia, Modifica sudoku, Svuota, statistiche, allenamento su una tecnica, impostazioni e tasti
page-more-title = Altro
page-more-close = Chiudi
page-more-puzzle = Questo sudoku
page-more-share = Condividi
page-more-share-progress = Condividi progressi
page-more-copy = Copia
    .title = Copia il sudoku (e la soluzione) come righe di 81 caratteri
page-more-edit = Modifica sudoku
page-more-clear = Svuota
    .title = Svuota la griglia (puoi annullarlo con Annulla)
page-practise-title = Allenati su una tecnica
page-practise-technique = Tecnica
    .title = Tecnica su cui allenarti
page-practise = Allenati
    .title = Un sudoku il cui passo più difficile usa la tecnica scelta
page-settings = Impostazioni
page-setting-tidy-marks = Una cifra inserita sparisce dalle note delle caselle che vede
page-setting-show-peers = Ombreggia le caselle viste dalla casella selezionata

## Il pannello Altro: i tasti
## Tasti come sono stampati su una tastiera italiana; le lettere
## (Z, X, C, V, H, K) e le cifre restano.

page-keys = Tasti
page-key-digit = inserisci una cifra
    .keys = 1-9
page-key-erase = cancella
    .keys = Backspace, Canc, 0, . o Spazio
page-key-move = spostati (Ctrl+Home, Ctrl+Fine: prima e ultima casella)
    .keys = Frecce, Home, Fine
page-key-corner = nota d’angolo
    .keys = Maiusc+cifra
page-key-centre = nota centrale
    .keys = Ctrl+cifra
page-key-modes = modalità cifra, angolo, centro, colore
    .keys = Z X C V
page-key-hint = aiuto / verifica
    .keys = H / K
page-key-undo = annulla / ripeti
    .keys = Ctrl+Z / Ctrl+Y
page-key-select = seleziona più caselle
    .keys = Maiusc+clic, Ctrl+clic, trascina
page-key-select-all = seleziona tutto / niente
    .keys = Ctrl+A / Esc
page-more-note = Incolla sulla griglia un sudoku (81 caratteri o uno schema 9x9) o un’immagine, oppure trascina una foto sulla pagina.

## Statistiche (nel pannello Altro)

page-stats = Statistiche
page-stats-caption = Sudoku completati a mano, per livello
page-stats-level = Livello
page-stats-finished = Com{"\u00AD"}pletati
page-stats-best = Migliore
page-stats-median = Mediana
page-stats-variants = Varianti (senza livello)
page-stats-export = Esporta
    .title = Salva le tue statistiche in un file JSON
page-stats-import = Importa
    .title = Aggiungi le statistiche di un file esportato da un altro dispositivo
