## Het paneel Batch oplossen: een heel bestand met puzzels, op de achtergrond
## opgelost, met een samenvatting, een histogram van de tijden en een tabel
## van de puzzels. De gedownloade CSV- en JSON-bestanden zijn data en blijven
## zoals ze zijn.

batch-title = Batch oplossen
batch-close-label = ‘Batch oplossen’ sluiten
batch-close-tooltip = Sluiten (Esc)
batch-close = Sluiten
batch-help = Los een heel bestand met puzzels op de achtergrond op, één per regel (81 tekens, . of 0 voor een leeg vakje): de uitkomst en de tijd van elke puzzel en de aanroepen van de zoektocht. Regels die geen puzzel zijn, worden vermeld en overgeslagen.
batch-set = Puzzelset
batch-choose-set = Kies een set…
batch-set-top95 = top95: { $puzzles } moeilijke puzzels (Norvig)
batch-set-msk = msk_009: { $puzzles } puzzels van elk niveau
batch-set-top1465 = top1465: { $puzzles } moeilijke puzzels (magictour)
batch-set-hardest = forum hardest: { $puzzles } van de moeilijkste bekende puzzels
batch-own-file = Je bestand: { $name }
batch-open-file = Bestand openen…
batch-algorithm = Algoritme
batch-first = Alleen eerste oplossing
batch-budget = Aanroeplimiet per puzzel
batch-budget-none = geen
batch-cancel = Annuleren
batch-run = Alles oplossen
batch-progress-label = Voortgang van de batch
batch-progress = { $done } van { $total ->
    [one] { $total } puzzel
   *[other] { $total } puzzels
} opgelost.

## Waarom de getypte aanroeplimiet niet is overgenomen. Het veld neemt
## cijfers, gegroepeerd met komma's, spaties, apostroffen of liggende
## streepjes, of 1e6, maar nooit met punten: vandaar het voorbeeld met spaties.
batch-budget-not-a-number = De aanroeplimiet ‘{ $typed }’ is geen geheel getal: typ er een, zoals 1 000 000, of laat het veld leeg voor geen limiet.
batch-budget-zero = Een aanroeplimiet van 0 zou elke puzzel stoppen voordat hij begint: typ 1 of meer, of laat het veld leeg voor geen limiet.
batch-budget-too-big = De aanroeplimiet ‘{ $typed }’ is groter dan de solver kan tellen: laat het veld leeg voor geen limiet.

## Wat het paneel nu zegt.
batch-opening = { $name } wordt geopend…
batch-open-failed = { $name } kon niet worden geopend: { $why }.
batch-opened = { $name }: { $puzzles ->
    [one] { $puzzles } puzzel
   *[other] { $puzzles } puzzels
}.
batch-opened-bad = { $name }: { $puzzles ->
    [one] { $puzzles } puzzel
   *[other] { $puzzles } puzzels
}, { $bad ->
    [one] { $bad } regel
   *[other] { $bad } regels
} zonder puzzel (hieronder vermeld, overgeslagen).
batch-finished = Klaar: { $tally }.
batch-bad-budget = Niet gestart: verbeter eerst de aanroeplimiet.
batch-cancelled = Geannuleerd na { $done } van { $total ->
    [one] { $total } puzzel
   *[other] { $total } puzzels
}: de tabel toont die.
batch-failed = Het oplossen is gestopt: { $why }.

## Waarom een bestand niet kon worden geopend of een download niet kon
## worden gemaakt: het einde van batch-open-failed („mine.txt kon niet worden
## geopend: het bestand is leeg.”), dus met een kleine letter en zonder punt.
batch-file-empty = het bestand is leeg
batch-file-not-text = het is geen tekstbestand
batch-file-not-text-short = het is geen tekst
batch-file-too-big = het is { $size } MB, meer dan de { $most } MB die een batch aankan
file-browser-refused = de browser weigerde
batch-network-failed = het netwerk of de offline kopie faalde
batch-server-answered = de server antwoordde { $status }
batch-no-window = geen venster
file-no-document = geen document
file-no-link = geen linkelement
batch-unreadable-request = onleesbaar batchverzoek: { $why }
batch-unreadable-results = onleesbare batchresultaten: { $why }

## De regels van het bestand die geen puzzel zijn.
batch-bad-line = Regel { $line }: { $why }
batch-bad-lines = { $lines ->
    [one] { $lines } regel
   *[other] { $lines } regels
} zonder puzzel

## De resultaten.
batch-verdict-unique = uniek
batch-verdict-multiple = meerdere oplossingen
batch-verdict-solved = opgelost
batch-verdict-none = geen oplossing
batch-verdict-aborted = boven de limiet
batch-verdict-cancelled = geannuleerd
batch-count-unique = { $count } uniek
batch-count-multiple = { $count } met meerdere oplossingen
batch-count-solved = { $count } opgelost
batch-count-none = { $count } zonder oplossing
batch-count-aborted = { $count } boven de limiet
batch-count-cancelled = { $count } geannuleerd
batch-list-separator = {", "}
batch-verdicts-none = nog geen opgelost
batch-tally = { $puzzles ->
    [one] { $puzzles } puzzel
   *[other] { $puzzles } puzzels
}: { $verdicts }
batch-tally-line = { $tally }.
batch-times = Mediaan { $median }, gemiddeld { $mean } per puzzel, { $total } in totaal; { $calls ->
    [one] { $calls } aanroep
   *[other] { $calls } aanroepen
} (mediaan { $medianCalls }).
batch-time-us = { $time } µs
batch-time-ms = { $time } ms
batch-time-s = { $time } s
batch-results-title = Resultaten: { $algorithm }, { $mode ->
    [first] eerste oplossing
   *[count] tot twee oplossingen geteld
}
batch-results-title-budget = Resultaten: { $algorithm }, { $mode ->
    [first] eerste oplossing
   *[count] tot twee oplossingen geteld
}, limiet { $budget ->
    [one] { $budget } aanroep
   *[other] { $budget } aanroepen
}
batch-download-csv = CSV downloaden
batch-download-json = JSON downloaden
batch-histogram = Tijd per puzzel
batch-histogram-range = { $from } tot { $to }
batch-show = Tonen
batch-order-file = in bestandsvolgorde
batch-order-slowest = traagste eerst
batch-previous = Vorige
batch-next = Volgende
batch-page = Pagina { $page } van { $pages }
batch-page-puzzles = Puzzels { $first } t/m { $last }
batch-scroll-hint = De tabel is breder dan het scherm: scroll opzij (veeg, of gebruik de pijltjestoetsen zodra de tabel focus heeft) voor de tijd, de aanroepen en ‘Openen’.
batch-table-label = Tabel met batchresultaten
batch-column-line = Regel
batch-column-puzzle = Puzzel
batch-column-verdict = Uitkomst
batch-column-time = Tijd
batch-column-calls = Aanroepen
batch-column-board = Bord
batch-open = Openen
batch-open-label = Regel { $line } op het bord openen

## Waarom een worker (de helpers van de pagina die op de achtergrond
## oplossen, beoordelen en lezen) faalde: deze redenen sluiten zinnen van de
## pagina af, dus met een kleine letter en zonder punt.

worker-failed = { $worker ->
    [solver] de solver-worker
    [puzzle-make] de puzzelworker, die puzzels beoordeelt en maakt,
    [puzzle-hint] de puzzelworker, die de hints zoekt,
    [puzzle-import] de puzzelworker, die statistiekbestanden leest,
    [puzzle-batch] de puzzelworker, die de batch oplost,
   *[reader] de leesworker, die foto's leest,
} { $how ->
    [not-loaded] kon niet worden geladen
    [stopped] stopte met een fout
   *[unreadable] stuurde een onleesbaar antwoord
} ({ $why })
worker-script-not-fetched = het script kon niet worden opgehaald
worker-file-gone = het bestand is er niet meer; kies het opnieuw
worker-file-too-large = het is { $megabytes } MB, veel meer dan een statistiekbestand
worker-file-unreadable = het kon niet worden gelezen ({ $why })
worker-unknown-error = onbekende fout
worker-read-decode = het bestand kon niet als afbeelding worden gelezen: { $why }
worker-read-too-large = de afbeelding is te groot ({ $width }x{ $height } pixels; maximaal 40 megapixel)
worker-read-empty = de afbeelding is leeg
worker-read-bad-buffer = de pixeldata passen niet bij de grootte van de afbeelding ({ $got ->
    [one] { $got } byte
   *[other] { $got } bytes
} in plaats van { $expected })
worker-read-no-grid = geen sudokurooster gevonden in de afbeelding
worker-read-file-empty = het bestand is leeg
worker-read-not-a-picture = het bestand is geen afbeelding die deze browser kan openen
worker-read-only-photos = de leesworker leest alleen foto's

batch-not-loaded = Het paneel ‘Batch oplossen’ kon niet worden geladen. Controleer de verbinding en druk nogmaals op ‘Batch oplossen’.
