// Runs page.html's bench in headless Chromium for each FILE and mode:
//   node chromium.mjs URL FILE...   (FILE relative to URL)
// prints `chromium FILE MODE US` lines.
import { launchChromium } from './browser.mjs';

const [url, ...files] = process.argv.slice(2);
const browser = await launchChromium();
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
