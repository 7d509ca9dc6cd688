## La línea de estado de las variantes (killer, killer X, X, windoku, jigsaw).
## Solo la usa el módulo de variantes: su inglés no va en la primera carga.

variant-status-chosen = { $variant ->
    [killer] Killer: selecciona las celdas de una jaula, escribe su suma en Suma de la jaula y pulsa Intro.
    [killer-x] Killer X: además, cada diagonal tiene los números del 1 al 9 una vez. Selecciona las celdas de una jaula, escribe su suma en Suma de la jaula y pulsa Intro.
    [x] Sudoku X: además, cada diagonal tiene los números del 1 al 9 una vez.
    [windoku] Windoku: además, cada una de las cuatro ventanas sombreadas tiene los números del 1 al 9 una vez.
    [jigsaw] Jigsaw: las líneas gruesas marcan nueve regiones, y cada una tiene los números del 1 al 9 una vez. Para copiar las regiones de un puzle, selecciona las nueve celdas de una región y pulsa Crear región.
   *[classic] Reglas clásicas: filas, columnas y bloques.
}
variant-status-cage-added = Jaula en la fila { $row }, columna { $column } añadida: suma { $sum } en { $cells ->
    [one] una celda
   *[other] { $cells } celdas
}. Selecciona las celdas de la siguiente jaula.
variant-status-no-cells = Selecciona primero las celdas de la jaula y luego escribe su suma.
variant-status-not-killer = Las jaulas son de los sudokus killer: elige primero Killer o Killer X en Variante.
variant-status-too-big = Una jaula tiene como máximo 9 celdas; hay { $size } seleccionadas.
variant-status-impossible-sum = { $size ->
    [one] Un solo número va del { $min } al { $max }, nunca es { $sum }.
    [9] Nueve números distintos suman siempre 45, nunca { $sum }.
   *[other] { $size } números distintos suman entre { $min } y { $max }, nunca { $sum }.
} No se ha cambiado nada.
variant-status-refused = Esa jaula no encaja: { $why }
variant-status-deleted = { $count ->
    [0] Ninguna jaula tiene una celda seleccionada: selecciona una celda de la jaula que quieres quitar.
    [one] Se quitó una jaula.
   *[other] Se quitaron { $count } jaulas.
}
variant-status-failed = { $source ->
    [link] No se pudo leer el sudoku del enlace: { $why }
   *[paste] No se pudo leer ese sudoku: { $why }
}
variant-status-classic-only = Pista, Paso y la dificultad solo conocen el sudoku clásico por ahora. Comprobar, Revelar y Resolver siguen las reglas del { $variant ->
    [killer] killer
    [killer-x] killer X
    [x] sudoku X
    [windoku] windoku
   *[jigsaw] jigsaw
}.
variant-fault-house = { $count ->
    [2] Dos { $digit }
   *[other] { $count } veces el { $digit }
} { $house ->
    [main] en la diagonal de r1c1 a r9c9
    [anti] en la diagonal de r1c9 a r9c1
    [window] en la ventana { $number }
   *[region] en la región { $number }
}.
variant-fault-cage-repeat = Dos { $digit } en la jaula de suma { $sum } en la fila { $row }, columna { $column }.
variant-fault-cage-sum = La jaula de suma { $sum } en la fila { $row }, columna { $column } suma { $total }.
variant-status-loaded = Se cargó un sudoku { $variant ->
    [killer] killer
    [killer-x] killer X
    [x] X
    [windoku] windoku
   *[jigsaw] jigsaw
} { $source ->
    [link] desde el enlace
   *[paste] desde el texto pegado
}: { $cages ->
    [0] ninguna jaula
    [one] una jaula
   *[other] { $cages } jaulas
} y { $givens ->
    [0] ningún número inicial
    [one] un número inicial
   *[other] { $givens } números iniciales
}.

variant-status-region-made = Región { $region } creada.
variant-status-region-last = Las nueve celdas que quedan forman la región { $region }: las nueve regiones están completas.
variant-status-region-broke = Tomó celdas de { $broken ->
    [one] una región, que ya no existe
   *[other] { $broken } regiones, que ya no existen
}: sus demás celdas quedan sin región.
variant-status-regions-complete = Las nueve regiones están completas.
variant-status-regions-left = { $left ->
    [one] Una celda sigue
   *[other] { $left } celdas siguen
} sin región: selecciona las nueve celdas de una región y pulsa Crear región.
variant-status-region-already = Esas nueve celdas ya son la región { $region }.
variant-status-region-not-jigsaw = Las regiones son de los puzles jigsaw: elige primero Jigsaw en Variante.
variant-status-region-no-cells = Selecciona primero las nueve celdas de una región y luego pulsa Crear región.
variant-status-region-size = Una región tiene 9 celdas; { $count ->
    [one] hay una seleccionada
   *[other] hay { $count } seleccionadas
}. No se ha cambiado nada.
variant-status-region-apart = Las celdas de una región se tocan por los lados, pero { $cell } queda separada de las demás celdas seleccionadas. No se ha cambiado nada.
variant-status-region-refused = Esa región no encaja: { $why }
variant-status-regions-unfinished = Las regiones no están terminadas: un jigsaw necesita nueve regiones de nueve celdas unidas, y { $left ->
    [one] una celda sigue
   *[other] { $left } celdas siguen
} sin región. Selecciona las nueve celdas de una región y pulsa Crear región.
variant-status-regions-apart = Las nueve celdas que quedan no están unidas ({ $cell } queda aparte), así que no pueden ser la última región: vuelve a trazar las regiones a su alrededor.
variant-status-regions-loaded = Jigsaw cargado { $source ->
    [link] del enlace
   *[paste] del texto pegado
}, con { $givens ->
    [0] ningún número inicial
    [one] un número inicial
   *[other] { $givens } números iniciales
}; sus regiones aún se están trazando.
variant-status-combinations = La jaula en la fila { $row }, columna { $column } ({ $sum } en { $cells ->
    [one] una celda
   *[other] { $cells } celdas
}): { $count ->
    [0] ningún grupo de números distintos da esa suma.
    [one] una combinación, { $all }.
   *[other] { $count } combinaciones, { $all }.
}
variant-status-combinations-open = Los números del tablero dejan { $count ->
    [one] una
   *[other] { $count }
}: { $open }.
variant-status-combinations-all-open = Los números del tablero las permiten todas.
variant-status-combinations-none-open = Los números del tablero no permiten ninguna: un número de esta jaula o de una celda que ve es incorrecto.
variant-status-combinations-no-cage = Selecciona primero una celda de una jaula y luego pulsa Combinaciones.
variant-combinations-join = {", "}
variant-status-cage-replaced = { $count ->
    [one] Se quitó la jaula en la que estaban sus celdas.
   *[other] Se quitaron las { $count } jaulas en las que estaban sus celdas.
}
variant-status-cage-sum-changed = La jaula en la fila { $row }, columna { $column } suma ahora { $sum } ({ $cells ->
    [one] una celda
   *[other] { $cells } celdas
}).
variant-status-not-a-sum = Escribe la suma de la jaula como número entero del 1 al 45 y pulsa Intro.
variant-status-cage-apart = Las celdas de una jaula se tocan lado con lado, pero { $cell } está separada de las demás. No se ha cambiado nada.
variant-status-board-cages = { $count ->
    [one] Una jaula
   *[other] { $count } jaulas
} en el tablero.
variant-status-restored-cages = Se recuperó tu sudoku ({ $count ->
    [one] una jaula
   *[other] { $count } jaulas
}) y su historial de la última visita.
variant-status-loaded-entries = Tu progreso vino con él ({ $entries ->
    [one] una entrada
   *[other] { $entries } entradas
}).
