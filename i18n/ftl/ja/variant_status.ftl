## バリエーション（キラー、キラーX、対角線、ウィンドク、ジグソー）についてのステータス行。
## バリアント用モジュールだけが表示します（英語は最初の読み込みに含まれません）。

variant-status-chosen = { $variant ->
    [killer] キラー：ケージのマスを選び、「ケージの合計」に合計を入力してEnterキーを押してください。
    [killer-x] キラーX：2本の対角線にも1～9が1つずつ入ります。ケージのマスを選び、「ケージの合計」に合計を入力してEnterキーを押してください。
    [x] 対角線：2本の対角線にも1～9が1つずつ入ります。
    [windoku] ウィンドク：色の付いた4つの窓にも1～9が1つずつ入ります。
    [jigsaw] ジグソー：太線で区切られた9つの領域に、それぞれ1～9が1つずつ入ります。 問題の領域を写すには、1つの領域の9マスを選んで「領域にする」を押してください。
   *[classic] 通常のルール：行、列、ブロック。
}
variant-status-cage-added = { $row }行{ $column }列のケージを追加しました（合計{ $sum }、{ $cells }マス）。次のケージのマスを選んでください。
variant-status-no-cells = 先にケージのマスを選んでから、合計を入力してください。
variant-status-not-killer = ケージはキラーの問題で使います：先に「種類」で「キラー」か「キラーX」を選んでください。
variant-status-too-big = ケージは9マスまでです。いま{ $size }マス選ばれています。
variant-status-impossible-sum = { $size ->
    [9] 異なる9個の数字の合計は必ず45で、{ $sum }にはなりません。
   *[other] 異なる{ $size }個の数字の合計は{ $min }～{ $max }で、{ $sum }にはなりません。
}何も変更していません。
variant-status-refused = そのケージは置けません：{ $why }
variant-status-deleted = { $count ->
    [0] 選択したマスを含むケージがありません：取り除くケージのマスを選んでください。
   *[other] ケージを{ $count }個取り除きました。
}
variant-status-failed = { $source ->
    [link] リンクの問題を読み込めませんでした：{ $why }
   *[paste] その問題を読み込めませんでした：{ $why }
}
variant-status-classic-only = 「ヒント」「1手進める」と難易度は、今のところ通常の数独にしか対応していません。「チェック」「答えを表示」「解く」は{ $variant ->
    [killer] キラー
    [killer-x] キラーX
    [x] 対角線
    [windoku] ウィンドク
   *[jigsaw] ジグソー
}のルールに従います。
variant-fault-house = { $house ->
    [main] r1c1からr9c9への対角線
    [anti] r1c9からr9c1への対角線
    [window] 窓{ $number }
   *[region] 領域{ $number }
}に{ $digit }が{ $count }つあります。
variant-fault-cage-repeat = { $row }行{ $column }列の合計{ $sum }のケージに{ $digit }が2つあります。
variant-fault-cage-sum = { $row }行{ $column }列の合計{ $sum }のケージの数字を足すと{ $total }になります。
variant-status-loaded = { $source ->
    [link] リンク
   *[paste] 貼り付けたテキスト
}から{ $variant ->
    [killer] キラー
    [killer-x] キラーX
    [x] 対角線
    [windoku] ウィンドク
   *[jigsaw] ジグソー
}の問題を読み込みました（{ $cages ->
    [0] ケージなし
   *[other] ケージ{ $cages }個
}、{ $givens ->
    [0] 問題の数字なし
   *[other] 問題の数字{ $givens }個
}）。

variant-status-region-made = 領域{ $region }を作りました。
variant-status-region-last = 残りの9マスが領域{ $region }になり、9つの領域がそろいました。
variant-status-region-broke = ほかの領域{ $broken }つからマスを取ったため、それらの領域はなくなり、残りのマスはどの領域にも入っていません。
variant-status-regions-complete = 9つの領域がそろいました。
variant-status-regions-left = まだ{ $left }マスがどの領域にも入っていません。1つの領域の9マスを選んで「領域にする」を押してください。
variant-status-region-already = その9マスはすでに領域{ $region }です。
variant-status-region-not-jigsaw = 領域があるのはジグソーだけです。先に「種類」でジグソーを選んでください。
variant-status-region-no-cells = 先に1つの領域の9マスを選んでから、「領域にする」を押してください。
variant-status-region-size = 領域は9マスです。いま{ $count }マス選ばれています。何も変更していません。
variant-status-region-apart = 領域のマスは辺でつながっている必要がありますが、{ $cell }がほかの選んだマスから離れています。何も変更していません。
variant-status-region-refused = その領域は置けません：{ $why }
variant-status-regions-unfinished = 領域がまだそろっていません。ジグソーには、つながった9マスの領域が9つ必要で、まだ{ $left }マスがどの領域にも入っていません。1つの領域の9マスを選んで「領域にする」を押してください。
variant-status-regions-apart = 残りの9マスがつながっていない（{ $cell }が離れている）ため、最後の領域になれません。まわりの領域を描き直してください。
variant-status-regions-loaded = { $source ->
    [link] リンク
   *[paste] 貼り付けたテキスト
}からジグソーを読み込みました（問題の数字{ $givens }個）。領域はまだ描いている途中です。
variant-status-combinations = { $row }行{ $column }列のケージ（{ $cells }マスで合計{ $sum }）：{ $count ->
    [0] 異なる数字でこの合計になる組み合わせはありません。
   *[other] 組み合わせは{ $count }通り、{ $all }。
}
variant-status-combinations-open = 盤面の数字から残るのは{ $count }通り：{ $open }。
variant-status-combinations-all-open = 盤面の数字はそのすべてを許します。
variant-status-combinations-none-open = 盤面の数字はどれも許しません：このケージか、それが見るマスの数字が間違っています。
variant-status-combinations-no-cage = 先にケージのマスを選んでから「組み合わせ」を押してください。
variant-combinations-join = {"、"}
variant-status-cage-replaced = そのマスが入っていたケージ{ $count }個を取り除きました。
variant-status-cage-sum-changed = { $row }行{ $column }列のケージの合計を{ $sum }にしました（{ $cells }マス）。
variant-status-not-a-sum = ケージの合計を1～45の整数で入力し、Enterを押してください。
variant-status-cage-apart = ケージのマスは辺で隣り合ってつながりますが、{ $cell }がほかのマスから離れています。何も変更していません。
variant-status-board-cages = 盤面にケージが{ $count }個あります。
variant-status-restored-cages = 前回のパズル（ケージ{ $count }個）と元に戻す履歴を復元しました。
variant-status-loaded-entries = 進行状況も読み込みました（入力{ $entries }個）。
