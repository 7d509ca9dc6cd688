## Erklären: die Worte von Tipp und Schritt, der Schrittliste, der
## Schwierigkeitszeile und von Neues Rätsel und Üben.
## Zeilen, Spalten und Blöcke zählen ab 1. Eine Zelle heißt „Zeile 1,
## Spalte 2“. Die Glieder einer Kette (step-link-*) und die Ergebnisse
## (step-placed, step-removed…) stehen mit dem Verb vorn („steht in Zeile 1,
## Spalte 2 eine 5“), damit sie nach „also“, „dann“ und „in jedem Fall“
## passen und als Bedingung am Satzanfang stehen können.

## Die Techniken von Tipp und Schritt. `.a`: der Name mit unbestimmtem
## Artikel im Nominativ („Tipp: Schau dir Block 2 an: ein versteckter Single.“)

step-technique-full-house = Full House
    .a = ein Full House
step-technique-naked-single = Nackter Single
    .a = ein nackter Single
step-technique-hidden-single = Versteckter Single
    .a = ein versteckter Single
step-technique-pointing-pair = Pointing Pair
    .a = ein Pointing Pair
step-technique-pointing-triple = Pointing Triple
    .a = ein Pointing Triple
step-technique-box-line-reduction = Claiming
    .a = ein Claiming
step-technique-naked-pair = Nacktes Paar
    .a = ein nacktes Paar
step-technique-naked-triple = Nacktes Tripel
    .a = ein nacktes Tripel
step-technique-naked-quad = Nacktes Quadrupel
    .a = ein nacktes Quadrupel
step-technique-hidden-pair = Verstecktes Paar
    .a = ein verstecktes Paar
step-technique-hidden-triple = Verstecktes Tripel
    .a = ein verstecktes Tripel
step-technique-hidden-quad = Verstecktes Quadrupel
    .a = ein verstecktes Quadrupel
step-technique-x-wing = X-Wing
    .a = ein X-Wing
step-technique-swordfish = Swordfish
    .a = ein Swordfish
step-technique-jellyfish = Jellyfish
    .a = ein Jellyfish
step-technique-xy-wing = XY-Wing
    .a = ein XY-Wing
step-technique-xyz-wing = XYZ-Wing
    .a = ein XYZ-Wing
step-technique-unique-rectangle = Unique Rectangle
    .a = ein Unique Rectangle
step-technique-unique-loop = Unique Loop
    .a = ein Unique Loop
step-technique-bug-plus-1 = BUG+1
    .a = ein BUG+1
step-technique-bug = BUG
    .a = ein BUG
step-technique-simple-colouring = Simple Colors
    .a = Simple Colors
step-technique-x-chain = X-Chain
    .a = eine X-Chain
step-technique-xy-chain = XY-Chain
    .a = eine XY-Chain
step-technique-aligned-pair-exclusion = Aligned Pair Exclusion
    .a = eine Aligned Pair Exclusion
step-technique-bidirectional-cycle = Bidirektionaler Zyklus
    .a = ein bidirektionaler Zyklus
step-technique-aligned-triple-exclusion = Aligned Triple Exclusion
    .a = eine Aligned Triple Exclusion
step-technique-forcing-chain = Forcing Chain
    .a = eine Forcing Chain
step-technique-supposition = Annahme
    .a = eine Annahme

## Die Bausteine der Sätze eines Schritts

place-cell = Zeile { $row }, Spalte { $column }
place-unit =
    { $kind ->
        [row] Zeile { $number }
        [column] Spalte { $number }
       *[box] Block { $number }
    }
step-and = { $list } und { $last }
step-and-more = { $list }, { $item }
step-or = { $list } oder { $last }
step-or-more = { $list }, { $item }
step-comma = { $list }, { $item }
step-semicolon = { $list }; { $item }
# Ein Glied folgt aus dem vorigen: „…, also steht in Zeile 3, Spalte 8 eine 5“.
step-so = { $chain }, also { $link }
step-digit-in = { $digit } in { $cell }
step-digits-from = { $digits } aus { $cell }
step-digits-from-cells =
    { $count ->
        [one] { $digits } aus { $count } Zelle
       *[other] { $digits } aus { $count } Zellen
    }
step-cell-digits = { $cell } ({ $digits })
step-x-chain-link = in { $unit } ({ $cells })
# Mit dem Verb vorn: nach „also“, „dann“, „in jedem Fall“ und als Bedingung
# („Steht in Zeile 1, Spalte 2 eine 5, dann …“).
step-link-on = steht in { $cell } eine { $digit }
step-link-off = steht in { $cell } keine { $digit }
# Nach „also“: „…, also steht in Zeile 1, Spalte 2 die 5“.
step-placed = steht in { $cell } die { $digit }
step-removed = wird die { $digit } aus { $cell } gestrichen
step-removed-cells = wird die { $digit } aus { $cells } gestrichen
step-nothing = ändert sich nichts
contradiction-clash = zweimal die { $digit } in { $unit }
contradiction-no-candidates = kein Kandidat mehr in { $cell }
contradiction-no-place = kein Platz mehr für die { $digit } in { $unit }

## Warum ein Schritt gilt: ein Satz für jede Art von Schritt

step-full-house = In { $unit } ist nur noch { $cell } leer, also muss dort die { $digit } stehen.
step-naked-single = In { $cell } bleibt nur noch ein Kandidat, also muss dort die { $digit } stehen.
step-hidden-single = In { $unit } kann die { $digit } nur noch in { $cell } stehen.
step-locked = In { $unit } kann die { $digit } nur in { $within } stehen, also wird sie aus { $targets } gestrichen.
step-naked-subset =
    { $cells } haben zusammen nur die Kandidaten { $digits } ({ $size ->
        [2] ein nacktes Paar
        [3] ein nacktes Tripel
       *[4] ein nacktes Quadrupel
    } in { $unit }), also { $removedCount ->
        [one] wird
       *[other] werden
    } { $removed } aus { $targets } gestrichen.
step-hidden-subset =
    In { $unit } können { $digits } nur in { $cells } stehen ({ $size ->
        [2] ein verstecktes Paar
        [3] ein verstecktes Tripel
       *[4] ein verstecktes Quadrupel
    }), also werden die anderen Kandidaten aus diesen Zellen gestrichen ({ $removed }).
step-fish =
    In { $lines } kann die { $digit } nur in den { $coverKind ->
        [column] Spalten
       *[row] Zeilen
    } { $covers } stehen ({ $technique ->
        [x-wing] ein X-Wing
        [swordfish] ein Swordfish
       *[jellyfish] ein Jellyfish
    }), also wird die { $digit } aus { $targets } gestrichen.
step-xy-wing = In { $pivot } kann nur { $x } oder { $y } stehen; steht dort die { $x }, muss in { $first } ({ $x } oder { $z }) die { $z } stehen, und steht dort die { $y }, muss in { $second } ({ $y } oder { $z }) die { $z } stehen (ein XY-Wing), also wird die { $z } aus { $targets } gestrichen.
step-xyz-wing = { $pivot } ({ $pivotDigits }), { $first } ({ $firstDigits }) und { $second } ({ $secondDigits }) bilden einen XYZ-Wing: Was auch immer in { $pivot } steht, eine der drei Zellen enthält die { $z }, also wird die { $z } aus { $targets } gestrichen.
step-colours = Folgt man den Häusern, in denen die { $digit } nur zwei Plätze hat, steht die { $digit } entweder in { $first } oder in { $second }
step-colour-wrap = { step-colours }; { $p } und { $q } gehören zur ersten Gruppe und liegen beide in { $shared }, also ist die erste Gruppe falsch und die { $digit } wird aus { $first } gestrichen (ein Color Wrap).
step-colour-trap =
    { step-colours }; { $targets } { $count ->
        [one] sieht eine Zelle jeder Gruppe, also wird die { $digit } dort gestrichen
       *[other] sehen je eine Zelle jeder Gruppe, also wird die { $digit } dort gestrichen
    } (ein Color Trap).
step-x-chain = Die { $digit } hat jeweils nur zwei Plätze { $links }, und die zweite Zelle jedes Paars sieht die erste des nächsten: Steht in { $first } keine { $digit }, dann steht sie in der zweiten Zelle jedes Paars und nicht in der ersten des nächsten, also steht sie in { $first } oder { $last } (eine X-Chain), und die { $digit } wird aus { $targets } gestrichen.
step-xy-chain = { $cells } haben je zwei Kandidaten, und jede sieht die nächste: Steht in { $first } keine { $digit }, dann enthalten sie der Reihe nach { $values }, also steht die { $digit } in { $first } oder { $last } (eine XY-Chain), und sie wird aus { $targets } gestrichen.
step-aligned-pair = { $first } und { $second } werden von Zellen mit zwei Kandidaten gesehen, die manche Wertepaare der beiden leer lassen würden: { $reasons } (Aligned Pair Exclusion), also { $removed }.
step-aligned-pair-reason = stünde in { $cell } die { $digit }, dürfte in { $other } keine { $values } stehen
step-aligned-pair-value = { $value } (in { $cell } nur { $low } oder { $high })
step-aligned-pair-same = { $digit } (sie sehen sich)
step-aligned-triple =
    { $excluders } sehen jede der Zellen { $cells } und haben je nur zwei oder drei Kandidaten. Jede Füllung der drei Zellen wiederholt entweder eine Ziffer in zwei von ihnen, die sich sehen, oder nimmt einer dieser Zellen alle Kandidaten; keine verbleibende Füllung setzt { $removed }, also { $count ->
        [one] wird dieser Kandidat
       *[other] werden diese Kandidaten
    } gestrichen (eine Aligned Triple Exclusion).
step-supposition =
    Stünde in { $cell } die { $digit }, führten { $deep ->
        [yes] die Singles, die anderen Techniken und eine weitere Ebene von Annahmen
       *[no] schon die Singles
    } zu einem Widerspruch ({ $contradiction }), also wird die { $digit } aus { $cell } gestrichen.
# $start: ein Glied mit dem Verb vorn, hier als Bedingung („Steht in …“).
step-cycle = { $start }, dann { $chain }: ein bidirektionaler Zyklus, der in beide Richtungen gilt. Eine Zelle, die beide Enden eines seiner Glieder sieht, kann diese Ziffer nicht enthalten, also { $removed }.

## Forcing Chains

step-forcing-contradiction = Stünde in { $cell } die { $digit }, dann { $chain }: ein Widerspruch (eine Forcing Chain), also { $result }.
step-forcing-denial = Stünde in { $cell } keine { $digit }, dann { $chain }: ein Widerspruch (eine Forcing Chain), also { $result }.
step-forcing-both = Ob in { $cell } die { $digit } steht oder nicht, in jedem Fall { $conclusion } (eine Forcing Chain):
step-forcing-both-yes = Wenn ja, dann { $chain }.
step-forcing-both-no = Wenn nicht, dann { $chain }.
step-forcing-cell = In { $cell } steht { $digits }, und in jedem Fall { $conclusion } (eine Forcing Chain über die Zelle):
step-forcing-cell-case = Steht dort die { $digit }, dann { $chain }.
step-forcing-unit = In { $unit } kann die { $digit } nur in { $cells } stehen, und in jedem Fall { $conclusion } (eine Forcing Chain über das Haus):
step-forcing-unit-case = Steht die { $digit } in { $cell }, dann { $chain }.
step-forcing-so = Also { $result }.

## Techniken, die nur für ein Rätsel mit genau einer Lösung gelten

step-unique =
    { $corners } enthalten alle die Kandidaten { $a } und { $b } ({ $shape ->
        [loop] ein Unique Loop
       *[rectangle] ein Unique Rectangle
    }): Enthielten sie nichts anderes, könnten { $a } und { $b } darin die Plätze tauschen, und das Rätsel hätte zwei Lösungen
step-unique-one = { step-unique }; nur in { $cell } stehen weitere Kandidaten, also kann dort keine der beiden stehen: { $a } und { $b } werden dort gestrichen.
step-unique-two = { step-unique }; in { $cells } kommt nur noch die { $digit } hinzu, also steht sie in einer dieser Zellen: Die { $digit } wird aus { $targets } gestrichen.
step-unique-three =
    { step-unique }; { $p } und { $q } liegen beide in { $unit }, und in einer von ihnen steht { $extra }, also enthalten sie zusammen mit { $others } in { $unit } nur { $digits } ({ $size ->
        [2] ein nacktes Paar
        [3] ein nacktes Tripel
        [4] ein nacktes Quadrupel
       *[other] eine nackte Teilmenge
    }): { $removed } { $removedCount ->
        [one] wird
       *[other] werden
    } aus { $targets } gestrichen.
step-unique-three-hidden =
    { step-unique }; { $p } und { $q } liegen beide in { $unit }, also können nicht beide die { $a } und nicht beide die { $b } enthalten, und in { $unit } können { $digits } nur in ihnen und in { $others } stehen, also { $othersCount ->
        [one] enthält
       *[other] enthalten
    } { $others } nur { $digits } ({ $size ->
        [2] ein verstecktes Paar
        [3] ein verstecktes Tripel
        [4] ein verstecktes Quadrupel
       *[other] eine versteckte Teilmenge
    }): { $removed } { $removedCount ->
        [one] wird
       *[other] werden
    } aus { $targets } gestrichen.
step-unique-four = { step-unique }; in { $unit } kann die { $locked } nur in { $p } oder { $q } stehen, also steht sie in einer der beiden, und in keiner kann die { $digit } stehen: Die { $digit } wird aus beiden gestrichen.
step-bug-plus-1 =
    Jede leere Zelle außer { $cell } hat zwei Kandidaten, und ohne { $extras } dort hätte jeder Kandidat in jeder Zeile, jeder Spalte und jedem Block zwei Plätze, ein Muster mit zwei Lösungen (ein BUG+1), also steht dort { $extras }: { $removed } { $removedCount ->
        [one] wird
       *[other] werden
    } dort gestrichen.
step-bug = ohne sie hätte jede leere Zelle zwei Kandidaten und jeder Kandidat zwei Plätze in jeder Zeile, jeder Spalte und jedem Block, ein Muster mit zwei Lösungen (ein BUG)
step-bug-two = In { $cells } gibt es neben zwei Kandidaten noch die { $digit }, und { step-bug }, also steht in einer dieser Zellen die { $digit }: Die { $digit } wird aus { $targets } gestrichen.
step-bug-three =
    In { $cells } gibt es neben zwei Kandidaten noch { $extras }, und { step-bug }, also steht in einer dieser Zellen { $extrasOr }; sie liegen alle in { $unit }, also enthalten sie zusammen mit { $others } in { $unit } nur { $digits } ({ $size ->
        [2] ein nacktes Paar
        [3] ein nacktes Tripel
        [4] ein nacktes Quadrupel
       *[other] eine nackte Teilmenge
    }): { $removed } { $removedCount ->
        [one] wird
       *[other] werden
    } aus { $targets } gestrichen.
step-bug-four =
    In { $p } gibt es neben zwei Kandidaten noch { $pExtras }, in { $q } noch { $qExtras }, und { step-bug }, also steht { $pOr } in { $p } oder { $qOr } in { $q }; beide liegen in { $unit }, wo die { $digit } nur in ihnen stehen kann, also steht die { $digit } in der Zelle, die keinen dieser Kandidaten bekommt: { $removed } { $removedCount ->
        [one] wird
       *[other] werden
    } aus { $targets } gestrichen.

## Was ein Schritt ändert

step-changes-place = Der Schritt setzt { $placed }.
step-changes-remove = Der Schritt streicht { $removed }.
step-changes-both = Der Schritt setzt { $placed } und streicht { $removed }.
step-changes-nothing = Der Schritt ändert nichts.
step-changed-place = { $placed } gesetzt.
step-changed-remove = { $removed } gestrichen.
step-changed-both = { $placed } gesetzt und { $removed } gestrichen.
step-changed-nothing = Keine Änderung.
step-summary-place = { $technique }: { $placed }
step-summary-remove = { $technique }: streicht { $removed }

## Die Statuszeile von Tipp und Schritt

explain-multiple = Dieses Rätsel hat mehr als eine Lösung, daher kann Logik allein es nicht zu Ende lösen.
explain-stepped = Schritt { $number }: { $technique }. { $why }
explain-review = Schritt { $number } noch einmal: { $technique }. { $why }
explain-unreviewed = Wähle einen Schritt in der Liste, um ihn noch einmal zu sehen.
explain-hint-where = Tipp: Schau dir { $place } an: { $techniqueA }.
explain-place-digit = die Ziffer { $digit }
explain-hint-where-more = Drück noch einmal auf Tipp, um die Zellen zu sehen (Schritt im Labor führt ihn aus).
explain-hint-cells = Tipp: { $technique }. Schau dir die markierten Zellen an.
explain-hint-cells-more = Drück noch einmal auf Tipp für die Antwort (Schritt im Labor führt ihn aus).
explain-hint-answer = Tipp: { $technique }. { $why }
explain-hint-answer-more = { $changes } Nimm die Änderung selbst vor oder drück im Labor auf Schritt.

## Warum Tipp und Schritt keinen Schritt zeigen

explain-no-hint-empty = Kein Tipp: Das Spielfeld ist leer. Gib zuerst ein Rätsel ein oder füge eines ein.
explain-no-hint-solved = Kein Tipp nötig: Alle Zellen sind gefüllt und keine Ziffer steht doppelt.
explain-no-hint-clashes = Kein Tipp: { $clashes } Ändere zuerst eine der markierten Ziffern.
explain-no-hint-wrong-one = Noch kein Tipp: Deine { $digit } in { $cell } ist nicht die Ziffer der Lösung (markiert). Lösch sie zuerst.
explain-no-hint-wrong = Noch kein Tipp: { $count } deiner Einträge stimmen nicht mit der Lösung überein (markiert). Lösch sie zuerst.
explain-no-solution-why = Kein Tipp: Dieses Rätsel hat keine Lösung ({ $why }).
explain-no-solution = Kein Tipp: Dieses Rätsel hat keine Lösung. Ändere zuerst eine Ziffer.
explain-stuck-multiple = Kein Tipp: Keine Technik greift, weil dieses Rätsel mehr als eine Lösung hat. Drück Lösen, um eine davon zu sehen.
explain-stuck = Kein Tipp: Hier greift keine der Techniken. Drück Lösen, damit die Suche das Rätsel fertig löst.

## Die Schwierigkeitszeile, Neues Rätsel und Üben. Die Stufe im Satz wählt
## über $level („ein schweres Rätsel“, „ein Expertenrätsel“), die Technik
## über $technique (Artikel und Kasus).

difficulty-score = { $whole },{ $tenth }
difficulty-rated = { $levelTitle } ({ difficulty-score }).
difficulty-needs =
    { $levelTitle } ({ difficulty-score }): braucht { $technique ->
        [full-house] ein Full House
        [hidden-single-box] einen versteckten Single (Block)
        [hidden-single-row-or-column] einen versteckten Single (Zeile oder Spalte)
        [direct-pointing] ein direktes Pointing
        [direct-claiming] ein direktes Claiming
        [direct-hidden-pair] ein direktes verstecktes Paar
        [naked-single] einen nackten Single
        [direct-hidden-triple] ein direktes verstecktes Tripel
        [pointing] Pointing
        [claiming] Claiming
        [naked-pair] ein nacktes Paar
        [x-wing] einen X-Wing
        [hidden-pair] ein verstecktes Paar
        [naked-triple] ein nacktes Tripel
        [swordfish] einen Swordfish
        [hidden-triple] ein verstecktes Tripel
        [xy-wing] einen XY-Wing
        [xyz-wing] einen XYZ-Wing
        [unique-rectangle] ein Unique Rectangle
        [unique-loop] einen Unique Loop
        [naked-quad] ein nacktes Quadrupel
        [jellyfish] einen Jellyfish
        [hidden-quad] ein verstecktes Quadrupel
        [bug-plus-1] ein BUG+1
        [bug-type-2-3-or-4] ein BUG Typ 2, 3 oder 4
        [aligned-pair-exclusion] eine Aligned Pair Exclusion
        [bidirectional-cycle] einen bidirektionalen Zyklus
        [simple-colouring] Simple Colors
        [x-chain] eine X-Chain
        [supposition-x-chain] eine Annahme (X-Chain)
        [supposition-forcing-chain] eine Annahme (Forcing Chain)
        [aligned-triple-exclusion] eine Aligned Triple Exclusion
        [supposition-nishio] eine Annahme (Nishio)
        [cell-or-unit-forcing-chain] eine Forcing Chain (Zelle oder Haus)
        [supposition-dynamic] eine Annahme (dynamisch)
        [supposition-dynamic-plus] eine Annahme (dynamisch +)
        [deep-supposition] eine tiefe Annahme
       *[other] { $techniqueName }
    }.
difficulty-rating = Die Schwierigkeit dieses Rätsels wird ermittelt…
difficulty-date =
    { $day }. { $month ->
        [1] Jan.
        [2] Feb.
        [3] März
        [4] Apr.
        [5] Mai
        [6] Juni
        [7] Juli
        [8] Aug.
        [9] Sept.
        [10] Okt.
        [11] Nov.
       *[12] Dez.
    } { $year }
difficulty-making =
    { $tries ->
        [0] { $level ->
            [easy] Ein leichtes Rätsel
            [medium] Ein mittelschweres Rätsel
            [hard] Ein schweres Rätsel
            [expert] Ein Expertenrätsel
            [extreme] Ein extremes Rätsel
           *[other] Ein Rätsel ({ $levelName })
        } wird erstellt…
       *[other] { $level ->
            [easy] Ein leichtes Rätsel
            [medium] Ein mittelschweres Rätsel
            [hard] Ein schweres Rätsel
            [expert] Ein Expertenrätsel
            [extreme] Ein extremes Rätsel
           *[other] Ein Rätsel ({ $levelName })
        } wird erstellt: bisher { $tries ->
            [one] { $tries } Entwurf
           *[other] { $tries } Entwürfe
        } geprüft.
    }
difficulty-making-daily =
    { $tries ->
        [0] Das Tagesrätsel wird erstellt ({ $level ->
           *[other] { $levelName }
        }, { $date })…
       *[other] Das Tagesrätsel wird erstellt ({ $level ->
           *[other] { $levelName }
        }, { $date }): bisher { $tries ->
            [one] { $tries } Entwurf
           *[other] { $tries } Entwürfe
        } geprüft.
    }
difficulty-making-practise =
    { $tries ->
        [0] Ein Übungsrätsel wird erstellt ({ $technique ->
           *[other] { $techniqueName }
        })…
       *[other] Ein Übungsrätsel wird erstellt ({ $technique ->
           *[other] { $techniqueName }
        }): bisher { $tries ->
            [one] { $tries } Entwurf
           *[other] { $tries } Entwürfe
        } geprüft.
    }
difficulty-made =
    Ein neues { $level ->
        [easy] leichtes Rätsel
        [medium] mittelschweres Rätsel
        [hard] schweres Rätsel
        [expert] Expertenrätsel
        [extreme] extremes Rätsel
       *[other] Rätsel ({ $levelName })
    } mit { $givens ->
        [one] { $givens } Vorgabe
       *[other] { $givens } Vorgaben
    }: Du bist dran.
difficulty-made-daily =
    Tagesrätsel vom { $date }, { $level ->
       *[other] { $levelName }
    }, mit { $givens ->
        [one] { $givens } Vorgabe
       *[other] { $givens } Vorgaben
    }: Du bist dran.
difficulty-made-practise =
    Übungsrätsel ({ $technique ->
       *[other] { $techniqueName }
    }, { $level ->
       *[other] { $levelName }
    }, { $givens ->
        [one] { $givens } Vorgabe
       *[other] { $givens } Vorgaben
    }): Vorspulen führt alle Schritte vor { $technique ->
        [hidden-single-box] dem ersten versteckten Single (Block)
        [hidden-single-row-or-column] dem ersten versteckten Single (Zeile oder Spalte)
        [direct-pointing] dem ersten direkten Pointing
        [direct-claiming] dem ersten direkten Claiming
        [direct-hidden-pair] dem ersten direkten versteckten Paar
        [naked-single] dem ersten nackten Single
        [direct-hidden-triple] dem ersten direkten versteckten Tripel
        [naked-pair] dem ersten nackten Paar
        [hidden-pair] dem ersten versteckten Paar
        [naked-triple] dem ersten nackten Tripel
        [hidden-triple] dem ersten versteckten Tripel
        [naked-quad] dem ersten nackten Quadrupel
        [hidden-quad] dem ersten versteckten Quadrupel
        [aligned-pair-exclusion] der ersten { $techniqueName }
        [aligned-triple-exclusion] der ersten { $techniqueName }
        [bidirectional-cycle] dem ersten bidirektionalen Zyklus
        [simple-colouring] dem ersten Schritt mit { $techniqueName }
        [x-chain] der ersten { $techniqueName }
        [supposition-x-chain] der ersten { $techniqueName }
        [supposition-forcing-chain] der ersten { $techniqueName }
        [supposition-nishio] der ersten { $techniqueName }
        [cell-or-unit-forcing-chain] der ersten { $techniqueName }
        [supposition-dynamic] der ersten { $techniqueName }
        [supposition-dynamic-plus] der ersten { $techniqueName }
        [deep-supposition] der ersten tiefen Annahme
       *[other] dem ersten { $techniqueName }
    } aus.
difficulty-make-cancelled =
    Das Erstellen { $level ->
        [easy] eines leichten Rätsels
        [medium] eines mittelschweren Rätsels
        [hard] eines schweren Rätsels
        [expert] eines Expertenrätsels
        [extreme] eines extremen Rätsels
       *[other] eines Rätsels ({ $levelName })
    } wurde abgebrochen; das Spielfeld ist unverändert.
difficulty-make-failed =
    Es konnte kein neues { $level ->
        [easy] leichtes Rätsel
        [medium] mittelschweres Rätsel
        [hard] schweres Rätsel
        [expert] Expertenrätsel
        [extreme] extremes Rätsel
       *[other] Rätsel ({ $levelName })
    } erstellt werden: { $error }.
difficulty-skip-missed =
    Die Tipps brauchen auf diesem Spielfeld { $technique ->
        [full-house] kein Full House mehr
        [hidden-single-box] keinen versteckten Single (Block) mehr
        [hidden-single-row-or-column] keinen versteckten Single (Zeile oder Spalte) mehr
        [direct-pointing] kein direktes Pointing mehr
        [direct-claiming] kein direktes Claiming mehr
        [direct-hidden-pair] kein direktes verstecktes Paar mehr
        [naked-single] keinen nackten Single mehr
        [direct-hidden-triple] kein direktes verstecktes Tripel mehr
        [pointing] kein Pointing mehr
        [claiming] kein Claiming mehr
        [naked-pair] kein nacktes Paar mehr
        [x-wing] keinen X-Wing mehr
        [hidden-pair] kein verstecktes Paar mehr
        [naked-triple] kein nacktes Tripel mehr
        [swordfish] keinen Swordfish mehr
        [hidden-triple] kein verstecktes Tripel mehr
        [xy-wing] keinen XY-Wing mehr
        [xyz-wing] keinen XYZ-Wing mehr
        [unique-rectangle] kein Unique Rectangle mehr
        [unique-loop] keinen Unique Loop mehr
        [naked-quad] kein nacktes Quadrupel mehr
        [jellyfish] keinen Jellyfish mehr
        [hidden-quad] kein verstecktes Quadrupel mehr
        [bug-plus-1] kein BUG+1 mehr
        [bug-type-2-3-or-4] kein BUG Typ 2, 3 oder 4 mehr
        [aligned-pair-exclusion] keine Aligned Pair Exclusion mehr
        [bidirectional-cycle] keinen bidirektionalen Zyklus mehr
        [simple-colouring] kein Simple Colors mehr
        [x-chain] keine X-Chain mehr
        [supposition-x-chain] keine Annahme (X-Chain) mehr
        [supposition-forcing-chain] keine Annahme (Forcing Chain) mehr
        [aligned-triple-exclusion] keine Aligned Triple Exclusion mehr
        [supposition-nishio] keine Annahme (Nishio) mehr
        [cell-or-unit-forcing-chain] keine Forcing Chain (Zelle oder Haus) mehr
        [supposition-dynamic] keine Annahme (dynamisch) mehr
        [supposition-dynamic-plus] keine Annahme (dynamisch +) mehr
        [deep-supposition] keine tiefe Annahme mehr
       *[other] „{ $techniqueName }“ nicht mehr
    }: Üben erstellt ein neues Rätsel, Rückgängig geht zurück.
difficulty-practise-cancelled =
    Das Erstellen eines Übungsrätsels ({ $technique ->
       *[other] { $techniqueName }
    }) wurde abgebrochen; das Spielfeld ist unverändert.
