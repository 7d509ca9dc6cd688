## Langue : la liste des langues et ses messages.

language-label = Langue
language-failed = Impossible de charger cette langue ({ $reason }) ; la page reste dans la langue actuelle.

## Le document et l’avis de mise à jour

language-document-title = Sudoku : jouez, saisissez ou photographiez une grille, voyez-la résolue
language-document-description = Jouez au sudoku avec des notes et des indices qui expliquent ; saisissez ou photographiez une grille du journal ; voyez-la résolue par quatre algorithmes, avec leurs nombres d’appels. Hors ligne, dans votre navigateur.
language-update-ready = Une nouvelle version de cette page est prête.
language-update-reload = Recharger
