## Spelen
## Een puzzel spelen (Start, Controleren, Onthullen, checkpoints),
## Vergelijken, de statistieken, de labels van de vakjes voor schermlezers,
## botsende cijfers en de getalnotaties.

## Getallen met hun zelfstandig naamwoord, voor opsommingen („2 controles,
## 1 onthulling en 3 hints gebruikt.")

number-givens = { $count ->
    [one] { $count } gegeven cijfer
   *[other] { $count } gegeven cijfers
}
number-entries = { $count ->
    [one] { $count } ingevuld cijfer
   *[other] { $count } ingevulde cijfers
}
number-steps = { $count ->
    [one] { $count } stap
   *[other] { $count } stappen
}
number-checks = { $count ->
    [one] { $count } controle
   *[other] { $count } controles
}
number-reveals = { $count ->
    [one] { $count } onthulling
   *[other] { $count } onthullingen
}
number-hints = { $count ->
    [one] { $count } hint
   *[other] { $count } hints
}

## Duur en datum

number-duration-under = minder dan { $ms } ms
number-duration-ms = { $ms } ms
number-duration-s = { $s } s
number-date = { $day } { $month ->
    [1] jan
    [2] feb
    [3] mrt
    [4] apr
    [5] mei
    [6] jun
    [7] jul
    [8] aug
    [9] sep
    [10] okt
    [11] nov
   *[12] dec
} { $year }

## Botsingen: hetzelfde cijfer twee keer of vaker in een rij, kolom of blok

clash-found = { $count ->
    [2] Twee keer
    [3] Drie keer
    [4] Vier keer
   *[other] { $count } keer
} een { $digit } in { $unit ->
    [row] rij
    [column] kolom
   *[box] blok
} { $number }.
clash-more = En nog { $count }.

## De vakjes zoals schermlezers ze noemen: „Rij 3, kolom 7, 5, ingevuld,
## fout, kleur 4"

cell-label = Rij { $row }, kolom { $column }, { $digit ->
    [0] leeg
   *[other] { $digit }
}
cell-candidates = , { $count ->
    [0] geen kandidaten
   *[other] kandidaten { $candidates }
}
cell-entered = , ingevuld
cell-solved = , opgelost
cell-step = , uit een stap
cell-wrong = , fout
cell-corner-marks = , hoeknotities { $digits }
cell-centre-marks = , middennotities { $digits }
cell-colour = , kleur { $colour }

## Spelen: Start, Puzzel bewerken, Controleren, Onthullen, checkpoints

play-started = Spelen: { $count ->
    [one] het { $count } gegeven cijfer staat
   *[other] de { $count } gegeven cijfers staan
} vast en de klok loopt.
play-started-help = Typ of tik een cijfer om het in te vullen. De schakelaar onder het cijferpaneel (Cijfer, Hoek, Midden, Kleur) vult cijfers in plaats daarvan in als hoeknotitie, middennotitie of kleur (toetsen: Shift of Ctrl+cijfer, Z X C V).
play-started-without = Spelen: { $count ->
    [one] het { $count } gegeven cijfer staat
   *[other] de { $count } gegeven cijfers staan
} vast en de klok loopt, maar { $why ->
    [several] { $count ->
        [one] het laat meer dan één oplossing toe.
       *[other] ze laten meer dan één oplossing toe.
    }
    [none] { $count ->
        [one] het heeft geen oplossing.
       *[other] ze hebben geen oplossing.
    }
   *[unsettled] een snelle zoektocht kon niet uitmaken of de puzzel één oplossing heeft.
}
play-started-without-help = Controleren, Onthullen en de hints hebben een puzzel met één oplossing nodig: met Puzzel bewerken (in Meer) vul je gegeven cijfers aan of verbeter je ze.
play-entering = Puzzel bewerken: getypte cijfers zijn gegeven cijfers. Druk op Start om te spelen.
play-locked = De gekozen vakjes bevatten gegeven cijfers of cijfers van de solver; die kun je niet veranderen.
play-nothing-to-play = Niets te spelen: het bord is leeg. Typ of plak eerst een puzzel.
play-cannot-start = Starten lukt niet: { $clashes } Verander eerst een van de gemarkeerde cijfers.
play-nothing-to-check = Nog niets te controleren: je hebt geen cijfers ingevuld.
play-checked-right = { $entries ->
    [1] Je ingevulde cijfer klopt tot nu toe.
   *[other] Alle { $entries } ingevulde cijfers kloppen tot nu toe.
}
play-checked-wrong = { $entries ->
    [1] Je ingevulde cijfer is fout: het is gemarkeerd.
   *[other] { $wrong } van je { $entries } ingevulde cijfers { $wrong ->
        [one] is fout: het is gemarkeerd.
       *[other] zijn fout: ze zijn gemarkeerd.
    }
}
play-not-playing = Checkpoints en Terug tot eerste fout zijn er voor het spelen: druk eerst op Start.
play-checkpointed = { $count ->
    [1] Checkpoint bewaard: Naar checkpoint brengt je terug naar het bord zoals het nu is.
   *[other] Checkpoint bewaard ({ $count } voor deze puzzel): Naar checkpoint brengt je terug naar het laatste.
}
play-no-checkpoint = Nog geen checkpoint: druk vóór een gok op Checkpoint, dan kun je ernaar terug.
play-at-checkpoint = Het bord staat al zoals bij het laatste checkpoint.
play-back-to-checkpoint = Terug bij het laatste checkpoint. Ongedaan maken brengt je weer terug.
play-no-mistake = Geen fout om terug te draaien: elk ingevuld cijfer klopt met de oplossing.
play-before-first-mistake = Terug tot vlak voor je eerste fout ({ $count ->
    [one] { $count } wijziging
   *[other] { $count } wijzigingen
} teruggedraaid). Ongedaan maken draait dit terug.
play-mistakes-erased = { $count ->
    [one] De geschiedenis reikt niet tot je eerste fout: in plaats daarvan is { $count } fout cijfer gewist. Ongedaan maken zet het terug.
   *[other] De geschiedenis reikt niet tot je eerste fout: in plaats daarvan zijn { $count } foute cijfers gewist. Ongedaan maken zet ze terug.
}
play-revealed = { $count ->
    [0] Niets te onthullen: kies eerst lege vakjes of ingevulde cijfers.
    [one] { $count } vakje onthuld.
   *[other] { $count } vakjes onthuld.
}
play-no-single-solution-several = Controleren en Onthullen hebben een puzzel met één oplossing nodig; deze heeft er meer dan één.
play-no-single-solution-none = Controleren en Onthullen hebben een puzzel met één oplossing nodig; deze heeft er geen.
play-no-single-solution-unsettled = Controleren en Onthullen hebben een puzzel met één oplossing nodig; een snelle zoektocht ({ $calls ->
    [one] { $calls } aanroep
   *[other] { $calls } aanroepen
}) kon niet uitmaken of deze er één heeft. Oplossen in het Lab zoekt zo lang als nodig.
play-no-puzzle = Er is nog geen puzzel: typ er een in, of laad er een (plak hem, open een link, een foto of Nieuwe puzzel).
play-finished = Goed gedaan: je hebt hem opgelost in { $time }.
play-help-used = { $count ->
    [0] Geen controles, onthullingen of hints gebruikt.
    [1] { $a } gebruikt.
    [2] { $a } en { $b } gebruikt.
   *[other] { $a }, { $b } en { $c } gebruikt.
}
play-share = Delen: { $line }

## Vergelijken (in het Lab): de tabel, de toelichting en de statusregel

compare-waiting = wacht
compare-running = bezig
compare-calls-so-far = { $calls } tot nu toe
compare-time-so-far = { $time } tot nu toe
compare-stopped-after = gestopt na { $calls }
compare-not-run = niet gedraaid
compare-failed = mislukt: { $why }
compare-note = { $stale ->
    [yes] Elk algoritme op deze puzzel, tot de eerste oplossing (de puzzel zoals hij was toen je op Vergelijken drukte).
   *[no] Elk algoritme op deze puzzel, tot de eerste oplossing.
} Balken: aanroepen op een logaritmische schaal van 1 tot { $most }: tien keer zoveel aanroepen maakt de balk telkens even veel langer.
compare-started = De vier algoritmen lossen deze puzzel na elkaar op…
compare-stopped = Vergelijken gestopt.
compare-empty = Niets te vergelijken: het bord is leeg. Typ of plak eerst een puzzel.
compare-clashes = Vergelijken lukt niet: { $clashes } Verander eerst een van de gemarkeerde cijfers.
compare-done = De algoritmen zijn vergeleken op deze puzzel.
compare-summary = Vergeleken: naïeve backtracking had { $naive ->
    [one] { $naive } aanroep
   *[other] { $naive } aanroepen
} nodig, de snelle solver { $fast ->
    [one] { $fast } aanroep
   *[other] { $fast } aanroepen
}.
compare-summary-stopped = Vergeleken: naïeve backtracking is gestopt na { $naive ->
    [one] { $naive } aanroep
   *[other] { $naive } aanroepen
}; de snelle solver had { $fast ->
    [one] { $fast } aanroep
   *[other] { $fast } aanroepen
} nodig.

## Statistieken: het paneel, de deelregel van de dagpuzzel en het
## statistiekenbestand (Exporteren en Importeren)

stats-share = Sudoku, { $date }, { $level ->
   *[other] { $levelName }
}: { $time }, { $help }
stats-share-unrated = Sudoku, { $date }: { $time }, { $help }
stats-share-help = { $count ->
    [0] geen hints
    [1] { $a }
    [2] { $a }, { $b }
   *[other] { $a }, { $b }, { $c }
}
stats-finished-unaided = { $finished } ({ $unaided } zonder hulp)
stats-streak = { $days ->
    [0] Nog geen dagreeks: los de Dagpuzzel op om er een te beginnen.
    [one] Dagreeks: { $days } dag.
   *[other] Dagreeks: { $days } dagen.
}
stats-export-failed = Het statistiekenbestand kon niet worden opgeslagen: { $why }.
stats-imported = { $count ->
    [0] Het statistiekenbestand bevatte niets nieuws: je statistieken zijn zoals ze waren.
    [one] { $count } opgeloste puzzel in je statistieken geïmporteerd.
   *[other] { $count } opgeloste puzzels in je statistieken geïmporteerd.
}
stats-refused = ‘{ $name }’ kon niet worden geïmporteerd: { $why }. Je statistieken zijn niet veranderd.
stats-not-json = het is geen statistiekenbestand: Exporteren schrijft ze als JSON, en dit is geen JSON
stats-not-a-file = het is geen statistiekenbestand ({ $why })
stats-version = het is versie { $version }; deze pagina leest versie { $ours }

## Wat er mis is met een regel van het statistiekenbestand (één opgeloste
## puzzel: „2026-11-26 hard 462 0 1 0 daily ..6.2.38...")

stats-line-bad = opgeloste puzzel { $line }: { $why }
stats-line-words = { $count ->
    [one] de regel heeft { $count } woord, niet de 8 van een opgeloste puzzel
   *[other] de regel heeft { $count } woorden, niet de 8 van een opgeloste puzzel
}
stats-line-number = { $field ->
    [time] de tijd
    [hints] het aantal hints
    [checks] het aantal controles
   *[reveals] het aantal onthullingen
} ‘{ $word }’ is geen geheel getal
stats-line-date = ‘{ $word }’ is geen datum: schrijf hem als JJJJ-MM-DD, zoals 2026-11-26
stats-line-level = het niveau ‘{ $word }’ is niet easy, medium, hard, expert of extreme
stats-line-daily = ‘{ $word }’ is daily noch other
stats-line-puzzle = de puzzel: { $why }
stats-line-givens = { $count ->
    [one] de puzzel heeft { $count } gegeven cijfer; een puzzel heeft er minstens 17
   *[other] de puzzel heeft { $count } gegeven cijfers; een puzzel heeft er minstens 17
}
stats-line-clash = de gegeven cijfers van de puzzel botsen
stats-line-daily-level = het is een dagpuzzel zonder niveau
stats-line-variant = de variant ‘{ $word }’ is niet killer, killer-x, x, windoku of jigsaw
stats-line-variant-level = het is een puzzel van een variant met een niveau, maar varianten hebben geen niveau (niveau ‘-’)
stats-line-empty = de puzzel heeft geen gegeven cijfers en geen kooien
