// End-to-end tests of "nothing lost" and hostile input (built dist/): reload
// keeps the grid, history and settings; corrupt saved data starts clean with a
// message; Share link round trip; Copy; paste good and bad (1 MB included)
// with the grid unchanged on error; nothing from a link or paste becomes HTML;
// Clear asks nothing and can be undone; no console errors (CSP included).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, boardLine, kinds, statusText, ready, solve, control, press, algorithm, TITLE } from './harness.mjs';

const EASY = '5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259.....';
const HARDER = '..54....9.2..6..7.6....51..1....37...7..9..4...32....6..18....7.6..7..2.9....28..';
const EMPTY = '.'.repeat(81);
const KEY = 'sudoku-web/state';

// Nothing may ask the user anything (Clear included): a dialog is a problem.
const suite = setup({ dialogs: false });
/** Playwright's own viewport, for the contexts made before their page. */
const PLAIN = { viewport: { width: 1280, height: 720 } };

/**
 * A page at `path` in a new browser context (its own localStorage), or in
 * `context`, recording problems.
 */
const open = (path, { context } = {}) => suite.open(path, { context });

async function reload(page) {
  // The page saves in an effect after it renders the last key: let that
  // render and its effects run (two frames) before reloading, as a person
  // reloading by hand always does.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.reload();
  await ready(page);
}

function paste(page, text) {
  return page.evaluate((t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    document.querySelector('[role=grid]').dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

const button = (page, name) => page.getByRole('button', { name, exact: true });

test('reload keeps the grid, the undo/redo history and the algorithm', async () => {
  const page = await open('/');
  await page.locator('[role=gridcell]').nth(0).click();
  await paste(page, EASY);
  await page.locator('[role=gridcell]').nth(1).click();
  await page.keyboard.press('3');
  await (await algorithm(page)).selectOption('naive');
  await solve(page);
  const solved = await boardLine(page);
  const solvedKinds = await kinds(page);
  assert.match(solved, /^[1-9]{81}$/);
  // One undo, so Redo has something too.
  await page.keyboard.press('Control+z');
  const withThree = '53' + EASY.slice(2);
  assert.equal(await boardLine(page), withThree);

  await reload(page);
  assert.equal(await boardLine(page), withThree);
  assert.match(await statusText(page), /^Restored your puzzle \(38 givens\) and its undo history from the last visit\./);
  assert.equal(await (await algorithm(page)).inputValue(), 'naive');
  await press(page, 'Redo');
  assert.equal(await boardLine(page), solved);
  assert.deepEqual(await kinds(page), solvedKinds, 'solver output stays marked solved');

  // The solved board itself survives a reload too; Undo walks back through it all.
  await reload(page);
  assert.equal(await boardLine(page), solved);
  assert.deepEqual(await kinds(page), solvedKinds);
  await page.keyboard.press('Control+z');
  assert.equal(await boardLine(page), withThree);
  await page.keyboard.press('Control+z');
  assert.equal(await boardLine(page), EASY);
  await page.keyboard.press('Control+z');
  assert.equal(await boardLine(page), EMPTY);
  assert.equal(await (await control(page, 'Undo')).getAttribute('aria-disabled'), 'true');
});

test('digits and eliminations of Step survive a reload, with the steps list', async () => {
  const page = await open(`/?puzzle=${HARDER}`);
  for (let n = 0; n < 4; n++) await press(page, 'Step');
  await press(page, 'Undo');
  const steps = () => page.$$eval('.steps-list button', (all) => all.map((b) => b.textContent));
  const stepped = await boardLine(page);
  const steppedKinds = await kinds(page);
  const list = await steps();
  assert.equal(list.length, 3);
  assert.ok(steppedKinds.includes('step'), 'some step placed a digit');
  await page.waitForFunction((k) => localStorage.getItem(k)?.includes('"steps":3'), KEY);

  await reload(page);
  assert.equal(await boardLine(page), stepped);
  assert.deepEqual(await kinds(page), steppedKinds, 'digits placed by Step stay marked as steps');
  assert.deepEqual(await steps(), list);
  await press(page, 'Redo');
  assert.equal((await steps()).length, 4);
  for (let n = 0; n < 4; n++) await press(page, 'Undo');
  assert.equal(await boardLine(page), HARDER);
  assert.deepEqual(await steps(), []);
});

test('a link opened over a saved board with steps opens on top of it, and Undo goes back to that board', async () => {
  const page = await open(`/?puzzle=${HARDER}`);
  for (let n = 0; n < 2; n++) await press(page, 'Step');
  const stepped = await boardLine(page);
  const steppedKinds = await kinds(page);
  await page.waitForFunction((k) => localStorage.getItem(k)?.includes('"steps":2'), KEY);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.goto(`${suite.url}/?puzzle=${EASY.replaceAll('.', '0')}`);
  await ready(page);
  assert.equal(await boardLine(page), EASY);
  await press(page, 'Undo');
  assert.equal(await boardLine(page), stepped);
  assert.deepEqual(await kinds(page), steppedKinds, 'the steps are back, as steps');
});

test('corrupt, old or foreign saved data starts clean and says so', async () => {
  const cases = [
    ['{"version":1,"board":', 'it is not valid JSON'],
    ['{"version":0,"board":{"puzzle":"x"}}', 'it has version 0, this page reads version 2'],
    ['"hello"', 'it has no version number'],
    [`{"version":1,"board":{"puzzle":"${EASY.slice(0, 80)}"},"undo":[],"redo":[],"algorithm":"fast"}`,
      'board: not an 81-character line'],
    [`{"version":1,"board":{"puzzle":"<img src=x onerror=alert(1)>${EASY.slice(28)}"},"undo":[],"redo":[],"algorithm":"fast"}`,
      "board: cell 1 (character 1): unexpected '<'"],
  ];
  const page = await open('/');
  for (const [saved, why] of cases) {
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [KEY, saved]);
    await reload(page);
    assert.equal(await boardLine(page), EMPTY, saved);
    assert.equal(await statusText(page),
      `The saved puzzle could not be read (${why}); started with an empty grid.`
      + 'The saved data stays as it is until you change something here.');
    assert.equal(await page.locator('img').count(), 0, 'no markup from storage');
    // Left alone until the user changes something (it may be a newer version's).
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEY), saved);
  }
  // The page works normally afterwards, and saves a good state again.
  await page.locator('[role=gridcell]').nth(0).click();
  await page.keyboard.press('7');
  await reload(page);
  assert.equal(await boardLine(page), '7' + EMPTY.slice(1));
  assert.match(await statusText(page), /^Restored your puzzle \(1 given\)/);
});

test('a link over unreadable saved data loads and says the saved puzzle was dropped', async () => {
  const page = await open('/');
  await page.evaluate((k) => localStorage.setItem(k, '{"version":1,"board":'), KEY);
  await page.goto(`${suite.url}/?puzzle=${HARDER}`);
  await ready(page);
  assert.equal(await boardLine(page), HARDER);
  const status = await statusText(page);
  assert.match(status, /^Loaded a puzzle with 27 givens from the link\./);
  assert.match(status, /The puzzle saved on your last visit could not be read \(it is not valid JSON\) and was dropped\./);
});

test('a browser that refuses to save says a reload will lose the board', async () => {
  const context = await suite.context(PLAIN);
  await context.addInitScript(() => {
    Storage.prototype.setItem = function refuse() {
      throw new DOMException('full', 'QuotaExceededError');
    };
  });
  const page = await open('/', { context });
  await page.locator('[role=gridcell]').nth(0).click();
  await page.keyboard.press('4');
  await page.waitForFunction(() => document.querySelector('[role=status]').textContent.includes('does not let the page save'));
  assert.match(await statusText(page), /This browser does not let the page save \(storage full or blocked\): a reload will lose the board\./);
  assert.equal(await boardLine(page), '4' + EMPTY.slice(1), 'editing goes on');
});

test('Share: the link is shown, copied and opens the puzzle (also under /sudoku/)', async () => {
  for (const base of ['/', '/sudoku/']) {
    const context = await suite.context(PLAIN);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.url });
    const page = await open(base, { context });
    await paste(page, HARDER);
    await press(page, 'Share');
    // Empty cells are written as 0: a trailing '.' is lost in chat apps.
    const link = `${suite.url}${base}?puzzle=${HARDER.replaceAll('.', '0')}`;
    await page.waitForFunction(() => document.querySelector('[role=status]')?.textContent.includes('copied to the clipboard'));
    assert.equal(await page.locator('[role=status] a').getAttribute('href'), link);
    assert.equal(await page.locator('[role=status] a').textContent(), link);
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);

    // Open it in a fresh browser (no saved state).
    const other = await open(link.slice(suite.url.length));
    assert.equal(await boardLine(other), HARDER);
    assert.match(await statusText(other), /^Loaded a puzzle with 27 givens from the link\./);
    // The parameter is taken out of the address once loaded: a reload shows the saved
    // board (with later edits), not the link again.
    assert.equal(other.url(), `${suite.url}${base}`);
    await other.locator('[role=gridcell]').nth(0).click();
    await other.keyboard.press('1');
    await reload(other);
    assert.equal(await boardLine(other), '1' + HARDER.slice(1));
  }
});

test('a link on top of a saved board loads as an edit: Undo gets the saved board back', async () => {
  const page = await open('/');
  await paste(page, EASY);
  // Saving follows the render: wait until the board is stored.
  await page.waitForFunction(([k, p]) => localStorage.getItem(k)?.includes(p), [KEY, EASY]);
  await page.goto(`${suite.url}/?puzzle=${HARDER}`);
  await ready(page);
  assert.equal(await boardLine(page), HARDER);
  await page.keyboard.press('Control+z');
  assert.equal(await boardLine(page), EASY);
});

test('two tabs never overwrite each other: an edit in one shows in the other, and they settle', async () => {
  const a = await open('/');
  await paste(a, EASY);
  // Back to entering: no clock runs, so neither tab saves a new second
  // played while the events are counted (each save of a new second is an
  // event in the other tab, and would make the count depend on timing).
  await press(a, 'Edit puzzle');
  await a.waitForFunction(() => document.querySelector('[role=timer]')?.dataset.phase === 'entering');
  await a.waitForFunction(([k, p]) => localStorage.getItem(k)?.includes(p), [KEY, EASY]);
  await a.waitForTimeout(100);
  const b = await open('/', { context: a.context() });
  assert.equal(await boardLine(b), EASY);
  const countEvents = (page) => page.evaluate(() => {
    window.storageEvents = 0;
    addEventListener('storage', () => { window.storageEvents += 1; });
  });
  await countEvents(a);
  await countEvents(b);

  // B types a digit: A shows it at once, with a word on why.
  await b.locator('[role=gridcell]').nth(1).click();
  await b.keyboard.press('3');
  const withThree = '53' + EASY.slice(2);
  await a.waitForFunction((line) => [...document.querySelectorAll('[role=gridcell]')]
    .map((c) => c.dataset.value || '.').join('') === line, withThree);
  assert.match(await statusText(a), /^Another tab of this page changed the board; this one shows the same\./);
  // A saving the same text raises no event in B: one event in A, none in B.
  await a.waitForTimeout(300);
  assert.equal(await a.evaluate(() => window.storageEvents), 1);
  assert.equal(await b.evaluate(() => window.storageEvents), 0);

  // Undo in A takes back B's edit, in both tabs, and a reload of either keeps it.
  await a.keyboard.press('Control+z');
  assert.equal(await boardLine(a), EASY);
  await b.waitForFunction((line) => [...document.querySelectorAll('[role=gridcell]')]
    .map((c) => c.dataset.value || '.').join('') === line, EASY);
  await reload(b);
  assert.equal(await boardLine(b), EASY);
  await b.keyboard.press('Control+y');
  assert.equal(await boardLine(b), withThree);

  // The algorithm follows too, also in a chooser the user has already used.
  const algorithmOf = (page) => algorithm(page);
  await (await algorithmOf(a)).selectOption('candidates');
  await b.waitForFunction(() => document.querySelector('#algorithm').value === 'candidates');
  await (await algorithmOf(b)).selectOption('naive');
  await a.waitForFunction(() => document.querySelector('#algorithm').value === 'naive');
});

test('Copy gives the puzzle, and the solution once solved, as 81-character lines', async () => {
  const context = await suite.context(PLAIN);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.url });
  const page = await open(`/?puzzle=${EASY}`, { context });
  await press(page, 'Copy');
  await page.waitForFunction(() => document.querySelector('[role=status]')?.textContent.startsWith('Puzzle copied'));
  assert.equal(await statusText(page), `Puzzle copied to the clipboard:${EASY}`);
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), EASY);
  await solve(page);
  const solution = await boardLine(page);
  await press(page, 'Copy');
  await page.waitForFunction(() => document.querySelector('[role=status]')?.textContent.startsWith('Puzzle and solution copied'));
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), `${EASY}\n${solution}`);
  const lines = await page.locator('[role=status] .detail').allTextContents();
  assert.deepEqual(lines, [EASY, solution]);
});

test('paste: good layouts load; bad pastes (length, letters, 1 MB, markup) change nothing and say why', async () => {
  const page = await open('/');
  await page.locator('[role=gridcell]').nth(0).click();
  const layout = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((r) => {
    const row = HARDER.slice(r * 9, r * 9 + 9);
    const line = `${row.slice(0, 3)} | ${row.slice(3, 6)} | ${row.slice(6)}`;
    return r % 3 === 2 && r < 8 ? `${line}\n------+-------+------` : line;
  }).join('\n');
  await paste(page, layout);
  assert.equal(await boardLine(page), HARDER);
  assert.match(await statusText(page), /^Loaded a puzzle with 27 givens from the paste\./);
  await paste(page, EASY.replaceAll('.', '0'));
  assert.equal(await boardLine(page), EASY);

  const bad = [
    [EASY.slice(0, 80), 'expected 81 cells, found 80'],
    [EASY + '5', 'expected 81 cells, found 82'],
    ['5...8.1.6abc', "cell 10 (character 10): unexpected 'a'"],
    ['1'.repeat(1 << 20), 'expected 81 cells, found 1048576'],
    ['<img src=x onerror="document.title=1">' + EASY, "cell 1 (character 1): unexpected '<'"],
    ['q'.repeat(1 << 20), "cell 1 (character 1): unexpected 'q'"],
  ];
  for (const [text, why] of bad) {
    await paste(page, text);
    assert.equal(await boardLine(page), EASY, why);
    assert.equal(await statusText(page), `The pasted text was not loaded: ${why}.`);
  }
  assert.equal(await page.locator('img').count(), 0);
  assert.equal(await page.title(), TITLE);
  // The grid is still the pasted puzzle after a reload (bad pastes saved nothing).
  await reload(page);
  assert.equal(await boardLine(page), EASY);
});

test('a hostile ?puzzle= value is shown as text, never as HTML', async () => {
  const evil = encodeURIComponent('<script>document.title="x"</script><img src=x onerror=alert(1)>');
  const page = await open(`/?puzzle=${evil}`);
  assert.equal(await boardLine(page), EMPTY);
  // The text is kept, to be corrected, as text.
  assert.equal(await statusText(page), "The puzzle in the link was not loaded: cell 1 (character 1): unexpected '<'."
    + `The link's puzzle, to correct and paste on the board: ${decodeURIComponent(evil)}`);
  assert.equal(await page.locator('body img, body script').count(), 0);
  assert.equal(await page.title(), TITLE);
});

test('the Content-Security-Policy forbids inline scripts, and the app and its worker still run', async () => {
  const page = await open(`/?puzzle=${EASY}`);
  const csp = await page.getAttribute('meta[http-equiv=Content-Security-Policy]', 'content');
  assert.match(csp, /script-src 'self' 'wasm-unsafe-eval';/);
  assert.doesNotMatch(csp, /unsafe-inline/);
  assert.equal(await page.locator('script:not([src])').count(), 0, 'no inline script in the page');
  // An inline script is refused (the violation is the expected console error here).
  const violations = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && msg.text().includes('Content Security Policy')) violations.push(msg.text());
  });
  const ran = await page.evaluate(() => new Promise((resolve) => {
    window.__inline = false;
    const s = document.createElement('script');
    s.textContent = 'window.__inline = true;';
    document.addEventListener('securitypolicyviolation', () => resolve(window.__inline), { once: true });
    document.body.append(s);
  }));
  assert.equal(ran, false);
  suite.allow(/Content Security Policy/);
  // The worker runs under it.
  assert.match(await solve(page), /unique/);
});

test('Clear asks nothing and can be undone', async () => {
  const page = await open(`/?puzzle=${EASY}`);
  await press(page, 'Clear');
  assert.equal(await boardLine(page), EMPTY);
  assert.match(await statusText(page), /^Board cleared\./);
  await press(page, 'Undo');
  assert.equal(await boardLine(page), EASY);
});
