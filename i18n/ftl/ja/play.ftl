## play
## プレイ（スタート、チェック、答えを表示、チェックポイント）、比較、統計、
## スクリーンリーダー用のマスのラベル、数字の重複、数と日時の書式。

## 数と名詞（「チェック2回、答えの表示1回、ヒント3回を使いました。」のように並べます）

number-givens = 問題の数字{ $count }個
number-entries = 入力した数字{ $count }個
number-steps = { $count }手分の手順
number-checks = チェック{ $count }回
number-reveals = 答えの表示{ $count }回
number-hints = ヒント{ $count }回

## 時間と日付

number-duration-under = { $ms }ミリ秒未満
number-duration-ms = { $ms }ミリ秒
number-duration-s = { $s }秒
number-date = { $year }年{ $month }月{ $day }日

## 重複：同じ行・列・ブロックに同じ数字が2つ以上あること

clash-found = { $unit ->
    [row] { $number }行目
    [column] { $number }列目
   *[box] ブロック{ $number }
}に{ $digit }が{ $count }つあります。
clash-more = ほかに{ $count }件あります。

## スクリーンリーダーが読み上げるマスの名前（「3行7列、5、入力、間違い、色4」）

cell-label = { $row }行{ $column }列、{ $digit ->
    [0] 空き
   *[other] { $digit }
}
cell-candidates = 、{ $count ->
    [0] 候補なし
   *[other] 候補{ $candidates }
}
cell-entered = 、入力
cell-solved = 、ソルバーの数字
cell-step = 、手順で確定
cell-wrong = 、間違い
cell-corner-marks = 、隅メモ{ $digits }
cell-centre-marks = 、中央メモ{ $digits }
cell-colour = 、色{ $colour }

## プレイ：スタート、問題を編集、チェック、答えを表示、チェックポイント

play-started = プレイ開始：問題の数字{ $count }個を確定し、タイマーが動き始めました。
play-started-help = 数字をキーで入力するか、タップして入れてください。数字パッドの下の切替（数字・隅メモ・中央メモ・色）で、隅メモ、中央メモ、色として入力できます（キー：Shift+数字、Ctrl+数字、Z X C V）。
play-started-without = プレイ開始：問題の数字{ $count }個を確定し、タイマーが動き始めましたが、{ $why ->
    [several] この問題には解が2つ以上あります。
    [none] この問題には解がありません。
   *[unsettled] 簡単な探索では、解が1つだけかどうか確かめられませんでした。
}
play-started-without-help = チェック、答えを表示、ヒントには、解が1つだけの問題が必要です。「その他」の「問題を編集」で、問題の数字を追加・修正してください。
play-entering = 問題を編集中：入力した数字は問題の数字になります。「スタート」でプレイを始めます。
play-locked = 選択したマスには問題の数字かソルバーの数字が入っていて、変更できません。
play-nothing-to-play = プレイするものがありません：盤面が空です。先に問題を入力するか貼り付けてください。
play-cannot-start = スタートできません：{ $clashes }強調表示された数字のどれかを先に変えてください。
play-nothing-to-check = まだチェックするものがありません：数字を入力していません。
play-checked-right = { $entries ->
    [1] 入力した数字は、今のところ正しいです。
   *[other] 入力した{ $entries }個の数字は、今のところすべて正しいです。
}
play-checked-wrong = { $entries ->
    [1] 入力した数字は間違っています（印を付けました）。
   *[other] 入力した{ $entries }個のうち{ $wrong }個が間違っています（印を付けました）。
}
play-not-playing = チェックポイントと「最初のミスまで戻る」はプレイ中に使えます：先に「スタート」を押してください。
play-checkpointed = { $count ->
    [1] チェックポイントを記憶しました：「チェックポイントに戻る」で今の盤面に戻れます。
   *[other] チェックポイントを記憶しました（この問題で{ $count }個）：「チェックポイントに戻る」で最新のものに戻れます。
}
play-no-checkpoint = チェックポイントはまだありません：仮置きの前に「チェックポイント」を押すと、そこに戻れます。
play-at-checkpoint = 盤面は最新のチェックポイントと同じです。
play-back-to-checkpoint = 最新のチェックポイントに戻りました。「元に戻す」で取り消せます。
play-no-mistake = 戻るべきミスはありません：入力した数字はすべて解と一致しています。
play-before-first-mistake = 最初のミスの直前まで戻りました（{ $count }回分の変更を取り消し）。「元に戻す」で元に戻せます。
play-mistakes-erased = 履歴が最初のミスまでさかのぼれないため、代わりに間違った数字{ $count }個を消しました。「元に戻す」で元に戻せます。
play-revealed = { $count ->
    [0] 表示するものがありません：先に空きマスか、数字を入力したマスを選択してください。
   *[other] { $count }マスの答えを表示しました。
}
play-no-single-solution-several = チェックと答えの表示には、解が1つだけの問題が必要です。この問題には解が複数あります。
play-no-single-solution-none = チェックと答えの表示には、解が1つだけの問題が必要です。この問題には解がありません。
play-no-single-solution-unsettled = チェックと答えの表示には、解が1つだけの問題が必要です。簡単な探索（呼び出し{ $calls }回）では、解が1つだけかどうか確かめられませんでした。ソルバーラボの「解く」なら、必要なだけ時間をかけて探索します。
play-no-puzzle = まだ問題がありません：問題を入力するか、読み込んでください（貼り付け、リンク、写真、「新しい問題」）。
play-finished = お見事です！{ $time }で解きました。
play-help-used = { $count ->
    [0] チェック、答えの表示、ヒントは使っていません。
    [1] { $a }を使いました。
    [2] { $a }と{ $b }を使いました。
   *[other] { $a }、{ $b }、{ $c }を使いました。
}
play-share = 共有：{ $line }

## 比較（ソルバーラボ）：表、その説明、ステータス行

compare-waiting = 待機中
compare-running = 実行中
compare-calls-so-far = { $calls }（途中）
compare-time-so-far = { $time }（途中）
compare-stopped-after = { $calls }で停止
compare-not-run = 未実行
compare-failed = 失敗：{ $why }
compare-note = { $stale ->
    [yes] この問題（「比較」を押した時点の盤面）を、各アルゴリズムで最初の解まで解いた結果です。
   *[no] この問題を、各アルゴリズムで最初の解まで解いた結果です。
}バー：呼び出し回数を1から{ $most }までの対数目盛りで示します。呼び出しが10倍になるごとに、バーが同じ長さだけ伸びます。
compare-started = 4つのアルゴリズムで、この問題を順番に解いて比較しています…
compare-stopped = 比較を停止しました。
compare-empty = 比較するものがありません：盤面が空です。先に問題を入力するか貼り付けてください。
compare-clashes = 比較できません：{ $clashes }強調表示された数字のどれかを先に変えてください。
compare-done = この問題でアルゴリズムを比較しました。
compare-summary = 比較結果：単純なバックトラックは呼び出し{ $naive }回、高速ソルバーは{ $fast }回でした。
compare-summary-stopped = 比較結果：単純なバックトラックは呼び出し{ $naive }回で停止し、高速ソルバーは{ $fast }回で解きました。

## 統計：パネル、「今日の問題」の共有行、統計ファイル（エクスポートとインポート）

stats-share = 数独、{ $date }、{ $levelName }：{ $time }、{ $help }
stats-share-unrated = 数独、{ $date }：{ $time }、{ $help }
stats-share-help = { $count ->
    [0] ヒントなし
    [1] { $a }
    [2] { $a }、{ $b }
   *[other] { $a }、{ $b }、{ $c }
}
stats-finished-unaided = { $finished }（自力{ $unaided }）
stats-streak = { $days ->
    [0] 連続記録はまだありません：「今日の問題」を解くと始まります。
   *[other] 「今日の問題」の連続記録：{ $days }日。
}
stats-export-failed = 統計ファイルを保存できませんでした：{ $why }。
stats-imported = { $count ->
    [0] 統計ファイルに新しい記録はありませんでした：統計は変わっていません。
   *[other] 解いた問題{ $count }件を統計にインポートしました。
}
stats-refused = 「{ $name }」をインポートできませんでした：{ $why }。統計は変わっていません。
stats-not-json = 統計ファイルではありません：エクスポートはJSONで保存しますが、これはJSONではありません
stats-not-a-file = 統計ファイルではありません（{ $why }）
stats-version = バージョン{ $version }のファイルです。このページが読めるのはバージョン{ $ours }です

## 統計ファイルの行（解いた問題1件）の誤り

stats-line-bad = { $line }件目の記録：{ $why }
stats-line-words = { $count }語あります（解いた問題の記録は8語です）
stats-line-number = { $field ->
    [time] 時間
    [hints] ヒントの回数
    [checks] チェックの回数
   *[reveals] 答えの表示の回数
}「{ $word }」が整数ではありません
stats-line-date = 「{ $word }」は日付ではありません：2026-11-26のようにYYYY-MM-DD形式で書いてください
stats-line-level = 難易度「{ $word }」がeasy、medium、hard、expert、extremeのどれでもありません
stats-line-daily = 「{ $word }」はdailyでもotherでもありません
stats-line-puzzle = 問題：{ $why }
stats-line-givens = 問題の数字が{ $count }個しかありません（少なくとも17個必要です）
stats-line-clash = 問題の数字が重複しています
stats-line-daily-level = 難易度のない「今日の問題」です
stats-line-variant = 種類「{ $word }」がkiller、killer-x、x、windoku、jigsawのどれでもありません
stats-line-variant-level = 通常以外の種類の問題なのに難易度があります（その種類には難易度がなく、「-」と書きます）
stats-line-empty = 問題に数字もケージもありません
