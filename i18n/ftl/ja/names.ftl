## 名前：難易度、評価に使うテクニック、アルゴリズム。
## データは各キー（id の接頭辞より後ろの部分）をそのまま使い、
## 表示されるのはこれらのメッセージだけです。

# 難易度のラベル（難易度の選択、統計の表）。
level-title-easy = 初級
level-title-medium = 中級
level-title-hard = 上級
level-title-expert = エキスパート
level-title-extreme = エクストリーム
# 文中の難易度（「新しい上級の問題」のように「の」で続けます）。
level-easy = 初級
level-medium = 中級
level-hard = 上級
level-expert = エキスパート
level-extreme = エクストリーム

# 難易度評価のテクニック（Sudoku Explainer の尺度）。
technique-full-house = フルハウス
technique-hidden-single-box = ヒドゥンシングル（ブロック）
technique-hidden-single-row-or-column = ヒドゥンシングル（行・列）
technique-direct-pointing = ダイレクトポインティング
technique-direct-claiming = ダイレクトクレーミング
technique-direct-hidden-pair = ダイレクトヒドゥンペア
technique-naked-single = ネイキッドシングル
technique-direct-hidden-triple = ダイレクトヒドゥントリプル
technique-pointing = ポインティング
technique-claiming = クレーミング
technique-naked-pair = ネイキッドペア
technique-x-wing = X-Wing
technique-hidden-pair = ヒドゥンペア
technique-naked-triple = ネイキッドトリプル
technique-swordfish = ソードフィッシュ
technique-hidden-triple = ヒドゥントリプル
technique-xy-wing = XY-Wing
technique-xyz-wing = XYZ-Wing
technique-unique-rectangle = ユニークレクタングル
technique-unique-loop = ユニークループ
technique-naked-quad = ネイキッドクアッド
technique-jellyfish = ジェリーフィッシュ
technique-hidden-quad = ヒドゥンクアッド
technique-bug-plus-1 = BUG+1
technique-bug-type-2-3-or-4 = BUG（タイプ2・3・4）
technique-aligned-pair-exclusion = アラインドペア・エクスクルージョン
technique-bidirectional-cycle = 双方向サイクル
technique-simple-colouring = シンプルカラーリング
technique-x-chain = Xチェーン
technique-supposition-x-chain = 仮定（Xチェーン）
technique-supposition-forcing-chain = 仮定（フォーシングチェーン）
technique-aligned-triple-exclusion = アラインドトリプル・エクスクルージョン
technique-supposition-nishio = 仮定（西尾）
technique-cell-or-unit-forcing-chain = セル・ユニットのフォーシングチェーン
technique-supposition-dynamic = 仮定（ダイナミック）
technique-supposition-dynamic-plus = 仮定（ダイナミック+）
technique-deep-supposition = 多重仮定

# アルゴリズム（アルゴリズムの選択と比較の表）。
algorithm-naive = 単純なバックトラック（入門用）
algorithm-candidates = 候補を使うバックトラック
algorithm-propagation = 制約伝播
algorithm-fast = 高速ビットボードソルバー
# 文中のアルゴリズム（「高速ソルバーで解いています」）。
algorithm-phrase-naive = 単純なバックトラック
algorithm-phrase-candidates = 候補を使うバックトラック
algorithm-phrase-propagation = 制約伝播
algorithm-phrase-fast = 高速ソルバー
