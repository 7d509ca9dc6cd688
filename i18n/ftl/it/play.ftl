## play
## Giocare un sudoku (Inizia, Verifica, Rivela, punti salvati), Confronta, le
## statistiche, le etichette delle caselle per gli screen reader, i conflitti
## e i formati dei numeri.

## Numeri con il loro nome, messi in elenchi («2 verifiche, 1 rivelazione
## e 3 aiuti»).

number-givens = { $count ->
    [one] { $count } numero iniziale
   *[other] { $count } numeri iniziali
}
number-entries = { $count ->
    [one] { $count } inserimento
   *[other] { $count } inserimenti
}
number-steps = { $count ->
    [one] { $count } passo
   *[other] { $count } passi
}
number-checks = { $count ->
    [one] { $count } verifica
   *[other] { $count } verifiche
}
number-reveals = { $count ->
    [one] { $count } rivelazione
   *[other] { $count } rivelazioni
}
number-hints = { $count ->
    [one] { $count } aiuto
   *[other] { $count } aiuti
}

## Durate e date.

number-duration-under = meno di { $ms } ms
number-duration-ms = { $ms } ms
number-duration-s = { $s } s
number-date = { $day } { $month ->
    [1] gen
    [2] feb
    [3] mar
    [4] apr
    [5] mag
    [6] giu
    [7] lug
    [8] ago
    [9] set
    [10] ott
    [11] nov
   *[12] dic
} { $year }

## Conflitti: la stessa cifra due o più volte in una riga, colonna o
## riquadro. Ognuno è una frase.

clash-found = { $count ->
    [2] Due
    [3] Tre
    [4] Quattro
   *[other] { $count }
} { $digit } { $unit ->
    [row] nella riga
    [column] nella colonna
   *[box] nel riquadro
} { $number }.
clash-more = { $count ->
    [one] E un altro.
   *[other] E altri { $count }.
}

## Le caselle, come le nominano gli screen reader: «Riga 3, colonna 7, 5,
## inserito, sbagliato, colore 4».

cell-label = Riga { $row }, colonna { $column }, { $digit ->
    [0] vuota
   *[other] { $digit }
}
cell-candidates = , { $count ->
    [0] nessun candidato
    [one] candidato { $candidates }
   *[other] candidati { $candidates }
}
cell-entered = , inserito
cell-solved = , risolto
cell-step = , da un passo
cell-wrong = , sbagliato
cell-corner-marks = , note d’angolo { $digits }
cell-centre-marks = , note centrali { $digits }
cell-colour = , colore { $colour }

## Giocare: Inizia, Modifica sudoku, Verifica, Rivela, punti salvati.

play-started = Si gioca: { $count ->
    [one] il numero iniziale è bloccato
   *[other] i { $count } numeri iniziali sono bloccati
} e il cronometro è partito.
play-started-help = Digita o tocca una cifra per inserirla. Il selettore sotto il tastierino (Cifra, Angolo, Centro, Colore) fa entrare le cifre come note d’angolo, note centrali o colori (tasti: Maiusc o Ctrl+cifra, Z X C V).
play-started-without = Si gioca: { $count ->
    [one] il numero iniziale è bloccato
   *[other] i { $count } numeri iniziali sono bloccati
} e il cronometro è partito, ma { $why ->
    [several] il sudoku ha più di una soluzione.
    [none] il sudoku non ha soluzione.
   *[unsettled] una ricerca rapida non ha potuto stabilire se il sudoku ha una sola soluzione.
}
play-started-without-help = Verifica, Rivela e gli aiuti richiedono un sudoku con una sola soluzione: usa Modifica sudoku (in Altro) per aggiungere o correggere numeri iniziali.
play-entering = Modifica del sudoku: le cifre digitate sono numeri iniziali. Premi Inizia per giocare.
play-locked = Le caselle selezionate contengono numeri iniziali o cifre del risolutore, che non si possono cambiare.
play-nothing-to-play = Niente da giocare: la griglia è vuota. Prima inserisci o incolla un sudoku.
play-cannot-start = Impossibile iniziare: { $clashes } Prima cambia una delle cifre evidenziate.
play-nothing-to-check = Niente da verificare per ora: non hai inserito cifre.
play-checked-right = { $entries ->
    [1] Il tuo inserimento è giusto, per ora.
   *[other] Tutti i tuoi { $entries } inserimenti sono giusti, per ora.
}
play-checked-wrong = { $entries ->
    [1] Il tuo inserimento è sbagliato: è segnato.
   *[other] { $wrong } dei tuoi { $entries } inserimenti { $wrong ->
        [one] è sbagliato: è segnato.
       *[other] sono sbagliati: sono segnati.
    }
}
play-not-playing = I punti salvati e Torna al primo errore servono durante il gioco: prima premi Inizia.
play-checkpointed = { $count ->
    [1] Punto salvato: Torna al punto riporterà la griglia com’è adesso.
   *[other] Punto salvato ({ $count } per questo sudoku): Torna al punto riporta all’ultimo.
}
play-no-checkpoint = Nessun punto salvato: premi Salva punto prima di un tentativo, per poterci tornare.
play-at-checkpoint = La griglia è già com’era all’ultimo punto salvato.
play-back-to-checkpoint = Tornato all’ultimo punto salvato. Annulla ti riporta dov’eri.
play-no-mistake = Nessun errore da annullare: ogni inserimento concorda con la soluzione.
play-before-first-mistake = { $count ->
    [one] Tornato a subito prima del tuo primo errore ({ $count } modifica annullata). Annulla la ripristina.
   *[other] Tornato a subito prima del tuo primo errore ({ $count } modifiche annullate). Annulla le ripristina.
}
play-mistakes-erased = { $count ->
    [one] La cronologia non arriva fino al tuo primo errore: al suo posto è stato cancellato { $count } inserimento sbagliato. Annulla lo ripristina.
   *[other] La cronologia non arriva fino al tuo primo errore: al suo posto sono stati cancellati { $count } inserimenti sbagliati. Annulla li ripristina.
}
play-revealed = { $count ->
    [0] Niente da rivelare: prima seleziona caselle vuote o inserimenti.
    [one] Rivelata { $count } casella.
   *[other] Rivelate { $count } caselle.
}
play-no-single-solution-several = Verifica e Rivela richiedono un sudoku con una sola soluzione; questo ne ha più di una.
play-no-single-solution-none = Verifica e Rivela richiedono un sudoku con una sola soluzione; questo non ne ha.
play-no-single-solution-unsettled = Verifica e Rivela richiedono un sudoku con una sola soluzione; una ricerca rapida ({ $calls ->
    [one] { $calls } chiamata
   *[other] { $calls } chiamate
}) non ha potuto stabilire se questo ne ha una sola. Risolvi, nel Lab, cerca tutto il tempo necessario.
play-no-puzzle = Non c’è ancora un sudoku: inseriscine uno o caricalo (incollalo, apri un link, una foto o Nuovo sudoku).
play-finished = Ben fatto: l’hai risolto in { $time }.
play-help-used = { $count ->
    [0] Nessuna verifica, rivelazione o aiuto.
    [1] Hai usato { $a }.
    [2] Hai usato { $a } e { $b }.
   *[other] Hai usato { $a }, { $b } e { $c }.
}
play-share = Condividi: { $line }

## Confronta (nel Lab): la tabella, la sua nota e la riga di stato.

compare-waiting = in attesa
compare-running = in corso
compare-calls-so-far = { $calls } finora
compare-time-so-far = { $time } finora
compare-stopped-after = fermato dopo { $calls }
compare-not-run = non eseguito
compare-failed = errore: { $why }
compare-note = { $stale ->
    [yes] Ogni algoritmo su questo sudoku, fino alla prima soluzione (il sudoku com’era quando hai premuto Confronta).
   *[no] Ogni algoritmo su questo sudoku, fino alla prima soluzione.
} Barre: chiamate su scala logaritmica da 1 a { $most }: dieci volte più chiamate allungano la barra dello stesso tratto.
compare-started = Confronto dei quattro algoritmi su questo sudoku, uno dopo l’altro…
compare-stopped = Confronto fermato.
compare-empty = Niente da confrontare: la griglia è vuota. Prima inserisci o incolla un sudoku.
compare-clashes = Impossibile confrontare: { $clashes } Prima cambia una delle cifre evidenziate.
compare-done = Algoritmi confrontati su questo sudoku.
compare-summary = Confronto: il backtracking ingenuo ha fatto { $naive ->
    [one] { $naive } chiamata
   *[other] { $naive } chiamate
}, il risolutore rapido { $fast ->
    [one] { $fast } chiamata
   *[other] { $fast } chiamate
}.
compare-summary-stopped = Confronto: il backtracking ingenuo si è fermato dopo { $naive ->
    [one] { $naive } chiamata
   *[other] { $naive } chiamate
}; il risolutore rapido ha fatto { $fast ->
    [one] { $fast } chiamata
   *[other] { $fast } chiamate
}.

## Statistiche: il pannello, la riga da condividere del sudoku del giorno e
## il file delle statistiche (Esporta e Importa).

stats-share = Sudoku, { $date }, { $levelName }: { $time }, { $help }
stats-share-unrated = Sudoku, { $date }: { $time }, { $help }
stats-share-help = { $count ->
    [0] nessun aiuto
    [1] { $a }
    [2] { $a }, { $b }
   *[other] { $a }, { $b }, { $c }
}
stats-finished-unaided = { $finished } ({ $unaided } senza aiuti)
stats-streak = { $days ->
    [0] Nessuna serie giornaliera per ora: completa il Sudoku del giorno per iniziarne una.
    [one] Serie giornaliera: { $days } giorno.
   *[other] Serie giornaliera: { $days } giorni.
}
stats-export-failed = Impossibile salvare il file delle statistiche: { $why }.
stats-imported = { $count ->
    [0] Il file delle statistiche non conteneva niente di nuovo: le tue statistiche sono invariate.
    [one] Importato { $count } sudoku completato nelle tue statistiche.
   *[other] Importati { $count } sudoku completati nelle tue statistiche.
}
stats-refused = Impossibile importare «{ $name }»: { $why }. Le tue statistiche sono invariate.
stats-not-json = non è un file di statistiche: Esporta le salva in JSON, e questo non è JSON
stats-not-a-file = non è un file di statistiche ({ $why })
stats-version = è alla versione { $version }; questa pagina legge la versione { $ours }

## Cosa non va in una riga del file delle statistiche (un sudoku completato:
## «2026-11-26 hard 462 0 1 0 daily ..6.2.38...»).

stats-line-bad = sudoku completato n. { $line }: { $why }
stats-line-words = ha { $count ->
    [one] { $count } parola
   *[other] { $count } parole
}, non le 8 di un sudoku completato
stats-line-number = { $field ->
    [time] il suo tempo
    [hints] il suo numero di aiuti
    [checks] il suo numero di verifiche
   *[reveals] il suo numero di rivelazioni
} «{ $word }» non è un numero intero
stats-line-date = «{ $word }» non è una data: scrivila come AAAA-MM-GG, per esempio 2026-11-26
stats-line-level = il suo livello «{ $word }» non è easy, medium, hard, expert o extreme
stats-line-daily = «{ $word }» non è né daily né other
stats-line-puzzle = il suo sudoku: { $why }
stats-line-givens = il suo sudoku ha { $count ->
    [one] { $count } numero iniziale
   *[other] { $count } numeri iniziali
}; un sudoku ne ha almeno 17
stats-line-clash = i numeri iniziali del suo sudoku sono in conflitto
stats-line-daily-level = è un sudoku del giorno senza livello
stats-line-variant = la sua variante «{ $word }» non è killer, killer-x, x, windoku o jigsaw
stats-line-variant-level = è un sudoku di una variante con un livello, ma le varianti non hanno livello (livello «-»)
stats-line-empty = il suo sudoku non ha né numeri iniziali né gabbie
