#!/usr/bin/env node
// Writes sw.js into a built site: the service worker of the repository's
// top-level sw.js with its PRECACHE line filled in, listing every file of the
// site (sw.js itself excepted) with the SHA-256 of its bytes, and a version
// that is a hash of that list and of the worker's own code.
//
// It also writes each translation's catalogue, lang/<tag>.ftl, from
// i18n/ftl/<tag>/ (writeCatalogues), the words batch_boot.js and
// camera_boot.js say when their panel cannot load (writeBootWords), and the
// web app manifest in each language (writeManifests).
//
// In a release build, sw.js, the page's own scripts (OWN_SCRIPTS, copied as
// they are by Trunk) and the main module's JavaScript glue (which Trunk's
// own minifier cannot parse) are minified with esbuild (installed with the
// test tools in tests/e2e), and the page's style sheets are joined into one
// (bundleStyles): the first load counts every byte, and the comments stay in
// the repository.
//
// Trunk runs it after each build (Trunk.toml, post_build hook) on its staging
// folder (TRUNK_STAGING_DIR). A debug build (TRUNK_PROFILE=debug, as under
// `trunk serve`) gets an empty list: its worker caches nothing.
//
//   node scripts/precache.mjs [DIR]    DIR defaults to $TRUNK_STAGING_DIR
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = process.argv[2] || process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('precache: give the site folder (or run from a Trunk hook)');
  process.exit(2);
}
const release = (process.env.TRUNK_PROFILE || 'release') === 'release';

/** Every file under `base`, as paths relative to it with '/' separators, sorted. */
function files(base, sub = '') {
  return fs.readdirSync(path.join(base, sub), { withFileTypes: true }).flatMap((entry) => {
    const rel = sub ? `${sub}/${entry.name}` : entry.name;
    return entry.isDirectory() ? files(base, rel) : [rel];
  }).sort();
}

const OWN_SCRIPTS = ['boot.js', 'worker_boot.js', 'puzzle_worker_boot.js', 'reader_worker_boot.js', 'batch_boot.js', 'camera_boot.js', 'variants_boot.js', 'offline.js'];
/** The main module's glue: `sudoku-web-<hash>.js`. */
const GLUE = /^sudoku-web-[0-9a-f]+\.js$/;

/** esbuild, from the test tools (scripts/setup.sh installs them). */
function esbuild() {
  const require = createRequire(path.join(root, 'tests', 'e2e', 'package.json'));
  try {
    return require('esbuild');
  } catch {
    console.error('precache: esbuild is missing: run scripts/setup.sh');
    process.exit(1);
  }
}

/** The code minified (whitespace, names, syntax; the same behaviour). */
function minify(code) {
  return esbuild().transformSync(code, { loader: 'js', minify: true, legalComments: 'none' }).code;
}

const template = fs.readFileSync(path.join(root, 'sw.js'), 'utf8');
const line = /^const PRECACHE = .*;$/m;
if (!line.test(template)) {
  console.error('precache: sw.js has no `const PRECACHE = ...;` line');
  process.exit(1);
}
/**
 * The page's style sheets (one `<link rel=stylesheet>` per file of styles/,
 * as Trunk writes them) joined, in their order, into one file,
 * `styles-<hash>.css`, minified again as a whole: one request instead of
 * ten, and 2.5 KB less gzip than the files compressed one by one. The
 * sheets stay separate in the repository, one per part of the page.
 */
function bundleStyles() {
  const page = path.join(dir, 'index.html');
  const html = fs.readFileSync(page, 'utf8');
  const links = [...html.matchAll(/<link href="?\.\/([\w-]+\.css)"?[^>]*rel="?stylesheet"?[^>]*>/g)];
  if (links.length < 2) return;
  const css = links.map(([, name]) => fs.readFileSync(path.join(dir, name), 'utf8')).join('\n');
  const code = esbuild().transformSync(css, { loader: 'css', minify: true, legalComments: 'none' }).code;
  const name = `styles-${crypto.createHash('sha256').update(code).digest('hex').slice(0, 16)}.css`;
  const integrity = `sha384-${crypto.createHash('sha384').update(code).digest('base64')}`;
  fs.writeFileSync(path.join(dir, name), code);
  let out = html.replace(links[0][0], `<link href="./${name}" integrity="${integrity}" rel="stylesheet">`);
  for (const [tag, file] of links) {
    out = out.replace(tag, '');
    fs.rmSync(path.join(dir, file));
  }
  fs.writeFileSync(page, out);
}

/**
 * Each translation's catalogue, from `i18n/ftl/<tag>/`: as the page reads
 * it, postcard bytes in two parts, `lang/<tag>.bin` (what the page says)
 * and `lang/<tag>-modules.bin` (what its workers and panels say), written
 * by the catalogue compiler (`i18n/examples/compile.rs`, which refuses a
 * catalogue that does not read); and as Fluent text without comments,
 * `lang/<tag>.ftl`, from which boot.js takes the first-paint welcome.
 * English is built into the page's module.
 */
function writeCatalogues() {
  const base = path.join(root, 'i18n', 'ftl');
  const out = path.join(dir, 'lang');
  fs.mkdirSync(out, { recursive: true });
  execFileSync('cargo', ['run', '--quiet', '--release', '-p', 'sudoku-i18n', '--features', 'serde',
    '--example', 'compile', '--', base, out], { cwd: root, stdio: 'inherit' });
  // The first-paint welcome of every language, for boot.js (a few hundred
  // bytes, where a whole catalogue is 15 KB).
  const shell = {};
  for (const tag of fs.readdirSync(base).sort()) {
    const folder = path.join(base, tag);
    if (tag === 'en' || !fs.statSync(folder).isDirectory()) continue;
    for (const file of fs.readdirSync(folder).filter((f) => f.endsWith('.ftl'))) {
      const welcome = /^status-welcome = (.+)$/m.exec(fs.readFileSync(path.join(folder, file), 'utf8'));
      if (welcome) shell[tag] = welcome[1];
    }
  }
  fs.writeFileSync(path.join(out, 'shell.json'), JSON.stringify(shell));
}

/**
 * The words batch_boot.js and camera_boot.js say when their panel's module
 * cannot be loaded, in every language, taken from the catalogues
 * (`batch-not-loaded`; `camera-title`, `camera-not-loaded`, `camera-close`)
 * and written into the scripts' `const WORDS = {};` line: those scripts
 * must speak when nothing else can be fetched. Each message is one line
 * without variables; a catalogue without one leaves that language to
 * English, which every build has.
 */
function writeBootWords() {
  const base = path.join(root, 'i18n', 'ftl');
  const wanted = {
    'batch_boot.js': { batch: ['batch.ftl', 'batch-not-loaded'] },
    'camera_boot.js': {
      title: ['camera.ftl', 'camera-title'],
      camera: ['camera.ftl', 'camera-not-loaded'],
      close: ['camera.ftl', 'camera-close'],
    },
  };
  const tags = fs.readdirSync(base).filter((t) => fs.statSync(path.join(base, t)).isDirectory()).sort();
  for (const [script, messages] of Object.entries(wanted)) {
    const words = {};
    for (const tag of tags) {
      for (const [key, [file, id]] of Object.entries(messages)) {
        const source = path.join(base, tag, file);
        const text = fs.existsSync(source) ? fs.readFileSync(source, 'utf8') : '';
        const found = new RegExp(`^${id} = ([^{}\\n]+)$`, 'm').exec(text);
        if (found) (words[tag] ??= {})[key] = found[1].trim();
        else if (tag === 'en') {
          console.error(`precache: i18n/ftl/en/${file} has no one-line ${id} for ${script}`);
          process.exit(1);
        }
      }
    }
    const file = path.join(dir, script);
    const code = fs.readFileSync(file, 'utf8');
    // A site processed before (a test's next deploy) has its words written
    // and the script minified: it is left as it is.
    const slot = 'const WORDS = {};';
    if (!code.includes(slot) && Object.values(words.en ?? {}).some((w) => code.includes(w))) continue;
    if (!code.includes(slot)) {
      console.error(`precache: ${script} has no \`const WORDS = {};\` line to write its words into`);
      process.exit(1);
    }
    fs.writeFileSync(file, code.replace(slot, () => `const WORDS = ${JSON.stringify(words)};`));
  }
}

/**
 * The web app manifest in each language: the site's manifest.webmanifest
 * (copied by Trunk) with the language's `lang` and its description, the
 * catalogue's `language-document-description` (the page's meta
 * description too); English's in place, another language's beside it as
 * `manifest-<tag>.webmanifest`, which the page links while it speaks that
 * language (src/services/lang.rs). Every one has the same start_url and
 * scope, so an installed app stays the same app whatever the language.
 */
function writeManifests() {
  const base = path.join(root, 'i18n', 'ftl');
  const source = path.join(dir, 'manifest.webmanifest');
  if (!fs.existsSync(source)) return;
  const manifest = JSON.parse(fs.readFileSync(source, 'utf8'));
  for (const tag of fs.readdirSync(base).sort()) {
    const file = path.join(base, tag, 'language.ftl');
    if (!fs.existsSync(file)) continue;
    const description = /^language-document-description = (.+)$/m.exec(fs.readFileSync(file, 'utf8'));
    if (!description) {
      console.error(`precache: ${tag}/language.ftl has no language-document-description`);
      process.exit(1);
    }
    const name = tag === 'en' ? 'manifest.webmanifest' : `manifest-${tag}.webmanifest`;
    const words = { ...manifest, lang: tag, description: description[1] };
    fs.writeFileSync(path.join(dir, name), `${JSON.stringify(words, null, 2)}\n`);
  }
}

/**
 * wasm-bindgen names each function a module imports from its JavaScript
 * glue with a hash of 16 hex digits (`__wbg_get_2a8b3c4d5e6f7a8b`), to keep
 * the names of different crates apart. The names appear in the glue and in
 * the module, and 220 random hashes in each are about 4 KB gzip of the
 * page's first load that compresses no further. Each hash is replaced, in
 * both files of a pair, by a counter of the same length
 * (`__wbg_get_0000000000000007`): the names stay unique and the bytes the
 * same length, so the module stays valid without rewriting its sections.
 */
function plainImportNames() {
  const hashed = /(__wb[A-Za-z0-9_]*?_)([0-9a-f]{16})(?![0-9a-f])/g;
  for (const glue of files(dir).filter((f) => /^[a-z_-]+(-[0-9a-f]+)?\.js$/.test(f))) {
    const module = path.join(dir, glue.replace(/\.js$/, '_bg.wasm'));
    if (!fs.existsSync(module)) continue;
    const pair = [path.join(dir, glue), module];
    const texts = pair.map((file) => fs.readFileSync(file).toString('latin1'));
    const counters = new Map();
    const plain = (_, name, hash) => {
      if (!counters.has(hash)) counters.set(hash, counters.size.toString(16).padStart(16, '0'));
      return name + counters.get(hash);
    };
    pair.forEach((file, i) => fs.writeFileSync(file, Buffer.from(texts[i].replace(hashed, plain), 'latin1')));
  }
}

writeCatalogues();
writeBootWords();
writeManifests();
if (release) {
  plainImportNames();
  for (const name of files(dir).filter((f) => OWN_SCRIPTS.includes(f) || GLUE.test(f))) {
    const file = path.join(dir, name);
    fs.writeFileSync(file, minify(fs.readFileSync(file, 'utf8')));
  }
  bundleStyles();
}
const list = release
  ? files(dir).filter((f) => f !== 'sw.js').map((f) => [
    f, crypto.createHash('sha256').update(fs.readFileSync(path.join(dir, f))).digest('base64'),
  ])
  : [];
const version = release
  ? crypto.createHash('sha256').update(template).update(JSON.stringify(list)).digest('hex').slice(0, 16)
  : 'dev';
const precache = `const PRECACHE = ${JSON.stringify({ version, files: list })};`;
const worker = template.replace(line, () => precache);
// The list stays a JSON line of its own (scripts/check-site.mjs reads it).
fs.writeFileSync(path.join(dir, 'sw.js'), release ? `${precache}\n${minify(template.replace(line, ''))}` : worker);
console.log(`precache: sw.js lists ${list.length} files, version ${version}`);
