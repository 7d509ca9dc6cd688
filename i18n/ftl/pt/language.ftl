## Idioma: o seletor de idioma e as suas mensagens.

language-label = Idioma
language-failed = Não foi possível carregar esse idioma ({ $reason }); a página continua neste.

## O documento e o aviso de atualização

language-document-title = Sudoku: jogue, digite ou fotografe um sudoku e veja a solução
language-document-description = Jogue sudoku com anotações e dicas que ensinam; digite ou fotografe um sudoku do jornal; veja-o resolvido por quatro algoritmos, com suas contagens de chamadas. Offline, no seu navegador.
language-update-ready = Uma nova versão desta página está pronta.
language-update-reload = Recarregar
