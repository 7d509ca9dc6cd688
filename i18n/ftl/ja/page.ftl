## page
## ページの操作部とパネル：名前、ラベル（`.aria-label`、スクリーンリーダー用）、
## ツールチップ（`.title`）、見出し、説明。

## 上部のバー

page-title = 数独
page-tagline = プレイも、入力も、写真からの読み込みも。解き方まで確かめられます。
page-views = 表示
page-view-play = プレイ
page-view-lab = ソルバーラボ
page-more = その他

## サイドの列

page-timer = プレイ時間
page-play-panel = プレイ：数字パッド、モード切替、元に戻す、やり直す、ヒント、スタート、チェック、答えを表示、候補を記入、チェックポイント
page-lab-panel = ソルバーラボ：アルゴリズムと解く、1手進める、候補、比較、一括で解く
page-cancel = キャンセル

## 盤面

page-board = 数独の盤面（9×9）
page-board-row = { $row }行目

## 数字パッドと入力モードの切替

page-numpad = 数字パッド
page-numpad-erase = 消去
page-numpad-enter = { $digit }を入力
page-numpad-colour = 色{ $digit }
page-modes = 入力モード
page-mode-digit = 数字
page-mode-corner = 隅メモ
page-mode-centre = 中央メモ
page-mode-colour = 色

## プレイ用ツール（パッドの下）

page-tools = プレイ用ツール
page-tool-undo = 元に戻す
    .title = 元に戻す（Ctrl+Z）
page-tool-redo = やり直す
    .title = やり直す（Ctrl+Y）
page-tool-hint = ヒント
    .title = ヒント（H）
page-tool-check = チェック
    .title = チェック（K）
page-tool-more = ほかのツール
    .title = 答えを表示、候補を記入、仮置き用のチェックポイント
page-tool-more-row = 答えを表示、候補を記入、チェックポイント
page-tool-reveal = 答えを表示
    .title = 選択したマスに正解の数字を入れます
page-tool-fill-marks = 候補を記入
    .title = すべての空きマスに、すべての候補を中央メモとして書き込みます
page-tool-checkpoint = チェックポイント
    .title = 仮置きの前に、今の盤面を記憶します
page-tool-back-to-checkpoint = チェックポイントに戻る
    .title = 最後のチェックポイントに戻ります（「元に戻す」で取り消せます）
page-tool-undo-to-mistake = 最初のミスまで戻る
    .title = 最初に間違えた入力の直前まで戻ります（「元に戻す」で取り消せます）
page-tool-start = スタート
    .title = 問題の数字を確定して、タイマーを開始します
page-variant = 種類
page-variant-name = { $variant ->
    [killer] キラー
    [killer-x] キラーX
    [x] 対角線
    [windoku] ウィンドク
    [jigsaw] ジグソー
   *[classic] 通常
}

## 問題を入手（サイドの列の下）

page-new-title = 問題を入手
page-new-level = 難易度
page-new-puzzle = 新しい問題
page-new-today = 今日の問題
    .title = 選んだ難易度の今日の問題です（今日は全員が同じ問題です）
page-new-photo = 写真
    .title = 写真から問題を読み込みます（画像を盤面に貼り付けたり、ドロップしたりもできます）
page-new-camera = カメラ
    .title = 紙の問題にカメラをかざして、その場で読み込みます
page-new-skip = そこまで進む
    .title = 最初の{ $techniqueName }の直前まで手順を進めます

## ソルバーラボ：解く

page-solve-title = 解く
page-solve-help = バックグラウンドで実行し、再帰呼び出しをすべて数えます。回数と時間はステータスに表示されます。
page-solve-algorithm = アルゴリズム
page-solve = 解く

## ソルバーラボ：解き方の説明

page-explain-title = 解き方を説明
page-explain-help = 「1手進める」は、名前のあるテクニックで1マスを埋めるか候補を消します。プレイ画面の「ヒント」は、同じ手を3回押して段階的に示します。
page-explain = 説明
page-explain-step = 1手進める
page-explain-candidates = 候補
page-steps-title = これまでの手順
page-steps-empty = まだありません。「ヒント」で次の手を表示し、「1手進める」で適用します。

## ソルバーラボ：アルゴリズムの比較

page-compare-title = アルゴリズムの比較
page-compare = 比較
page-compare-stop = 停止
page-compare-help = 4つのアルゴリズムすべてで、この問題を最初の解が見つかるまでバックグラウンドで解きます。
page-compare-batch = 一括で解く…
page-compare-batch-help = 問題のファイルをまるごと解き、それぞれの時間を表示します。
page-compare-table = 比較表
page-compare-caption = アルゴリズムごとの作業量
page-compare-algorithm = アルゴリズム
page-compare-calls = 呼び出し
page-compare-guesses = 推測
page-compare-backtracks = バックトラック
page-compare-time = 時間
page-compare-row =
    { $algorithm ->
        [naive] 単純
        [candidates] 候補
        [propagation] 制約伝播
        [fast] 高速
       *[other] { $algorithm }
    }

## その他のパネル

page-more-panel = その他：共有、途中経過を共有、コピー、問題を編集、全消去、統計、テクニックの練習、設定、キー操作
page-more-title = その他
page-more-close = 閉じる
page-more-puzzle = この問題
page-more-share = 共有
page-more-share-progress = 途中経過を共有
page-more-copy = コピー
    .title = 問題（と解答）を81文字の行としてコピーします
page-more-edit = 問題を編集
page-more-clear = 全消去
    .title = 盤面を空にします（「元に戻す」で戻せます）
page-practise-title = テクニックの練習
page-practise-technique = テクニック
    .title = 練習するテクニック
page-practise = 練習
    .title = 選んだテクニックがいちばん難しい手になる問題を出します
page-settings = 設定
page-setting-tidy-marks = 入れた数字を、同じ行・列・ブロックのメモから自動で消す
page-setting-show-peers = 選択したマスと同じ行・列・ブロックを色付けする

## その他のパネル：キー操作

page-keys = キー操作
page-key-digit = 数字を入力
    .keys = 1～9
page-key-erase = 消去
    .keys = Backspace、Delete、0、「.」、スペース
page-key-move = 移動（Ctrl+Home、Ctrl+End：最初と最後のマス）
    .keys = 矢印キー、Home、End
page-key-corner = 隅メモ
    .keys = Shift+数字
page-key-centre = 中央メモ
    .keys = Ctrl+数字
page-key-modes = 数字・隅メモ・中央メモ・色モード
    .keys = Z X C V
page-key-hint = ヒント／チェック
    .keys = H / K
page-key-undo = 元に戻す／やり直す
    .keys = Ctrl+Z / Ctrl+Y
page-key-select = 複数のマスを選択
    .keys = Shift+クリック、Ctrl+クリック、ドラッグ
page-key-select-all = すべて選択／選択解除
    .keys = Ctrl+A / Esc
page-more-note = 盤面に問題（81文字または9×9の配置）や画像を貼り付けたり、ページに写真をドロップしたりできます。

## 統計（その他のパネル内）

page-stats = 統計
page-stats-caption = 自力で解いた問題（難易度別）
page-stats-level = 難易度
page-stats-finished = 解いた数
page-stats-best = ベスト
page-stats-median = 中央値
page-stats-variants = 種類別（難易度なし）
page-stats-export = エクスポート
    .title = 統計をJSONファイルとして保存します
page-stats-import = インポート
    .title = 別の端末でエクスポートした統計を追加します
