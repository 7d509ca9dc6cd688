## status
