// End-to-end tests of the page's shape: the board and the play
// tools are the first screen on a phone, a desktop shows few controls, every
// other control is one click away in a panel (docs/interfaces.md, Panels), the
// three ways in on an empty board, entries and Step's digits differ, marks
// stay readable on a phone, and axe finds nothing in any panel.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, statusText, axeViolations, control, press, TITLE } from './harness.mjs';

const EASY = '5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259.....';

const suite = setup();
let context;
let page;

async function open(path, viewport = { width: 1280, height: 800 }, colorScheme = 'light') {
  page = await suite.open(path, { viewport, colorScheme });
  context = page.context();
  return page;
}

const cell = (i) => page.locator('[role=gridcell]').nth(i);

/** Whether the element is wholly inside the first screen (no scrolling). */
async function onFirstScreen(locator) {
  const box = await locator.boundingBox();
  const { height, width } = page.viewportSize();
  return box !== null && box.y >= 0 && box.x >= 0 && box.y + box.height <= height && box.x + box.width <= width;
}

/**
 * The controls in view: buttons, selects, inputs and tabs that are visible
 * and inside the viewport; the number pad's ten keys count as one control
 * (as the issue's own count of about 30 does).
 */
async function controlsInView() {
  return page.evaluate(() => {
    const seen = [];
    for (const el of document.querySelectorAll('button, select, input')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth) continue;
      if (getComputedStyle(el).visibility === 'hidden') continue;
      const name = el.closest('.numpad') ? 'number pad' : (el.getAttribute('aria-label') || el.textContent.trim() || el.id);
      if (!seen.includes(name) || name !== 'number pad') seen.push(name);
    }
    return seen;
  });
}

test('phone 390x844: the whole board, the pad, the mode switch, Undo and Hint are on the first screen', async () => {
  for (const path of ['/', `/?puzzle=${EASY}`]) {
    await open(path, { width: 390, height: 844 });
    const missing = [];
    const check = async (what, locator) => {
      if (!(await onFirstScreen(locator))) missing.push(what);
    };
    await check('board', page.locator('[role=grid]'));
    for (const name of ['Enter 1', 'Enter 9', 'Erase', 'Digit', 'Corner', 'Centre', 'Colour', 'Undo', 'Hint']) {
      await check(name, page.getByRole('button', { name, exact: true }));
    }
    if (path === '/') {
      for (const name of ['Start', 'New puzzle', 'Photo']) {
        await check(name, page.getByRole('button', { name, exact: true }));
      }
    }
    assert.deepEqual(missing, [], `${path}: below the first screen`);
    await context.close();
  }
});

test('desktop 1280x800: at most 18 controls in view on the first visit, entering and playing', async () => {
  for (const path of ['/', `/?puzzle=${EASY}`]) {
    await open(path);
    const controls = await controlsInView();
    assert.ok(controls.length <= 18, `${path}: ${controls.length} controls in view: ${controls.join(', ')}`);
    await context.close();
  }
});

test('an empty board offers the three ways in, and the title says what the page is', async () => {
  await open('/');
  assert.equal(await page.title(), TITLE);
  assert.equal(await page.locator('h1').textContent(), 'Sudoku');
  assert.match(await statusText(page), /press Start/);
  for (const name of ['Start', 'New puzzle', 'Photo']) {
    assert.equal(await page.getByRole('button', { name, exact: true }).isVisible(), true, name);
  }
  assert.equal(await page.getByLabel('Level', { exact: true }).isVisible(), true);
});

test('every control hidden in a panel shows after one click on a visible tab or button that names its panel', async () => {
  await open(`/?puzzle=${EASY}`);
  const hidden = [
    ['button', 'Solve'], ['combobox', 'Algorithm'], ['button', 'Step'], ['button', 'Candidates'],
    ['button', 'Compare'], ['button', 'Batch solve…'], ['button', 'Copy'], ['button', 'Share'],
    ['button', 'Share progress'], ['button', 'Clear'], ['button', 'Edit puzzle'],
  ];
  for (const [role, name] of hidden) {
    const shown = page.getByRole(role, { name, exact: true });
    assert.equal(await shown.count(), 0, `${name} is not on the first screen`);
    const found = await control(page, name, role);
    assert.equal(await found.isVisible(), true, name);
    // The panel holding it has a name that says what it holds.
    const panelName = await found.evaluate((el) => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        if (p.id && document.querySelector(`[aria-controls~="${p.id}"]`)) {
          const by = p.getAttribute('aria-labelledby');
          return p.getAttribute('aria-label') || (by && document.getElementById(by)?.textContent) || '';
        }
      }
      return '';
    });
    assert.match(panelName, /solve|share|copy|clear/i, `${name}'s panel: ${panelName}`);
    // Back to the Play tab, the More panel closed.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
  }
});

test('every button the interfaces name carries data-action: its English name in lower case, hyphens for spaces, no apostrophes', async () => {
  const key = (name) => name.toLowerCase().replaceAll("'", '').replaceAll(' ', '-');
  const check = async (names) => {
    for (const name of names) {
      const button = (await control(page, name)).first();
      assert.equal(await button.getAttribute('data-action'), key(name), name);
      // Back to the Play view, the panels closed, for the next control.
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Play', exact: true }).click();
    }
  };
  await open('');
  await check(['Start', 'Undo', 'Redo', 'Hint', 'Solve', 'Share', 'Clear', 'New puzzle', "Today's puzzle",
    'Photo', 'Camera', 'Statistics', 'Practise', 'Play', 'Solver lab', 'More']);
  await open(`/?puzzle=${EASY}`);
  await check(['Check', 'Reveal', 'Checkpoint', 'Back to checkpoint', 'Undo to first mistake', 'Edit puzzle',
    'Share progress']);
});

test('the More panel closes with Escape and with its Close button, and gives the focus back', async () => {
  await open(`/?puzzle=${EASY}`);
  const more = page.getByRole('button', { name: 'More', exact: true });
  const panel = page.locator('#more-panel');
  await more.focus();
  await page.keyboard.press('Enter');
  assert.equal(await panel.isVisible(), true);
  assert.equal(await more.getAttribute('aria-expanded'), 'true');
  assert.equal(await page.evaluate(() => document.activeElement.closest('#more-panel') !== null), true, 'focus in the panel');
  await page.keyboard.press('Escape');
  assert.equal(await panel.isVisible(), false);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'more-button');
  await more.click();
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  assert.equal(await panel.isVisible(), false);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'more-button');
  // A press outside closes it too, and leaves the board as it was.
  await more.click();
  await cell(1).click();
  assert.equal(await panel.isVisible(), false);
  await page.keyboard.press('3');
  assert.equal(await cell(1).getAttribute('data-value'), '3', 'typing goes on on the board');
});

test('the More panel closes when the focus leaves it, and a press outside never strands the focus', async () => {
  await open(`/?puzzle=${EASY}`);
  const panel = page.locator('#more-panel');
  const more = page.getByRole('button', { name: 'More', exact: true });
  // Tab out of the open panel: it closes behind the focus.
  await more.focus();
  await page.keyboard.press('Enter');
  let left = false;
  for (let i = 0; i < 20 && !left; i++) {
    await page.keyboard.press('Tab');
    left = await page.evaluate(() => !document.activeElement.closest('#more-panel, #more-button'));
  }
  assert.equal(left, true, 'Tab leaves the panel');
  assert.equal(await panel.isVisible(), false, 'closed once the focus left it');
  // The focus inside the panel, then a view button pressed with the mouse
  // (it keeps the focus where it is): the panel closes and the board has
  // the focus again, so typing goes on.
  await cell(1).click();
  await more.focus();
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement.closest('#more-panel') !== null), true);
  await page.getByRole('button', { name: 'Solver lab', exact: true }).click();
  assert.equal(await panel.isVisible(), false);
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'grid');
  await page.keyboard.press('3');
  assert.equal(await cell(1).getAttribute('data-value'), '3', 'typing reaches the board');
  // The same when a view is switched away from under the focus.
  await page.getByRole('button', { name: 'Solver lab', exact: true }).click();
  await page.getByRole('button', { name: 'Step', exact: true }).focus();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'grid');
});

test('the views by keyboard: Play and Solver lab show their panel; only cells carry aria-selected', async () => {
  await open(`/?puzzle=${EASY}`);
  const play = page.getByRole('button', { name: 'Play', exact: true });
  const lab = page.getByRole('button', { name: 'Solver lab', exact: true });
  assert.equal(await play.getAttribute('aria-current'), 'true');
  assert.equal(await lab.getAttribute('aria-current'), null);
  await lab.focus();
  await page.keyboard.press('Enter');
  assert.equal(await lab.getAttribute('aria-current'), 'true');
  assert.equal(await play.getAttribute('aria-current'), null);
  assert.equal(await page.locator('#panel-lab').isVisible(), true);
  assert.equal(await page.locator('#panel-play').isVisible(), false);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'tab-lab', 'the focus stays on the view button');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'more-button');
  // docs/interfaces.md, The board: aria-selected marks the selected cells, nothing else.
  await cell(4).click();
  const selected = await page.$$eval('[aria-selected=true]', (all) => all.map((e) => e.getAttribute('role')));
  assert.deepEqual(selected, ['gridcell']);
});

/** CIE76 delta E between two CSS rgb() colours. */
function deltaE(a, b) {
  const lab = (css) => {
    const [r, g, bl] = css.match(/[\d.]+/g).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    const x = (0.4124 * r + 0.3576 * g + 0.1805 * bl) / 0.95047;
    const y = 0.2126 * r + 0.7152 * g + 0.0722 * bl;
    const z = (0.0193 * r + 0.1192 * g + 0.9505 * bl) / 1.08883;
    const f = (t) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
    return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
  };
  const [p, q] = [lab(a), lab(b)];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

test("entries and Step's digits differ by a delta E of at least 20, light and dark", async () => {
  for (const scheme of ['light', 'dark']) {
    await open(`/?puzzle=${EASY}`, { width: 1280, height: 800 }, scheme);
    await cell(1).click();
    await page.keyboard.press('3');
    await press(page, 'Step');
    const colourOf = (kind) => page.$eval(`[role=gridcell][data-kind="${kind}"]`, (c) => getComputedStyle(c).color);
    const entered = await colourOf('entered');
    const step = await colourOf('step');
    assert.ok(deltaE(entered, step) >= 20, `${scheme}: entered ${entered}, step ${step}: ${deltaE(entered, step)}`);
    await context.close();
  }
});

test('no cell colour can be taken for the selection: a delta E of at least 15 from both selection colours, light and dark', async () => {
  for (const scheme of ['light', 'dark']) {
    await open(`/?puzzle=${EASY}`, { width: 1280, height: 800 }, scheme);
    const colours = await page.evaluate(() => {
      const probe = document.createElement('div');
      document.body.append(probe);
      const of = (name) => {
        probe.style.background = `var(${name})`;
        return getComputedStyle(probe).backgroundColor;
      };
      const out = {};
      for (const name of ['--selected', '--selected-idle', '--c1', '--c2', '--c3', '--c4', '--c5', '--c6', '--c7', '--c8', '--c9']) out[name] = of(name);
      probe.remove();
      return out;
    });
    for (let n = 1; n <= 9; n++) {
      for (const selection of ['--selected', '--selected-idle']) {
        const d = deltaE(colours[`--c${n}`], colours[selection]);
        assert.ok(d >= 15, `${scheme}: colour ${n} ${colours[`--c${n}`]} vs ${selection} ${colours[selection]}: ${d.toFixed(1)}`);
      }
    }
    await context.close();
  }
});

test('the page drawn before the app loads puts the welcome where the app puts it: nothing jumps, phone and desktop', async () => {
  for (const width of [320, 390, 1280]) {
    const where = async (page) => page.evaluate(() => {
      const shown = document.querySelector('.status .headline');
      const headline = shown.getBoundingClientRect();
      const board = document.querySelector('.board, .board-shell').getBoundingClientRect();
      const lines = Math.round(headline.height / parseFloat(getComputedStyle(shown).lineHeight));
      return { welcome: headline.top, height: headline.height, board: board.top, lines };
    });
    const context = await suite.context({ viewport: { width, height: 844 } });
    // The page alone: its module never arrives.
    const shell = await context.newPage();
    await shell.route(/\.wasm$/, (route) => route.abort());
    await shell.goto(`${suite.url}/`);
    await shell.locator('.shell-welcome').waitFor();
    const before = await where(shell);
    const app = await suite.open('', { context });
    const after = await where(app);
    for (const key of ['welcome', 'board']) {
      assert.ok(Math.abs(before[key] - after[key]) < 1, `${width} px: ${key} ${before[key]} before the app, ${after[key]} after`);
    }
    // The first paint's welcome has 1 px more between its lines than the
    // app's (styles/controls.css: so that it stays the largest paint), and
    // nothing else.
    assert.equal(before.lines, after.lines, `${width} px: lines`);
    const extra = before.height - after.height;
    assert.ok(Math.abs(extra - after.lines) < 1, `${width} px: height ${before.height} before the app, ${after.height} after (${after.lines} lines)`);
  }
});

test('on a 320 px phone, corner and centre marks are at least 10 CSS pixels', async () => {
  await open(`/?puzzle=${EASY}`, { width: 320, height: 640 });
  await cell(1).click();
  await page.keyboard.press('Shift+2');
  await cell(2).click();
  for (const d of '123456789') await page.keyboard.press(`Control+${d}`);
  const size = (selector) => page.$eval(selector, (el) => parseFloat(getComputedStyle(el).fontSize));
  assert.ok((await size('.corner-marks')) >= 10, `corner marks: ${await size('.corner-marks')} px`);
  assert.ok((await size('.centre-marks')) >= 10, `centre marks: ${await size('.centre-marks')} px`);
  // Nine centre marks stay inside their cell.
  const inside = await page.$eval('.centre-marks', (m) => {
    const c = m.closest('[role=gridcell]').getBoundingClientRect();
    const r = m.getBoundingClientRect();
    return m.scrollWidth <= Math.ceil(r.width) && r.left >= c.left - 1 && r.right <= c.right + 1
      ? 'inside' : `${m.scrollWidth} wide in ${r.width}; cell ${c.left}-${c.right}, marks ${r.left}-${r.right}`;
  });
  assert.equal(inside, 'inside');
});

test('corner marks sit in the corners in the order of their digits: a lone 5 top left, never in the middle', async () => {
  await open(`/?puzzle=${EASY}`, { width: 390, height: 844 });
  /** Where the marks of cell `i` sit: each mark's digit, @, its third of the cell down and across (0-2). */
  const places = (i) => cell(i).evaluate((c) => {
    const box = c.getBoundingClientRect();
    const third = (v, from, size) => Math.min(2, Math.floor(((v - from) / size) * 3));
    return [...c.querySelectorAll('.corner-mark')].map((m) => {
      // Each mark is a grid item filling a third of the cell each way.
      const r = m.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      return `${m.dataset.d}@${third(y, box.top, box.height)}${third(x, box.left, box.width)}`;
    });
  });
  await cell(1).click();
  await page.keyboard.press('Shift+5');
  assert.deepEqual(await places(1), ['5@00'], 'a lone 5 in the top left corner');
  await cell(2).click();
  for (const d of '12345') await page.keyboard.press(`Shift+${d}`);
  // The four corners, then the top middle: none in the centre (1, 1).
  assert.deepEqual(await places(2), ['1@00', '2@02', '3@20', '4@22', '5@01']);
});

test('axe finds nothing on either tab or in the More panel, light and dark, phone and desktop', async () => {
  for (const scheme of ['light', 'dark']) {
    for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      await open(`/?puzzle=${EASY}`, viewport, scheme);
      const where = `${scheme} ${viewport.width}`;
      assert.deepEqual(await axeViolations(page), [], `${where}: Play`);
      await page.getByRole('button', { name: 'Solver lab', exact: true }).click();
      assert.deepEqual(await axeViolations(page), [], `${where}: Solver lab`);
      await page.getByRole('button', { name: 'More', exact: true }).click();
      assert.deepEqual(await axeViolations(page), [], `${where}: More`);
      await context.close();
    }
  }
});
