## El panel Resolver en lote: un archivo entero de sudokus resuelto en
## segundo plano, su resumen, un histograma de los tiempos y una tabla de
## los sudokus. Los archivos CSV y JSON descargados son datos y no se
## traducen.

batch-title = Resolver en lote
batch-close-label = Cerrar Resolver en lote
batch-close-tooltip = Cerrar (Esc)
batch-close = Cerrar
batch-help = Resuelve en segundo plano un archivo entero de sudokus, uno por línea (81 caracteres, . o 0 para una celda vacía): los veredictos, el tiempo de cada sudoku y las llamadas de la búsqueda. Las líneas que no son sudokus se listan y se omiten.
batch-set = Colección incluida
batch-choose-set = Elige una colección…
batch-set-top95 = top95: { $puzzles } sudokus difíciles (Norvig)
batch-set-msk = msk_009: { $puzzles } sudokus de todos los niveles
batch-set-top1465 = top1465: { $puzzles } sudokus difíciles (magictour)
batch-set-hardest = forum hardest: { $puzzles } de los más difíciles conocidos
batch-own-file = Tu archivo: { $name }
batch-open-file = Abrir un archivo…
batch-algorithm = Algoritmo
batch-first = Solo la primera solución
batch-budget = Límite de llamadas por sudoku
batch-budget-none = sin límite
batch-cancel = Cancelar
batch-run = Resolver todos
batch-progress-label = Progreso del lote
batch-progress = Resueltos { $done } de { $total ->
    [one] { $total } sudoku
   *[other] { $total } sudokus
}.

## Por qué no se aceptó el límite de llamadas escrito. $typed: el texto
## escrito (acortado). El campo acepta cifras agrupadas con comas,
## espacios, apóstrofos o guiones bajos, o 1e6, nunca con puntos: por eso
## el ejemplo va con espacios (sin salto de línea).

batch-budget-not-a-number = El límite de llamadas “{ $typed }” no es un número entero de llamadas: escribe uno como 1 000 000, o déjalo vacío para no poner límite.
batch-budget-zero = Un límite de 0 llamadas detendría cada sudoku antes de empezar: escribe 1 o más, o déjalo vacío para no poner límite.
batch-budget-too-big = El límite de llamadas “{ $typed }” es más de lo que el solucionador puede contar: déjalo vacío para no poner límite.

## Lo que dice ahora el panel. $name: el nombre de un archivo.

batch-opening = Abriendo { $name }…
batch-open-failed = No se pudo abrir { $name }: { $why }.
batch-opened = { $name }: { $puzzles ->
    [one] { $puzzles } sudoku
   *[other] { $puzzles } sudokus
}.
batch-opened-bad = { $name }: { $puzzles ->
    [one] { $puzzles } sudoku
   *[other] { $puzzles } sudokus
}, { $bad ->
    [one] { $bad } línea que no es un sudoku (listada abajo, se omite)
   *[other] { $bad } líneas que no son sudokus (listadas abajo, se omiten)
}.
batch-finished = Terminado: { $tally }.
batch-bad-budget = No se empezó: corrige primero el límite de llamadas.
batch-cancelled = Cancelado tras { $done } de { $total ->
    [one] { $total } sudoku
   *[other] { $total } sudokus
}: la tabla muestra los resultados hasta ahí.
batch-failed = La ejecución se detuvo: { $why }.

## Por qué no se pudo abrir un archivo o hacer una descarga: el final de
## batch-open-failed ("No se pudo abrir mio.txt: está vacío."), así que en
## minúscula y sin punto final.

batch-file-empty = está vacío
batch-file-not-text = no es un archivo de texto
batch-file-not-text-short = no es texto
batch-file-too-big = ocupa { $size } MB, más de los { $most } MB que admite un lote
file-browser-refused = el navegador se negó
batch-network-failed = falló la red o la copia sin conexión
batch-server-answered = el servidor respondió { $status }
batch-no-window = no hay ventana
file-no-document = no hay documento
file-no-link = no hay elemento de enlace
batch-unreadable-request = petición de lote ilegible: { $why }
batch-unreadable-results = resultados de lote ilegibles: { $why }

## Las líneas del archivo que no son sudokus.

batch-bad-line = Línea { $line }: { $why }
batch-bad-lines = { $lines ->
    [one] { $lines } línea que no es un sudoku
   *[other] { $lines } líneas que no son sudokus
}

## Los resultados.

batch-verdict-unique = solución única
batch-verdict-multiple = varias soluciones
batch-verdict-solved = resuelto
batch-verdict-none = sin solución
batch-verdict-aborted = límite superado
batch-verdict-cancelled = cancelado
batch-count-unique = { $count } con solución única
batch-count-multiple = { $count } con varias soluciones
batch-count-solved = { $count ->
    [one] { $count } resuelto
   *[other] { $count } resueltos
}
batch-count-none = { $count } sin solución
batch-count-aborted = { $count ->
    [one] { $count } superó el límite
   *[other] { $count } superaron el límite
}
batch-count-cancelled = { $count ->
    [one] { $count } cancelado
   *[other] { $count } cancelados
}
batch-list-separator = {", "}
batch-verdicts-none = ninguno resuelto aún
batch-tally = { $puzzles ->
    [one] { $puzzles } sudoku
   *[other] { $puzzles } sudokus
}: { $verdicts }
batch-tally-line = { $tally }.
batch-times = Mediana { $median }, media { $mean } por sudoku, { $total } en total; { $calls ->
    [one] { $calls } llamada
   *[other] { $calls } llamadas
} (mediana { $medianCalls }).
batch-time-us = { $time } µs
batch-time-ms = { $time } ms
batch-time-s = { $time } s
batch-results-title = Resultados: { $algorithm }, { $mode ->
    [first] primera solución
   *[count] contando hasta dos soluciones
}
batch-results-title-budget = Resultados: { $algorithm }, { $mode ->
    [first] primera solución
   *[count] contando hasta dos soluciones
}, límite de { $budget ->
    [one] { $budget } llamada
   *[other] { $budget } llamadas
}
batch-download-csv = Descargar CSV
batch-download-json = Descargar JSON
batch-histogram = Tiempo por sudoku
batch-histogram-range = { $from } a { $to }
batch-show = Mostrar
batch-order-file = en el orden del archivo
batch-order-slowest = los más lentos primero
batch-previous = Anterior
batch-next = Siguiente
batch-page = Página { $page } de { $pages }
batch-page-puzzles = Sudokus { $first } a { $last }
batch-scroll-hint = La tabla es más ancha que la pantalla: desplázala de lado (desliza el dedo, o usa las flechas cuando tenga el foco) para ver el tiempo, las llamadas y Abrir.
batch-table-label = Tabla de resultados del lote
batch-column-line = Línea
batch-column-puzzle = Sudoku
batch-column-verdict = Veredicto
batch-column-time = Tiempo
batch-column-calls = Llamadas
batch-column-board = Tablero
batch-open = Abrir
batch-open-label = Abrir la línea { $line } en el tablero

## Por qué falló un proceso en segundo plano (los ayudantes de la página
## que resuelven, puntúan y leen): estos motivos terminan frases de la
## página, así que empiezan en minúscula y no llevan punto final.

worker-failed = { $worker ->
    [solver] el proceso de resolución
    [puzzle-make] el proceso de sudokus, que califica y crea sudokus,
    [puzzle-hint] el proceso de sudokus, que busca las pistas,
    [puzzle-import] el proceso de sudokus, que lee los archivos de estadísticas,
    [puzzle-batch] el proceso de sudokus, que resuelve el lote,
   *[reader] el proceso lector, que lee las fotos,
} { $how ->
    [not-loaded] no se pudo cargar
    [stopped] se detuvo con un error
   *[unreadable] envió una respuesta ilegible
} ({ $why })
worker-script-not-fetched = no se pudo descargar su script
worker-file-gone = el archivo ya no está disponible; elígelo de nuevo
worker-file-too-large = ocupa { $megabytes } MB, mucho más que un archivo de estadísticas
worker-file-unreadable = no se pudo leer ({ $why })
worker-unknown-error = error desconocido
worker-read-decode = el archivo no se pudo leer como imagen: { $why }
worker-read-too-large = la imagen es demasiado grande ({ $width }x{ $height } píxeles; como máximo 40 megapíxeles)
worker-read-empty = la imagen está vacía
worker-read-bad-buffer = los datos de píxeles no coinciden con el tamaño de la imagen ({ $got ->
    [one] { $got } byte
   *[other] { $got } bytes
} en lugar de { $expected })
worker-read-no-grid = no se encontró ninguna cuadrícula de sudoku en la imagen
worker-read-file-empty = el archivo está vacío
worker-read-not-a-picture = el archivo no es una imagen que este navegador pueda abrir
worker-read-only-photos = el proceso lector solo lee fotos

batch-not-loaded = No se pudo cargar el panel Resolver en lote. Revisa la conexión y vuelve a pulsar Resolver en lote.
