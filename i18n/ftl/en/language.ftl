## Language: the language select and its messages.

# The label of the language select (in the top bar).
language-label = Language
# A language's catalogue could not be fetched; $reason says what failed
# (an address and an HTTP status, in English). The page stays in the
# language it spoke.
language-failed = That language could not be loaded ({ $reason }); the page goes on in this one.
