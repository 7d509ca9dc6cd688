## キラーの入力（バリアント用モジュールのみ）：ケージの道具と、マスが属するケージの読み上げ。

variant-cage-tools = ケージ
variant-cage-sum = ケージの合計
    .title = ケージのマスを選び、合計を入力して Enter キーを押します
variant-cage-sum-invalid = 1～45 の合計を入力してください。
variant-cage-delete = ケージを削除
    .title = 選んだマスのケージを取り除きます
variant-cell-cage = 、合計{ $sum }のケージ（{ $count }マス）

variant-region-tools = 領域
variant-region-make = 領域にする
    .title = 選んだ9マスを1つの領域にします
variant-cell-region = 、領域{ $region }
variant-cell-no-region = 、まだ領域なし
variant-playing = { $variant ->
    [killer] キラー数独
    [killer-x] キラーX数独
    [x] 対角線数独
    [windoku] ウィンドク
    [jigsaw] ジグソー数独
   *[classic] 通常の数独
}
variant-tool-combinations = 組み合わせ
    .title = 選んだマスのケージの合計になる数字の組み合わせを表示します
