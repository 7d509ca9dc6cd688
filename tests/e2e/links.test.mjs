// End-to-end tests of the links a reader shares (docs/interfaces.md,
// Links): Share progress carries entries, corner and
// centre marks and colours to another browser; a link that lost its last
// character says so and keeps its text; printing shows the puzzle alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, boardLine, kinds, statusText, axeViolations, press } from './harness.mjs';

const EASY = '5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259.....';

const suite = setup();

/** A page of a fresh browser context (no saved state) at `path`. */
const open = (path, options = {}) => suite.open(path, options);

const button = (page, name) => page.getByRole('button', { name, exact: true });

/** Each cell's entry kind, marks and colour. */
function marks(page) {
  return page.$$eval('[role=gridcell]', (cells) => cells.map((c) => [
    c.dataset.kind, c.dataset.value, c.dataset.corner, c.dataset.centre, c.dataset.colour,
  ].join('|')));
}

test('Share progress: entries, corner and centre marks and colours open in another browser', async () => {
  const page = await open(`/?puzzle=${EASY.replaceAll('.', '0')}`);
  const cell = (i) => page.locator('[role=gridcell]').nth(i);
  await cell(1).click();
  await page.keyboard.press('3');
  await cell(9).click();
  await page.keyboard.press('Shift+6');
  await page.keyboard.press('Shift+9');
  await cell(80).click();
  await page.keyboard.press('Control+1');
  await page.keyboard.press('Control+7');
  await page.keyboard.press('v');
  await cell(79).click();
  await page.keyboard.press('4');
  await page.keyboard.press('z');
  const before = await marks(page);
  assert.equal(before[9], 'empty||69||');
  assert.equal(before[79], 'empty||||4');

  await press(page, 'Share progress');
  assert.match(await statusText(page), /^Link to this puzzle and your progress/);
  const link = await page.locator('[role=status] a').getAttribute('href');
  assert.match(link, /\?puzzle=[0-9]{81}&progress=a[A-Za-z0-9_-]+$/);
  assert.ok(link.length < 200, `compact: ${link}`);

  const other = await open(link.slice(suite.url.length));
  assert.deepEqual(await marks(other), before);
  assert.match(await statusText(other), /^Loaded a puzzle with 38 givens and the progress in the link \(1 entry\)\./);
  assert.equal(other.url(), `${suite.url}/`, 'the link is taken out of the address once loaded');
  // The plain Share link has the givens only.
  await press(other, 'Share');
  const plain = await other.locator('[role=status] a').getAttribute('href');
  assert.equal(plain, `${suite.url}/?puzzle=${EASY.replaceAll('.', '0')}`);
});

test('a link that lost its last character says so and keeps its text; a bad progress code loads the puzzle alone', async () => {
  const short = EASY.replaceAll('.', '0').slice(0, 80);
  const page = await open(`/?puzzle=${short}`);
  assert.equal(await boardLine(page), '.'.repeat(81), 'nothing loaded');
  const status = await statusText(page);
  assert.match(status, /^The puzzle in the link was not loaded: /);
  assert.ok(status.endsWith(`The link's puzzle, to correct and paste on the board: ${short}`), status);
  assert.deepEqual(await axeViolations(page), []);

  const other = await open(`/?puzzle=${EASY}&progress=a*`);
  assert.equal(await boardLine(other), EASY);
  assert.ok((await kinds(other)).every((k) => k === 'given' || k === 'empty'));
  assert.match(await statusText(other),
    /^Loaded the puzzle in the link with 38 givens, but not the progress in it: character 2 is not part of a progress code\./);
});

test('printing shows the givens and entries alone, black on white, large', async () => {
  const page = await open(`/?puzzle=${EASY}`, { colorScheme: 'dark' });
  await page.locator('[role=gridcell]').nth(1).click();
  await page.keyboard.press('3');
  await page.locator('[role=gridcell]').nth(9).click();
  await page.keyboard.press('Shift+6');
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  const shown = (selector) => page.$eval(selector, (e) => getComputedStyle(e).display !== 'none');
  for (const hidden of ['.side', '.top']) assert.equal(await shown(hidden), false, hidden);
  const board = await page.locator('[role=grid]').boundingBox();
  assert.ok(board.width > 550, `the board is large (${board.width} px)`);
  const look = await page.$$eval('[role=gridcell]', (cells) => cells.map((c) => {
    const style = getComputedStyle(c);
    return { color: style.color, background: style.backgroundColor };
  }));
  for (const i of [0, 1]) {
    assert.equal(look[i].color, 'rgb(0, 0, 0)', `cell ${i} in black`);
    assert.equal(look[i].background, 'rgb(255, 255, 255)', `cell ${i} on white`);
  }
  const marksShown = await page.$eval('[role=gridcell]:nth-child(1) .own-marks, .own-marks',
    (e) => getComputedStyle(e).visibility);
  assert.equal(marksShown, 'hidden', 'pencil marks are not printed');
  const pdf = await page.pdf({ format: 'A4' });
  assert.ok(pdf.length > 1000);
});
