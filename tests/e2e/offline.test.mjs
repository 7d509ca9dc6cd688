// End-to-end tests of the site offline (built dist/): after one visit online,
// the page reloads with the network off, from its root and from a sub-path;
// a puzzle solves in the solver worker, Hint and Compare work, every file
// comes from the service worker's cache, and the console stays silent.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, ready, boardLine, statusText, solve, offlineReady, control, press, algorithm } from './harness.mjs';

const EASY = '5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259.....';
const SOLUTION = '532489176916573284487126953759261348263845719841397625698714532374652891125938467';

const suite = setup();

const button = (page, name) => page.getByRole('button', { name, exact: true });

for (const base of ['/', '/sudoku/']) {
  test(`after one visit at ${base}, the page works with the network off`, async () => {
    const page = await suite.open(base);
    // The first visit registers the worker, which stores every file of the site.
    await offlineReady(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    assert.equal(scope, suite.url + base);

    await page.context().setOffline(true);
    const fromNetwork = [];
    page.on('response', (res) => {
      if (!res.fromServiceWorker()) fromNetwork.push(res.url());
    });
    // A new address (a Share link) and a reload both load from the cache.
    await page.goto(`${suite.url}${base}?puzzle=${EASY}`);
    await ready(page);
    await page.reload();
    await ready(page);
    assert.equal(await boardLine(page), EASY, 'the linked puzzle, kept over the reload');
    assert.equal(await page.evaluate(() => navigator.onLine), false);
    assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the worker serves the page');

    // Hint works (it runs in the page).
    await press(page, 'Hint');
    await page.waitForFunction(() => document.querySelector('[role=status]')?.textContent.startsWith('Hint:'));
    assert.match(await statusText(page), /^Hint: look at row 1, column 2: a naked single\./);
    assert.equal(await boardLine(page), EASY, 'a hint does not change the grid');

    // Solve runs in the solver worker, whose files come from the cache too.
    await (await algorithm(page)).selectOption('naive');
    assert.match(await solve(page), /^Solved: the solution is unique\.52 calls/);
    assert.equal(await boardLine(page), SOLUTION);
    const workers = page.workers().map((w) => new URL(w.url()).pathname);
    assert.ok(workers.includes(`${base}worker_boot.js`), `a solver worker runs (${workers})`);

    // Compare runs all four algorithms in its own worker.
    await press(page, 'Undo');
    assert.equal(await boardLine(page), EASY);
    await press(page, 'Compare');
    await page.waitForFunction(() => document.querySelector('[role=status]')?.textContent.startsWith('Compared'));
    assert.match(await statusText(page), /^Compared: naive backtracking needed 52 calls, the fast solver \d+ calls?\.$/);
    assert.equal(await page.locator('.compare-table tbody tr').count(), 4);

    // The puzzle worker, loaded only now, comes from the cache too: the
    // difficulty line and New puzzle work offline.
    assert.equal(await page.locator('[data-rating]').getAttribute('data-rating'), '1.2');
    await (await control(page, 'Level', 'combobox')).selectOption('easy');
    await press(page, 'New puzzle');
    await page.waitForFunction(() => document.querySelector('[role=status]')?.textContent.startsWith('A new easy puzzle'));
    assert.notEqual(await boardLine(page), EASY);

    assert.deepEqual(fromNetwork, [], 'nothing came from the network');
  });
}

test('the service worker does not override the page\'s Content-Security-Policy', async () => {
  // Playwright's default viewport.
  const page = await suite.open('/sudoku/', { viewport: { width: 1280, height: 720 } });
  await offlineReady(page);
  await page.reload();
  await ready(page);
  assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null));
  // The policy is in the cached page itself, and still refuses inline script.
  const csp = await page.getAttribute('meta[http-equiv=Content-Security-Policy]', 'content');
  assert.match(csp, /script-src 'self' 'wasm-unsafe-eval'; worker-src 'self';/);
  const violations = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/.test(msg.text())) violations.push(msg.text());
  });
  const ran = await page.evaluate(() => new Promise((resolve) => {
    document.addEventListener('securitypolicyviolation', () => resolve(false), { once: true });
    const s = document.createElement('script');
    s.textContent = 'window.__inline = true;';
    document.body.append(s);
    setTimeout(() => resolve(window.__inline === true), 500);
  }));
  assert.equal(ran, false, 'inline script is refused');
  assert.equal(violations.length, 1);
  // That refusal is the one console error this test causes on purpose.
  suite.allow(/Content Security Policy/);
});
