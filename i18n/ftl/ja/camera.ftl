## カメラのパネル：紙の問題をカメラで読み取る間の案内、止まった理由、読み取った結果。
## ボタン名（「再開」「カメラを停止」「写真」「この問題を使う」）は文中でも同じ表記にします。

# 盤面が映っていないとき（映像の下）。
camera-advice-no-grid = 盤面全体が映るように、カメラを問題の正面に向けてください。
camera-advice-move-closer = もう少し近づけて、盤面を画面いっぱいに映してください。
camera-advice-move-back = 少し離してください：盤面全体が余白つきで映る必要があります。
camera-advice-hold-still = そのまま動かさないでください…
# $digits：これまでのフレームで一致した数字の数（最初は0）。
camera-advice-reading = { $digits ->
    [0] 盤面を読み取っています…
   *[other] 読み取り中：これまでに数字{ $digits }個。そのまま動かさないでください…
}
# 15秒たっても読み取れないとき：$advice は上のどれかの文。
camera-advice-waited = { $advice }まだ読み取れません：明るくする、紙を平らにする、影や光の反射を避けるなどを試すか、「カメラを停止」を押して「写真」を使ってください。

## カメラが動いていない理由と、すること

camera-stop-refused = カメラの使用が許可されませんでした。ブラウザのサイト設定でこのページにカメラを許可して「再開」を押すか、「写真」で問題の画像を選んでください。
camera-stop-no-camera = この端末にはカメラが見つかりませんでした。代わりに「写真」で問題の画像を選んでください。
camera-stop-unsupported = このブラウザでは、ページからカメラを使えません（httpsの安全なアドレスと新しいブラウザが必要です）。代わりに「写真」で問題の画像を選んでください。
camera-stop-lost = カメラが止まりました（接続が外れたか、別のアプリが使っています）。「再開」を押すか、「写真」を使ってください。
camera-stop-hidden = ページが非表示になったため、カメラを解放しました。「再開」を押すと読み取りを続けます。
# 読み取り機能：フレームから数字を読み取るページの部分。
camera-stop-no-reader = 読み取り機能を読み込めませんでした。接続を確認して「再開」を押すか、問題を手で入力してください。
# $why：ブラウザの言葉（多くは英語）。
camera-stop-failed = カメラを起動できませんでした：{ $why }。「再開」を押すか、「写真」で問題の画像を選んでください。

## 読み取りの確定

camera-locked = 数字を{ $givens }個読み取りました：解は1つだけで、映った問題の上に青で描いています。「数字を確認」を押して盤面の下で読み取った数字を確かめ、「この問題を使う」を押してください。
# $fps：直前の1秒に読み取ったフレーム数。
camera-fps = 読み取り：毎秒{ $fps }フレーム

## パネル

camera-title = カメラで問題を読み取る
camera-video-label = カメラの映像
camera-still-hint = 読み取った問題（次のヒントのマスを網掛け）
camera-still-solution = 読み取った問題（解を青で描き込み）
camera-stop = カメラを停止
camera-check-digits = 数字を確認
camera-next-hint = 次のヒントだけ
camera-read-again = 読み直す
camera-close = 閉じる
camera-start-again = 再開
camera-photo = 写真

## photo
## 写真のプレビュー：写真から（またはカメラで）読み取った数字を、プレイの前に
## 盤面の下で確かめて直します。

photo-section-label = 写真
photo-heading = 写真から読み取った問題
photo-thumb-alt = 選んだ写真（{ $name }）
photo-credit = 数字の読み取りは、B. WichtとJ. Hennebertによる新聞の写真で学習しています（CC BY 4.0）。
photo-use = この問題を使う
photo-cancel = キャンセル
photo-grid-label = 読み取った数字（確認・修正用）
# $mark：suspect（読み間違いの可能性大）、doubtful（自信の低い読み取り）、plain。
photo-cell-label = { $row }行{ $column }列、{ $digit ->
    [0] 空き
   *[other] { $digit }
}{ $mark ->
    [suspect] 、要確認
    [doubtful] 、不確か
   *[plain] { "" }
}

## プレビューの文：見出しと、すること

photo-reading = 写真を読み取っています…
photo-failed = この写真から問題を読み取れませんでした：{ $why }。
photo-no-digits = この写真から問題を読み取れませんでした：数字が1つも見つかりません（数独の盤面が見つからないか、マスがすべて空です）。
photo-advice-frame = 盤面全体を正面からピントを合わせて写し、もう一度試すか、問題を手で入力してください。
photo-advice-file = 問題の写真かスキャン画像を選ぶか、問題を手で入力してください。
photo-advice-again = もう一度試すか、問題を手で入力してください。
photo-malformed = 読み取り機能の応答の形式が正しくありません
photo-ready = 数字を{ $givens }個読み取りました：解は1つだけです。
photo-ready-advice = { $doubtful ->
    [0] 写真と見比べて、違っていれば入力して直し、「この問題を使う」を押してください。
   *[other] 写真と見比べて（不確かな{ $doubtful }マスに印があります）、違っていれば入力して直し、「この問題を使う」を押してください。
}
photo-empty = 数字が残っていません：空の盤面は問題になりません。
photo-empty-advice = マスに問題の数字を入力するか、「キャンセル」を押してください。
photo-too-few = 読み取れた数字は{ $givens }個だけです：問題には少なくとも17個必要です。
photo-too-few-advice = 盤面全体が写った、もっと鮮明な写真で試すか、足りない数字を入力してください。
photo-too-few-clashes-advice = 一部の数字が重複しています：{ $clashes }盤面全体が写った、もっと鮮明な写真で試すか、足りない数字を入力してください。
photo-clashes = 読み取った数字が重複しています：{ $clashes }
photo-clashes-advice = 読み間違いと思われるマス：{ $cells }。入力して直してください。
photo-no-solution = 読み取った問題には解がありません。どこかの数字を読み間違えたようです。
photo-several = 読み取った問題には解が複数あります。数字の読み落としか読み間違いがあるようです。
photo-suspects-advice = まず{ $cells }を確かめて（印を付けました）、入力して直してください。
photo-compare-advice = 各マスを写真と見比べて、入力して直してください。
photo-cell = { $row }行{ $column }列
# 読み間違いと思われるマス：名前を出すのは4つまで、$more はそれ以外の数。
photo-cells = { $more ->
    [0] { $count ->
        [1] { $first }
        [2] { $first }と{ $second }
        [3] { $first }、{ $second }、{ $third }
       *[4] { $first }、{ $second }、{ $third }、{ $fourth }
    }
   *[other] { $first }、{ $second }、{ $third }、{ $fourth }ほか{ $more }マス
}

camera-not-loaded = カメラでの読み取りを読み込めませんでした。接続を確認して、もう一度「カメラ」を押すか、「写真」を使ってください。
