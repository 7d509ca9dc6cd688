## De statusregel over de varianten (killer, killer-X, X, windoku, jigsaw).
## Alleen de variantenmodule zegt deze zinnen: hun Engels zit niet in de eerste lading.

variant-status-chosen = { $variant ->
    [killer] Killer: kies de vakjes van een kooi, typ de som bij Kooisom en druk op Enter.
    [killer-x] Killer-X: ook beide diagonalen bevatten 1-9 elk één keer. Kies de vakjes van een kooi, typ de som bij Kooisom en druk op Enter.
    [x] X-sudoku: ook beide diagonalen bevatten 1-9 elk één keer.
    [windoku] Windoku: ook de vier grijze vensters bevatten 1-9 elk één keer.
    [jigsaw] Jigsaw: de dikke lijnen verdelen het rooster in negen gebieden, die elk 1-9 één keer bevatten. Om de gebieden van een puzzel over te nemen, kies je de negen vakjes van een gebied en druk je op Gebied maken.
   *[classic] Klassieke regels: rijen, kolommen en blokken.
}
variant-status-cage-added = Kooi bij rij { $row }, kolom { $column } toegevoegd: som { $sum } in { $cells ->
    [one] één vakje
   *[other] { $cells } vakjes
}. Kies de vakjes van de volgende kooi.
variant-status-no-cells = Kies eerst de vakjes van de kooi en typ dan de som.
variant-status-not-killer = Kooien horen bij killerpuzzels: kies eerst Killer of Killer-X bij Variant.
variant-status-too-big = Een kooi heeft hoogstens 9 vakjes; er zijn er { $size } gekozen.
variant-status-impossible-sum = { $size ->
    [one] Eén cijfer is { $min } tot { $max }, nooit { $sum }.
    [9] Negen verschillende cijfers tellen altijd op tot 45, nooit tot { $sum }.
   *[other] { $size } verschillende cijfers tellen samen op tot { $min } tot { $max }, nooit tot { $sum }.
} Er is niets veranderd.
variant-status-refused = Die kooi past niet: { $why }
variant-status-deleted = { $count ->
    [0] Geen enkele kooi heeft een gekozen vakje: kies een vakje van de kooi die weg moet.
    [one] Eén kooi weggehaald.
   *[other] { $count } kooien weggehaald.
}
variant-status-failed = { $source ->
    [link] De puzzel in de link kon niet worden gelezen: { $why }
   *[paste] Die puzzel kon niet worden gelezen: { $why }
}
variant-status-classic-only = Hint, Stap en de moeilijkheidsregel kennen voorlopig alleen klassieke sudoku. Controleren, Onthullen en Oplossen volgen de regels van { $variant ->
    [killer] killer
    [killer-x] killer-X
    [x] X-sudoku
    [windoku] windoku
   *[jigsaw] jigsaw
}.
variant-fault-house = { $count ->
    [2] Twee keer
   *[other] { $count } keer
} een { $digit } { $house ->
    [main] op de diagonaal van r1c1 naar r9c9
    [anti] op de diagonaal van r1c9 naar r9c1
    [window] in venster { $number }
   *[region] in gebied { $number }
}.
variant-fault-cage-repeat = Twee keer een { $digit } in de kooi met som { $sum } bij rij { $row }, kolom { $column }.
variant-fault-cage-sum = De kooi met som { $sum } bij rij { $row }, kolom { $column } telt op tot { $total }.
variant-status-loaded = { $variant ->
    [killer] Killerpuzzel
    [killer-x] Killer-X-puzzel
    [x] X-sudoku
    [windoku] Windoku
   *[jigsaw] Jigsawpuzzel
} geladen { $source ->
    [link] uit de link
   *[paste] uit de geplakte tekst
}: { $cages ->
    [0] geen kooien
    [one] één kooi
   *[other] { $cages } kooien
} en { $givens ->
    [0] geen gegeven cijfers
    [one] één gegeven cijfer
   *[other] { $givens } gegeven cijfers
}.

variant-status-region-made = Gebied { $region } gemaakt.
variant-status-region-last = De negen overgebleven vakjes vormen gebied { $region }: de negen gebieden zijn compleet.
variant-status-region-broke = Het nam vakjes uit { $broken ->
    [one] een gebied, dat niet meer bestaat
   *[other] { $broken } gebieden, die niet meer bestaan
}: hun andere vakjes staan nu in geen gebied.
variant-status-regions-complete = De negen gebieden zijn compleet.
variant-status-regions-left = { $left ->
    [one] Eén vakje staat
   *[other] { $left } vakjes staan
} nog in geen gebied: kies de negen vakjes van een gebied en druk op Gebied maken.
variant-status-region-already = Die negen vakjes zijn al gebied { $region }.
variant-status-region-not-jigsaw = Gebieden horen bij jigsawpuzzels: kies eerst Jigsaw bij Variant.
variant-status-region-no-cells = Kies eerst de negen vakjes van een gebied en druk dan op Gebied maken.
variant-status-region-size = Een gebied heeft 9 vakjes; { $count ->
    [one] er is er één
   *[other] er zijn er { $count }
} gekozen. Er is niets veranderd.
variant-status-region-apart = De vakjes van een gebied raken elkaar met een zijde, maar { $cell } ligt los van de andere gekozen vakjes. Er is niets veranderd.
variant-status-region-refused = Dat gebied past niet: { $why }
variant-status-regions-unfinished = De gebieden zijn nog niet af: een jigsaw heeft negen gebieden van negen aaneengesloten vakjes nodig, en { $left ->
    [one] één vakje staat
   *[other] { $left } vakjes staan
} nog in geen gebied. Kies de negen vakjes van een gebied en druk op Gebied maken.
variant-status-regions-apart = De negen overgebleven vakjes hangen niet aaneen ({ $cell } ligt los), dus ze kunnen niet het laatste gebied zijn: teken de gebieden eromheen opnieuw.
variant-status-regions-loaded = Jigsaw geladen { $source ->
    [link] uit de link
   *[paste] uit de geplakte tekst
}, met { $givens ->
    [0] geen gegeven cijfers
    [one] één gegeven cijfer
   *[other] { $givens } gegeven cijfers
}; de gebieden worden nog getekend.
variant-status-combinations = De kooi bij rij { $row }, kolom { $column } ({ $sum } in { $cells ->
    [one] één vakje
   *[other] { $cells } vakjes
}): { $count ->
    [0] geen groep verschillende cijfers maakt die som.
    [one] één combinatie, { $all }.
   *[other] { $count } combinaties, { $all }.
}
variant-status-combinations-open = De cijfers op het bord laten er { $count ->
    [one] één
   *[other] { $count }
} over: { $open }.
variant-status-combinations-all-open = De cijfers op het bord laten ze allemaal toe.
variant-status-combinations-none-open = De cijfers op het bord laten er geen toe: een cijfer in deze kooi of in een vakje dat ze ziet is fout.
variant-status-combinations-no-cage = Kies eerst een vakje van een kooi en druk dan op Combinaties.
variant-combinations-join = {", "}
variant-status-cage-replaced = { $count ->
    [one] De kooi waarin de vakjes zaten is weggehaald.
   *[other] De { $count } kooien waarin de vakjes zaten zijn weggehaald.
}
variant-status-cage-sum-changed = De kooi bij rij { $row }, kolom { $column } telt nu op tot { $sum } ({ $cells ->
    [one] één vakje
   *[other] { $cells } vakjes
}).
variant-status-not-a-sum = Typ de som van de kooi als heel getal van 1 tot 45 en druk dan op Enter.
variant-status-cage-apart = De vakjes van een kooi raken elkaar zij aan zij, maar { $cell } ligt los van de andere. Er is niets veranderd.
variant-status-board-cages = { $count ->
    [one] Eén kooi
   *[other] { $count } kooien
} op het bord.
variant-status-restored-cages = Je puzzel ({ $count ->
    [one] één kooi
   *[other] { $count } kooien
}) en de geschiedenis van je vorige bezoek zijn terug.
variant-status-loaded-entries = Je voortgang kwam mee ({ $entries ->
    [one] één invoer
   *[other] { $entries } invoeren
}).
