// End-to-end tests of the difficulty line and New puzzle (docs/interfaces.md, The page):
// the puzzle worker is loaded only when first needed, rates the board's
// puzzle (data-rating), makes a puzzle of the level chosen, which loads to
// play (Undo takes it back), and Cancel stops it with the board untouched.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, boardLine, kinds, statusText, ready, axeViolations, control, press } from './harness.mjs';

const HARDER = '..54....9.2..6..7.6....51..1....37...7..9..4...32....6..18....7.6..7..2.9....28..';
const LEVELS = { easy: [1.0, 1.5], medium: [1.6, 2.5], hard: [2.6, 4.5], expert: [4.6, 6.5], extreme: [6.6, 20] };

const suite = setup();

/** A page of a fresh browser context (no saved state) at `path`. */
const open = (path = '/', options = {}) => suite.open(path, options);

const button = (page, name) => page.getByRole('button', { name, exact: true });
const workerUrls = (page) => page.workers().map((w) => new URL(w.url()).pathname);

/** Chooses `level`, presses New puzzle and waits for the new puzzle. */
async function newPuzzle(page, level) {
  await (await control(page, 'Level', 'combobox')).selectOption(level);
  const started = Date.now();
  await press(page, 'New puzzle');
  await page.waitForFunction(
    (level) => (document.querySelector("[role=status]")?.textContent ?? "").startsWith(`A new ${level} puzzle with`),
    level,
    { timeout: 60_000 },
  );
  return Date.now() - started;
}

test('the puzzle worker loads only when a puzzle is rated, and rates it', async () => {
  const page = await open('/');
  await page.waitForTimeout(300);
  assert.deepEqual(workerUrls(page), [], 'no worker at first');
  assert.equal(await page.locator('.difficulty').count(), 0, 'nothing to rate on an empty board');

  const linked = await open(`/?puzzle=${HARDER}`);
  const line = linked.locator('[data-rating]');
  await line.waitFor();
  assert.equal(await line.getAttribute('data-rating'), '3.4');
  assert.equal(await line.getAttribute('data-level'), 'hard');
  assert.equal(await line.textContent(), 'Hard (3.4): needs a Hidden Pair.');
  assert.ok(workerUrls(linked).includes('/puzzle_worker_boot.js'), workerUrls(linked).join(' '));
});

test('New puzzle makes a puzzle of each level, to play at once; Undo takes it back', async () => {
  const page = await open('/');
  const times = {};
  for (const level of Object.keys(LEVELS)) {
    const before = await boardLine(page);
    times[level] = await newPuzzle(page, level);
    const line = await boardLine(page);
    assert.notEqual(line, before);
    const givens = line.replaceAll('.', '').length;
    assert.ok(givens >= 17 && givens <= 50, `${level}: ${givens} givens`);
    const cells = await kinds(page);
    assert.equal(cells.filter((k) => k === 'given').length, givens, 'the digits are givens');
    assert.equal(await page.locator('[role=timer]').getAttribute('data-phase'), 'playing');
    const rated = page.locator('[data-rating]');
    const score = Number(await rated.getAttribute('data-rating'));
    const [low, high] = LEVELS[level];
    assert.ok(score >= low && score <= high, `${level}: ${score}`);
    assert.equal(await rated.getAttribute('data-level'), level);
    assert.match(await rated.textContent(), new RegExp(`^${level[0].toUpperCase()}${level.slice(1)} \\(${score.toFixed(1)}\\)`));
  }
  console.log(`  New puzzle, click to board (ms): ${JSON.stringify(times)}`);
  const last = await boardLine(page);
  await press(page, 'Undo');
  assert.notEqual(await boardLine(page), last, 'Undo takes the new puzzle back');
  // The level chosen is kept over a reload.
  await page.reload();
  await ready(page);
  assert.equal(await (await control(page, 'Level', 'combobox')).inputValue(), 'extreme');
});

test('Cancel stops making a puzzle and leaves the board as it was', async () => {
  const page = await open(`/?puzzle=${HARDER}`);
  // Hold the puzzle worker's wasm back, so the puzzle is still being made.
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await page.route('**/puzzle_worker_bg.wasm', async (route) => {
    await held;
    await route.continue();
  });
  const before = await boardLine(page);
  await (await control(page, 'Level', 'combobox')).selectOption('expert');
  await press(page, 'New puzzle');
  assert.match(await statusText(page), /Making an expert puzzle/);
  assert.deepEqual(await axeViolations(page), [], 'axe while a puzzle is made');
  await press(page, 'Cancel');
  release();
  assert.equal(await statusText(page), 'Stopped making an expert puzzle; the board is as it was.');
  await page.waitForTimeout(500);
  assert.equal(await boardLine(page), before);
  assert.equal(await (await control(page, 'New puzzle')).count(), 1);
});

for (const scheme of ['light', 'dark']) {
  for (const width of [1280, 320]) {
    test(`axe finds nothing with the difficulty shown (${scheme}, ${width} px)`, async () => {
      const page = await open(`/?puzzle=${HARDER}`, { colorScheme: scheme, viewport: { width, height: 800 } });
      await page.locator('[data-rating]').waitFor();
      assert.deepEqual(await axeViolations(page), []);
      const box = await page.locator('.new-puzzle').boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= width, `New puzzle fits: ${JSON.stringify(box)}`);
    });
  }
}
