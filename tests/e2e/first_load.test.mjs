// End-to-end test of what the first load counts (scripts/site-parts.mjs, summed
// by scripts/check-site.mjs against the size budget): in Chromium, every file
// the page fetches before its board can be played is one the budget counts,
// and the files said to come later (the English of the panels not on the
// first screen, offline.js, sw.js, the manifest's icons)
// are fetched only after the board is there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, DIST } from './harness.mjs';
import { firstLoad, afterStart } from '../../scripts/site-parts.mjs';
import fs from 'node:fs';

const suite = setup();

/** Records, in the page, the moment its 81 cells are first there. */
function markBoard() {
  const seen = () => {
    if (window.boardAt === undefined && document.querySelectorAll('[role=gridcell]').length === 81) {
      window.boardAt = performance.now();
    }
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true });
}

test('the first load is what the page fetches before its board can be played', async () => {
  const page = await suite.open('', { init: (p) => p.addInitScript(markBoard) });
  // offline.js registers the service worker when the page has loaded.
  await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistrations()).length > 0);
  // The English of the panels not on the first screen is fetched once the
  // app runs: on a busy machine that may come after the registration.
  await page.waitForFunction(() => performance.getEntriesByType('resource')
    .some((e) => new URL(e.name).pathname.endsWith('/lang/en-later.bin')));
  const { boardAt, fetched } = await page.evaluate(() => ({
    boardAt: window.boardAt,
    fetched: performance.getEntriesByType('resource').map((e) => ({
      file: new URL(e.name).pathname.replace(/^\//, ''),
      at: e.startTime,
    })),
  }));
  assert.ok(boardAt > 0, 'the board was seen');
  const before = fetched.filter((f) => f.at < boardAt).map((f) => f.file);
  const after = fetched.filter((f) => f.at >= boardAt).map((f) => f.file);
  // Everything fetched before the board shows is counted by the budget...
  assert.deepEqual(before.filter((f) => !firstLoad(f)), [], `fetched before the board: ${before.join(', ')}`);
  // ...which holds the app itself...
  assert.ok(before.some((f) => /^sudoku-web-[0-9a-f]+_bg\.wasm$/.test(f)), 'the app module is in the first load');
  assert.ok(before.includes('boot.js'));
  // ...and what comes once it runs is fetched after.
  assert.ok(after.includes('offline.js'), `fetched after the board: ${after.join(', ')}`);
  // The English of the panels not on the first screen comes once it runs.
  assert.ok(after.includes('lang/en-later.bin'), `fetched after the board: ${after.join(', ')}`);
  // Every file the budget leaves out of the first load exists in the site.
  const site = fs.readdirSync(DIST, { recursive: true });
  for (const file of ['offline.js', 'sw.js', 'manifest.webmanifest', 'lang/en-later.bin']) {
    assert.ok(site.includes(file) && afterStart(file), file);
  }
});

test('the Solver lab\'s words fetched late: its controls take their names once they arrive', async () => {
  let release;
  const held = new Promise((ok) => { release = ok; });
  const page = await suite.open('', {
    init: (p) => p.route('**/lang/en-later.bin', async (route) => { await held; await route.continue(); }),
  });
  const batch = page.getByRole('button', { name: 'Batch solve…', exact: true, includeHidden: true });
  assert.equal(await batch.count(), 0, 'not named before its words arrive');
  release();
  await batch.waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Solver lab', exact: true }).click();
  await page.getByRole('button', { name: 'Compare', exact: true }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Batch solve…', exact: true }).isVisible(), true);
});
