## play
## Jouer une grille (Démarrer, Vérifier, Révéler, repères), Comparer, les
## statistiques, les étiquettes des cases pour les lecteurs d’écran, les
## conflits et les formats de nombres.

## Nombres avec leur nom, mis en listes (« 2 vérifications, 1 révélation
## et 3 indices »).

number-givens = { $count ->
    [one] { $count } chiffre de départ
   *[other] { $count } chiffres de départ
}
number-entries = { $count ->
    [one] { $count } saisie
   *[other] { $count } saisies
}
number-steps = { $count ->
    [one] { $count } étape
   *[other] { $count } étapes
}
number-checks = { $count ->
    [one] { $count } vérification
   *[other] { $count } vérifications
}
number-reveals = { $count ->
    [one] { $count } révélation
   *[other] { $count } révélations
}
number-hints = { $count ->
    [one] { $count } indice
   *[other] { $count } indices
}

## Durées et dates.

number-duration-under = moins de { $ms } ms
number-duration-ms = { $ms } ms
number-duration-s = { $s } s
number-date = { $day ->
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

## Conflits : le même chiffre deux fois ou plus dans une ligne, une colonne
## ou un bloc. Chacun est une phrase.

clash-found = { $count ->
    [2] Deux
    [3] Trois
    [4] Quatre
   *[other] { $count }
} { $digit } dans { $unit ->
    [row] la ligne
    [column] la colonne
   *[box] le bloc
} { $number }.
clash-more = { $count ->
    [one] Et { $count } autre.
   *[other] Et { $count } autres.
}

## Les cases, telles que les lecteurs d’écran les nomment : « Ligne 3,
## colonne 7, 5, saisi, erroné, couleur 4 ».

cell-label = Ligne { $row }, colonne { $column }, { $digit ->
    [0] vide
   *[other] { $digit }
}
cell-candidates = , { $count ->
    [0] aucun candidat
    [one] candidat { $candidates }
   *[other] candidats { $candidates }
}
cell-entered = , saisi
cell-solved = , résolu
cell-step = , issu d’une étape
cell-wrong = , erroné
cell-corner-marks = , notes de coin { $digits }
cell-centre-marks = , notes centrales { $digits }
cell-colour = , couleur { $colour }

## Jouer : Démarrer, Modifier la grille, Vérifier, Révéler, repères.

play-started = Partie lancée : { $count ->
    [one] le chiffre de départ est figé
   *[other] les { $count } chiffres de départ sont figés
} et le chrono tourne.
play-started-help = Tapez ou touchez un chiffre pour le saisir. Le sélecteur sous le pavé numérique (Chiffre, Coin, Centre, Couleur) fait entrer les chiffres en notes de coin, en notes centrales ou en couleurs (touches : Maj ou Ctrl+chiffre, Z X C V).
play-started-without = Partie lancée : { $count ->
    [one] le chiffre de départ est figé
   *[other] les { $count } chiffres de départ sont figés
} et le chrono tourne, mais { $why ->
    [several] la grille a plus d’une solution.
    [none] la grille n’a pas de solution.
   *[unsettled] une recherche rapide n’a pas pu établir si la grille a une solution unique.
}
play-started-without-help = Vérifier, Révéler et les indices demandent une grille à solution unique : Modifier la grille (dans Plus) pour ajouter ou corriger des chiffres de départ.
play-entering = Modification de la grille : les chiffres tapés sont des chiffres de départ. Appuyez sur Démarrer pour jouer.
play-locked = Les cases sélectionnées contiennent des chiffres de départ ou du solveur, qui ne peuvent pas être modifiés.
play-nothing-to-play = Rien à jouer : la grille est vide. Saisissez ou collez d’abord une grille.
play-cannot-start = Impossible de commencer : { $clashes } Modifiez d’abord l’un des chiffres en surbrillance.
play-nothing-to-check = Rien à vérifier pour l’instant : vous n’avez saisi aucun chiffre.
play-checked-right = { $entries ->
    [1] Votre saisie est juste pour l’instant.
   *[other] Vos { $entries } saisies sont toutes justes pour l’instant.
}
play-checked-wrong = { $entries ->
    [1] Votre saisie est fausse : elle est marquée.
   *[other] { $wrong } de vos { $entries } saisies { $wrong ->
        [one] est fausse : elle est marquée.
       *[other] sont fausses : elles sont marquées.
    }
}
play-not-playing = Les repères et Annuler jusqu’à l’erreur servent en cours de partie : appuyez d’abord sur Démarrer.
play-checkpointed = { $count ->
    [1] Repère posé : Retour au repère ramènera la grille telle qu’elle est maintenant.
   *[other] Repère posé ({ $count } pour cette grille) : Retour au repère ramène au dernier.
}
play-no-checkpoint = Pas encore de repère : appuyez sur Repère avant un essai, pour pouvoir y revenir.
play-at-checkpoint = La grille est déjà telle que le dernier repère l’a gardée.
play-back-to-checkpoint = Retour au dernier repère. Annuler vous ramène où vous en étiez.
play-no-mistake = Aucune erreur à annuler : chaque saisie correspond à la solution.
play-before-first-mistake = { $count ->
    [one] Retour juste avant votre première erreur ({ $count } modification annulée). Annuler la rétablit.
   *[other] Retour juste avant votre première erreur ({ $count } modifications annulées). Annuler les rétablit.
}
play-mistakes-erased = { $count ->
    [one] L’historique ne remonte pas jusqu’à votre première erreur : { $count } saisie erronée a été effacée à la place. Annuler la remet.
   *[other] L’historique ne remonte pas jusqu’à votre première erreur : { $count } saisies erronées ont été effacées à la place. Annuler les remet.
}
play-revealed = { $count ->
    [0] Rien à révéler : sélectionnez d’abord des cases vides ou des saisies.
    [one] { $count } case révélée.
   *[other] { $count } cases révélées.
}
play-no-single-solution-several = Vérifier et Révéler demandent une grille à solution unique ; celle-ci en a plusieurs.
play-no-single-solution-none = Vérifier et Révéler demandent une grille à solution unique ; celle-ci n’en a aucune.
play-no-single-solution-unsettled = Vérifier et Révéler demandent une grille à solution unique ; une recherche rapide ({ $calls ->
    [one] { $calls } appel
   *[other] { $calls } appels
}) n’a pas pu établir si celle-ci en a une seule. Résoudre, dans le Solveur, cherche aussi longtemps qu’il le faut.
play-no-puzzle = Pas encore de grille : saisissez-en une, ou chargez-en une (collez-la, ouvrez un lien, une photo ou Nouvelle grille).
play-finished = Bravo : vous l’avez résolue en { $time }.
play-help-used = { $count ->
    [0] Ni vérification, ni révélation, ni indice.
    [1] Vous avez utilisé { $a }.
    [2] Vous avez utilisé { $a } et { $b }.
   *[other] Vous avez utilisé { $a }, { $b } et { $c }.
}
play-share = Partager : { $line }

## Comparer (dans le Solveur) : le tableau, sa note et la ligne d’état.

compare-waiting = en attente
compare-running = en cours
compare-calls-so-far = { $calls } pour l’instant
compare-time-so-far = { $time } pour l’instant
compare-stopped-after = arrêté après { $calls }
compare-not-run = non lancé
compare-failed = échec : { $why }
compare-note = { $stale ->
    [yes] Chaque algorithme sur cette grille, jusqu’à la première solution (la grille telle qu’elle était quand vous avez appuyé sur Comparer).
   *[no] Chaque algorithme sur cette grille, jusqu’à la première solution.
} Barres : les appels sur une échelle logarithmique de 1 à { $most } : dix fois plus d’appels allongent la barre d’un même pas.
compare-started = Comparaison des quatre algorithmes sur cette grille, l’un après l’autre…
compare-stopped = Comparaison arrêtée.
compare-empty = Rien à comparer : la grille est vide. Saisissez ou collez d’abord une grille.
compare-clashes = Comparaison impossible : { $clashes } Modifiez d’abord l’un des chiffres en surbrillance.
compare-done = Algorithmes comparés sur cette grille.
compare-summary = Comparaison : le backtracking naïf a eu besoin de { $naive ->
    [one] { $naive } appel
   *[other] { $naive } appels
}, le solveur rapide de { $fast ->
    [one] { $fast } appel
   *[other] { $fast } appels
}.
compare-summary-stopped = Comparaison : le backtracking naïf s’est arrêté après { $naive ->
    [one] { $naive } appel
   *[other] { $naive } appels
} ; le solveur rapide a eu besoin de { $fast ->
    [one] { $fast } appel
   *[other] { $fast } appels
}.

## Statistiques : le panneau, la ligne à partager de la grille du jour et
## le fichier de statistiques (Exporter et Importer).

stats-share = Sudoku, { $date }, { $levelName } : { $time }, { $help }
stats-share-unrated = Sudoku, { $date } : { $time }, { $help }
stats-share-help = { $count ->
    [0] sans indice
    [1] { $a }
    [2] { $a }, { $b }
   *[other] { $a }, { $b }, { $c }
}
stats-finished-unaided = { $finished } ({ $unaided } sans aide)
stats-streak = { $days ->
    [0] Pas encore de série quotidienne : terminez la Grille du jour pour en commencer une.
    [one] Série quotidienne : { $days } jour.
   *[other] Série quotidienne : { $days } jours.
}
stats-export-failed = Impossible d’enregistrer le fichier de statistiques : { $why }.
stats-imported = { $count ->
    [0] Le fichier de statistiques ne contenait rien de nouveau : vos statistiques n’ont pas changé.
    [one] { $count } grille terminée importée dans vos statistiques.
   *[other] { $count } grilles terminées importées dans vos statistiques.
}
stats-refused = Impossible d’importer « { $name } » : { $why }. Vos statistiques n’ont pas changé.
stats-not-json = ce n’est pas un fichier de statistiques : Exporter les écrit en JSON, et ceci n’est pas du JSON
stats-not-a-file = ce n’est pas un fichier de statistiques ({ $why })
stats-version = il est en version { $version } ; cette page lit la version { $ours }

## Ce qui ne va pas dans une ligne du fichier de statistiques (une grille
## terminée : « 2026-11-26 hard 462 0 1 0 daily ..6.2.38... »).

stats-line-bad = grille terminée n° { $line } : { $why }
stats-line-words = elle compte { $count ->
    [one] { $count } mot
   *[other] { $count } mots
}, au lieu des 8 d’une grille terminée
stats-line-number = { $field ->
    [time] son temps
    [hints] son nombre d’indices
    [checks] son nombre de vérifications
   *[reveals] son nombre de révélations
} « { $word } » n’est pas un nombre entier
stats-line-date = « { $word } » n’est pas une date : écrivez-la sous la forme AAAA-MM-JJ, par exemple 2026-11-26
stats-line-level = son niveau « { $word } » n’est pas easy, medium, hard, expert ou extreme
stats-line-daily = « { $word } » n’est ni daily ni other
stats-line-puzzle = sa grille : { $why }
stats-line-givens = sa grille a { $count ->
    [one] { $count } chiffre de départ
   *[other] { $count } chiffres de départ
} ; une grille en a au moins 17
stats-line-clash = les chiffres de départ de sa grille sont en conflit
stats-line-daily-level = c’est une grille du jour sans niveau
stats-line-variant = sa variante « { $word } » n’est pas killer, killer-x, x, windoku ou jigsaw
stats-line-variant-level = c’est une grille de variante avec un niveau, or les variantes n’ont pas de niveau (niveau « - »)
stats-line-empty = sa grille n’a ni chiffres de départ ni cages
