// Starts the puzzle worker (rating, New puzzle), as worker_boot.js starts
// the solver worker: loads Trunk's no-modules glue (puzzle_worker.js) and
// its wasm, both next to this file. If the wasm cannot be loaded, the error
// is thrown outside the promise, so the page gets the worker's `error`
// event and says that rating and New puzzle are unavailable.
importScripts('./puzzle_worker.js');
wasm_bindgen({ module_or_path: './puzzle_worker_bg.wasm' }).catch((error) => {
  setTimeout(() => {
    throw error;
  });
});
