// End-to-end tests of the variants (docs/variants.md, The page): the first
// load hands the page over to the variants module when a variant is
// chosen or pasted, and a killer link or saved killer starts it at once; a
// cage is entered by selecting its cells and typing its sum; its cells
// carry data-cage and data-cage-sum and clash when they break it; a
// killer is solved in the worker with its counts and survives a reload;
// a jigsaw's regions are drawn with Make region, Start waits for nine of
// them, and the drawing survives a reload.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, statusText, invalidCells, solve, axeViolations, boardLine } from './harness.mjs';

const suite = setup();

/** data/killer_tarek_42.txt's first killer (short form) and its solution. */
const TAREK = 'G<<L<K<L<^G>^>^E^^>^IJ<G^<G^>^^I^<>^HC<C^<B^N^^G^<>^>^^E^<DF<^PG^<>^^J<^^<H<<>^>^';
const TAREK_SOLUTION = '432851769786239415159467823263974581971583642548612397397148256614725938825396174';
/** The same killer as the project's own line (docs/variants.md). */
const TAREK_LINE = 'killer::16-11121321_21-14152324_20-16172526_21-18192829_16-22313241_14-273738_18-334243_19-343544_16-364647_16-39484958_18-455556_17-516171_12-525362_12-546465_11-576667_23-59686978_16-637374_14-728283_13-758485_15-767786_25-79899899_16-819192_19-87889697_17-939495';

/** A page of a fresh browser context at `path`, with the wasm files it fetches. */
async function open(path) {
  const fetched = [];
  const page = await suite.open(path, {
    init: (p) => p.on('request', (r) => fetched.push(new URL(r.url()).pathname.split('/').pop())),
  });
  return { page, fetched };
}

const cell = (page, i) => page.locator('[role=gridcell]').nth(i);

/** Each cell's data-cage, and the sums of the heads, as `cage` or `cage/sum`. */
function cages(page) {
  return page.$$eval('[role=gridcell]', (cells) => cells.map((c) => (
    c.dataset.cageSum ? `${c.dataset.cage}/${c.dataset.cageSum}` : c.dataset.cage)));
}

/** Waits until the variants module runs a killer being entered (its Cage sum field shows). */
async function enteringKiller(page) {
  await page.waitForFunction(() => document.getElementById('cage-sum') !== null);
}

/** Waits until the board shows a killer's cages (the variants module runs). */
async function cagesShown(page) {
  await page.waitForFunction(() => document.querySelector('[role=gridcell][data-cage-sum]') !== null);
}

test('choosing Killer hands the page over; a cage is its cells and the sum typed; it is kept on reload', async () => {
  const { page, fetched } = await open('/');
  assert.ok(!fetched.some((f) => f.startsWith('variants')), 'the first load fetches no variant code');
  await cell(page, 0).click();
  await page.keyboard.press('5');
  await page.getByLabel('Variant', { exact: true }).selectOption('killer');
  await enteringKiller(page);
  assert.ok(fetched.includes('variants_bg.wasm'), 'the variants module was fetched');
  assert.equal(await cell(page, 0).getAttribute('data-value'), '5', 'the board was kept');
  assert.match(await statusText(page), /^Killer: select the cells of a cage/);

  await cell(page, 1).click();
  await cell(page, 2).click({ modifiers: ['Shift'] });
  await cell(page, 11).click({ modifiers: ['Shift'] });
  const sum = page.getByLabel('Cage sum', { exact: true });
  await sum.fill('15');
  await sum.press('Enter');
  assert.match(await statusText(page), /^Cage at row 1, column 2 added: 15 in 3 cells\./);
  const drawn = await cages(page);
  assert.deepEqual([drawn[1], drawn[2], drawn[11], drawn[0], drawn[3]], ['1/15', '1', '1', '', '']);

  // Digits that repeat in the cage clash, and the status names the cage.
  await cell(page, 1).click();
  await page.keyboard.press('7');
  await cell(page, 11).click();
  await page.keyboard.press('7');
  assert.deepEqual(await invalidCells(page), [1, 11]);
  assert.match(await statusText(page), /Two 7s in the cage of 15 at row 1, column 2\./);
  await page.keyboard.press('Backspace');

  // A reload starts the variants module at once, with the cage.
  await page.reload();
  await cagesShown(page);
  assert.equal(await page.getByLabel('Variant', { exact: true }).inputValue(), 'killer');
  assert.equal((await cages(page))[1], '1/15');
  assert.deepEqual(await axeViolations(page), []);
});

test('a killer link opens in the variants module and Solve proves it with its counts', async () => {
  const { page, fetched } = await open(`/?puzzle=${TAREK_LINE}`);
  await cagesShown(page);
  assert.ok(fetched.includes('variants_bg.wasm'), 'the variants module runs');
  assert.match(await statusText(page), /^Loaded a killer puzzle from the link: 24 cages and no givens\./);
  const drawn = await cages(page);
  assert.equal(drawn[0], '1/16');
  assert.equal(new Set(drawn.map((c) => c.split('/')[0])).size, 24, 'every cell is in one of 24 cages');
  assert.equal(drawn.filter((c) => c.includes('/')).length, 24, 'each cage has one head with its sum');
  const status = await solve(page);
  assert.match(status, /unique/i);
  assert.match(status, /\d[\d,]* calls?/);
  const values = await page.$$eval('[role=gridcell]', (cells) => cells.map((c) => c.dataset.value).join(''));
  assert.equal(values, TAREK_SOLUTION);
});

test('a killer pasted on the first load is handed over and loaded', async () => {
  const { page } = await open('/');
  await cell(page, 0).click();
  await page.evaluate((t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    document.querySelector('[role=grid]').dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, TAREK);
  await cagesShown(page);
  assert.match(await statusText(page), /^Loaded a killer puzzle from the paste: 24 cages and no givens\./);
  assert.equal((await cages(page))[0], '1/16');
});

/** Each cell's data-region (`''` in no region yet). */
function regions(page) {
  return page.$$eval('[role=gridcell]', (cells) => cells.map((c) => c.dataset.region));
}

/** Selects `cells` on the board: the first by a click, the rest by Shift-clicks. */
async function selectCells(page, cells) {
  await cell(page, cells[0]).click();
  for (const i of cells.slice(1)) await cell(page, i).click({ modifiers: ['Shift'] });
}

const range = (from, to) => Array.from({ length: to - from }, (_, k) => from + k);

test('a jigsaw is copied region by region with Make region; Start waits for nine regions; a reload keeps the drawing', async () => {
  const { page } = await open('/');
  await page.getByLabel('Variant', { exact: true }).selectOption('jigsaw');
  await page.waitForFunction(() => document.querySelector('[data-action=make-region]') !== null);
  assert.match(await statusText(page), /^Jigsaw: the thick lines mark nine regions/);
  assert.equal((await regions(page))[0], '0', 'the boxes to start from');

  // Row 1 as region 1: the three boxes it cuts are gone, their other cells in no region.
  await selectCells(page, range(0, 9));
  await page.getByRole('button', { name: 'Make region', exact: true }).click();
  assert.match(await statusText(page), /^Region 1 made\. It took cells from 3 regions/);
  let drawn = await regions(page);
  assert.deepEqual(drawn.slice(0, 9), Array(9).fill('0'));
  assert.deepEqual(drawn.slice(9, 27), Array(18).fill(''));
  assert.equal(drawn[27], '3', 'box 4 is still a region');
  assert.match(await cell(page, 9).getAttribute('aria-label'), /, no region yet$/);
  assert.match(await cell(page, 0).getAttribute('aria-label'), /, region 1$/);

  // Eight cells are no region: refused, nothing changes.
  await selectCells(page, range(9, 17));
  await page.getByRole('button', { name: 'Make region', exact: true }).click();
  assert.match(await statusText(page), /^A region has 9 cells; 8 are selected\. Nothing was changed\./);
  assert.equal(await cell(page, 9).getAttribute('data-region'), '');

  // Start waits for nine regions, and says why.
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  assert.match(await statusText(page), /^The regions are not finished: a jigsaw needs nine regions of nine connected cells, and 18 cells are in no region yet\./);
  assert.equal(await page.locator('[role=timer]').getAttribute('data-phase'), 'entering');

  // A reload starts the variants module at once, with the regions drawn so far.
  await page.reload();
  await page.waitForFunction(() => document.querySelector('[data-action=make-region]') !== null);
  drawn = await regions(page);
  assert.equal(drawn[0], '0');
  assert.equal(drawn[9], '');

  // Row 2, from the keyboard (Shift+End adds the rest of the row): the
  // nine cells of row 3 are left, and are the last region.
  await cell(page, 9).click();
  await page.keyboard.press('Shift+End');
  await page.getByRole('button', { name: 'Make region', exact: true }).click();
  assert.match(await statusText(page), /^Region 2 made\. The nine cells left make region 3: the nine regions are complete\./);
  drawn = await regions(page);
  assert.deepEqual(drawn.slice(9, 27), [...Array(9).fill('1'), ...Array(9).fill('2')]);
  assert.deepEqual(await axeViolations(page), []);

  // Undo takes the region back; Redo brings it again.
  await page.keyboard.press('Control+z');
  assert.equal(await cell(page, 9).getAttribute('data-region'), '');
  await page.keyboard.press('Control+y');
  assert.equal(await cell(page, 9).getAttribute('data-region'), '1');

  // Played, the select is hidden and the variant is named beside the difficulty.
  await cell(page, 0).click();
  await page.keyboard.press('1');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.waitForFunction(() => document.querySelector('.variant-played') !== null);
  assert.equal(await page.locator('.variant-played').textContent(), 'Jigsaw Sudoku');
  assert.equal(await page.locator('#variant').count(), 0);
});

test('Combinations, among More tools while a killer is played, says what the selected cell\'s cage can hold', async () => {
  const { page } = await open(`/?puzzle=${TAREK_LINE}`);
  await cagesShown(page);
  // The cage of 16 at r1c1: r1c1, r1c2, r1c3 and r2c1.
  await cell(page, 0).click();
  await page.locator('[data-action="more-tools"]').click();
  const combinations = page.locator('[data-action="cage-combinations"]');
  await combinations.click();
  assert.equal(await statusText(page), 'The cage at row 1, column 1 (16 in 4 cells): 8 combinations, 1+2+4+9, 1+2+5+8, 1+2+6+7, '
    + '1+3+4+8, 1+3+5+7, 1+4+5+6, 2+3+4+7, 2+3+5+6. The digits on the board allow every one of them.');
  // The focus stayed on the board: a digit typed goes to r1c1.
  await page.keyboard.press('4');
  assert.equal((await boardLine(page))[0], '4');
  await combinations.click();
  assert.match(await statusText(page), /The digits on the board leave 4: 1\+2\+4\+9, 1\+3\+4\+8, 1\+4\+5\+6, 2\+3\+4\+7\.$/);
  assert.deepEqual(await axeViolations(page), []);
});

test('Hint on a killer teaches its first step in three presses, the cage highlighted; Step says it knows classic rules only', async () => {
  const { page } = await open(`/?puzzle=${TAREK_LINE}`);
  await cagesShown(page);
  const hint = page.locator('[data-action="hint"]').filter({ visible: true }).first();
  const classed = (name) => page.$$eval('[role=gridcell]', (all, n) => all.flatMap((c, i) => (c.classList.contains(n) ? [i] : [])), name);
  await hint.click();
  assert.equal(await statusText(page), 'Hint: look at row 3, column 4: the combinations of a cage.Press Hint again to see the cells.');
  await hint.click();
  assert.equal(await statusText(page), 'Hint: Cage combinations. Look at the highlighted cells.Press Hint again for the answer.');
  // Cage 8: r3c4, r3c5 and r4c4.
  assert.deepEqual(await classed('hl-proof'), [21, 22, 30]);
  await hint.click();
  assert.equal(await statusText(page), 'Hint: Cage combinations. The cage of 19 at row 3, column 4 (3 cells) can only be 2+8+9, 3+7+9, 4+6+9, 4+7+8 or 5+6+8 '
    + 'with the candidates its cells have left.It removes 1 from 3 cells. Make the change yourself: Step knows classic Sudoku only so far.');
  assert.equal(await boardLine(page), '.'.repeat(81), 'the grid is unchanged');
  assert.deepEqual(await axeViolations(page), []);
});

test('a cage from the keyboard alone: Shift+arrows select its cells, Enter goes to Cage sum, the sum and Enter make it', async () => {
  const { page } = await open('/');
  await page.getByLabel('Variant', { exact: true }).selectOption('killer');
  await enteringKiller(page);
  await cell(page, 0).click();
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'cage-sum');
  await page.keyboard.type('12');
  await page.keyboard.press('Enter');
  assert.match(await statusText(page), /^Cage at row 1, column 1 added: 12 in 3 cells\./);
  assert.deepEqual((await cages(page)).slice(0, 11).filter((c) => c !== ''), ['1/12', '1', '1']);
  // The focus is back on the board; one of the cage's cells and a new sum edit it.
  assert.ok(await page.evaluate(() => document.activeElement?.closest('[role=grid]') !== null), 'the board has the focus');
  await page.keyboard.press('Enter');
  await page.keyboard.type('7');
  await page.keyboard.press('Enter');
  assert.equal(await statusText(page), 'The cage at row 1, column 1 now adds up to 7 (3 cells).');
  // Anything but a whole number from 1 to 45 is refused, and says so.
  await page.keyboard.press('Enter');
  await page.keyboard.type('ab');
  await page.keyboard.press('Enter');
  assert.equal(await statusText(page), 'Type the cage\'s sum as a whole number from 1 to 45, then press Enter.');
  // With several cells selected, a sum typed on the board goes to Cage sum
  // (not a given in each cell).
  await page.getByLabel('Cage sum', { exact: true }).fill('');
  await cell(page, 3).click();
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('1');
  await page.keyboard.press('0');
  assert.equal(await page.getByLabel('Cage sum', { exact: true }).inputValue(), '10');
  await page.keyboard.press('Enter');
  assert.match(await statusText(page), /^Cage at row 1, column 4 added: 10 in 2 cells\./);
  assert.equal((await boardLine(page)).slice(0, 9), '.........', 'no given was typed');
});
