#!/usr/bin/env node
// Screenshots of the built site (dist/) in every language, and a list of the
// text that overflows or is clipped, in Debian Chromium driven by
// playwright-core (tests/e2e/node_modules, see tests/e2e/harness.mjs).
//
// Use (after `trunk build --release`):
//
//   node scripts/screenshots.mjs [OUT] [--lang de,fr] [--width 320,1280]
//                                [--scheme light,dark] [--screen empty,more]
//                                [--jobs 4] [--no-shots] [--still]
//
// OUT is the folder for the PNGs (default /tmp/shots; made if missing). For
// each language (?lang=en|de|fr|es|it|nl|pt|ja, waiting until
// document.documentElement.dataset.lang is the tag), each width (320x640,
// 390x844, 1280x800) and each colour scheme (light, dark: the context's
// colorScheme) it writes <lang>-<width>-<scheme>-<screen>.png, screen being:
//   empty       the first screen of an empty board (/?lang=..), the viewport;
//   hint        /?puzzle=EASY&lang=.. after Hint ([data-action=hint]) was
//               pressed three times, each answer waited for; the whole page;
//   lab         then the Solver lab view ([data-action=solver-lab]); whole page;
//   more        then back to Play and the More panel open ([data-action=more]);
//   statistics  then Statistics ([data-action=statistics]) in More, scrolled
//               into the panel's view.
// The options narrow the run to some languages, widths, schemes or screens;
// --jobs is how many browser contexts work at once; --no-shots only checks;
// --still hides the timer (its seconds differ from run to run), so that two
// runs' PNGs can be compared pixel for pixel, before and after a change.
// Before each screenshot the mouse moves to the page's top left corner, so
// no button shows its hover state.
//
// For each screen it also lists what overflows or is clipped, printed at the
// end (language, width, scheme, screen, kind, a selector-like path, the text)
// and written to OUT/overflow.json:
//   clipped   a visible element whose content is wider than its box
//             (scrollWidth > clientWidth + 1) with overflow-x hidden or clip
//             (text cut off, or an ellipsis);
//   scrolls   a visible element that scrolls sideways inside the page
//             (overflow-x auto or scroll, scrollWidth > clientWidth + 1): a
//             panel whose content is wider than it, say;
//   select    a visible select whose chosen option's text is wider than the
//             room inside it (the browser cuts it off);
//   spills    a text node drawn past the left or right edge of its element
//             or of one of its ancestors (up to the first that scrolls or is
//             positioned): a button's label past its border, a heading
//             pushed under its neighbours, say;
//   offscreen a text node extending beyond the viewport's right edge;
//   page      the page scrolls sideways (documentElement.scrollWidth >
//             innerWidth).
// And, as notes (not problems), buttons, tabs, labels and table headings
// whose text breaks inside a word without a hyphen ("broken"; a soft
// hyphen drawn at the break is a hyphen); they are in overflow.json too.
// Each finding is printed once, with the screens (and the scheme, when only
// one) it was seen on.
// The exit status is 0 whatever was found; 1 when a page could not be shown.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, startServer } from '../tests/e2e/harness.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const EASY = '5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259.....';
const LANGS = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'ja'];
const SIZES = { 320: 640, 390: 844, 1280: 800 };
const SCHEMES = ['light', 'dark'];
const SCREENS = ['empty', 'hint', 'lab', 'more', 'statistics'];

function parseArgs(argv) {
  const opts = { out: '/tmp/shots', langs: LANGS, widths: Object.keys(SIZES).map(Number), schemes: SCHEMES, screens: SCREENS, jobs: 4, shots: true, still: false };
  const list = (v) => v.split(',').map((s) => s.trim()).filter(Boolean);
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      if (a.includes('=')) return a.slice(a.indexOf('=') + 1);
      return argv[++i];
    };
    if (a.startsWith('--lang')) opts.langs = list(value());
    else if (a.startsWith('--width')) opts.widths = list(value()).map(Number);
    else if (a.startsWith('--scheme')) opts.schemes = list(value());
    else if (a.startsWith('--screen')) opts.screens = list(value());
    else if (a.startsWith('--jobs')) opts.jobs = Math.max(1, Number(value()));
    else if (a === '--no-shots') opts.shots = false;
    else if (a === '--still') opts.still = true;
    else if (a === '-h' || a === '--help') {
      console.log(fs.readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\nimport ')[0]);
      process.exit(0);
    } else if (a.startsWith('--')) throw new Error(`unknown option ${a}`);
    else opts.out = a;
  }
  for (const w of opts.widths) if (!SIZES[w]) throw new Error(`width ${w}: one of ${Object.keys(SIZES).join(', ')}`);
  return opts;
}

/** The language's "Looking for the next step…" (status-thinking), so a hint's wait knows it. */
function thinking(tag) {
  const file = path.join(ROOT, 'i18n', 'ftl', tag, 'status.ftl');
  const m = /^status-thinking = (.*)$/m.exec(fs.readFileSync(file, 'utf8'));
  return m ? m[1].trim() : 'Looking for the next step';
}

/** Runs in the page: what overflows or is clipped (see the top of the file). */
function findOverflow() {
  const found = [];
  const W = innerWidth;
  const shown = (el) => {
    if (el.closest('[hidden], [aria-hidden=true], .visually-hidden, script, style, template')) return false;
    if (el.getClientRects().length === 0) return false;
    const cs = getComputedStyle(el);
    return cs.visibility !== 'hidden' && cs.display !== 'none' && Number(cs.opacity) > 0;
  };
  const name = (el) => {
    let s = el.tagName.toLowerCase();
    if (el.id) s += `#${el.id}`;
    const action = el.getAttribute('data-action');
    if (action) s += `[data-action=${action}]`;
    for (const c of [...el.classList].slice(0, 2)) s += `.${c}`;
    return s;
  };
  const where = (el) => {
    const parts = [];
    for (let p = el; p && p !== document.body && parts.length < 4; p = p.parentElement) parts.unshift(name(p));
    return parts.join(' > ');
  };
  const text = (el) => (el.innerText || el.textContent || el.value || '').replace(/\s+/g, ' ').trim().slice(0, 80);
  const seen = new Set();
  const add = (kind, el, t, extra) => {
    const key = `${kind}|${where(el)}|${t}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.push({ kind, path: where(el), text: t, ...extra });
  };

  if (document.documentElement.scrollWidth > W) {
    add('page', document.documentElement, '', { scrollWidth: document.documentElement.scrollWidth, innerWidth: W });
  }

  for (const el of document.body.querySelectorAll('*')) {
    if (!shown(el)) continue;
    const cs = getComputedStyle(el);
    if (['hidden', 'clip'].includes(cs.overflowX) && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 1) {
      add('clipped', el, text(el), { scrollWidth: el.scrollWidth, clientWidth: el.clientWidth });
    }
    if (['auto', 'scroll'].includes(cs.overflowX) && el.scrollWidth > el.clientWidth + 1 && el !== document.documentElement) {
      add('scrolls', el, text(el), { scrollWidth: el.scrollWidth, clientWidth: el.clientWidth });
    }
    if (el.tagName === 'SELECT' && el.selectedIndex >= 0) {
      const option = el.options[el.selectedIndex];
      const ctx = (findOverflow.canvas ??= document.createElement('canvas')).getContext('2d');
      ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
      const need = ctx.measureText(option.text).width;
      // The room for the text: the content box less the drop-down arrow (about 20 px).
      const room = el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 20;
      if (need > room + 1) add('select', el, option.text.trim(), { need: Math.round(need), room: Math.round(room) });
    }
  }

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || !node.textContent.trim() || !shown(el)) continue;
    if (el.closest('option, select')) continue;
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    if (rects.length === 0) continue;
    const right = Math.max(...rects.map((r) => r.right));
    const left = Math.min(...rects.map((r) => r.left));
    const t = node.textContent.replace(/\s+/g, ' ').trim().slice(0, 80);
    if (right > W + 1) add('offscreen', el, t, { right: Math.round(right), innerWidth: W });
    // Spilling out of a box: the text drawn past the left or right edge of
    // one of its block-level (or inline-block, flex, grid) ancestors, up to
    // the first that scrolls or is positioned out of the flow (the More
    // panel); the nearest such ancestor is reported. A label wider than its
    // button, or a heading pushed under its neighbours, is caught here.
    for (let box = el; box && box !== document.body; box = box.parentElement) {
      const bs = getComputedStyle(box);
      if (bs.display === 'inline' || bs.display === 'contents') continue;
      if (bs.overflowX !== 'visible') break;
      const b = box.getBoundingClientRect();
      if (right > b.right + 1 || left < b.left - 1) {
        add('spills', box, t, { by: Math.round(Math.max(right - b.right, b.left - left)) });
        break;
      }
      if (bs.position === 'absolute' || bs.position === 'fixed') break;
    }
  }

  // Notes: a button's, tab's, label's or table heading's text broken inside
  // a word without a hyphen (a soft hyphen of the text, drawn at the break,
  // counts as one).
  const lang = document.documentElement.lang;
  if (lang !== 'ja') {
    for (const el of document.body.querySelectorAll('button, [role=tab], label, th')) {
      if (!shown(el)) continue;
      const hyphens = getComputedStyle(el).hyphens === 'auto';
      const w2 = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = w2.nextNode(); node; node = w2.nextNode()) {
        const s = node.textContent;
        if (s.trim().length < 2) continue;
        let lastTop = null;
        for (let i = 0; i < s.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const r = range.getClientRects()[0];
          if (!r || r.width === 0) continue;
          if (lastTop !== null && r.top > lastTop + 2) {
            const before = s.slice(0, i).replace(/\u00AD/g, '');
            const after = s.slice(i).replace(/\u00AD/g, '');
            const soft = /\u00AD\p{L}?$/u.test(s.slice(0, i)) || s[i] === '\u00AD';
            if (!soft && /\p{L}$/u.test(before) && /^\p{L}/u.test(after)) {
              add('broken', el, text(el).replace(/\u00AD/g, ''), { at: `${before}|${after}`, ...(hyphens ? { hyphens: 'auto' } : {}) });
            }
          }
          lastTop = r.top;
        }
      }
    }
  }
  return found;
}

async function statusText(page) {
  return (await page.locator('[role=status]').first().textContent()) ?? '';
}

/** Clicks Hint (the visible one) and waits for its answer. */
async function hint(page, busy) {
  const before = await statusText(page);
  await page.locator('[data-action=hint]').filter({ visible: true }).first().click();
  await page.waitForFunction(([old, b]) => {
    const t = document.querySelector('[role=status]')?.textContent ?? '';
    return t !== old && !t.startsWith(b);
  }, [before, busy], { timeout: 15000 });
}

async function ready(page, tag) {
  await page.waitForFunction((t) => document.documentElement.dataset.lang === t
    && document.querySelectorAll('[role=gridcell]').length === 81, tag, { timeout: 20000 });
  await page.evaluate(() => document.fonts.ready);
}

async function settle(page) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.waitForTimeout(150);
}

async function run(browser, url, opts, job, results) {
  const { tag, width, scheme } = job;
  const context = await browser.newContext({ viewport: { width, height: SIZES[width] }, colorScheme: scheme, locale: tag });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const want = new Set(opts.screens);
  const shot = async (screen, fullPage) => {
    await page.mouse.move(0, 0);
    await settle(page);
    if (opts.shots) {
      // (Through the CSSOM: the page's Content-Security-Policy refuses the
      // <style> that the screenshot's own `style` option would add.)
      if (opts.still) await page.evaluate(() => document.querySelectorAll('.timer').forEach((t) => { t.style.visibility = 'hidden'; }));
      await page.screenshot({
        path: path.join(opts.out, `${tag}-${width}-${scheme}-${screen}.png`),
        fullPage,
        animations: 'disabled',
        caret: 'hide',
      });
      if (opts.still) await page.evaluate(() => document.querySelectorAll('.timer').forEach((t) => { t.style.visibility = ''; }));
    }
    for (const f of await page.evaluate(`(${findOverflow.toString()})()`)) results.push({ lang: tag, width, scheme, screen, ...f });
  };
  try {
    if (want.has('empty')) {
      await page.goto(`${url}/?lang=${tag}`);
      await ready(page, tag);
      await shot('empty', false);
    }
    if (['hint', 'lab', 'more', 'statistics'].some((s) => want.has(s))) {
      // A fresh page: nothing saved by the empty board's visit matters here.
      await page.evaluate(() => localStorage.clear()).catch(() => {});
      await page.goto(`${url}/?puzzle=${EASY}&lang=${tag}`);
      await ready(page, tag);
      const busy = thinking(tag);
      for (let i = 0; i < 3; i++) await hint(page, busy);
      if (want.has('hint')) await shot('hint', true);
      if (want.has('lab')) {
        await page.locator('[data-action=solver-lab]').click();
        await shot('lab', true);
        await page.locator('[data-action=play]').click();
      }
      if (want.has('more') || want.has('statistics')) {
        await page.locator('[data-action=more]').click();
        await page.locator('#more, .more').filter({ visible: true }).first().waitFor();
        if (want.has('more')) await shot('more', true);
        if (want.has('statistics')) {
          const stats = page.locator('[data-action=statistics]').filter({ visible: true }).first();
          await stats.click();
          await settle(page);
          await page.evaluate(() => {
            const panel = document.querySelector('.stats');
            panel?.scrollIntoView({ block: 'end' });
          });
          await shot('statistics', true);
        }
      }
    }
  } catch (e) {
    errors.push(e.message.split('\n')[0]);
  }
  await context.close();
  return errors;
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  fs.mkdirSync(opts.out, { recursive: true });
  const server = await startServer();
  const browser = await launch(['--lang=en-US']);
  const jobs = [];
  for (const tag of opts.langs) for (const width of opts.widths) for (const scheme of opts.schemes) jobs.push({ tag, width, scheme });
  const results = [];
  const failures = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      const errors = await run(browser, server.url, opts, job, results);
      for (const e of errors) failures.push(`${job.tag}-${job.width}-${job.scheme}: ${e}`);
      process.stderr.write(`${job.tag}-${job.width}-${job.scheme}${errors.length ? ' FAILED' : ''}\n`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(opts.jobs, jobs.length) }, worker));
  await browser.close();
  await server.close();

  const order = (r) => [LANGS.indexOf(r.lang), r.width, SCHEMES.indexOf(r.scheme), SCREENS.indexOf(r.screen)];
  results.sort((a, b) => {
    const x = order(a);
    const y = order(b);
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] - y[i];
    return a.path.localeCompare(b.path);
  });
  fs.writeFileSync(path.join(opts.out, 'overflow.json'), `${JSON.stringify(results, null, 1)}\n`);
  const problems = results.filter((r) => r.kind !== 'broken');
  const notes = results.filter((r) => r.kind === 'broken');
  // One line per finding (language, width, kind, element, text), with the
  // schemes and screens it was seen on: the same clipped label is seen on
  // several screens, light and dark.
  const grouped = (list) => {
    const lines = new Map();
    for (const r of list) {
      const extra = Object.entries(r).filter(([k]) => !['lang', 'width', 'scheme', 'screen', 'kind', 'path', 'text'].includes(k))
        .map(([k, v]) => `${k}=${v}`).join(' ');
      const key = [r.lang, r.width, r.kind, r.path, JSON.stringify(r.text), extra].join('\t');
      const seen = lines.get(key) ?? { schemes: new Set(), screens: new Set() };
      seen.schemes.add(r.scheme);
      seen.screens.add(r.screen);
      lines.set(key, seen);
    }
    return [...lines].map(([key, { schemes, screens }]) => {
      const [lang, width, kind, where, text, extra] = key.split('\t');
      const on = `${[...screens].join(',')}${schemes.size === 1 ? ` (${[...schemes][0]} only)` : ''}`;
      return `${lang}\t${width}\t${on}\t${kind}\t${where}\t${text}${extra ? `\t${extra}` : ''}`;
    });
  };
  const problemLines = grouped(problems);
  console.log(`Overflowing or clipped text: ${problems.length} findings, ${problemLines.length} distinct`);
  console.log('lang\twidth\tscreens\tkind\telement\ttext\tmeasures');
  for (const l of problemLines) console.log(l);
  const noteLines = grouped(notes);
  console.log(`\nLabels broken inside a word without a hyphen (notes; hyphens=auto: a browser with hyphenation dictionaries draws one there): ${noteLines.length} distinct`);
  for (const l of noteLines) console.log(l);
  if (failures.length) {
    console.log(`\nPages that could not be shown: ${failures.length}`);
    for (const f of failures) console.log(f);
  }
  console.log(`\n${opts.shots ? `Screenshots and ` : ''}overflow.json in ${opts.out}`);
  process.exitCode = failures.length ? 1 : 0;
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
