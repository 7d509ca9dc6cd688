## play
## Jugar un sudoku (Empezar, Comprobar, Revelar, puntos de control),
## Comparar, las estadísticas, los nombres de las celdas para lectores de
## pantalla, los conflictos y los formatos de números.

## Números con su nombre, para listas ("Usaste 2 comprobaciones,
## 1 revelación y 3 pistas."): $count es el número.

number-givens = { $count ->
    [one] { $count } número inicial
   *[other] { $count } números iniciales
}
number-entries = { $count ->
    [one] { $count } número escrito
   *[other] { $count } números escritos
}
number-steps = { $count ->
    [one] { $count } paso
   *[other] { $count } pasos
}
number-checks = { $count ->
    [one] { $count } comprobación
   *[other] { $count } comprobaciones
}
number-reveals = { $count ->
    [one] { $count } revelación
   *[other] { $count } revelaciones
}
number-hints = { $count ->
    [one] { $count } pista
   *[other] { $count } pistas
}

## Duraciones y fechas.

number-duration-under = menos de { $ms } ms
number-duration-ms = { $ms } ms
number-duration-s = { $s } s
number-date = { $day } { $month ->
    [1] ene
    [2] feb
    [3] mar
    [4] abr
    [5] may
    [6] jun
    [7] jul
    [8] ago
    [9] sept
    [10] oct
    [11] nov
   *[12] dic
} { $year }

## Conflictos: el mismo número dos o más veces en una fila, columna o bloque.
## Cada uno es una frase; varios van uno tras otro.

clash-found = { $count ->
    [2] Dos { $digit }
    [3] Tres { $digit }
    [4] Cuatro { $digit }
   *[other] { $count } veces el { $digit }
} en { $unit ->
    [row] la fila
    [column] la columna
   *[box] el bloque
} { $number }.
clash-more = Y { $count } más.

## Las celdas, como las nombran los lectores de pantalla: "Fila 3, columna 7,
## 5, escrito, incorrecto, color 4".

cell-label = Fila { $row }, columna { $column }, { $digit ->
    [0] vacía
   *[other] { $digit }
}
cell-candidates = , { $count ->
    [0] sin candidatos
   *[other] candidatos { $candidates }
}
cell-entered = , escrito
cell-solved = , resuelto
cell-step = , de un paso
cell-wrong = , incorrecto
cell-corner-marks = , notas de esquina { $digits }
cell-centre-marks = , notas centrales { $digits }
cell-colour = , color { $colour }

## Jugar: Empezar, Editar sudoku, Comprobar, Revelar, puntos de control.

play-started = Jugando: { $count ->
    [one] { $count } número inicial queda fijo
   *[other] los { $count } números iniciales quedan fijos
} y el reloj está en marcha.
play-started-help = Escribe o toca un número para ponerlo. El selector bajo el teclado numérico (Número, Esquina, Centro, Color) hace que los números se pongan como notas de esquina, notas centrales o colores (teclas: Mayús o Ctrl+número, Z X C V).
play-started-without = Jugando: { $count ->
    [one] { $count } número inicial queda fijo
   *[other] los { $count } números iniciales quedan fijos
} y el reloj está en marcha, pero { $why ->
    [several] { $count ->
        [one] deja más de una solución.
       *[other] dejan más de una solución.
    }
    [none] { $count ->
        [one] no tiene solución.
       *[other] no tienen solución.
    }
   *[unsettled] una búsqueda rápida no pudo determinar si el sudoku tiene una sola solución.
}
play-started-without-help = Comprobar, Revelar y las pistas necesitan un sudoku con una sola solución: usa Editar sudoku (en Más) para añadir o corregir números iniciales.
play-entering = Editando el sudoku: los números que escribas son iniciales. Pulsa Empezar para jugar.
play-locked = Las celdas seleccionadas tienen números iniciales o del solucionador, que no se pueden cambiar.
play-nothing-to-play = Nada que jugar: el tablero está vacío. Escribe o pega un sudoku primero.
play-cannot-start = No se puede empezar: { $clashes } Cambia primero uno de los números resaltados.
play-nothing-to-check = Aún no hay nada que comprobar: no has escrito ningún número.
play-checked-right = { $entries ->
    [1] Tu número es correcto por ahora.
   *[other] Tus { $entries } números son correctos por ahora.
}
play-checked-wrong = { $entries ->
    [1] Tu número es incorrecto: está marcado.
   *[other] { $wrong ->
        [one] { $wrong } de tus { $entries } números es incorrecto: está marcado.
       *[other] { $wrong } de tus { $entries } números son incorrectos: están marcados.
    }
}
play-not-playing = Los puntos de control y Volver al primer error son para jugar: pulsa Empezar primero.
play-checkpointed = { $count ->
    [1] Punto de control guardado: Volver al punto de control regresa al tablero tal como está ahora.
   *[other] Punto de control guardado ({ $count } en este sudoku): Volver al punto de control regresa al último.
}
play-no-checkpoint = Aún no hay ningún punto de control: pulsa Punto de control antes de una suposición para poder volver a él.
play-at-checkpoint = El tablero ya está como en el último punto de control.
play-back-to-checkpoint = De vuelta al último punto de control. Deshacer te devuelve adonde estabas.
play-no-mistake = No hay errores que deshacer: todos tus números coinciden con la solución.
play-before-first-mistake = De vuelta a justo antes de tu primer error ({ $count ->
    [one] { $count } cambio deshecho
   *[other] { $count } cambios deshechos
}). Deshacer los recupera.
play-mistakes-erased = { $count ->
    [one] El historial no llega hasta tu primer error: en su lugar se borró { $count } número incorrecto. Deshacer lo recupera.
   *[other] El historial no llega hasta tu primer error: en su lugar se borraron { $count } números incorrectos. Deshacer los recupera.
}
play-revealed = { $count ->
    [0] Nada que revelar: selecciona primero celdas vacías o con números tuyos.
    [one] Se reveló { $count } celda.
   *[other] Se revelaron { $count } celdas.
}
play-no-single-solution-several = Comprobar y Revelar necesitan un sudoku con una sola solución; este tiene más de una.
play-no-single-solution-none = Comprobar y Revelar necesitan un sudoku con una sola solución; este no tiene ninguna.
play-no-single-solution-unsettled = Comprobar y Revelar necesitan un sudoku con una sola solución; una búsqueda rápida ({ $calls ->
    [one] { $calls } llamada
   *[other] { $calls } llamadas
}) no pudo determinar si este tiene una sola. Resolver, en Lab, busca todo el tiempo que haga falta.
play-no-puzzle = Aún no hay ningún sudoku: escribe uno o carga uno (pégalo, abre un enlace, una foto o Nuevo sudoku).
play-finished = ¡Bien hecho! Resuelto en { $time }.
play-help-used = { $count ->
    [0] Sin comprobaciones, revelaciones ni pistas.
    [1] Usaste { $a }.
    [2] Usaste { $a } y { $b }.
   *[other] Usaste { $a }, { $b } y { $c }.
}
play-share = Compartir: { $line }

## Comparar (en Lab): la tabla, su nota y la línea de estado.

compare-waiting = en espera
compare-running = en curso
compare-calls-so-far = { $calls } hasta ahora
compare-time-so-far = { $time } hasta ahora
compare-stopped-after = detenido tras { $calls }
compare-not-run = no ejecutado
compare-failed = falló: { $why }
compare-note = { $stale ->
    [yes] Cada algoritmo con este sudoku, hasta la primera solución (el sudoku tal como estaba al pulsar Comparar).
   *[no] Cada algoritmo con este sudoku, hasta la primera solución.
} Barras: llamadas en escala logarítmica de 1 a { $most }: diez veces más llamadas alargan la barra un mismo tramo.
compare-started = Comparando los cuatro algoritmos con este sudoku, uno tras otro…
compare-stopped = Comparación detenida.
compare-empty = Nada que comparar: el tablero está vacío. Escribe o pega un sudoku primero.
compare-clashes = No se puede comparar: { $clashes } Cambia primero uno de los números resaltados.
compare-done = Algoritmos comparados con este sudoku.
compare-summary = Comparados: el backtracking ingenuo necesitó { $naive ->
    [one] { $naive } llamada
   *[other] { $naive } llamadas
}; el solucionador rápido, { $fast ->
    [one] { $fast } llamada
   *[other] { $fast } llamadas
}.
compare-summary-stopped = Comparados: el backtracking ingenuo se detuvo tras { $naive ->
    [one] { $naive } llamada
   *[other] { $naive } llamadas
}; el solucionador rápido necesitó { $fast ->
    [one] { $fast } llamada
   *[other] { $fast } llamadas
}.

## Estadísticas: el panel, la línea para compartir del sudoku del día y el
## archivo de estadísticas (Exportar e Importar).

stats-share = Sudoku, { $date }, { $level ->
   *[other] { $levelName }
}: { $time }, { $help }
stats-share-unrated = Sudoku, { $date }: { $time }, { $help }
stats-share-help = { $count ->
    [0] sin pistas
    [1] { $a }
    [2] { $a }, { $b }
   *[other] { $a }, { $b }, { $c }
}
stats-finished-unaided = { $finished } ({ $unaided } sin ayuda)
stats-streak = { $days ->
    [0] Aún no tienes racha diaria: termina el Sudoku del día para empezar una.
    [one] Racha diaria: { $days } día.
   *[other] Racha diaria: { $days } días.
}
stats-export-failed = No se pudo guardar el archivo de estadísticas: { $why }.
stats-imported = { $count ->
    [0] El archivo de estadísticas no traía nada nuevo: tus estadísticas siguen igual.
    [one] Se importó { $count } sudoku terminado en tus estadísticas.
   *[other] Se importaron { $count } sudokus terminados en tus estadísticas.
}
stats-refused = No se pudo importar «{ $name }»: { $why }. Tus estadísticas no han cambiado.
stats-not-json = no es un archivo de estadísticas: Exportar las guarda en JSON, y esto no es JSON
stats-not-a-file = no es un archivo de estadísticas ({ $why })
stats-version = es de la versión { $version }; esta página lee la versión { $ours }

## Qué falla en una línea del archivo de estadísticas (un sudoku terminado:
## "2026-11-26 hard 462 0 1 0 daily ..6.2.38..."); $word cita la línea.
## Las palabras del archivo (easy, daily...) son datos: no se traducen.

stats-line-bad = sudoku terminado n.º { $line }: { $why }
stats-line-words = { $count ->
    [one] tiene { $count } palabra, no las 8 de un sudoku terminado
   *[other] tiene { $count } palabras, no las 8 de un sudoku terminado
}
stats-line-number = { $field ->
    [time] su tiempo
    [hints] su número de pistas
    [checks] su número de comprobaciones
   *[reveals] su número de revelaciones
} «{ $word }» no es un número entero
stats-line-date = «{ $word }» no es una fecha: escríbela como AAAA-MM-DD, por ejemplo 2026-11-26
stats-line-level = su nivel «{ $word }» no es easy, medium, hard, expert ni extreme
stats-line-daily = «{ $word }» no es daily ni other
stats-line-puzzle = su sudoku: { $why }
stats-line-givens = { $count ->
    [one] su sudoku tiene { $count } número inicial; un sudoku tiene al menos 17
   *[other] su sudoku tiene { $count } números iniciales; un sudoku tiene al menos 17
}
stats-line-clash = los números iniciales de su sudoku entran en conflicto
stats-line-daily-level = es un sudoku del día sin nivel
stats-line-variant = su variante «{ $word }» no es killer, killer-x, x, windoku ni jigsaw
stats-line-variant-level = es un sudoku de una variante con nivel, pero las variantes no tienen nivel (nivel «-»)
stats-line-empty = su sudoku no tiene números iniciales ni jaulas
