// End-to-end tests of solving in the web worker (built dist/): the live call
// count, Cancel within 200 ms, editing while a solve runs, no console errors.
// The puzzle is built against backtracking (first row of its solution is
// 987654321): naive needs 69,175,317 calls on it
// (over a second in Chromium).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, boardLine, statusText, solve, control, press, algorithm } from './harness.mjs';

const ANTI = '..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9';
const EASY = '5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259.....';

const suite = setup();
let page;

async function open(path, { block } = {}) {
  page = await suite.open(path, {
    // A file the test makes fail to load (net::ERR_ABORTED, not a problem itself).
    init: (p) => block && p.route(`**/${block}`, (route) => route.abort('aborted')),
  });
  return page;
}

/** The live count "Solving with ...: N calls so far." as a number, or null. */
async function liveCalls() {
  const m = (await statusText(page)).match(/Solving with naive backtracking: ([\d,]+) calls? so far/);
  return m ? Number(m[1].replaceAll(',', '')) : null;
}

/** Starts naive on the anti-backtracking puzzle and waits until the count has moved. */
async function startRunaway() {
  await open(`/?puzzle=${ANTI}`);
  await page.waitForFunction(() => true);
  await (await algorithm(page)).selectOption('naive');
  await press(page, 'Solve');
  await page.waitForFunction(() => /Solving with naive backtracking: [\d,]*[1-9][\d,]* calls so far/
    .test(document.querySelector('[role=status]')?.textContent ?? ''));
}

test('the live count climbs at least every 100 ms while the page stays responsive', async () => {
  await startRunaway();
  assert.equal(await (await control(page, 'Cancel')).count(), 1);
  assert.equal(await (await control(page, 'Solve')).getAttribute('aria-disabled'), 'true');
  // The main thread answers at once: selecting cells and moving works during the search.
  await page.locator('[role=gridcell]').nth(40).click();
  await page.keyboard.press('ArrowRight');
  assert.match(await page.getAttribute('[aria-selected=true]', 'aria-label'), /^Row 5, column 6, /);
  assert.match(await statusText(page), /Solving with naive backtracking/, 'selecting does not stop it');
  // Record every change of the status text, in the page, for 0.8 s or until the
  // search ends (naive needs about 69 million calls here, over a second in Chromium).
  // What a screen reader would announce (the text outside aria-hidden) is recorded
  // too: the count and time are hidden from it, so it must not change.
  const changes = await page.evaluate(() => new Promise((resolve) => {
    const status = document.querySelector('[role=status]');
    const spoken = () => {
      const copy = status.cloneNode(true);
      copy.querySelectorAll('[aria-hidden=true]').forEach((el) => el.remove());
      return [...copy.querySelectorAll('p')].map((p) => p.textContent).join(' | ');
    };
    const said = new Set([spoken()]);
    const seen = [];
    const start = performance.now();
    let observer;
    const finish = () => { observer.disconnect(); resolve({ start, seen, said: [...said] }); };
    observer = new MutationObserver(() => {
      const m = status.textContent.match(/([\d,]+) calls so far/);
      if (m) {
        seen.push([performance.now(), Number(m[1].replaceAll(',', ''))]);
        said.add(spoken());
      }
      else finish();
    });
    observer.observe(status, { subtree: true, characterData: true, childList: true });
    setTimeout(finish, 800);
  }));
  const times = [changes.start, ...changes.seen.map(([t]) => t)];
  const gaps = times.slice(1).map((t, i) => t - times[i]);
  const counts = changes.seen.map(([, n]) => n);
  assert.ok(counts.length >= 5, `at least 5 updates, got ${counts.length}`);
  for (let i = 1; i < counts.length; i++) assert.ok(counts[i] > counts[i - 1], 'the count climbs');
  assert.deepEqual(changes.said, [
    'Solving with naive backtracking | Press Cancel (in the Solver lab) or Escape to stop it; the board stays editable.',
  ], 'screen readers hear the start once, not every count');
  const worst = Math.max(...gaps);
  console.log(`# live count: ${counts.length} updates, longest gap ${worst.toFixed(1)} ms, ${counts.at(-1)} calls`);
  assert.ok(worst <= 100 + 20, `updates at least every 100 ms (20 ms timer slack), longest gap ${worst.toFixed(1)} ms`);
  // Left alone, it ends with the tutorial algorithm's exact count.
  await page.waitForFunction(() => !document.querySelector('[role=status]')?.textContent.includes('Solving with'));
  const status = await statusText(page);
  assert.match(status, /^Solved: the solution is unique\.69,175,317 calls, /);
  console.log(`# naive to the first solution: ${status.match(/in ([\d.]+\sm?s)/)?.[1]}`);
  assert.equal((await boardLine(page)).slice(0, 9), '987654321');
});

test('Cancel stops the search within 200 ms and says how far it got', async () => {
  await startRunaway();
  // (The puzzle worker, which rated the puzzle, is another.)
  const solvers = page.workers().filter((w) => w.url().endsWith('/worker_boot.js'));
  assert.equal(solvers.length, 1, 'one solver worker');
  const closed = new Promise((resolve) => solvers[0].once('close', resolve));
  const seenBefore = await liveCalls();
  // Press Cancel and time it in the page until the status reports it.
  const elapsed = await page.evaluate(() => new Promise((resolve) => {
    const status = document.querySelector('[role=status]');
    const cancel = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Cancel');
    const start = performance.now();
    const observer = new MutationObserver(() => {
      if (status.textContent.includes('Cancelled after')) {
        observer.disconnect();
        resolve(performance.now() - start);
      }
    });
    observer.observe(status, { subtree: true, characterData: true, childList: true });
    cancel.click();
  }));
  console.log(`# cancel: status reported it after ${elapsed.toFixed(1)} ms`);
  assert.ok(elapsed < 200, `cancelled within 200 ms, took ${elapsed.toFixed(1)} ms`);
  // The worker itself is terminated (not left searching in the background).
  await closed;
  const status = await statusText(page);
  const m = status.match(/^Cancelled after ([\d,]+) calls \(([\d.]+\sm?s)\): naive backtracking had not finished\./);
  assert.ok(m, status);
  assert.ok(Number(m[1].replaceAll(',', '')) >= seenBefore, 'reports the last count seen');
  assert.equal(await boardLine(page), ANTI, 'board unchanged');
  assert.equal(await (await control(page, 'Cancel')).count(), 0);
  // A new solve after a cancel works (a fresh worker).
  await (await algorithm(page)).selectOption('fast');
  const solved = await solve(page);
  assert.match(solved, /unique/);
  assert.equal((await boardLine(page)).slice(0, 9), '987654321');
});

test('Cancel by keyboard moves the focus to Solve, its neighbour, not to the page', async () => {
  await startRunaway();
  const cancel = page.getByRole('button', { name: 'Cancel', exact: true });
  await cancel.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[role=status]')?.textContent.includes('Cancelled after'));
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Solve');
  assert.equal(await cancel.count(), 0);
  // Enter on Solve starts the search again.
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[role=status]')?.textContent.includes('Solving with naive'));
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.querySelector('[role=status]')?.textContent.includes('Cancelled after'));
});

test('Escape cancels too', async () => {
  await startRunaway();
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.querySelector('[role=status]')?.textContent.includes('Cancelled after'));
  assert.equal(await boardLine(page), ANTI);
});

test('a double click on Solve starts a solve and does not cancel it', async () => {
  await open(`/?puzzle=${ANTI}`);
  await (await algorithm(page)).selectOption('naive');
  const solveButton = page.getByRole('button', { name: 'Solve', exact: true });
  const { width, height } = await solveButton.boundingBox();
  // The right end of Solve is where Cancel appears as Solve shrinks.
  await solveButton.dblclick({ position: { x: width - 4, y: height / 2 } });
  await page.waitForTimeout(200);
  const status = await statusText(page);
  assert.match(status, /Solving with naive backtracking/);
  assert.doesNotMatch(status, /Cancelled/);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.querySelector('[role=status]')?.textContent.includes('Cancelled after'));
});

for (const block of ['worker_boot.js', 'worker_bg.wasm']) {
  test(`a worker that cannot load (${block} missing) says so; the board and the page stay usable`, async () => {
    await open(`/?puzzle=${EASY}`, { block });
    await (await algorithm(page)).selectOption('naive');
    await press(page, 'Solve');
    await page.waitForFunction(() => /could not run/.test(document.querySelector('[role=status]')?.textContent ?? ''));
    assert.match(await statusText(page), /^The solve could not run: the solver worker could not be loaded/);
    assert.equal(await boardLine(page), EASY, 'nothing lands on the board');
    // Solve is offered again, and the board still takes digits.
    assert.equal(await (await control(page, 'Solve')).getAttribute('aria-disabled'), null);
    await page.locator('[role=gridcell]').nth(1).click();
    await page.keyboard.press('3');
    assert.equal((await boardLine(page))[1], '3');
    // The page's own handling leaves no console error behind, except the
    // browser's report of the worker's failure.
    suite.allow(/worker|wasm|WebAssembly|Failed to fetch/i);
  });
}

test('a given can be edited while a solve runs; the stale search is stopped', async () => {
  await startRunaway();
  const solver = page.workers().find((w) => w.url().endsWith('/worker_boot.js'));
  const closed = new Promise((resolve) => solver.once('close', resolve));
  // An entry of the reader's own leaves the search alone: the puzzle is the same.
  await page.locator('[role=gridcell]').nth(0).click();
  await page.keyboard.press('8');
  assert.equal(await page.getAttribute('[role=gridcell] >> nth=0', 'data-kind'), 'entered');
  assert.match(await statusText(page), /Solving with naive backtracking/);
  await page.keyboard.press('Delete');
  // A changed given stops it.
  await press(page, 'Edit puzzle');
  await page.locator('[role=gridcell]').nth(0).click();
  await page.keyboard.press('9');
  assert.equal(await page.getAttribute('[role=gridcell] >> nth=0', 'data-value'), '9');
  assert.equal(await page.getAttribute('[role=gridcell] >> nth=0', 'data-kind'), 'given');
  assert.equal(await boardLine(page), '9' + ANTI.slice(1));
  await Promise.race([closed, new Promise((_, reject) => setTimeout(() => reject(new Error('the worker was not stopped')), 10e3))]);
  assert.doesNotMatch(await statusText(page), /Solving with/);
  assert.match(await statusText(page), /The board changed, so the solve with naive backtracking stopped after [\d,]+ calls \([\d.]+\sm?s\)\./);
  assert.equal(await (await control(page, 'Cancel')).count(), 0);
  // Undo brings the puzzle back; solving it with the fast solver works.
  await page.keyboard.press('Control+z');
  assert.equal(await boardLine(page), ANTI);
  await (await algorithm(page)).selectOption('fast');
  assert.match(await solve(page), /unique/);
});
