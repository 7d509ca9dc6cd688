## La línea de estado de las variantes (killer, killer X, X, windoku, jigsaw).
## Solo la usa el módulo de variantes: su inglés no va en la primera carga.

variant-status-chosen = { $variant ->
    [killer] Killer: selecciona las celdas de una jaula, escribe su suma en Suma de la jaula y pulsa Intro.
    [killer-x] Killer X: además, cada diagonal tiene los números del 1 al 9 una vez. Selecciona las celdas de una jaula, escribe su suma en Suma de la jaula y pulsa Intro.
    [x] Sudoku X: además, cada diagonal tiene los números del 1 al 9 una vez.
    [windoku] Windoku: además, cada una de las cuatro ventanas sombreadas tiene los números del 1 al 9 una vez.
    [jigsaw] Jigsaw: las líneas gruesas marcan nueve regiones, y cada una tiene los números del 1 al 9 una vez.
   *[classic] Reglas clásicas: filas, columnas y bloques.
}
variant-status-cage-added = Jaula { $cage } añadida: suma { $sum } en { $cells ->
    [one] una celda
   *[other] { $cells } celdas
}. Selecciona las celdas de la siguiente jaula.
variant-status-no-cells = Selecciona primero las celdas de la jaula y luego escribe su suma.
variant-status-not-killer = Las jaulas son de los sudokus killer: elige primero Killer o Killer X en Variante.
variant-status-too-big = Una jaula tiene como máximo 9 celdas; hay { $size } seleccionadas.
variant-status-impossible-sum = { $size ->
    [one] Un solo número va del { $min } al { $max }, nunca es { $sum }.
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
variant-fault-cage-repeat = Dos { $digit } en la jaula { $cage } (suma { $sum }).
variant-fault-cage-sum = La jaula { $cage } suma { $total }, pero su suma es { $sum }.
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
