// Loads the Batch panel, the first time it is opened (the page adds this
// script): its style sheet, its glue (batch.js, an ES module: it declares
// no global name, so it never collides with the camera panel's glue,
// whichever loads first) and its wasm, all next to this file. The module mounts the
// panel in #batch; then the focus moves to the panel's heading. If anything
// fails to load (offline before the panel was ever opened), #batch says so.
(() => {
  const root = document.getElementById('batch');
  const failed = () => {
    document.getElementById('batch-boot')?.remove();
    if (root) {
      root.textContent = 'The Batch panel could not be loaded. Check the connection and press Batch solve again.';
    }
  };
  const style = document.createElement('link');
  style.rel = 'stylesheet';
  style.href = './batch.css';
  document.head.append(style);
  const focusTitle = (tries) => {
    const title = document.getElementById('batch-title');
    if (title) {
      title.scrollIntoView({ block: 'start' });
      title.focus();
    } else if (tries > 0) {
      requestAnimationFrame(() => focusTitle(tries - 1));
    }
  };
  import('./batch.js')
    .then((glue) => glue.default({ module_or_path: './batch_bg.wasm' }))
    .then(() => focusTitle(60), failed);
})();
