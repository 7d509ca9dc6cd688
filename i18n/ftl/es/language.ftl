## Idioma: el selector de idioma y sus mensajes.

language-label = Idioma
language-failed = No se pudo cargar ese idioma ({ $reason }); la página sigue en este.

## El documento y el aviso de actualización

language-document-title = Sudoku: juega, escribe o fotografía un sudoku y míralo resuelto
language-document-description = Juega al sudoku con anotaciones y pistas que enseñan; escribe o fotografía un sudoku del periódico; míralo resuelto por cuatro algoritmos, con sus números de llamadas. Sin conexión, en tu navegador.
language-update-ready = Ya está lista una nueva versión de esta página.
language-update-reload = Recargar
