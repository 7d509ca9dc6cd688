// End-to-end tests of fixes that live in the browser: the Batch panel closes (a visible control and
// Escape) and gives the focus back, names a file of the user's, and shows
// on a phone that its table scrolls; Home and End on the board; a photo of
// an empty grid offers nothing to load. Controls are found by role and name.
import { test, before, after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, launch, boardLine, ready, watchProblems, control } from './harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const TOP95 = fs.readFileSync(path.join(here, '..', '..', 'data', 'norvig_top95.txt'), 'utf8')
  .split('\n').map((l) => l.trim()).filter((l) => l.length === 81);
const EASY = '5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259.....';

let server;
let browser;
const contexts = [];
let problems = [];

before(async () => {
  server = await startServer();
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

afterEach(async () => {
  const seen = problems;
  problems = [];
  for (const context of contexts.splice(0)) await context.close();
  assert.deepEqual(seen, [], 'no console errors or warnings, page errors or failed requests');
});

async function open(query = '', options = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  contexts.push(context);
  const page = await context.newPage();
  watchProblems(page, problems);
  await page.goto(`${server.url}/${query}`);
  await ready(page);
  return page;
}

const button = (page, name) => page.getByRole('button', { name, exact: true });
const focusedName = (page) => page.evaluate(() => {
  const e = document.activeElement;
  return e?.getAttribute('aria-label') || e?.textContent?.trim() || e?.tagName;
});

/** Makes the "Batch solve…" button visible (it may sit in a closed panel) and presses it. */
async function openBatch(page) {
  const opener = await control(page, 'Batch solve…');
  await opener.click();
  await page.getByRole('heading', { name: 'Batch solve' }).waitFor();
  await page.waitForFunction(() => document.activeElement?.id === 'batch-title');
}

test('the Batch panel closes with its Close button and with Escape, and gives the focus back to Batch solve…', async () => {
  const page = await open();
  await openBatch(page);
  const close = button(page, 'Close Batch solve');
  assert.equal(await close.isVisible(), true, 'a visible close control');
  await close.click();
  assert.equal(await page.getByRole('heading', { name: 'Batch solve' }).isVisible(), false, 'closed');
  assert.equal(await focusedName(page), 'Batch solve…');
  // Opened again: shown, the focus on its heading; Escape closes it.
  await openBatch(page);
  assert.equal(await close.isVisible(), true);
  await page.keyboard.press('Escape');
  assert.equal(await page.getByRole('heading', { name: 'Batch solve' }).isVisible(), false, 'closed by Escape');
  assert.equal(await focusedName(page), 'Batch solve…');
});

test('a file of your own is named in the set chooser, not the set chosen before', async () => {
  const page = await open();
  await openBatch(page);
  const chooser = page.getByLabel('Bundled set');
  await chooser.selectOption('norvig_top95.txt');
  await page.waitForFunction(() => (document.querySelector('.batch-said')?.textContent ?? '').startsWith('norvig_top95.txt'));
  await page.locator('#batch-file').setInputFiles({ name: 'mine.txt', mimeType: 'text/plain', buffer: Buffer.from(TOP95.slice(0, 3).join('\n')) });
  await page.waitForFunction(() => (document.querySelector('.batch-said')?.textContent ?? '').startsWith('mine.txt'));
  const shown = await chooser.evaluate((s) => s.selectedOptions[0]?.textContent);
  assert.equal(shown, 'Your file: mine.txt');
  assert.equal(await page.locator('.batch-said').textContent(), 'mine.txt: 3 puzzles.');
});

test('on a phone the results table shows that it scrolls sideways, and is a named, focusable scroll region', async () => {
  const page = await open('', { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  await openBatch(page);
  await page.locator('#batch-file').setInputFiles({ name: 'five.txt', mimeType: 'text/plain', buffer: Buffer.from(TOP95.slice(0, 5).join('\n')) });
  await page.waitForFunction(() => (document.querySelector('.batch-said')?.textContent ?? '').startsWith('five.txt'));
  await button(page, 'Solve all').click();
  await page.waitForFunction(() => (document.querySelector('.batch-said')?.textContent ?? '').startsWith('Done'), null, { timeout: 60_000 });
  const region = page.getByRole('region', { name: 'Batch results table' });
  const facts = await region.evaluate((r) => ({
    scrolls: r.scrollWidth > r.clientWidth,
    tabindex: r.getAttribute('tabindex'),
    background: getComputedStyle(r).backgroundImage,
    pageFits: document.documentElement.scrollWidth <= window.innerWidth,
  }));
  assert.equal(facts.scrolls, true, 'the table is wider than the screen');
  assert.equal(facts.tabindex, '0');
  assert.match(facts.background, /gradient/, 'shadow edges show there is more');
  assert.equal(facts.pageFits, true, 'the page itself does not scroll sideways');
  const hint = page.getByText('The table is wider than the screen: scroll it sideways');
  assert.equal(await hint.isVisible(), true, 'a hint line says so');
  // On a wide screen the whole table shows, and no hint.
  await page.setViewportSize({ width: 1280, height: 900 });
  assert.equal(await hint.isVisible(), false);
});

test('Home and End move along the row, Ctrl+Home and Ctrl+End to the first and last cell', async () => {
  const page = await open(`?puzzle=${EASY}`);
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

test('a photo of an empty grid says no digit was found and offers nothing to load', async () => {
  const page = await open(`?puzzle=${EASY}`);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /photo/i }).first().click();
  await (await chooser).setFiles(path.join(here, 'photos', 'empty-grid.png'));
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
