// End-to-end tests of playing a puzzle (docs/interfaces.md, Entering and playing): entries, corner
// and centre marks, colours, several cells at once, Check, Reveal, Solve
// with a wrong entry, finishing, the timer, reload, keyboard (Home and End
// included) and axe.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, boardLine, kinds, statusText, ready, solve, axeViolations, control, press } from './harness.mjs';

const EASY = '5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259.....';
const SOLUTION = '532489176916573284487126953759261348263845719841397625698714532374652891125938467';

const suite = setup();
let page;

async function open(path = `/?puzzle=${EASY}`, options = {}) {
  page = await suite.open(path, options);
  return page;
}

const cell = (i) => page.locator('[role=gridcell]').nth(i);
const attr = (i, name) => cell(i).getAttribute(name);
const button = (name) => page.getByRole('button', { name, exact: true });

/** Indices of the cells with `name` equal to `value`. */
async function cellsWith(name, value) {
  return page.$$eval('[role=gridcell]', (cells, [n, v]) =>
    cells.flatMap((c, i) => (c.getAttribute(n) === v ? [i] : [])), [name, value]);
}

test('a loaded puzzle is played: a given cannot change, typed digits are entries', async () => {
  await open();
  await cell(0).click();
  await page.keyboard.press('7');
  assert.equal(await attr(0, 'data-value'), '5');
  assert.match(await statusText(page), /givens or the solver's digits, which cannot be changed/);
  await cell(1).click();
  await page.keyboard.press('3');
  assert.equal(await attr(1, 'data-kind'), 'entered');
  assert.equal(await attr(1, 'aria-label'), 'Row 1, column 2, 3, entered');
  assert.equal(await (await control(page, 'Edit puzzle')).count(), 1);
  assert.equal(await (await control(page, 'Start')).count(), 0);
});

test('entering, Start locks the givens; Edit puzzle goes back', async () => {
  await open('/');
  await cell(0).click();
  await page.keyboard.press('5');
  assert.equal(await attr(0, 'data-kind'), 'given');
  await press(page, 'Start');
  assert.match(await statusText(page), /^Playing: the 1 given are locked|^Playing: the 1 given is locked|^Playing/);
  await cell(1).click();
  await page.keyboard.press('4');
  assert.equal(await attr(1, 'data-kind'), 'entered');
  await press(page, 'Edit puzzle');
  await cell(2).click();
  await page.keyboard.press('6');
  assert.equal(await attr(2, 'data-kind'), 'given');
});

test('Shift+digit and Ctrl+digit mark three selected cells; one Undo takes a mark off all', async () => {
  await open();
  await cell(1).click();
  await cell(2).click({ modifiers: ['Shift'] });
  await cell(3).click({ modifiers: ['Control'] });
  assert.deepEqual(await cellsWith('aria-selected', 'true'), [1, 2, 3]);
  await page.keyboard.press('Shift+Digit4');
  await page.keyboard.press('Shift+Digit1');
  await page.keyboard.press('Control+Digit7');
  for (const i of [1, 2, 3]) {
    assert.equal(await attr(i, 'data-corner'), '14');
    assert.equal(await attr(i, 'data-centre'), '7');
  }
  assert.match(await attr(2, 'aria-label'), /corner marks 1 4, centre marks 7$/);
  await page.keyboard.press('Control+z');
  for (const i of [1, 2, 3]) assert.equal(await attr(i, 'data-centre'), '');
  // The pad's modes do the same for touch.
  await press(page, 'Corner');
  await press(page, 'Enter 9');
  for (const i of [1, 2, 3]) assert.equal(await attr(i, 'data-corner'), '149');
  await press(page, 'Colour');
  await press(page, 'Colour 3');
  for (const i of [1, 2, 3]) assert.equal(await attr(i, 'data-colour'), '3');
  assert.equal(await page.locator('[data-mode=colour]').getAttribute('aria-pressed'), 'true');
  await page.keyboard.press('z');
  assert.equal(await page.locator('[data-mode=digit]').getAttribute('aria-pressed'), 'true');
});

test('a placed digit takes itself out of the marks of the cells it sees', async () => {
  await open();
  await cell(2).click();
  await cell(11).click({ modifiers: ['Shift'] });
  await cell(45).click({ modifiers: ['Shift'] });
  await page.keyboard.press('Shift+Digit3');
  for (const i of [2, 11, 45]) assert.equal(await attr(i, 'data-corner'), '3');
  await cell(1).click();
  await page.keyboard.press('3');
  assert.equal(await attr(2, 'data-corner'), '', 'same row');
  assert.equal(await attr(11, 'data-corner'), '', 'same box');
  assert.equal(await attr(45, 'data-corner'), '3', 'cell 45 does not see cell 1');
});

test('dragging selects a run; Ctrl+A selects all; Escape selects none', async () => {
  await open();
  const box = async (i) => cell(i).boundingBox();
  const a = await box(9);
  const b = await box(12);
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
  assert.deepEqual(await cellsWith('aria-selected', 'true'), [9, 10, 11, 12]);
  await page.keyboard.press('Control+a');
  assert.equal((await cellsWith('aria-selected', 'true')).length, 81);
  await page.keyboard.press('Escape');
  assert.deepEqual(await cellsWith('aria-selected', 'true'), []);
});

test('Home and End move along the row, Ctrl+Home and Ctrl+End to the first and last cell', async () => {
  const page = await open(`/?puzzle=${EASY}`);
  const cells = page.getByRole('gridcell');
  const selected = () => page.evaluate(() => [...document.querySelectorAll('[role=gridcell]')]
    .flatMap((c, i) => (c.getAttribute('aria-selected') === 'true' ? [i] : [])));
  await cells.nth(40).click();
  assert.deepEqual(await selected(), [40]);
  await page.keyboard.press('Home');
  assert.deepEqual(await selected(), [36]);
  await page.keyboard.press('End');
  assert.deepEqual(await selected(), [44]);
  await page.keyboard.press('Control+Home');
  assert.deepEqual(await selected(), [0]);
  await page.keyboard.press('Control+End');
  assert.deepEqual(await selected(), [80]);
});

test('Check marks exactly the wrong entry; Reveal fills the selection', async () => {
  await open();
  await cell(1).click();
  await page.keyboard.press('3');
  await cell(2).click();
  await page.keyboard.press('9');
  await press(page, 'Check');
  assert.deepEqual(await cellsWith('data-wrong', 'true'), [2]);
  assert.match(await statusText(page), /^1 of your 2 entries is wrong: it is marked\./);
  await press(page, 'Reveal');
  assert.equal(await attr(2, 'data-value'), SOLUTION[2]);
  assert.deepEqual(await cellsWith('data-wrong', 'true'), []);
  assert.match(await statusText(page), /^Revealed 1 cell\./);
});

test('Solve with a wrong entry shows the solution around it and marks it', async () => {
  await open();
  await cell(2).click();
  await page.keyboard.press('9');
  const said = await solve(page);
  assert.match(said, /unique/);
  assert.match(said, /1 of your entries is not the solution's digit: marked\./);
  const line = await boardLine(page);
  for (let i = 0; i < 81; i++) if (i !== 2) assert.equal(line[i], SOLUTION[i], `cell ${i}`);
  assert.equal(line[2], '9');
  assert.deepEqual(await cellsWith('data-wrong', 'true'), [2]);
});

test('finishing by hand says solved with the time; the timer runs and survives a reload', async () => {
  await open();
  await page.waitForFunction(() => document.querySelector('[role=timer]')?.textContent === '0:01');
  const empty = [...EASY].flatMap((c, i) => (c === '.' ? [i] : []));
  for (const i of empty.slice(0, -1)) {
    await cell(i).click();
    await page.keyboard.press(SOLUTION[i]);
  }
  // Marks and a colour, then a reload: everything comes back.
  await cell(empty.at(-1)).click();
  await page.keyboard.press('Shift+Digit' + SOLUTION[empty.at(-1)]);
  await page.keyboard.press('v');
  await page.keyboard.press('2');
  await page.waitForTimeout(300);
  const before = await page.locator('[role=timer]').textContent();
  await page.reload();
  await ready(page);
  const last = empty.at(-1);
  assert.equal(await attr(last, 'data-corner'), SOLUTION[last]);
  assert.equal(await attr(last, 'data-colour'), '2');
  assert.equal(await attr(1, 'data-kind'), 'entered');
  assert.equal(await page.locator('[data-mode=colour]').getAttribute('aria-pressed'), 'true');
  assert.ok((await page.locator('[role=timer]').textContent()) >= before, 'the time is kept');
  await page.keyboard.press('z');
  await cell(last).click();
  await page.keyboard.press(SOLUTION[last]);
  assert.match(await statusText(page), /^Well done: you solved it in \d+:\d\d\./);
  assert.equal(await boardLine(page), SOLUTION);
  const kindsNow = await kinds(page);
  assert.equal(kindsNow.filter((k) => k === 'entered').length, empty.length);
});

for (const scheme of ['light', 'dark']) {
  for (const [device, viewport] of [['desktop', { width: 1280, height: 900 }], ['320 px phone', { width: 320, height: 700 }]]) {
    test(`every mode is axe-clean, with marks, colours, a check and each hint level, on a ${device} (${scheme})`, async () => {
      await open(`/?puzzle=${EASY}`, { viewport, colorScheme: scheme });
      await cell(1).click();
      await page.keyboard.press('Shift+Digit2');
      await page.keyboard.press('Control+Digit4');
      await cell(2).click();
      await page.keyboard.press('v');
      await page.keyboard.press('5');
      await page.keyboard.press('z');
      await cell(3).click();
      await page.keyboard.press('9');
      await press(page, 'Check');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= viewport.width, `no sideways scrolling (${width} px)`);
      for (const mode of ['Corner', 'Centre', 'Colour', 'Digit']) {
        await press(page, mode);
        assert.deepEqual(await axeViolations(page), [], `${mode} mode`);
      }
      await cell(3).click();
      await page.keyboard.press('Delete');
      for (const level of [1, 2, 3]) {
        await page.keyboard.press('h');
        assert.match(await statusText(page), /^Hint: /);
        assert.deepEqual(await axeViolations(page), [], `hint level ${level}`);
      }
      await press(page, 'Edit puzzle');
      assert.deepEqual(await axeViolations(page), [], 'entering');
    });
  }
}

test('on a 320 px phone, Solve pressed down the page brings the solved board into view', async () => {
  await open(`/?puzzle=${EASY}`, { viewport: { width: 320, height: 640 } });
  const solveButton = await control(page, 'Solve');
  // Scrolled down to the Solver lab, the top of the board off screen.
  await page.evaluate(() => window.scrollTo(0, 250));
  assert.ok((await page.locator('[role=grid]').boundingBox()).y < 0, 'the board is above the screen');
  await solveButton.click();
  await page.waitForFunction(() => /unique/.test(document.querySelector('[role=status]')?.textContent ?? ''));
  await page.waitForFunction(() => {
    const board = document.querySelector('[role=grid]').getBoundingClientRect();
    return board.top >= 0 && board.top < innerHeight / 2;
  });
  assert.equal(await boardLine(page), SOLUTION);
});
