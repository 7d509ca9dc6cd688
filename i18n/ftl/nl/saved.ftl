## saved

saved-board = { $board ->
    [undo] Ongedaan-stap { $count }
    [redo] Opnieuw-stap { $count }
    [checkpoint] checkpoint
   *[board] rooster
}
saved-board-why = { $what }: { $reason ->
    [steps] meer stappen dan een rooster kan hebben
    [history] te veel stappen in de geschiedenis
    [step] stap { $count } van { $max } kan niet opnieuw worden gezet
    [given] een invulling op een gegeven cijfer
    [both] zowel een oplossing als stappen
    [solution] de oplossing past niet bij de puzzel
    [marks] notities niet voor 81 vakjes
    [mark] een notitie ‘{ $char }’ is geen cijfer 1-9
    [colours] kleuren niet voor 81 vakjes
    [colour] een kleur ‘{ $char }’ is niet 0-9
    [variant] een variant, die deze module niet kan lezen
    [line] geen regel van 81 tekens
   *[other] { $detail }
}
saved-why = { $reason ->
    [mode] onbekende invoermodus ‘{ $detail }’
    [algorithm] onbekend algoritme ‘{ $detail }’ (verwacht: naive, candidates, propagation of fast)
    [wrong] een foutmarkering op vakje { $count }, niet 0-80
    [stats] de statistieken: { $detail }
    [daily] de puzzel van vandaag: { $detail }
    [day] de puzzel van vandaag is geen dag met een puzzel
    [char] het zijn geen gegevens van deze pagina (met het teken ‘{ $char }’)
    [empty] ze zijn leeg
    [unversioned] ze hebben geen versienummer
    [version] ze hebben versie { $count }, deze pagina leest versie { $max }
    [json-version] ze hebben versie { $count } als JSON, wat geen pagina schrijft
    [json] het is geen geldige JSON
    [end] ze zijn misvormd: er volgen meer gegevens na het einde
    [malformed] ze zijn misvormd: { $detail }
    [older] ze zijn bewaard door een oudere pagina, en { $detail }
    [replay] de stappen konden niet opnieuw worden gezet: { $detail }
   *[other] { $detail }
}
