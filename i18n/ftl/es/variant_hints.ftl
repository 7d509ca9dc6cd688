variant-technique-cage-combinations = Combinaciones de la jaula
    .a = las combinaciones de una jaula
variant-technique-cage-must-contain = Número obligado de la jaula
    .a = un número que una jaula debe contener
variant-technique-rule-of-45 = Regla del 45
    .a = la regla del 45
variant-house = { $kind ->
    [main] la diagonal de r1c1 a r9c9
    [anti] la diagonal de r1c9 a r9c1
    [window] la ventana { $number }
   *[region] la región { $number }
}
variant-house-run = { $kind ->
    [row] { $span ->
        [2] las filas { $first } y { $last }
       *[other] las filas { $first } a { $last }
    }
   *[column] { $span ->
        [2] las columnas { $first } y { $last }
       *[other] las columnas { $first } a { $last }
    }
}
variant-why-cage-combinations = la jaula de suma { $sum } en la fila { $row }, columna { $column } ({ $cells ->
    [one] una celda
   *[other] { $cells } celdas
}) solo puede ser { $combinations } con los candidatos que les quedan a sus celdas.
variant-why-cage-must-contain = toda combinación que le queda a la jaula de suma { $sum } en la fila { $row }, columna { $column } ({ $cells ->
    [one] una celda
   *[other] { $cells } celdas
}), { $combinations }, lleva el { $digit }; en la jaula solo puede ir en { $house }, así que ninguna otra celda de { $house } puede ser un { $digit }.
variant-why-diagonal-single = { $cell } es el único sitio que le queda al { $digit } en { $house }.
variant-why-45-innies = { $house } { $span ->
    [1] suma
   *[other] suman
} { $whole } y sus jaulas de dentro suman { $inside }{ $placed ->
    [0] {""}
   *[other] , sus celdas llenas fuera de ellas { $placed }
}, así que { $count ->
    [one] { $cells } vale { $total }.
   *[other] { $cells } suman { $total }: { $combinations }.
}
variant-why-45-outies = { $house } { $span ->
    [1] suma
   *[other] suman
} { $whole } y las jaulas de dentro o que cruzan su borde suman { $inside }{ $placed ->
    [0] {""}
   *[other] , sus celdas llenas de fuera { $placed }
}, así que fuera { $count ->
    [one] { $cells } vale { $total }.
   *[other] { $cells } suman { $total }: { $combinations }.
}
variant-hint-where-more = Pulsa Pista otra vez para ver las celdas.
variant-hint-cells-more = Pulsa Pista otra vez para ver la respuesta.
variant-hint-answer-more = { $changes } Haz tú el cambio: Paso solo conoce el sudoku clásico por ahora.
variant-status-step-classic-only = Paso y la dificultad solo conocen el sudoku clásico por ahora: pulsa Pista para el siguiente paso del killer y hazlo tú.
variant-technique-cage-clash = Choque de jaulas
    .a = un choque de dos jaulas
variant-technique-killer-supposition = Suposición killer
    .a = una suposición killer
variant-why-cage-clash = { $house } contiene la jaula de suma { $sum } en la fila { $row }, columna { $column } y la jaula de suma { $osum } en la fila { $orow }, columna { $ocolumn }, que no comparten ningún número: toda combinación que le queda a la jaula de suma { $osum } ({ $ocombinations }) comparte un número con { $out }, así que la jaula de suma { $sum } es { $left }.
variant-why-supposition = si { $cell } fuera { $digit }, { $depth ->
    [short] los únicos y las combinaciones de jaula que siguen
   *[long] las técnicas killer que siguen
} dejarían { $broken ->
    [cell] { $place } sin ningún número
    [house] sin lugar el { $missing } en { $house }
   *[cage] sin combinación la jaula de suma { $sum } en la fila { $row }, columna { $column }
}, así que { $cell } no es { $digit }.
variant-why-search = ninguna técnica decide aquí el siguiente número: una búsqueda entre todas las formas de llenar la cuadrícula solo le deja a { $cell } el { $digit }.
