// End-to-end tests of Today's puzzle (docs/interfaces.md, The page): the page makes the
// day's puzzle (UTC) at the level chosen, the very line `sudoku daily`
// prints for that day and level, in the puzzle worker; it fits a 320 px
// screen beside New puzzle and Photo.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, boardLine, statusText, ready, axeViolations, control, press } from './harness.mjs';

// `sudoku daily --date 2026-11-26 --level LEVEL`.
const DAY = {
  easy: '.8.69.....6..715...123..9..6....57...9..6..5...74....9..5..641...614..8.....32.9.',
  medium: '..6.2.38...8.6...7..1...64..2...9..6...4.3...8..6...9..74...8..9...1.5...63.4.2..',
  hard: '.5......8.......46..24.19.3..5.18.3....6.9....1.57.6..8.41.32..39.......5......9.',
  expert: '.....4.....51.......92..3.6.1.8..52.5..4.2..8.23..1.4.7.2..64.......39.....7.....',
  extreme: '...7....5..93....88.....79..2....8.4.5..1..2.7.4....5..35.....66....12..1....8...',
};

const suite = setup();

/**
 * A page whose clock says 23:30 UTC on 26 Nov 2026, in a time zone where
 * it is already the 27th: Today's puzzle goes by the UTC date.
 */
function open(options = {}) {
  return suite.open('', {
    timezoneId: 'Pacific/Auckland',
    ...options,
    init: (page) => page.clock.setFixedTime(new Date('2026-11-26T23:30:00Z')),
  });
}

/** Presses Today's puzzle at `level` and waits for it; the time it took. */
async function today(page, level) {
  await (await control(page, 'Level', 'combobox')).selectOption(level);
  const started = performance.now();
  await press(page, "Today's puzzle");
  await page.waitForFunction(
    () => (document.querySelector('[role=status]')?.textContent ?? '').startsWith("Today's puzzle,"),
    null,
    { timeout: 30_000 },
  );
  return performance.now() - started;
}

test("Today's puzzle is the CLI's puzzle of the UTC day at every level, to play", async () => {
  const page = await open();
  const times = {};
  for (const [level, line] of Object.entries(DAY)) {
    times[level] = Math.round(await today(page, level));
    assert.equal(await boardLine(page), line, level);
    const status = await statusText(page);
    assert.match(status, new RegExp(`^Today's puzzle, 26 Nov 2026, ${level}, with \\d+ givens: your turn\\.`));
    assert.equal(await page.locator('[data-rating]').getAttribute('data-level'), level);
  }
  // Information, not a test of speed: the machine may be busy.
  console.log(`Today's puzzle, ms from the press to the board: ${JSON.stringify(times)}`);
  // Undo takes the last one back to the one before.
  await press(page, 'Undo');
  assert.equal(await boardLine(page), DAY.expert);
});

test("Today's puzzle survives a reload, and New puzzle after it is a new one", async () => {
  const page = await open();
  await today(page, 'hard');
  await page.reload();
  await ready(page);
  assert.equal(await boardLine(page), DAY.hard);
  await press(page, 'New puzzle');
  await page.waitForFunction(
    () => (document.querySelector('[role=status]')?.textContent ?? '').startsWith('A new hard puzzle with'),
    null,
    { timeout: 30_000 },
  );
  assert.notEqual(await boardLine(page), DAY.hard);
});

test('the ways in fit a 320 px screen, and pass axe', async () => {
  const page = await open({ viewport: { width: 320, height: 700 } });
  for (const name of ['New puzzle', "Today's puzzle", 'Photo']) {
    const box = await (await control(page, name)).boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 320, `${name}: ${JSON.stringify(box)}`);
  }
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scroll <= 320, `page ${scroll} px wide`);
  await today(page, 'easy');
  assert.equal(await boardLine(page), DAY.easy);
  assert.deepEqual(await axeViolations(page), []);
});

// `sudoku solve` of DAY.easy.
const EASY_SOLUTION = '583694172469271538712358946638915724294867351157423869925786413376149285841532697';

/** Opens More, then its Statistics panel; the panel's region. */
async function statistics(page) {
  await page.getByRole('button', { name: 'More', exact: true }).click();
  const button = page.getByRole('button', { name: 'Statistics', exact: true });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  return page.getByRole('region', { name: 'Statistics' });
}

/** The Statistics table's row of `level`: [level, finished, best, median]. */
async function row(region, level) {
  return region.locator(`tr[data-level=${level}] > *`).allTextContents();
}

test("finishing Today's puzzle by hand: a share line, the statistics, the streak; export", async () => {
  const page = await open();
  await today(page, 'easy');
  const empty = [...DAY.easy].flatMap((c, i) => (c === '.' ? [i] : []));
  for (const i of empty) {
    await page.locator('[role=gridcell]').nth(i).click();
    await page.keyboard.press(EASY_SOLUTION[i]);
  }
  assert.match(await statusText(page), /^Well done: you solved it in 0:\d\d\./);
  assert.match(await statusText(page), /Share: Sudoku, 26 Nov 2026, easy: 0:\d\d, no hints/);

  let region = await statistics(page);
  assert.deepEqual((await row(region, 'easy')).slice(0, 2), ['Easy', '1']);
  assert.deepEqual(await row(region, 'hard'), ['Hard', '0', '–', '–']);
  assert.equal(await region.locator('[data-streak]').getAttribute('data-streak'), '1');
  assert.equal(await region.locator('[data-streak]').textContent(), 'Daily streak: 1 day.');

  // Export: a JSON file with the one finished puzzle.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    region.getByRole('button', { name: 'Export', exact: true }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'sudoku-statistics.json');
  const file = await download.path();
  const exported = JSON.parse(await (await import('node:fs/promises')).readFile(file, 'utf8'));
  assert.equal(exported.version, 1);
  assert.equal(exported.finished.length, 1);
  assert.match(exported.finished[0], new RegExp(`^2026-11-26 easy \\d+ 0 0 0 daily ${DAY.easy.replaceAll('.', '\\.')}$`));

  // A reload keeps them.
  await page.reload();
  await ready(page);
  region = await statistics(page);
  assert.deepEqual((await row(region, 'easy')).slice(0, 2), ['Easy', '1']);

  assert.deepEqual(await axeViolations(page), []);

  // Import on another device (a fresh page): the file read in the puzzle
  // worker adds the puzzle; the same file again adds nothing; a bad file
  // changes nothing and says why.
  const other = await open();
  region = await statistics(other);
  assert.deepEqual((await row(region, 'easy')).slice(0, 2), ['Easy', '0']);
  const pick = async (files) => {
    const [chooser] = await Promise.all([
      other.waitForEvent('filechooser'),
      region.getByRole('button', { name: 'Import', exact: true }).click(),
    ]);
    await chooser.setFiles(files);
  };
  const news = () => region.locator('.stats-news').textContent();
  await pick(file);
  await other.waitForFunction(() => /Imported/.test(document.querySelector('.stats-news')?.textContent ?? ''));
  assert.equal(await news(), 'Imported 1 finished puzzle into your statistics.');
  assert.deepEqual((await row(region, 'easy')).slice(0, 2), ['Easy', '1']);
  await pick({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"version":2,"finished":[]}') });
  await other.waitForFunction(() => /notes\.json/.test(document.querySelector('.stats-news')?.textContent ?? ''));
  assert.equal(
    await news(),
    "Could not import 'notes.json': it is version 2; this page reads version 1. Your statistics are unchanged.",
  );
  assert.deepEqual((await row(region, 'easy')).slice(0, 2), ['Easy', '1']);
});
