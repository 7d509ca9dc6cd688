// End-to-end tests of Practise (docs/interfaces.md, The page): the Technique select and
// Practise make a puzzle whose hardest step uses the technique chosen, in
// the puzzle worker; Skip to it takes the hints' steps up to its first use
// and shows its hint; the controls fit a 320 px screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, boardLine, statusText, axeViolations, control, press } from './harness.mjs';

const suite = setup();
const open = (options = {}) => suite.open('', options);

/** Chooses `technique`, presses Practise and waits for the puzzle. */
async function practise(page, technique) {
  await (await control(page, 'Technique', 'combobox')).selectOption(technique);
  await press(page, 'Practise');
  await page.waitForFunction(
    () => (document.querySelector('[role=status]')?.textContent ?? '').startsWith('A puzzle for practising'),
    null,
    { timeout: 30_000 },
  );
}

/** The rating line's score and text, once the puzzle is rated. */
async function rating(page) {
  const line = page.locator('[data-rating]');
  await line.waitFor();
  return { score: await line.getAttribute('data-rating'), text: await line.textContent() };
}

test('Practise makes a puzzle whose hardest step is the technique; Skip to it shows that step', async () => {
  const page = await open();
  const options = await page.locator('select#technique option').allTextContents();
  assert.equal(options[0], 'Full House');
  assert.ok(options.includes('X-Wing') && options.includes('Deep Supposition'), options.join());
  for (const absent of ['Unique Rectangle', 'BUG+1', 'Hidden Quad', 'Direct Claiming']) {
    assert.ok(!options.includes(absent), absent);
  }
  for (const [technique, score] of [['X-Wing', '3.2'], ['Swordfish', '3.8'], ['XY-Wing', '4.2']]) {
    await practise(page, technique);
    const givens = (await boardLine(page)).replace(/\./g, '').length;
    assert.equal(
      await statusText(page),
      `A puzzle for practising ${technique} (hard, ${givens} givens): Skip to it takes the steps before its first ${technique}.`,
    );
    const rated = await rating(page);
    assert.equal(rated.score, score, technique);
    assert.ok(rated.text.includes(technique), rated.text);
  }
  // Skip to it: the board fills with the hints' steps and Hint's first
  // level names the technique.
  const before = await boardLine(page);
  await press(page, 'Skip to it');
  await page.waitForFunction(() => /XY-Wing/i.test(document.querySelector('[role=status]')?.textContent ?? ''));
  const after = await boardLine(page);
  assert.ok(after.replace(/\./g, '').length >= before.replace(/\./g, '').length);
  assert.match(await statusText(page), /XY-Wing/i);
  // Undo takes the skip back in one change.
  await press(page, 'Undo');
  assert.equal(await boardLine(page), before);
});

test('A bidirectional cycle can be practised: Skip to it stops at the cycle, and Hint shows its cells', async () => {
  const page = await open();
  await practise(page, 'Bidirectional Cycle');
  const rated = await rating(page);
  assert.ok(Number(rated.score) >= 6.5 && Number(rated.score) < 7.5, rated.score);
  assert.match(rated.text, /needs a Bidirectional Cycle/);
  await press(page, 'Skip to it');
  await page.waitForFunction(() => /a bidirectional cycle\./.test(document.querySelector('[role=status]')?.textContent ?? ''));
  await press(page, 'Hint');
  await page.waitForFunction(() => /Bidirectional cycle\. Look at the highlighted cells/.test(document.querySelector('[role=status]')?.textContent ?? ''));
  // A cycle has four links at least, in two cells or more.
  assert.ok((await page.locator('[role=gridcell].hl-proof').count()) >= 2);
});

test('Skip to it is there only while the puzzle practised is on the board', async () => {
  const page = await open();
  assert.equal(await page.getByRole('button', { name: 'Skip to it' }).count(), 0);
  await practise(page, 'Naked Pair');
  assert.equal(await page.getByRole('button', { name: 'Skip to it' }).count(), 1);
  await press(page, 'New puzzle');
  await page.waitForFunction(
    () => (document.querySelector('[role=status]')?.textContent ?? '').startsWith('A new medium puzzle with'),
    null,
    { timeout: 30_000 },
  );
  assert.equal(await page.getByRole('button', { name: 'Skip to it' }).count(), 0);
});

test('Technique and Practise fit a 320 px screen, and pass axe', async () => {
  const page = await open({ viewport: { width: 320, height: 700 } });
  await practise(page, 'Pointing');
  for (const [name, role] of [['Technique', 'combobox'], ['Practise', 'button'], ['Skip to it', 'button']]) {
    const box = await (await control(page, name, role)).boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 320, `${name}: ${JSON.stringify(box)}`);
  }
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scroll <= 320, `page ${scroll} px wide`);
  assert.deepEqual(await axeViolations(page), []);
});
