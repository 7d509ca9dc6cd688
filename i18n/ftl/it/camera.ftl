## Il pannello Fotocamera: cosa dice la pagina mentre la fotocamera legge
## un sudoku su carta, perché si è fermata e cosa ha letto. I nomi dei
## pulsanti (Riavvia, Spegni fotocamera, Foto, Usa questo sudoku) compaiono
## in queste frasi: restano uguali ai messaggi dei pulsanti qui sotto.

# Sotto il video, finché non si vede nessuna griglia.
camera-advice-no-grid = Punta la fotocamera sul sudoku: tutta la griglia inquadrata, di fronte.
camera-advice-move-closer = Avvicinati: la griglia deve riempire quasi tutta l’inquadratura.
camera-advice-move-back = Allontanati un po’: tutta la griglia deve essere inquadrata, con un margine.
camera-advice-hold-still = Non muoverti…
camera-advice-reading = { $digits ->
    [0] Lettura della griglia…
   *[other] Lettura: { $digits ->
        [one] { $digits } cifra
       *[other] { $digits } cifre
    } finora. Non muoverti…
}
camera-advice-waited = { $advice } Lettura non ancora riuscita: prova con più luce, il foglio ben piatto, senza ombre né riflessi; oppure premi Spegni fotocamera e usa Foto.

## Perché la fotocamera non è attiva, e cosa fare.
camera-stop-refused = L’accesso alla fotocamera non è stato consentito. Consentilo per questa pagina nelle impostazioni del sito del browser e premi Riavvia, oppure usa Foto per scegliere un’immagine del sudoku.
camera-stop-no-camera = Nessuna fotocamera trovata su questo dispositivo. Usa invece Foto per scegliere un’immagine del sudoku.
camera-stop-unsupported = Questo browser non può prestare la fotocamera alla pagina (servono un indirizzo https sicuro e un browser recente). Usa invece Foto per scegliere un’immagine del sudoku.
camera-stop-lost = La fotocamera si è fermata (scollegata, o presa da un’altra app). Premi Riavvia, oppure usa Foto.
camera-stop-hidden = La fotocamera è stata rilasciata quando la pagina è stata nascosta. Premi Riavvia per continuare la lettura.
camera-stop-no-reader = Non è stato possibile caricare il lettore di cifre. Controlla la connessione e premi Riavvia, oppure inserisci il sudoku a mano.
camera-stop-failed = Non è stato possibile avviare la fotocamera: { $why }. Premi Riavvia, oppure usa Foto per scegliere un’immagine del sudoku.

## Una lettura riuscita.
camera-locked = { $givens ->
    [one] Letta { $givens } cifra
   *[other] Lette { $givens } cifre
}: il sudoku ha una sola soluzione, disegnata in blu sull’immagine. Premi Controlla le cifre per rivederle sotto la griglia, poi premi Usa questo sudoku.
camera-fps = { $fps ->
    [one] { $fps } fotogramma letto
   *[other] { $fps } fotogrammi letti
} al secondo

## Il pannello.
camera-title = Leggi il sudoku con la fotocamera
camera-video-label = Ciò che vede la fotocamera
camera-still-hint = Il tuo sudoku, con le caselle del prossimo aiuto ombreggiate
camera-still-solution = Il tuo sudoku, con la soluzione disegnata in blu
camera-stop = Spegni fotocamera
camera-check-digits = Controlla le cifre
camera-next-hint = Solo il prossimo aiuto
camera-read-again = Rileggi
camera-close = Chiudi
camera-start-again = Riavvia
camera-photo = Foto

## photo
## L’anteprima della foto: le cifre lette da una foto (o fissate dalla
## fotocamera), da controllare e correggere sotto la griglia prima di giocarle.

photo-section-label = Foto
photo-heading = Sudoku dalla tua foto
photo-thumb-alt = La tua foto, { $name }
photo-credit = Il lettore di cifre è stato addestrato su foto di giornali da B. Wicht e J. Hennebert (CC BY 4.0).
photo-use = Usa questo sudoku
# «Annulla» è già Undo: questo pulsante scarta l’anteprima.
photo-cancel = Scarta
photo-grid-label = Le cifre lette, da controllare e correggere
photo-cell-label = Riga { $row }, colonna { $column }: { $digit ->
    [0] vuota
   *[other] { $digit }
}{ $mark ->
    [suspect] , da controllare
    [doubtful] , lettura incerta
   *[plain] { "" }
}

## Cosa dice l’anteprima: un titolo, poi cosa fare.
photo-reading = Lettura della foto…
photo-failed = Non è stato possibile leggere un sudoku da questa foto: { $why }.
photo-no-digits = Non è stato possibile leggere un sudoku da questa foto: non è stata trovata nessuna cifra (nessuna griglia di sudoku, o tutte le sue caselle sono vuote).
photo-advice-frame = Riprova con tutta la griglia inquadrata, di fronte e a fuoco, oppure inserisci il sudoku a mano.
photo-advice-file = Scegli una foto o una scansione del sudoku, oppure inserisci il sudoku a mano.
photo-advice-again = Riprova, oppure inserisci il sudoku a mano.
photo-malformed = la risposta del lettore non era valida
photo-ready = { $givens ->
    [one] Letta { $givens } cifra
   *[other] Lette { $givens } cifre
}: il sudoku ha una sola soluzione.
photo-ready-advice = { $doubtful ->
    [0] Confrontale con la foto, correggi gli errori digitando la cifra giusta, poi premi Usa questo sudoku.
   *[other] Confrontale con la foto ({ $doubtful ->
        [one] { $doubtful } casella segnata come incerta
       *[other] { $doubtful } caselle segnate come incerte
    }), correggi gli errori digitando la cifra giusta, poi premi Usa questo sudoku.
}
photo-empty = Non resta nessuna cifra: una griglia vuota non è un sudoku.
photo-empty-advice = Digita le cifre del sudoku nelle caselle, oppure premi Scarta.
photo-too-few = { $givens ->
    [one] Letta solo { $givens } cifra
   *[other] Lette solo { $givens } cifre
}: un sudoku ne richiede almeno 17.
photo-too-few-advice = Prova con una foto più nitida e tutta la griglia inquadrata, oppure digita le cifre mancanti.
photo-too-few-clashes-advice = Alcune sono in conflitto: { $clashes } Prova con una foto più nitida e tutta la griglia inquadrata, oppure digita le cifre mancanti.
photo-clashes = Alcune cifre lette sono in conflitto: { $clashes }
photo-clashes-advice = Lettura probabilmente errata: { $cells }. Correggi digitando la cifra giusta.
photo-no-solution = Il sudoku letto non ha soluzione, quindi probabilmente una cifra è stata letta male.
photo-several = Il sudoku letto ha più di una soluzione, quindi probabilmente una cifra è stata saltata o letta male.
photo-suspects-advice = Controlla prima { $cells } (vedi i segni), poi correggi digitando la cifra giusta.
photo-compare-advice = Confronta ogni casella con la foto e correggi digitando la cifra giusta.
photo-cell = riga { $row }, colonna { $column }
photo-cells = { $more ->
    [0] { $count ->
        [1] { $first }
        [2] { $first } e { $second }
        [3] { $first }; { $second } e { $third }
       *[4] { $first }; { $second }; { $third } e { $fourth }
    }
   *[other] { $first }; { $second }; { $third }; { $fourth } e { $more ->
        [one] un’altra
       *[other] altre { $more }
    }
}

camera-not-loaded = Non è stato possibile caricare la lettura con la fotocamera. Controlla la connessione e premi di nuovo Fotocamera, oppure usa Foto.
