// End-to-end tests of the built site (dist/ from `trunk build --release`).
// Run: node --test tests/e2e/  (scripts/web-test.sh does the build first).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, boardLine, invalidCells, kinds, statusText, ready, solve, press, control, algorithm, axeViolations } from './harness.mjs';

const EASY = '5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259.....';
const HARDER = '..54....9.2..6..7.6....51..1....37...7..9..4...32....6..18....7.6..7..2.9....28..';

const suite = setup();
let page;

/** A fresh page at `path`, with console errors and warnings recorded. */
async function open(path = '/') {
  page = await suite.open(path);
  return page;
}

async function cellClick(index) {
  await page.locator('[role=gridcell]').nth(index).click();
}

function assertValidSolution(line, puzzle) {
  assert.match(line, /^[1-9]{81}$/);
  for (let i = 0; i < 81; i++) {
    if (puzzle[i] !== '.') assert.equal(line[i], puzzle[i], `given ${i} kept`);
  }
  const units = [];
  for (let k = 0; k < 9; k++) {
    units.push([...Array(9)].map((_, j) => k * 9 + j));
    units.push([...Array(9)].map((_, j) => j * 9 + k));
    const [r, c] = [Math.floor(k / 3) * 3, (k % 3) * 3];
    units.push([...Array(9)].map((_, j) => (r + Math.floor(j / 3)) * 9 + c + (j % 3)));
  }
  for (const unit of units) {
    assert.equal(new Set(unit.map((i) => line[i])).size, 9, `unit ${unit} holds 1-9`);
  }
}

test('markup: grid, rows, cells, buttons, algorithm chooser', async () => {
  await open('/');
  assert.match(await page.getAttribute('[role=grid]', 'aria-label'), /Sudoku/);
  assert.equal(await page.locator('[role=grid] [role=row]').count(), 9);
  assert.equal(await page.locator('[role=row] [role=gridcell]').count(), 81);
  assert.equal(await page.getAttribute('[role=gridcell] >> nth=24', 'aria-label'), 'Row 3, column 7, empty');
  for (const name of ['Solve', 'Clear', 'Undo', 'Redo', 'Hint', 'Share', 'Copy']) {
    assert.equal(await (await control(page, name)).count(), 1, name);
  }
  const select = (await algorithm(page));
  assert.equal(await select.inputValue(), 'fast');
  assert.deepEqual(
    await select.locator('option').evaluateAll((os) => os.map((o) => o.value)),
    ['naive', 'candidates', 'propagation', 'fast'],
  );
  assert.equal(await page.locator('[role=status]').count(), 1);
});

test('enter a puzzle by clicks and keys, see a clash on both cells, undo/redo it, solve with naive: 52 calls', async () => {
  await open('/');
  // Type the puzzle: click each given's cell and press its digit.
  for (let i = 0; i < 81; i++) {
    if (EASY[i] !== '.') {
      await cellClick(i);
      await page.keyboard.press(EASY[i]);
    }
  }
  assert.equal(await boardLine(page), EASY);
  assert.deepEqual(await invalidCells(page), []);
  const typed = await kinds(page);
  assert.deepEqual(typed, [...EASY].map((c) => (c === '.' ? 'empty' : 'given')));

  // The board keeps the focus: arrows and keys go on working.
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'grid');

  // A second 5 in row 1 (cell r1c2): both 5s are marked.
  await cellClick(1);
  await page.keyboard.press('5');
  assert.deepEqual(await invalidCells(page), [0, 1]);
  assert.match(await statusText(page), /Two 5s in row 1/);
  assert.equal(await page.getAttribute('[role=gridcell] >> nth=1', 'aria-label'), 'Row 1, column 2, 5');

  // Solving now explains why it cannot.
  assert.match(await solve(page), /Cannot solve: Two 5s in row 1\./);
  assert.equal(await boardLine(page), '55' + EASY.slice(2));

  // Clearing the cell clears both marks.
  await cellClick(1);
  await page.keyboard.press('Backspace');
  assert.deepEqual(await invalidCells(page), []);
  assert.doesNotMatch(await statusText(page), /Two 5s/);

  // Undo brings the clash back (both cells), redo removes it again.
  await page.keyboard.press('Control+z');
  assert.deepEqual(await invalidCells(page), [0, 1]);
  await page.keyboard.press('Control+y');
  assert.deepEqual(await invalidCells(page), []);
  await page.keyboard.press('Control+Shift+z');
  assert.match(await statusText(page), /Nothing to redo/);
  await press(page, 'Undo');
  assert.deepEqual(await invalidCells(page), [0, 1]);
  await press(page, 'Redo');
  assert.deepEqual(await invalidCells(page), []);
  assert.equal(await boardLine(page), EASY);

  // Arrow keys move the selection.
  await cellClick(40);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.getAttribute('[aria-selected=true]', 'aria-label'), 'Row 4, column 4, 2');

  // Solve with the tutorial algorithm.
  await (await algorithm(page)).selectOption('naive');
  const status = await solve(page);
  assert.match(status, /52 calls/);
  assert.match(status, /unique/);
  assert.match(status, /solved/i);
  assert.match(status, /\d\sms/);
  const solved = await boardLine(page);
  assertValidSolution(solved, EASY);
  assert.deepEqual(await kinds(page), [...EASY].map((c) => (c === '.' ? 'solved' : 'given')));
  // The labels say which digits the solver filled in; rows are named.
  assert.equal(await page.getAttribute('[role=gridcell] >> nth=1', 'aria-label'), `Row 1, column 2, ${solved[1]}, solved`);
  assert.equal(await page.getAttribute('[role=gridcell] >> nth=0', 'aria-label'), 'Row 1, column 1, 5');
  assert.equal(await page.getAttribute('[role=row] >> nth=2', 'aria-label'), 'Row 3');

  // Solving is undoable.
  await page.keyboard.press('Control+z');
  assert.equal(await boardLine(page), EASY);
  await page.keyboard.press('Control+y');
  assert.equal(await boardLine(page), solved);
});

test('number pad enters and erases digits', async () => {
  await open('/');
  await cellClick(80);
  await press(page, 'Enter 9');
  assert.equal(await page.getAttribute('[role=gridcell] >> nth=80', 'data-value'), '9');
  // The pad does not take the focus away from the board.
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'grid');
  await press(page, 'Erase');
  assert.equal(await page.getAttribute('[role=gridcell] >> nth=80', 'data-value'), '');
});

test('?puzzle= loads a puzzle; every algorithm solves it; axe finds nothing loaded or solved', async () => {
  await open(`/?puzzle=${HARDER}`);
  assert.equal(await boardLine(page), HARDER);
  assert.match(await statusText(page), /Loaded a puzzle with \d+ givens from the link/);
  assert.deepEqual(await axeViolations(page), [], 'axe on the loaded page');
  for (const [algo, calls] of [['naive', /4,428 calls/], ['candidates', /\d calls/], ['propagation', /\d calls/], ['fast', /\d calls?/]]) {
    await (await algorithm(page)).selectOption(algo);
    const status = await solve(page);
    assert.match(status, calls, algo);
    assert.match(status, /unique/, algo);
    assertValidSolution(await boardLine(page), HARDER);
    await page.keyboard.press('Control+z');
    assert.equal(await boardLine(page), HARDER, `undo after ${algo}`);
  }
  await solve(page);
  assertValidSolution(await boardLine(page), HARDER);
  assert.deepEqual(await axeViolations(page), [], 'axe on the solved page');
});

test('a bad ?puzzle= value loads nothing and says why', async () => {
  await open(`/?puzzle=${EASY.slice(0, 80)}`);
  assert.equal(await boardLine(page), '.'.repeat(81));
  assert.match(await statusText(page), /expected 81 cells, found 80/);
  await page.goto(`${suite.url}/?puzzle=${EASY.slice(0, 11)}a${EASY.slice(12)}`);
  await ready(page);
  assert.equal(await boardLine(page), '.'.repeat(81));
  assert.match(await statusText(page), /cell 12 \(character 12\): unexpected 'a'/);
  await page.goto(`${suite.url}/?puzzle=`);
  await ready(page);
  assert.match(await statusText(page), /expected 81 cells, found 0/);
});

test('paste loads a puzzle; a bad paste changes nothing and says why', async () => {
  await open('/');
  await cellClick(0);
  const paste = (text) => page.evaluate((t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    document.querySelector('[role=grid]').dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
  await paste(EASY);
  assert.equal(await boardLine(page), EASY);
  await paste('5...8.1.6\n....73284\nnonsense');
  assert.equal(await boardLine(page), EASY);
  assert.match(await statusText(page), /The pasted text was not loaded: cell 19 \(line 3, character 1\): unexpected 'n'/);
});

test('Hint and Share answer in the status', async () => {
  await open(`/?puzzle=${EASY}`);
  await press(page, 'Hint');
  assert.match(await statusText(page), /^Hint: look at row 1, column 2: a naked single\./);
  await press(page, 'Share');
  const link = await page.locator('[role=status] a').getAttribute('href');
  assert.equal(link, `${suite.url}/?puzzle=${EASY.replaceAll('.', '0')}`);
});

test('works under a sub-path (/sudoku/) thanks to relative URLs', async () => {
  await open(`/sudoku/?puzzle=${EASY}`);
  assert.equal(await boardLine(page), EASY);
  await solve(page);
  assertValidSolution(await boardLine(page), EASY);
  await press(page, 'Share');
  const link = await page.locator('[role=status] a').getAttribute('href');
  assert.equal(link, `${suite.url}/sudoku/?puzzle=${EASY.replaceAll(".", "0")}`);
});

test('a click on the page\'s text keeps the focus there while the clock ticks: Tab goes on from the text', async () => {
  await open(`/?puzzle=${EASY}`);
  assert.equal(await page.locator('[role=timer]').getAttribute('data-phase'), 'playing');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'grid');
  await page.locator('.tagline').click();
  // The clock re-renders the app every second.
  await page.waitForTimeout(1500);
  assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'BODY', 'the board did not take the focus back');
  await page.keyboard.press('Tab');
  const first = await page.evaluate(() => document.activeElement?.id);
  assert.equal(first, 'tab-play', 'Tab from the tagline reaches the next control, the Play view');
});
