## Language: the language select and its messages.

# The label of the language select (in the top bar).
language-label = Language
# A language's catalogue could not be fetched; $reason says what failed
# (an address and an HTTP status, in English). The page stays in the
# language it spoke.
language-failed = That language could not be loaded ({ $reason }); the page goes on in this one.

## The document and the update notice

# The browser tab's title.
language-document-title = Sudoku: play, type in or photograph a puzzle, see it solved
# The page's description for search engines and link previews (the
# meta description), and the installed app's (the manifest's).
language-document-description = Play Sudoku with pencil marks and hints that teach; type in or photograph a newspaper puzzle; see it solved by four algorithms with their call counts. Offline, in your browser.
# The notice at the top of the page when a new version of the site has been
# installed, and its button.
language-update-ready = A new version of this page is ready.
language-update-reload = Reload
