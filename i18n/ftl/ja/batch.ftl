## 一括で解くパネル：問題のファイルをまるごとバックグラウンドで解き、
## まとめ、時間のヒストグラム、問題の表を表示します。
## ダウンロードするCSVとJSONはデータなので、そのままです。

batch-title = 一括で解く
batch-close-label = 「一括で解く」を閉じる
batch-close-tooltip = 閉じる（Esc）
batch-close = 閉じる
batch-help = 問題のファイルをまるごとバックグラウンドで解き、判定、各問題の時間、探索の呼び出し回数を表示します。ファイルは1行に1問（81文字、空きマスは「.」か0）。問題でない行は一覧にして飛ばします。
batch-set = 付属の問題集
batch-choose-set = 問題集を選択…
# $puzzles：収録されている問題の数。
batch-set-top95 = top95：難問{ $puzzles }問（Norvig）
batch-set-msk = msk_009：あらゆる難易度の{ $puzzles }問
batch-set-top1465 = top1465：難問{ $puzzles }問（magictour）
batch-set-hardest = forum hardest：知られている中で最難関の{ $puzzles }問
batch-own-file = 自分のファイル：{ $name }
batch-open-file = ファイルを開く…
batch-algorithm = アルゴリズム
batch-first = 最初の解だけ
batch-budget = 1問あたりの呼び出し上限
batch-budget-none = なし
batch-cancel = キャンセル
batch-run = すべて解く
batch-progress-label = 一括処理の進み具合
batch-progress = { $total }問中{ $done }問を解きました。

## 入力された呼び出し上限を使えない理由（$typed：入力された文字列）。
## 例の1,000,000はカンマ区切りのままにします。

batch-budget-not-a-number = 呼び出し上限「{ $typed }」は呼び出し回数の整数ではありません：1,000,000のように入力するか、上限なしなら空欄にしてください。
batch-budget-zero = 呼び出し上限が0では、どの問題も始める前に止まります：1以上を入力するか、上限なしなら空欄にしてください。
batch-budget-too-big = 呼び出し上限「{ $typed }」は、ソルバーが数えられる範囲を超えています：上限なしなら空欄にしてください。

## パネルの現在の表示（$name：ファイル名）

batch-opening = 「{ $name }」を開いています…
batch-open-failed = 「{ $name }」を開けませんでした：{ $why }。
batch-opened = { $name }：{ $puzzles }問。
batch-opened-bad = { $name }：{ $puzzles }問。問題でない{ $bad }行は飛ばします（下に一覧があります）。
batch-finished = 完了：{ $tally }。
batch-bad-budget = 開始できません：先に呼び出し上限を直してください。
batch-cancelled = { $total }問中{ $done }問を解いたところでキャンセルしました。表にはその分を表示しています。
batch-failed = 処理が止まりました：{ $why }。

## ファイルを開けなかった理由、ダウンロードできなかった理由
## （「～を開けませんでした：」のあとに続くので、文末の「。」なし）

batch-file-empty = 空のファイルです
batch-file-not-text = テキストファイルではありません
batch-file-not-text-short = テキストではありません
batch-file-too-big = サイズが{ $size }MBあり、一括処理で扱える{ $most }MBを超えています
file-browser-refused = ブラウザに拒否されました
batch-network-failed = ネットワークかオフライン用のコピーからの読み込みに失敗しました
batch-server-answered = サーバーが{ $status }を返しました
batch-no-window = ウィンドウがありません
file-no-document = ドキュメントがありません
file-no-link = リンク要素がありません
batch-unreadable-request = 一括処理の要求を読み取れません：{ $why }
batch-unreadable-results = 一括処理の結果を読み取れません：{ $why }

## ファイルのうち、問題でない行

batch-bad-line = { $line }行目：{ $why }
batch-bad-lines = 問題でない{ $lines }行

## 結果

# 表とまとめの判定。
batch-verdict-unique = 唯一解
batch-verdict-multiple = 複数解
batch-verdict-solved = 解あり
batch-verdict-none = 解なし
batch-verdict-aborted = 上限超過
batch-verdict-cancelled = キャンセル
# まとめの一覧（「唯一解90問、上限超過5問」）。
batch-count-unique = 唯一解{ $count }問
batch-count-multiple = 複数解{ $count }問
batch-count-solved = 解あり{ $count }問
batch-count-none = 解なし{ $count }問
batch-count-aborted = 上限超過{ $count }問
batch-count-cancelled = キャンセル{ $count }問
batch-list-separator = 、
batch-verdicts-none = まだ解いた問題はありません
batch-tally = { $puzzles }問：{ $verdicts }
batch-tally-line = { $tally }。
batch-times = 時間：1問の中央値{ $median }、平均{ $mean }、合計{ $total }。呼び出し：計{ $calls }回（1問の中央値{ $medianCalls }回）。
batch-time-us = { $time }µs
batch-time-ms = { $time }ms
batch-time-s = { $time }秒
# $algorithm：アルゴリズムの名前（fast、naive…）。
batch-results-title = 結果：{ $algorithm }、{ $mode ->
    [first] 最初の解まで
   *[count] 2つ目の解まで
}
batch-results-title-budget = 結果：{ $algorithm }、{ $mode ->
    [first] 最初の解まで
   *[count] 2つ目の解まで
}、上限{ $budget }回
batch-download-csv = CSVをダウンロード
batch-download-json = JSONをダウンロード
batch-histogram = 1問あたりの時間
batch-histogram-range = { $from }～{ $to }
batch-show = 並び順
batch-order-file = ファイルの順
batch-order-slowest = 遅い順
batch-previous = 前へ
batch-next = 次へ
batch-page = { $page }／{ $pages }ページ
batch-page-puzzles = { $first }～{ $last }問目
batch-scroll-hint = 表が画面より横に広いため、時間、呼び出し、「開く」は横にスクロールして表示してください（スワイプするか、表を選択して矢印キーで）。
batch-table-label = 一括で解いた結果の表
batch-column-line = 行
batch-column-puzzle = 問題
batch-column-verdict = 判定
batch-column-time = 時間
batch-column-calls = 呼び出し
batch-column-board = 盤面
batch-open = 開く
batch-open-label = { $line }行目の問題を盤面で開く

## ワーカー（バックグラウンドで解く・評価する・読み取るページの補助）が失敗した理由。
## 文の終わりに続くので、文末の「。」なし。

# $worker：どのワーカーか、$how：何が起きたか、$why：ブラウザの言葉。
worker-failed = { $worker ->
    [solver] ソルバーワーカー
    [puzzle-make] 問題の評価と作成を行うパズルワーカー
    [puzzle-hint] ヒントを探すパズルワーカー
    [puzzle-import] 統計ファイルを読むパズルワーカー
    [puzzle-batch] 一括で解くパズルワーカー
   *[reader] 写真を読み取るワーカー
}{ $how ->
    [not-loaded] を読み込めませんでした
    [stopped] がエラーで停止しました
   *[unreadable] から読み取れない応答が届きました
}（{ $why }）
worker-script-not-fetched = スクリプトを取得できませんでした
worker-file-gone = ファイルがもうありません。選び直してください
worker-file-too-large = サイズが{ $megabytes }MBあり、統計ファイルとしては大きすぎます
worker-file-unreadable = 読み込めませんでした（{ $why }）
worker-unknown-error = 不明なエラー
# 写真を読み取れなかった理由。
worker-read-decode = ファイルを画像として読み込めません：{ $why }
worker-read-too-large = 画像が大きすぎます（{ $width }×{ $height }ピクセル、上限は4000万画素）
worker-read-empty = 画像が空です
worker-read-bad-buffer = ピクセルデータが画像のサイズと合いません（{ $expected }バイトのはずが{ $got }バイト）
worker-read-no-grid = 画像に数独の盤面が見つかりません
worker-read-file-empty = ファイルが空です
worker-read-not-a-picture = このブラウザで開ける画像ファイルではありません
worker-read-only-photos = 写真を読み取るワーカーは写真しか読み取りません

batch-not-loaded = 一括で解くパネルを読み込めませんでした。接続を確認して、もう一度「一括で解く…」を押してください。
