## play
