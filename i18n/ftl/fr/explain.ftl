## explain : les mots d’Indice et d’Étape, de la liste des étapes, de la
## ligne de difficulté, de Nouvelle grille et de S’entraîner.
## Une case s’écrit L1C2 (ligne 1, colonne 2), sans article ; une unité a
## son article (« la ligne 3 », « le bloc 2 ») : ne pas la mettre après
## « de » ou « à » (« du bloc », « au bloc »). La page met en majuscule la
## première lettre de chaque ligne d’explication.

## Les techniques d’Indice et d’Étape. `.a` : le nom avec son article
## indéfini, dans le premier indice (« Indice : regardez le bloc 2 : un
## singleton caché. »).

step-technique-full-house = Dernière case libre
    .a = une dernière case libre
step-technique-naked-single = Singleton nu
    .a = un singleton nu
step-technique-hidden-single = Singleton caché
    .a = un singleton caché
step-technique-pointing-pair = Paire pointante
    .a = une paire pointante
step-technique-pointing-triple = Triplet pointant
    .a = un triplet pointant
step-technique-box-line-reduction = Réduction ligne-bloc
    .a = une réduction ligne-bloc
step-technique-naked-pair = Paire nue
    .a = une paire nue
step-technique-naked-triple = Triplet nu
    .a = un triplet nu
step-technique-naked-quad = Quadruplet nu
    .a = un quadruplet nu
step-technique-hidden-pair = Paire cachée
    .a = une paire cachée
step-technique-hidden-triple = Triplet caché
    .a = un triplet caché
step-technique-hidden-quad = Quadruplet caché
    .a = un quadruplet caché
step-technique-x-wing = X-Wing
    .a = un X-Wing
step-technique-swordfish = Swordfish
    .a = un Swordfish
step-technique-jellyfish = Jellyfish
    .a = un Jellyfish
step-technique-xy-wing = XY-Wing
    .a = un XY-Wing
step-technique-xyz-wing = XYZ-Wing
    .a = un XYZ-Wing
step-technique-unique-rectangle = Rectangle unique
    .a = un rectangle unique
step-technique-unique-loop = Boucle unique
    .a = une boucle unique
step-technique-bug-plus-1 = BUG+1
    .a = un BUG+1
step-technique-bug = BUG
    .a = un BUG
step-technique-simple-colouring = Coloriage simple
    .a = un coloriage simple
step-technique-x-chain = Chaîne X
    .a = une chaîne X
step-technique-xy-chain = Chaîne XY
    .a = une chaîne XY
step-technique-aligned-pair-exclusion = Exclusion de paires alignées
    .a = une exclusion de paires alignées
step-technique-bidirectional-cycle = Cycle bidirectionnel
    .a = un cycle bidirectionnel
step-technique-aligned-triple-exclusion = Exclusion de triplets alignés
    .a = une exclusion de triplets alignés
step-technique-forcing-chain = Chaîne forcée
    .a = une chaîne forcée
step-technique-supposition = Hypothèse
    .a = une hypothèse

## Les morceaux des phrases d’une étape.

# Une case, comme l’écrivent les joueurs français : L1C2.
place-cell = L{ $row }C{ $column }
place-unit =
    { $kind ->
        [row] la ligne { $number }
        [column] la colonne { $number }
       *[box] le bloc { $number }
    }
step-and = { $list } et { $last }
step-and-more = { $list }, { $item }
step-or = { $list } ou { $last }
step-or-more = { $list }, { $item }
step-comma = { $list }, { $item }
step-semicolon = { $list } ; { $item }
step-so = { $chain }, donc { $link }
step-digit-in = le { $digit } en { $cell }
step-digits-from = { $digits } de { $cell }
step-digits-from-cells =
    { $count ->
        [one] { $digits } de { $count } case
       *[other] { $digits } de { $count } cases
    }
step-cell-digits = { $cell } ({ $digits })
step-x-chain-link = dans { $unit } ({ $cells })
step-link-on = { $cell } vaut { $digit }
step-link-off = { $cell } ne vaut pas { $digit }
step-placed = le { $digit } est placé en { $cell }
step-removed = le { $digit } est éliminé de { $cell }
step-removed-cells = le { $digit } est éliminé de { $cells }
step-nothing = rien ne change
contradiction-clash = deux { $digit } dans { $unit }
contradiction-no-candidates = plus aucun candidat en { $cell }
contradiction-no-place = plus de place pour le { $digit } dans { $unit }

## Pourquoi une étape est valable : une phrase par sorte d’étape.

step-full-house = { $cell } est la seule case vide restante dans { $unit }, donc elle vaut { $digit }.
step-naked-single = { $cell } n’a plus qu’un candidat, donc elle vaut { $digit }.
step-hidden-single = Dans { $unit }, la seule place pour le { $digit } est { $cell }.
step-locked = Dans { $unit }, le { $digit } ne peut aller que dans { $within }, donc le { $digit } est éliminé de { $targets }.
step-naked-subset =
    { $cells } ne contiennent que { $digits } à elles { $size ->
        [2] deux
        [3] trois
       *[4] quatre
    } ({ $size ->
        [2] une paire nue
        [3] un triplet nu
       *[4] un quadruplet nu
    } dans { $unit }), donc { $removedCount ->
        [one] le { $removed } est éliminé
       *[other] les { $removed } sont éliminés
    } de { $targets }.
step-hidden-subset =
    Dans { $unit }, les { $digits } ne peuvent aller qu’en { $cells } ({ $size ->
        [2] une paire cachée
        [3] un triplet caché
       *[4] un quadruplet caché
    }), donc les autres candidats sont éliminés de ces cases ({ $removed }).
step-fish =
    { $lines } ne contiennent le { $digit } que dans les { $coverKind ->
        [column] colonnes
       *[row] lignes
    } { $covers } ({ $technique ->
        [x-wing] un X-Wing
        [swordfish] un Swordfish
       *[jellyfish] un Jellyfish
    }), donc le { $digit } est éliminé de { $targets }.
step-xy-wing = { $pivot } ne peut valoir que { $x } ou { $y } ; si elle vaut { $x }, { $first } ({ $x } ou { $z }) doit valoir { $z }, et si elle vaut { $y }, { $second } ({ $y } ou { $z }) doit valoir { $z } (un XY-Wing), donc le { $z } est éliminé de { $targets }.
step-xyz-wing = { $pivot } ({ $pivotDigits }), { $first } ({ $firstDigits }) et { $second } ({ $secondDigits }) forment un XYZ-Wing : quelle que soit la valeur de { $pivot }, l’une des trois cases vaut { $z }, donc le { $z } est éliminé de { $targets }.
step-colours = En suivant les unités où le { $digit } n’a que deux places, le { $digit } est soit en { $first }, soit en { $second }
step-colour-wrap = { step-colours } ; { $p } et { $q } sont dans le premier groupe et partagent { $shared }, donc le premier groupe est faux et le { $digit } est éliminé de { $first } (un conflit de couleurs).
step-colour-trap =
    { step-colours } ; { $targets } { $count ->
        [one] voit une case de chaque groupe, donc le { $digit } en est éliminé
       *[other] voient une case de chaque groupe, donc le { $digit } en est éliminé
    } (un piège de couleurs).
step-x-chain = Le { $digit } n’a que deux places { $links }, et la seconde case de chaque paire voit la première de la paire suivante : si { $first } ne vaut pas { $digit }, la seconde case de chaque paire vaut { $digit } et la première de la suivante non, donc { $first } ou { $last } vaut { $digit } (une chaîne X), et le { $digit } est éliminé de { $targets }.
step-xy-chain = { $cells } ont chacune deux candidats et voient la suivante : si { $first } ne vaut pas { $digit }, elles valent tour à tour { $values }, donc { $first } ou { $last } vaut { $digit } (une chaîne XY), et le { $digit } est éliminé de { $targets }.
step-aligned-pair = { $first } et { $second } sont vues par des cases à deux candidats que certaines paires de leurs valeurs laisseraient vides : { $reasons } (exclusion de paires alignées), donc { $removed }.
step-aligned-pair-reason = si { $cell } valait { $digit }, { $other } ne pourrait pas valoir { $values }
step-aligned-pair-value = { $value } ({ $cell } ne contient que { $low } et { $high })
step-aligned-pair-same = { $digit } (elles se voient)
step-aligned-triple =
    { $excluders } voient chacune toutes les cases { $cells } et n’ont que deux ou trois candidats. Chaque façon de remplir les trois soit répète un chiffre dans deux d’entre elles qui se voient, soit prend tous les candidats de l’une de ces cases ; aucune façon restante ne place { $removed }, donc { $count ->
        [one] ce candidat est éliminé
       *[other] ces candidats sont éliminés
    } (une exclusion de triplets alignés).
step-supposition =
    Si { $cell } valait { $digit }, { $deep ->
        [yes] les singletons, les autres techniques et un niveau d’hypothèse de plus
       *[no] les singletons
    } mèneraient à une contradiction ({ $contradiction }), donc le { $digit } est éliminé de { $cell }.
step-cycle = Si { $start }, alors { $chain } : un cycle bidirectionnel, vrai dans les deux sens, donc une case qui voit les deux extrémités de l’un de ses maillons ne peut pas contenir ce chiffre, et { $removed }.

## Les chaînes forcées.

step-forcing-contradiction = Si { $cell } valait { $digit }, alors { $chain } : une contradiction (une chaîne forcée), donc { $result }.
step-forcing-denial = Si { $cell } ne valait pas { $digit }, alors { $chain } : une contradiction (une chaîne forcée), donc { $result }.
step-forcing-both = Que { $cell } vaille { $digit } ou non, { $conclusion } (une chaîne forcée) :
step-forcing-both-yes = Si oui, { $chain }.
step-forcing-both-no = Sinon, { $chain }.
step-forcing-cell = { $cell } vaut { $digits }, et dans chaque cas { $conclusion } (une chaîne forcée de case) :
step-forcing-cell-case = Si elle vaut { $digit }, { $chain }.
step-forcing-unit = Dans { $unit }, le { $digit } ne peut aller qu’en { $cells }, et dans chaque cas { $conclusion } (une chaîne forcée d’unité) :
step-forcing-unit-case = Si { $cell } vaut { $digit }, { $chain }.
step-forcing-so = Donc { $result }.

## Les techniques valables seulement pour une grille à solution unique.

step-unique =
    { $corners } contiennent toutes les candidats { $a } et { $b } ({ $shape ->
        [loop] une boucle unique
       *[rectangle] un rectangle unique
    }) : si elles ne contenaient rien d’autre, { $a } et { $b } pourraient s’y échanger et la grille aurait deux solutions
step-unique-one = { step-unique } ; { $cell } est la seule à avoir d’autres candidats, donc elle ne peut valoir ni l’un ni l’autre : { $a } et { $b } en sont éliminés.
step-unique-two = { step-unique } ; { $cells } n’ont que le { $digit } en plus, donc l’une d’elles vaut { $digit } : le { $digit } est éliminé de { $targets }.
step-unique-three =
    { step-unique } ; { $p } et { $q } partagent { $unit } et l’une d’elles vaut { $extra }, donc avec { $others } elles contiennent les { $digits } dans { $unit } ({ $size ->
        [2] une paire nue
        [3] un triplet nu
        [4] un quadruplet nu
       *[other] un sous-ensemble nu
    }) : { $removedCount ->
        [one] le { $removed } est éliminé
       *[other] les { $removed } sont éliminés
    } de { $targets }.
step-unique-three-hidden =
    { step-unique } ; { $p } et { $q } partagent { $unit }, donc elles ne peuvent pas valoir toutes deux { $a } ou { $b }, et dans { $unit }, les { $digits } ne peuvent aller qu’en ces deux cases et en { $others }, donc { $others } { $othersCount ->
        [one] ne contient
       *[other] ne contiennent
    } que les { $digits } ({ $size ->
        [2] une paire cachée
        [3] un triplet caché
        [4] un quadruplet caché
       *[other] un sous-ensemble caché
    }) : { $removedCount ->
        [one] le { $removed } est éliminé
       *[other] les { $removed } sont éliminés
    } de { $targets }.
step-unique-four = { step-unique } ; dans { $unit }, le { $locked } ne peut aller qu’en { $p } ou { $q }, donc l’une d’elles vaut { $locked } et aucune ne peut valoir { $digit } : le { $digit } est éliminé des deux.
step-bug-plus-1 =
    Chaque case vide sauf { $cell } a deux candidats, et sans { $extras } dans celle-ci, chaque candidat aurait deux places dans chaque ligne, colonne et bloc, un motif à deux solutions (un BUG+1), donc { $cell } doit valoir { $extras } : { $removedCount ->
        [one] le { $removed } en est éliminé
       *[other] les { $removed } en sont éliminés
    }.
step-bug = sans eux, chaque case vide aurait deux candidats et chaque candidat deux places dans chaque ligne, colonne et bloc, un motif à deux solutions (un BUG)
step-bug-two = { $cells } ont le { $digit } en plus de deux candidats chacune, et { step-bug }, donc l’une d’elles vaut { $digit } : le { $digit } est éliminé de { $targets }.
step-bug-three =
    { $cells } ont { $extras } en plus de deux candidats, et { step-bug }, donc l’une d’elles vaut { $extrasOr } ; elles partagent { $unit }, donc avec { $others } elles contiennent les { $digits } dans { $unit } ({ $size ->
        [2] une paire nue
        [3] un triplet nu
        [4] un quadruplet nu
       *[other] un sous-ensemble nu
    }) : { $removedCount ->
        [one] le { $removed } est éliminé
       *[other] les { $removed } sont éliminés
    } de { $targets }.
step-bug-four =
    { $p } a { $pExtras } et { $q } a { $qExtras } en plus de deux candidats, et { step-bug }, donc { $p } vaut { $pOr } ou { $q } vaut { $qOr } ; elles partagent { $unit }, où le { $digit } ne peut aller que dans ces deux cases, donc celle qui ne vaut aucune de ces valeurs vaut { $digit } : { $removedCount ->
        [one] le { $removed } est éliminé
       *[other] les { $removed } sont éliminés
    } de { $targets }.

## Ce que change une étape.

step-changes-place = Cette étape place { $placed }.
step-changes-remove = Cette étape élimine { $removed }.
step-changes-both = Cette étape place { $placed } et élimine { $removed }.
step-changes-nothing = Cette étape ne change rien.
step-changed-place = Placé : { $placed }.
step-changed-remove = Éliminé : { $removed }.
step-changed-both = Placé : { $placed } ; éliminé : { $removed }.
step-changed-nothing = Aucun changement.
step-summary-place = { $technique } : { $placed }
step-summary-remove = { $technique } : élimine { $removed }

## La ligne d’état d’Indice et d’Étape.

explain-multiple = Cette grille a plus d’une solution : la logique seule ne peut pas la terminer.
explain-stepped = Étape { $number } : { $technique }. { $why }
explain-review = Retour sur l’étape { $number } : { $technique }. { $why }
explain-unreviewed = Sélectionnez une étape de la liste pour la revoir.
explain-hint-where = Indice : regardez { $place } : { $techniqueA }.
explain-place-digit = les { $digit }
explain-hint-where-more = Appuyez encore sur Indice pour voir les cases (Étape, dans le Solveur, l’applique).
explain-hint-cells = Indice : { $technique }. Regardez les cases en surbrillance.
explain-hint-cells-more = Appuyez encore sur Indice pour la réponse (Étape, dans le Solveur, l’applique).
explain-hint-answer = Indice : { $technique }. { $why }
explain-hint-answer-more = { $changes } Faites le changement vous-même, ou appuyez sur Étape dans le Solveur.

## Pourquoi Indice et Étape n’ont pas d’étape à montrer.

explain-no-hint-empty = Pas d’indice : la grille est vide. Saisissez ou collez d’abord une grille.
explain-no-hint-solved = Pas besoin d’indice : toutes les cases sont remplies, sans conflit.
explain-no-hint-clashes = Pas d’indice : { $clashes } Modifiez d’abord l’un des chiffres en surbrillance.
explain-no-hint-wrong-one = Pas encore d’indice : votre { $digit } en { $cell } n’est pas le chiffre de la solution (il est marqué). Effacez-le d’abord.
explain-no-hint-wrong = Pas encore d’indice : { $count } de vos saisies ne sont pas les chiffres de la solution (elles sont marquées). Effacez-les d’abord.
explain-no-solution-why = Pas d’indice : cette grille n’a pas de solution ({ $why }).
explain-no-solution = Pas d’indice : cette grille n’a pas de solution. Modifiez d’abord un chiffre.
explain-stuck-multiple = Pas d’indice : aucune technique ne s’applique, car cette grille a plus d’une solution. Appuyez sur Résoudre pour en voir une.
explain-stuck = Pas d’indice : aucune des techniques ne s’applique ici. Appuyez sur Résoudre pour que la recherche la termine.

## La ligne de difficulté, Nouvelle grille et S’entraîner. Les niveaux
## ($levelName) sont au masculin : avec « grille », on sélectionne sur
## $level (« moyenne », « experte »).

difficulty-score = { $whole },{ $tenth }
difficulty-rated = { $levelTitle } ({ difficulty-score }).
difficulty-needs =
    { $levelTitle } ({ difficulty-score }) : nécessite { $technique ->
        [pointing] des { $techniqueName }
        [direct-pointing] des { $techniqueName }
        [full-house] une { $techniqueName }
        [direct-claiming] une { $techniqueName }
        [claiming] une { $techniqueName }
        [direct-hidden-pair] une { $techniqueName }
        [naked-pair] une { $techniqueName }
        [hidden-pair] une { $techniqueName }
        [unique-loop] une { $techniqueName }
        [aligned-pair-exclusion] une { $techniqueName }
        [aligned-triple-exclusion] une { $techniqueName }
        [x-chain] une { $techniqueName }
        [supposition-x-chain] une { $techniqueName }
        [supposition-forcing-chain] une { $techniqueName }
        [supposition-nishio] une { $techniqueName }
        [cell-or-unit-forcing-chain] une { $techniqueName }
        [supposition-dynamic] une { $techniqueName }
        [supposition-dynamic-plus] une { $techniqueName }
        [deep-supposition] une { $techniqueName }
       *[other] un { $techniqueName }
    }.
difficulty-rating = Évaluation de la difficulté de cette grille…
difficulty-date =
    { $day ->
        [1] 1er
       *[other] { $day }
    } { $month ->
        [1] janv.
        [2] févr.
        [3] mars
        [4] avr.
        [5] mai
        [6] juin
        [7] juil.
        [8] août
        [9] sept.
        [10] oct.
        [11] nov.
       *[12] déc.
    } { $year }
difficulty-making =
    { $tries ->
        [0] Création d’une grille { $level ->
            [medium] moyenne
            [expert] experte
           *[other] { $levelName }
        }…
       *[other] Création d’une grille { $level ->
            [medium] moyenne
            [expert] experte
           *[other] { $levelName }
        } : { $tries ->
            [one] { $tries } grille essayée
           *[other] { $tries } grilles essayées
        } jusqu’ici.
    }
difficulty-making-daily =
    { $tries ->
        [0] Création de la grille { $level ->
            [medium] moyenne
            [expert] experte
           *[other] { $levelName }
        } du jour ({ $date })…
       *[other] Création de la grille { $level ->
            [medium] moyenne
            [expert] experte
           *[other] { $levelName }
        } du jour ({ $date }) : { $tries ->
            [one] { $tries } grille essayée
           *[other] { $tries } grilles essayées
        } jusqu’ici.
    }
difficulty-making-practise =
    { $tries ->
        [0] Création d’une grille pour s’entraîner { $technique ->
            [pointing] aux { $techniqueName }
            [direct-pointing] aux { $techniqueName }
            [full-house] à la { $techniqueName }
            [direct-claiming] à la { $techniqueName }
            [claiming] à la { $techniqueName }
            [direct-hidden-pair] à la { $techniqueName }
            [naked-pair] à la { $techniqueName }
            [hidden-pair] à la { $techniqueName }
            [unique-loop] à la { $techniqueName }
            [aligned-pair-exclusion] à l’{ $techniqueName }
            [aligned-triple-exclusion] à l’{ $techniqueName }
            [x-chain] à la { $techniqueName }
            [supposition-x-chain] à l’{ $techniqueName }
            [supposition-forcing-chain] à l’{ $techniqueName }
            [supposition-nishio] à l’{ $techniqueName }
            [cell-or-unit-forcing-chain] à la { $techniqueName }
            [supposition-dynamic] à l’{ $techniqueName }
            [supposition-dynamic-plus] à l’{ $techniqueName }
            [deep-supposition] à l’{ $techniqueName }
           *[other] au { $techniqueName }
        }…
       *[other] Création d’une grille pour s’entraîner { $technique ->
            [pointing] aux { $techniqueName }
            [direct-pointing] aux { $techniqueName }
            [full-house] à la { $techniqueName }
            [direct-claiming] à la { $techniqueName }
            [claiming] à la { $techniqueName }
            [direct-hidden-pair] à la { $techniqueName }
            [naked-pair] à la { $techniqueName }
            [hidden-pair] à la { $techniqueName }
            [unique-loop] à la { $techniqueName }
            [aligned-pair-exclusion] à l’{ $techniqueName }
            [aligned-triple-exclusion] à l’{ $techniqueName }
            [x-chain] à la { $techniqueName }
            [supposition-x-chain] à l’{ $techniqueName }
            [supposition-forcing-chain] à l’{ $techniqueName }
            [supposition-nishio] à l’{ $techniqueName }
            [cell-or-unit-forcing-chain] à la { $techniqueName }
            [supposition-dynamic] à l’{ $techniqueName }
            [supposition-dynamic-plus] à l’{ $techniqueName }
            [deep-supposition] à l’{ $techniqueName }
           *[other] au { $techniqueName }
        } : { $tries ->
            [one] { $tries } grille essayée
           *[other] { $tries } grilles essayées
        } jusqu’ici.
    }
difficulty-made =
    Une nouvelle grille { $level ->
        [medium] moyenne
        [expert] experte
       *[other] { $levelName }
    } avec { $givens ->
        [one] { $givens } chiffre de départ
       *[other] { $givens } chiffres de départ
    } : à vous de jouer.
difficulty-made-daily =
    Grille du jour, { $date }, niveau { $levelName }, avec { $givens ->
        [one] { $givens } chiffre de départ
       *[other] { $givens } chiffres de départ
    } : à vous de jouer.
difficulty-made-practise =
    Une grille pour s’entraîner { $technique ->
        [pointing] aux { $techniqueName }
        [direct-pointing] aux { $techniqueName }
        [full-house] à la { $techniqueName }
        [direct-claiming] à la { $techniqueName }
        [claiming] à la { $techniqueName }
        [direct-hidden-pair] à la { $techniqueName }
        [naked-pair] à la { $techniqueName }
        [hidden-pair] à la { $techniqueName }
        [unique-loop] à la { $techniqueName }
        [aligned-pair-exclusion] à l’{ $techniqueName }
        [aligned-triple-exclusion] à l’{ $techniqueName }
        [x-chain] à la { $techniqueName }
        [supposition-x-chain] à l’{ $techniqueName }
        [supposition-forcing-chain] à l’{ $techniqueName }
        [supposition-nishio] à l’{ $techniqueName }
        [cell-or-unit-forcing-chain] à la { $techniqueName }
        [supposition-dynamic] à l’{ $techniqueName }
        [supposition-dynamic-plus] à l’{ $techniqueName }
        [deep-supposition] à l’{ $techniqueName }
       *[other] au { $techniqueName }
    } (niveau { $levelName }, { $givens ->
        [one] { $givens } chiffre de départ
       *[other] { $givens } chiffres de départ
    }) : Aller à la technique joue les étapes { $technique ->
        [pointing] jusqu’aux premiers { $techniqueName }
        [direct-pointing] jusqu’aux premiers { $techniqueName }
        [full-house] jusqu’à la première « dernière case libre »
        [direct-claiming] jusqu’à la première { $techniqueName }
        [claiming] jusqu’à la première { $techniqueName }
        [direct-hidden-pair] jusqu’à la première { $techniqueName }
        [naked-pair] jusqu’à la première { $techniqueName }
        [hidden-pair] jusqu’à la première { $techniqueName }
        [unique-loop] jusqu’à la première { $techniqueName }
        [aligned-pair-exclusion] jusqu’à la première { $techniqueName }
        [aligned-triple-exclusion] jusqu’à la première { $techniqueName }
        [x-chain] jusqu’à la première { $techniqueName }
        [supposition-x-chain] jusqu’à la première { $techniqueName }
        [supposition-forcing-chain] jusqu’à la première { $techniqueName }
        [supposition-nishio] jusqu’à la première { $techniqueName }
        [cell-or-unit-forcing-chain] jusqu’à la première { $techniqueName }
        [supposition-dynamic] jusqu’à la première { $techniqueName }
        [supposition-dynamic-plus] jusqu’à la première { $techniqueName }
        [deep-supposition] jusqu’à la première { $techniqueName }
       *[other] jusqu’au premier { $techniqueName }
    }.
difficulty-make-cancelled =
    Création d’une grille { $level ->
        [medium] moyenne
        [expert] experte
       *[other] { $levelName }
    } arrêtée ; la grille n’a pas changé.
difficulty-make-failed =
    Aucune nouvelle grille { $level ->
        [medium] moyenne
        [expert] experte
       *[other] { $levelName }
    } n’a pu être créée : { $error }.
difficulty-skip-missed =
    Les indices n’ont plus besoin { $technique ->
        [pointing] de { $techniqueName }
        [direct-pointing] de { $techniqueName }
        [full-house] d’une { $techniqueName }
        [direct-claiming] d’une { $techniqueName }
        [claiming] d’une { $techniqueName }
        [direct-hidden-pair] d’une { $techniqueName }
        [naked-pair] d’une { $techniqueName }
        [hidden-pair] d’une { $techniqueName }
        [unique-loop] d’une { $techniqueName }
        [aligned-pair-exclusion] d’une { $techniqueName }
        [aligned-triple-exclusion] d’une { $techniqueName }
        [x-chain] d’une { $techniqueName }
        [supposition-x-chain] d’une { $techniqueName }
        [supposition-forcing-chain] d’une { $techniqueName }
        [supposition-nishio] d’une { $techniqueName }
        [cell-or-unit-forcing-chain] d’une { $techniqueName }
        [supposition-dynamic] d’une { $techniqueName }
        [supposition-dynamic-plus] d’une { $techniqueName }
        [deep-supposition] d’une { $techniqueName }
       *[other] d’un { $techniqueName }
    } sur cette grille : S’entraîner crée une autre grille, Annuler revient en arrière.
difficulty-practise-cancelled =
    Création d’une grille pour s’entraîner { $technique ->
        [pointing] aux { $techniqueName }
        [direct-pointing] aux { $techniqueName }
        [full-house] à la { $techniqueName }
        [direct-claiming] à la { $techniqueName }
        [claiming] à la { $techniqueName }
        [direct-hidden-pair] à la { $techniqueName }
        [naked-pair] à la { $techniqueName }
        [hidden-pair] à la { $techniqueName }
        [unique-loop] à la { $techniqueName }
        [aligned-pair-exclusion] à l’{ $techniqueName }
        [aligned-triple-exclusion] à l’{ $techniqueName }
        [x-chain] à la { $techniqueName }
        [supposition-x-chain] à l’{ $techniqueName }
        [supposition-forcing-chain] à l’{ $techniqueName }
        [supposition-nishio] à l’{ $techniqueName }
        [cell-or-unit-forcing-chain] à la { $techniqueName }
        [supposition-dynamic] à l’{ $techniqueName }
        [supposition-dynamic-plus] à l’{ $techniqueName }
        [deep-supposition] à l’{ $techniqueName }
       *[other] au { $techniqueName }
    } arrêtée ; la grille n’a pas changé.
