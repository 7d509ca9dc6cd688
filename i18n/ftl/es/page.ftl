## page
## Los controles y paneles de la página: nombres, etiquetas (`.aria-label`,
## para lectores de pantalla), descripciones emergentes (`.title`), títulos
## y ayuda.

## La barra superior

page-title = Sudoku
page-tagline = Juégalo, escríbelo o hazle una foto; luego mira cómo se resuelve.
page-views = Vistas
page-view-play = Jugar
page-view-lab = Lab
page-more = Más

## La columna lateral

page-timer = Tiempo de juego
page-play-panel = Jugar: teclado numérico, modo de entrada, Deshacer, Rehacer, Pista, Empezar, Comprobar, Revelar, Rellenar notas y puntos de control
page-lab-panel = Lab: Algoritmo y Resolver, Paso, Candidatos, Comparar y Resolver en lote
page-cancel = Cancelar

## El tablero

page-board = Sudoku, 9 por 9
page-board-row = Fila { $row }

## El teclado numérico y el modo de entrada

page-numpad = Teclado numérico
page-numpad-erase = Borrar
page-numpad-enter = Escribir { $digit }
page-numpad-colour = Color { $digit }
page-modes = Modo de entrada
page-mode-digit = Número
page-mode-corner = Esquina
page-mode-centre = Centro
page-mode-colour = Color

## Las herramientas de juego (bajo el teclado)

page-tools = Herramientas de juego
page-tool-undo = Des{"\u00AD"}hacer
    .title = Deshacer (Ctrl+Z)
page-tool-redo = Rehacer
    .title = Rehacer (Ctrl+Y)
page-tool-hint = Pista
    .title = Pista (H)
page-tool-check = Com{"\u00AD"}probar
    .title = Comprobar (K)
page-tool-more = Más acciones
    .title = Revelar, Rellenar notas y puntos de control para probar una suposición
page-tool-more-row = Revelar, Rellenar notas y puntos de control
page-tool-reveal = Revelar
    .title = Rellena las celdas seleccionadas con los números de la solución
page-tool-fill-marks = Rellenar notas
    .title = Todos los candidatos como notas centrales en cada celda vacía
page-tool-checkpoint = Punto de control
    .title = Guarda el tablero tal como está, antes de probar una suposición
page-tool-back-to-checkpoint = Volver al punto de control
    .title = Vuelve al último punto de control (Deshacer lo revierte)
page-tool-undo-to-mistake = Volver al primer error
    .title = Vuelve justo antes de tu primer número equivocado (Deshacer lo revierte)
page-tool-start = Empezar
    .title = Fija los números iniciales y pone en marcha el reloj
page-variant = Variante
page-variant-name = { $variant ->
    [killer] Killer
    [killer-x] Killer X
    [x] Sudoku X
    [windoku] Windoku
    [jigsaw] Jigsaw
   *[classic] Clásico
}

## Conseguir un sudoku (bajo la columna lateral)

page-new-title = Consigue un sudoku
page-new-level = Nivel
page-new-puzzle = Nuevo sudoku
page-new-today = Sudoku del día
    .title = El sudoku del día en el nivel elegido: hoy, el mismo para todos
page-new-photo = Foto
    .title = Lee un sudoku de una foto (o pega o suelta una imagen en el tablero)
page-new-camera = Cámara
    .title = Lee un sudoku con la cámara, en directo: sostenla sobre el papel
# Sin artículo ("el primer uso de"), así vale para cualquier técnica sin
# elegir género por $technique.
page-new-skip = Ir a la técnica
    .title = Aplica los pasos previos al primer uso de { $techniqueName }

## Lab: Resolver

page-solve-title = Resolver
page-solve-help = Funciona en segundo plano y cuenta cada llamada recursiva; el estado muestra los recuentos y el tiempo.
page-solve-algorithm = Algoritmo
page-solve = Resolver

## Lab: Explicar la resolución

page-explain-title = Explicar la resolución
page-explain-help = Paso rellena una celda o quita candidatos y dice con qué técnica; Pista (en Jugar) muestra el mismo paso en tres pulsaciones.
page-explain = Explicar
page-explain-step = Paso
page-explain-candidates = Candidatos
page-steps-title = Pasos dados
page-steps-empty = Ninguno todavía. Pista muestra el siguiente paso; Paso lo aplica.

## Lab: Comparar los algoritmos

page-compare-title = Comparar los algoritmos
page-compare = Comparar
page-compare-stop = Detener
page-compare-help = Ejecuta los cuatro con este sudoku, hasta la primera solución, en segundo plano.
page-compare-batch = Resolver en lote…
page-compare-batch-help = Un archivo entero de sudokus, con el tiempo de cada uno.
page-compare-table = Tabla comparativa
page-compare-caption = Trabajo de cada algoritmo
page-compare-algorithm = Algoritmo
page-compare-calls = Llamadas
page-compare-guesses = Suposiciones
page-compare-backtracks = Retrocesos
page-compare-time = Tiempo
page-compare-row =
    { $algorithm ->
        [naive] ingenuo
        [candidates] candidatos
        [propagation] propagación
        [fast] rápido
       *[other] { $algorithm }
    }

## El panel Más

page-more-panel = Más: Compartir, Compartir progreso, Copiar, Editar sudoku, Vaciar, estadísticas, practicar una técnica, ajustes y teclas
page-more-title = Más
page-more-close = Cerrar
page-more-puzzle = Este sudoku
page-more-share = Com{"\u00AD"}partir
page-more-share-progress = Com{"\u00AD"}partir progreso
page-more-copy = Copiar
    .title = Copia el sudoku (y la solución) como líneas de 81 caracteres
page-more-edit = Editar sudoku
page-more-clear = Vaciar
    .title = Vacía el tablero (Deshacer lo recupera)
page-practise-title = Practica una técnica
page-practise-technique = Técnica
    .title = Técnica para practicar
page-practise = Practicar
    .title = Un sudoku cuyo paso más difícil usa la técnica elegida
page-settings = Ajustes
page-setting-tidy-marks = Colocar un número lo quita de las notas de las celdas que ve
page-setting-show-peers = Resaltar las celdas que ve la celda seleccionada

## El panel Más: las teclas

page-keys = Teclas
page-key-digit = escribir un número
    .keys = 1-9
page-key-erase = borrar
    .keys = Retroceso, Supr, 0, . o Espacio
page-key-move = moverse (Ctrl+Inicio, Ctrl+Fin: primera y última celda)
    .keys = Flechas, Inicio, Fin
page-key-corner = nota de esquina
    .keys = Mayús+número
page-key-centre = nota central
    .keys = Ctrl+número
page-key-modes = modo número, esquina, centro, color
    .keys = Z X C V
page-key-hint = pista / comprobar
    .keys = H / K
page-key-undo = deshacer / rehacer
    .keys = Ctrl+Z / Ctrl+Y
page-key-select = seleccionar más celdas
    .keys = Mayús+clic, Ctrl+clic, arrastrar
page-key-select-all = seleccionar todo / nada
    .keys = Ctrl+A / Esc
page-more-note = Pega un sudoku (81 caracteres o una cuadrícula de 9x9) o una imagen en el tablero, o suelta una foto en la página.

## Estadísticas (en el panel Más)

page-stats = Estadísticas
page-stats-caption = Sudokus terminados a mano, por nivel
page-stats-level = Nivel
page-stats-finished = Termi{"\u00AD"}nados
page-stats-best = Mejor
page-stats-median = Mediana
page-stats-variants = Variantes (sin nivel)
page-stats-export = Exportar
    .title = Guarda tus estadísticas en un archivo JSON
page-stats-import = Importar
    .title = Añade las estadísticas de un archivo exportado en otro dispositivo
