## Uitleggen: de woorden van Hint en Stap, van de lijst met stappen, van de
## moeilijkheidsregel en van Nieuwe puzzel en Oefenen.
## Rijen, kolommen en blokken tellen vanaf 1. Een vakje heet „rij 1,
## kolom 2". De schakels van een keten (step-link-*) en de uitkomsten
## (step-placed, step-removed…) beginnen met het werkwoord („staat er in
## rij 1, kolom 2 een 5"), zodat ze passen na „dus", „dan" en „in elk
## geval", en als voorwaarde vooraan in de zin.

## De technieken van Hint en Stap. `.a`: de naam met lidwoord („Hint: kijk
## naar blok 2: een verborgen single.")

step-technique-full-house = Full House
    .a = een Full House
step-technique-naked-single = Naakte single
    .a = een naakte single
step-technique-hidden-single = Verborgen single
    .a = een verborgen single
step-technique-pointing-pair = Pointing pair
    .a = een pointing pair
step-technique-pointing-triple = Pointing triple
    .a = een pointing triple
step-technique-box-line-reduction = Claiming
    .a = een claiming
step-technique-naked-pair = Naakt paar
    .a = een naakt paar
step-technique-naked-triple = Naakt drietal
    .a = een naakt drietal
step-technique-naked-quad = Naakt viertal
    .a = een naakt viertal
step-technique-hidden-pair = Verborgen paar
    .a = een verborgen paar
step-technique-hidden-triple = Verborgen drietal
    .a = een verborgen drietal
step-technique-hidden-quad = Verborgen viertal
    .a = een verborgen viertal
step-technique-x-wing = X-Wing
    .a = een X-Wing
step-technique-swordfish = Swordfish
    .a = een Swordfish
step-technique-jellyfish = Jellyfish
    .a = een Jellyfish
step-technique-xy-wing = XY-Wing
    .a = een XY-Wing
step-technique-xyz-wing = XYZ-Wing
    .a = een XYZ-Wing
step-technique-unique-rectangle = Unique Rectangle
    .a = een Unique Rectangle
step-technique-unique-loop = Unique Loop
    .a = een Unique Loop
step-technique-bug-plus-1 = BUG+1
    .a = een BUG+1
step-technique-bug = BUG
    .a = een BUG
step-technique-simple-colouring = Eenvoudig kleuren
    .a = eenvoudig kleuren
step-technique-x-chain = X-Chain
    .a = een X-Chain
step-technique-xy-chain = XY-Chain
    .a = een XY-Chain
step-technique-aligned-pair-exclusion = Aligned Pair Exclusion
    .a = een Aligned Pair Exclusion
step-technique-bidirectional-cycle = Bidirectionele cyclus
    .a = een bidirectionele cyclus
step-technique-aligned-triple-exclusion = Aligned Triple Exclusion
    .a = een Aligned Triple Exclusion
step-technique-forcing-chain = Forcing chain
    .a = een forcing chain
step-technique-supposition = Aanname
    .a = een aanname

## De bouwstenen van de zinnen van een stap

place-cell = rij { $row }, kolom { $column }
place-unit =
    { $kind ->
        [row] rij { $number }
        [column] kolom { $number }
       *[box] blok { $number }
    }
step-and = { $list } en { $last }
step-and-more = { $list }, { $item }
step-or = { $list } of { $last }
step-or-more = { $list }, { $item }
step-comma = { $list }, { $item }
step-semicolon = { $list }; { $item }
# Een schakel volgt uit de vorige: „…, dus staat er in rij 3, kolom 8 een 5".
step-so = { $chain }, dus { $link }
step-digit-in = { $digit } in { $cell }
step-digits-from = { $digits } uit { $cell }
step-digits-from-cells =
    { $count ->
        [one] { $digits } uit { $count } vakje
       *[other] { $digits } uit { $count } vakjes
    }
step-cell-digits = { $cell } ({ $digits })
step-x-chain-link = in { $unit } ({ $cells })
# Met het werkwoord vooraan: na „dus", „dan", „in elk geval" en als
# voorwaarde („Staat er in rij 1, kolom 2 een 5, dan …").
step-link-on = staat er in { $cell } een { $digit }
step-link-off = staat er in { $cell } geen { $digit }
# Na „dus": „…, dus komt de 5 in rij 1, kolom 2".
step-placed = komt de { $digit } in { $cell }
step-removed = wordt de { $digit } uit { $cell } geschrapt
step-removed-cells = wordt de { $digit } uit { $cells } geschrapt
step-nothing = verandert er niets
contradiction-clash = twee keer een { $digit } in { $unit }
contradiction-no-candidates = geen kandidaat meer in { $cell }
contradiction-no-place = geen plek meer voor de { $digit } in { $unit }

## Waarom een stap klopt: één zin voor elke soort stap

step-full-house = In { $unit } is alleen { $cell } nog leeg, dus daar moet de { $digit } staan.
step-naked-single = In { $cell } is nog maar één kandidaat over, dus daar moet de { $digit } staan.
step-hidden-single = In { $unit } kan de { $digit } alleen nog in { $cell } staan.
step-locked = In { $unit } kan de { $digit } alleen in { $within } staan, dus wordt de { $digit } geschrapt uit { $targets }.
step-naked-subset =
    { $cells } bevatten samen alleen de kandidaten { $digits } ({ $size ->
        [2] een naakt paar
        [3] een naakt drietal
       *[4] een naakt viertal
    } in { $unit }), dus { $removedCount ->
        [one] wordt
       *[other] worden
    } { $removed } geschrapt uit { $targets }.
step-hidden-subset =
    In { $unit } kunnen { $digits } alleen in { $cells } staan ({ $size ->
        [2] een verborgen paar
        [3] een verborgen drietal
       *[4] een verborgen viertal
    }), dus worden de andere kandidaten uit die vakjes geschrapt ({ $removed }).
step-fish =
    In { $lines } kan de { $digit } alleen in de { $coverKind ->
        [column] kolommen
       *[row] rijen
    } { $covers } staan ({ $technique ->
        [x-wing] een X-Wing
        [swordfish] een Swordfish
       *[jellyfish] een Jellyfish
    }), dus wordt de { $digit } geschrapt uit { $targets }.
step-xy-wing = In { $pivot } kan alleen { $x } of { $y } staan; staat daar de { $x }, dan moet in { $first } ({ $x } of { $z }) de { $z } staan, en staat daar de { $y }, dan moet in { $second } ({ $y } of { $z }) de { $z } staan (een XY-Wing), dus wordt de { $z } geschrapt uit { $targets }.
step-xyz-wing = { $pivot } ({ $pivotDigits }), { $first } ({ $firstDigits }) en { $second } ({ $secondDigits }) vormen een XYZ-Wing: wat er ook in { $pivot } staat, een van de drie vakjes bevat de { $z }, dus wordt de { $z } geschrapt uit { $targets }.
step-colours = Volgen we de eenheden waarin de { $digit } maar twee plekken heeft, dan staat de { $digit } óf in { $first } óf in { $second }
step-colour-wrap = { step-colours }; { $p } en { $q } horen bij de eerste groep en liggen allebei in { $shared }, dus is de eerste groep fout en wordt de { $digit } geschrapt uit { $first } (een color wrap).
step-colour-trap =
    { step-colours }; { $targets } { $count ->
        [one] ziet een vakje van elke groep, dus wordt de { $digit } daar geschrapt
       *[other] zien elk een vakje van elke groep, dus wordt de { $digit } daar geschrapt
    } (een color trap).
step-x-chain = De { $digit } heeft telkens maar twee plekken { $links }, en het tweede vakje van elk paar ziet het eerste van het volgende: staat er in { $first } geen { $digit }, dan staat die in het tweede vakje van elk paar en niet in het eerste van het volgende, dus staat de { $digit } in { $first } of { $last } (een X-Chain), en de { $digit } wordt geschrapt uit { $targets }.
step-xy-chain = { $cells } hebben elk twee kandidaten en zien telkens het volgende: staat er in { $first } geen { $digit }, dan bevatten ze om de beurt { $values }, dus staat de { $digit } in { $first } of { $last } (een XY-Chain), en de { $digit } wordt geschrapt uit { $targets }.
step-aligned-pair = { $first } en { $second } worden gezien door vakjes met twee kandidaten die door sommige paren van hun waarden leeg zouden blijven: { $reasons } (Aligned Pair Exclusion), dus { $removed }.
step-aligned-pair-reason = stond in { $cell } de { $digit }, dan kon in { $other } geen { $values } staan
step-aligned-pair-value = { $value } (in { $cell } alleen { $low } of { $high })
step-aligned-pair-same = { $digit } (ze zien elkaar)
step-aligned-triple =
    { $excluders } zien elk van de vakjes { $cells } en hebben elk maar twee of drie kandidaten. Elke manier om de drie te vullen herhaalt een cijfer in twee ervan die elkaar zien, of neemt een van die vakjes al zijn kandidaten af; geen enkele overgebleven manier zet { $removed }, dus { $count ->
        [one] wordt die kandidaat
       *[other] worden die kandidaten
    } geschrapt (een Aligned Triple Exclusion).
step-supposition =
    Stond er in { $cell } een { $digit }, dan zouden { $deep ->
        [yes] de singles, de andere technieken en nog een niveau van aannames
       *[no] de singles al
    } tot een tegenspraak leiden ({ $contradiction }), dus wordt de { $digit } geschrapt uit { $cell }.
# $start: een schakel met het werkwoord vooraan, hier als voorwaarde
# („Staat er in …").
step-cycle = { $start }, dan { $chain }: een bidirectionele cyclus, die in beide richtingen klopt. Een vakje dat beide uiteinden van een van zijn schakels ziet, kan dat cijfer niet bevatten, dus { $removed }.

## Forcing chains

step-forcing-contradiction = Stond er in { $cell } een { $digit }, dan { $chain }: een tegenspraak (een forcing chain), dus { $result }.
step-forcing-denial = Stond er in { $cell } geen { $digit }, dan { $chain }: een tegenspraak (een forcing chain), dus { $result }.
step-forcing-both = Of er nu wel of geen { $digit } in { $cell } staat, in elk geval { $conclusion } (een forcing chain):
step-forcing-both-yes = Zo ja, dan { $chain }.
step-forcing-both-no = Zo niet, dan { $chain }.
step-forcing-cell = In { $cell } staat { $digits }, en in elk geval { $conclusion } (een forcing chain via het vakje):
step-forcing-cell-case = Staat er een { $digit }, dan { $chain }.
step-forcing-unit = In { $unit } kan de { $digit } alleen in { $cells } staan, en in elk geval { $conclusion } (een forcing chain via de eenheid):
step-forcing-unit-case = Staat de { $digit } in { $cell }, dan { $chain }.
step-forcing-so = Dus { $result }.

## Technieken die alleen gelden voor een puzzel met één oplossing

step-unique =
    { $corners } bevatten allemaal de kandidaten { $a } en { $b } ({ $shape ->
        [loop] een Unique Loop
       *[rectangle] een Unique Rectangle
    }): als ze niets anders bevatten, konden { $a } en { $b } erin van plaats wisselen en had de puzzel twee oplossingen
step-unique-one = { step-unique }; alleen in { $cell } staan nog andere kandidaten, dus kan daar geen van beide staan: { $a } en { $b } worden daar geschrapt.
step-unique-two = { step-unique }; in { $cells } staat daarnaast alleen nog de { $digit }, dus staat de { $digit } in een van die vakjes: de { $digit } wordt geschrapt uit { $targets }.
step-unique-three =
    { step-unique }; { $p } en { $q } liggen allebei in { $unit } en in een ervan staat { $extra }, dus bevatten ze samen met { $others } in { $unit } alleen { $digits } ({ $size ->
        [2] een naakt paar
        [3] een naakt drietal
        [4] een naakt viertal
       *[other] een naakte deelverzameling
    }): { $removed } { $removedCount ->
        [one] wordt
       *[other] worden
    } geschrapt uit { $targets }.
step-unique-three-hidden =
    { step-unique }; { $p } en { $q } liggen allebei in { $unit }, dus kunnen ze niet allebei een { $a } of allebei een { $b } bevatten, en in { $unit } kunnen { $digits } alleen in die twee en in { $others } staan, dus { $othersCount ->
        [one] bevat
       *[other] bevatten
    } { $others } alleen { $digits } ({ $size ->
        [2] een verborgen paar
        [3] een verborgen drietal
        [4] een verborgen viertal
       *[other] een verborgen deelverzameling
    }): { $removed } { $removedCount ->
        [one] wordt
       *[other] worden
    } geschrapt uit { $targets }.
step-unique-four = { step-unique }; in { $unit } kan de { $locked } alleen in { $p } of { $q } staan, dus staat die in een van beide en kan in geen van beide de { $digit } staan: de { $digit } wordt uit allebei geschrapt.
step-bug-plus-1 =
    Elk leeg vakje behalve { $cell } heeft twee kandidaten, en zonder { $extras } daar zou elke kandidaat in elke rij, kolom en elk blok twee plekken hebben, een patroon met twee oplossingen (een BUG+1), dus moet daar { $extras } staan: { $removed } { $removedCount ->
        [one] wordt
       *[other] worden
    } daar geschrapt.
step-bug = zonder die kandidaten zou elk leeg vakje twee kandidaten hebben en elke kandidaat twee plekken in elke rij, kolom en elk blok, een patroon met twee oplossingen (een BUG)
step-bug-two = { $cells } hebben naast twee kandidaten elk ook de { $digit }, en { step-bug }, dus staat de { $digit } in een van die vakjes: de { $digit } wordt geschrapt uit { $targets }.
step-bug-three =
    { $cells } hebben naast twee kandidaten ook { $extras }, en { step-bug }, dus staat in een ervan { $extrasOr }; ze liggen allemaal in { $unit }, dus bevatten ze samen met { $others } in { $unit } alleen { $digits } ({ $size ->
        [2] een naakt paar
        [3] een naakt drietal
        [4] een naakt viertal
       *[other] een naakte deelverzameling
    }): { $removed } { $removedCount ->
        [one] wordt
       *[other] worden
    } geschrapt uit { $targets }.
step-bug-four =
    { $p } heeft naast twee kandidaten ook { $pExtras } en { $q } ook { $qExtras }, en { step-bug }, dus staat { $pOr } in { $p } of { $qOr } in { $q }; ze liggen allebei in { $unit }, waar de { $digit } alleen in die twee kan staan, dus staat de { $digit } in het vakje dat geen van die extra kandidaten krijgt: { $removed } { $removedCount ->
        [one] wordt
       *[other] worden
    } geschrapt uit { $targets }.

## Wat een stap verandert

step-changes-place = Deze stap plaatst { $placed }.
step-changes-remove = Deze stap schrapt { $removed }.
step-changes-both = Deze stap plaatst { $placed } en schrapt { $removed }.
step-changes-nothing = Deze stap verandert niets.
step-changed-place = { $placed } geplaatst.
step-changed-remove = { $removed } geschrapt.
step-changed-both = { $placed } geplaatst en { $removed } geschrapt.
step-changed-nothing = Niets veranderd.
step-summary-place = { $technique }: { $placed }
step-summary-remove = { $technique }: schrapt { $removed }

## De statusregel van Hint en Stap

explain-multiple = Deze puzzel heeft meer dan één oplossing, dus met logica alleen krijg je hem niet af.
explain-stepped = Stap { $number }: { $technique }. { $why }
explain-review = Stap { $number } opnieuw: { $technique }. { $why }
explain-unreviewed = Kies een stap in de lijst om hem opnieuw te zien.
explain-hint-where = Hint: kijk naar { $place }: { $techniqueA }.
explain-place-digit = het cijfer { $digit }
explain-hint-where-more = Druk nog eens op Hint om de vakjes te zien (Stap, in het Lab, voert hem uit).
explain-hint-cells = Hint: { $technique }. Kijk naar de gemarkeerde vakjes.
explain-hint-cells-more = Druk nog eens op Hint voor het antwoord (Stap, in het Lab, voert hem uit).
explain-hint-answer = Hint: { $technique }. { $why }
explain-hint-answer-more = { $changes } Voer de wijziging zelf uit, of druk op Stap in het Lab.

## Waarom Hint en Stap geen stap hebben

explain-no-hint-empty = Geen hint: het bord is leeg. Typ of plak eerst een puzzel.
explain-no-hint-solved = Geen hint nodig: elk vakje is gevuld en niets botst.
explain-no-hint-clashes = Geen hint: { $clashes } Verander eerst een van de gemarkeerde cijfers.
explain-no-hint-wrong-one = Nog geen hint: je { $digit } in { $cell } is niet het cijfer van de oplossing (gemarkeerd). Wis hem eerst.
explain-no-hint-wrong = Nog geen hint: { $count } van je ingevulde cijfers kloppen niet met de oplossing (gemarkeerd). Wis ze eerst.
explain-no-solution-why = Geen hint: deze puzzel heeft geen oplossing ({ $why }).
explain-no-solution = Geen hint: deze puzzel heeft geen oplossing. Verander eerst een cijfer.
explain-stuck-multiple = Geen hint: geen enkele techniek werkt, omdat deze puzzel meer dan één oplossing heeft. Druk op Oplossen om er een te zien.
explain-stuck = Geen hint: geen van de technieken werkt hier. Druk op Oplossen om de zoektocht hem te laten afmaken.

## De moeilijkheidsregel, Nieuwe puzzel en Oefenen. Het niveau in een zin
## kiest via $level („een moeilijke puzzel", „een expertpuzzel"), de
## techniek via $technique (kleine letter, lidwoord).

difficulty-score = { $whole },{ $tenth }
difficulty-rated = { $levelTitle } ({ difficulty-score }).
difficulty-needs =
    { $levelTitle } ({ difficulty-score }): vereist { $technique ->
        [hidden-single-box] een verborgen single (blok)
        [hidden-single-row-or-column] een verborgen single (rij of kolom)
        [direct-pointing] een directe pointing
        [direct-claiming] een directe claiming
        [direct-hidden-pair] een direct verborgen paar
        [naked-single] een naakte single
        [direct-hidden-triple] een direct verborgen drietal
        [pointing] pointing
        [claiming] claiming
        [naked-pair] een naakt paar
        [hidden-pair] een verborgen paar
        [naked-triple] een naakt drietal
        [hidden-triple] een verborgen drietal
        [naked-quad] een naakt viertal
        [hidden-quad] een verborgen viertal
        [bug-type-2-3-or-4] een BUG type 2, 3 of 4
        [bidirectional-cycle] een bidirectionele cyclus
        [simple-colouring] eenvoudig kleuren
        [supposition-x-chain] een aanname (X-Chain)
        [supposition-forcing-chain] een aanname (forcing chain)
        [supposition-nishio] een aanname (Nishio)
        [cell-or-unit-forcing-chain] een forcing chain (cel of eenheid)
        [supposition-dynamic] een aanname (dynamisch)
        [supposition-dynamic-plus] een aanname (dynamisch +)
        [deep-supposition] een diepe aanname
       *[other] een { $techniqueName }
    }.
difficulty-rating = Bepalen hoe moeilijk deze puzzel is…
difficulty-date =
    { $day } { $month ->
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
difficulty-making =
    { $tries ->
        [0] Een { $level ->
            [easy] makkelijke puzzel
            [medium] gemiddelde puzzel
            [hard] moeilijke puzzel
            [expert] expertpuzzel
            [extreme] extreme puzzel
           *[other] puzzel ({ $levelName })
        } maken…
       *[other] Een { $level ->
            [easy] makkelijke puzzel
            [medium] gemiddelde puzzel
            [hard] moeilijke puzzel
            [expert] expertpuzzel
            [extreme] extreme puzzel
           *[other] puzzel ({ $levelName })
        } maken: tot nu toe { $tries ->
            [one] { $tries } poging
           *[other] { $tries } pogingen
        }.
    }
difficulty-making-daily =
    { $tries ->
        [0] De dagpuzzel maken ({ $level ->
           *[other] { $levelName }
        }, { $date })…
       *[other] De dagpuzzel maken ({ $level ->
           *[other] { $levelName }
        }, { $date }): tot nu toe { $tries ->
            [one] { $tries } poging
           *[other] { $tries } pogingen
        }.
    }
difficulty-making-practise =
    { $tries ->
        [0] Een oefenpuzzel maken ({ $technique ->
           *[other] { $techniqueName }
        })…
       *[other] Een oefenpuzzel maken ({ $technique ->
           *[other] { $techniqueName }
        }): tot nu toe { $tries ->
            [one] { $tries } poging
           *[other] { $tries } pogingen
        }.
    }
difficulty-made =
    Een nieuwe { $level ->
        [easy] makkelijke puzzel
        [medium] gemiddelde puzzel
        [hard] moeilijke puzzel
        [expert] expertpuzzel
        [extreme] extreme puzzel
       *[other] puzzel ({ $levelName })
    } met { $givens ->
        [one] { $givens } gegeven cijfer
       *[other] { $givens } gegeven cijfers
    }: jouw beurt.
difficulty-made-daily =
    De dagpuzzel van { $date }, { $level ->
       *[other] { $levelName }
    }, met { $givens ->
        [one] { $givens } gegeven cijfer
       *[other] { $givens } gegeven cijfers
    }: jouw beurt.
difficulty-made-practise =
    Een oefenpuzzel ({ $technique ->
       *[other] { $techniqueName }
    }, { $level ->
       *[other] { $levelName }
    }, { $givens ->
        [one] { $givens } gegeven cijfer
       *[other] { $givens } gegeven cijfers
    }): Doorspoelen voert alle stappen vóór { $technique ->
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
    } uit.
difficulty-make-cancelled =
    Het maken van een { $level ->
        [easy] makkelijke puzzel
        [medium] gemiddelde puzzel
        [hard] moeilijke puzzel
        [expert] expertpuzzel
        [extreme] extreme puzzel
       *[other] puzzel ({ $levelName })
    } is gestopt; het bord is zoals het was.
difficulty-make-failed =
    Er kon geen nieuwe { $level ->
        [easy] makkelijke puzzel
        [medium] gemiddelde puzzel
        [hard] moeilijke puzzel
        [expert] expertpuzzel
        [extreme] extreme puzzel
       *[other] puzzel ({ $levelName })
    } worden gemaakt: { $error }.
difficulty-skip-missed =
    De hints hebben op dit bord geen { $technique ->
        [hidden-single-box] verborgen single (blok)
        [hidden-single-row-or-column] verborgen single (rij of kolom)
        [direct-pointing] directe pointing
        [direct-claiming] directe claiming
        [direct-hidden-pair] direct verborgen paar
        [naked-single] naakte single
        [direct-hidden-triple] direct verborgen drietal
        [pointing] pointing
        [claiming] claiming
        [naked-pair] naakt paar
        [hidden-pair] verborgen paar
        [naked-triple] naakt drietal
        [hidden-triple] verborgen drietal
        [naked-quad] naakt viertal
        [hidden-quad] verborgen viertal
        [bug-type-2-3-or-4] BUG type 2, 3 of 4
        [bidirectional-cycle] bidirectionele cyclus
        [simple-colouring] eenvoudig kleuren
        [supposition-x-chain] aanname (X-Chain)
        [supposition-forcing-chain] aanname (forcing chain)
        [supposition-nishio] aanname (Nishio)
        [cell-or-unit-forcing-chain] forcing chain (cel of eenheid)
        [supposition-dynamic] aanname (dynamisch)
        [supposition-dynamic-plus] aanname (dynamisch +)
        [deep-supposition] diepe aanname
       *[other] { $techniqueName }
    } meer nodig: Oefenen maakt een nieuwe puzzel, Ongedaan maken gaat terug.
difficulty-practise-cancelled =
    Het maken van een oefenpuzzel ({ $technique ->
       *[other] { $techniqueName }
    }) is gestopt; het bord is zoals het was.
