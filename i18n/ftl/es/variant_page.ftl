## Introducir un killer (solo en el módulo de variantes): las herramientas
## de jaulas y lo que una celda dice de su jaula.

variant-cage-tools = Jaulas
variant-cage-sum = Suma de la jaula
    .title = Selecciona las celdas de la jaula, escribe su suma y pulsa Intro
variant-cage-sum-invalid = Escribe una suma del 1 al 45.
variant-cage-delete = Borrar jaula
    .title = Quita las jaulas de las celdas seleccionadas
variant-cell-cage = , jaula de { $sum }, { $count ->
    [one] { $count } celda
   *[other] { $count } celdas
}

variant-region-tools = Regiones
variant-region-make = Crear región
    .title = Convertir las nueve celdas seleccionadas en una región
variant-cell-region = , región { $region }
variant-cell-no-region = , aún sin región
variant-playing = { $variant ->
    [killer] Sudoku Killer
    [killer-x] Sudoku Killer X
    [x] Sudoku X
    [windoku] Windoku
    [jigsaw] Sudoku Jigsaw
   *[classic] Sudoku clásico
}
variant-tool-combinations = Combinaciones
    .title = Muestra las combinaciones de números que dan la suma de la jaula de la celda seleccionada
