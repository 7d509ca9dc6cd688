// Reads every photo of a labelled collection in the built page (dist/), as a
// user would: the Photo button's file picker, then the preview's 81 boxes
// compared with the photo's .dat. Prints the photos not read exactly and the
// totals; the page's figures to set beside the reader's accuracy test.
//
//   node scripts/photos-in-page.mjs [DIR]     (default: the photo collection,
//                                              the dataset's folder, SUDOKU_PHOTOS)
import fs from 'node:fs';
import path from 'node:path';
import { startServer, launch, ready } from '../tests/e2e/harness.mjs';

const given = process.argv[2] ?? process.env.SUDOKU_PHOTOS;
if (!given) {
  console.error('usage: node scripts/photos-in-page.mjs [DIR]\n'
    + "photos-in-page: give DIR, or set SUDOKU_PHOTOS to the dataset's folder (the labelled "
    + 'photos of github.com/wichtounet/sudoku_dataset, v2 training split)');
  process.exit(2);
}
const dir = path.resolve(given);
const server = await startServer();
const browser = await launch();
const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
await page.goto(server.url + '/');
await ready(page);
let exact = 0;
let right = 0;
const names = fs.readdirSync(dir).filter((f) => f.endsWith('.jpg')).sort();
const times = [];
for (const name of names) {
  const truth = fs.readFileSync(path.join(dir, name.replace(/\.jpg$/, '.dat')), 'utf8')
    .split('\n').slice(2, 11).join('').replace(/\s+/g, '').replaceAll('0', '.');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /photo/i }).click();
  const started = Date.now();
  await (await chooser).setFiles(path.join(dir, name));
  await page.waitForFunction(() => {
    const text = document.querySelector('.photo-note')?.textContent ?? '';
    return text !== '' && !text.startsWith('Reading');
  }, null, { timeout: 30_000 });
  times.push(Date.now() - started);
  const line = await page.$$eval('.pcell', (cells) => cells.map((c) => c.value || '.').join(''));
  const good = line.length === 81 ? [...line].filter((c, i) => c === truth[i]).length : 0;
  right += good;
  if (good === 81) exact += 1;
  else console.log(`${name}: ${line.length === 81 ? `${81 - good} cells wrong` : 'not read'}`);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
}
times.sort((a, b) => a - b);
console.log(`${exact}/${names.length} grids exact, ${right}/${names.length * 81} cells right, `
  + `median ${times[times.length >> 1]} ms from file to preview (the first includes loading the reader)`);
await browser.close();
await server.close();
