// Loads the Batch panel, the first time it is opened (the page adds this
// script): its style sheet, its glue (batch.js, an ES module: it declares
// no global name, so it never collides with the camera panel's glue,
// whichever loads first) and its wasm, all next to this file. The module mounts the
// panel in #batch; then the focus moves to the panel's heading. If anything
// fails to load (offline before the panel was ever opened), #batch says so,
// in the page's language (and again in another one the page changes to).
(() => {
  // What #batch says then, in each language: the catalogues' batch-not-loaded
  // (i18n/ftl/<tag>/batch.ftl), which scripts/precache.mjs writes in here.
  const WORDS = {};
  const said = () => (WORDS[document.documentElement.lang] || WORDS.en || {}).batch || '';
  const root = document.getElementById('batch');
  const failed = () => {
    document.getElementById('batch-boot')?.remove();
    if (root) {
      const text = document.createTextNode(said());
      root.replaceChildren(text);
      document.addEventListener('sudoku-language', () => {
        if (text.isConnected) text.data = said();
      });
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
