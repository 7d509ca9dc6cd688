## status
## 盤面の下のステータス行：いま起きたことについてページが伝える文。

## ワーカーで実行中の探索（呼び出し回数と時間は毎秒何度も変わります）。

status-solving-count = ：これまでに呼び出し{ $calls }回。
status-solving = { $algorithmName }で解いています{ $count }
status-solving-time = 経過時間{ $time }。
status-solving-stop = 止めるには「キャンセル」（ソルバーラボ）かEscキーを押してください。盤面はそのまま編集できます。
status-interrupted = 盤面が変わったので、{ $algorithmName }での探索を呼び出し{ $calls }回（{ $time }）で中止しました。
status-cancelled = 呼び出し{ $calls }回（{ $time }）でキャンセルしました。{ $algorithmName }はまだ終わっていませんでした。
status-cancelled-advice = この問題には、制約伝播か高速ソルバーを試してください。
status-solve-failed = ソルバーを実行できませんでした（{ $why }）。

## 探索の結果（ソルバーラボの「解く」）

status-solve-empty = 解くものがありません：盤面が空です。先に問題を入力するか貼り付けてください。
status-solve-clashes = 解けません：{ $clashes }強調表示された数字のどれかを先に変えてください。
status-solve-numbers = 呼び出し{ $calls }回、推測{ $guesses }回、バックトラック{ $backtracks }回（{ $time }）。
status-solved-unique = 解けました：解は1つだけです。
status-solved-multiple = 解けましたが、この問題には解が複数あります：これはその1つです。
status-solved-method = { $algorithmLabel }：最初の解が見つかるまでの数値です。
status-solved-method-checked = { $algorithmLabel }：最初の解が見つかるまでの数値です。高速ソルバーで2つ目の解がないか確かめました（呼び出し{ $calls }回）。
status-solved-none = この問題には解がありません：この問題の数字からは盤面を完成できません。
status-solved-none-method = アルゴリズム：{ $algorithmLabel }
status-solve-stopped = 呼び出し{ $calls }回で止めました：{ $algorithmName }ではこの問題に時間がかかりすぎます。制約伝播か高速ソルバーを試してください。
status-solved-wrong = 入力した数字のうち{ $count }個が解と違います（印を付けました）。

## 盤面とその履歴

status-welcome = 問題を入力して（マスをクリックして1～9を入力）「スタート」を押すか、「新しい問題」を選ぶか、「写真」や「カメラ」から読み込んでください。
status-board-empty = 盤面は空です。
status-givens-entering = 盤面に問題の数字が{ $count }個あります。「スタート」でプレイを始めるか、ソルバーラボの「解く」で解けます。
status-givens = 盤面に問題の数字が{ $count }個あります。
status-board = { $count ->
    [2] 盤面には{ $a }と{ $b }があります。
   *[other] 盤面には{ $a }、{ $b }、{ $c }があります。
}
status-board-solution = 解答
status-undone = 元に戻しました。{ $board }
status-redone = やり直しました。{ $board }
status-nothing-to-undo = 元に戻す操作はありません。
status-nothing-to-redo = やり直す操作はありません。
status-cleared = 盤面を全消去しました。
status-edit-took-solution = 編集したので、解答を盤面から消しました。「元に戻す」で戻せます。
status-edit-took-steps = 編集したので、進めた{ $count }手を盤面から消しました。「元に戻す」で戻せます。
status-hint-gone = 盤面が変わったので、そのヒントはもう使えません。「ヒント」で新しいヒントを表示してください。{ $board }
status-other-tab = このページの別のタブで盤面が変わりました。このタブにも同じ盤面を表示しています。{ $board }
status-thinking = 次の手を探しています…
status-explain-failed = 今回はヒントを出せません（{ $why }）。ページを再読み込みして、もう一度お試しください。

## 問題の読み込み：リンク、貼り付け、写真、問題ファイルから

status-loaded = { $source ->
    [link] リンク
    [paste] 貼り付けたテキスト
    [photo] 写真
   *[batch] 問題ファイル
}から問題を読み込みました（問題の数字{ $count }個）。
status-photo-not-ready = まだ解がちょうど1つになっていません。盤面で数字を直してから、「スタート」を押してプレイしてください。
status-link-failed = リンクの問題を読み込めませんでした：{ $why }。
status-paste-failed = 貼り付けたテキストを読み込めませんでした：{ $why }。
status-link-empty = リンクの問題を読み込めませんでした：盤面が空です。
status-paste-empty = 貼り付けたテキストを読み込めませんでした：数字のない空の盤面です。
status-empty-kept = 数字の入った問題を貼り付けるか、問題を入力してください。盤面は元のままです。
status-link-text = リンクの問題（直してから盤面に貼り付けられます）：{ $text }
status-loaded-progress = 問題（問題の数字{ $givens }個）と、リンクの途中経過（入力した数字{ $entries }個）を読み込みました。
status-progress-failed = リンクの問題（問題の数字{ $givens }個）は読み込みましたが、途中経過は読み込めませんでした：{ $why }。
status-lost-on-start = 前回保存した問題を読み込めなかったため（{ $why }）、破棄しました。

## テキストが問題として読めない理由（「貼り付けたテキストを読み込めませんでした：」のあと）

status-parse-char = { $cell }マス目（{ $column }文字目）：予期しない文字「{ $character }」
status-parse-char-line = { $cell }マス目（{ $line }行目、{ $column }文字目）：予期しない文字「{ $character }」
status-parse-count = 81マスのはずが、{ $found }マスあります
status-parse-value = { $cell }マス目：値{ $value }が0～9ではありません

## リンクの途中経過コードが読めない理由

status-progress-version = このページで使える途中経過のコードではありません
status-progress-character = { $at }文字目は途中経過のコードに使えない文字です
status-progress-length = 途中で切れているか、長すぎます
status-progress-value = { $row }行{ $column }列の数字か色が範囲外です
status-progress-on-given = { $row }行{ $column }列の問題の数字に入力しようとしています
status-progress-nothing = { $row }行{ $column }列に何かあるとしていますが、その内容がありません

## 新しい問題を作れなかった理由（「新しい上級の問題を作れませんでした：」のあと）

status-make-cancelled = 問題の作成がキャンセルされました
status-make-unavailable = { $technique }を練習する問題は作れません：調べた問題のどれも、いちばん難しい手が{ $technique }ではありませんでした

## 共有とコピー

status-share = この問題へのリンク：
status-share-copied = この問題へのリンク（クリップボードにコピーしました）：
status-share-progress = この問題と途中経過へのリンク：
status-share-progress-copied = この問題と途中経過へのリンク（クリップボードにコピーしました）：
status-share-empty = 共有するものがありません：盤面が空です。
status-copied = 問題をクリップボードにコピーしました：
status-copied-solution = 問題と解答をクリップボードにコピーしました：
status-copy = 問題（選択してコピーしてください）：
status-copy-solution = 問題と解答（選択してコピーしてください）：
status-copy-empty = コピーするものがありません：盤面が空です。

## ブラウザに保存された盤面

status-restored-empty = 盤面は空です。「元に戻す」で前回の盤面に戻せます。
status-restoring = 盤面を復元しています…
status-restored = 前回の問題（問題の数字{ $count }個）と「元に戻す」の履歴を復元しました。
status-restore-failed = 保存された問題を読み込めなかったため（{ $why }）、空の盤面で始めました。
status-restore-kept = 保存されたデータは、ここで何かを変更するまでそのまま残ります。
status-save-failed = このブラウザではページのデータを保存できません（容量不足かブロック）。再読み込みすると盤面が失われます。
# The variants module (killer, X, windoku, jigsaw) could not be loaded.
status-variants-unavailable = バリエーションを読み込めませんでした。接続を確認して、もう一度バリエーションを選んでください。
