// Which files of the built site the first load counts (scripts/check-site.mjs
// sums them; tests/e2e/first_load.test.mjs checks the split in Chromium).
//
// The first load is what the page fetches before its board can be played:
// the page, its style sheets, boot.js, the app's glue and module. Not in it:
//   - files loaded on demand: a worker's, fetched the first time it is used
//     (the solver worker when the pointer or the focus comes to Solve or
//     Compare; the puzzle worker for rating, New puzzle and the hints; the
//     reader worker for photos), and the Batch and camera panels' modules,
//     style sheets and bundled puzzle sets, fetched when first opened, the
//     variants module (variants.js, variants_bg.wasm, variants_boot.js,
//     variants.css),
//     fetched when a variant is chosen or opened, and
//     the catalogues of the languages other than English (lang/<tag>.ftl),
//     fetched when the language is chosen;
//   - files fetched once the app runs: the English of the panels that are
//     not on the first screen (lang/en-later.bin, fetched as soon as the app
//     has started), offline.js, which boot.js imports
//     after the app has started, the service worker sw.js it registers
//     when the page has loaded, and the manifest with its icons, which the
//     browser reads when it is idle (manifest-<tag>.webmanifest in another
//     language, linked once the app speaks it).

/** True for a file a worker or a panel fetches the first time it is used. */
export const onDemand = (file) => /^(worker|puzzle_worker|reader_worker|batch|camera|variants|lang\/(?!en-later))|\.txt$/.test(file);

/** True for a file fetched only once the app runs. */
export const afterStart = (file) => /^(offline\.js|sw\.js|manifest(-[a-z]+)?\.webmanifest|icon-\d+\.png|lang\/en-later\.bin)$/.test(file);

/** True for a file of the first load. */
export const firstLoad = (file) => !onDemand(file) && !afterStart(file);
