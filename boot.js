// Starts the app without an inline script, so the page's
// Content-Security-Policy can forbid inline scripts altogether. Trunk
// writes this file's <script> tag (Trunk.toml `pattern_script`) with the
// hashed names of the app's JS glue and wasm module in data attributes;
// both are relative to the page, so the site also works under a sub-path.
// Then offline.js registers the service worker (offline use, updates).
// A returning reader's board is restored, a link's puzzle loaded: the
// welcome drawn in index.html until the app loads is not for them. (The
// key is the app's, src/services/storage/mod.rs; tests/state_edit.rs
// checks they agree.)
try {
  if (localStorage.getItem('sudoku-web/state') !== null || /[?&]puzzle=/.test(location.search)) {
    document.querySelector('.shell-welcome')?.remove();
  }
} catch {
  // Storage blocked: the app will say so.
}
const boot = document.querySelector('script[data-app-js][data-app-wasm]');
if (boot) {
  const { default: init } = await import(new URL(boot.dataset.appJs, document.baseURI).href);
  await init({ module_or_path: new URL(boot.dataset.appWasm, document.baseURI).href });
  await import(new URL('offline.js', document.baseURI).href);
}
