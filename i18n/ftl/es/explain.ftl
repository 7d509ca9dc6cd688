## explain: las palabras de Pista y Paso, de la lista de pasos, de la línea
## de dificultad y de Nuevo sudoku y Practicar.
## Las celdas y las unidades llegan ya hechas por place-cell y place-unit,
## con su artículo ("la fila 1, columna 2", "el bloque 3"): en las frases no
## se escribe "de" ni "a" justo delante de una unidad (daría "de el
## bloque"); se usa "en", o la unidad como sujeto u objeto.
## La página pone en mayúscula la primera letra de cada línea de una
## explicación.

## Las técnicas de Pista y Paso. `.a`: el nombre con su artículo
## indefinido, dentro de la primera pista ("Pista: mira el bloque 2: un
## single oculto.").

step-technique-full-house = Última celda libre
    .a = una última celda libre
step-technique-naked-single = Single desnudo
    .a = un single desnudo
step-technique-hidden-single = Single oculto
    .a = un single oculto
step-technique-pointing-pair = Par señalador
    .a = un par señalador
step-technique-pointing-triple = Trío señalador
    .a = un trío señalador
step-technique-box-line-reduction = Reducción línea-bloque
    .a = una reducción línea-bloque
step-technique-naked-pair = Par desnudo
    .a = un par desnudo
step-technique-naked-triple = Trío desnudo
    .a = un trío desnudo
step-technique-naked-quad = Cuarteto desnudo
    .a = un cuarteto desnudo
step-technique-hidden-pair = Par oculto
    .a = un par oculto
step-technique-hidden-triple = Trío oculto
    .a = un trío oculto
step-technique-hidden-quad = Cuarteto oculto
    .a = un cuarteto oculto
step-technique-x-wing = X-Wing
    .a = un X-Wing
step-technique-swordfish = Swordfish
    .a = un Swordfish
step-technique-jellyfish = Jellyfish
    .a = un Jellyfish
step-technique-xy-wing = XY-Wing
    .a = un XY-Wing
step-technique-xyz-wing = XYZ-Wing
    .a = un XYZ-Wing
step-technique-unique-rectangle = Rectángulo único
    .a = un rectángulo único
step-technique-unique-loop = Bucle único
    .a = un bucle único
step-technique-bug-plus-1 = BUG+1
    .a = un BUG+1
step-technique-bug = BUG
    .a = un BUG
step-technique-simple-colouring = Coloreado simple
    .a = un coloreado simple
step-technique-x-chain = Cadena X
    .a = una cadena X
step-technique-xy-chain = Cadena XY
    .a = una cadena XY
step-technique-aligned-pair-exclusion = Exclusión de par alineado
    .a = una exclusión de par alineado
step-technique-bidirectional-cycle = Ciclo bidireccional
    .a = un ciclo bidireccional
step-technique-aligned-triple-exclusion = Exclusión de trío alineado
    .a = una exclusión de trío alineado
step-technique-forcing-chain = Cadena forzada
    .a = una cadena forzada
step-technique-supposition = Suposición
    .a = una suposición

## Las piezas de las frases de un paso.

# Una celda: "la fila 1, columna 2" (femenino: nunca contrae).
place-cell = la fila { $row }, columna { $column }
# Una fila, columna o bloque, con su artículo.
place-unit =
    { $kind ->
        [row] la fila { $number }
        [column] la columna { $number }
       *[box] el bloque { $number }
    }
step-and = { $list } y { $last }
step-and-more = { $list }, { $item }
step-or = { $list } o { $last }
step-or-more = { $list }, { $item }
step-comma = { $list }, { $item }
step-semicolon = { $list }; { $item }
step-so = { $chain }, así que { $link }
step-digit-in = { $digit } en { $cell }
step-digits-from = { $digits } de { $cell }
step-digits-from-cells =
    { $count ->
        [one] { $digits } de { $count } celda
       *[other] { $digits } de { $count } celdas
    }
step-cell-digits = { $cell } ({ $digits })
step-x-chain-link = en { $unit } ({ $cells })
step-link-on = el { $digit } está en { $cell }
step-link-off = el { $digit } no está en { $cell }
step-placed = se coloca el { $digit } en { $cell }
step-removed = se quita el { $digit } de { $cell }
step-removed-cells = se quita el { $digit } de { $cells }
step-nothing = no cambia nada
contradiction-clash = el { $digit } dos veces en { $unit }
contradiction-no-candidates = ningún candidato en { $cell }
contradiction-no-place = ningún lugar para el { $digit } en { $unit }

## Por qué vale un paso: una frase por tipo de paso.

step-full-house = La celda de { $cell } es la única vacía que queda en { $unit }, así que debe ser { $digit }.
step-naked-single = La celda de { $cell } solo tiene un candidato, así que debe ser { $digit }.
step-hidden-single = En { $unit }, el único lugar para el { $digit } es { $cell }.
step-locked = En { $unit }, el { $digit } solo puede ir en { $within }, así que se quita el { $digit } de { $targets }.
step-naked-subset =
    Las celdas de { $cells } solo contienen { $digits } entre { $size ->
        [2] las dos
        [3] las tres
       *[4] las cuatro
    } (un { $size ->
        [2] par
        [3] trío
       *[4] cuarteto
    } desnudo en { $unit }), así que { $removedCount ->
        [one] se quita el { $removed }
       *[other] se quitan { $removed }
    } de { $targets }.
step-hidden-subset =
    En { $unit }, { $digits } solo pueden ir en { $cells } (un { $size ->
        [2] par
        [3] trío
       *[4] cuarteto
    } oculto), así que se quitan los demás candidatos de esas celdas ({ $removed }).
step-fish =
    { $lines } solo tienen el { $digit } en las { $coverKind ->
        [column] columnas
       *[row] filas
    } { $covers } ({ $technique ->
        [x-wing] un X-Wing
        [swordfish] un Swordfish
       *[jellyfish] un Jellyfish
    }), así que se quita el { $digit } de { $targets }.
step-xy-wing = La celda de { $pivot } solo puede ser { $x } o { $y }; si es { $x }, la de { $first } ({ $x } o { $z }) debe ser { $z }, y si es { $y }, la de { $second } ({ $y } o { $z }) debe ser { $z } (un XY-Wing), así que se quita el { $z } de { $targets }.
step-xyz-wing = Las celdas de { $pivot } ({ $pivotDigits }), { $first } ({ $firstDigits }) y { $second } ({ $secondDigits }) forman un XYZ-Wing: sea cual sea el valor de { $pivot }, una de las tres celdas es { $z }, así que se quita el { $z } de { $targets }.
step-colours = Siguiendo las unidades donde el { $digit } solo tiene dos lugares, el { $digit } está o bien en { $first }, o bien en { $second }
step-colour-wrap = { step-colours }; { $p } y { $q } están en el primer grupo y comparten { $shared }, así que el primer grupo es falso y se quita el { $digit } de { $first } (una contradicción de color).
step-colour-trap =
    { step-colours }; { $count ->
        [one] la celda de { $targets } ve una celda de cada color, así que se le quita el { $digit }
       *[other] las celdas de { $targets } ven una celda de cada color, así que se les quita el { $digit }
    } (una trampa de color).
step-x-chain = El { $digit } solo tiene dos lugares { $links }, y la segunda celda de cada par ve la primera del siguiente: si el { $digit } no está en { $first }, la segunda celda de cada par es { $digit } y la primera del siguiente no, así que el { $digit } está en { $first } o en { $last } (una cadena X), y se quita el { $digit } de { $targets }.
step-xy-chain = Las celdas de { $cells } tienen dos candidatos cada una y cada una ve la siguiente: si el { $digit } no está en { $first }, valen { $values }, en ese orden, así que el { $digit } está en { $first } o en { $last } (una cadena XY), y se quita el { $digit } de { $targets }.
step-aligned-pair = Las celdas de { $first } y { $second } son vistas por celdas con dos candidatos que se quedarían vacías con algunos pares de valores de esas dos: { $reasons } (exclusión de par alineado), así que { $removed }.
step-aligned-pair-reason = si el { $digit } estuviera en { $cell }, { $other } no podría ser { $values }
step-aligned-pair-value = { $value } ({ $cell } solo tiene { $low } y { $high })
step-aligned-pair-same = { $digit } (se ven entre sí)
step-aligned-triple =
    Las celdas de { $excluders } ven todas las de { $cells }, y cada una tiene solo dos o tres candidatos. Cada forma de rellenar las tres o bien repite un número en dos de ellas que se ven, o bien deja sin candidatos a una de esas celdas; ninguna forma posible pone { $removed }, así que { $count ->
        [one] se quita
       *[other] se quitan
    } (una exclusión de trío alineado).
step-supposition =
    Si el { $digit } estuviera en { $cell }, aplicar { $deep ->
        [yes] los singles, las demás técnicas y un nivel más de suposición
       *[no] los singles
    } llevaría a una contradicción ({ $contradiction }), así que se quita el { $digit } de { $cell }.
step-cycle = Si { $start }, entonces { $chain }: un ciclo bidireccional, válido en los dos sentidos; por eso, una celda que ve los dos extremos de uno de sus eslabones no puede tener ese número, y { $removed }.

## Cadenas forzadas.

step-forcing-contradiction = Si el { $digit } estuviera en { $cell }, entonces { $chain }: una contradicción (una cadena forzada), así que { $result }.
step-forcing-denial = Si el { $digit } no estuviera en { $cell }, entonces { $chain }: una contradicción (una cadena forzada), así que { $result }.
step-forcing-both = Esté o no el { $digit } en { $cell }, { $conclusion } (una cadena forzada):
step-forcing-both-yes = Si está, { $chain }.
step-forcing-both-no = Si no está, { $chain }.
step-forcing-cell = La celda de { $cell } puede ser { $digits }, y en cada caso { $conclusion } (una cadena forzada de celda):
step-forcing-cell-case = Si es { $digit }, { $chain }.
step-forcing-unit = En { $unit }, el { $digit } solo puede ir en { $cells }, y en cada caso { $conclusion } (una cadena forzada de unidad):
step-forcing-unit-case = Si el { $digit } está en { $cell }, { $chain }.
step-forcing-so = Por tanto, { $result }.

## Las técnicas que solo valen para un sudoku con una sola solución.

step-unique =
    Las celdas de { $corners } tienen todas { $a } y { $b } ({ $shape ->
        [loop] un bucle único
       *[rectangle] un rectángulo único
    }): si no tuvieran nada más, { $a } y { $b } podrían intercambiarse en ellas y el sudoku tendría dos soluciones
step-unique-one = { step-unique }; { $cell } es la única con otros candidatos, así que no puede ser ninguno de los dos: se le quitan el { $a } y el { $b }.
step-unique-two = { step-unique }; { $cells } solo tienen además el { $digit }, así que una de ellas es { $digit }: se quita el { $digit } de { $targets }.
step-unique-three =
    { step-unique }; { $p } y { $q } comparten { $unit } y una de ellas es { $extra }, así que junto con { $others } contienen { $digits } en { $unit } ({ $size ->
        [2] un par desnudo
        [3] un trío desnudo
        [4] un cuarteto desnudo
       *[other] un subconjunto desnudo
    }): { $removedCount ->
        [one] se quita el { $removed }
       *[other] se quitan { $removed }
    } de { $targets }.
step-unique-three-hidden =
    { step-unique }; { $p } y { $q } comparten { $unit }, así que no pueden ser ambas { $a } ni ambas { $b }, y en { $unit }, { $digits } solo pueden ir en ellas y en { $others }, así que { $othersCount ->
        [one] la celda de { $others } solo contiene
       *[other] las celdas de { $others } solo contienen
    } { $digits } ({ $size ->
        [2] un par oculto
        [3] un trío oculto
        [4] un cuarteto oculto
       *[other] un subconjunto oculto
    }): { $removedCount ->
        [one] se quita el { $removed }
       *[other] se quitan { $removed }
    } de { $targets }.
step-unique-four = { step-unique }; en { $unit }, el { $locked } solo puede ir en { $p } o en { $q }, así que una de ellas es { $locked } y ninguna puede ser { $digit }: se quita el { $digit } de las dos.
step-bug-plus-1 =
    Todas las celdas vacías salvo la de { $cell } tienen dos candidatos, y sin { $extras } en ella cada candidato tendría dos lugares en cada fila, columna y bloque, un patrón con dos soluciones (un BUG+1), así que esa celda debe ser { $extras }: { $removedCount ->
        [one] se le quita el { $removed }
       *[other] se le quitan { $removed }
    }.
step-bug = sin esos candidatos de más, cada celda vacía tendría dos candidatos y cada candidato dos lugares en cada fila, columna y bloque, un patrón con dos soluciones (un BUG)
step-bug-two = Las celdas de { $cells } tienen el { $digit } además de dos candidatos cada una, y { step-bug }, así que una de ellas es { $digit }: se quita el { $digit } de { $targets }.
step-bug-three =
    Las celdas de { $cells } tienen { $extras } además de dos candidatos, y { step-bug }, así que una de ellas es { $extrasOr }; comparten { $unit }, así que junto con { $others } contienen { $digits } en { $unit } ({ $size ->
        [2] un par desnudo
        [3] un trío desnudo
        [4] un cuarteto desnudo
       *[other] un subconjunto desnudo
    }): { $removedCount ->
        [one] se quita el { $removed }
       *[other] se quitan { $removed }
    } de { $targets }.
step-bug-four =
    La celda de { $p } tiene { $pExtras } y la de { $q } tiene { $qExtras } además de dos candidatos, y { step-bug }, así que { $p } es { $pOr } o { $q } es { $qOr }; comparten { $unit }, donde el { $digit } solo puede ir en ellas, así que la que no sea uno de esos es { $digit }: { $removedCount ->
        [one] se quita el { $removed }
       *[other] se quitan { $removed }
    } de { $targets }.

## Lo que cambia un paso.

# Tras la respuesta de la pista.
step-changes-place = Coloca { $placed }.
step-changes-remove = Quita { $removed }.
step-changes-both = Coloca { $placed } y quita { $removed }.
step-changes-nothing = No cambia nada.
# Tras Paso, y bajo un paso de la lista visto de nuevo.
step-changed-place = Colocó { $placed }.
step-changed-remove = Quitó { $removed }.
step-changed-both = Colocó { $placed } y quitó { $removed }.
step-changed-nothing = No cambió nada.
step-summary-place = { $technique }: { $placed }
step-summary-remove = { $technique }: quita { $removed }

## La línea de estado de Pista y Paso.

explain-multiple = Este sudoku tiene más de una solución, así que la lógica sola no puede terminarlo.
explain-stepped = Paso { $number }: { $technique }. { $why }
explain-review = Paso { $number }, de nuevo: { $technique }. { $why }
explain-unreviewed = Selecciona un paso de la lista para volver a verlo.
explain-hint-where = Pista: mira { $place }: { $techniqueA }.
explain-place-digit = los { $digit }
explain-hint-where-more = Pulsa Pista otra vez para ver las celdas (Paso, en Lab, lo aplica).
explain-hint-cells = Pista: { $technique }. Mira las celdas resaltadas.
explain-hint-cells-more = Pulsa Pista otra vez para ver la respuesta (Paso, en Lab, lo aplica).
explain-hint-answer = Pista: { $technique }. { $why }
explain-hint-answer-more = { $changes } Haz tú el cambio, o pulsa Paso en Lab.

## Por qué Pista y Paso no tienen ningún paso que mostrar.

explain-no-hint-empty = No hay pista: el tablero está vacío. Escribe o pega un sudoku primero.
explain-no-hint-solved = No hace falta pista: todas las celdas están llenas y no hay conflictos.
explain-no-hint-clashes = No hay pista: { $clashes } Cambia primero uno de los números resaltados.
explain-no-hint-wrong-one = Aún no hay pista: tu { $digit } en { $cell } no es el número de la solución (está marcado). Bórralo primero.
explain-no-hint-wrong = Aún no hay pista: { $count } de tus números no son los de la solución (están marcados). Bórralos primero.
explain-no-solution-why = No hay pista: este sudoku no tiene solución ({ $why }).
explain-no-solution = No hay pista: este sudoku no tiene solución. Cambia primero un número.
explain-stuck-multiple = No hay pista: no se aplica ninguna técnica, porque este sudoku tiene más de una solución. Pulsa Resolver para ver una de ellas.
explain-stuck = No hay pista: aquí no se aplica ninguna de las técnicas. Pulsa Resolver para que la búsqueda lo termine.

## La línea de dificultad bajo el tablero, Nuevo sudoku y Practicar. Los
## niveles dentro de una frase van en masculino (concuerdan con "sudoku");
## "medio" y "experto" van con "de nivel" ("un sudoku de nivel experto").

difficulty-score = { $whole },{ $tenth }
difficulty-rated = { $levelTitle } ({ difficulty-score }).
# El artículo según el género del nombre de la técnica (names.ftl); sin
# artículo para los nombres en plural.
difficulty-needs =
    { $levelTitle } ({ difficulty-score }): requiere { $technique ->
        [full-house] una { $techniqueName }
        [direct-pointing] { $techniqueName }
        [direct-claiming] una { $techniqueName }
        [pointing] { $techniqueName }
        [claiming] una { $techniqueName }
        [aligned-pair-exclusion] una { $techniqueName }
        [x-chain] una { $techniqueName }
        [supposition-x-chain] una { $techniqueName }
        [supposition-forcing-chain] una { $techniqueName }
        [aligned-triple-exclusion] una { $techniqueName }
        [supposition-nishio] una { $techniqueName }
        [cell-or-unit-forcing-chain] una { $techniqueName }
        [supposition-dynamic] una { $techniqueName }
        [supposition-dynamic-plus] una { $techniqueName }
        [deep-supposition] una { $techniqueName }
       *[other] un { $techniqueName }
    }.
difficulty-rating = Calculando la dificultad de este sudoku…
difficulty-date =
    { $day } { $month ->
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
difficulty-making =
    { $tries ->
        [0] Creando un sudoku { $level ->
            [medium] de nivel { $levelName }
            [expert] de nivel { $levelName }
           *[other] { $levelName }
        }…
       *[other] Creando un sudoku { $level ->
            [medium] de nivel { $levelName }
            [expert] de nivel { $levelName }
           *[other] { $levelName }
        }: { $tries ->
            [one] { $tries } sudoku probado
           *[other] { $tries } sudokus probados
        } hasta ahora.
    }
difficulty-making-daily =
    { $tries ->
        [0] Creando el sudoku del día, nivel { $levelName } ({ $date })…
       *[other] Creando el sudoku del día, nivel { $levelName } ({ $date }): { $tries ->
            [one] { $tries } sudoku probado
           *[other] { $tries } sudokus probados
        } hasta ahora.
    }
difficulty-making-practise =
    { $tries ->
        [0] Creando un sudoku para practicar { $technique ->
           *[other] { $techniqueName }
        }…
       *[other] Creando un sudoku para practicar { $technique ->
           *[other] { $techniqueName }
        }: { $tries ->
            [one] { $tries } sudoku probado
           *[other] { $tries } sudokus probados
        } hasta ahora.
    }
difficulty-made =
    Un nuevo sudoku { $level ->
        [medium] de nivel { $levelName }
        [expert] de nivel { $levelName }
       *[other] { $levelName }
    } con { $givens ->
        [one] { $givens } número inicial
       *[other] { $givens } números iniciales
    }: te toca.
difficulty-made-daily =
    El sudoku del día, { $date }, nivel { $levelName }, con { $givens ->
        [one] { $givens } número inicial
       *[other] { $givens } números iniciales
    }: te toca.
difficulty-made-practise =
    Un sudoku para practicar { $technique ->
       *[other] { $techniqueName }
    } (nivel { $levelName }, { $givens ->
        [one] { $givens } número inicial
       *[other] { $givens } números iniciales
    }): Ir a la técnica aplica los pasos previos a su primer uso.
difficulty-make-cancelled =
    Se detuvo la creación de un sudoku { $level ->
        [medium] de nivel { $levelName }
        [expert] de nivel { $levelName }
       *[other] { $levelName }
    }; el tablero sigue como estaba.
difficulty-make-failed =
    No se pudo crear un nuevo sudoku { $level ->
        [medium] de nivel { $levelName }
        [expert] de nivel { $levelName }
       *[other] { $levelName }
    }: { $error }.
difficulty-skip-missed =
    Las pistas ya no necesitan { $technique ->
       *[other] { $techniqueName }
    } en este tablero: Practicar crea otro sudoku y Deshacer vuelve atrás.
difficulty-practise-cancelled =
    Se detuvo la creación de un sudoku para practicar { $technique ->
       *[other] { $techniqueName }
    }; el tablero sigue como estaba.
