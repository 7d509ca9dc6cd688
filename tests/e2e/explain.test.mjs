// End-to-end tests of explaining the solve (Hint, Step, the steps list, the
// candidates toggle) against the built site.
// Run: DIST=<dist dir> node --test tests/e2e/explain.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { setup, boardLine, kinds, statusText, ready, axeViolations, control, press } from './harness.mjs';


const EASY = '5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259.....';
// Norvig's top95 #1: singles alone do not solve it; steps remove candidates.
const HARD = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

const suite = setup();
let page;

async function open(path = '/', { viewport = { width: 1280, height: 900 }, colorScheme = 'light', ...more } = {}) {
  page = await suite.open(path, { viewport, colorScheme, ...more });
  return page;
}

const button = (name) => page.getByRole('button', { name, exact: true });

/** Clicks a button and lets the app render (two animation frames). */
async function tap(name) {
  await press(page, name);
  await settle();
}

async function settle() {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** Class lists and labels of the 81 cells. */
async function cells() {
  return page.$$eval('[role=gridcell]', (all) => all.map((c) => ({
    classes: [...c.classList],
    label: c.getAttribute('aria-label'),
    value: c.getAttribute('data-value'),
    kind: c.getAttribute('data-kind'),
    // Pencil marks are drawn from data-d by CSS.
    pencil: c.querySelector('.pencil') ? [...c.querySelectorAll('.cand')].map((s) => s.dataset.d ?? '').join('') : null,
    removed: [...c.querySelectorAll('.cand-removed')].map((s) => s.dataset.d).join(''),
    placed: [...c.querySelectorAll('.cand-placed')].map((s) => s.dataset.d).join(''),
  })));
}

/** The candidates of cell `i` worked out from a puzzle line, as a string "134". */
function candidatesOf(line, i) {
  const [r, c] = [Math.floor(i / 9), i % 9];
  const seen = new Set();
  for (let j = 0; j < 81; j++) {
    const [rj, cj] = [Math.floor(j / 9), j % 9];
    const peer = rj === r || cj === c || (Math.floor(rj / 3) === Math.floor(r / 3) && Math.floor(cj / 3) === Math.floor(c / 3));
    if (peer && j !== i && line[j] !== '.') seen.add(line[j]);
  }
  return [...'123456789'].filter((d) => !seen.has(d)).join('');
}

async function stepsList() {
  return page.$$eval('.steps-list button', (all) => all.map((b) => b.textContent));
}

test('Hint teaches in three presses: where to look, the cells, the answer; the grid is unchanged', async () => {
  await open(`/?puzzle=${EASY}`);
  const classed = (all, name) => all.flatMap((c, i) => (c.classes.includes(name) ? [i] : []));
  await tap('Hint');
  assert.equal(
    await statusText(page),
    'Hint: look at row 1, column 2: a naked single.Press Hint again to see the cells (Step, in the Solver lab, applies it).',
  );
  let all = await cells();
  assert.deepEqual(classed(all, 'hl-unit'), [1]);
  assert.deepEqual(classed(all, 'hl-target'), [], 'no answer yet');
  assert.equal(all.filter((c) => c.pencil !== null).length, 0, 'no pencil mark gives it away');
  await tap('Hint');
  assert.equal(
    await statusText(page),
    'Hint: Naked single. Look at the highlighted cells.Press Hint again for the answer (Step, in the Solver lab, applies it).',
  );
  all = await cells();
  assert.deepEqual(classed(all, 'hl-proof'), [1]);
  assert.deepEqual(classed(all, 'hl-target'), []);
  assert.deepEqual(await axeViolations(page), [], 'axe at the second level');
  await tap('Hint');
  assert.equal(
    await statusText(page),
    'Hint: Naked single. Row 1, column 2 has only one candidate left, so it must be 3.'
      + 'It places 3 in row 1, column 2. Make the change yourself, or press Step in the Solver lab.',
  );
  assert.equal(await boardLine(page), EASY, 'the grid is unchanged');
  all = await cells();
  assert.deepEqual(all.flatMap((c, i) => (c.classes.includes('hl-target') ? [i] : [])), [1]);
  assert.deepEqual(all.flatMap((c, i) => (c.classes.includes('hl-proof') ? [i] : [])), [1]);
  // With the candidates toggle off, the hinted cell still shows its pencil mark, ringed.
  assert.equal(all[1].pencil, '3');
  assert.equal(all[1].placed, '3');
  assert.equal(all[1].label, 'Row 1, column 2, empty, candidates 3');
  assert.equal(all.filter((c) => c.pencil !== null).length, 1);
  assert.deepEqual(await stepsList(), []);
  assert.deepEqual(await axeViolations(page), []);
});

test('Step applies the step, lists it, and Undo takes it back', async () => {
  await open(`/?puzzle=${EASY}`);
  await tap('Hint');
  await tap('Step');
  assert.match(await statusText(page), /^Step 1: Naked single\. Row 1, column 2 has only one candidate left, so it must be 3\.Placed 3 in row 1, column 2\.$/);
  const line = await boardLine(page);
  assert.equal(line, `${EASY[0]}3${EASY.slice(2)}`);
  const k = await kinds(page);
  assert.equal(k[1], 'step');
  assert.equal(await page.getAttribute('[role=gridcell] >> nth=1', 'aria-label'), 'Row 1, column 2, 3, from a step');
  assert.equal(k.filter((x) => x === 'given').length, 38);
  assert.deepEqual(await stepsList(), ['Naked single: 3 in row 1, column 2']);
  await tap('Step');
  assert.match(await statusText(page), /^Step 2: /);
  assert.equal((await stepsList()).length, 2);

  await tap('Undo');
  assert.equal((await stepsList()).length, 1);
  await tap('Undo');
  assert.equal(await boardLine(page), EASY);
  assert.equal((await kinds(page))[1], 'empty');
  assert.deepEqual(await stepsList(), []);
  await tap('Redo');
  assert.equal((await kinds(page))[1], 'step');
  assert.deepEqual(await stepsList(), ['Naked single: 3 in row 1, column 2']);
});

test('the steps list shows a step again', async () => {
  await open(`/?puzzle=${EASY}`);
  for (let n = 0; n < 3; n++) await tap('Step');
  const items = page.locator('.steps-list button');
  assert.equal(await items.count(), 3);
  await items.nth(0).click();
  await settle();
  assert.equal(await statusText(page), 'Step 1 again: Naked single. Row 1, column 2 has only one candidate left, so it must be 3.Placed 3 in row 1, column 2.');
  assert.equal(await items.nth(0).getAttribute('aria-pressed'), 'true');
  assert.equal(await items.nth(1).getAttribute('aria-pressed'), 'false');
  const all = await cells();
  assert.deepEqual(all.flatMap((c, i) => (c.classes.includes('hl-target') ? [i] : [])), [1]);
  // Selecting it again hides it.
  await items.nth(0).click();
  await settle();
  assert.equal(await statusText(page), 'Select a step of the list to see it again.');
  assert.equal((await cells()).filter((c) => c.classes.includes('hl-target')).length, 0);
});

test('Undo of the step whose item has the focus leaves the focus on the board', async () => {
  await open(`/?puzzle=${EASY}`);
  for (let n = 0; n < 2; n++) await tap('Step');
  await page.locator('.steps-list button').nth(1).focus();
  await page.keyboard.press('Control+z');
  assert.equal(await page.locator('.steps-list button').count(), 1);
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'grid');
});

test('the candidates toggle shows pencil marks in every empty cell', async () => {
  await open(`/?puzzle=${EASY}`);
  const toggle = await control(page, 'Candidates');
  assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
  assert.equal((await cells()).filter((c) => c.pencil !== null).length, 0);
  await toggle.click();
  await settle();
  assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
  const all = await cells();
  for (let i = 0; i < 81; i++) {
    if (EASY[i] === '.') {
      const expected = candidatesOf(EASY, i);
      assert.equal(all[i].pencil, expected, `pencil marks of cell ${i}`);
      assert.equal(all[i].label, `Row ${Math.floor(i / 9) + 1}, column ${(i % 9) + 1}, empty, candidates ${[...expected].join(' ')}`);
    } else {
      assert.equal(all[i].pencil, null, `a filled cell ${i} has no pencil marks`);
    }
  }
  assert.deepEqual(await axeViolations(page), []);
  await toggle.click();
  await settle();
  assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
});

test('candidates removed by steps stay removed', async () => {
  await open(`/?puzzle=${HARD}`);
  await tap('Candidates');
  let removedStep = null;
  for (let n = 0; n < 60 && !removedStep; n++) {
    await tap('Step');
    const text = await statusText(page);
    if (/Removed /.test(text)) removedStep = text;
  }
  assert.ok(removedStep, 'a step that removes candidates within 60 steps');
  const all = await cells();
  const targets = all.flatMap((c, i) => (c.classes.includes('hl-target') ? [i] : []));
  assert.ok(targets.length > 0);
  for (const i of targets) {
    const struck = all[i].removed;
    assert.ok(struck.length > 0, `cell ${i} shows what was removed`);
    const left = all[i].label.replace(/^.*candidates /, '').split(' ');
    for (const d of struck) assert.ok(!left.includes(d), `${d} no longer a candidate of cell ${i}: ${all[i].label}`);
  }
  // After the next Hint (another highlight), the removed digits are still gone.
  await tap('Hint');
  const after = await cells();
  for (const i of targets) {
    const left = after[i].label.replace(/^.*candidates /, '').split(' ');
    for (const d of all[i].removed) assert.ok(!left.includes(d), `${d} still removed from cell ${i}`);
  }
  assert.ok((await cells()).some((c) => c.classes.includes('hl-unit')), 'the hint highlights a unit');
  assert.deepEqual(await axeViolations(page), [], 'axe with units, pattern and targets highlighted (light)');
});

test('Hint without a step says why', async () => {
  await open('/');
  await tap('Hint');
  assert.equal(await statusText(page), 'No hint: the board is empty. Type or paste a puzzle first.');
  await page.goto(`${suite.url}/?puzzle=${EASY.replace('.', '5')}`);
  await ready(page);
  await tap('Step');
  assert.match(await statusText(page), /^No hint: Two 5s in row 1\. Two 5s in box 1\. Change one of the highlighted digits first\.$/);
  assert.deepEqual(await stepsList(), []);
});

test('explained board is readable and axe-clean on a 320 px phone in the dark', async () => {
  await open(`/?puzzle=${HARD}`, { viewport: { width: 320, height: 640 }, colorScheme: 'dark' });
  await tap('Candidates');
  for (let n = 0; n < 3; n++) await tap('Step');
  await tap('Hint');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 320, `no sideways scrolling (${width} px)`);
  const size = await page.$eval('.pencil', (p) => parseFloat(getComputedStyle(p).fontSize));
  assert.ok(size >= 9, `pencil marks at least 9 px (${size})`);
  assert.deepEqual(await axeViolations(page), []);
});

// ---- Compare ----

const HARDER = '..54....9.2..6..7.6....51..1....37...7..9..4...32....6..18....7.6..7..2.9....28..';
// Built against brute force: naive backtracking needs 69,175,317 calls to the first solution.
const ANTI_NAIVE = '..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9';

/** The naive call count of the `sudoku` CLI (docs/interfaces.md, Solving) for `puzzle`, to the first solution. */
function cliNaiveCalls(puzzle) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const built = ['release', 'debug'].map((p) => path.join(root, 'target', p, 'sudoku')).find((f) => fs.existsSync(f));
  const [cmd, args] = built
    ? [built, []]
    : ['cargo', ['run', '-q', '--release', '-p', 'sudoku-cli', '--']];
  const out = execFileSync(cmd, [...args, 'solve', '--algo', 'naive', '--first', '--json'], { cwd: root, input: `${puzzle}\n` });
  return JSON.parse(out.toString()).calls;
}

async function compareRows() {
  return page.$$eval('.compare-table tbody tr', (rows) => rows.map((r) => ({
    algorithm: r.dataset.algorithm,
    cells: [...r.querySelectorAll('th, td')].map((c) => c.textContent),
    bar: r.querySelector('.bar').getBoundingClientRect().width,
    track: r.querySelector('.bar-track').getBoundingClientRect().width,
  })));
}

async function waitForStatus(prefix, timeout = 30000) {
  await page.waitForFunction((p) => (document.querySelector('[role=status]')?.textContent ?? '').startsWith(p), prefix, { timeout });
}

test('on a phone the pad sits under the board, and Hint far down the page brings board and explanation into view', async () => {
  await open(`/?puzzle=${HARD}`, { viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });
  const box = (selector) => page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom };
  });
  const board = await box('[role=grid]');
  const pad = await box('.numpad');
  assert.ok(pad.top > board.bottom && pad.top - board.bottom < 40, `pad right under the board (${JSON.stringify({ board, pad })})`);
  // The Solver lab makes the page long: far down it, H asks for a hint.
  await page.getByRole('button', { name: 'Solver lab', exact: true }).tap();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  assert.ok((await box('[role=status]')).bottom < 0, 'the status is off screen before the hint');
  await page.keyboard.press('h');
  await page.waitForFunction(() => document.querySelector('[role=status]')?.textContent.startsWith('Hint:'));
  const seen = await page.evaluate(() => ({
    board: document.querySelector('[role=grid]').getBoundingClientRect().top,
    status: document.querySelector('[role=status]').getBoundingClientRect().bottom,
    height: window.innerHeight,
  }));
  assert.ok(seen.board >= -1 && seen.status <= seen.height + 1, `board and status on screen (${JSON.stringify(seen)})`);
});

test('Compare shows four rows; the naive row has the CLI\'s call count', async () => {
  const cli = cliNaiveCalls(HARDER);
  assert.equal(cli, 4428, 'the figure docs/interfaces.md fixes');
  await open(`/?puzzle=${HARDER}`);
  await tap('Compare');
  await waitForStatus('Compared');
  const rows = await compareRows();
  assert.deepEqual(rows.map((r) => r.algorithm), ['naive', 'candidates', 'propagation', 'fast']);
  const naive = rows[0];
  assert.equal(naive.cells[0], 'naive');
  assert.equal(naive.cells[1], cli.toLocaleString('en-US'));
  for (const row of rows) {
    assert.equal(row.cells.length, 5, `${row.algorithm}: algorithm, calls, guesses, backtracks, time`);
    assert.match(row.cells[1], /^[\d,]+$/, `${row.algorithm} calls`);
    assert.match(row.cells[4], /ms|s$/, `${row.algorithm} time`);
  }
  // Bars on a log scale: log10(4428) / 4 of the track for naive.
  assert.ok(Math.abs(naive.bar / naive.track - Math.log10(4428) / 4) < 0.02, `naive bar ${naive.bar} of ${naive.track}`);
  assert.ok(naive.bar > rows[3].bar, 'naive bar longer than fast bar');
  assert.equal(await page.locator('.compare-table caption').count(), 1);
  assert.match(await statusText(page), /^Compared: naive backtracking needed 4,428 calls, the fast solver \d+ calls?\.$/);
  assert.equal(await boardLine(page), HARDER, 'Compare leaves the board alone');
  assert.deepEqual(await axeViolations(page), []);
});

test('Compare stops the naive row at its budget, and Stop stops a comparison', async () => {
  await open(`/?puzzle=${ANTI_NAIVE}`);
  await tap('Compare');
  await waitForStatus('Compared');
  let rows = await compareRows();
  assert.equal(rows[0].cells[1], 'stopped after 50,000,000');
  assert.match(await statusText(page), /^Compared: naive backtracking stopped after 50,000,000 calls; the fast solver needed \d+ calls?\.$/);

  await tap('Compare');
  await page.waitForFunction(() => /[1-9][\d,]* so far/.test(document.querySelector('.compare-table tbody tr')?.textContent ?? ''));
  await tap('Stop');
  await waitForStatus('Compare stopped.');
  rows = await compareRows();
  assert.match(rows[0].cells[1], /^stopped after [\d,]+$/);
  assert.deepEqual(rows.slice(1).map((r) => r.cells[1]), ['not run', 'not run', 'not run']);
  assert.equal(await (await control(page, 'Compare')).count(), 1, 'Compare is back');
  // The page stayed responsive throughout: typing works.
  await page.locator('[role=gridcell]').nth(0).click();
  await page.keyboard.press('7');
  assert.equal((await boardLine(page))[0], '7');
});

test('a double click on Compare starts a comparison and does not stop it', async () => {
  await open(`/?puzzle=${ANTI_NAIVE}`);
  await (await control(page, 'Compare')).dblclick();
  await waitForStatus('Compared');
  const rows = await compareRows();
  assert.equal(rows[0].cells[1], 'stopped after 50,000,000');
  assert.ok(rows.slice(1).every((r) => /^[\d,]+$/.test(r.cells[1])), 'the other three ran');
});

test('the Compare table fits a 320 px phone and is axe-clean in the dark', async () => {
  await open(`/?puzzle=${HARDER}`, { viewport: { width: 320, height: 640 }, colorScheme: 'dark' });
  await tap('Compare');
  await waitForStatus('Compared');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 320, `no sideways scrolling of the page (${width} px)`);
  assert.equal((await compareRows()).length, 4);
  // The page stays on the table the user is watching (no jump to the status).
  const table = await page.evaluate(() => {
    const r = document.querySelector('.compare-table').getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, height: window.innerHeight };
  });
  assert.ok(table.bottom > 0 && table.top < table.height, `table on screen (${JSON.stringify(table)})`);
  // The explanation of the table wraps within the screen (it does not scroll with the table).
  const note = await page.locator('.compare-note').boundingBox();
  assert.ok(note && note.x >= 0 && note.x + note.width <= 320, `note within the screen (${JSON.stringify(note)})`);
  assert.match(await page.locator('.compare-note').textContent(), /^Each algorithm on this puzzle, to the first solution\. Bars: calls on a log scale/);
  // The table is wider than the phone: it scrolls inside its box, which
  // shades the edge that has more columns beyond it, and the last column,
  // Time, is reached by scrolling.
  const scroll = await page.$eval('.compare-scroll', (box) => ({
    scrolls: box.scrollWidth > box.clientWidth,
    shade: getComputedStyle(box).backgroundAttachment,
  }));
  assert.ok(scroll.scrolls, 'the table scrolls sideways in its box');
  assert.match(scroll.shade, /local.*scroll/, `the edges' shade (background-attachment ${scroll.shade})`);
  const time = page.locator('.compare-table thead th').last();
  assert.equal(await time.textContent(), 'Time');
  const seen = () => page.$eval('.compare-scroll', (box) => {
    const th = box.querySelector('thead th:last-child').getBoundingClientRect();
    const r = box.getBoundingClientRect();
    return th.left >= r.left - 1 && th.right <= r.right + 1;
  });
  assert.equal(await seen(), false, 'Time is beyond the edge at first');
  await page.$eval('.compare-scroll', (box) => { box.scrollLeft = box.scrollWidth; });
  assert.equal(await seen(), true, 'Time is in view once scrolled');
  assert.deepEqual(await axeViolations(page), []);
});
