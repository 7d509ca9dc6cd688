// Runs killer.html's two timings in headless Chromium, in turn, for each
// FILE:   node killer-chromium.mjs URL FILE...   (FILE relative to URL)
// prints `ours FILE MS CHECK` and `iss FILE MS CHECK` lines.
import { launchChromium } from './browser.mjs';

const [url, ...files] = process.argv.slice(2);
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  page.setDefaultTimeout(0);
  await page.goto(url);
  for (const file of files) {
    for (const who of ['ours', 'iss']) {
      const { ms, check } = await page.evaluate(([w, f]) => window[w](f), [who, file]);
      console.log(`${who} ${file} ${ms.toFixed(1)} ${check}`);
    }
  }
} finally {
  await browser.close();
}
