// Screenshots of the page's screens for a look and for docs/screenshots:
// desktop 1280x800 and a 390x844 phone, light and dark: the empty board,
// a puzzle being played (with marks and an entry), the Solver lab after a
// solve, the More panel, Today's puzzle, Statistics, a puzzle for
// practising X-Wing and Skip to it. Output: $SHOTS or /tmp/shots.
// Run: node tests/e2e/tour.mjs (after trunk build --release).
import fs from 'node:fs';
import { startServer, launch, ready, press } from './harness.mjs';

const OUT = process.env.SHOTS || '/tmp/shots';
const EASY = '5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259.....';
fs.mkdirSync(OUT, { recursive: true });

const server = await startServer();
const browser = await launch();
try {
  for (const [device, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]]) {
    for (const scheme of ['light', 'dark']) {
      const context = await browser.newContext({ viewport, colorScheme: scheme, deviceScaleFactor: 1 });
      const page = await context.newPage();
      const shot = (name) => page.screenshot({ path: `${OUT}/${device}-${scheme}-${name}.png` });
      await page.goto(`${server.url}/`);
      await ready(page);
      await shot('empty');
      await page.goto(`${server.url}/?puzzle=${EASY}`);
      await ready(page);
      const cell = (i) => page.locator('[role=gridcell]').nth(i);
      await cell(1).click();
      await page.keyboard.press('3');
      await cell(2).click();
      await page.keyboard.press('Shift+2');
      await page.keyboard.press('Shift+4');
      await cell(3).click();
      await page.keyboard.press('Control+6');
      await page.keyboard.press('Control+9');
      await cell(10).click();
      await shot('playing');
      await press(page, 'Hint');
      await press(page, 'Hint');
      await shot('hint');
      await press(page, 'Step');
      await press(page, 'Solve');
      await page.waitForFunction(() => /calls/.test(document.querySelector('[role=status]')?.textContent ?? ''));
      await shot('lab');
      await page.getByRole('button', { name: 'More', exact: true }).click();
      await shot('more');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      await page.getByRole('button', { name: "Today's puzzle", exact: true }).click();
      await page.waitForFunction(() => /Today's puzzle,/.test(document.querySelector('[role=status]')?.textContent ?? ''));
      await shot('today');
      await page.getByRole('button', { name: 'More', exact: true }).click();
      await page.getByRole('button', { name: 'Statistics', exact: true }).click();
      await shot('stats');
      await page.locator('select#technique').selectOption('X-Wing');
      await page.getByRole('button', { name: 'Practise', exact: true }).click();
      await page.waitForFunction(() => /practising/.test(document.querySelector('[role=status]')?.textContent ?? ''));
      await shot('practise');
      await page.getByRole('button', { name: 'Skip to it', exact: true }).click();
      await shot('skip');
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`screenshots in ${OUT}`);
