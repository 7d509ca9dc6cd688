## Langue : la liste des langues et ses messages.

language-label = Langue
language-failed = Impossible de charger cette langue ({ $reason }) ; la page reste dans la langue actuelle.

## Le document et l’avis de mise à jour

language-document-title = Sudoku : jouez, saisissez ou photographiez une grille, voyez-la résolue
language-update-ready = Une nouvelle version de cette page est prête.
language-update-reload = Recharger
