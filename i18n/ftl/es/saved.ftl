## saved

saved-board = { $board ->
    [undo] entrada { $count } de Deshacer
    [redo] entrada { $count } de Rehacer
    [checkpoint] punto de control
   *[board] tablero
}
saved-board-why = { $what }: { $reason ->
    [steps] más pasos de los que puede tener un tablero
    [history] demasiados pasos en el historial
    [step] el paso { $count } de { $max } no se puede volver a dar
    [given] un número escrito sobre un número inicial
    [both] una solución y también pasos
    [solution] la solución no encaja con el sudoku
    [marks] notas que no son de 81 casillas
    [mark] una nota «{ $char }» no es una cifra del 1 al 9
    [colours] colores que no son de 81 casillas
    [colour] un color «{ $char }» no está entre 0 y 9
    [variant] una variante, que este módulo no sabe leer
    [line] no es una línea de 81 caracteres
   *[other] { $detail }
}
saved-why = { $reason ->
    [mode] modo de entrada desconocido «{ $detail }»
    [algorithm] algoritmo desconocido «{ $detail }» (se esperaba naive, candidates, propagation o fast)
    [wrong] una marca de error en la casilla { $count }, fuera de 0-80
    [stats] sus estadísticas: { $detail }
    [daily] su sudoku del día: { $detail }
    [day] su sudoku del día no es un día y un sudoku
    [char] no son datos de esta página (tienen el carácter «{ $char }»)
    [empty] están vacíos
    [unversioned] no tienen número de versión
    [version] tienen la versión { $count }, esta página lee la versión { $max }
    [json-version] tienen la versión { $count } escrita como JSON, que ninguna página escribe
    [json] no es JSON válido
    [end] están mal formados: hay más datos tras su final
    [malformed] están mal formados: { $detail }
    [older] los guardó una página anterior, y { $detail }
    [replay] sus pasos no se pudieron volver a dar: { $detail }
   *[other] { $detail }
}
