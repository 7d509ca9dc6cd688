## Das Kamera-Fenster: was die Seite sagt, während die Kamera ein Rätsel auf
## Papier liest, warum sie aufgehört hat und was sie gelesen hat. Die Namen
## der Knöpfe stehen in „…“ in den Sätzen und gleichen den Knöpfen unten.

camera-advice-no-grid = Richte die Kamera auf das Rätsel: das ganze Raster im Bild, gerade von vorn.
camera-advice-move-closer = Geh näher heran: Das Raster soll fast das ganze Bild füllen.
camera-advice-move-back = Geh etwas zurück: Das ganze Raster muss mit etwas Rand ins Bild.
camera-advice-hold-still = Ruhig halten…
camera-advice-reading = { $digits ->
    [0] Das Raster wird gelesen…
   *[other] Bisher { $digits ->
        [one] { $digits } Ziffer
       *[other] { $digits } Ziffern
    } gelesen. Ruhig halten…
}
camera-advice-waited = { $advice } Noch nichts erkannt: Versuch es mit mehr Licht, das Papier flach, ohne Schatten und Spiegelungen – oder drück „Kamera stoppen“ und nimm „Foto“.

## Warum die Kamera nicht läuft und was zu tun ist.
camera-stop-refused = Der Zugriff auf die Kamera wurde nicht erlaubt. Erlaube ihn für diese Seite in den Website-Einstellungen des Browsers und drück „Neu starten“ – oder wähle mit „Foto“ ein Bild des Rätsels.
camera-stop-no-camera = Auf diesem Gerät wurde keine Kamera gefunden. Wähle stattdessen mit „Foto“ ein Bild des Rätsels.
camera-stop-unsupported = Dieser Browser gibt der Seite keinen Zugriff auf die Kamera (dafür braucht es eine sichere https-Adresse und einen aktuellen Browser). Wähle stattdessen mit „Foto“ ein Bild des Rätsels.
camera-stop-lost = Die Kamera ist ausgefallen (getrennt oder von einer anderen App belegt). Drück „Neu starten“ oder nimm „Foto“.
camera-stop-hidden = Die Kamera wurde freigegeben, als die Seite im Hintergrund war. Drück „Neu starten“, um weiterzulesen.
camera-stop-no-reader = Der Ziffernleser konnte nicht geladen werden. Prüf die Verbindung und drück „Neu starten“ – oder tipp das Rätsel ein.
camera-stop-failed = Die Kamera konnte nicht gestartet werden: { $why }. Drück „Neu starten“ oder wähle mit „Foto“ ein Bild des Rätsels.

## Eine Lesung steht fest.
camera-locked = { $givens ->
    [one] { $givens } Ziffer
   *[other] { $givens } Ziffern
} gelesen: Das Rätsel hat genau eine Lösung, blau ins Bild eingezeichnet. Drück „Ziffern prüfen“, sieh sie unter dem Spielfeld durch und drück dann „Rätsel übernehmen“.
camera-fps = { $fps ->
    [one] { $fps } Bild
   *[other] { $fps } Bilder
} pro Sekunde gelesen

## Das Fenster.
camera-title = Rätsel mit der Kamera lesen
camera-video-label = Was die Kamera sieht
camera-still-hint = Dein Rätsel, die Zellen des nächsten Tipps hervorgehoben
camera-still-solution = Dein Rätsel mit seiner Lösung in Blau
camera-stop = Kamera stoppen
camera-check-digits = Ziffern prüfen
camera-next-hint = Nur nächster Tipp
camera-read-again = Neu lesen
camera-close = Schließen
camera-start-again = Neu starten
camera-photo = Foto

## Foto
## Die Vorschau des Fotos: die aus einem Foto gelesenen (oder von der Kamera
## erkannten) Ziffern, unter dem Spielfeld zu prüfen und zu korrigieren.

photo-section-label = Foto
photo-heading = Rätsel aus deinem Foto
photo-thumb-alt = Dein Foto, { $name }
photo-credit = Der Ziffernleser wurde mit Zeitungsfotos von B. Wicht und J. Hennebert trainiert (CC BY 4.0).
photo-use = Rätsel übernehmen
photo-cancel = Abbrechen
photo-grid-label = Die gelesenen Ziffern, zum Prüfen und Korrigieren
photo-cell-label = Zeile { $row }, Spalte { $column }: { $digit ->
    [0] leer
   *[other] { $digit }
}{ $mark ->
    [suspect] , diese Zelle prüfen
    [doubtful] , unsicher
   *[plain] { "" }
}

## Was die Vorschau sagt: eine Schlagzeile, dann was zu tun ist.
photo-reading = Das Foto wird gelesen…
photo-failed = Aus diesem Foto ließ sich kein Rätsel lesen: { $why }.
photo-no-digits = Aus diesem Foto ließ sich kein Rätsel lesen: Es wurde keine einzige Ziffer gefunden (kein Sudoku-Raster gefunden, oder alle seine Zellen sind leer).
photo-advice-frame = Versuch es noch einmal – das ganze Raster im Bild, gerade von vorn und scharf – oder tipp das Rätsel ein.
photo-advice-file = Wähle ein Foto oder einen Scan des Rätsels oder tipp das Rätsel ein.
photo-advice-again = Versuch es noch einmal oder tipp das Rätsel ein.
photo-malformed = die Antwort des Ziffernlesers war fehlerhaft
photo-ready = { $givens ->
    [one] { $givens } Ziffer
   *[other] { $givens } Ziffern
} gelesen: Das Rätsel hat genau eine Lösung.
photo-ready-advice = { $doubtful ->
    [0] Vergleiche sie mit dem Foto, korrigiere Fehler durch Eintippen und drück dann „Rätsel übernehmen“.
   *[other] Vergleiche sie mit dem Foto ({ $doubtful ->
        [one] { $doubtful } Zelle
       *[other] { $doubtful } Zellen
    } als unsicher markiert), korrigiere Fehler durch Eintippen und drück dann „Rätsel übernehmen“.
}
photo-empty = Keine Ziffern mehr: Ein leeres Raster ist kein Rätsel.
photo-empty-advice = Tipp die Ziffern des Rätsels in die Kästchen oder drück „Abbrechen“.
photo-too-few = Nur { $givens ->
    [one] { $givens } Ziffer
   *[other] { $givens } Ziffern
} gelesen: Ein Rätsel braucht mindestens 17.
photo-too-few-advice = Versuch ein schärferes Foto mit dem ganzen Raster im Bild oder tipp die fehlenden Ziffern ein.
photo-too-few-clashes-advice = Manche davon widersprechen sich: { $clashes } Versuch ein schärferes Foto mit dem ganzen Raster im Bild oder tipp die fehlenden Ziffern ein.
photo-clashes = Manche gelesenen Ziffern widersprechen sich: { $clashes }
photo-clashes-advice = Wahrscheinlich falsch gelesen: { $cells }. Korrigiere sie durch Eintippen.
photo-no-solution = Das gelesene Rätsel hat keine Lösung, also wurde wohl eine Ziffer falsch gelesen.
photo-several = Das gelesene Rätsel hat mehr als eine Lösung, also wurde wohl eine Ziffer übersehen oder falsch gelesen.
photo-suspects-advice = Prüf zuerst { $cells } (markiert) und korrigiere Fehler durch Eintippen.
photo-compare-advice = Vergleiche jede Zelle mit dem Foto und korrigiere Fehler durch Eintippen.
photo-cell = Zeile { $row }, Spalte { $column }
photo-cells = { $more ->
    [0] { $count ->
        [1] { $first }
        [2] { $first } und { $second }
        [3] { $first }; { $second } und { $third }
       *[4] { $first }; { $second }; { $third } und { $fourth }
    }
   *[other] { $first }; { $second }; { $third }; { $fourth } und { $more } weitere
}

camera-not-loaded = Das Lesen mit der Kamera konnte nicht geladen werden. Prüf die Verbindung und drück noch einmal „Kamera“ – oder nimm „Foto“.
