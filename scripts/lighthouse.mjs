#!/usr/bin/env node
// Lighthouse 12.2.3 scores of the built site (dist/), served gzipped.
//
// What it measures: the four Lighthouse categories (performance,
// accessibility, best-practices, seo) of dist/index.html, mobile (Lighthouse's
// default: simulated slow 4G and a 4x slower CPU) and desktop
// (--preset=desktop), each run N times (3 by default). It prints, per form
// factor, the median of each category score and of the key metrics (FCP, LCP,
// TBT, CLS, Speed Index), the page's targets (mobile performance >= 0.98,
// desktop 1.00 in every category), and every audit that is not passed in some
// run (score < 1; a score under 0.9 is what Lighthouse shows as failed). Each
// run's line also gives the FCP and LCP of the unthrottled load Lighthouse
// watched (its metrics are simulated from that load): an observed LCP later
// than the observed FCP means a later paint, the app's first render, counted
// as the largest. The long tasks of the median-TBT run show what TBT is.
//
// Lighthouse 12.2.3 predates this Chromium (156): a few weight-0 audits
// (largest-contentful-paint-element, layout-shifts, render-blocking-resources,
// ...) end in "Cannot read properties of undefined (reading
// 'frame_sequence')", an error of Lighthouse's trace engine, not of the site.
//
// How: Lighthouse is installed on demand, pinned to exactly 12.2.3, into a
// scratch folder outside the repository ($LIGHTHOUSE_DIR, by default
// <tmpdir>/lighthouse-12.2.3; nothing is installed when it is already
// there). dist/ is served by a small static server in this script on a free
// loopback port, with Content-Encoding: gzip for text and wasm (as a real host
// would) and no caching headers (those are the host's: Lighthouse's
// "uses-long-cache-ttl" reflects this server, not the site). Chromium is
// /usr/bin/chromium (or $CHROME_PATH), headless, without sandbox.
//
// It is a measurement tool, not a test: it exits 0 whatever the scores (1
// only when it cannot run at all). The runs are timed on this machine, so a
// build running beside it lowers the mobile performance score; each run's
// benchmarkIndex (Lighthouse's CPU speed estimate) is printed so a slow run
// shows.
//
// Run (after trunk build --release):
//   node scripts/lighthouse.mjs [--runs 3] [--only mobile|desktop] [--dir dist]
//                               [--out DIR] [--url URL]
//   --out DIR  keeps every run's JSON report there (default: a temp folder,
//              printed at the end);
//   --url URL  measures that address instead of serving --dir.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const VERSION = '12.2.3';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  ['first-contentful-paint', 'FCP', 'ms'],
  ['largest-contentful-paint', 'LCP', 'ms'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
  ['speed-index', 'Speed Index', 'ms'],
  ['interactive', 'TTI', 'ms'],
];
const TARGETS = {
  mobile: { performance: 0.98 },
  desktop: Object.fromEntries(CATEGORIES.map((c) => [c, 1])),
};

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i < 0 ? fallback : args[i + 1];
};
const runs = Number(option('--runs', 3));
const only = option('--only', null);
const dir = path.resolve(option('--dir', path.join(here, '..', 'dist')));
const outDir = path.resolve(option('--out', fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-reports-'))));
const givenUrl = option('--url', null);
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const lhDir = path.resolve(process.env.LIGHTHOUSE_DIR || path.join(os.tmpdir(), `lighthouse-${VERSION}`));
const forms = only ? [only] : ['mobile', 'desktop'];
if (!forms.every((f) => f in TARGETS) || !(runs >= 1)) {
  console.error('usage: node scripts/lighthouse.mjs [--runs N] [--only mobile|desktop] [--dir DIST] [--out DIR] [--url URL]');
  process.exit(1);
}

/** The path of Lighthouse's CLI, installing lighthouse@VERSION first if need be. */
function lighthouseCli() {
  const pkg = path.join(lhDir, 'node_modules', 'lighthouse', 'package.json');
  const installed = () => fs.existsSync(pkg) && JSON.parse(fs.readFileSync(pkg, 'utf8')).version === VERSION;
  if (!installed()) {
    console.log(`Installing lighthouse@${VERSION} into ${lhDir} ...`);
    fs.mkdirSync(lhDir, { recursive: true });
    execFileSync('npm', ['install', '--prefix', lhDir, '--no-audit', '--no-fund', '--save-exact', `lighthouse@${VERSION}`],
      { stdio: ['ignore', 'inherit', 'inherit'] });
    if (!installed()) throw new Error(`lighthouse@${VERSION} did not install into ${lhDir}`);
  }
  return path.join(path.dirname(pkg), 'cli', 'index.js');
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSED = new Set(['.html', '.js', '.mjs', '.wasm', '.css', '.json', '.svg', '.txt', '.webmanifest']);

/** A static server for `root` on 127.0.0.1 (a free port), gzipping text and wasm. */
function serve(root) {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${root}/index.html missing: build the site first (trunk build --release)`);
  }
  const gzipped = new Map(); // file -> { key: mtime+size, body }
  const server = http.createServer((req, res) => {
    let pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (pathname.endsWith('/')) pathname += 'index.html';
    const file = path.join(root, path.normalize(pathname));
    let stat;
    try {
      stat = file.startsWith(root + path.sep) && fs.statSync(file);
    } catch {
      stat = null;
    }
    if (!stat || !stat.isFile()) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      return res.end('not found');
    }
    const ext = path.extname(file);
    const headers = { 'Content-Type': TYPES[ext] || 'application/octet-stream' };
    let body = fs.readFileSync(file);
    if (COMPRESSED.has(ext)) {
      headers.Vary = 'Accept-Encoding';
      if (/\bgzip\b/.test(req.headers['accept-encoding'] || '')) {
        const key = `${stat.mtimeMs}:${stat.size}`;
        let cached = gzipped.get(file);
        if (!cached || cached.key !== key) {
          cached = { key, body: zlib.gzipSync(body, { level: 9 }) };
          gzipped.set(file, cached);
        }
        body = cached.body;
        headers['Content-Encoding'] = 'gzip';
      }
    }
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => resolve({
      url: `http://127.0.0.1:${server.address().port}/`,
      close: () => new Promise((r) => server.close(r)),
    }));
  });
}

/** Runs Lighthouse once; resolves to its report (LHR), also written to `file`. */
function lighthouse(cli, url, form, file) {
  const flags = [
    cli, url,
    '--output=json', `--output-path=${file}`, '--quiet',
    `--chrome-path=${chromePath}`,
    '--chrome-flags=--headless=new --no-sandbox',
    `--only-categories=${CATEGORIES.join(',')}`,
  ];
  if (form === 'desktop') flags.push('--preset=desktop');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, flags, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, CHROME_PATH: chromePath } });
    let stderr = '';
    child.stderr.on('data', (d) => { stderr += d; });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0 || !fs.existsSync(file)) return reject(new Error(`lighthouse exited ${code}: ${stderr.trim()}`));
      resolve(JSON.parse(fs.readFileSync(file, 'utf8')));
    });
  });
}

const median = (values) => {
  const v = values.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (v.length === 0) return null;
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};
const fmtScore = (s) => (s === null ? 'n/a' : s.toFixed(2));
const fmtMetric = (v, unit) => (v === null ? 'n/a' : unit === 'ms' ? `${Math.round(v)} ms` : v.toFixed(3));

/** The category (or categories) an audit counts in, from the report. */
function categoriesOf(lhr) {
  const of = {};
  for (const [id, cat] of Object.entries(lhr.categories)) {
    for (const ref of cat.auditRefs) (of[ref.id] ??= []).push(`${id}${ref.weight ? '' : ' (weight 0)'}`);
  }
  return of;
}

/** A short account of an audit's items (first few), for the summary. */
function itemsOf(audit) {
  const items = audit.details?.items ?? [];
  return items.slice(0, 4).map((item) => {
    const node = item.node?.snippet || item.node?.selector;
    const where = item.url || item.source?.url || node || item.label || item.description || '';
    const why = item.node?.explanation?.split('\n').slice(0, 2).join(' ') || '';
    return `${String(where).slice(0, 140)}${why ? ` -- ${why.slice(0, 200)}` : ''}`;
  }).filter(Boolean).concat(items.length > 4 ? [`... and ${items.length - 4} more`] : []);
}

fs.mkdirSync(outDir, { recursive: true });
const cli = lighthouseCli();
const server = givenUrl ? null : await serve(dir);
const url = givenUrl || server.url;
console.log(`Lighthouse ${VERSION}, ${runs} run(s) per form factor, Chromium ${chromePath}`);
console.log(`Page: ${url}${server ? ` (serving ${dir}, gzipped)` : ''}\n`);

const summary = {};
let unmet = 0;
try {
  for (const form of forms) {
    const lhrs = [];
    for (let n = 1; n <= runs; n++) {
      const file = path.join(outDir, `${form}-${n}.report.json`);
      const t0 = Date.now();
      const lhr = await lighthouse(cli, url, form, file);
      lhrs.push(lhr);
      const scores = CATEGORIES.map((c) => `${c} ${fmtScore(lhr.categories[c]?.score ?? null)}`).join(', ');
      // The unthrottled load Lighthouse watched, from which it simulates the metrics: an
      // observed LCP later than the observed FCP means a later paint (the app's first
      // render, say) is the largest, and the simulated LCP then waits for what came before it.
      const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
      console.log(`  ${form} run ${n}: ${scores}; benchmarkIndex ${Math.round(lhr.environment?.benchmarkIndex ?? 0)}, load average ${os.loadavg()[0].toFixed(1)}` +
        `; observed FCP ${Math.round(observed.observedFirstContentfulPaint)} ms, LCP ${Math.round(observed.observedLargestContentfulPaint)} ms` +
        ` (${((Date.now() - t0) / 1000).toFixed(0)} s)${lhr.runtimeError ? `; runtime error: ${lhr.runtimeError.message}` : ''}`);
      for (const w of lhr.runWarnings ?? []) console.log(`    warning: ${w}`);
    }

    const result = { scores: {}, metrics: {}, audits: [] };
    console.log(`\n== ${form}: median of ${runs}`);
    for (const c of CATEGORIES) {
      const m = median(lhrs.map((l) => l.categories[c]?.score ?? null));
      result.scores[c] = m;
      const target = TARGETS[form][c];
      const verdict = target === undefined ? '' : m !== null && m >= target ? `  (target >= ${target.toFixed(2)}: met)` : `  (target >= ${target.toFixed(2)}: NOT met)`;
      if (target !== undefined && !(m >= target)) unmet++;
      console.log(`  ${c.padEnd(15)} ${fmtScore(m)}${verdict}   runs: ${lhrs.map((l) => fmtScore(l.categories[c]?.score ?? null)).join(' ')}`);
    }
    for (const [id, name, unit] of METRICS) {
      const m = median(lhrs.map((l) => l.audits[id]?.numericValue ?? null));
      result.metrics[name] = m;
      const scores = lhrs.map((l) => fmtScore(l.audits[id]?.score ?? null)).join(' ');
      console.log(`  ${name.padEnd(15)} ${fmtMetric(m, unit).padStart(9)}   runs: ${lhrs.map((l) => fmtMetric(l.audits[id]?.numericValue ?? null, unit)).join(', ')}   (metric scores ${scores})`);
    }

    // What TBT is made of: the long tasks (simulated durations) of the run with the median TBT.
    const tbtRun = lhrs.find((l) => l.audits['total-blocking-time']?.numericValue === result.metrics.TBT) ?? lhrs[0];
    const longTasks = tbtRun.audits['long-tasks']?.details?.items ?? [];
    if (longTasks.length) {
      console.log(`  Long tasks of the median-TBT run (simulated; TBT counts what exceeds 50 ms between FCP and TTI): ${longTasks
        .map((t) => `${Math.round(t.duration)} ms at ${Math.round(t.startTime)} ms (${t.url ? t.url.replace(/^.*\//, '') || 'the page' : '?'})`).join(', ')}`);
    }

    // Every audit below a full score in some run, with how many runs.
    const cats = categoriesOf(lhrs[0]);
    const seen = new Map();
    for (const lhr of lhrs) {
      for (const audit of Object.values(lhr.audits)) {
        const mode = audit.scoreDisplayMode;
        const errored = mode === 'error';
        const below = audit.score !== null && audit.score < 1 && !['informative', 'notApplicable', 'manual'].includes(mode);
        if (!errored && !below) continue;
        const entry = seen.get(audit.id) ?? { id: audit.id, title: audit.title, runs: 0, scores: [], display: [], items: itemsOf(audit), error: audit.errorMessage };
        entry.runs++;
        entry.scores.push(audit.score);
        if (audit.displayValue) entry.display.push(audit.displayValue);
        seen.set(audit.id, entry);
      }
    }
    const audits = [...seen.values()].sort((a, b) => Math.min(...a.scores) - Math.min(...b.scores));
    result.audits = audits;
    if (audits.length === 0) {
      console.log('  Audits below a full score: none');
    } else {
      console.log('  Audits below a full score (failed = score < 0.9, as Lighthouse shows them):');
      for (const a of audits) {
        const worst = Math.min(...a.scores.map((s) => s ?? 0));
        const label = a.error ? 'ERROR' : worst < 0.9 ? 'FAILED' : 'below 1';
        console.log(`  - [${label}] ${a.id} (${(cats[a.id] ?? ['no category']).join(', ')}): ${a.title}; ` +
          `${a.runs}/${runs} runs, scores ${a.scores.map((s) => fmtScore(s)).join(' ')}` +
          `${a.display.length ? `; ${[...new Set(a.display)].join(' / ')}` : ''}${a.error ? `; ${a.error}` : ''}`);
        for (const item of a.items) console.log(`      ${item}`);
      }
    }
    console.log('');
    summary[form] = result;
  }
} finally {
  await server?.close();
}

fs.writeFileSync(path.join(outDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
console.log(`${unmet === 0 ? 'All targets met.' : `${unmet} target(s) not met.`} Reports: ${outDir}`);
