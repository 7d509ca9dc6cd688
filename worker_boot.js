// Starts the solver worker: loads Trunk's no-modules glue (worker.js) and
// its wasm, both next to this file, so the site also works under a
// sub-path. (Trunk's own loader shim calls the glue with deprecated
// arguments, which logs a warning in every worker.) If the wasm cannot be
// loaded, the error is thrown outside the promise, so the page gets the
// worker's `error` event and says the solve could not run instead of waiting.
importScripts('./worker.js');
wasm_bindgen({ module_or_path: './worker_bg.wasm' }).catch((error) => {
  setTimeout(() => {
    throw error;
  });
});
