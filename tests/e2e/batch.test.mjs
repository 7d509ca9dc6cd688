// End-to-end tests of the Batch panel: loaded only when Batch solve is first
// pressed, it solves a bundled set or a picked file in the puzzle worker,
// shows the verdicts, the times and a paged table whose puzzles open on the
// board, lists the lines that are not puzzles, stops on Cancel and offers the
// results as CSV and JSON. It closes (a visible control and Escape) and gives
// the focus back, names a file of the user's, and shows on a phone that its
// table scrolls. It also prints the page's median time per puzzle for `fast`
// on the bundled sets (compare with `sudoku bench`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setup, boardLine, kinds, statusText, axeViolations, control, press } from './harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SHOTS = path.join(here, 'screenshots');
const TOP95 = fs.readFileSync(path.join(here, '..', '..', 'data', 'norvig_top95.txt'), 'utf8')
  .split('\n').map((l) => l.trim()).filter((l) => l.length === 81);

const suite = setup({ prepare: () => fs.mkdirSync(SHOTS, { recursive: true }) });
const open = (options = {}) => suite.open('', { acceptDownloads: true, ...options });

const button = (page, name) => page.getByRole('button', { name, exact: true });
const said = (page) => page.locator('.batch-said');

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

/** Presses Batch solve and waits for the panel, whose heading takes the focus. */
async function openPanel(page) {
  await press(page, 'Batch solve…');
  await page.locator('#batch-title').waitFor();
  await page.waitForFunction(() => document.activeElement?.id === 'batch-title');
}

/** Chooses a bundled set and waits until it is read. */
async function chooseSet(page, file, puzzles) {
  await page.getByLabel('Bundled set').selectOption(file);
  await page.waitForFunction((n) => (document.querySelector('.batch-said')?.textContent ?? '').includes(`${n} puzzles`), puzzles);
}

/** Presses Solve all and waits for Done. */
async function solveAll(page) {
  await press(page, 'Solve all');
  await page.waitForFunction(() => (document.querySelector('.batch-said')?.textContent ?? '').startsWith('Done'), null, { timeout: 120_000 });
}

test('the panel loads on demand and solves top95 with fast: 95 unique, a table whose puzzles open on the board', async () => {
  const page = await open();
  const requested = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.waitForTimeout(200);
  assert.ok(!requested.some((p) => p.startsWith('/batch')), 'nothing of the panel before it is asked for');
  await openPanel(page);
  assert.ok(requested.includes('/batch_bg.wasm'), requested.join(' '));
  assert.equal(await (await control(page, 'Solve all')).isDisabled(), true, 'nothing to solve yet');

  await chooseSet(page, 'norvig_top95.txt', 95);
  assert.equal(await said(page).textContent(), 'norvig_top95.txt: 95 puzzles.');
  await solveAll(page);
  assert.equal(await said(page).textContent(), 'Done: 95 puzzles: 95 unique.');
  assert.equal(await page.locator('.batch-verdicts').getAttribute('data-verdicts'), '95 unique');
  const median = Number(await page.locator('.batch-times').getAttribute('data-median-us'));
  assert.ok(median > 0, `median ${median}`);
  const rows = page.locator('.batch-table tbody tr');
  assert.equal(await rows.count(), 50, 'the first page of 50 rows');
  assert.equal(await rows.nth(0).locator('.puzzle').textContent(), TOP95[0]);
  await press(page, 'Next');
  assert.equal(await rows.count(), 45);
  assert.equal(await rows.nth(44).locator('.puzzle').textContent(), TOP95[94]);
  assert.deepEqual(await axeViolations(page), [], 'axe with the results shown');

  // Open the last puzzle on the board: its digits become the givens.
  await page.getByRole('button', { name: 'Open line 95 on the board' }).click();
  await page.waitForFunction((line) => [...document.querySelectorAll('[role=gridcell]')]
    .map((c) => c.getAttribute('data-value') || '.').join('') === line, TOP95[94]);
  assert.equal(await boardLine(page), TOP95[94]);
  const givens = (await kinds(page)).filter((k) => k === 'given').length;
  assert.equal(givens, TOP95[94].replaceAll('.', '').length);
  assert.match(await statusText(page), /^Loaded a puzzle with \d+ givens from the batch\./);
});

test('a picked file: bad lines listed with their numbers, the rest solved; CSV and JSON downloads', async () => {
  const page = await open();
  await openPanel(page);
  const text = [TOP95[0], 'not a puzzle', TOP95[1].slice(0, 80), '', TOP95[2], '1'.repeat(81)].join('\n');
  await page.locator('#batch-file').setInputFiles({ name: 'mine.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
  await page.waitForFunction(() => (document.querySelector('.batch-said')?.textContent ?? '').startsWith('mine.txt'));
  const saidText = await said(page).textContent();
  assert.match(saidText, /^mine\.txt: \d puzzles?, \d lines? not a puzzle \(listed below, skipped\)\.$/, saidText);
  await page.locator('.batch-bad summary').click();
  const bad = await page.locator('.batch-bad li').allTextContents();
  assert.ok(bad.some((b) => b.startsWith('Line 2: ')), bad.join(' | '));
  assert.ok(bad.some((b) => b.startsWith('Line 3: ')), bad.join(' | '));
  assert.ok(!bad.some((b) => b.startsWith('Line 1: ') || b.startsWith('Line 5: ')), bad.join(' | '));

  // A budget that is not one is kept in the field to correct, said why,
  // and refuses the run; a corrected one is taken.
  const budget = page.locator('#batch-budget');
  await budget.fill('1e3x');
  await budget.press('Tab');
  const alert = page.locator('#batch-budget-error[role=alert]');
  await alert.waitFor();
  assert.match(await alert.textContent(), /^The call budget “1e3x” is not a whole number of calls/);
  assert.equal(await budget.getAttribute('aria-invalid'), 'true');
  await press(page, 'Solve all');
  assert.equal(await said(page).textContent(), 'Not started: correct the call budget first.');
  assert.equal(await budget.inputValue(), '1e3x');
  await budget.fill('1e3');
  await budget.press('Tab');
  await alert.waitFor({ state: 'detached' });
  assert.equal(await budget.inputValue(), '1,000');

  await page.locator('#batch-algorithm').selectOption('propagation');
  await solveAll(page);
  assert.equal(await said(page).textContent(), 'Done: 3 puzzles: 2 unique, 1 no solution.');
  const verdicts = await page.locator('.batch-verdicts').getAttribute('data-verdicts');
  assert.equal(verdicts, '2 unique, 1 no solution', 'the clashing line has no solution');
  assert.deepEqual(await axeViolations(page), [], 'axe with bad lines and results');

  const [csv] = await Promise.all([page.waitForEvent('download'), press(page, 'Download CSV')]);
  assert.equal(csv.suggestedFilename(), 'mine-propagation.csv');
  const csvText = fs.readFileSync(await csv.path(), 'utf8');
  const csvLines = csvText.trim().split('\n');
  assert.ok(csvLines.some((l) => l.includes(TOP95[2])), csvText.slice(0, 400));
  const [json] = await Promise.all([page.waitForEvent('download'), press(page, 'Download JSON')]);
  assert.equal(json.suggestedFilename(), 'mine-propagation.json');
  const data = JSON.parse(fs.readFileSync(await json.path(), 'utf8'));
  assert.equal(data.algorithm, 'propagation');
  assert.equal(data.budget, 1000);
  assert.deepEqual(data.summary.verdicts, { unique: 2, multiple: 0, solved: 0, none: 1, aborted: 0, cancelled: 0 });

  // A picture is refused with a reason; the file and its results stay.
  const png = fs.readFileSync(path.join(here, '..', '..', 'assets', 'icon-192.png'));
  await page.locator('#batch-file').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: png });
  await page.waitForFunction(() => (document.querySelector('.batch-said')?.textContent ?? '').startsWith('icon.png'));
  assert.equal(await said(page).textContent(), 'icon.png could not be opened: it is not a text file.');
  assert.equal(await page.locator('.batch-verdicts').getAttribute('data-verdicts'), '2 unique, 1 no solution');
  await page.locator('#batch-file').setInputFiles({ name: 'empty.txt', mimeType: 'text/plain', buffer: Buffer.from('') });
  await page.waitForFunction(() => (document.querySelector('.batch-said')?.textContent ?? '').startsWith('empty.txt'));
  assert.equal(await said(page).textContent(), 'empty.txt could not be opened: it is empty.');
});

test('Cancel stops a run and keeps the rows solved so far', async () => {
  const page = await open();
  await openPanel(page);
  await chooseSet(page, 'tdoku_forum_hardest_1106.txt', 375);
  await page.locator('#batch-algorithm').selectOption('candidates');
  await press(page, 'Solve all');
  await page.locator('progress').waitFor();
  await page.waitForFunction(() => Number(document.querySelector('progress')?.value ?? 0) >= 8, null, { timeout: 60_000 });
  await press(page, 'Cancel');
  await page.waitForFunction(() => (document.querySelector('.batch-said')?.textContent ?? '').startsWith('Cancelled'));
  const text = await said(page).textContent();
  const done = Number(text.match(/after ([\d,]+) of/)[1].replace(',', ''));
  assert.ok(done >= 8 && done < 375, text);
  assert.equal(await page.locator('progress').count(), 0);
  assert.equal(await (await control(page, 'Solve all')).isEnabled(), true);
  assert.ok((await page.locator('.batch-table tbody tr').count()) > 0);
});

test('the bundled sets in the page: median time per puzzle of fast (compare with sudoku bench)', async () => {
  const page = await open();
  await openPanel(page);
  const sets = [['norvig_top95.txt', 95], ['tdoku_magictour_top1465.txt', '1,465'], ['tdoku_forum_hardest_1106.txt', 375]];
  const medians = {};
  // Each set twice, the lower median kept (the machine may be busy).
  for (const [file, n] of sets) {
    await chooseSet(page, file, n);
    for (let pass = 0; pass < 2; pass++) {
      await solveAll(page);
      const median = Number(await page.locator('.batch-times').getAttribute('data-median-us'));
      assert.ok(median > 0);
      medians[file] = Math.min(medians[file] ?? Infinity, median);
    }
  }
  console.log(`  Batch panel, fast, counting to two, median µs a puzzle: ${JSON.stringify(medians)}`);
  console.log('  (natively, the same code: cargo run --release --example batch_native -- FILE...)');
});

test('the panel at 320 px, light and dark (screenshots)', async () => {
  for (const scheme of ['light', 'dark']) {
    const page = await open({ viewport: { width: 320, height: 800 }, colorScheme: scheme });
    await openPanel(page);
    await chooseSet(page, 'norvig_top95.txt', 95);
    await solveAll(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
    assert.deepEqual(await axeViolations(page), [], `axe at 320 px, ${scheme}`);
    await page.locator('#batch').screenshot({ path: path.join(SHOTS, `batch-320-${scheme}.png`) });
  }
});

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
  const page = await open({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
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
