## explain: le parole di Aiuto e Passo, dell’elenco dei passi, della riga
## della difficoltà, di Nuovo sudoku e di Allenati.
## Una casella si scrive R1C2 (riga 1, colonna 2), senza articolo; un’unità
## ha il suo articolo («la riga 3», «il riquadro 2»): non metterla dopo
## di/a/da/in/su, che vorrebbero le preposizioni articolate. Una cifra
## prende l’articolo secondo il suo valore («il 5», «l’8», «l’1»). La pagina
## mette in maiuscolo la prima lettera di ogni riga di spiegazione.

## Le tecniche di Aiuto e Passo. `.a`: il nome con l’articolo
## indeterminativo, nel primo aiuto («Aiuto: guarda il riquadro 2: un
## singolo nascosto.»).

step-technique-full-house = Ultima casella libera
    .a = un’ultima casella libera
step-technique-naked-single = Singolo nudo
    .a = un singolo nudo
step-technique-hidden-single = Singolo nascosto
    .a = un singolo nascosto
step-technique-pointing-pair = Coppia puntante
    .a = una coppia puntante
step-technique-pointing-triple = Tripla puntante
    .a = una tripla puntante
step-technique-box-line-reduction = Riduzione linea-riquadro
    .a = una riduzione linea-riquadro
step-technique-naked-pair = Coppia nuda
    .a = una coppia nuda
step-technique-naked-triple = Tripla nuda
    .a = una tripla nuda
step-technique-naked-quad = Quadrupla nuda
    .a = una quadrupla nuda
step-technique-hidden-pair = Coppia nascosta
    .a = una coppia nascosta
step-technique-hidden-triple = Tripla nascosta
    .a = una tripla nascosta
step-technique-hidden-quad = Quadrupla nascosta
    .a = una quadrupla nascosta
step-technique-x-wing = X-Wing
    .a = un X-Wing
step-technique-swordfish = Swordfish
    .a = uno Swordfish
step-technique-jellyfish = Jellyfish
    .a = un Jellyfish
step-technique-xy-wing = XY-Wing
    .a = un XY-Wing
step-technique-xyz-wing = XYZ-Wing
    .a = un XYZ-Wing
step-technique-unique-rectangle = Rettangolo unico
    .a = un rettangolo unico
step-technique-unique-loop = Anello unico
    .a = un anello unico
step-technique-bug-plus-1 = BUG+1
    .a = un BUG+1
step-technique-bug = BUG
    .a = un BUG
step-technique-simple-colouring = Colorazione semplice
    .a = una colorazione semplice
step-technique-x-chain = Catena X
    .a = una catena X
step-technique-xy-chain = Catena XY
    .a = una catena XY
step-technique-aligned-pair-exclusion = Esclusione di coppie allineate
    .a = un’esclusione di coppie allineate
step-technique-bidirectional-cycle = Ciclo bidirezionale
    .a = un ciclo bidirezionale
step-technique-aligned-triple-exclusion = Esclusione di triple allineate
    .a = un’esclusione di triple allineate
step-technique-forcing-chain = Catena forzata
    .a = una catena forzata
step-technique-supposition = Ipotesi
    .a = un’ipotesi

## I pezzi delle frasi di un passo.

# Una casella, come la scrivono i giocatori: R1C2.
place-cell = R{ $row }C{ $column }
place-unit =
    { $kind ->
        [row] la riga { $number }
        [column] la colonna { $number }
       *[box] il riquadro { $number }
    }
step-and = { $list } e { $last }
step-and-more = { $list }, { $item }
step-or = { $list } o { $last }
step-or-more = { $list }, { $item }
step-comma = { $list }, { $item }
step-semicolon = { $list }; { $item }
step-so = { $chain }, quindi { $link }
step-digit-in = { $digit ->
    [1] l’1
    [8] l’8
   *[other] il { $digit }
} in { $cell }
step-digits-from = { $digits } da { $cell }
step-digits-from-cells =
    { $count ->
        [one] { $digits } da { $count } casella
       *[other] { $digits } da { $count } caselle
    }
step-cell-digits = { $cell } ({ $digits })
step-x-chain-link = { $unit } ({ $cells })
step-link-on = { $cell } vale { $digit }
step-link-off = { $cell } non vale { $digit }
step-placed = { $digit ->
    [1] l’1
    [8] l’8
   *[other] il { $digit }
} va in { $cell }
step-removed = { $digit ->
    [1] l’1
    [8] l’8
   *[other] il { $digit }
} viene eliminato da { $cell }
step-removed-cells = { $digit ->
    [1] l’1
    [8] l’8
   *[other] il { $digit }
} viene eliminato da { $cells }
step-nothing = non cambia nulla
contradiction-clash = { $unit } ha due { $digit }
contradiction-no-candidates = nessun candidato rimasto in { $cell }
contradiction-no-place = { $unit } non ha più posto per { $digit ->
    [1] l’1
    [8] l’8
   *[other] il { $digit }
}

## Perché un passo vale: una frase per ogni tipo di passo.

step-full-house = { $unit } ha un’unica casella vuota, { $cell }, che quindi deve valere { $digit }.
step-naked-single = { $cell } ha un solo candidato rimasto, quindi deve valere { $digit }.
step-hidden-single = { $unit } ha un solo posto per { $digit ->
    [1] l’1
    [8] l’8
   *[other] il { $digit }
}: { $cell }.
step-locked = { $unit } può avere { $digit ->
    [1] l’1
    [8] l’8
   *[other] il { $digit }
} solo nelle caselle in comune con { $within }, quindi { $digit ->
    [1] l’1
    [8] l’8
   *[other] il { $digit }
} viene eliminato da { $targets }.
step-naked-subset =
    { $cells }, che condividono { $unit }, contengono in tutto solo { $digits } ({ $size ->
        [2] una coppia nuda
        [3] una tripla nuda
       *[4] una quadrupla nuda
    }), quindi { $removedCount ->
        [one] il candidato { $removed } viene eliminato
       *[other] i candidati { $removed } vengono eliminati
    } da { $targets }.
step-hidden-subset =
    { $unit } può avere i candidati { $digits } solo in { $cells } ({ $size ->
        [2] una coppia nascosta
        [3] una tripla nascosta
       *[4] una quadrupla nascosta
    }), quindi gli altri candidati vengono eliminati da quelle caselle ({ $removed }).
step-fish =
    { $lines } hanno { $digit ->
        [1] l’1
        [8] l’8
       *[other] il { $digit }
    } solo nelle { $coverKind ->
        [column] colonne
       *[row] righe
    } { $covers } ({ $technique ->
        [x-wing] un X-Wing
        [swordfish] uno Swordfish
       *[jellyfish] un Jellyfish
    }), quindi { $digit ->
        [1] l’1
        [8] l’8
       *[other] il { $digit }
    } viene eliminato da { $targets }.
step-xy-wing = { $pivot } può valere solo { $x } o { $y }; se vale { $x }, { $first } ({ $x } o { $z }) deve valere { $z }, e se vale { $y }, { $second } ({ $y } o { $z }) deve valere { $z } (un XY-Wing), quindi { $z ->
    [1] l’1
    [8] l’8
   *[other] il { $z }
} viene eliminato da { $targets }.
step-xyz-wing = { $pivot } ({ $pivotDigits }), { $first } ({ $firstDigits }) e { $second } ({ $secondDigits }) formano un XYZ-Wing: qualunque valore abbia { $pivot }, una delle tre caselle vale { $z }, quindi { $z ->
    [1] l’1
    [8] l’8
   *[other] il { $z }
} viene eliminato da { $targets }.
step-colours = Seguendo le unità in cui { $digit ->
    [1] l’1
    [8] l’8
   *[other] il { $digit }
} ha solo due posti, { $digit ->
    [1] l’1
    [8] l’8
   *[other] il { $digit }
} sta o in { $first } o in { $second }
step-colour-wrap = { step-colours }; { $p } e { $q } sono nel primo gruppo e condividono { $shared }, quindi il primo gruppo è sbagliato e { $digit ->
    [1] l’1
    [8] l’8
   *[other] il { $digit }
} viene eliminato da { $first } (un conflitto di colori).
step-colour-trap =
    { step-colours }; { $targets } { $count ->
        [one] vede una casella di ciascun gruppo, quindi { $digit ->
            [1] l’1
            [8] l’8
           *[other] il { $digit }
        } ne viene eliminato
       *[other] vedono una casella di ciascun gruppo, quindi { $digit ->
            [1] l’1
            [8] l’8
           *[other] il { $digit }
       } ne viene eliminato
    } (una trappola di colori).
step-x-chain = { $digit ->
    [1] l’1
    [8] l’8
   *[other] il { $digit }
} ha solo due posti in ciascuna di queste unità: { $links }. La seconda casella di ogni coppia vede la prima della coppia successiva: se { $first } non vale { $digit }, la seconda casella di ogni coppia vale { $digit } e la prima della successiva no, quindi { $first } o { $last } vale { $digit } (una catena X), e { $digit ->
    [1] l’1
    [8] l’8
   *[other] il { $digit }
} viene eliminato da { $targets }.
step-xy-chain = { $cells } hanno ciascuna due candidati e vedono la successiva: se { $first } non vale { $digit }, valgono a turno { $values }, quindi { $first } o { $last } vale { $digit } (una catena XY), e { $digit ->
    [1] l’1
    [8] l’8
   *[other] il { $digit }
} viene eliminato da { $targets }.
step-aligned-pair = { $first } e { $second } sono viste da caselle con due candidati che alcune coppie dei loro valori lascerebbero vuote: { $reasons } (esclusione di coppie allineate), quindi { $removed }.
step-aligned-pair-reason = se { $cell } valesse { $digit }, { $other } non potrebbe valere { $values }
step-aligned-pair-value = { $value } ({ $cell } contiene solo { $low } e { $high })
step-aligned-pair-same = { $digit } (si vedono a vicenda)
step-aligned-triple =
    { $excluders } vedono ciascuna tutte le caselle { $cells } e hanno solo due o tre candidati. Ogni modo di riempire le tre caselle o ripete una cifra in due di esse che si vedono, o prende tutti i candidati di una di quelle caselle; nessun modo rimasto mette { $removed }, quindi { $count ->
        [one] questo candidato viene eliminato
       *[other] questi candidati vengono eliminati
    } (un’esclusione di triple allineate).
step-supposition =
    Se { $cell } valesse { $digit }, seguendo { $deep ->
        [yes] i singoli, le altre tecniche e un altro livello di ipotesi
       *[no] i singoli
    } si arriverebbe a una contraddizione ({ $contradiction }), quindi { $digit ->
        [1] l’1
        [8] l’8
       *[other] il { $digit }
    } viene eliminato da { $cell }.
step-cycle = Se { $start }, allora { $chain }: un ciclo bidirezionale, vero in entrambi i versi, quindi una casella che vede entrambe le estremità di uno dei suoi collegamenti non può contenere quella cifra, e { $removed }.

## Le catene forzate.

step-forcing-contradiction = Se { $cell } valesse { $digit }, allora { $chain }: una contraddizione (una catena forzata), quindi { $result }.
step-forcing-denial = Se { $cell } non valesse { $digit }, allora { $chain }: una contraddizione (una catena forzata), quindi { $result }.
step-forcing-both = Che { $cell } valga { $digit } o no, { $conclusion } (una catena forzata):
step-forcing-both-yes = Se sì, { $chain }.
step-forcing-both-no = Se no, { $chain }.
step-forcing-cell = { $cell } vale { $digits }, e in ogni caso { $conclusion } (una catena forzata di casella):
step-forcing-cell-case = Se vale { $digit }, { $chain }.
step-forcing-unit = { $unit } può avere { $digit ->
    [1] l’1
    [8] l’8
   *[other] il { $digit }
} solo in { $cells }, e in ogni caso { $conclusion } (una catena forzata di unità):
step-forcing-unit-case = Se { $cell } vale { $digit }, { $chain }.
step-forcing-so = Quindi { $result }.

## Le tecniche valide solo per un sudoku con una sola soluzione.

step-unique =
    { $corners } contengono tutte i candidati { $a } e { $b } ({ $shape ->
        [loop] un anello unico
       *[rectangle] un rettangolo unico
    }): se non contenessero altro, { $a } e { $b } potrebbero scambiarsi di posto e il sudoku avrebbe due soluzioni
step-unique-one = { step-unique }; { $cell } è l’unica con altri candidati, quindi non può valere né l’uno né l’altro: { $a } e { $b } ne vengono eliminati.
step-unique-two = { step-unique }; { $cells } hanno in più solo { $digit ->
    [1] l’1
    [8] l’8
   *[other] il { $digit }
}, quindi una di esse vale { $digit }: { $digit ->
    [1] l’1
    [8] l’8
   *[other] il { $digit }
} viene eliminato da { $targets }.
step-unique-three =
    { step-unique }; { $p } e { $q } condividono { $unit } e una di esse vale { $extra }, quindi insieme a { $others } contengono in quell’unità solo i candidati { $digits } ({ $size ->
        [2] una coppia nuda
        [3] una tripla nuda
        [4] una quadrupla nuda
       *[other] un sottoinsieme nudo
    }): { $removedCount ->
        [one] il candidato { $removed } viene eliminato
       *[other] i candidati { $removed } vengono eliminati
    } da { $targets }.
step-unique-three-hidden =
    { step-unique }; { $p } e { $q } condividono { $unit }, quindi non possono valere entrambe { $a } o { $b }, e in quell’unità i candidati { $digits } possono stare solo in esse e in { $others }, quindi { $others } { $othersCount ->
        [one] contiene
       *[other] contengono
    } solo { $digits } ({ $size ->
        [2] una coppia nascosta
        [3] una tripla nascosta
        [4] una quadrupla nascosta
       *[other] un sottoinsieme nascosto
    }): { $removedCount ->
        [one] il candidato { $removed } viene eliminato
       *[other] i candidati { $removed } vengono eliminati
    } da { $targets }.
step-unique-four = { step-unique }; { $unit } può avere { $locked ->
    [1] l’1
    [8] l’8
   *[other] il { $locked }
} solo in { $p } o { $q }, quindi una di esse vale { $locked } e nessuna delle due può valere { $digit }: { $digit ->
    [1] l’1
    [8] l’8
   *[other] il { $digit }
} viene eliminato da entrambe.
step-bug-plus-1 =
    Ogni casella vuota tranne { $cell } ha due candidati, e senza { $extras } in quella casella ogni candidato avrebbe due posti in ogni riga, colonna e riquadro, uno schema con due soluzioni (un BUG+1), quindi { $cell } deve valere { $extras }: { $removedCount ->
        [one] il candidato { $removed } ne viene eliminato
       *[other] i candidati { $removed } ne vengono eliminati
    }.
step-bug = senza di essi ogni casella vuota avrebbe due candidati e ogni candidato due posti in ogni riga, colonna e riquadro, uno schema con due soluzioni (un BUG)
step-bug-two = { $cells } hanno { $digit ->
    [1] l’1
    [8] l’8
   *[other] il { $digit }
} oltre a due candidati ciascuna, e { step-bug }, quindi una di esse vale { $digit }: { $digit ->
    [1] l’1
    [8] l’8
   *[other] il { $digit }
} viene eliminato da { $targets }.
step-bug-three =
    { $cells } hanno { $extras } oltre a due candidati, e { step-bug }, quindi una di esse vale { $extrasOr }; condividono { $unit }, quindi insieme a { $others } contengono in quell’unità solo i candidati { $digits } ({ $size ->
        [2] una coppia nuda
        [3] una tripla nuda
        [4] una quadrupla nuda
       *[other] un sottoinsieme nudo
    }): { $removedCount ->
        [one] il candidato { $removed } viene eliminato
       *[other] i candidati { $removed } vengono eliminati
    } da { $targets }.
step-bug-four =
    { $p } ha { $pExtras } e { $q } ha { $qExtras } oltre a due candidati, e { step-bug }, quindi { $p } vale { $pOr } o { $q } vale { $qOr }; condividono { $unit }, dove { $digit ->
        [1] l’1
        [8] l’8
       *[other] il { $digit }
    } può stare solo in queste due caselle, quindi quella che non vale nessuno di quei valori vale { $digit }: { $removedCount ->
        [one] il candidato { $removed } viene eliminato
       *[other] i candidati { $removed } vengono eliminati
    } da { $targets }.

## Cosa cambia un passo.

step-changes-place = Questo passo inserisce { $placed }.
step-changes-remove = Questo passo elimina { $removed }.
step-changes-both = Questo passo inserisce { $placed } ed elimina { $removed }.
step-changes-nothing = Questo passo non cambia nulla.
step-changed-place = Inserito: { $placed }.
step-changed-remove = Eliminato: { $removed }.
step-changed-both = Inserito: { $placed }; eliminato: { $removed }.
step-changed-nothing = Nessun cambiamento.
step-summary-place = { $technique }: { $placed }
step-summary-remove = { $technique }: elimina { $removed }

## La riga di stato di Aiuto e Passo.

explain-multiple = Questo sudoku ha più di una soluzione, quindi la sola logica non basta a completarlo.
explain-stepped = Passo { $number }: { $technique }. { $why }
explain-review = Di nuovo il passo { $number }: { $technique }. { $why }
explain-unreviewed = Seleziona un passo dell’elenco per rivederlo.
explain-hint-where = Aiuto: guarda { $place }: { $techniqueA }.
explain-place-digit = { $digit ->
    [1] gli 1
    [8] gli 8
   *[other] i { $digit }
}
explain-hint-where-more = Premi di nuovo Aiuto per vedere le caselle (Passo, nel Lab, lo applica).
explain-hint-cells = Aiuto: { $technique }. Guarda le caselle evidenziate.
explain-hint-cells-more = Premi di nuovo Aiuto per la risposta (Passo, nel Lab, lo applica).
explain-hint-answer = Aiuto: { $technique }. { $why }
explain-hint-answer-more = { $changes } Fai tu la modifica, oppure premi Passo nel Lab.

## Perché Aiuto e Passo non hanno un passo da mostrare.

explain-no-hint-empty = Nessun aiuto: la griglia è vuota. Prima inserisci o incolla un sudoku.
explain-no-hint-solved = Nessun aiuto necessario: ogni casella è piena e non ci sono conflitti.
explain-no-hint-clashes = Nessun aiuto: { $clashes } Prima cambia una delle cifre evidenziate.
explain-no-hint-wrong-one = Niente aiuto per ora: il tuo { $digit } in { $cell } non è la cifra della soluzione (è segnato). Prima cancellalo.
explain-no-hint-wrong = Niente aiuto per ora: { $count } dei tuoi inserimenti non sono le cifre della soluzione (sono segnati). Prima cancellali.
explain-no-solution-why = Nessun aiuto: questo sudoku non ha soluzione ({ $why }).
explain-no-solution = Nessun aiuto: questo sudoku non ha soluzione. Prima cambia una cifra.
explain-stuck-multiple = Nessun aiuto: nessuna tecnica si applica, perché questo sudoku ha più di una soluzione. Premi Risolvi per vederne una.
explain-stuck = Nessun aiuto: nessuna delle tecniche si applica qui. Premi Risolvi per lasciar finire la ricerca.

## La riga della difficoltà, Nuovo sudoku e Allenati. I livelli
## ($levelName) sono al maschile, come «sudoku».

difficulty-score = { $whole },{ $tenth }
difficulty-rated = { $levelTitle } ({ difficulty-score }).
difficulty-needs =
    { $levelTitle } ({ difficulty-score }): richiede { $technique ->
        [pointing] dei { $techniqueName }
        [direct-pointing] dei { $techniqueName }
        [full-house] un’{ $techniqueName }
        [aligned-pair-exclusion] un’{ $techniqueName }
        [aligned-triple-exclusion] un’{ $techniqueName }
        [supposition-x-chain] un’{ $techniqueName }
        [supposition-forcing-chain] un’{ $techniqueName }
        [supposition-nishio] un’{ $techniqueName }
        [supposition-dynamic] un’{ $techniqueName }
        [supposition-dynamic-plus] un’{ $techniqueName }
        [deep-supposition] un’{ $techniqueName }
        [direct-claiming] una { $techniqueName }
        [claiming] una { $techniqueName }
        [direct-hidden-pair] una { $techniqueName }
        [naked-pair] una { $techniqueName }
        [hidden-pair] una { $techniqueName }
        [direct-hidden-triple] una { $techniqueName }
        [naked-triple] una { $techniqueName }
        [hidden-triple] una { $techniqueName }
        [naked-quad] una { $techniqueName }
        [hidden-quad] una { $techniqueName }
        [simple-colouring] una { $techniqueName }
        [x-chain] una { $techniqueName }
        [cell-or-unit-forcing-chain] una { $techniqueName }
        [swordfish] uno { $techniqueName }
       *[other] un { $techniqueName }
    }.
difficulty-rating = Calcolo della difficoltà di questo sudoku…
difficulty-date =
    { $day } { $month ->
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
difficulty-making =
    { $tries ->
        [0] Creazione di un sudoku { $levelName }…
       *[other] Creazione di un sudoku { $levelName }: { $tries ->
            [one] { $tries } sudoku provato
           *[other] { $tries } sudoku provati
        } finora.
    }
difficulty-making-daily =
    { $tries ->
        [0] Creazione del sudoku { $levelName } del giorno ({ $date })…
       *[other] Creazione del sudoku { $levelName } del giorno ({ $date }): { $tries ->
            [one] { $tries } sudoku provato
           *[other] { $tries } sudoku provati
        } finora.
    }
difficulty-making-practise =
    { $tries ->
        [0] Creazione di un sudoku per allenarti sulla tecnica { $techniqueName }…
       *[other] Creazione di un sudoku per allenarti sulla tecnica { $techniqueName }: { $tries ->
            [one] { $tries } sudoku provato
           *[other] { $tries } sudoku provati
        } finora.
    }
difficulty-made =
    Un nuovo sudoku { $levelName } con { $givens ->
        [one] { $givens } numero iniziale
       *[other] { $givens } numeri iniziali
    }: tocca a te.
difficulty-made-daily =
    Sudoku del giorno, { $date }, { $levelName }, con { $givens ->
        [one] { $givens } numero iniziale
       *[other] { $givens } numeri iniziali
    }: tocca a te.
difficulty-made-practise =
    Un sudoku per allenarti sulla tecnica { $techniqueName } ({ $levelName }, { $givens ->
        [one] { $givens } numero iniziale
       *[other] { $givens } numeri iniziali
    }): Vai alla tecnica esegue i passi { $technique ->
        [pointing] fino ai primi { $techniqueName }
        [direct-pointing] fino ai primi { $techniqueName }
        [full-house] fino alla prima «ultima casella libera»
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
        [simple-colouring] fino alla prima { $techniqueName }
        [x-chain] fino alla prima { $techniqueName }
        [cell-or-unit-forcing-chain] fino alla prima { $techniqueName }
        [aligned-pair-exclusion] fino alla prima { $techniqueName }
        [aligned-triple-exclusion] fino alla prima { $techniqueName }
        [supposition-x-chain] fino alla prima { $techniqueName }
        [supposition-forcing-chain] fino alla prima { $techniqueName }
        [supposition-nishio] fino alla prima { $techniqueName }
        [supposition-dynamic] fino alla prima { $techniqueName }
        [supposition-dynamic-plus] fino alla prima { $techniqueName }
        [deep-supposition] fino alla prima { $techniqueName }
       *[other] fino al primo { $techniqueName }
    }.
difficulty-make-cancelled =
    Creazione di un sudoku { $levelName } interrotta; la griglia è com’era.
difficulty-make-failed =
    Impossibile creare un nuovo sudoku { $levelName }: { $error }.
difficulty-skip-missed =
    Su questa griglia gli aiuti non usano più la tecnica { $techniqueName }: Allenati crea un altro sudoku, Annulla torna indietro.
difficulty-practise-cancelled =
    Creazione di un sudoku per allenarti sulla tecnica { $techniqueName } interrotta; la griglia è com’era.
