## status
## La ligne d’état sous la grille : ce que la page dit de ce qui vient de se
## passer. Les algorithmes (`$algorithmName`) commencent par leur article :
## ne pas les mettre après « de » ou « à ».

## Une résolution en cours dans le worker.

status-solving-count =  : { $calls ->
    [one] { $calls } appel
   *[other] { $calls } appels
} jusqu’ici.
status-solving = Résolution avec { $algorithmName }{ $count }
status-solving-time = En cours depuis { $time }.
status-solving-stop = Appuyez sur Arrêter (dans le Solveur) ou sur Échap pour l’arrêter ; la grille reste modifiable.
status-interrupted = La grille a changé, donc la résolution avec { $algorithmName } s’est arrêtée après { $calls ->
    [one] { $calls } appel
   *[other] { $calls } appels
} ({ $time }).
status-cancelled = Résolution arrêtée après { $calls ->
    [one] { $calls } appel
   *[other] { $calls } appels
} ({ $time }) : { $algorithmName } n’avait pas fini.
status-cancelled-advice = Essayez la propagation de contraintes ou le solveur rapide pour cette grille.
status-solve-failed = La résolution n’a pas pu se lancer : { $why }.

## Une résolution terminée (Résoudre, dans le Solveur).

status-solve-empty = Rien à résoudre : la grille est vide. Saisissez ou collez d’abord une grille.
status-solve-clashes = Résolution impossible : { $clashes } Modifiez d’abord l’un des chiffres en surbrillance.
status-solve-numbers = { $calls ->
    [one] { $calls } appel
   *[other] { $calls } appels
}, { $guesses ->
    [one] { $guesses } essai
   *[other] { $guesses } essais
}, { $backtracks ->
    [one] { $backtracks } retour arrière
   *[other] { $backtracks } retours arrière
} en { $time }.
status-solved-unique = Grille résolue : la solution est unique.
status-solved-multiple = Grille résolue, mais elle a plusieurs solutions : en voici une.
status-solved-method = { $algorithmLabel }, décompte jusqu’à la première solution.
status-solved-method-checked = { $algorithmLabel }, décompte jusqu’à la première solution. Le solveur rapide a cherché une deuxième solution ({ $calls ->
    [one] { $calls } appel
   *[other] { $calls } appels
}).
status-solved-none = Cette grille n’a pas de solution : ces chiffres de départ ne peuvent pas être complétés.
status-solved-none-method = { $algorithmLabel }.
status-solve-stopped = Arrêt après { $calls ->
    [one] { $calls } appel
   *[other] { $calls } appels
} : { $algorithmName } prend trop de temps pour cette grille ; essayez la propagation de contraintes ou le solveur rapide.
status-solved-wrong = { $count ->
    [one] { $count } de vos saisies n’est pas le chiffre de la solution : elle est marquée.
   *[other] { $count } de vos saisies ne sont pas les chiffres de la solution : elles sont marquées.
}

## La grille et son historique.

status-welcome = Saisissez la grille (cliquez sur une case, tapez 1-9) et appuyez sur Démarrer, ou prenez une Nouvelle grille, ou lisez-en une sur une Photo ou avec la Caméra.
status-board-empty = La grille est vide.
status-givens-entering = { $count ->
    [one] { $count } chiffre de départ
   *[other] { $count } chiffres de départ
} sur la grille. Appuyez sur Démarrer pour jouer, ou sur Résoudre dans le Solveur.
status-givens = { $count ->
    [one] { $count } chiffre de départ
   *[other] { $count } chiffres de départ
} sur la grille.
status-board = { $count ->
    [2] { $a } et { $b } sur la grille.
   *[other] { $a }, { $b } et { $c } sur la grille.
}
status-board-solution = la solution
status-undone = Annulé. { $board }
status-redone = Rétabli. { $board }
status-nothing-to-undo = Rien à annuler.
status-nothing-to-redo = Rien à rétablir.
status-cleared = Grille vidée.
status-edit-took-solution = La modification a retiré la solution de la grille ; Annuler la remet.
status-edit-took-steps = { $count ->
    [1] La modification a retiré l’étape de la grille ; Annuler la remet.
   *[other] La modification a retiré les { $count } étapes de la grille ; Annuler les remet.
}
status-hint-gone = La grille a changé, donc cet indice ne s’applique plus : appuyez sur Indice pour en avoir un nouveau. { $board }
status-other-tab = Un autre onglet de cette page a modifié la grille ; celui-ci affiche la même. { $board }
status-thinking = Recherche de l’étape suivante…
status-explain-failed = Pas d’indice cette fois : { $why }. Rechargez la page pour réessayer.

## Charger une grille : depuis un lien, un collage, une photo, un lot.

status-loaded = Grille chargée { $source ->
    [link] depuis le lien
    [paste] depuis le texte collé
    [photo] depuis la photo
   *[batch] depuis le lot
}, avec { $count ->
    [one] { $count } chiffre de départ
   *[other] { $count } chiffres de départ
}.
status-photo-not-ready = La grille n’a pas encore une solution unique : corrigez ses chiffres sur la grille, puis appuyez sur Démarrer pour jouer.
status-link-failed = La grille du lien n’a pas été chargée : { $why }.
status-paste-failed = Le texte collé n’a pas été chargé : { $why }.
status-link-empty = La grille du lien n’a pas été chargée : elle est vide.
status-paste-empty = Le texte collé n’a pas été chargé : c’est une grille vide, sans aucun chiffre.
status-empty-kept = Collez une grille avec ses chiffres, ou saisissez-en une ; rien n’a changé.
status-link-text = Le texte de la grille du lien, à corriger puis à coller sur la grille : { $text }
status-loaded-progress = Grille chargée avec { $givens ->
    [one] { $givens } chiffre de départ
   *[other] { $givens } chiffres de départ
} et la progression du lien ({ $entries ->
    [one] { $entries } saisie
   *[other] { $entries } saisies
}).
status-progress-failed = Grille du lien chargée avec { $givens ->
    [one] { $givens } chiffre de départ
   *[other] { $givens } chiffres de départ
}, mais pas sa progression : { $why }.
status-lost-on-start = La grille enregistrée lors de votre dernière visite n’a pas pu être lue ({ $why }) et a été abandonnée.

## Pourquoi un texte n’est pas une grille (après « Le texte collé n’a pas
## été chargé : »).

status-parse-char = case { $cell } (caractère { $column }) : « { $character } » inattendu
status-parse-char-line = case { $cell } (ligne { $line }, caractère { $column }) : « { $character } » inattendu
status-parse-count = il faut 81 cases, le texte en a { $found }
status-parse-value = case { $cell } : la valeur { $value } n’est pas entre 0 et 9

## Pourquoi le code de progression d’un lien n’a pas été lu.

status-progress-version = ce n’est pas un code de progression que cette page connaît
status-progress-character = le caractère { $at } ne fait pas partie d’un code de progression
status-progress-length = il est tronqué ou trop long
status-progress-value = la case en ligne { $row }, colonne { $column } contient un chiffre ou une couleur hors limites
status-progress-on-given = il place une saisie sur le chiffre de départ en ligne { $row }, colonne { $column }
status-progress-nothing = il indique que la case en ligne { $row }, colonne { $column } contient quelque chose, mais ne dit pas quoi

## Pourquoi aucune nouvelle grille n’a été créée (après « Aucune nouvelle
## grille difficile n’a pu être créée : »).

status-make-cancelled = création de la grille annulée
status-make-unavailable = aucune grille pour s’entraîner à la technique { $technique } ne peut être créée : aucune des grilles examinées n’en avait besoin pour son étape la plus difficile

## Partager et Copier.

status-share = Lien vers cette grille :
status-share-copied = Lien vers cette grille (copié dans le presse-papiers) :
status-share-progress = Lien vers cette grille et votre progression :
status-share-progress-copied = Lien vers cette grille et votre progression (copié dans le presse-papiers) :
status-share-empty = Rien à partager : la grille est vide.
status-copied = Grille copiée dans le presse-papiers :
status-copied-solution = Grille et solution copiées dans le presse-papiers :
status-copy = Grille (sélectionnez-la et copiez-la) :
status-copy-solution = Grille et solution (sélectionnez-les et copiez-les) :
status-copy-empty = Rien à copier : la grille est vide.

## La grille enregistrée dans le navigateur.

status-restored-empty = La grille est vide ; Annuler ramène les grilles de votre dernière visite.
status-restoring = Restauration de votre grille…
status-restored = Votre grille ({ $count ->
    [one] { $count } chiffre de départ
   *[other] { $count } chiffres de départ
}) et son historique d’annulation ont été restaurés depuis votre dernière visite.
status-restore-failed = La grille enregistrée n’a pas pu être lue ({ $why }) ; nouvelle grille vide.
status-restore-kept = Les données enregistrées restent telles quelles tant que vous ne modifiez rien ici.
status-save-failed = Ce navigateur ne permet pas à la page d’enregistrer (stockage plein ou bloqué) : un rechargement fera perdre la grille.
# The variants module (killer, X, windoku, jigsaw) could not be loaded.
status-variants-unavailable = Les variantes n’ont pas pu être chargées. Vérifiez la connexion et choisissez de nouveau la variante.
