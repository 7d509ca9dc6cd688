// End-to-end tests of a new deploy (built dist/ as version A, a copy with a
// changed page and solver worker as version B): the next load says "A new
// version of this page is ready" with a Reload button (a polite live region,
// reachable by keyboard, axe-clean in light and dark, at 320 px), the load
// after that runs B, and the saved board survives. Reload on the notice
// updates every open tab; a page that stays open on A keeps getting A's
// files, its solver worker included, until it is gone. No page ever runs
// files of both versions.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DIST, setup, ready, boardLine, solve, offlineReady, axeViolations, press, algorithm, savedData,
} from './harness.mjs';

const EASY = '5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259.....';
const PRECACHE = fileURLToPath(new URL('../../scripts/precache.mjs', import.meta.url));

let versionB;

/** A copy of dist/ as the next deploy: its page and its workers (solver and puzzle) say `mark`. */
function nextVersion(mark) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-next-'));
  fs.cpSync(DIST, dir, { recursive: true });
  const index = path.join(dir, 'index.html');
  const html = fs.readFileSync(index, 'utf8');
  assert.ok(html.includes('<title>'));
  fs.writeFileSync(index, html.replace('<title>', `<meta name="build" content="${mark}"><title>`));
  for (const glue of ['worker.js', 'puzzle_worker.js']) {
    fs.appendFileSync(path.join(dir, glue), `\nself.BUILD = '${mark}';\n`);
  }
  execFileSync(process.execPath, [PRECACHE, dir], { stdio: 'ignore' });
  return dir;
}

// After each test the server serves dist/ (version A) again.
const suite = setup({ prepare: () => { versionB = nextVersion('B'); } });

after(() => {
  if (versionB) fs.rmSync(versionB, { recursive: true, force: true });
});

/** Which version the page is: its own mark, and that of the solver worker file it gets. */
async function version(page) {
  return page.evaluate(async () => {
    const worker = await (await fetch('worker.js')).text();
    return {
      page: document.querySelector('meta[name=build]')?.content ?? 'A',
      worker: /self\.BUILD = 'B'/.test(worker) ? 'B' : 'A',
    };
  });
}

const reloadButton = (page) => page.getByRole('button', { name: 'Reload', exact: true });
/** The saved data (version 3, read into its fields), less the play clock (it runs on while the page is open). */
const saved = async (page) => {
  const data = await savedData(page);
  if (data) delete data.play.seconds;
  return JSON.stringify(data);
};

/** A page at `path` (in a new context) that has been visited once, so the service worker serves it. */
async function visited(path) {
  const page = await suite.open(path);
  await offlineReady(page);
  await page.reload();
  await ready(page);
  return page;
}

test('a new deploy: the next load shows the notice, the load after runs it, the board survives', async () => {
  const page = await visited(`/?puzzle=${EASY}`);
  await page.locator('[role=gridcell]').nth(1).click();
  await page.keyboard.press('3');
  await (await algorithm(page)).selectOption('candidates');
  const board = await boardLine(page);
  const state = await saved(page);
  assert.ok(state !== 'null', 'the board is saved');
  assert.equal(await page.locator('.update').textContent(), '', 'no notice before a deploy');

  suite.server.serve(versionB);
  await page.reload();
  await ready(page);
  await reloadButton(page).waitFor();
  assert.deepEqual(await version(page), { page: 'A', worker: 'A' }, 'the page still runs A, whole');
  const notice = page.locator('.update');
  assert.equal(await notice.getAttribute('aria-live'), 'polite');
  assert.equal(await notice.textContent(), 'A new version of this page is ready. Reload');
  assert.equal(await boardLine(page), board);
  // The keyboard reaches it: Tab from its text focuses Reload.
  await notice.locator('p').click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Reload');
  assert.deepEqual(await axeViolations(page), [], 'axe with the notice (light, desktop)');
  // Readable on a 320 px phone in the dark: nothing sticks out, axe is clean.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.emulateMedia({ colorScheme: 'dark' });
  const box = await reloadButton(page).boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 320, 'Reload fits the width');
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 320), 'no sideways scrolling');
  assert.deepEqual(await axeViolations(page), [], 'axe with the notice (dark, 320 px)');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });

  // A plain reload of the only open page runs B.
  await page.reload();
  await page.waitForFunction(() => document.querySelector('meta[name=build]')?.content === 'B');
  await ready(page);
  assert.deepEqual(await version(page), { page: 'B', worker: 'B' });
  assert.equal(await page.locator('.update').textContent(), '', 'no notice once updated');
  assert.equal(await boardLine(page), board, 'the saved board survived the update');
  assert.equal(await (await algorithm(page)).inputValue(), 'candidates');
  assert.equal(await saved(page), state, 'the saved data is untouched');
  assert.match(await solve(page), /unique/);
  // The solver worker and the puzzle workers (one rated the puzzle, one
  // waits for a hint).
  const workers = await Promise.all(page.workers().map((w) => w.evaluate(() => self.BUILD ?? 'A')));
  assert.ok(workers.length >= 2, `${workers.length} workers`);
  assert.deepEqual(workers, workers.map(() => 'B'), 'the workers run B');
  // The cache of A is gone; B's is the only one.
  await page.waitForFunction(async () => (await caches.keys()).length === 1);
});

test('Reload on the notice updates every tab; a page kept on A still gets only A\'s files', async () => {
  const one = await visited(`/sudoku/?puzzle=${EASY}`);
  const two = await suite.open('/sudoku/', { context: one.context() });
  const three = await suite.open('/sudoku/', { context: one.context() });
  const board = await boardLine(one);

  suite.server.serve(versionB);
  await one.reload();
  await ready(one);
  await reloadButton(one).waitFor();
  await reloadButton(two).waitFor();
  // With other tabs open, a reload keeps A: they would otherwise mix versions.
  await one.reload();
  await ready(one);
  await reloadButton(one).waitFor();
  assert.deepEqual(await version(one), { page: 'A', worker: 'A' });

  // Tab three refuses to leave (the reader has not answered "Leave site?").
  await three.locator('[role=gridcell]').nth(2).click();
  await three.evaluate(() => addEventListener('beforeunload', (event) => event.preventDefault()));
  three.on('dialog', (dialog) => dialog.dismiss());
  const before = three.workers().length;

  // Reload works from the keyboard too.
  const twoReloads = two.waitForFunction(() => document.querySelector('meta[name=build]')?.content === 'B');
  await reloadButton(one).focus();
  await one.keyboard.press('Enter');
  await one.waitForFunction(() => document.querySelector('meta[name=build]')?.content === 'B');
  await twoReloads;
  await ready(one);
  await ready(two);
  assert.deepEqual(await version(one), { page: 'B', worker: 'B' });
  assert.deepEqual(await version(two), { page: 'B', worker: 'B' });
  assert.equal(await boardLine(two), board, 'the board survived in every tab');

  // Tab three is still A, and what it loads now is A's: Compare starts a
  // new solver worker there, and it is A's.
  assert.deepEqual(await version(three), { page: 'A', worker: 'A' });
  await press(three, 'Compare');
  await three.waitForFunction(() => document.querySelector('[role=status]')?.textContent.startsWith('Compared'));
  assert.ok(three.workers().length > before, 'a worker started after the update');
  const workers = await Promise.all(three.workers().map((w) => w.evaluate(() => self.BUILD ?? 'A')));
  assert.deepEqual([...new Set(workers)], ['A']);
  assert.equal((await one.evaluate(async () => caches.keys())).length, 2, 'A\'s cache is kept while tab three needs it');

  // Once tab three is closed, A's cache goes.
  await three.close();
  await one.waitForFunction(async () => {
    await fetch('boot.js');
    return (await caches.keys()).length === 1;
  }, null, { polling: 100 });
});
