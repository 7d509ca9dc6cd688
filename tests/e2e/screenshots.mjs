// Screenshots of the built site for a visual check: desktop 1280x900 and a
// 320 px phone, light and dark: loaded, solved, explained (Step, Hint,
// candidates) and compared. Output: $SHOTS or /tmp/shots.
// Run: node tests/e2e/screenshots.mjs (after trunk build --release).
import fs from 'node:fs';
import { startServer, launch, ready, press, algorithm } from './harness.mjs';

const OUT = process.env.SHOTS || '/tmp/shots';
const EASY = '5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259.....';
const HARDER = '..54....9.2..6..7.6....51..1....37...7..9..4...32....6..18....7.6..7..2.9....28..';
fs.mkdirSync(OUT, { recursive: true });

const server = await startServer();
const browser = await launch();
try {
  for (const [device, viewport] of [['desktop', { width: 1280, height: 900 }], ['phone', { width: 320, height: 640 }]]) {
    for (const scheme of ['light', 'dark']) {
      const context = await browser.newContext({ viewport, colorScheme: scheme, deviceScaleFactor: device === 'phone' ? 2 : 1 });
      const page = await context.newPage();
      await page.goto(`${server.url}/?puzzle=${EASY}`);
      await ready(page);
      // A clash, so the loaded shot shows the marks.
      await page.locator('[role=gridcell]').nth(1).click();
      await page.keyboard.press('5');
      await page.screenshot({ path: `${OUT}/${device}-${scheme}-loaded.png`, fullPage: true });
      await page.keyboard.press('Backspace');
      await (await algorithm(page)).selectOption('naive');
      await press(page, 'Solve');
      await page.locator('[role=gridcell]').nth(40).click();
      await page.screenshot({ path: `${OUT}/${device}-${scheme}-solved.png`, fullPage: true });
      // Explaining: two steps taken, pencil marks on, the next hint shown; then Compare.
      await page.goto(`${server.url}/?puzzle=${HARDER}`);
      await ready(page);
      await press(page, 'Candidates');
      await press(page, 'Step');
      await press(page, 'Step');
      await press(page, 'Hint');
      await page.screenshot({ path: `${OUT}/${device}-${scheme}-explain.png`, fullPage: true });
      await press(page, 'Compare');
      await page.waitForFunction(() => (document.querySelector('[role=status]')?.textContent ?? '').startsWith('Compared'));
      await page.screenshot({ path: `${OUT}/${device}-${scheme}-compare.png`, fullPage: true });
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`screenshots in ${OUT}`);
