## El panel de la cámara: lo que dice la página mientras la cámara lee un
## sudoku en papel, por qué se detuvo y qué ha leído. Los nombres de sus
## botones (Reiniciar, Detener cámara, Foto, Usar este sudoku) aparecen en
## estas frases: deben coincidir con los mensajes de los botones, abajo.

camera-advice-no-grid = Apunta la cámara al sudoku: toda la cuadrícula a la vista, de frente.
camera-advice-move-closer = Acércate: que la cuadrícula ocupe casi toda la imagen.
camera-advice-move-back = Aléjate un poco: toda la cuadrícula debe verse, con algo de margen.
camera-advice-hold-still = No te muevas…
camera-advice-reading = { $digits ->
    [0] Leyendo la cuadrícula…
   *[other] Leyendo: { $digits ->
        [one] { $digits } número
       *[other] { $digits } números
    } hasta ahora. No te muevas…
}
camera-advice-waited = { $advice } Aún no se ha podido leer: prueba con más luz, el papel plano, sin sombras ni reflejos; o pulsa Detener cámara y usa Foto.

## Por qué la cámara no está funcionando y qué hacer.

camera-stop-refused = No se permitió usar la cámara. Permítela para esta página en la configuración del sitio del navegador y pulsa Reiniciar, o usa Foto para elegir una imagen del sudoku.
camera-stop-no-camera = No se encontró ninguna cámara en este dispositivo. Usa Foto para elegir una imagen del sudoku.
camera-stop-unsupported = Este navegador no puede dar a la página acceso a su cámara (hace falta una dirección https segura y un navegador reciente). Usa Foto para elegir una imagen del sudoku.
camera-stop-lost = La cámara se detuvo (se desconectó o la está usando otra aplicación). Pulsa Reiniciar o usa Foto.
camera-stop-hidden = La cámara se liberó al ocultarse la página. Pulsa Reiniciar para seguir leyendo.
camera-stop-no-reader = No se pudo cargar el lector. Revisa la conexión y pulsa Reiniciar, o escribe el sudoku.
camera-stop-failed = No se pudo iniciar la cámara: { $why }. Pulsa Reiniciar o usa Foto para elegir una imagen del sudoku.

## Una lectura fijada.

camera-locked = { $givens ->
    [one] { $givens } número leído
   *[other] { $givens } números leídos
}: el sudoku tiene una única solución, dibujada en azul sobre la imagen. Pulsa Revisar números, repásalos bajo el tablero y luego pulsa Usar este sudoku.
camera-fps = { $fps ->
    [one] { $fps } fotograma leído por segundo
   *[other] { $fps } fotogramas leídos por segundo
}

## El panel.

camera-title = Lee el sudoku con la cámara
camera-video-label = Lo que ve la cámara
camera-still-hint = Tu sudoku, con las celdas de la próxima pista sombreadas
camera-still-solution = Tu sudoku, con su solución dibujada en azul
camera-stop = Detener cámara
camera-check-digits = Revisar números
camera-next-hint = Solo la próxima pista
camera-read-again = Leer de nuevo
camera-close = Cerrar
camera-start-again = Reiniciar
camera-photo = Foto

## photo
## La vista previa de la foto: los números leídos de una foto (o fijados
## por la cámara), para revisarlos y corregirlos bajo el tablero antes de
## jugarlos.

photo-section-label = Foto
photo-heading = Sudoku de tu foto
photo-thumb-alt = Tu foto, { $name }
photo-credit = El lector de números se entrenó con las fotos de periódico reunidas por B. Wicht y J. Hennebert (CC BY 4.0).
photo-use = Usar este sudoku
photo-cancel = Cancelar
photo-grid-label = Los números leídos, para revisarlos y corregirlos
photo-cell-label = Fila { $row }, columna { $column }: { $digit ->
    [0] vacía
   *[other] { $digit }
}{ $mark ->
    [suspect] , revisa esta celda
    [doubtful] , lectura dudosa
   *[plain] { "" }
}

## Lo que dice la vista previa: un titular y luego qué hacer.

photo-reading = Leyendo la foto…
photo-failed = No se pudo leer ningún sudoku en esta foto: { $why }.
photo-no-digits = No se pudo leer ningún sudoku en esta foto: no se encontró ni un número (no hay cuadrícula de sudoku o todas sus celdas están vacías).
photo-advice-frame = Vuelve a intentarlo con toda la cuadrícula a la vista, de frente y nítida, o escribe el sudoku.
photo-advice-file = Elige una foto o un escaneo del sudoku, o escribe el sudoku.
photo-advice-again = Vuelve a intentarlo o escribe el sudoku.
photo-malformed = la respuesta del lector estaba mal formada
photo-ready = { $givens ->
    [one] { $givens } número leído
   *[other] { $givens } números leídos
}: el sudoku tiene una única solución.
photo-ready-advice = { $doubtful ->
    [0] Compáralos con la foto, corrige escribiendo si hace falta y pulsa Usar este sudoku.
   *[other] Compáralos con la foto ({ $doubtful ->
        [one] { $doubtful } celda marcada como dudosa
       *[other] { $doubtful } celdas marcadas como dudosas
    }), corrige escribiendo si hace falta y pulsa Usar este sudoku.
}
photo-empty = No queda ningún número: una cuadrícula vacía no es un sudoku.
photo-empty-advice = Escribe los números del sudoku en las celdas o pulsa Cancelar.
photo-too-few = Solo { $givens ->
    [one] { $givens } número leído
   *[other] { $givens } números leídos
}: un sudoku necesita al menos 17.
photo-too-few-advice = Prueba con una foto más nítida y toda la cuadrícula a la vista, o escribe los números que faltan.
photo-too-few-clashes-advice = Algunos entran en conflicto: { $clashes } Prueba con una foto más nítida y toda la cuadrícula a la vista, o escribe los números que faltan.
photo-clashes = Hay números leídos en conflicto: { $clashes }
photo-clashes-advice = Probablemente mal leídos: { $cells }. Corrígelos escribiendo.
photo-no-solution = El sudoku leído no tiene solución, así que probablemente algún número se leyó mal.
photo-several = El sudoku leído tiene más de una solución, así que probablemente falta algún número o se leyó mal.
photo-suspects-advice = Revisa primero { $cells } (con marca) y corrige escribiendo.
photo-compare-advice = Compara cada celda con la foto y corrige escribiendo.
photo-cell = fila { $row }, columna { $column }
photo-cells = { $more ->
    [0] { $count ->
        [1] { $first }
        [2] { $first } y { $second }
        [3] { $first }; { $second } y { $third }
       *[4] { $first }; { $second }; { $third } y { $fourth }
    }
   *[other] { $first }; { $second }; { $third }; { $fourth } y { $more } más
}

camera-not-loaded = No se pudo cargar la lectura con la cámara. Revisa la conexión y vuelve a pulsar Cámara, o usa Foto.
