// Opens the camera panel: the page adds this script each time Camera is
// pressed. It shows #camera as a modal dialog (the page behind it inert).
// The first time, it loads the panel's style sheet, its glue (camera.js,
// an ES module: it declares no global name, so it never collides with the
// Batch panel's glue, whichever loads first) and its wasm, all next to this
// file; the module mounts the panel in #camera, which starts the camera,
// and the focus moves to the panel's heading. Afterwards it asks the panel
// to start afresh (the event `sudoku-camera-start`). If anything fails to
// load (offline before the camera was ever used), #camera says so, in the
// page's language, with a way to close it.
(() => {
  // The catalogues' words for that (i18n/ftl/<tag>/camera.ftl: camera-title,
  // camera-not-loaded, camera-close), which scripts/precache.mjs writes in.
  const WORDS = {};
  const root = document.getElementById('camera');
  if (!root) return;
  root.hidden = false;
  document.getElementById('app')?.setAttribute('inert', '');
  if (self.sudokuCameraLoaded) {
    if (document.getElementById('camera-title')) {
      dispatchEvent(new Event('sudoku-camera-start'));
      document.getElementById('camera-title').focus();
    }
    return;
  }
  self.sudokuCameraLoaded = true;
  const failed = () => {
    self.sudokuCameraLoaded = false;
    const words = WORDS[document.documentElement.lang] || WORDS.en || {};
    root.textContent = '';
    const box = document.createElement('section');
    box.className = 'camera';
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-label', words.title || '');
    const text = document.createElement('p');
    text.textContent = words.camera || '';
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = words.close || '';
    close.onclick = () => {
      root.hidden = true;
      root.textContent = '';
      document.getElementById('app')?.removeAttribute('inert');
      document.getElementById('camera-open')?.focus();
    };
    box.append(text, close);
    root.append(box);
    close.focus();
  };
  const style = document.createElement('link');
  style.rel = 'stylesheet';
  style.href = './camera.css';
  document.head.append(style);
  const focusTitle = (tries) => {
    const title = document.getElementById('camera-title');
    if (title) {
      title.focus();
    } else if (tries > 0) {
      requestAnimationFrame(() => focusTitle(tries - 1));
    }
  };
  import('./camera.js')
    .then((glue) => glue.default({ module_or_path: './camera_bg.wasm' }))
    .then(() => focusTitle(60), failed);
})();
