variant-technique-cage-combinations = ケージの組み合わせ
    .a = ケージの組み合わせ
variant-technique-cage-must-contain = ケージの必須数字
    .a = ケージに必ず入る数字
variant-technique-rule-of-45 = 45の法則
    .a = 45の法則
variant-house = { $kind ->
    [main] r1c1からr9c9への対角線
    [anti] r1c9からr9c1への対角線
    [window] 窓{ $number }
   *[region] 領域{ $number }
}
variant-house-run = { $kind ->
    [row] { $span ->
        [2] { $first }行目と{ $last }行目
       *[other] { $first }〜{ $last }行目
    }
   *[column] { $span ->
        [2] { $first }列目と{ $last }列目
       *[other] { $first }〜{ $last }列目
    }
}
variant-why-cage-combinations = { $row }行{ $column }列の合計{ $sum }のケージ（{ $cells }マス）は、マスに残る候補では{ $combinations }にしかなりません。
variant-why-cage-must-contain = { $row }行{ $column }列の合計{ $sum }のケージ（{ $cells }マス）に残る組み合わせ{ $combinations }はどれも{ $digit }を含み、ケージの中で{ $digit }が入れるのは{ $house }だけです。そのため{ $house }のほかのマスは{ $digit }になりません。
variant-why-diagonal-single = { $house }で{ $digit }が入れるのは{ $cell }だけです。
variant-why-45-innies = { $house }の合計は{ $whole }で、中のケージの合計は{ $inside }{ $placed ->
    [0] {""}
   *[other] 、ケージの外の埋まったマスの合計は{ $placed }
}です。したがって{ $count ->
    [one] { $cells }は{ $total }です。
   *[other] { $cells }の合計は{ $total }：{ $combinations }です。
}
variant-why-45-outies = { $house }の合計は{ $whole }で、中にあるケージと縁をまたぐケージの合計は{ $inside }{ $placed ->
    [0] {""}
   *[other] 、その外側の埋まったマスの合計は{ $placed }
}です。したがって外側の{ $count ->
    [one] { $cells }は{ $total }です。
   *[other] { $cells }の合計は{ $total }：{ $combinations }です。
}
variant-hint-where-more = もう一度「ヒント」を押すとマスを表示します。
variant-hint-cells-more = もう一度「ヒント」を押すと答えを表示します。
variant-hint-answer-more = { $changes }自分で盤面に反映してください。「1手進める」は今のところ通常の数独にしか対応していません。
variant-status-step-classic-only = 「1手進める」と難易度は、今のところ通常の数独にしか対応していません。「ヒント」でキラーの次の手を確かめ、自分で盤面に反映してください。
variant-technique-cage-clash = ケージの衝突
    .a = 二つのケージの衝突
variant-technique-killer-supposition = キラーの仮定
    .a = キラーの仮定
variant-why-cage-clash = { $house }には{ $row }行{ $column }列の合計{ $sum }のケージと{ $orow }行{ $ocolumn }列の合計{ $osum }のケージがあり、同じ数字は入りません。合計{ $osum }のケージに残る組み合わせ（{ $ocombinations }）はどれも{ $out }と数字が重なるので、合計{ $sum }のケージは{ $left }です。
variant-why-supposition = { $cell }が{ $digit }だとすると、続く{ $depth ->
    [short] シングルとケージの組み合わせ
   *[long] キラーのテクニック
}で{ $broken ->
    [cell] { $place }に入る数字がなくなり
    [house] { $house }に{ $missing }の入る場所がなくなり
   *[cage] { $row }行{ $column }列の合計{ $sum }のケージの組み合わせがなくなり
}ます。そのため{ $cell }は{ $digit }ではありません。
variant-why-search = ここでは次の数字を決めるテクニックがありません。盤面を埋めるすべての方法を探すと、{ $cell }に残るのは{ $digit }だけです。
