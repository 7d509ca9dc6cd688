// Shared helpers for the end-to-end tests and the screenshot script: a static
// server for dist/ on a free loopback port (also under the sub-path /sudoku/),
// and Debian Chromium driven by playwright-core.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
};

/** Serves DIST at / and at /sudoku/ on 127.0.0.1, a free port. Resolves to { url, close }. */
export function startServer() {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) {
    throw new Error(`${DIST}/index.html missing: run 'trunk build --release' first`);
  }
  const server = http.createServer((req, res) => {
    let pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (pathname === '/sudoku') {
      res.writeHead(301, { Location: '/sudoku/' });
      return res.end();
    }
    if (pathname.startsWith('/sudoku/')) pathname = pathname.slice('/sudoku'.length);
    if (pathname.endsWith('/')) pathname += 'index.html';
    const file = path.join(DIST, path.normalize(pathname));
    if (!file.startsWith(DIST) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
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
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) });
    });
  });
}

/** Launches /usr/bin/chromium (or $CHROMIUM) headless with the flags of TOOLCHAIN.md. */
export function launch() {
  return chromium.launch({
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
  });
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
  return (await page.locator('[role=status]').textContent()) ?? '';
}

/** Waits until the app has rendered its 81 cells. */
export async function ready(page) {
  await page.waitForFunction(() => document.querySelectorAll('[role=gridcell]').length === 81);
}

/**
 * Presses Solve and waits for the outcome: solves run in a web worker, so the
 * status changes asynchronously (first to "Solving with ...", then to the result).
 */
export async function solve(page) {
  const before = await statusText(page);
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await page.waitForFunction((old) => {
    const text = document.querySelector('[role=status]')?.textContent ?? '';
    return text !== old && !text.includes('Solving with');
  }, before);
  return statusText(page);
}
