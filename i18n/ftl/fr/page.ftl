## page
## Les commandes et panneaux de la page : noms, étiquettes (`.aria-label`,
## lues par les lecteurs d’écran), infobulles (`.title`), titres et aide.

## La barre du haut

page-title = Sudoku
page-tagline = Jouez, saisissez ou photographiez une grille ; puis voyez comment elle se résout.
page-views = Vues
page-view-play = Jouer
page-view-lab = Solveur
page-more = Plus

## La colonne latérale

page-timer = Temps de jeu
page-play-panel = Jouer : pavé numérique, choix du mode, Annuler, Rétablir, Indice, Démarrer, Vérifier, Révéler, Remplir les notes et repères
page-lab-panel = Solveur : Algorithme et Résoudre, Étape, Candidats, Comparer et Résoudre en lot
# Arrête la création d’une grille ou une résolution en cours
# (« Annuler » est déjà Undo).
page-cancel = Arrêter

## La grille

page-board = Grille de sudoku, 9 sur 9
page-board-row = Ligne { $row }

## Le pavé numérique et le choix du mode

page-numpad = Pavé numérique
page-numpad-erase = Effacer
page-numpad-enter = Saisir { $digit }
page-numpad-colour = Couleur { $digit }
page-modes = Mode de saisie
page-mode-digit = Chiffre
page-mode-corner = Coin
page-mode-centre = Centre
page-mode-colour = Couleur

## Les outils de jeu (sous le pavé)

page-tools = Outils de jeu
page-tool-undo = Annuler
    .title = Annuler (Ctrl+Z)
page-tool-redo = Rétablir
    .title = Rétablir (Ctrl+Y)
page-tool-hint = Indice
    .title = Indice (H)
page-tool-check = Vérifier
    .title = Vérifier (K)
page-tool-more = Plus d’outils
    .title = Révéler, Remplir les notes et repères pour un essai
page-tool-more-row = Révéler, Remplir les notes et repères
page-tool-reveal = Révéler
    .title = Remplir les cases sélectionnées avec les chiffres de la solution
page-tool-fill-marks = Remplir les notes
    .title = Chaque candidat en note centrale dans chaque case vide
page-tool-checkpoint = Repère
    .title = Mémoriser la grille telle quelle, avant un essai
page-tool-back-to-checkpoint = Retour au repère
    .title = Revenir au dernier repère (réversible avec Annuler)
page-tool-undo-to-mistake = Annuler jusqu’à l’erreur
    .title = Revenir juste avant votre première saisie erronée (réversible avec Annuler)
page-tool-start = Démarrer
    .title = Figer les chiffres de départ et lancer le chrono
page-variant = Variante
page-variant-name = { $variant ->
    [killer] Killer
    [killer-x] Killer X
    [x] Sudoku X
    [windoku] Windoku
    [jigsaw] Jigsaw
   *[classic] Classique
}

## Choisir une grille (sous la colonne latérale)

page-new-title = Choisir une grille
page-new-level = Niveau
page-new-puzzle = Nouvelle grille
page-new-today = Grille du jour
    .title = La grille du jour au niveau choisi : la même pour tous aujourd’hui
page-new-photo = Photo
    .title = Lire une grille sur une photo (ou coller ou déposer une image sur la grille)
page-new-camera = Caméra
    .title = Lire une grille avec la caméra, en direct : tenez-la au-dessus du papier
page-new-skip = Aller à la technique
    .title =
        Jouer les étapes { $technique ->
            [full-house] jusqu’à la première « dernière case libre »
            [pointing] jusqu’aux premiers { $techniqueName }
            [direct-pointing] jusqu’aux premiers { $techniqueName }
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
        }

## Le Solveur : Résoudre

page-solve-title = Résoudre
page-solve-help = Tourne en arrière-plan et compte chaque appel récursif ; le message d’état affiche les décomptes et la durée.
page-solve-algorithm = Algorithme
page-solve = Résoudre

## Le Solveur : Expliquer la résolution

page-explain-title = Expliquer la résolution
page-explain-help = Étape remplit une case ou retire des candidats en nommant la technique ; Indice (vue Jouer) montre la même étape en trois temps.
page-explain = Expliquer
page-explain-step = Étape
page-explain-candidates = Candidats
page-steps-title = Étapes jouées
page-steps-empty = Aucune pour l’instant. Indice montre l’étape suivante ; Étape l’applique.

## Le Solveur : Comparer les algorithmes

page-compare-title = Comparer les algorithmes
page-compare = Comparer
page-compare-stop = Arrêter
page-compare-help = Lance les quatre sur cette grille, jusqu’à la première solution, en arrière-plan.
page-compare-batch = Résoudre en lot…
page-compare-batch-help = Tout un fichier de grilles, avec le temps de chacune.
page-compare-table = Tableau comparatif
page-compare-caption = Travail de chaque algorithme
page-compare-algorithm = Algorithme
page-compare-calls = Appels
page-compare-guesses = Essais
page-compare-backtracks = Retours arrière
page-compare-time = Temps
page-compare-row =
    { $algorithm ->
        [naive] naïf
        [candidates] candidats
        [propagation] propagation
        [fast] rapide
       *[other] { $algorithm }
    }

## Le panneau Plus

page-more-panel = Plus : Partager, Partager la partie, Copier, Modifier la grille, Vider, statistiques, entraînement à une technique, réglages et touches
page-more-title = Plus
page-more-close = Fermer
page-more-puzzle = Cette grille
page-more-share = Partager
page-more-share-progress = Partager la partie
page-more-copy = Copier
    .title = Copier la grille (et la solution) en lignes de 81 caractères
page-more-edit = Modifier la grille
page-more-clear = Vider
    .title = Vider la grille (réversible avec Annuler)
page-practise-title = S’entraîner à une technique
page-practise-technique = Technique
    .title = Technique à travailler
page-practise = S’entraîner
    .title = Une grille dont l’étape la plus difficile utilise la technique choisie
page-settings = Réglages
page-setting-tidy-marks = Un chiffre placé disparaît des notes des cases qu’il voit
page-setting-show-peers = Ombrer les cases que voit la case sélectionnée

## Le panneau Plus : les touches
## Touches telles qu’imprimées sur un clavier français ; les lettres
## (Z, X, C, V, H, K) et les chiffres restent.

page-keys = Touches
page-key-digit = saisir un chiffre
    .keys = 1-9
page-key-erase = effacer
    .keys = Retour arrière, Suppr, 0, . ou Espace
page-key-move = se déplacer (Ctrl+Début, Ctrl+Fin : première et dernière case)
    .keys = Flèches, Début, Fin
page-key-corner = note de coin
    .keys = Maj+chiffre
page-key-centre = note centrale
    .keys = Ctrl+chiffre
page-key-modes = mode chiffre, coin, centre, couleur
    .keys = Z X C V
page-key-hint = indice / vérifier
    .keys = H / K
page-key-undo = annuler / rétablir
    .keys = Ctrl+Z / Ctrl+Y
page-key-select = sélectionner plusieurs cases
    .keys = Maj+clic, Ctrl+clic, glisser
page-key-select-all = tout sélectionner / désélectionner
    .keys = Ctrl+A / Échap
page-more-note = Collez sur la grille un sudoku (81 caractères ou une disposition 9x9) ou une image, ou déposez une photo sur la page.

## Statistiques (dans le panneau Plus)

page-stats = Statistiques
page-stats-caption = Grilles terminées à la main, par niveau
page-stats-level = Niveau
page-stats-finished = Termi{"\u00AD"}nées
page-stats-best = Meilleur
page-stats-median = Médiane
page-stats-variants = Variantes (sans niveau)
page-stats-export = Exporter
    .title = Enregistrer vos statistiques dans un fichier JSON
page-stats-import = Importer
    .title = Ajouter les statistiques d’un fichier exporté sur un autre appareil
