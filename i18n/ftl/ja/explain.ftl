## explain：「ヒント」と「1手進める」、手順の一覧、難易度の行、
## 「新しい問題」と「練習」の文。
##   step-        手順そのものの文：テクニック名、手が成り立つ理由、変更内容、
##                手順の一覧の行（パズルワーカーで作られます）
##   explain-     「ヒント」「1手進める」と手順の一覧のステータス行
##   difficulty-  盤面の下の難易度の行、「新しい問題」「練習」「そこまで進む」の知らせ
## マスは「3行5列」、行・列・ブロックは「3行目」「5列目」「ブロック2」と書きます。

## 「ヒント」と「1手進める」で使うテクニック名。`.a` は最初のヒントの文中の名前です
## （日本語には冠詞がないので、名前と同じです）。

step-technique-full-house = フルハウス
    .a = フルハウス
step-technique-naked-single = ネイキッドシングル
    .a = ネイキッドシングル
step-technique-hidden-single = ヒドゥンシングル
    .a = ヒドゥンシングル
step-technique-pointing-pair = ポインティングペア
    .a = ポインティングペア
step-technique-pointing-triple = ポインティングトリプル
    .a = ポインティングトリプル
step-technique-box-line-reduction = ボックスライン・リダクション
    .a = ボックスライン・リダクション
step-technique-naked-pair = ネイキッドペア
    .a = ネイキッドペア
step-technique-naked-triple = ネイキッドトリプル
    .a = ネイキッドトリプル
step-technique-naked-quad = ネイキッドクアッド
    .a = ネイキッドクアッド
step-technique-hidden-pair = ヒドゥンペア
    .a = ヒドゥンペア
step-technique-hidden-triple = ヒドゥントリプル
    .a = ヒドゥントリプル
step-technique-hidden-quad = ヒドゥンクアッド
    .a = ヒドゥンクアッド
step-technique-x-wing = X-Wing
    .a = X-Wing
step-technique-swordfish = ソードフィッシュ
    .a = ソードフィッシュ
step-technique-jellyfish = ジェリーフィッシュ
    .a = ジェリーフィッシュ
step-technique-xy-wing = XY-Wing
    .a = XY-Wing
step-technique-xyz-wing = XYZ-Wing
    .a = XYZ-Wing
step-technique-unique-rectangle = ユニークレクタングル
    .a = ユニークレクタングル
step-technique-unique-loop = ユニークループ
    .a = ユニークループ
step-technique-bug-plus-1 = BUG+1
    .a = BUG+1
step-technique-bug = BUG
    .a = BUG
step-technique-simple-colouring = シンプルカラーリング
    .a = シンプルカラーリング
step-technique-x-chain = Xチェーン
    .a = Xチェーン
step-technique-xy-chain = XYチェーン
    .a = XYチェーン
step-technique-aligned-pair-exclusion = アラインドペア・エクスクルージョン
    .a = アラインドペア・エクスクルージョン
step-technique-bidirectional-cycle = 双方向サイクル
    .a = 双方向サイクル
step-technique-aligned-triple-exclusion = アラインドトリプル・エクスクルージョン
    .a = アラインドトリプル・エクスクルージョン
step-technique-forcing-chain = フォーシングチェーン
    .a = フォーシングチェーン
step-technique-supposition = 仮定
    .a = 仮定

## 手順の文を組み立てる部品

place-cell = { $row }行{ $column }列
place-unit =
    { $kind ->
        [row] { $number }行目
        [column] { $number }列目
       *[box] ブロック{ $number }
    }
step-and = { $list }と{ $last }
step-and-more = { $list }、{ $item }
step-or = { $list }または{ $last }
step-or-more = { $list }、{ $item }
step-comma = { $list }、{ $item }
step-semicolon = { $list }／{ $item }
# つながる推論は矢印で：「1行7列が5以外→3行8列が5」
step-so = { $chain }→{ $link }
step-digit-in = { $cell }に{ $digit }
# 「3行5列の4と6」（このあとに「を消します」などが続きます）。
step-digits-from = { $cell }の{ $digits }
step-digits-from-cells = { $count }マスの{ $digits }
step-cell-digits = { $cell }（{ $digits }）
step-x-chain-link = { $unit }（{ $cells }）
step-link-on = { $cell }が{ $digit }
step-link-off = { $cell }が{ $digit }以外
# 「よって、～です。」の「～」になります。step-removed のあとに
# step-digits-from が「と」で続くことがあります（「消せるのは1行2列の7と4行5列の3」）。
step-placed = { $cell }に入るのは{ $digit }
step-removed = 消せるのは{ $cell }の{ $digit }
step-removed-cells = 消せるのは{ $cells }の{ $digit }
step-nothing = 盤面は変わらないまま
contradiction-clash = { $unit }に{ $digit }が2つ
contradiction-no-candidates = { $cell }に候補がない
contradiction-no-place = { $unit }に{ $digit }の入る場所がない

## 手が成り立つ理由：手の種類ごとに1つの説明

step-full-house = { $cell }は{ $unit }に残った唯一の空きマスなので、{ $digit }が入ります。
step-naked-single = { $cell }に残った候補は1つだけなので、{ $digit }が入ります。
step-hidden-single = { $unit }で{ $digit }が入るマスは{ $cell }だけです。
step-locked = { $unit }では{ $digit }が{ $within }にしか入らないので、{ $targets }から{ $digit }を消せます。
step-naked-subset =
    { $cells }に入る候補は合わせて{ $digits }だけです（{ $unit }のネイキッド{ $size ->
        [2] ペア
        [3] トリプル
       *[4] クアッド
    }）。よって、{ $targets }から{ $removed }を消せます。
step-hidden-subset =
    { $unit }で{ $digits }が入るのは{ $cells }だけです（ヒドゥン{ $size ->
        [2] ペア
        [3] トリプル
       *[4] クアッド
    }）。よって、それらのマスからほかの候補を消せます（{ $removed }）。
step-fish =
    { $lines }では、{ $digit }が入るのは{ $covers }{ $coverKind ->
        [column] 列目
       *[row] 行目
    }だけです（{ $technique ->
        [x-wing] X-Wing
        [swordfish] ソードフィッシュ
       *[jellyfish] ジェリーフィッシュ
    }）。よって、{ $targets }から{ $digit }を消せます。
step-xy-wing = { $pivot }は{ $x }または{ $y }です。{ $x }なら{ $first }（{ $x }または{ $z }）が{ $z }に、{ $y }なら{ $second }（{ $y }または{ $z }）が{ $z }になります（XY-Wing）。よって、{ $targets }から{ $z }を消せます。
step-xyz-wing = { $pivot }（{ $pivotDigits }）、{ $first }（{ $firstDigits }）、{ $second }（{ $secondDigits }）はXYZ-Wingを作っています。{ $pivot }が何であっても3マスのどれかが{ $z }になるので、{ $targets }から{ $z }を消せます。
step-colours = { $digit }が2か所にしか入らない行・列・ブロックをたどると、{ $digit }が入るのは1つ目のグループ（{ $first }）か、2つ目のグループ（{ $second }）のどちらかです
step-colour-wrap = { step-colours }。{ $p }と{ $q }はどちらも1つ目のグループで、ともに{ $shared }にあるので、1つ目のグループは誤りです。よって、{ $first }から{ $digit }を消せます（カラーラップ）。
step-colour-trap = { step-colours }。{ $targets }からは両方のグループのマスが見えるので、そこから{ $digit }を消せます（カラートラップ）。
step-x-chain = { $digit }は{ $links }で、それぞれ2か所にしか入りません。各組の2つ目のマスからは次の組の1つ目のマスが見えます。{ $first }が{ $digit }でなければ、各組の2つ目のマスが{ $digit }になり、次の組の1つ目は{ $digit }以外になるので、{ $first }または{ $last }が{ $digit }です（Xチェーン）。よって、{ $targets }から{ $digit }を消せます。
step-xy-chain = { $cells }はどれも候補が2つで、それぞれ次のマスから見えます。{ $first }が{ $digit }でなければ、これらのマスは順に{ $values }になるので、{ $first }または{ $last }が{ $digit }です（XYチェーン）。よって、{ $targets }から{ $digit }を消せます。
step-aligned-pair = { $first }と{ $second }の両方から見える、候補が2つのマスがあり、2マスの値の組み合わせによってはそのマスの候補がなくなります：{ $reasons }（アラインドペア・エクスクルージョン）。よって、{ $removed }です。
step-aligned-pair-reason = { $cell }が{ $digit }なら、{ $other }は{ $values }になれません
step-aligned-pair-value = { $value }（{ $cell }の候補は{ $low }と{ $high }だけ）
step-aligned-pair-same = { $digit }（互いに見えるため）
step-aligned-triple =
    { $excluders }からは{ $cells }のすべてが見え、それぞれ候補が2つか3つしかありません。3マスの埋め方はどれも、互いに見える2マスに同じ数字を入れるか、それらのマスのどれかの候補をすべて使ってしまいます。残る埋め方はどれも{ $removed }を入れないので、その候補を消せます（アラインドトリプル・エクスクルージョン）。
step-supposition =
    { $cell }が{ $digit }だとすると、{ $deep ->
        [yes] シングル、ほかのテクニック、もう1段階の仮定
       *[no] シングル
    }をたどると矛盾します（{ $contradiction }）。よって、{ $cell }から{ $digit }を消せます。
step-cycle = { $start }なら、{ $chain }となります。これは双方向サイクルで、どちら向きにも成り立ちます。よって、どれかのリンクの両端から見えるマスにはその数字は入らないので、{ $removed }です。

## フォーシングチェーン。複数の場合に分かれるものは、主張（コロンで終わる）、
## 各場合、step-forcing-so の順に行を分けて表示します。

step-forcing-contradiction = { $cell }が{ $digit }だとすると、{ $chain }となって矛盾します（フォーシングチェーン）。よって、{ $result }です。
step-forcing-denial = { $cell }が{ $digit }以外だとすると、{ $chain }となって矛盾します（フォーシングチェーン）。よって、{ $result }です。
step-forcing-both = { $cell }が{ $digit }でもそうでなくても、{ $conclusion }となります（フォーシングチェーン）：
step-forcing-both-yes = そうである場合：{ $chain }。
step-forcing-both-no = そうでない場合：{ $chain }。
step-forcing-cell = { $cell }は{ $digits }で、どの場合も{ $conclusion }となります（セル・フォーシングチェーン）：
step-forcing-cell-case = { $digit }の場合：{ $chain }。
step-forcing-unit = { $unit }で{ $digit }が入るのは{ $cells }だけで、どの場合も{ $conclusion }となります（ユニット・フォーシングチェーン）：
step-forcing-unit-case = { $cell }が{ $digit }の場合：{ $chain }。
step-forcing-so = よって、{ $result }です。

## 解が1つだけの問題でのみ成り立つテクニック（今のところヒントでは使いません）

step-unique =
    { $corners }にはどれも{ $a }と{ $b }があります（ユニーク{ $shape ->
        [loop] ループ
       *[rectangle] レクタングル
    }）。ほかの候補がなければ{ $a }と{ $b }を入れ替えられ、解が2つになってしまいます
step-unique-one = { step-unique }。ほかの候補があるのは{ $cell }だけなので、そこには{ $a }も{ $b }も入りません：{ $cell }から{ $a }と{ $b }を消せます。
step-unique-two = { step-unique }。{ $cells }には{ $a }と{ $b }のほかに{ $digit }しかないので、そのどれかが{ $digit }です：{ $targets }から{ $digit }を消せます。
step-unique-three =
    { step-unique }。{ $p }と{ $q }はともに{ $unit }にあり、どちらかが{ $extra }なので、{ $others }と合わせて{ $unit }で{ $digits }を占めます（ネイキッド{ $size ->
        [2] ペア
        [3] トリプル
        [4] クアッド
       *[other] サブセット
    }）：{ $targets }から{ $removed }を消せます。
step-unique-three-hidden =
    { step-unique }。{ $p }と{ $q }はともに{ $unit }にあるので、2マスが同じ数字（{ $a }か{ $b }）になることはありません。{ $unit }で{ $digits }が入るのはこの2マスと{ $others }だけなので、{ $others }には{ $digits }しか入りません（ヒドゥン{ $size ->
        [2] ペア
        [3] トリプル
        [4] クアッド
       *[other] サブセット
    }）：{ $targets }から{ $removed }を消せます。
step-unique-four = { step-unique }。{ $unit }で{ $locked }が入るのは{ $p }か{ $q }だけなので、どちらかが{ $locked }になり、どちらも{ $digit }にはなれません：両方から{ $digit }を消せます。
step-bug-plus-1 =
    { $cell }以外の空きマスはどれも候補が2つです。{ $cell }の{ $extras }がなければ、どの候補も各行・列・ブロックに2か所ずつとなり、解が2つあるパターンになります（BUG+1）。よって、{ $cell }は{ $extras }です：そこから{ $removed }を消せます。
step-bug = それらがなければ、どの空きマスも候補が2つ、どの候補も各行・列・ブロックに2か所ずつとなり、解が2つあるパターンになります（BUG）
step-bug-two = { $cells }には、2つの候補のほかに{ $digit }があります。{ step-bug }。よって、そのどれかが{ $digit }です：{ $targets }から{ $digit }を消せます。
step-bug-three =
    { $cells }には、2つの候補のほかに{ $extras }があります。{ step-bug }。よって、そのどれかが{ $extrasOr }です。これらのマスはともに{ $unit }にあるので、{ $others }と合わせて{ $unit }で{ $digits }を占めます（ネイキッド{ $size ->
        [2] ペア
        [3] トリプル
        [4] クアッド
       *[other] サブセット
    }）：{ $targets }から{ $removed }を消せます。
step-bug-four =
    { $p }には{ $pExtras }、{ $q }には{ $qExtras }が、2つの候補のほかにあります。{ step-bug }。よって、{ $p }が{ $pOr }か、{ $q }が{ $qOr }です。2マスはともに{ $unit }にあり、そこで{ $digit }が入るのはこの2マスだけなので、それらの数字にならない方が{ $digit }です：{ $targets }から{ $removed }を消せます。

## 手順による変化

step-changes-place = { $placed }を入れます。
step-changes-remove = { $removed }を消します。
step-changes-both = { $placed }を入れ、{ $removed }を消します。
step-changes-nothing = 盤面は変わりません。
step-changed-place = { $placed }を入れました。
step-changed-remove = { $removed }を消しました。
step-changed-both = { $placed }を入れ、{ $removed }を消しました。
step-changed-nothing = 変化はありません。
step-summary-place = { $technique }：{ $placed }
step-summary-remove = { $technique }：{ $removed }を消去

## 「ヒント」と「1手進める」のステータス行

explain-multiple = この問題には解が複数あるので、論理だけでは解き終えられません。
explain-stepped = { $number }手目：{ $technique }。{ $why }
explain-review = { $number }手目（再表示）：{ $technique }。{ $why }
explain-unreviewed = 一覧の手順を選ぶと、もう一度表示できます。
explain-hint-where = ヒント：{ $place }に注目してください（{ $techniqueA }）。
explain-place-digit = すべての{ $digit }
explain-hint-where-more = もう一度「ヒント」を押すとマスを表示します（ソルバーラボの「1手進める」で適用できます）。
explain-hint-cells = ヒント：{ $technique }。強調表示されたマスに注目してください。
explain-hint-cells-more = もう一度「ヒント」を押すと答えを表示します（ソルバーラボの「1手進める」で適用できます）。
explain-hint-answer = ヒント：{ $technique }。{ $why }
explain-hint-answer-more = { $changes }自分で盤面に反映するか、ソルバーラボで「1手進める」を押してください。

## ヒントを出せない理由

explain-no-hint-empty = ヒントはありません：盤面が空です。先に問題を入力するか貼り付けてください。
explain-no-hint-solved = ヒントは不要です：すべてのマスが埋まり、重複もありません。
explain-no-hint-clashes = ヒントはありません：{ $clashes }強調表示された数字のどれかを先に変えてください。
explain-no-hint-wrong-one = まだヒントは出せません：{ $cell }に入力した{ $digit }は解と違います（印を付けました）。先に消してください。
explain-no-hint-wrong = まだヒントは出せません：入力した数字のうち{ $count }個が解と違います（印を付けました）。先に消してください。
explain-no-solution-why = ヒントはありません：この問題には解がありません（{ $why }）。
explain-no-solution = ヒントはありません：この問題には解がありません。先に数字を変えてください。
explain-stuck-multiple = ヒントはありません：この問題には解が複数あるため、使えるテクニックがありません。「解く」を押すと、解の1つを表示します。
explain-stuck = ヒントはありません：ここで使えるテクニックがありません。「解く」を押すと、探索で最後まで解きます。

## 盤面の下の難易度の行、「新しい問題」と「練習」。難易度は名詞なので
## 「上級の問題」のように「の」でつなぎます。

difficulty-score = { $whole }.{ $tenth }
difficulty-rated = { $levelTitle }（{ difficulty-score }）
difficulty-needs = { $levelTitle }（{ difficulty-score }）：{ $techniqueName }が必要です。
difficulty-rating = この問題の難しさを判定しています…
difficulty-date = { $year }年{ $month }月{ $day }日
difficulty-making =
    { $tries ->
        [0] { $levelName }の問題を作っています…
       *[other] { $levelName }の問題を作っています：これまでに{ $tries }問を試しました。
    }
difficulty-making-daily =
    { $tries ->
        [0] 今日の{ $levelName }の問題（{ $date }）を作っています…
       *[other] 今日の{ $levelName }の問題（{ $date }）を作っています：これまでに{ $tries }問を試しました。
    }
difficulty-making-practise =
    { $tries ->
        [0] { $techniqueName }を練習する問題を作っています…
       *[other] { $techniqueName }を練習する問題を作っています：これまでに{ $tries }問を試しました。
    }
difficulty-made = 新しい{ $levelName }の問題です（問題の数字{ $givens }個）。さあ、どうぞ。
difficulty-made-daily = 今日の問題です（{ $date }、{ $levelName }、問題の数字{ $givens }個）。さあ、どうぞ。
difficulty-made-practise = { $techniqueName }を練習する問題です（{ $levelName }、問題の数字{ $givens }個）。「そこまで進む」で、最初の{ $techniqueName }の直前まで手順を進めます。
difficulty-make-cancelled = { $levelName }の問題の作成を中止しました。盤面は元のままです。
difficulty-make-failed = 新しい{ $levelName }の問題を作れませんでした：{ $error }。
difficulty-skip-missed = この盤面では、ヒントに{ $techniqueName }はもう必要ありません：「練習」で別の問題を作るか、「元に戻す」で戻れます。
difficulty-practise-cancelled = { $techniqueName }を練習する問題の作成を中止しました。盤面は元のままです。
