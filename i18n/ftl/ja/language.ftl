## 言語：言語の選択とそのメッセージ。

language-label = 言語
language-failed = その言語を読み込めませんでした（{ $reason }）。このまま今の言語で表示します。

## 文書のタイトルと更新のお知らせ

language-document-title = 数独：プレイ・入力・写真から読み込み、解き方も表示
language-document-description = メモと、考え方を教えるヒントで数独を遊べます。新聞の問題を入力または撮影して、4つのアルゴリズムが呼び出し回数とともに解くところを見られます。オフラインでも、ブラウザーだけで。
language-update-ready = このページの新しいバージョンを利用できます。
language-update-reload = 再読み込み
