## saved

saved-board = { $board ->
    [undo] voce { $count } di Annulla
    [redo] voce { $count } di Ripeti
    [checkpoint] punto salvato
   *[board] griglia
}
saved-board-why = { $what }: { $reason ->
    [steps] più passi di quanti ne possa avere una griglia
    [history] troppi passi nella cronologia
    [step] il passo { $count } di { $max } non si può rifare
    [given] un numero inserito su un numero iniziale
    [both] sia una soluzione sia dei passi
    [solution] la soluzione non corrisponde al sudoku
    [marks] note non per 81 caselle
    [mark] una nota «{ $char }» non è una cifra da 1 a 9
    [colours] colori non per 81 caselle
    [colour] un colore «{ $char }» non è tra 0 e 9
    [variant] una variante, che questo modulo non sa leggere
    [line] non è una riga di 81 caratteri
   *[other] { $detail }
}
saved-why = { $reason ->
    [mode] modalità di inserimento sconosciuta «{ $detail }»
    [algorithm] algoritmo sconosciuto «{ $detail }» (atteso: naive, candidates, propagation o fast)
    [wrong] un errore segnato sulla casella { $count }, fuori da 0-80
    [stats] le sue statistiche: { $detail }
    [daily] il suo sudoku del giorno: { $detail }
    [day] il suo sudoku del giorno non è un giorno e un sudoku
    [char] non sono dati di questa pagina (contengono il carattere «{ $char }»)
    [empty] sono vuoti
    [unversioned] non hanno un numero di versione
    [version] hanno la versione { $count }, questa pagina legge la versione { $max }
    [json-version] hanno la versione { $count } scritta come JSON, che nessuna pagina scrive
    [json] non è JSON valido
    [end] sono malformati: ci sono altri dati dopo la fine
    [malformed] sono malformati: { $detail }
    [older] li ha salvati una pagina precedente, e { $detail }
    [replay] i loro passi non si sono potuti rifare: { $detail }
   *[other] { $detail }
}
