## Le panneau Caméra : ce que dit la page pendant que la caméra lit une
## grille sur papier, pourquoi elle s’est arrêtée, et ce qu’elle a lu. Les
## noms des boutons (Relancer, Arrêter la caméra, Photo, Utiliser cette
## grille) apparaissent dans ces phrases : ils restent identiques aux
## messages des boutons ci-dessous.

# Sous la vidéo, tant qu’aucune grille n’est en vue.
camera-advice-no-grid = Pointez la caméra vers la grille : entière dans le cadre, et bien de face.
camera-advice-move-closer = Rapprochez-vous : la grille doit remplir presque tout le cadre.
camera-advice-move-back = Reculez un peu : toute la grille doit être visible, avec une marge.
camera-advice-hold-still = Ne bougez plus…
camera-advice-reading = { $digits ->
    [0] Lecture de la grille…
   *[other] Lecture : { $digits ->
        [one] { $digits } chiffre
       *[other] { $digits } chiffres
    } pour l’instant. Ne bougez plus…
}
camera-advice-waited = { $advice } Toujours pas de lecture : essayez avec plus de lumière, le papier bien à plat, sans ombre ni reflet ; ou appuyez sur Arrêter la caméra et utilisez Photo.

## Pourquoi la caméra ne tourne pas, et que faire.
camera-stop-refused = L’accès à la caméra a été refusé. Autorisez-le pour cette page dans les paramètres du site de votre navigateur et appuyez sur Relancer, ou utilisez Photo pour choisir une image de la grille.
camera-stop-no-camera = Aucune caméra n’a été trouvée sur cet appareil. Utilisez plutôt Photo pour choisir une image de la grille.
camera-stop-unsupported = Ce navigateur ne peut pas prêter sa caméra à la page (il faut une adresse https sécurisée et un navigateur récent). Utilisez plutôt Photo pour choisir une image de la grille.
camera-stop-lost = La caméra s’est arrêtée (débranchée, ou prise par une autre application). Appuyez sur Relancer, ou utilisez Photo.
camera-stop-hidden = La caméra a été libérée quand la page a été masquée. Appuyez sur Relancer pour reprendre la lecture.
camera-stop-no-reader = Le lecteur de chiffres n’a pas pu être chargé. Vérifiez la connexion et appuyez sur Relancer, ou saisissez la grille à la main.
camera-stop-failed = La caméra n’a pas pu démarrer : { $why }. Appuyez sur Relancer, ou utilisez Photo pour choisir une image de la grille.

## Une lecture réussie.
camera-locked = { $givens ->
    [one] { $givens } chiffre lu
   *[other] { $givens } chiffres lus
} : la grille a une seule solution, tracée en bleu sur l’image. Appuyez sur Vérifier les chiffres pour les relire sous la grille, puis sur Utiliser cette grille.
camera-fps = { $fps ->
    [one] { $fps } image lue
   *[other] { $fps } images lues
} par seconde

## Le panneau.
camera-title = Lire la grille avec la caméra
camera-video-label = Ce que voit la caméra
camera-still-hint = Votre grille, avec les cases du prochain indice ombrées
camera-still-solution = Votre grille, avec sa solution tracée en bleu
camera-stop = Arrêter la caméra
camera-check-digits = Vérifier les chiffres
camera-next-hint = Prochain indice seul
camera-read-again = Relire
camera-close = Fermer
camera-start-again = Relancer
camera-photo = Photo

## photo
## L’aperçu de la photo : les chiffres lus sur une photo (ou fixés par la
## caméra), à vérifier et corriger sous la grille avant de les jouer.

photo-section-label = Photo
photo-heading = Grille de votre photo
photo-thumb-alt = Votre photo, { $name }
photo-credit = Le lecteur de chiffres a été entraîné sur des photos de journaux par B. Wicht et J. Hennebert (CC BY 4.0).
photo-use = Utiliser cette grille
# « Annuler » est déjà Undo : ce bouton abandonne l’aperçu.
photo-cancel = Abandonner
photo-grid-label = Les chiffres lus, à vérifier et corriger
photo-cell-label = Ligne { $row }, colonne { $column } : { $digit ->
    [0] vide
   *[other] { $digit }
}{ $mark ->
    [suspect] , case à vérifier
    [doubtful] , lecture douteuse
   *[plain] { "" }
}

## Ce que dit l’aperçu : un titre, puis que faire.
photo-reading = Lecture de la photo…
photo-failed = Aucune grille n’a pu être lue sur cette photo : { $why }.
photo-no-digits = Aucune grille n’a pu être lue sur cette photo : aucun chiffre n’y a été trouvé (pas de grille de sudoku, ou toutes ses cases sont vides).
photo-advice-frame = Réessayez avec toute la grille dans le cadre, bien de face et nette, ou saisissez la grille à la main.
photo-advice-file = Choisissez une photo ou un scan de la grille, ou saisissez la grille à la main.
photo-advice-again = Réessayez, ou saisissez la grille à la main.
photo-malformed = la réponse du lecteur était mal formée
photo-ready = { $givens ->
    [one] { $givens } chiffre lu
   *[other] { $givens } chiffres lus
} : la grille a une seule solution.
photo-ready-advice = { $doubtful ->
    [0] Comparez-les avec la photo, corrigez les erreurs en tapant le bon chiffre, puis appuyez sur Utiliser cette grille.
   *[other] Comparez-les avec la photo ({ $doubtful ->
        [one] { $doubtful } case marquée comme douteuse
       *[other] { $doubtful } cases marquées comme douteuses
    }), corrigez les erreurs en tapant le bon chiffre, puis appuyez sur Utiliser cette grille.
}
photo-empty = Plus aucun chiffre : une grille vide n’est pas un sudoku.
photo-empty-advice = Tapez les chiffres de la grille dans les cases, ou appuyez sur Abandonner.
photo-too-few = { $givens ->
    [one] Seulement { $givens } chiffre lu
   *[other] Seulement { $givens } chiffres lus
} : il en faut au moins 17 pour une grille.
photo-too-few-advice = Essayez une photo plus nette avec toute la grille dans le cadre, ou tapez les chiffres manquants.
photo-too-few-clashes-advice = Certains sont en conflit : { $clashes } Essayez une photo plus nette avec toute la grille dans le cadre, ou tapez les chiffres manquants.
photo-clashes = Des chiffres lus sont en conflit : { $clashes }
photo-clashes-advice = Lecture probablement fausse : { $cells }. Corrigez en tapant le bon chiffre.
photo-no-solution = La grille lue n’a pas de solution : un chiffre a sans doute été mal lu.
photo-several = La grille lue a plusieurs solutions : un chiffre a sans doute été oublié ou mal lu.
photo-suspects-advice = Vérifiez d’abord { $cells } (voir les marques), puis corrigez en tapant le bon chiffre.
photo-compare-advice = Comparez chaque case avec la photo et corrigez en tapant le bon chiffre.
photo-cell = ligne { $row }, colonne { $column }
photo-cells = { $more ->
    [0] { $count ->
        [1] { $first }
        [2] { $first } et { $second }
        [3] { $first } ; { $second } et { $third }
       *[4] { $first } ; { $second } ; { $third } et { $fourth }
    }
   *[other] { $first } ; { $second } ; { $third } ; { $fourth } et { $more ->
        [one] { $more } autre
       *[other] { $more } autres
    }
}

camera-not-loaded = La lecture par la caméra n’a pas pu être chargée. Vérifiez la connexion et appuyez de nouveau sur Caméra, ou utilisez Photo.
