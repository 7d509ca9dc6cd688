## saved

saved-board = { $board ->
    [undo] entrée { $count } d’Annuler
    [redo] entrée { $count } de Rétablir
    [checkpoint] repère
   *[board] grille
}
saved-board-why = { $what } : { $reason ->
    [steps] plus d’étapes qu’une grille ne peut en avoir
    [history] trop d’étapes dans l’historique
    [step] l’étape { $count } sur { $max } ne peut pas être refaite
    [given] un chiffre saisi sur un chiffre de départ
    [both] à la fois une solution et des étapes
    [solution] la solution ne correspond pas à la grille
    [marks] des notes qui ne couvrent pas 81 cases
    [mark] une note « { $char } » n’est pas un chiffre de 1 à 9
    [colours] des couleurs qui ne couvrent pas 81 cases
    [colour] une couleur « { $char } » n’est pas entre 0 et 9
    [variant] une variante, que ce module ne sait pas lire
    [line] pas une ligne de 81 caractères
   *[other] { $detail }
}
saved-why = { $reason ->
    [mode] mode de saisie inconnu « { $detail } »
    [algorithm] algorithme inconnu « { $detail } » (attendu : naive, candidates, propagation ou fast)
    [wrong] une erreur marquée sur la case { $count }, hors de 0 à 80
    [stats] ses statistiques : { $detail }
    [daily] sa grille du jour : { $detail }
    [day] sa grille du jour n’est pas un jour et une grille
    [char] ce ne sont pas des données de cette page (elles contiennent le caractère « { $char } »)
    [empty] elles sont vides
    [unversioned] elles n’ont pas de numéro de version
    [version] elles sont en version { $count }, cette page lit la version { $max }
    [json-version] elles sont en version { $count } écrite en JSON, ce qu’aucune page n’écrit
    [json] ce n’est pas du JSON valide
    [end] elles sont mal formées : des données suivent leur fin
    [malformed] elles sont mal formées : { $detail }
    [older] elles viennent d’une page plus ancienne, et { $detail }
    [replay] leurs étapes n’ont pas pu être refaites : { $detail }
   *[other] { $detail }
}
