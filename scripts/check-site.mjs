#!/usr/bin/env node
// Checks a built site before it is published (scripts/build-site.sh runs it):
//   - every file the page, its stylesheets, its scripts and the manifest refer
//     to exists, and every such address is relative (no "/...", no
//     "https://..."), so the site works at any path;
//   - sw.js lists exactly the site's other files, with their current hashes;
//   - the size of each file, raw and gzip, and the gzip total of the first
//     load within the limit: what the page fetches before its board can be
//     played (scripts/site-parts.mjs says which files, and why the others
//     come later); the reader worker's files within 1 MiB gzip; each
//     language's catalogue files (lang/<tag>*.bin, .ftl) within 15 KiB gzip;
//   - served under BASE by a local static server, the page and every file load.
//
//   node scripts/check-site.mjs [DIR] [--base /sudoku/] [--limit-kib 200]
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { onDemand, afterStart } from './site-parts.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const [value] = args.splice(i, 2).slice(1);
  return value;
};
let base = option('--base', '/');
const limitKib = Number(option('--limit-kib', process.env.GZIP_LIMIT_KIB || 200));
const dir = path.resolve(args[0] || 'dist');
if (!base.startsWith('/')) base = `/${base}`;
if (!base.endsWith('/')) base += '/';

const problems = [];
const files = fs.readdirSync(dir, { recursive: true })
  .filter((f) => fs.statSync(path.join(dir, f)).isFile())
  .map((f) => f.split(path.sep).join('/'))
  .sort();
const read = (f) => fs.readFileSync(path.join(dir, f));
const text = (f) => read(f).toString('utf8');
if (!files.includes('index.html')) {
  console.error(`check-site: ${dir}/index.html missing: build first`);
  process.exit(1);
}

/** Checks one address found in `from`: relative, and naming a file of the site. */
function reference(from, address) {
  if (address.startsWith('data:') || address.startsWith('#')) return;
  if (/^([a-z][a-z0-9+.-]*:|\/)/i.test(address)) {
    problems.push(`${from}: absolute address ${address}`);
    return;
  }
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), address.split(/[?#]/)[0]));
  if (target === '.' || target === './') return; // the page's own folder
  if (!files.includes(target)) problems.push(`${from}: ${address} does not exist`);
}

// The page: href, src and the boot script's data attributes, quoted or not.
const html = text('index.html');
for (const m of html.matchAll(/\s(href|src|data-app-js|data-app-wasm)=("([^"]*)"|'([^']*)'|([^\s>]+))/g)) {
  reference('index.html', m[3] ?? m[4] ?? m[5]);
}
// Stylesheets.
for (const f of files.filter((f) => f.endsWith('.css'))) {
  for (const m of text(f).matchAll(/url\(\s*['"]?([^'")]+)/g)) reference(f, m[1]);
}
// The manifest.
for (const f of files.filter((f) => f.endsWith('.webmanifest'))) {
  const manifest = JSON.parse(text(f));
  for (const address of [manifest.start_url, manifest.scope, ...(manifest.icons ?? []).map((i) => i.src)]) {
    if (address !== undefined) reference(f, address);
  }
}
// Scripts and wasm: the files they load by a "./name.ext" address, and no
// address starting with "/" handed to a loading call. ("./NAME_bg.js" is the
// name wasm-bindgen gives the glue's imports inside the module, not a file.)
for (const f of files.filter((f) => /\.(js|wasm)$/.test(f))) {
  const code = read(f).toString('latin1');
  for (const m of code.matchAll(/["'`](\.\/[\w.-]+\.(?:js|wasm|css|png|svg|webmanifest))["'`]/g)) {
    if (!m[1].endsWith('_bg.js')) reference(f, m[1]);
  }
  for (const m of code.matchAll(/(importScripts|import|fetch|register|Worker|URL)\(\s*["'`](\/[^"'`]*)/g)) {
    problems.push(`${f}: absolute address ${m[2]}`);
  }
}
for (const name of ['boot.js', 'offline.js', 'worker_boot.js']) {
  if (!files.includes(name)) problems.push(`${name} missing`);
}
reference('offline.js', 'sw.js');

// The service worker's list.
if (!files.includes('sw.js')) {
  problems.push('sw.js missing (scripts/precache.mjs writes it after the build)');
} else {
  const line = text('sw.js').match(/^const PRECACHE = (.*);$/m);
  const precache = line ? JSON.parse(line[1]) : { version: 'dev', files: [] };
  if (precache.version === 'dev') problems.push('sw.js caches nothing: not a release build');
  const listed = new Map(precache.files);
  for (const f of files.filter((f) => f !== 'sw.js')) {
    const hash = crypto.createHash('sha256').update(read(f)).digest('base64');
    if (!listed.has(f)) problems.push(`sw.js does not list ${f}`);
    else if (listed.get(f) !== hash) problems.push(`sw.js has an old hash of ${f}`);
  }
  for (const f of listed.keys()) if (!files.includes(f)) problems.push(`sw.js lists ${f}, which is not in the site`);
}

// Sizes, by `gzip -9` as scripts/web-test.sh measures (Node's zlib, whose
// output is a little larger, where gzip is missing).
const gzipSize = (raw) => {
  try {
    return execFileSync('gzip', ['-9', '-c'], { input: raw, maxBuffer: 1 << 30 }).length;
  } catch {
    return zlib.gzipSync(raw, { level: 9 }).length;
  }
};
let total = 0;
let started = 0;
let later = 0;
let reader = 0;
for (const f of files) {
  const raw = read(f);
  const gz = gzipSize(raw);
  if (onDemand(f)) later += gz;
  else if (afterStart(f)) started += gz;
  else total += gz;
  if (/^reader_worker/.test(f)) reader += gz;
  if (/^lang\/.*\.(ftl|bin)$/.test(f) && gz > 15 * 1024) problems.push(`the catalogue ${f} is ${gz} bytes gzip, over 15 KiB`);
  const when = onDemand(f) ? '  (on demand)' : afterStart(f) ? '  (once the app runs)' : '';
  console.log(`  ${String(raw.length).padStart(9)} bytes  ${String(gz).padStart(8)} gzip  ${f}${when}`);
}
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log(`  first load gzip: ${total} bytes (${kib(total)}), limit ${limitKib} KiB`);
console.log(`  once the app runs gzip: ${started} bytes (${kib(started)})`);
console.log(`  on demand gzip: ${later} bytes (${kib(later)}); whole site ${kib(total + started + later)}`);
if (total > limitKib * 1024) problems.push(`the first load is ${kib(total)} gzip, over ${limitKib} KiB`);
console.log(`  reader worker gzip: ${reader} bytes (${kib(reader)}), limit 1024 KiB`);
if (reader > 1024 * 1024) problems.push(`the reader worker is ${kib(reader)} gzip, over 1024 KiB`);

// Served under the base path: the page and every file load, byte for byte.
const server = http.createServer((req, res) => {
  const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  let f = pathname.startsWith(base) ? pathname.slice(base.length) : null;
  if (f === '') f = 'index.html';
  if (f === null || !files.includes(f)) {
    res.writeHead(404);
    return res.end();
  }
  res.writeHead(200);
  res.end(read(f));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
try {
  for (const f of ['', ...files]) {
    const response = await fetch(new URL(f, origin + base));
    const body = Buffer.from(await response.arrayBuffer());
    if (!response.ok || !body.equals(read(f || 'index.html'))) problems.push(`${base}${f} does not load when served`);
  }
} finally {
  server.close();
}

if (problems.length) {
  console.error(`check-site: ${problems.length} problem(s) in ${dir}:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-site: ${files.length} files, every address relative and present, sw.js current; loads under ${base}`);
