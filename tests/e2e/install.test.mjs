// End-to-end tests of installing the site as an app (built dist/): the web
// app manifest is linked and valid, Chromium finds nothing missing to install
// it (DevTools protocol, in a normal, non-incognito profile), its icons load
// and the PNGs are maskable, the theme colours match the page in light and
// dark, at the root and under a sub-path; axe is clean; the console silent.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, ready, offlineReady, axeViolations, TITLE } from './harness.mjs';

// Each page in a fresh non-incognito profile.
const suite = setup({ persistent: true });

for (const base of ['/', '/sudoku/']) {
  test(`at ${base} the manifest is linked and valid and Chromium can install the app`, async () => {
    const page = await suite.open(base);
    assert.equal(await page.getAttribute('link[rel=manifest]', 'href'), 'manifest.webmanifest');
    const cdp = await page.context().newCDPSession(page);
    const { url, errors, manifest } = await cdp.send('Page.getAppManifest');
    assert.equal(url, `${suite.url}${base}manifest.webmanifest`);
    assert.deepEqual(errors, [], 'the manifest parses without errors');
    assert.equal(manifest.name, 'Sudoku');
    assert.equal(manifest.display, 'kStandalone');
    assert.equal(manifest.startUrl, suite.url + base, 'the start URL is the folder of the page');
    assert.equal(manifest.scope, suite.url + base);
    assert.equal(manifest.themeColor, 'rgba(247,245,239,1)');
    assert.equal(manifest.backgroundColor, 'rgba(247,245,239,1)');
    assert.deepEqual((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, []);

    // The file itself: relative addresses only, the fields an app needs.
    const json = await page.evaluate(async () => (await fetch('manifest.webmanifest')).json());
    assert.equal(json.start_url, './');
    assert.equal(json.scope, './');
    assert.equal(json.display, 'standalone');
    assert.equal(json.short_name, 'Sudoku');
    const icons = json.icons.map((i) => `${i.src} ${i.sizes} ${i.type} ${i.purpose ?? 'any'}`);
    assert.deepEqual(icons.sort(), [
      'icon-192.png 192x192 image/png any',
      'icon-192.png 192x192 image/png maskable',
      'icon-512.png 512x512 image/png any',
      'icon-512.png 512x512 image/png maskable',
      'icon.svg any image/svg+xml any',
    ]);
    assert.ok(json.icons.every((i) => !/^(\/|[a-z]+:)/.test(i.src)), 'icon addresses are relative');
    assert.deepEqual(await axeViolations(page), []);
  });
}

test('the icons load at their sizes and keep to the maskable safe zone', async () => {
  const page = await suite.open('/sudoku/');
  const found = await page.evaluate(async () => {
    const out = [];
    for (const [src, size] of [['icon.svg', 512], ['icon-192.png', 192], ['icon-512.png', 512]]) {
      const response = await fetch(src);
      const img = new Image();
      img.src = src;
      await img.decode();
      const entry = { src, status: response.status, type: response.headers.get('content-type') };
      // The PNGs are drawn at their own size; the SVG at 512.
      if (!src.endsWith('.svg')) entry.width = img.naturalWidth;
      // Outside the centre circle of 80% a phone may cut the icon away: there,
      // only the background colour.
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = size;
      const g = canvas.getContext('2d');
      g.drawImage(img, 0, 0, size, size);
      const px = g.getImageData(0, 0, size, size).data;
      const bg = px.slice(0, 4).join();
      let outside = 0;
      let other = 0;
      for (let y = 0; y < size; y++) {
        for (let x = 0; x < size; x++) {
          const i = (y * size + x) * 4;
          const differs = px.slice(i, i + 4).join() !== bg;
          if (Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) > 0.4 * size) outside += differs;
          else other += differs;
        }
      }
      Object.assign(entry, { outside, drawn: other > 0 });
      out.push(entry);
    }
    return out;
  });
  assert.deepEqual(found, [
    { src: 'icon.svg', status: 200, type: 'image/svg+xml', outside: 0, drawn: true },
    { src: 'icon-192.png', status: 200, type: 'image/png', width: 192, outside: 0, drawn: true },
    { src: 'icon-512.png', status: 200, type: 'image/png', width: 512, outside: 0, drawn: true },
  ]);
  assert.equal(await page.getAttribute('link[rel=icon]', 'href'), 'icon.svg');
  assert.equal(await page.getAttribute('link[rel=apple-touch-icon]', 'href'), 'icon-192.png');
});

test('the theme colours are the page\'s own, in light and in dark; the installed app works offline', async () => {
  const page = await suite.open('/');
  const themes = await page.$$eval('meta[name=theme-color]', (all) => all.map((m) => [m.media, m.content]));
  const rgb = (hex) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    const [, colour] = themes.find(([media]) => media === `(prefers-color-scheme: ${scheme})`);
    const paper = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    assert.equal(rgb(colour), paper, `theme-color for ${scheme} is the page's background`);
  }
  // The app opens at its start URL from the cache, as an installed app does offline.
  await offlineReady(page);
  await page.context().setOffline(true);
  await page.goto(`${suite.url}/`);
  await ready(page);
  assert.equal(await page.title(), TITLE);
});
