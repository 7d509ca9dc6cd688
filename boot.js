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
// The page's language, chosen as the app chooses it (src/features/lang.rs:
// ?lang=, the last choice, the browser's languages): set on <html> at
// once, and another language's catalogue fetched now, beside the app, so
// that the first-paint welcome speaks it and the app finds it cached.
let lang = 'en';
try {
  const asked = [new URLSearchParams(location.search).get('lang'), localStorage.getItem('sudoku-web/lang'), ...navigator.languages];
  lang = asked.map((t) => (t || '').split(/[-_]/)[0].toLowerCase()).find((t) => /^(en|de|fr|es|it|nl|pt|ja)$/.test(t)) || 'en';
} catch {
  // Storage blocked: the browser's languages decide in the app.
}
if (lang !== 'en') {
  document.documentElement.lang = lang;
  fetch(new URL(`lang/${lang}.bin`, document.baseURI)).catch(() => {});
  fetch(new URL('lang/shell.json', document.baseURI)).then((r) => r.json()).then((shell) => {
    const shown = document.querySelector('.shell-welcome .headline');
    if (shell[lang] && shown) shown.textContent = shell[lang];
  }).catch(() => {});
}
// A board that holds a variant (killer, X, windoku, jigsaw: saved, in the
// link, or asked for by the first load's module before a reload) starts
// the variants module instead of the first load's, which knows classic
// Sudoku only (docs/variants.md, "The page"; the keys are
// src/services/storage/mod.rs's VARIANTS_KEY and
// src/services/variants.rs's HAND_OVER_KEY, the link's forms
// src/features/variant.rs's is_variant_text).
let variants = false;
try {
  const asked = (new URLSearchParams(location.search).get('puzzle') || '').trim();
  variants = localStorage.getItem('sudoku-web/variants') === '1'
    || sessionStorage.getItem('sudoku-web/hand-over') !== null
    || /^(killer|killer-x|x|windoku|jigsaw|3x3):/.test(asked)
    || (asked.length === 81 && /[<>^v`',]/.test(asked))
    // An f-puzzles link or its load value (rules::fpuzzles::load_value).
    || /^N4Ig|(load=|fpuzzles)N4Ig/.test(asked);
} catch {
  // Storage blocked: the first load's module.
}
const boot = document.querySelector('script[data-app-js][data-app-wasm]');
if (boot) {
  // The shell drawn in index.html paints first: the app's module (about
  // 190 KB) is fetched after that frame, so it does not share the
  // connection with the style sheet before the page has shown anything.
  // (A hidden tab paints no frames: the timeout starts the app there.)
  await new Promise((painted) => {
    requestAnimationFrame(() => setTimeout(painted, 0));
    setTimeout(painted, 250);
  });
  const start = async (js, wasm) => {
    const { default: init } = await import(new URL(js, document.baseURI).href);
    await init({ module_or_path: new URL(wasm, document.baseURI).href });
  };
  if (variants) {
    // If it cannot be loaded (offline before it was ever fetched), the
    // first load's module starts and says what it cannot read.
    await start('variants.js', 'variants_bg.wasm')
      .catch(() => start(boot.dataset.appJs, boot.dataset.appWasm));
  } else {
    await start(boot.dataset.appJs, boot.dataset.appWasm);
  }
  await import(new URL('offline.js', document.baseURI).href);
}
