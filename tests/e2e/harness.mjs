// Shared helpers for the end-to-end tests and the screenshot script: a static
// server for dist/ on a free loopback port (also under the sub-path /sudoku/),
// and Debian Chromium driven by playwright-core.
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { before, after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
export const DIST = path.resolve(process.env.DIST || path.join(here, '..', '..', 'dist'));

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves DIST (or `dir`) at / and at /sudoku/ on 127.0.0.1, a free port.
 * Resolves to { url, close, serve }: `serve(other)` serves another folder from
 * then on, as a new deploy would.
 */
export function startServer({ dir = DIST } = {}) {
  let root = path.resolve(dir);
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${root}/index.html missing: run 'trunk build --release' first`);
  }
  const server = http.createServer((req, res) => {
    let pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (pathname === '/sudoku') {
      res.writeHead(301, { Location: '/sudoku/' });
      return res.end();
    }
    if (pathname.startsWith('/sudoku/')) pathname = pathname.slice('/sudoku'.length);
    if (pathname.endsWith('/')) pathname += 'index.html';
    const file = path.join(root, path.normalize(pathname));
    if (!file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      return res.end('not found');
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((r) => server.close(r)),
        serve: (other) => {
          root = path.resolve(other);
        },
      });
    });
  });
}

const CHROMIUM = {
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * Launches /usr/bin/chromium (or $CHROMIUM) headless with the flags of
 * CHROMIUM above, and `args` (a fake camera's, say) after them.
 */
export function launch(args = []) {
  return chromium.launch({ ...CHROMIUM, args: [...CHROMIUM.args, ...args] });
}

/**
 * The same Chromium with a profile kept in `userDataDir`: a browser context
 * that is not incognito (Chromium installs apps only from such a profile).
 */
export function launchPersistent(userDataDir, options = {}) {
  return chromium.launchPersistentContext(userDataDir, { ...CHROMIUM, ...options });
}

/** The page's title. */
export const TITLE = 'Sudoku: play, type in or photograph a puzzle, see it solved';

/**
 * The control of `role` named `name` (exactly), made visible first as the
 * Panels rule of docs/interfaces.md promises: when it sits in a hidden panel, one click
 * on the visible tab or button whose aria-controls names that panel shows it.
 * The words of panels not on the first screen (the Solver lab's Compare
 * and Batch solve…, say) arrive a moment after the board shows, and until
 * then such a control has another name: when none is found, it looks
 * again once they are there. Resolves to its locator (which counts 0 when
 * there is no such control).
 */
export async function control(page, name, role = 'button') {
  const visible = page.getByRole(role, { name, exact: true });
  if ((await visible.count()) > 0) return visible;
  const any = page.getByRole(role, { name, exact: true, includeHidden: true });
  if ((await any.count()) === 0) await laterWords(page);
  if ((await visible.count()) > 0) return visible;
  if ((await any.count()) === 0) return visible;
  const opener = await any.first().evaluate((el) => {
    const shown = (o) => o.getClientRects().length > 0 && getComputedStyle(o).visibility !== 'hidden';
    for (let p = el.parentElement; p; p = p.parentElement) {
      if (!p.id) continue;
      const o = [...document.querySelectorAll('[aria-controls]')]
        .find((c) => c.getAttribute('aria-controls').split(/\s+/).includes(p.id) && shown(c));
      if (o) return p.id;
    }
    return null;
  });
  if (opener === null) throw new Error(`no visible tab or button opens the panel of ${role} '${name}'`);
  await page.locator(`[aria-controls~="${opener}"]`).filter({ visible: true }).first().click();
  await visible.first().waitFor();
  return visible;
}

/**
 * Waits until the English the page fetches once it runs (lang/en-later.bin:
 * the words of the panels not on the first screen) has arrived and the
 * page has drawn itself again with it.
 */
export async function laterWords(page) {
  await page.waitForFunction(() => performance.getEntriesByType('resource')
    .some((e) => new URL(e.name).pathname.endsWith('/lang/en-later.bin') && e.responseEnd > 0));
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn, 0))));
}

/**
 * Waits while the status says the page is waiting for a worker's answer
 * that comes within moments: a hint or a step being looked for, a saved
 * board being restored.
 */
export async function settled(page) {
  await page.waitForFunction(() => !/^(Looking for the next step|Restoring your board)/
    .test(document.querySelector('[role=status]')?.textContent ?? ''));
}

/**
 * Clicks the control `name` (role `role`), opening its panel first if need
 * be, and waits for a Hint's or a Step's answer from the puzzle worker.
 */
export async function press(page, name, role = 'button') {
  await (await control(page, name, role)).click();
  await settled(page);
}

/** The Algorithm chooser (in the Solver lab), shown. */
export function algorithm(page) {
  return control(page, 'Algorithm', 'combobox');
}

/** The 81 data-value attributes as a line ('.' for empty). */
export async function boardLine(page) {
  return page.$$eval('[role=gridcell]', (cells) =>
    cells.map((c) => c.getAttribute('data-value') || '.').join(''));
}

/** Indices of cells with aria-invalid="true". */
export async function invalidCells(page) {
  return page.$$eval('[role=gridcell]', (cells) =>
    cells.flatMap((c, i) => (c.getAttribute('aria-invalid') === 'true' ? [i] : [])));
}

/** The data-kind of every cell. */
export async function kinds(page) {
  return page.$$eval('[role=gridcell]', (cells) => cells.map((c) => c.getAttribute('data-kind')));
}

/** The status text. */
export async function statusText(page) {
  await settled(page);
  return (await page.locator('[role=status]').textContent()) ?? '';
}

/** Waits until the app has rendered its 81 cells and restored the saved board. */
export async function ready(page) {
  await page.waitForFunction(() => document.querySelectorAll('[role=gridcell]').length === 81);
  // A saved board with steps, or saved by an older page (JSON), shows once
  // the puzzle worker has taken the steps again or read it.
  await settled(page);
}

/**
 * Presses Solve and waits for the outcome: solves run in a web worker, so the
 * status changes asynchronously (first to "Solving with ...", then to the result).
 */
export async function solve(page) {
  const before = await statusText(page);
  await press(page, 'Solve');
  await page.waitForFunction((old) => {
    const text = document.querySelector('[role=status]')?.textContent ?? '';
    return text !== old && !text.includes('Solving with');
  }, before);
  return statusText(page);
}

/**
 * Records on `page`, into `problems`, what a quiet page never shows: console
 * errors and warnings, page errors, failed requests (but aborts: a reload
 * aborts what the page was still loading) and HTTP errors; with `dialogs`
 * false, also any dialog (alert, confirm, prompt), which it dismisses.
 */
export function watchProblems(page, problems, { dialogs = true } = {}) {
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`console ${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('requestfailed', (req) => {
    if (req.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`requestfailed: ${req.url()}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  if (!dialogs) {
    page.on('dialog', (dialog) => {
      problems.push(`dialog: ${dialog.message()}`);
      dialog.dismiss();
    });
  }
}

/**
 * The scaffold of a test file: before its tests, `prepare()` (if any), the
 * server for dist/ and Chromium launched with `args`; after each test its
 * browser contexts close, the server serves dist/ again (a test may have
 * served another folder, as a new deploy) and no console error or warning,
 * page error or failed request may have been seen; after all, all stop.
 *
 * Options besides `args` and `prepare`:
 * - `browsers`: more Chromiums by name, each launched with its own args
 *   (`{ refusing: [...] }`); `open` and `context` take `{ browser: name }`;
 * - `persistent`: no shared browser: each new context is Chromium launched
 *   (with `args`) on a fresh profile, not incognito (Chromium installs apps
 *   only from such a profile), removed after the test;
 * - `dialogs: false`: a dialog is a problem too (and is dismissed).
 *
 * Returns the suite:
 * - `open(query, options)` opens the page (`/` plus `query`, or `query` when
 *   it starts with `/`) in a new context (1280x900 unless `options` say
 *   otherwise) and waits for it to be ready. `options` are the context's,
 *   and three of the harness: `context` (open the page in this context,
 *   from `context()`, instead), `browser` (a name of `browsers`) and
 *   `init(page)` (run on the page before it goes to the address: a route, a
 *   clock);
 * - `context(options)` a new context (closed after the test), for a test
 *   that sets it up before it opens a page (an init script, permissions);
 * - `problems` lists what was seen so far in the current test;
 *   `allow(pattern)` takes those matching `pattern` off it, for a test that
 *   provokes one on purpose;
 * - `url` the server's address, `server` the server (`serve(dir)`).
 */
export function setup({ args = [], browsers = {}, persistent = false, dialogs = true, prepare } = {}) {
  let server;
  let browser;
  const named = {};
  const contexts = [];
  const profiles = [];
  const suite = {
    problems: [],
    get url() {
      return server.url;
    },
    get server() {
      return server;
    },
  };
  before(async () => {
    await prepare?.();
    server = await startServer();
    if (!persistent) browser = await launch(args);
    for (const [name, more] of Object.entries(browsers)) named[name] = await launch(more);
  });
  after(async () => {
    await browser?.close();
    for (const other of Object.values(named)) await other.close();
    await server?.close();
  });
  afterEach(async () => {
    const seen = suite.problems.splice(0);
    for (const context of contexts.splice(0)) await context.close();
    for (const profile of profiles.splice(0)) fs.rmSync(profile, { recursive: true, force: true });
    server?.serve(DIST);
    assert.deepEqual(seen, [], 'no console errors or warnings, page errors, failed requests or dialogs');
  });
  suite.allow = (pattern) => {
    const kept = suite.problems.filter((p) => !pattern.test(p));
    suite.problems.splice(0, suite.problems.length, ...kept);
  };
  suite.context = async ({ browser: name, ...options } = {}) => {
    const viewport = { width: 1280, height: 900 };
    let context;
    if (persistent) {
      const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-profile-'));
      profiles.push(profile);
      context = await launchPersistent(profile, { viewport, ...options, args: [...CHROMIUM.args, ...args] });
    } else {
      const from = name === undefined ? browser : named[name];
      if (!from) throw new Error(`no browser named '${name}' in setup({ browsers })`);
      context = await from.newContext({ viewport, ...options });
    }
    contexts.push(context);
    return context;
  };
  suite.open = async (query = '', { context, init, ...options } = {}) => {
    let page;
    if (!context) {
      context = await suite.context(options);
      // A persistent context opens with a page of its own.
      page = context.pages()[0];
    }
    page ??= await context.newPage();
    watchProblems(page, suite.problems, { dialogs });
    await init?.(page);
    await page.goto(server.url + (query.startsWith('/') ? query : `/${query}`));
    await ready(page);
    return page;
  };
  return suite;
}

/** Waits until the page's service worker is activated: every file is in its cache. */
export async function offlineReady(page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    while (registration.active?.state !== 'activated') await new Promise((r) => setTimeout(r, 20));
  });
}

/** axe-core's violations on the page, evaluated through the DevTools protocol
 * (the page's Content-Security-Policy forbids injected script tags). */
export async function axeViolations(page) {
  const require = createRequire(import.meta.url);
  await page.evaluate(fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async () => {
    const result = await window.axe.run(document);
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`);
  });
}

/**
 * The page's saved text (localStorage `sudoku-web/state`, version 3) read
 * into its fields, named as in src/features/saved.rs and as the JSON of
 * versions 1 and 2 named them; null when nothing is saved. Version 3 is
 * the postcard bytes of `Saved`, each byte kept as the character of its
 * value: every field in order, no names; a number as an unsigned varint
 * (7 bits a byte, the lowest first), a string as its length and its UTF-8
 * bytes, an option as 0 or 1 and the value, a list as its length and its
 * items, a cell number of `wrong` as one byte. Throws on anything else.
 */
export function readSaved(text) {
  if (text === null) return null;
  let at = 0;
  const byte = () => {
    const c = text.charCodeAt(at++);
    if (!(c <= 0xff)) throw new Error(`not version 3 data at character ${at - 1}: ${JSON.stringify(text)}`);
    return c;
  };
  const number = () => {
    let n = 0;
    for (let shift = 0; ; shift += 7) {
      const b = byte();
      n += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) return n;
    }
  };
  const string = () => Buffer.from(Array.from({ length: number() }, byte)).toString('utf8');
  const option = (read) => (byte() === 1 ? read() : null);
  const bool = () => byte() === 1;
  const list = (read) => Array.from({ length: number() }, () => read());
  const board = () => ({
    puzzle: string(), solution: option(string), steps: number(), playing: bool(),
    entries: option(string), corner: option(string), centre: option(string), colours: option(string),
  });
  const version = number();
  if (version !== 3) throw new Error(`version ${version}, not 3: ${JSON.stringify(text)}`);
  const saved = {
    version, board: board(), undo: list(board), redo: list(board), algorithm: string(),
    play: {
      mode: string(), tidy: bool(), peers: bool(), seconds: number(), checks: number(), reveals: number(),
      hints: number(), level: string(), technique: string(), wrong: list(byte),
    },
    stats: list(string), daily: option(string), practised: option(string), checkpoints: list(board),
  };
  if (at !== text.length) throw new Error(`${text.length - at} characters after the data`);
  return saved;
}

/** The page's saved data, read by `readSaved`. */
export async function savedData(page) {
  return readSaved(await page.evaluate(() => localStorage.getItem('sudoku-web/state')));
}
