## page
