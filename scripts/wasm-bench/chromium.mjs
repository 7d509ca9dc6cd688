// Runs page.html's bench in headless Chromium for each FILE and mode:
//   node chromium.mjs URL FILE...   (FILE relative to URL)
// prints `chromium FILE MODE US` lines.
import { chromium } from '../../tests/e2e/node_modules/playwright-core/index.mjs';

const [url, ...files] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage();
  await page.goto(url);
  for (const file of files) {
    for (const mode of ['count2', 'first']) {
      const us = await page.evaluate(([f, m]) => window.bench(f, m), [file, mode]);
      console.log(`chromium ${file} ${mode} ${us.toFixed(3)}`);
    }
  }
} finally {
  await browser.close();
}
