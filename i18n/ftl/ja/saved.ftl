## saved

saved-board = { $board ->
    [undo] 「元に戻す」の{ $count }番目
    [redo] 「やり直す」の{ $count }番目
    [checkpoint] チェックポイント
   *[board] 盤面
}
saved-board-why = { $what }：{ $reason ->
    [steps] 盤面にありえない数の手順
    [history] 履歴の手順が多すぎます
    [step] 手順{ $count }/{ $max }をやり直せません
    [given] 問題の数字の上に入力があります
    [both] 解答と手順の両方があります
    [solution] 解答が問題に合いません
    [marks] メモが81マス分ではありません
    [mark] メモ「{ $char }」が1～9の数字ではありません
    [colours] 色が81マス分ではありません
    [colour] 色「{ $char }」が0～9ではありません
    [variant] このモジュールでは読めないバリアントです
    [line] 81文字の行ではありません
   *[other] { $detail }
}
saved-why = { $reason ->
    [mode] 不明な入力モード「{ $detail }」
    [algorithm] 不明なアルゴリズム「{ $detail }」（naive、candidates、propagation、fast のいずれか）
    [wrong] マス{ $count }の誤りの印が0～80の範囲外です
    [stats] 統計：{ $detail }
    [daily] 今日の問題：{ $detail }
    [day] 今日の問題が日付と問題になっていません
    [char] このページのデータではありません（文字「{ $char }」を含みます）
    [empty] データが空です
    [unversioned] バージョン番号がありません
    [version] バージョン{ $count }です。このページが読めるのはバージョン{ $max }です
    [json-version] JSONで書かれたバージョン{ $count }で、どのページも書かない形式です
    [json] 有効なJSONではありません
    [end] 形式が不正です：終わりの後にデータがあります
    [malformed] 形式が不正です：{ $detail }
    [older] 古いページが保存したもので、{ $detail }
    [replay] 手順をやり直せませんでした：{ $detail }
   *[other] { $detail }
}
