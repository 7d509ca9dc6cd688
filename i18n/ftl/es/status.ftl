## status
## La línea de estado bajo el tablero: lo que dice la página de lo que
## acaba de pasar. $algorithm es la clave de un algoritmo (naive,
## candidates, propagation, fast) para elegir por ella; $algorithmName y
## $algorithmLabel, su nombre de names.ftl (algorithm-phrase-* dentro de
## una frase, algorithm-* como etiqueta).

## Una resolución en curso. La cuenta y el tiempo cambian muchas veces por
## segundo: la página los oculta a los lectores de pantalla buscando
## status-solving-count y status-solving-time en las líneas, así que cada
## uno debe quedar entero donde está.

status-solving-count = : { $calls ->
    [one] { $calls } llamada
   *[other] { $calls } llamadas
} hasta ahora.
status-solving = Resolviendo con { $algorithm ->
   *[other] { $algorithmName }
}{ $count }
status-solving-time = Tiempo transcurrido: { $time }.
status-solving-stop = Pulsa Cancelar (en Lab) o Esc para detener la resolución; puedes seguir editando el tablero.
status-interrupted = El tablero cambió, así que la resolución con { $algorithm ->
   *[other] { $algorithmName }
} se detuvo tras { $calls ->
    [one] { $calls } llamada
   *[other] { $calls } llamadas
} ({ $time }).
# El nombre empieza la frase tras los dos puntos: con su artículo.
status-cancelled = Resolución cancelada tras { $calls ->
    [one] { $calls } llamada
   *[other] { $calls } llamadas
} ({ $time }): { $algorithm ->
    [naive] el { $algorithmName }
    [candidates] el { $algorithmName }
    [propagation] la { $algorithmName }
   *[other] { $algorithmName }
} no había terminado.
status-cancelled-advice = Prueba la propagación de restricciones o el solucionador rápido con este sudoku.
status-solve-failed = La resolución no pudo ejecutarse: { $why }.

## Una resolución terminada (Resolver, en Lab).

status-solve-empty = Nada que resolver: el tablero está vacío. Escribe o pega un sudoku primero.
status-solve-clashes = No se puede resolver: { $clashes } Cambia primero uno de los números resaltados.
status-solve-numbers = { $calls ->
    [one] { $calls } llamada
   *[other] { $calls } llamadas
}, { $guesses ->
    [one] { $guesses } suposición
   *[other] { $guesses } suposiciones
}, { $backtracks ->
    [one] { $backtracks } retroceso
   *[other] { $backtracks } retrocesos
} en { $time }.
status-solved-unique = Resuelto: la solución es única.
status-solved-multiple = Resuelto, pero el sudoku tiene varias soluciones: esta es una de ellas.
status-solved-method = { $algorithm ->
   *[other] { $algorithmLabel }
}: recuento hasta la primera solución.
status-solved-method-checked = { $algorithm ->
   *[other] { $algorithmLabel }
}: recuento hasta la primera solución. El solucionador rápido buscó una segunda solución ({ $calls ->
    [one] { $calls } llamada
   *[other] { $calls } llamadas
}).
status-solved-none = Este sudoku no tiene solución: estos números iniciales no se pueden completar.
status-solved-none-method = { $algorithm ->
   *[other] { $algorithmLabel }
}.
status-solve-stopped = Se detuvo tras { $calls ->
    [one] { $calls } llamada
   *[other] { $calls } llamadas
}: { $algorithm ->
    [naive] el { $algorithmName }
    [candidates] el { $algorithmName }
    [propagation] la { $algorithmName }
   *[other] { $algorithmName }
} tarda demasiado con este sudoku; prueba la propagación de restricciones o el solucionador rápido.
status-solved-wrong = { $count ->
    [one] { $count } de tus números no es el de la solución: está marcado.
   *[other] { $count } de tus números no son los de la solución: están marcados.
}

## El tablero y su historial.

status-welcome = Escribe el sudoku (haz clic en una celda y teclea 1-9) y pulsa Empezar, o elige Nuevo sudoku, o léelo de una Foto o con la Cámara.
status-board-empty = El tablero está vacío.
status-givens-entering = { $count ->
    [one] { $count } número inicial
   *[other] { $count } números iniciales
} en el tablero. Pulsa Empezar para jugarlo, o Resolver en Lab.
status-givens = { $count ->
    [one] { $count } número inicial
   *[other] { $count } números iniciales
} en el tablero.
status-board = { $count ->
    [2] { $a } y { $b } en el tablero.
   *[other] { $a }, { $b } y { $c } en el tablero.
}
status-board-solution = la solución
status-undone = Deshecho. { $board }
status-redone = Rehecho. { $board }
status-nothing-to-undo = Nada que deshacer.
status-nothing-to-redo = Nada que rehacer.
status-cleared = Tablero vaciado.
status-edit-took-solution = La edición quitó la solución del tablero; Deshacer la recupera.
status-edit-took-steps = { $count ->
    [1] La edición quitó el paso del tablero; Deshacer lo recupera.
   *[other] La edición quitó los { $count } pasos del tablero; Deshacer los recupera.
}
status-hint-gone = El tablero cambió y esa pista ya no vale: pulsa Pista para pedir otra. { $board }
status-other-tab = Otra pestaña de esta página cambió el tablero; esta muestra lo mismo. { $board }
status-thinking = Buscando el siguiente paso…
status-explain-failed = Esta vez no hay pista: { $why }. Recarga la página para volver a intentarlo.

## Cargar un sudoku: de un enlace, de un texto pegado, de una foto, de un lote.

status-loaded = Se cargó un sudoku con { $count ->
    [one] { $count } número inicial
   *[other] { $count } números iniciales
} { $source ->
    [link] desde el enlace
    [paste] desde el texto pegado
    [photo] desde la foto
   *[batch] desde el lote
}.
status-photo-not-ready = Aún no tiene exactamente una solución: corrige sus números en el tablero y pulsa Empezar para jugar.
status-link-failed = No se cargó el sudoku del enlace: { $why }.
status-paste-failed = No se cargó el texto pegado: { $why }.
status-link-empty = No se cargó el sudoku del enlace: su cuadrícula está vacía.
status-paste-empty = No se cargó el texto pegado: es una cuadrícula vacía, sin números.
status-empty-kept = Pega un sudoku con sus números o escríbelo; el tablero sigue como estaba.
status-link-text = El sudoku del enlace, para corregirlo y pegarlo en el tablero: { $text }
status-loaded-progress = Se cargó un sudoku con { $givens ->
    [one] { $givens } número inicial
   *[other] { $givens } números iniciales
} y el progreso del enlace ({ $entries ->
    [one] { $entries } número escrito
   *[other] { $entries } números escritos
}).
status-progress-failed = Se cargó el sudoku del enlace con { $givens ->
    [one] { $givens } número inicial
   *[other] { $givens } números iniciales
}, pero no su progreso: { $why }.
status-lost-on-start = El sudoku guardado en tu última visita no se pudo leer ({ $why }) y se descartó.

## Por qué un texto no es un sudoku (tras «No se cargó el texto pegado: »).

status-parse-char = celda { $cell } (carácter { $column }): «{ $character }» inesperado
status-parse-char-line = celda { $cell } (línea { $line }, carácter { $column }): «{ $character }» inesperado
status-parse-count = se esperaban 81 celdas y hay { $found }
status-parse-value = celda { $cell }: el valor { $value } no está entre 0 y 9

## Por qué no se leyó el código de progreso de un enlace.

status-progress-version = no es un código de progreso que esta página conozca
status-progress-character = el carácter { $at } no forma parte de un código de progreso
status-progress-length = está cortado o es demasiado largo
status-progress-value = la celda de la fila { $row }, columna { $column } tiene un número o un color fuera de rango
status-progress-on-given = pone un número sobre el número inicial de la fila { $row }, columna { $column }
status-progress-nothing = dice que la celda de la fila { $row }, columna { $column } tiene algo, pero no indica qué

## Por qué no se creó un sudoku nuevo (tras «No se pudo crear un nuevo sudoku difícil: »).

status-make-cancelled = se canceló la creación
status-make-unavailable = no se puede crear ningún sudoku para practicar { $technique }: ninguno de los sudokus probados necesitaba esa técnica como paso más difícil

## Compartir y Copiar.

status-share = Enlace a este sudoku:
status-share-copied = Enlace a este sudoku (copiado al portapapeles):
status-share-progress = Enlace a este sudoku y a tu progreso:
status-share-progress-copied = Enlace a este sudoku y a tu progreso (copiado al portapapeles):
status-share-empty = Nada que compartir: el tablero está vacío.
status-copied = Sudoku copiado al portapapeles:
status-copied-solution = Sudoku y solución copiados al portapapeles:
status-copy = Sudoku (selecciónalo y cópialo):
status-copy-solution = Sudoku y solución (selecciónalos y cópialos):
status-copy-empty = Nada que copiar: el tablero está vacío.

## El tablero guardado en el navegador.

status-restored-empty = El tablero está vacío; Deshacer recupera los tableros de tu última visita.
status-restoring = Restaurando tu tablero…
status-restored = Se restauró tu sudoku ({ $count ->
    [one] { $count } número inicial
   *[other] { $count } números iniciales
}) y su historial de Deshacer de tu última visita.
status-restore-failed = No se pudo leer el sudoku guardado ({ $why }); se empezó con una cuadrícula vacía.
status-restore-kept = Los datos guardados se quedan como están hasta que cambies algo aquí.
status-save-failed = Este navegador no deja que la página guarde datos (almacenamiento lleno o bloqueado): si recargas, perderás el tablero.
# The variants module (killer, X, windoku, jigsaw) could not be loaded.
status-variants-unavailable = No se pudieron cargar las variantes. Comprueba la conexión y vuelve a elegir la variante.
