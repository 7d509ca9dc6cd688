## Taal: de taalkeuze en haar meldingen.

language-label = Taal
language-failed = Die taal kon niet worden geladen ({ $reason }); de pagina blijft in het Nederlands.

## Het document en de melding over een nieuwe versie

language-document-title = Sudoku: speel, typ of fotografeer een puzzel en zie hem opgelost
language-document-description = Speel sudoku met potloodnotities en hints die iets leren; typ een puzzel uit de krant in of fotografeer hem; zie hem opgelost door vier algoritmes, met hun aantal aanroepen. Offline, in je browser.
language-update-ready = Er is een nieuwe versie van deze pagina klaar.
language-update-reload = Herladen
