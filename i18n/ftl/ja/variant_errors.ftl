## バリアントの文字列やルールを読めなかった理由。どれもケージや領域を名指しします。
## バリアント用モジュールだけが使います。

variant-error-givens = 初期数字: { $why }
variant-error-text = { $form }: { $message }
variant-error-empty-cage = ケージ{ $cage }にマスがありません。
variant-error-cage-too-big = ケージ{ $cage }（{ $row }行{ $column }列から）は{ $size }マスあります。ケージは最大9マスです。
variant-error-impossible-sum = ケージ{ $cage }（{ $row }行{ $column }列から）: { $size ->
    [one] 1つの数字は{ $min }から{ $max }までで、{ $sum }にはなりません。
   *[other] 異なる{ $size }個の数字の合計は{ $min }から{ $max }までで、{ $sum }にはなりません。
}
variant-error-two-cages = { $row }行{ $column }列のマスがケージ{ $first }とケージ{ $second }の両方に入っています。
variant-error-outside = ケージ{ $cage }: マス{ $cell }は盤の外です。
variant-error-region-size = 領域{ $region }は{ $size }マスです。領域には9マス必要です。
variant-error-region-cut = 領域{ $region }がつながっていません: { $row }行{ $column }列のマスが残りから切り離されています。
