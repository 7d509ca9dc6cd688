// End-to-end tests of the page's languages (docs/interfaces.md, Languages):
// each language opens from ?lang= and from the browser's languages, speaks
// only itself on the first screen, formats Solve's call count for itself,
// switches at once from the language select without touching the board,
// is remembered across a reload, and axe finds nothing in it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { setup, boardLine, axeViolations, control, settled, press, DIST } from './harness.mjs';

const EASY = '5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259.....';
const HARDER = '..54....9.2..6..7.6....51..1....37...7..9..4...32....6..18....7.6..7..2.9....28..';
const ROOT = fileURLToPath(new URL('../../i18n/ftl/', import.meta.url));

/**
 * The plain messages of a language's catalogue (one line, no placeables):
 * enough to know what the page must show.
 */
function catalogue(tag) {
  const dir = path.join(ROOT, tag);
  const messages = new Map();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ftl'))) {
    for (const line of fs.readFileSync(path.join(dir, file), 'utf8').split('\n')) {
      const m = /^([a-z][a-z0-9-]*) = ([^{}]+)$/.exec(line);
      if (m) messages.set(m[1], m[2].trim());
    }
  }
  return messages;
}

/** The text of message `id` in `tag` before its first placeable (`{`). */
function opening(tag, id) {
  const dir = path.join(ROOT, tag);
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ftl'))) {
    const m = new RegExp(`^${id} = ([^{\\n]*)`, 'm').exec(fs.readFileSync(path.join(dir, file), 'utf8'));
    if (m) return m[1];
  }
  return null;
}

const TAGS = fs.readdirSync(ROOT).filter((d) => fs.statSync(path.join(ROOT, d)).isDirectory()).sort();
const OTHERS = TAGS.filter((t) => t !== 'en');
const english = catalogue('en');

const suite = setup();

/** Waits until the page speaks `tag` (its catalogue arrived and is in use). */
async function speaks(page, tag) {
  await page.waitForFunction((t) => document.documentElement.dataset.lang === t && document.documentElement.lang === t, tag);
}

/** The text of the first screen a reader sees (what is visible). */
async function visibleText(page) {
  return page.evaluate(() => {
    const parts = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || !node.textContent.trim()) continue;
      if (el.closest('[hidden], [aria-hidden=true], option, script, style')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      parts.push(node.textContent.trim());
    }
    return parts.join(' | ');
  });
}

test('every language folder has a catalogue the page can fetch', async () => {
  assert.ok(TAGS.includes('en'));
  for (const tag of OTHERS) {
    const page = await suite.open('/');
    for (const file of [`${tag}.bin`, `${tag}-modules.bin`]) {
      const response = await page.request.get(`${suite.url}/lang/${file}`);
      assert.equal(response.status(), 200, `lang/${file}`);
      assert.ok((await response.body()).length > 1000, `lang/${file} holds a catalogue`);
    }
    await page.context().close();
  }
});

for (const tag of OTHERS) {
  test(`${tag}: ?lang=${tag} speaks ${tag} only on the first screen, and axe finds nothing`, async () => {
    const words = catalogue(tag);
    const page = await suite.open(`/?lang=${tag}`);
    await speaks(page, tag);
    // The language is taken out of the address (a shared link carries none).
    assert.ok(!page.url().includes('lang='), page.url());
    assert.equal(await page.title(), words.get('language-document-title'));
    for (const id of ['page-view-play', 'page-view-lab']) {
      const name = words.get(id);
      assert.ok(name, `${tag} has ${id}`);
      assert.equal(await page.getByRole('button', { name, exact: true }).count(), 1, `${tag}: the ${id} button says ${name}`);
    }
    // No English sentence of the first screen is left (messages whose
    // translation differs from the English, longer than one word).
    const text = await visibleText(page);
    const left = [...english].filter(([id, en]) => en.includes(' ') && words.get(id) !== en && text.includes(en));
    assert.deepEqual(left, [], `${tag}: English on the first screen`);
    assert.equal(await page.locator('#language').inputValue(), tag);
    assert.deepEqual(await axeViolations(page), []);
  });
}

test('the first of the browser languages the page speaks is chosen on a first visit', async () => {
  const page = await suite.open('/', { locale: 'de-CH' });
  await speaks(page, 'de');
  await page.context().close();
  const other = await suite.open('/', { locale: 'sv-SE' });
  await speaks(other, 'en');
});

test('the language select switches at once, keeps the board, and the choice survives a reload', async () => {
  const tag = OTHERS.includes('de') ? 'de' : OTHERS[0];
  if (!tag) return;
  const page = await suite.open(`/?puzzle=${EASY}`);
  const board = await boardLine(page);
  const select = await control(page, english.get('language-label'), 'combobox');
  await select.selectOption(tag);
  await speaks(page, tag);
  assert.equal(await boardLine(page), board);
  const words = catalogue(tag);
  assert.equal(await page.getByRole('button', { name: words.get('page-view-lab'), exact: true }).count(), 1);
  await page.reload();
  await page.waitForFunction(() => document.querySelectorAll('[role=gridcell]').length === 81);
  await speaks(page, tag);
  assert.equal(await boardLine(page), board);
  // And back to English, at once (its words are built in).
  await (await control(page, words.get('language-label'), 'combobox')).selectOption('en');
  await speaks(page, 'en');
  assert.equal(await page.getByRole('button', { name: 'Solver lab', exact: true }).count(), 1);
});

// The tutorial backtracking counts HARDER's calls exactly (the seeds'
// counts, docs/solver.md): 4,428 calls and 4,373 backtracks to the first
// solution, written as the browser's Intl writes them in each language.
for (const tag of OTHERS) {
  test(`${tag} writes Solve's call count its own way`, async () => {
    const words = catalogue(tag);
    const page = await suite.open(`/?lang=${tag}&puzzle=${HARDER}`);
    await speaks(page, tag);
    await (await control(page, words.get('page-view-lab'))).click();
    await page.locator('#algorithm').selectOption('naive');
    await page.locator('[data-action="solve"]').click();
    const format = new Intl.NumberFormat(tag);
    const [calls, backtracks] = [format.format(4428), format.format(4373)];
    await page.waitForFunction((c) => document.querySelector('[role=status]')?.textContent.includes(c), calls);
    const status = await page.locator('[role=status]').textContent();
    assert.ok(status.includes(backtracks), `${tag}: ${backtracks} in ${status}`);
    if (calls !== '4,428') assert.ok(!status.includes('4,428'), `${tag}: English digits in ${status}`);
  });
}

for (const tag of OTHERS) {
  test(`${tag}: Hint teaches in ${tag}, its answer worded by the puzzle worker in ${tag}`, async () => {
    const words = catalogue(tag);
    const page = await suite.open(`/?lang=${tag}&puzzle=${EASY}`);
    await speaks(page, tag);
    const status = page.locator('[role=status]');
    const hint = page.locator('[data-action="hint"]').filter({ visible: true }).first();
    await hint.click();
    const first = opening(tag, 'explain-hint-where');
    await page.waitForFunction((t) => document.querySelector('[role=status]')?.textContent.includes(t), first);
    assert.ok((await status.textContent()).includes(words.get('explain-hint-where-more')), await status.textContent());
    await hint.click();
    await hint.click();
    const answer = opening(tag, 'explain-hint-answer');
    await page.waitForFunction(([t, more]) => {
      const text = document.querySelector('[role=status]')?.textContent ?? '';
      return text.includes(t) && !text.includes(more);
    }, [answer, words.get('explain-hint-cells-more')]);
    const text = await status.textContent();
    // The step's own sentences (made in the puzzle worker) are not English.
    assert.doesNotMatch(text, /\b(row|column|box|the only|can only|must be)\b/i, text);
  });
}

/** The message `id` of `tag` with one variable, `name`, set to `value` (a message on one line). */
function withVariable(tag, id, name, value) {
  const dir = path.join(ROOT, tag);
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ftl'))) {
    const m = new RegExp(`^${id} = (.*)$`, 'm').exec(fs.readFileSync(path.join(dir, file), 'utf8'));
    if (m) return m[1].replace(`{ $${name} }`, value);
  }
  return null;
}

test('the description, the manifest and the noscript line follow the language', async () => {
  const page = await suite.open('/');
  const description = () => page.locator('meta[name=description]').getAttribute('content');
  const manifest = () => page.locator('link[rel=manifest]').getAttribute('href');
  assert.equal(await description(), english.get('language-document-description'));
  assert.equal(await manifest(), 'manifest.webmanifest');
  const en = await (await page.request.get(`${suite.url}/manifest.webmanifest`)).json();
  assert.equal(en.lang, 'en');
  assert.equal(en.description, english.get('language-document-description'));
  for (const tag of OTHERS) {
    const words = catalogue(tag);
    const select = await control(page, catalogue(await page.evaluate(() => document.documentElement.lang)).get('language-label') ?? english.get('language-label'), 'combobox');
    await select.selectOption(tag);
    await speaks(page, tag);
    assert.equal(await description(), words.get('language-document-description'), tag);
    assert.equal(await manifest(), `manifest-${tag}.webmanifest`);
    const theirs = await (await page.request.get(`${suite.url}/manifest-${tag}.webmanifest`)).json();
    // The same app (start_url, scope, icons) in the language's words.
    assert.deepEqual({ ...theirs, lang: 'en', description: en.description }, en, tag);
    assert.equal(theirs.lang, tag);
    assert.equal(theirs.description, words.get('language-document-description'));
  }
  await (await control(page, catalogue(OTHERS.at(-1)).get('language-label'), 'combobox')).selectOption('en');
  await speaks(page, 'en');
  assert.equal(await description(), english.get('language-document-description'));
  assert.equal(await manifest(), 'manifest.webmanifest');
  // No script runs for <noscript>: one line in each language, marked with it.
  const html = await (await page.request.get(`${suite.url}/`)).text();
  const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)[1];
  assert.deepEqual([...noscript.matchAll(/<p lang="?([a-z]+)"?>/g)].map((m) => m[1]).sort(), TAGS);
});

test('an open Batch panel follows a language change, and back to English', async () => {
  const page = await suite.open('/');
  await (await control(page, 'Batch solve…')).click();
  const title = page.locator('#batch-title');
  await title.waitFor();
  assert.equal(await title.textContent(), english.get('batch-title'));
  for (const tag of [OTHERS.includes('de') ? 'de' : OTHERS[0], 'en']) {
    const words = catalogue(tag);
    const label = catalogue(await page.evaluate(() => document.documentElement.lang)).get('language-label');
    await (await control(page, label, 'combobox')).selectOption(tag);
    await speaks(page, tag);
    await page.waitForFunction((t) => document.querySelector('#batch-title')?.textContent === t, words.get('batch-title'));
    assert.equal(await page.getByRole('button', { name: words.get('batch-run'), exact: true }).count(), 1, tag);
  }
});

test('the camera panel, opened again after a language change, speaks the new language', async () => {
  const page = await suite.open('/');
  await page.locator('#camera-open').click();
  const title = page.locator('#camera-title');
  await title.waitFor();
  assert.equal(await title.textContent(), english.get('camera-title'));
  await page.locator('#camera').getByRole('button', { name: english.get('camera-close'), exact: true }).click();
  assert.ok(await page.locator('#camera').isHidden());
  const tag = OTHERS.includes('de') ? 'de' : OTHERS[0];
  const words = catalogue(tag);
  await (await control(page, english.get('language-label'), 'combobox')).selectOption(tag);
  await speaks(page, tag);
  // The More panel, where the language select is, closed again.
  await page.locator('[data-action="more"]').click();
  await page.locator('#camera-open').click();
  await page.waitForFunction((t) => document.querySelector('#camera-title')?.textContent === t, words.get('camera-title'));
  // Close shows once the camera has failed to start (this browser has none).
  await page.locator('#camera').getByRole('button', { name: words.get('camera-close'), exact: true }).waitFor();
});

test('the reader worker words why a photo was not read in the page\'s language', async () => {
  const tag = OTHERS.includes('de') ? 'de' : OTHERS[0];
  const words = catalogue(tag);
  const page = await suite.open(`/?lang=${tag}&puzzle=${EASY}`);
  await speaks(page, tag);
  await page.locator('#photo-file').setInputFiles({ name: 'empty.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(0) });
  const failed = withVariable(tag, 'photo-failed', 'why', words.get('worker-read-file-empty'));
  await page.waitForFunction((t) => document.querySelector('.photo-note')?.textContent.startsWith(t), failed, { timeout: 30_000 });
  assert.equal(await page.locator('.photo-note').textContent(), `${failed} ${words.get('photo-advice-file')}`);
});

test('the Solver lab\'s algorithm names fit their chooser at 320 px in every language', async () => {
  const cut = [];
  for (const tag of TAGS) {
    const page = await suite.open(`/?lang=${tag}`, { viewport: { width: 320, height: 640 } });
    await speaks(page, tag);
    await (await control(page, catalogue(tag).get('page-view-lab'))).click();
    const select = page.locator('#algorithm');
    for (const value of await select.evaluate((s) => [...s.options].map((o) => o.value))) {
      await select.selectOption(value);
      const { need, room } = await select.evaluate((el) => {
        const cs = getComputedStyle(el);
        const ctx = document.createElement('canvas').getContext('2d');
        ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
        // The room for the text: the content box less the drop-down arrow (about 20 px).
        return {
          need: ctx.measureText(el.options[el.selectedIndex].text).width,
          room: el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 20,
        };
      });
      if (need > room + 1) cut.push(`${tag} ${value}: the name needs ${Math.round(need)} px, the chooser has ${room}`);
    }
    await page.context().close();
  }
  assert.deepEqual(cut, []);
});

test('a hint on screen is worded again in the new language, shown as far as it was', async () => {
  if (!OTHERS.includes('de')) return;
  const page = await suite.open(`/?puzzle=${EASY}`);
  const headline = page.locator('[role=status] .headline');
  const hint = page.locator('[data-action="hint"]').filter({ visible: true }).first();
  for (let i = 0; i < 3; i += 1) {
    await hint.click();
    await settled(page);
  }
  assert.equal(await headline.textContent(), 'Hint: Naked single. Row 1, column 2 has only one candidate left, so it must be 3.');
  await (await control(page, english.get('language-label'), 'combobox')).selectOption('de');
  await speaks(page, 'de');
  const german = 'Tipp: Nackter Single. In Zeile 1, Spalte 2 bleibt nur noch ein Kandidat, also muss dort die 3 stehen.';
  await page.waitForFunction((t) => document.querySelector('[role=status] .headline')?.textContent === t, german);
  await (await control(page, catalogue('de').get('language-label'), 'combobox')).selectOption('en');
  await speaks(page, 'en');
  await page.waitForFunction(() => document.querySelector('[role=status] .headline')?.textContent
    === 'Hint: Naked single. Row 1, column 2 has only one candidate left, so it must be 3.');
});

test('the steps taken and Step\'s result are worded again in the new language, for Undo and Redo too', async () => {
  if (!OTHERS.includes('de')) return;
  const page = await suite.open(`/?puzzle=${EASY}`);
  for (let n = 0; n < 3; n += 1) await press(page, 'Step');
  const lines = () => page.locator('.steps-list button').allTextContents();
  const before = await lines();
  assert.equal(before.length, 3);
  assert.equal(before[0], 'Naked single: 3 in row 1, column 2');
  const headline = page.locator('[role=status] .headline');
  const said = await headline.textContent();
  await (await control(page, english.get('language-label'), 'combobox')).selectOption('de');
  await speaks(page, 'de');
  const de = catalogue('de');
  // Every line in German, none left in English; Step's result too.
  await page.waitForFunction(([first, old]) => {
    const items = [...document.querySelectorAll('.steps-list button')].map((b) => b.textContent);
    return items.length === 3 && items[0].startsWith(first) && items.every((t) => !old.includes(t));
  }, [de.get('step-technique-naked-single'), before]);
  const german = await lines();
  await page.waitForFunction((old) => document.querySelector('[role=status] .headline')?.textContent !== old, said);
  assert.ok((await headline.textContent()).includes(german[2].split(':')[0]), await headline.textContent());
  // Undo and Redo bring back steps in German (the steps list's keys).
  await page.locator('[data-action="more"]').click();
  await page.locator('.steps-list button').first().focus();
  // (The board Undo brings back kept its steps in English: the puzzle
  // worker takes them again in German, a moment later.)
  const shows = (want) => page.waitForFunction((w) => JSON.stringify([...document.querySelectorAll('.steps-list button')]
    .map((b) => b.textContent)) === JSON.stringify(w), want);
  await page.keyboard.press('Control+z');
  await shows(german.slice(0, 2));
  await page.locator('.steps-list button').first().focus();
  await page.keyboard.press('Control+y');
  await shows(german);
  // And back to English, word for word as they were.
  await (await control(page, de.get('language-label'), 'combobox')).selectOption('en');
  await speaks(page, 'en');
  await page.waitForFunction((old) => JSON.stringify([...document.querySelectorAll('.steps-list button')]
    .map((b) => b.textContent)) === JSON.stringify(old), before);
});

test('a Batch or camera panel whose module cannot load says so in the page\'s language', async () => {
  const tag = OTHERS.includes('de') ? 'de' : OTHERS[0];
  const words = catalogue(tag);
  const page = await suite.open(`/?lang=${tag}`);
  await speaks(page, tag);
  await page.route('**/batch_bg.wasm', (route) => route.abort());
  await page.route('**/camera_bg.wasm', (route) => route.abort());
  await (await control(page, words.get('page-compare-batch'))).click();
  await page.waitForFunction((t) => document.querySelector('#batch')?.textContent === t, words.get('batch-not-loaded'));
  // It follows a change of language while it is shown.
  await (await control(page, words.get('language-label'), 'combobox')).selectOption('en');
  await speaks(page, 'en');
  await page.waitForFunction((t) => document.querySelector('#batch')?.textContent === t, english.get('batch-not-loaded'));
  await (await control(page, english.get('language-label'), 'combobox')).selectOption(tag);
  await speaks(page, tag);
  await page.locator('[data-action="more"]').click();
  await page.locator('#camera-open').click();
  const dialog = page.getByRole('dialog', { name: words.get('camera-title'), exact: true });
  await dialog.getByText(words.get('camera-not-loaded'), { exact: true }).waitFor();
  await dialog.getByRole('button', { name: words.get('camera-close'), exact: true }).click();
  assert.ok(await page.locator('#camera').isHidden());
  // The aborted requests are the failure tested, not a fault.
  suite.problems.length = 0;
});

test('a change of language fetches only the page\'s catalogue (at most 15 KiB gzip) before it speaks; the workers\' words come with their first request', async () => {
  const page = await suite.open(`/?puzzle=${EASY}`, {
    init: (p) => p.addInitScript(() => {
      new MutationObserver(() => {
        if (document.documentElement.dataset.lang === 'de' && window.germanAt === undefined) window.germanAt = performance.now();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-lang'] });
    }),
  });
  const select = await control(page, english.get('language-label'), 'combobox');
  const started = Date.now();
  await select.selectOption('de');
  await speaks(page, 'de');
  console.log(`# the switch to German took ${Date.now() - started} ms (select to data-lang)`);
  // The select is in More: Escape closes it, and Hint is pressed.
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.getElementById('more-panel')?.hidden !== false);
  const hint = page.locator('[data-action="hint"]').filter({ visible: true }).first();
  await hint.click();
  await page.waitForFunction((t) => document.querySelector('[role=status]')?.textContent.includes(t), opening('de', 'explain-hint-where'));
  const { germanAt, fetched } = await page.evaluate(() => ({
    germanAt: window.germanAt,
    fetched: performance.getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.includes('/lang/'))
      .map((e) => ({ file: new URL(e.name).pathname.replace(/^.*\/lang\//, ''), at: e.startTime })),
  }));
  const before = fetched.filter((f) => f.at < germanAt).map((f) => f.file);
  assert.deepEqual(before.filter((f) => f !== 'en-later.bin'), ['de.bin'], `fetched before German was spoken: ${before.join(', ')}`);
  assert.ok(fetched.some((f) => f.file === 'de-modules.bin' && f.at >= germanAt), 'the workers\' part came with the hint');
  for (const file of ['de.bin', 'de-modules.bin']) {
    const gzip = zlib.gzipSync(fs.readFileSync(path.join(DIST, 'lang', file)), { level: 9 }).length;
    assert.ok(gzip <= 15 * 1024, `lang/${file} is ${gzip} bytes gzip`);
  }
});
