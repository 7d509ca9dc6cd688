// Headless Chromium for the timing pages (chromium.mjs, killer-chromium.mjs):
// /usr/bin/chromium or $CHROMIUM, with nothing of its own running beside
// the page (no updates, sync or background requests).
import { chromium } from '../../tests/e2e/node_modules/playwright-core/index.mjs';

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
