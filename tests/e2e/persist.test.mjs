// End-to-end tests of "nothing lost" and hostile input (built dist/): reload
// keeps the grid, history and settings (saved as version 3; the JSON of
// version 2 an older page saved loads exactly, through the puzzle worker,
// and is kept while that worker cannot load); corrupt saved data starts
// clean with a message; Share link round trip; Copy; paste good and bad
// (1 MB included) with the grid unchanged on error; nothing from a link or
// paste becomes HTML; Clear asks nothing and can be undone; no console
// errors (CSP included).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {
  setup, boardLine, kinds, statusText, ready, solve, control, press, algorithm, readSaved, savedData, TITLE,
} from './harness.mjs';

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

/**
 * Waits until the page has saved version 3 data of which `check` holds (it
 * saves in an effect after it renders; an older page's JSON is not yet
 * saved again), and returns that data (`readSaved`).
 */
async function savedWhen(page, check) {
  let text = null;
  for (let tries = 0; tries < 100; tries++) {
    text = await page.evaluate((k) => localStorage.getItem(k), KEY);
    if (text !== null && !text.trimStart().startsWith('{')) {
      const data = readSaved(text);
      if (check(data)) return data;
    }
    await page.waitForTimeout(50);
  }
  throw new Error(`the saved data never matched: ${JSON.stringify(text)}`);
}

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
  await savedWhen(page, (data) => data.board.steps === 3);

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
  await savedWhen(page, (data) => data.board.steps === 2);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.goto(`${suite.url}/?puzzle=${EASY.replaceAll('.', '0')}`);
  await ready(page);
  assert.equal(await boardLine(page), EASY);
  await press(page, 'Undo');
  assert.equal(await boardLine(page), stepped);
  assert.deepEqual(await kinds(page), steppedKinds, 'the steps are back, as steps');
});

/** Every cell: its value, kind, corner and centre marks, colour and wrong mark. */
const cellsOf = (page) => page.$$eval('[role=gridcell]', (cells) => cells.map((c) =>
  [c.dataset.value || '.', c.dataset.kind, c.dataset.corner ?? '', c.dataset.centre ?? '',
    c.dataset.colour ?? '', c.dataset.wrong ?? ''].join(' ')));
/** The steps list's entries. */
const stepsListed = (page) => page.$$eval('.steps-list button', (all) => all.map((b) => b.textContent));

/**
 * Saved by the page of version 2 (JSON), as tests/storage.rs rebuilds it:
 * HARDER played with two right entries (row 1, columns 1 and 6), two steps
 * of Step, a checkpoint, corner marks 1 4 and colour 3 in row 1, column 7,
 * centre marks 7 8 in column 8, Check, a hint, row 9, column 9 revealed, a
 * corner mark undone (the redo history), 95 seconds, and the settings:
 * candidates, no tidying, no shading, hard, Swordfish, the centre mode.
 */
const VERSION_2 = fs.readFileSync(new URL('./saved-version-2.json', import.meta.url), 'utf8').trim();
/** What the steps list shows of its two steps. */
const STEPS_LISTED = ['Hidden single: 1 in row 1, column 2', 'Hidden single: 7 in row 3, column 4'];
const RESTORED = 'Restored your puzzle (27 givens) and its undo history from the last visit.';
const PLAYED = '7154.8..9.2..6..7.6..7.51..1....37...7..9..4...32....6..18....7.6..7..2.9....28.3';
/** Each cell of the board version 2 saved, as `cellsOf` reads it. */
const PLAYED_CELLS = [...PLAYED].map((value, i) => {
  const kind = HARDER[i] !== '.' ? 'given' : { 0: 'entered', 5: 'entered', 1: 'step', 21: 'step', 80: 'solved' }[i] ?? 'empty';
  return [value, kind, i === 6 ? '14' : '', i === 7 ? '78' : '', i === 6 ? '3' : '', ''].join(' ');
});

/** The JSON of versions 1 and 2 with the fields it left out filled in, as version 3 holds them. */
function asVersion3(json) {
  const board = (b) => ({
    puzzle: b.puzzle, solution: b.solution ?? null, steps: b.steps ?? 0, playing: b.playing ?? false,
    entries: b.entries ?? null, corner: b.corner ?? null, centre: b.centre ?? null, colours: b.colours ?? null,
  });
  return {
    version: 3, board: board(json.board), undo: json.undo.map(board), redo: json.redo.map(board),
    algorithm: json.algorithm,
    play: {
      mode: 'digit', tidy: true, peers: true, seconds: 0, checks: 0, reveals: 0, hints: 0, level: 'medium',
      technique: 'X-Wing', wrong: [], ...json.play,
    },
    stats: json.stats ?? [], daily: json.daily ?? null, practised: json.practised ?? null,
    checkpoints: (json.checkpoints ?? []).map(board),
  };
}

test('version 2 saved by an older page (JSON) loads exactly through the puzzle worker, and is saved again as version 3', async () => {
  assert.equal(VERSION_2[0], '{');
  const page = await open('/');
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [KEY, VERSION_2]);
  const since = Date.now();
  await reload(page);
  assert.equal(await statusText(page), RESTORED);
  assert.deepEqual(await cellsOf(page), PLAYED_CELLS);
  assert.deepEqual(await stepsListed(page), STEPS_LISTED);
  assert.equal(await page.locator('#algorithm').inputValue(), 'candidates');
  assert.equal(await page.locator('#level').inputValue(), 'hard');
  assert.equal(await page.locator('#technique').inputValue(), 'Swordfish');
  assert.equal(await page.locator('[data-mode=centre]').getAttribute('aria-pressed'), 'true');
  const setting = (name) => page.getByRole('checkbox', { name, includeHidden: true }).isChecked();
  assert.equal(await setting('A placed digit leaves the marks of the cells it sees'), false);
  assert.equal(await setting('Shade the cells the selected cell sees'), false);
  // Saved again at once, as version 3 with every field of version 2 (the
  // clock ran on from 95 seconds).
  const data = await savedWhen(page, () => true);
  const played = Math.ceil((Date.now() - since) / 1000);
  assert.ok(data.play.seconds >= 95 && data.play.seconds <= 95 + played, `${data.play.seconds} s`);
  const expected = asVersion3(JSON.parse(VERSION_2));
  delete data.play.seconds;
  delete expected.play.seconds;
  assert.deepEqual(data, expected);
  assert.equal(expected.play.hints, 3);

  // The history: Redo has the undone mark, Back to checkpoint the board
  // before the reveal, and Undo walks back to the bare puzzle.
  await press(page, 'Redo');
  assert.equal(await page.locator('[role=gridcell]').nth(9).getAttribute('data-corner'), '6');
  await press(page, 'Undo');
  assert.deepEqual(await cellsOf(page), PLAYED_CELLS);
  await press(page, 'Back to checkpoint');
  assert.equal(await boardLine(page), `${PLAYED.slice(0, 80)}.`);
  await press(page, 'Undo');
  assert.deepEqual(await cellsOf(page), PLAYED_CELLS);
  const undone = [];
  for (let n = 0; n < 10; n++) {
    await press(page, 'Undo');
    undone.push(await boardLine(page));
  }
  assert.deepEqual(undone, [
    ...Array(6).fill(`${PLAYED.slice(0, 80)}.`),
    '7154.8..9.2..6..7.6....51..1....37...7..9..4...32....6..18....7.6..7..2.9....28..',
    '7.54.8..9.2..6..7.6....51..1....37...7..9..4...32....6..18....7.6..7..2.9....28..',
    '7.54....9.2..6..7.6....51..1....37...7..9..4...32....6..18....7.6..7..2.9....28..',
    HARDER,
  ]);
  assert.equal(await (await control(page, 'Undo')).getAttribute('aria-disabled'), 'true');
  for (let n = 0; n < 10; n++) await press(page, 'Redo');
  assert.deepEqual(await cellsOf(page), PLAYED_CELLS);

  // A change (a centre mark, the mode restored), saved as version 3, and a reload.
  await page.locator('[role=gridcell]').nth(9).click();
  await page.keyboard.press('5');
  await savedWhen(page, (saved) => saved.board.centre?.split(',')[9] === '5');
  await reload(page);
  const withMark = PLAYED_CELLS.map((cell, i) => (i === 9 ? '. empty  5  ' : cell));
  assert.deepEqual(await cellsOf(page), withMark);
  assert.deepEqual(await stepsListed(page), STEPS_LISTED);
  assert.equal(await statusText(page), RESTORED);
  await press(page, 'Undo');
  assert.deepEqual(await cellsOf(page), PLAYED_CELLS);
});

test('saved JSON of an older page waits for the puzzle worker: while it cannot load, the data is kept and the status says why', async () => {
  // A first visit (no service worker yet, so the route sees the worker's
  // files) that finds the JSON saved: put there before the page's scripts
  // run, once.
  const page = await suite.open('/', {
    init: async (p) => {
      await p.addInitScript(([k, v]) => {
        if (sessionStorage.getItem('seeded') === null) {
          localStorage.setItem(k, v);
          sessionStorage.setItem('seeded', 'yes');
        }
      }, [KEY, VERSION_2]);
      await p.route('**/puzzle_worker_bg.wasm', (route) => route.abort('aborted'));
    },
  });
  assert.equal(await boardLine(page), EMPTY);
  assert.match(await statusText(page), new RegExp('^The saved puzzle could not be read \\(it was saved by an older page, '
    + 'and the puzzle worker, which finds the hints, could not be loaded \\(.+\\)\\); started with an empty grid\\.'
    + 'The saved data stays as it is until you change something here\\.$'));
  // Left as it is (a page that saved would have done so by now).
  await page.waitForTimeout(1500);
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEY), VERSION_2);
  // Once the worker loads, the next visit reads it, nothing lost.
  await page.unroute('**/puzzle_worker_bg.wasm');
  await reload(page);
  assert.deepEqual(await cellsOf(page), PLAYED_CELLS);
  assert.equal(await statusText(page), RESTORED);
  // The browser's report of the worker's failure.
  suite.allow(/worker|wasm|WebAssembly|Failed to fetch/i);
});

test('version 3 data survives reloads exactly: board, marks, steps, history, checkpoint and settings', async () => {
  const page = await open(`/?puzzle=${HARDER}`);
  await press(page, 'Step');
  await press(page, 'Step');
  // Back to the Play view (Step is in the Solver lab), where Checkpoint is.
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await press(page, 'Checkpoint');
  await page.locator('[role=gridcell]').nth(0).click();
  await page.keyboard.press('Shift+Digit4');
  await page.keyboard.press('Control+Digit6');
  await page.keyboard.press('v');
  await page.keyboard.press('2');
  await (await algorithm(page)).selectOption('propagation');
  const everything = async () => {
    const data = await savedData(page);
    delete data.play.seconds;
    return {
      cells: await cellsOf(page), steps: await stepsListed(page), saved: data,
      algorithm: await page.locator('#algorithm').inputValue(),
      mode: await page.locator('[data-mode=colour]').getAttribute('aria-pressed'),
    };
  };
  const data = await savedWhen(page, (saved) => saved.algorithm === 'propagation');
  assert.equal(data.version, 3);
  assert.equal(data.board.steps, 2);
  assert.equal(data.board.corner.split(',')[0], '4');
  assert.equal(data.board.centre.split(',')[0], '6');
  assert.equal(data.board.colours[0], '2');
  assert.equal(data.checkpoints.length, 1);
  assert.equal(data.play.mode, 'colour');
  const before = await everything();
  assert.equal(before.cells[0], '. empty 4 6 2 ');
  assert.equal(before.steps.length, 2);
  for (let n = 0; n < 2; n++) {
    await reload(page);
    assert.deepEqual(await everything(), before, `reload ${n + 1}`);
    assert.equal(await statusText(page), RESTORED);
  }
  await press(page, 'Back to checkpoint');
  assert.equal(await page.locator('[role=gridcell]').nth(0).getAttribute('data-corner'), '');
  await press(page, 'Undo');
  assert.deepEqual(await cellsOf(page), before.cells);
});

test('corrupt, old or foreign saved data starts clean and says so', async () => {
  const cases = [
    // The JSON of older pages (read by the puzzle worker).
    ['{"version":1,"board":', 'it is not valid JSON'],
    ['{"version":0,"board":{"puzzle":"x"}}', 'it has version 0, this page reads version 3'],
    // Version 3, a newer one, and other text (read by the page).
    ['"hello"', 'it has no version number'],
    ['\u0004 a later page\'s data', 'it has version 4, this page reads version 3'],
    [`\u0003Q${EASY}\u20ac`, "it is not this page's data (it has the character '\u20ac')"],
    ['\u0003Q', 'it is malformed: Hit the end of buffer, expected more data'],
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
