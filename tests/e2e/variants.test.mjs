// End-to-end tests of the variants (docs/variants.md, The page): the first
// load hands the page over to the variants module when a variant is
// chosen or pasted, and a killer link or saved killer starts it at once; a
// cage is entered by selecting its cells and typing its sum; its cells
// carry data-cage and data-cage-sum and clash when they break it; a
// killer is solved in the worker with its counts and survives a reload.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, statusText, invalidCells, solve, axeViolations } from './harness.mjs';

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
  assert.match(await statusText(page), /^Cage 1 added: 15 in 3 cells\./);
  const drawn = await cages(page);
  assert.deepEqual([drawn[1], drawn[2], drawn[11], drawn[0], drawn[3]], ['1/15', '1', '1', '', '']);

  // Digits that repeat in the cage clash, and the status names the cage.
  await cell(page, 1).click();
  await page.keyboard.press('7');
  await cell(page, 11).click();
  await page.keyboard.press('7');
  assert.deepEqual(await invalidCells(page), [1, 11]);
  assert.match(await statusText(page), /Two 7s in cage 1 \(sum 15\)\./);
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
