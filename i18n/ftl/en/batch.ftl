## batch
