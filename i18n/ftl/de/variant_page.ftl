## Killer eingeben (nur im Varianten-Modul): die Käfig-Werkzeuge und was
## eine Zelle über ihren Käfig sagt.

variant-cage-tools = Käfige
variant-cage-sum = Käfigsumme
    .title = Zellen des Käfigs wählen, seine Summe eintippen und Enter drücken
variant-cage-sum-invalid = Eine Summe von 1 bis 45 eintippen.
variant-cage-delete = Käfig löschen
    .title = Die Käfige der gewählten Zellen entfernen
variant-cell-cage = , Käfig mit Summe { $sum }, { $count ->
    [one] { $count } Zelle
   *[other] { $count } Zellen
}
