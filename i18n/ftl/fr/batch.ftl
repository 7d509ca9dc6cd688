## Le panneau Résoudre en lot : tout un fichier de grilles résolu en
## arrière-plan, son résumé, un histogramme des temps et un tableau des
## grilles. Les fichiers CSV et JSON téléchargés sont des données et ne
## sont pas traduits.

batch-title = Résoudre en lot
batch-close-label = Fermer Résoudre en lot
batch-close-tooltip = Fermer (Échap)
batch-close = Fermer
batch-help = Résout en arrière-plan tout un fichier de grilles, une par ligne (81 caractères, . ou 0 pour une case vide) : les verdicts, le temps de chaque grille et les appels de la recherche. Les lignes qui ne sont pas des grilles sont listées et ignorées.
batch-set = Collection fournie
batch-choose-set = Choisir une collection…
batch-set-top95 = top95 : { $puzzles } grilles difficiles (Norvig)
batch-set-msk = msk_009 : { $puzzles } grilles de tous niveaux
batch-set-top1465 = top1465 : { $puzzles } grilles difficiles (magictour)
batch-set-hardest = forum hardest : { $puzzles } parmi les plus difficiles connues
batch-own-file = Votre fichier : { $name }
batch-open-file = Ouvrir un fichier…
batch-algorithm = Algorithme
batch-first = Première solution seulement
batch-budget = Limite d’appels par grille
batch-budget-none = aucune
# « Annuler » est déjà Undo.
batch-cancel = Arrêter
batch-run = Tout résoudre
batch-progress-label = Progression du lot
batch-progress = { $done } sur { $total ->
    [one] { $total } grille résolue
   *[other] { $total } grilles résolues
}.

## Pourquoi la limite d’appels tapée n’a pas été prise. Le champ accepte
## des chiffres groupés par virgules, espaces, apostrophes ou soulignés,
## ou 1e6, jamais par des points : l’exemple reste 1 000 000.
batch-budget-not-a-number = La limite d’appels « { $typed } » n’est pas un nombre entier d’appels : tapez-en un comme 1 000 000, ou laissez le champ vide pour n’avoir aucune limite.
batch-budget-zero = Une limite de 0 appel arrêterait chaque grille avant son début : tapez 1 ou plus, ou laissez le champ vide pour n’avoir aucune limite.
batch-budget-too-big = La limite d’appels « { $typed } » dépasse ce que le solveur peut compter : laissez le champ vide pour n’avoir aucune limite.

## Ce que dit le panneau. $name : le nom d’un fichier.
batch-opening = Ouverture de { $name }…
batch-open-failed = Impossible d’ouvrir { $name } : { $why }.
batch-opened = { $name } : { $puzzles ->
    [one] { $puzzles } grille
   *[other] { $puzzles } grilles
}.
batch-opened-bad = { $name } : { $puzzles ->
    [one] { $puzzles } grille
   *[other] { $puzzles } grilles
}, { $bad ->
    [one] { $bad } ligne qui n’est pas une grille (listée ci-dessous, ignorée)
   *[other] { $bad } lignes qui ne sont pas des grilles (listées ci-dessous, ignorées)
}.
batch-finished = Terminé : { $tally }.
batch-bad-budget = Pas lancé : corrigez d’abord la limite d’appels.
batch-cancelled = Arrêté après { $done } sur { $total ->
    [one] { $total } grille
   *[other] { $total } grilles
} : le tableau les affiche.
batch-failed = La résolution du lot s’est arrêtée : { $why }.

## Pourquoi un fichier n’a pas pu être ouvert, ou un téléchargement fait :
## la fin de batch-open-failed (« Impossible d’ouvrir mine.txt : il est
## vide. »), donc en minuscules, sans point final.
batch-file-empty = il est vide
batch-file-not-text = ce n’est pas un fichier texte
batch-file-not-text-short = ce n’est pas du texte
batch-file-too-big = il fait { $size } Mo, plus que les { $most } Mo que peut contenir un lot
file-browser-refused = le navigateur a refusé
batch-network-failed = le réseau ou la copie hors ligne a échoué
batch-server-answered = le serveur a répondu { $status }
batch-no-window = pas de fenêtre
file-no-document = pas de document
file-no-link = pas d’élément lien
batch-unreadable-request = requête de lot illisible : { $why }
batch-unreadable-results = résultats de lot illisibles : { $why }

## Les lignes du fichier qui ne sont pas des grilles.
batch-bad-line = Ligne { $line } : { $why }
batch-bad-lines = { $lines ->
    [one] { $lines } ligne qui n’est pas une grille
   *[other] { $lines } lignes qui ne sont pas des grilles
}

## Les résultats.
batch-verdict-unique = unique
batch-verdict-multiple = plusieurs solutions
batch-verdict-solved = résolue
batch-verdict-none = sans solution
batch-verdict-aborted = hors limite
batch-verdict-cancelled = arrêtée
batch-count-unique = { $count ->
    [one] { $count } unique
   *[other] { $count } uniques
}
batch-count-multiple = { $count } à plusieurs solutions
batch-count-solved = { $count ->
    [one] { $count } résolue
   *[other] { $count } résolues
}
batch-count-none = { $count } sans solution
batch-count-aborted = { $count } hors limite
batch-count-cancelled = { $count ->
    [one] { $count } arrêtée
   *[other] { $count } arrêtées
}
batch-list-separator = {", "}
batch-verdicts-none = aucune résolue pour l’instant
batch-tally = { $puzzles ->
    [one] { $puzzles } grille
   *[other] { $puzzles } grilles
} : { $verdicts }
batch-tally-line = { $tally }.
batch-times = Médiane { $median }, moyenne { $mean } par grille, { $total } au total ; { $calls ->
    [one] { $calls } appel
   *[other] { $calls } appels
} (médiane { $medianCalls }).
batch-time-us = { $time } µs
batch-time-ms = { $time } ms
batch-time-s = { $time } s
batch-results-title = Résultats : { $algorithm }, { $mode ->
    [first] première solution
   *[count] décompte jusqu’à deux
}
batch-results-title-budget = Résultats : { $algorithm }, { $mode ->
    [first] première solution
   *[count] décompte jusqu’à deux
}, limite de { $budget ->
    [one] { $budget } appel
   *[other] { $budget } appels
}
batch-download-csv = Télécharger le CSV
batch-download-json = Télécharger le JSON
batch-histogram = Temps par grille
batch-histogram-range = de { $from } à { $to }
batch-show = Afficher
batch-order-file = dans l’ordre du fichier
batch-order-slowest = les plus lentes d’abord
batch-previous = Précédente
batch-next = Suivante
batch-page = Page { $page } sur { $pages }
batch-page-puzzles = Grilles { $first } à { $last }
batch-scroll-hint = Le tableau est plus large que l’écran : faites-le défiler sur le côté (en glissant, ou avec les flèches une fois qu’il a le focus) pour voir le temps, les appels et Ouvrir.
batch-table-label = Tableau des résultats du lot
batch-column-line = Ligne
batch-column-puzzle = Grille
batch-column-verdict = Verdict
batch-column-time = Temps
batch-column-calls = Appels
batch-column-board = Ouvrir sur la grille
batch-open = Ouvrir
batch-open-label = Ouvrir la ligne { $line } sur la grille

## Pourquoi un processus d’arrière-plan (les aides de la page qui résolvent,
## évaluent et lisent en arrière-plan) a échoué : ces raisons terminent des
## phrases de la page, donc en minuscules et sans point final.

worker-failed = { $worker ->
    [solver] le processus du solveur
    [puzzle-make] le processus des grilles, qui évalue et crée les grilles,
    [puzzle-hint] le processus des grilles, qui cherche les indices,
    [puzzle-import] le processus des grilles, qui lit les fichiers de statistiques,
    [puzzle-batch] le processus des grilles, qui résout le lot,
   *[reader] le processus de lecture, qui lit les photos,
} { $how ->
    [not-loaded] n’a pas pu être chargé
    [stopped] s’est arrêté sur une erreur
   *[unreadable] a envoyé une réponse illisible
} ({ $why })
worker-script-not-fetched = son script n’a pas pu être récupéré
worker-file-gone = le fichier n’est plus disponible ; choisissez-le à nouveau
worker-file-too-large = il fait { $megabytes } Mo, bien plus qu’un fichier de statistiques
worker-file-unreadable = il n’a pas pu être lu ({ $why })
worker-unknown-error = erreur inconnue
worker-read-decode = le fichier n’a pas pu être lu comme une image : { $why }
worker-read-too-large = l’image est trop grande ({ $width }x{ $height } pixels ; 40 mégapixels au maximum)
worker-read-empty = l’image est vide
worker-read-bad-buffer = les données de pixels ne correspondent pas à la taille de l’image ({ $got ->
    [one] { $got } octet
   *[other] { $got } octets
} au lieu de { $expected })
worker-read-no-grid = aucune grille de sudoku trouvée dans l’image
worker-read-file-empty = le fichier est vide
worker-read-not-a-picture = le fichier n’est pas une image que ce navigateur peut ouvrir
worker-read-only-photos = le processus de lecture ne lit que des photos

batch-not-loaded = Le panneau Résoudre en lot n’a pas pu être chargé. Vérifiez la connexion et appuyez de nouveau sur Résoudre en lot.
