// End-to-end tests of reading a puzzle from a photo (docs/interfaces.md, The page): the
// Photo button's file picker, a preview with the digits read (to correct),
// Use this puzzle (Undo takes it back; a photo read right has no cell
// marked doubtful); a picture pasted or dropped; a
// corrupt file, a picture without a grid and a photo of an empty grid get a
// clear message and leave the board alone; the reader worker loads only
// when a photo is opened; axe finds nothing with the preview open.
// The photos are from Wicht & Hennebert's newspaper Sudoku dataset,
// CC-BY-4.0 (tests/e2e/photos/SOURCES.md).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setup, boardLine, kinds, statusText, axeViolations, control, press } from './harness.mjs';

const PHOTOS = fileURLToPath(new URL('./photos/', import.meta.url));
const PHOTO = `${PHOTOS}newspaper.jpg`;
/** The printed digits of newspaper.jpg (its .dat ground truth). */
const TRUTH = fs.readFileSync(`${PHOTOS}newspaper.dat`, 'utf8').split('\n').slice(2, 11)
  .map((line) => line.trim().split(/\s+/).map((d) => (d === '0' ? '.' : d)).join('')).join('');
const EASY = '5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259.....';

const suite = setup();
const open = (path = '/', options = {}) => suite.open(path, options);

const button = (page, name) => page.getByRole('button', { name, exact: true });
const note = (page) => page.locator('.photo-note');
const previewLine = (page) => page.$$eval('.pcell', (cells) => cells.map((c) => c.value || '.').join(''));

/** Opens `file` with the Photo button's file picker; waits for the preview's verdict. */
async function pick(page, file) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /photo/i }).click();
  await (await chooser).setFiles(file);
  await page.waitForFunction(() => {
    const text = document.querySelector('.photo-note')?.textContent ?? '';
    return text !== '' && !text.startsWith('Reading the photo');
  }, null, { timeout: 30_000 });
}

test('a newspaper photo: the Photo button reads it, the preview shows it, Use this puzzle loads it', async () => {
  const page = await open(`/?puzzle=${EASY}`);
  const workers = () => page.workers().map((w) => new URL(w.url()).pathname);
  assert.ok(!workers().includes('/reader_worker_boot.js'), 'no reader worker before a photo');
  const input = page.locator('#photo-file');
  assert.equal(await input.getAttribute('accept'), 'image/*');
  assert.equal(await input.getAttribute('capture'), 'environment');
  const started = Date.now();
  await pick(page, PHOTO);
  console.log(`  photo read and previewed in ${Date.now() - started} ms`);
  assert.ok(workers().includes('/reader_worker_boot.js'));
  assert.equal(await previewLine(page), TRUTH);
  // Every cell read right, none in doubt: nothing marked to check.
  assert.equal(await page.locator('.pcell[data-doubtful]').count(), 0);
  assert.match(await note(page).textContent(), /^Read \d+ digits: the puzzle has one solution\. Check them against the photo, fix/);
  assert.equal(await boardLine(page), EASY, 'the board waits for Use this puzzle');
  assert.deepEqual(await axeViolations(page), [], 'axe with the preview open');
  assert.equal(await page.getByRole('button', { name: 'Use this puzzle', exact: true }).getAttribute('data-action'), 'use-this-puzzle');
  await press(page, 'Use this puzzle');
  assert.equal(await page.locator('.photo').count(), 0);
  assert.equal(await boardLine(page), TRUTH);
  assert.ok((await kinds(page)).every((k, i) => (TRUTH[i] === '.' ? k === 'empty' : k === 'given')));
  assert.match(await statusText(page), /from the photo/);
  await press(page, 'Undo');
  assert.equal(await boardLine(page), EASY, 'Undo takes it back');
});

test('a 960x1280 phone photo is read in the page (time printed)', async () => {
  const big = fileURLToPath(new URL('../../reader/tests/photos/image1000', import.meta.url));
  const truth = fs.readFileSync(`${big}.dat`, 'utf8').split('\n').slice(2, 11)
    .map((line) => line.trim().split(/\s+/).map((d) => (d === '0' ? '.' : d)).join('')).join('');
  const page = await open('/');
  // Once to load the worker, then timed.
  await pick(page, PHOTO);
  await press(page, 'Cancel');
  const started = Date.now();
  await pick(page, `${big}.jpg`);
  console.log(`  960x1280 photo read and previewed in ${Date.now() - started} ms (worker loaded)`);
  assert.equal(await previewLine(page), truth);
});

test('a photo the browser turns sideways (its orientation tag) is read upright', async () => {
  const truth = fs.readFileSync(`${PHOTOS}sideways.dat`, 'utf8').split('\n').slice(2, 11)
    .map((line) => line.trim().split(/\s+/).map((d) => (d === '0' ? '.' : d)).join('')).join('');
  const page = await open('/');
  await pick(page, `${PHOTOS}sideways.jpg`);
  assert.equal(await previewLine(page), truth);
  await press(page, 'Use this puzzle');
  assert.equal(await boardLine(page), truth);
});

test('a digit corrected in the preview is what loads', async () => {
  const page = await open('/');
  await pick(page, PHOTO);
  const first = TRUTH.indexOf('.');
  const cell = page.locator('.pcell').nth(first);
  await cell.fill('7');
  assert.equal(await cell.inputValue(), '7');
  assert.match(await note(page).textContent(), /no solution|clash|more than one/);
  assert.equal(await page.locator('.pcell[data-suspect]').count() > 0, true, 'the likely misreads are marked');
  await cell.fill('');
  assert.equal(await previewLine(page), TRUTH);
  await press(page, 'Use this puzzle');
  assert.equal(await boardLine(page), TRUTH);
});

test('the preview takes the focus and comes into view on a phone; its boxes are one Tab stop; typing replaces a digit wherever the caret is', async () => {
  const page = await open(`/?puzzle=${EASY}`, { viewport: { width: 320, height: 700 } });
  await page.getByRole('button', { name: /photo/i }).scrollIntoViewIfNeeded();
  await pick(page, PHOTO);
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'photo-heading');
  // Escape there closes a preview without corrections; the board stays.
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('.photo').count(), 0);
  assert.equal(await boardLine(page), EASY);
  await page.getByRole('button', { name: /photo/i }).scrollIntoViewIfNeeded();
  await pick(page, PHOTO);
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'photo-heading');
  const box = await page.locator('#photo-heading').boundingBox();
  assert.ok(box.y >= 0 && box.y + box.height <= 700, `the heading is in view: ${JSON.stringify(box)}`);
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => [...document.querySelectorAll('.pcell')].indexOf(document.activeElement)), 0);
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Use this puzzle');
  // A digit typed with the caret before the digit read replaces it.
  const given = TRUTH.search(/[1-9]/);
  const cell = page.locator('.pcell').nth(given);
  const other = TRUTH[given] === '8' ? '9' : '8';
  await cell.focus();
  await cell.evaluate((input) => input.setSelectionRange(0, 0));
  await page.keyboard.press(other);
  assert.equal(await cell.inputValue(), other);
  // Escape keeps a preview with corrections (only Cancel throws them away).
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('.photo').count(), 1);
  await press(page, 'Cancel');
  assert.equal(await page.locator('.photo').count(), 0);
  assert.equal(await boardLine(page), EASY);
  // Used, the puzzle is on the board, and the board in view.
  await page.getByRole('button', { name: /photo/i }).scrollIntoViewIfNeeded();
  await pick(page, PHOTO);
  await press(page, 'Use this puzzle');
  assert.equal(await boardLine(page), TRUTH);
  await page.waitForFunction(() => {
    const board = document.querySelector('[role=grid]').getBoundingClientRect();
    return board.top >= 0 && board.top < window.innerHeight / 2;
  }, null, { timeout: 5_000 });
});

test('a corrupt file and a picture without a grid say so and leave the board', async () => {
  const page = await open(`/?puzzle=${EASY}`);
  await pick(page, `${PHOTOS}broken.jpg`);
  assert.equal(await note(page).textContent(),
    'No puzzle could be read from this photo: the file is not a picture this browser can open. '
    + 'Choose a photo or a scan of the puzzle, or type the puzzle in.');
  assert.equal(await (await control(page, 'Use this puzzle')).count(), 0);
  await page.waitForFunction(() => document.querySelector('.photo-thumb')?.hidden === true, null, { timeout: 5_000 });
  await pick(page, `${PHOTOS}gradient.png`);
  assert.match(await note(page).textContent(), /^No puzzle could be read from this photo: /);
  await page.waitForFunction(() => {
    const thumb = document.querySelector('.photo-thumb');
    return thumb && !thumb.hidden && thumb.complete && thumb.naturalWidth > 0;
  }, null, { timeout: 5_000 });
  assert.deepEqual(await axeViolations(page), [], 'axe with a failed photo');
  await press(page, 'Cancel');
  assert.equal(await page.locator('.photo').count(), 0);
  assert.equal(await boardLine(page), EASY);
});

test('a photo of an empty grid says no digit was found and offers nothing to load', async () => {
  const page = await open(`/?puzzle=${EASY}`);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /photo/i }).first().click();
  await (await chooser).setFiles(`${PHOTOS}empty-grid.png`);
  await page.waitForFunction(() => {
    const text = document.querySelector('.photo-note')?.textContent ?? '';
    return text !== '' && !text.startsWith('Reading the photo');
  }, null, { timeout: 30_000 });
  assert.equal(await page.locator('.photo-note').textContent(),
    'No puzzle could be read from this photo: not one digit was found in it '
    + '(no Sudoku grid was found, or its cells are all empty). '
    + 'Try again with the whole grid in view, straight on and sharp, or type the puzzle in.');
  assert.equal(await button(page, 'Use this puzzle').count(), 0, 'nothing to load');
  await button(page, 'Cancel').click();
  assert.equal(await boardLine(page), EASY);
});

test('a picture pasted on the board or dropped on the page is read', async () => {
  const page = await open('/');
  const bytes = [...fs.readFileSync(PHOTO)];
  const event = async (kind) => page.evaluate(([kind, bytes]) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(bytes)], 'pasted.jpg', { type: 'image/jpeg' }));
    const board = document.querySelector('[role=grid]');
    if (kind === 'paste') board.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
    else board.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }, [kind, bytes]);
  for (const kind of ['paste', 'drop']) {
    await event(kind);
    await page.waitForFunction(() => document.querySelectorAll('.pcell').length === 81, null, { timeout: 30_000 });
    assert.equal(await previewLine(page), TRUTH, kind);
    await press(page, 'Cancel');
  }
});

for (const scheme of ['light', 'dark']) {
  test(`the preview at 320 px (${scheme}): fits, axe finds nothing`, async () => {
    const page = await open('/', { colorScheme: scheme, viewport: { width: 320, height: 700 } });
    await pick(page, PHOTO);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 320), 'no sideways scrolling');
    assert.deepEqual(await axeViolations(page), []);
  });
}
