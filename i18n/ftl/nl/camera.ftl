## Het camerapaneel: wat de pagina zegt terwijl de camera een puzzel op
## papier leest, waarom hij stopte en wat hij las. De namen van de knoppen
## staan tussen ‘…’ in de zinnen en zijn gelijk aan de knoppen hieronder.

camera-advice-no-grid = Richt de camera op de puzzel: het hele rooster in beeld, recht van voren.
camera-advice-move-closer = Kom dichterbij: laat het rooster het grootste deel van het beeld vullen.
camera-advice-move-back = Ga iets achteruit: het hele rooster moet in beeld zijn, met wat ruimte eromheen.
camera-advice-hold-still = Stilhouden…
camera-advice-reading = { $digits ->
    [0] Het rooster wordt gelezen…
   *[other] Tot nu toe { $digits ->
        [one] { $digits } cijfer
       *[other] { $digits } cijfers
    } gelezen. Stilhouden…
}
camera-advice-waited = { $advice } Nog niets gelezen: probeer meer licht, het papier plat, zonder schaduw of schittering; of druk op ‘Camera stoppen’ en gebruik ‘Foto’.

## Waarom de camera niet draait, en wat je kunt doen.
camera-stop-refused = De camera mocht niet worden gebruikt. Sta hem voor deze pagina toe in de site-instellingen van de browser en druk op ‘Opnieuw starten’, of kies met ‘Foto’ een afbeelding van de puzzel.
camera-stop-no-camera = Er is geen camera gevonden op dit apparaat. Kies in plaats daarvan met ‘Foto’ een afbeelding van de puzzel.
camera-stop-unsupported = Deze browser geeft de pagina geen toegang tot de camera (daarvoor zijn een beveiligd https-adres en een recente browser nodig). Kies in plaats daarvan met ‘Foto’ een afbeelding van de puzzel.
camera-stop-lost = De camera is gestopt (losgekoppeld of in gebruik door een andere app). Druk op ‘Opnieuw starten’ of gebruik ‘Foto’.
camera-stop-hidden = De camera is vrijgegeven toen de pagina verborgen was. Druk op ‘Opnieuw starten’ om verder te lezen.
camera-stop-no-reader = De cijferlezer kon niet worden geladen. Controleer de verbinding en druk op ‘Opnieuw starten’, of typ de puzzel over.
camera-stop-failed = De camera kon niet worden gestart: { $why }. Druk op ‘Opnieuw starten’ of kies met ‘Foto’ een afbeelding van de puzzel.

## Een lezing staat vast.
camera-locked = { $givens ->
    [one] { $givens } cijfer
   *[other] { $givens } cijfers
} gelezen: de puzzel heeft één oplossing, in blauw op het beeld getekend. Druk op ‘Cijfers controleren’, kijk ze na onder het bord en druk dan op ‘Puzzel gebruiken’.
camera-fps = { $fps ->
    [one] { $fps } beeld
   *[other] { $fps } beelden
} per seconde gelezen

## Het paneel.
camera-title = Puzzel lezen met de camera
camera-video-label = Wat de camera ziet
camera-still-hint = Je puzzel, met de vakjes van de volgende hint gemarkeerd
camera-still-solution = Je puzzel, met de oplossing in blauw getekend
camera-stop = Camera stoppen
camera-check-digits = Cijfers controleren
camera-next-hint = Alleen volgende hint
camera-read-again = Opnieuw lezen
camera-close = Sluiten
camera-start-again = Opnieuw starten
camera-photo = Foto

## Foto
## Het voorbeeld van de foto: de cijfers gelezen uit een foto (of vastgelegd
## door de camera), om onder het bord te controleren en te verbeteren.

photo-section-label = Foto
photo-heading = Puzzel uit je foto
photo-thumb-alt = Je foto, { $name }
photo-credit = De cijferlezer is getraind op krantenfoto's van B. Wicht en J. Hennebert (CC BY 4.0).
photo-use = Puzzel gebruiken
photo-cancel = Annuleren
photo-grid-label = De gelezen cijfers, om te controleren en te verbeteren
photo-cell-label = Rij { $row }, kolom { $column }: { $digit ->
    [0] leeg
   *[other] { $digit }
}{ $mark ->
    [suspect] , controleer dit vakje
    [doubtful] , twijfelachtig
   *[plain] { "" }
}

## Wat het voorbeeld zegt: een kop, en dan wat je kunt doen.
photo-reading = De foto wordt gelezen…
photo-failed = Uit deze foto kon geen puzzel worden gelezen: { $why }.
photo-no-digits = Uit deze foto kon geen puzzel worden gelezen: er is geen enkel cijfer in gevonden (geen sudokurooster gevonden, of alle vakjes zijn leeg).
photo-advice-frame = Probeer het opnieuw met het hele rooster in beeld, recht van voren en scherp, of typ de puzzel over.
photo-advice-file = Kies een foto of scan van de puzzel, of typ de puzzel over.
photo-advice-again = Probeer het opnieuw, of typ de puzzel over.
photo-malformed = het antwoord van de cijferlezer was ongeldig
photo-ready = { $givens ->
    [one] { $givens } cijfer
   *[other] { $givens } cijfers
} gelezen: de puzzel heeft één oplossing.
photo-ready-advice = { $doubtful ->
    [0] Vergelijk ze met de foto, verbeter fouten door te typen en druk dan op ‘Puzzel gebruiken’.
   *[other] Vergelijk ze met de foto ({ $doubtful ->
        [one] { $doubtful } vakje
       *[other] { $doubtful } vakjes
    } gemarkeerd als twijfelachtig), verbeter fouten door te typen en druk dan op ‘Puzzel gebruiken’.
}
photo-empty = Geen cijfers meer over: een leeg rooster is geen puzzel.
photo-empty-advice = Typ de cijfers van de puzzel in de vakjes, of druk op ‘Annuleren’.
photo-too-few = Maar { $givens ->
    [one] { $givens } cijfer
   *[other] { $givens } cijfers
} gelezen: een puzzel heeft er minstens 17 nodig.
photo-too-few-advice = Probeer een scherpere foto met het hele rooster in beeld, of typ de ontbrekende cijfers in.
photo-too-few-clashes-advice = Sommige ervan botsen: { $clashes } Probeer een scherpere foto met het hele rooster in beeld, of typ de ontbrekende cijfers in.
photo-clashes = Sommige gelezen cijfers botsen: { $clashes }
photo-clashes-advice = Waarschijnlijk verkeerd gelezen: { $cells }. Verbeter ze door te typen.
photo-no-solution = De gelezen puzzel heeft geen oplossing, dus er is waarschijnlijk een cijfer verkeerd gelezen.
photo-several = De gelezen puzzel heeft meer dan één oplossing, dus er is waarschijnlijk een cijfer gemist of verkeerd gelezen.
photo-suspects-advice = Controleer eerst { $cells } (gemarkeerd) en verbeter fouten door te typen.
photo-compare-advice = Vergelijk elk vakje met de foto en verbeter fouten door te typen.
photo-cell = rij { $row }, kolom { $column }
photo-cells = { $more ->
    [0] { $count ->
        [1] { $first }
        [2] { $first } en { $second }
        [3] { $first }; { $second } en { $third }
       *[4] { $first }; { $second }; { $third } en { $fourth }
    }
   *[other] { $first }; { $second }; { $third }; { $fourth } en nog { $more }
}

camera-not-loaded = Het lezen met de camera kon niet worden geladen. Controleer de verbinding en druk nogmaals op ‘Camera’, of gebruik ‘Foto’.
