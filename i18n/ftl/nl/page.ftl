## Pagina
## De knoppen en panelen van de pagina: namen, labels (`.aria-label`,
## voorgelezen door schermlezers), tooltips (`.title`), koppen en uitleg.

## De bovenbalk

page-title = Sudoku
page-tagline = Speel hem, typ hem over of maak er een foto van; kijk dan hoe hij wordt opgelost.
page-views = Weergaven
page-view-play = Spelen
page-view-lab = Lab
page-more = Meer

## De zijkolom

page-timer = Speeltijd
page-play-panel = Spelen: cijferpaneel, modus, Ongedaan maken, Opnieuw, Hint, Start, Controleren, Onthullen, Notities vullen en checkpoints
page-lab-panel = Lab: Algoritme en Oplossen, Stap, Kandidaten, Vergelijken en Batch oplossen
page-cancel = Annuleren

## Het bord

page-board = Sudokupuzzel, 9 bij 9
page-board-row = Rij { $row }

## Het cijferpaneel en de invoermodus

page-numpad = Cijferpaneel
page-numpad-erase = Wissen
page-numpad-enter = { $digit } invullen
page-numpad-colour = Kleur { $digit }
page-modes = Invoermodus
page-mode-digit = Cijfer
page-mode-corner = Hoek
page-mode-centre = Midden
page-mode-colour = Kleur

## De speelknoppen (onder het cijferpaneel)

page-tools = Speelknoppen
page-tool-undo = Onge{"\u00AD"}daan
    .title = Ongedaan maken (Ctrl+Z)
page-tool-redo = Opnieuw
    .title = Opnieuw (Ctrl+Y)
page-tool-hint = Hint
    .title = Hint (H)
page-tool-check = Contro{"\u00AD"}leren
    .title = Controleren (K)
page-tool-more = Meer knoppen
    .title = Onthullen, Notities vullen en checkpoints voor een gok
page-tool-more-row = Onthullen, Notities vullen en checkpoints
page-tool-reveal = Onthullen
    .title = Vul de gekozen vakjes met de cijfers van de oplossing
page-tool-fill-marks = Notities vullen
    .title = Elke kandidaat als middennotitie in elk leeg vakje
page-tool-checkpoint = Checkpoint
    .title = Onthoud het bord zoals het nu is, voordat je gokt
page-tool-back-to-checkpoint = Naar checkpoint
    .title = Terug naar het laatste checkpoint (Ongedaan maken draait het terug)
page-tool-undo-to-mistake = Terug tot eerste fout
    .title = Ga terug tot vlak voor je eerste foute invoer (Ongedaan maken draait het terug)
page-tool-start = Start
    .title = Zet de gegeven cijfers vast en start de klok
page-variant = Variant
page-variant-name = { $variant ->
    [killer] Killer
    [killer-x] Killer-X
    [x] X-sudoku
    [windoku] Windoku
    [jigsaw] Jigsaw
   *[classic] Klassiek
}

## Puzzel kiezen (onder de zijkolom)

page-new-title = Puzzel kiezen
page-new-level = Niveau
page-new-puzzle = Nieuwe puzzel
page-new-today = Dagpuzzel
    .title = De puzzel van de dag op het gekozen niveau: vandaag voor iedereen dezelfde
page-new-photo = Foto
    .title = Lees een puzzel uit een foto (of plak of sleep een afbeelding op het bord)
page-new-camera = Camera
    .title = Lees een puzzel live met de camera: houd hem boven het papier
page-new-skip = Doorspoelen
    .title =
        Alle stappen vóór { $technique ->
            [hidden-single-box] de eerste verborgen single (blok)
            [hidden-single-row-or-column] de eerste verborgen single (rij of kolom)
            [direct-pointing] de eerste directe pointing
            [direct-claiming] de eerste directe claiming
            [direct-hidden-pair] het eerste directe verborgen paar
            [naked-single] de eerste naakte single
            [direct-hidden-triple] het eerste directe verborgen drietal
            [pointing] de eerste pointing
            [claiming] de eerste claiming
            [naked-pair] het eerste naakte paar
            [hidden-pair] het eerste verborgen paar
            [naked-triple] het eerste naakte drietal
            [hidden-triple] het eerste verborgen drietal
            [naked-quad] het eerste naakte viertal
            [hidden-quad] het eerste verborgen viertal
            [bidirectional-cycle] de eerste bidirectionele cyclus
            [simple-colouring] de eerste stap met eenvoudig kleuren
            [supposition-x-chain] de eerste aanname (X-Chain)
            [supposition-forcing-chain] de eerste aanname (forcing chain)
            [supposition-nishio] de eerste aanname (Nishio)
            [cell-or-unit-forcing-chain] de eerste forcing chain (cel of eenheid)
            [supposition-dynamic] de eerste aanname (dynamisch)
            [supposition-dynamic-plus] de eerste aanname (dynamisch +)
            [deep-supposition] de eerste diepe aanname
           *[other] de eerste { $techniqueName }
        } uitvoeren

## Lab: Oplossen

page-solve-title = Oplossen
page-solve-help = Draait op de achtergrond en telt elke recursieve aanroep; de statusregel toont de aantallen en de tijd.
page-solve-algorithm = Algoritme
page-solve = Oplossen

## Lab: De oplossing uitgelegd

page-explain-title = De oplossing uitgelegd
page-explain-help = Stap vult één vakje of schrapt kandidaten met een benoemde techniek; Hint (in de weergave Spelen) toont dezelfde stap in drie keer.
page-explain = Uitleggen
page-explain-step = Stap
page-explain-candidates = Kandidaten
page-steps-title = Gezette stappen
page-steps-empty = Nog geen. Hint toont de volgende stap; Stap voert hem uit.

## Lab: De algoritmen vergelijken

page-compare-title = Algoritmen vergelijken
page-compare = Vergelijken
page-compare-stop = Stop
page-compare-help = Laat ze alle vier deze puzzel oplossen, tot de eerste oplossing, op de achtergrond.
page-compare-batch = Batch oplossen…
page-compare-batch-help = Een heel bestand met puzzels, met de tijd van elke puzzel.
page-compare-table = Vergelijkingstabel
page-compare-caption = Werk per algoritme
page-compare-algorithm = Algoritme
page-compare-calls = Aanroepen
page-compare-guesses = Gokken
page-compare-backtracks = Terugstappen
page-compare-time = Tijd
page-compare-row =
    { $algorithm ->
        [naive] naïef
        [candidates] kandidaten
        [propagation] propagatie
        [fast] snel
       *[other] { $algorithm }
    }

## Het paneel Meer

page-more-panel = Meer: Delen, Voortgang delen, Kopiëren, Puzzel bewerken, Leegmaken, statistieken, techniek oefenen, instellingen en toetsen
page-more-title = Meer
page-more-close = Sluiten
page-more-puzzle = Deze puzzel
page-more-share = Delen
page-more-share-progress = Voort{"\u00AD"}gang delen
page-more-copy = Kopiëren
    .title = Kopieer de puzzel (en de oplossing) als regels van 81 tekens
page-more-edit = Puzzel be{"\u00AD"}werken
page-more-clear = Leeg{"\u00AD"}maken
    .title = Maak het bord leeg (Ongedaan maken haalt het terug)
page-practise-title = Techniek oefenen
page-practise-technique = Techniek
    .title = Techniek om te oefenen
page-practise = Oefenen
    .title = Een puzzel waarvan de moeilijkste stap de gekozen techniek gebruikt
page-settings = Instellingen
page-setting-tidy-marks = Een geplaatst cijfer verdwijnt uit de notities van zijn rij, kolom en blok
page-setting-show-peers = Markeer de rij, kolom en het blok van het gekozen vakje

## Het paneel Meer: de toetsen

page-keys = Toetsen
page-key-digit = cijfer invullen
    .keys = 1-9
page-key-erase = wissen
    .keys = Backspace, Delete, 0, . of spatie
page-key-move = verplaatsen (Ctrl+Home, Ctrl+End: eerste en laatste vakje)
    .keys = Pijltjes, Home, End
page-key-corner = hoeknotitie
    .keys = Shift+cijfer
page-key-centre = middennotitie
    .keys = Ctrl+cijfer
page-key-modes = modus cijfer, hoek, midden, kleur
    .keys = Z X C V
page-key-hint = hint / controleren
    .keys = H / K
page-key-undo = ongedaan maken / opnieuw
    .keys = Ctrl+Z / Ctrl+Y
page-key-select = meer vakjes kiezen
    .keys = Shift+klik, Ctrl+klik, slepen
page-key-select-all = alles / niets kiezen
    .keys = Ctrl+A / Esc
page-more-note = Plak een puzzel (81 tekens of een 9x9-rooster) of een afbeelding op het bord, of sleep een foto op de pagina.

## Statistieken (in het paneel Meer)

page-stats = Statistieken
page-stats-caption = Met de hand opgeloste puzzels, per niveau
page-stats-level = Niveau
page-stats-finished = Opgelost
page-stats-best = Beste
page-stats-median = Mediaan
page-stats-variants = Varianten (zonder niveau)
page-stats-export = Exporteren
    .title = Bewaar je statistieken als JSON-bestand
page-stats-import = Importeren
    .title = Voeg de statistieken toe van een bestand dat op een ander apparaat is geëxporteerd
