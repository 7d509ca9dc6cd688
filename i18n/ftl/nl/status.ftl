## Status
## De statusregel onder het bord: wat de pagina zegt over wat er net
## gebeurde. $algorithm is de sleutel van het algoritme (naive, candidates,
## propagation, fast), $algorithmName de naam in een zin, $algorithmLabel
## de naam als label (names.ftl).

## Een oplossing die op de achtergrond loopt: „Oplossen met naïeve
## backtracking: tot nu toe 99 aanroepen. Loopt al 12,0 ms. …". Het aantal
## en de tijd blijven heel op hun plaats (de pagina verbergt ze voor
## schermlezers).

status-solving-count = : tot nu toe { $calls ->
    [one] { $calls } aanroep
   *[other] { $calls } aanroepen
}.
status-solving = Oplossen met { $algorithm ->
   *[other] { $algorithmName }
}{ $count }
status-solving-time = Loopt al { $time }.
status-solving-stop = Druk op Annuleren (in het Lab) of Esc om te stoppen; het bord blijft bewerkbaar.
status-interrupted = Het bord is veranderd, dus het oplossen met { $algorithm ->
   *[other] { $algorithmName }
} is gestopt na { $calls ->
    [one] { $calls } aanroep
   *[other] { $calls } aanroepen
} ({ $time }).
status-cancelled = Geannuleerd na { $calls ->
    [one] { $calls } aanroep
   *[other] { $calls } aanroepen
} ({ $time }): { $algorithm ->
   *[other] { $algorithmName }
} was nog niet klaar.
status-cancelled-advice = Probeer voor deze puzzel constraintpropagatie of de snelle solver.
status-solve-failed = Het oplossen kon niet starten: { $why }.

## Een afgeronde oplossing (Oplossen in het Lab)

status-solve-empty = Niets op te lossen: het bord is leeg. Typ of plak eerst een puzzel.
status-solve-clashes = Oplossen lukt niet: { $clashes } Verander eerst een van de gemarkeerde cijfers.
status-solve-numbers = { $calls ->
    [one] { $calls } aanroep
   *[other] { $calls } aanroepen
}, { $guesses ->
    [one] { $guesses } gok
   *[other] { $guesses } gokken
}, { $backtracks ->
    [one] { $backtracks } terugstap
   *[other] { $backtracks } terugstappen
} in { $time }.
status-solved-unique = Opgelost: de oplossing is uniek.
status-solved-multiple = Opgelost, maar de puzzel heeft meerdere oplossingen: dit is er een van.
status-solved-method = { $algorithm ->
   *[other] { $algorithmLabel }
}, geteld tot de eerste oplossing.
status-solved-method-checked = { $algorithm ->
   *[other] { $algorithmLabel }
}, geteld tot de eerste oplossing. De snelle solver heeft naar een tweede oplossing gezocht ({ $calls ->
    [one] { $calls } aanroep
   *[other] { $calls } aanroepen
}).
status-solved-none = Deze puzzel heeft geen oplossing: deze gegeven cijfers zijn niet aan te vullen.
status-solved-none-method = { $algorithm ->
   *[other] { $algorithmLabel }
}.
status-solve-stopped = Gestopt na { $calls ->
    [one] { $calls } aanroep
   *[other] { $calls } aanroepen
}: { $algorithm ->
   *[other] { $algorithmName }
} doet te lang over deze puzzel; probeer constraintpropagatie of de snelle solver.
status-solved-wrong = { $count ->
    [one] { $count } van je ingevulde cijfers klopt niet met de oplossing: gemarkeerd.
   *[other] { $count } van je ingevulde cijfers kloppen niet met de oplossing: gemarkeerd.
}

## Het bord en zijn geschiedenis

status-welcome = Typ de puzzel in (klik op een vakje, typ 1-9) en druk op Start, of kies Nieuwe puzzel, of lees er een in met Foto of Camera.
status-board-empty = Het bord is leeg.
status-givens-entering = { $count ->
    [one] { $count } gegeven cijfer
   *[other] { $count } gegeven cijfers
} op het bord. Druk op Start om te spelen, of op Oplossen in het Lab.
status-givens = { $count ->
    [one] { $count } gegeven cijfer
   *[other] { $count } gegeven cijfers
} op het bord.
status-board = { $count ->
    [2] { $a } en { $b } op het bord.
   *[other] { $a }, { $b } en { $c } op het bord.
}
status-board-solution = de oplossing
status-undone = Ongedaan gemaakt. { $board }
status-redone = Opnieuw gedaan. { $board }
status-nothing-to-undo = Niets om ongedaan te maken.
status-nothing-to-redo = Niets om opnieuw te doen.
status-cleared = Bord leeggemaakt.
status-edit-took-solution = De wijziging heeft de oplossing van het bord gehaald; Ongedaan maken zet hem terug.
status-edit-took-steps = { $count ->
    [1] De wijziging heeft de stap van het bord gehaald; Ongedaan maken zet hem terug.
   *[other] De wijziging heeft de { $count } stappen van het bord gehaald; Ongedaan maken zet ze terug.
}
status-hint-gone = Het bord is veranderd, dus die hint geldt niet meer: druk op Hint voor een nieuwe. { $board }
status-other-tab = Een ander tabblad van deze pagina heeft het bord gewijzigd; dit tabblad toont hetzelfde. { $board }
status-thinking = De volgende stap zoeken…
status-explain-failed = Deze keer geen hint: { $why }. Herlaad de pagina om het opnieuw te proberen.

## Een puzzel laden: uit een link, geplakte tekst, een foto, een batch

status-loaded = Puzzel met { $count ->
    [one] { $count } gegeven cijfer
   *[other] { $count } gegeven cijfers
} geladen { $source ->
    [link] uit de link
    [paste] uit de geplakte tekst
    [photo] uit de foto
   *[batch] uit de batch
}.
status-photo-not-ready = Hij heeft nog niet precies één oplossing: verbeter zijn cijfers op het bord en druk dan op Start om te spelen.
status-link-failed = De puzzel in de link is niet geladen: { $why }.
status-paste-failed = De geplakte tekst is niet geladen: { $why }.
status-link-empty = De puzzel in de link is niet geladen: het rooster is leeg.
status-paste-empty = De geplakte tekst is niet geladen: het is een leeg rooster, zonder cijfers.
status-empty-kept = Plak een puzzel met zijn cijfers, of typ er een in; het bord is zoals het was.
status-link-text = De puzzel uit de link, om te verbeteren en op het bord te plakken: { $text }
status-loaded-progress = Puzzel met { $givens ->
    [one] { $givens } gegeven cijfer
   *[other] { $givens } gegeven cijfers
} en de voortgang uit de link geladen ({ $entries ->
    [one] { $entries } ingevuld cijfer
   *[other] { $entries } ingevulde cijfers
}).
status-progress-failed = De puzzel uit de link is geladen met { $givens ->
    [one] { $givens } gegeven cijfer
   *[other] { $givens } gegeven cijfers
}, maar de voortgang niet: { $why }.
status-lost-on-start = De puzzel die bij je vorige bezoek was bewaard, kon niet worden gelezen ({ $why }) en is weggegooid.

## Waarom een tekst geen puzzel is (na „De geplakte tekst is niet
## geladen: ")

status-parse-char = vakje { $cell } (teken { $column }): ‘{ $character }’ is onverwacht
status-parse-char-line = vakje { $cell } (regel { $line }, teken { $column }): ‘{ $character }’ is onverwacht
status-parse-count = 81 vakjes verwacht, { $found } gevonden
status-parse-value = vakje { $cell }: waarde { $value } ligt niet tussen 0 en 9

## Waarom de voortgangscode van een link niet is gelezen

status-progress-version = het is geen voortgangscode die deze pagina kent
status-progress-character = teken { $at } hoort niet bij een voortgangscode
status-progress-length = hij is afgekapt of te lang
status-progress-value = rij { $row }, kolom { $column } bevat een cijfer of kleur buiten het bereik
status-progress-on-given = hij zet een invoer op het gegeven cijfer in rij { $row }, kolom { $column }
status-progress-nothing = volgens de code staat er iets in rij { $row }, kolom { $column }, maar hij geeft er niets voor

## Waarom er geen nieuwe puzzel is gemaakt (na „Er kon geen nieuwe
## moeilijke puzzel worden gemaakt: ")

status-make-cancelled = puzzel maken geannuleerd
status-make-unavailable = er is geen puzzel te maken om { $technique } te oefenen: geen van de doorzochte puzzels had die techniek nodig als moeilijkste stap

## Delen en Kopiëren

status-share = Link naar deze puzzel:
status-share-copied = Link naar deze puzzel (gekopieerd naar het klembord):
status-share-progress = Link naar deze puzzel en je voortgang:
status-share-progress-copied = Link naar deze puzzel en je voortgang (gekopieerd naar het klembord):
status-share-empty = Niets te delen: het bord is leeg.
status-copied = Puzzel gekopieerd naar het klembord:
status-copied-solution = Puzzel en oplossing gekopieerd naar het klembord:
status-copy = Puzzel (selecteer en kopieer hem):
status-copy-solution = Puzzel en oplossing (selecteer en kopieer ze):
status-copy-empty = Niets te kopiëren: het bord is leeg.

## Het bord dat in de browser is bewaard

status-restored-empty = Het bord is leeg; Ongedaan maken haalt de borden van je vorige bezoek terug.
status-restoring = Je bord wordt hersteld…
status-restored = Je puzzel ({ $count ->
    [one] { $count } gegeven cijfer
   *[other] { $count } gegeven cijfers
}) en zijn geschiedenis van je vorige bezoek zijn hersteld.
status-restore-failed = De bewaarde puzzel kon niet worden gelezen ({ $why }); begonnen met een leeg rooster.
status-restore-kept = De bewaarde gegevens blijven zoals ze zijn tot je hier iets verandert.
status-save-failed = Deze browser laat de pagina niet opslaan (opslag vol of geblokkeerd): na herladen ben je het bord kwijt.
# The variants module (killer, X, windoku, jigsaw) could not be loaded.
status-variants-unavailable = De varianten konden niet worden geladen. Controleer de verbinding en kies de variant opnieuw.
