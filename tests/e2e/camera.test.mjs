// End-to-end tests of the live camera (docs/interfaces.md, The page) with Chromium's fake
// camera playing a video made from a committed newspaper photo
// (scripts/camera-video.sh: blank paper, then the photo moved, turned,
// blurred and shaded frame by frame): Camera starts it, the frames read a
// second are shown in data-camera-fps, the reading locks on the printed
// digits, the camera stops, the frozen frame keeps the solution and the
// photo preview opens with the digits, none marked doubtful, and a picture
// of the paper without the solution; Use this puzzle loads them. Every
// lock's solution is drawn inside the cells the reading left empty, through
// corners that lie on the frame's grid lines (data-corners on the frozen
// frame), also for a hard case: a cut-out puzzle with a header and a
// neighbouring grid, strongly shaken (image1006 of the collection beside
// the checkout). Stop camera and Escape leave the board as it was; Next
// hint only shades the next hint's cells instead; a refused camera says so
// and offers Photo; the camera's module loads only when Camera is pressed.
// The photos are from Wicht & Hennebert's newspaper Sudoku dataset,
// CC-BY-4.0 (reader/tests/photos/SOURCES.md).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { setup, boardLine, axeViolations } from './harness.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PHOTO = path.join(ROOT, 'reader/tests/photos/image40');
/** The printed digits of the photo (its .dat ground truth). */
const TRUTH = fs.readFileSync(`${PHOTO}.dat`, 'utf8').split('\n').slice(2, 11)
  .map((line) => line.trim().split(/\s+/).map((d) => (d === '0' ? '.' : d)).join('')).join('');

const VIDEO = path.join(os.tmpdir(), `sudoku-camera-${process.pid}.y4m`);
/**
 * The hard case: a puzzle cut out of the page with its header ("SUDOKU
 * mittel") above it and the next puzzle's edge beside it, in the strong
 * shake (twice the hand's move, turn and blur). Before a lock carried the
 * corners of a frame that read it (docs/camera.md), its strong-shake video
 * locked on a frame whose corners were off by a third of the grid, and the
 * solution was drawn beside the grid.
 */
const HARD_PHOTO = path.join(ROOT, 'reader/tests/photos/image1006.jpg');
const HARD_VIDEO = path.join(os.tmpdir(), `sudoku-camera-hard-${process.pid}.y4m`);
const fakeCamera = (video) => ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`];
const suite = setup({
  prepare: () => {
    const make = (args) => execFileSync(path.join(ROOT, 'scripts/camera-video.sh'), args, { stdio: 'inherit' });
    make(['--blank', '10', VIDEO, '30', `${PHOTO}.jpg`]);
    make(['--blank', '5', '--shake', 'strong', HARD_VIDEO, '40', HARD_PHOTO]);
  },
  // The camera's browser takes the fake camera at once; `refusing` asks, and is refused.
  args: fakeCamera(VIDEO),
  browsers: {
    refusing: ['--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${VIDEO}`],
    hard: fakeCamera(HARD_VIDEO),
  },
});

const button = (page, name) => page.getByRole('button', { name, exact: true });
const previewLine = (page) => page.$$eval('.pcell', (cells) => cells.map((c) => c.value || '.').join(''));

/**
 * What a lock shows, measured in the page: the panel's frozen frame (with
 * the solution drawn in blue, through its data-corners) against the photo
 * preview's picture (which must show the paper as filmed), read through
 * the lock's corners. Resolves to:
 * - `size`, `pictureSize`: the frozen frame's and the picture's sizes;
 * - `stillBlue`, `pictureBlue`: their pixels of the solution's blue;
 * - `differing`: the pixels where they differ (the solution drawn), and
 *   `misplaced`: those of them not inside a cell the reading left empty;
 * - `offsets`, `lines`: for the grid's outline and box lines through the
 *   corners (rows 0, 3, 6, 9 and columns 0, 3, 6, 9 of cell edges, in
 *   that order, row first), where the picture is darkest across each
 *   (lines moved by -0.3 to 0.3 of a cell, their mean grey), and how dark
 *   it is there against the paper beside it (0.3 of a cell away).
 */
async function lockPictures(page) {
  return page.evaluate(async () => {
    const still = document.querySelector('.camera-still');
    const corners = still.dataset.corners.split(' ').map((p) => p.split(',').map(Number));
    const [w, h] = [still.width, still.height];
    // Read through a copy: each canvas is read back once (more readbacks
    // of one canvas make Chromium warn).
    const pixels = (source, width, height) => {
      const copy = document.createElement('canvas');
      [copy.width, copy.height] = [width, height];
      const ctx = copy.getContext('2d');
      ctx.drawImage(source, 0, 0);
      return ctx.getImageData(0, 0, width, height).data;
    };
    const stillData = pixels(still, w, h);
    const img = document.querySelector('.photo-thumb');
    await img.decode();
    const picture = pixels(img, img.naturalWidth, img.naturalHeight);
    const read = [...document.querySelectorAll('.pcell')].map((c) => c.value || '.').join('');
    // The homography from the 9 x 9 square of cells onto the corners, as the
    // reader's warp.rs: (u, v) in cells to (x, y) in frame pixels; and back.
    const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = corners;
    const dx1 = x1 - x2; const dx2 = x3 - x2; const sx = x0 - x1 + x2 - x3;
    const dy1 = y1 - y2; const dy2 = y3 - y2; const sy = y0 - y1 + y2 - y3;
    const den = dx1 * dy2 - dx2 * dy1;
    const g = (sx * dy2 - dx2 * sy) / den;
    const k = (dx1 * sy - sx * dy1) / den;
    const m = [[x1 - x0 + g * x1, x3 - x0 + k * x3, x0], [y1 - y0 + g * y1, y3 - y0 + k * y3, y0], [g, k, 1]];
    const at = (u, v) => {
      const [s, t] = [u / 9, v / 9];
      const z = m[2][0] * s + m[2][1] * t + 1;
      return [(m[0][0] * s + m[0][1] * t + m[0][2]) / z, (m[1][0] * s + m[1][1] * t + m[1][2]) / z];
    };
    const [[a, b, c], [d, e, f], [p, q, r]] = m;
    const inv = [[e * r - f * q, c * q - b * r, b * f - c * e], [f * p - d * r, a * r - c * p, c * d - a * f], [d * q - e * p, b * p - a * q, a * e - b * d]];
    const cellOf = (x, y) => {
      const z = inv[2][0] * x + inv[2][1] * y + inv[2][2];
      return [9 * (inv[0][0] * x + inv[0][1] * y + inv[0][2]) / z, 9 * (inv[1][0] * x + inv[1][1] * y + inv[1][2]) / z];
    };
    const blue = (data, i) => data[i + 2] - data[i] > 60 && data[i + 2] - data[i + 1] > 40;
    let [stillBlue, pictureBlue, differing, misplaced] = [0, 0, 0, 0];
    for (let y = 0; y < h; y += 1) {
      for (let x = 0; x < w; x += 1) {
        const i = 4 * (y * w + x);
        if (blue(stillData, i)) stillBlue += 1;
        if (blue(picture, i)) pictureBlue += 1;
        if ([0, 1, 2, 3].some((j) => stillData[i + j] !== picture[i + j])) {
          differing += 1;
          const [u, v] = cellOf(x + 0.5, y + 0.5);
          const inside = u >= 0 && u < 9 && v >= 0 && v < 9;
          if (!inside || read[9 * Math.floor(v) + Math.floor(u)] !== '.') misplaced += 1;
        }
      }
    }
    const grey = (x, y) => {
      const [px, py] = [Math.round(x), Math.round(y)];
      if (px < 0 || py < 0 || px >= w || py >= h) return 255;
      const i = 4 * (py * w + px);
      return (picture[i] + picture[i + 1] + picture[i + 2]) / 3;
    };
    // Across grid line `o` (horizontal or not), the mean grey along lines
    // moved by -0.3 to 0.3 of a cell: where it is darkest, and how dark
    // against the lighter of the two ends (paper beside the line: the
    // shadow across the frame makes one side of the grid darker).
    const line = (o, horizontal) => {
      const profile = [];
      for (let n = -15; n <= 15; n += 1) {
        let sum = 0;
        for (let j = 0; j < 90; j += 1) {
          const along = (j + 0.5) / 10;
          sum += horizontal ? grey(...at(along, o + n / 50)) : grey(...at(o + n / 50, along));
        }
        profile.push(sum / 90);
      }
      const dark = Math.min(...profile);
      const offset = (profile.indexOf(dark) - 15) / 50;
      return { offset, dark: Math.round((100 * dark) / Math.max(profile[0], profile[30])) / 100 };
    };
    const lines = [0, 3, 6, 9].flatMap((o) => [line(o, true), line(o, false)]);
    return {
      size: [w, h],
      pictureSize: [img.naturalWidth, img.naturalHeight],
      stillBlue,
      pictureBlue,
      differing,
      misplaced,
      offsets: lines.map((l) => l.offset),
      lines: lines.map((l) => l.dark),
    };
  });
}

/**
 * Checks what a lock shows (see lockPictures); `what` names it in messages.
 * With CAMERA_SHOTS=DIR, the frozen frame is also saved there as a PNG, to
 * look at.
 */
async function checkLock(page, what) {
  const seen = await lockPictures(page);
  if (process.env.CAMERA_SHOTS) {
    const url = await page.locator('.camera-still').evaluate((c) => c.toDataURL());
    fs.writeFileSync(path.join(process.env.CAMERA_SHOTS, `${what.split(/[ ,]/)[0]}-${Date.now()}.png`), Buffer.from(url.split(',')[1], 'base64'));
  }
  console.log(`camera: ${what}: ${JSON.stringify(seen)}`);
  assert.deepEqual(seen.pictureSize, seen.size, `${what}: the preview's picture is the frozen frame`);
  assert.equal(seen.pictureBlue, 0, `${what}: the preview's picture shows no solution`);
  assert.ok(seen.stillBlue > 0, `${what}: the panel's frozen frame shows the solution`);
  assert.ok(seen.differing > 0, `${what}: the frozen frame differs from the picture by the solution`);
  assert.equal(seen.misplaced, 0, `${what}: the solution is drawn only in the cells read empty`);
  assert.ok(seen.offsets.every((o) => Math.abs(o) <= 0.15), `${what}: the grid's lines lie where the corners put them: ${seen.offsets}`);
  assert.ok(seen.lines.every((l) => l < 0.95), `${what}: and they are ink: ${seen.lines}`);
}

test('the camera locks on the printed digits, stops, draws the solution and opens the preview', async () => {
  const page = await suite.open('', { permissions: ['camera'] });
  const loaded = [];
  page.on('request', (r) => loaded.push(path.basename(new URL(r.url()).pathname)));
  assert.ok(!loaded.some((f) => f.startsWith('camera')), 'the camera module is not in the first load');
  await button(page, 'Camera').click();
  const fps = page.locator('[data-camera-fps]');
  await fps.waitFor({ timeout: 20000 });
  // The frames read a second, sampled while it reads.
  const rates = [];
  const started = Date.now();
  while (Date.now() - started < 30000 && !(await page.locator('#photo-heading').isVisible())) {
    const value = await fps.getAttribute('data-camera-fps', { timeout: 200 }).catch(() => null);
    if (value !== null) rates.push(Number(value));
    await page.waitForTimeout(250);
  }
  console.log(`camera: frames read a second while reading: ${rates.join(' ')}`);
  assert.ok(rates.length > 0 && rates.every((r) => Number.isInteger(r) && r >= 0), 'data-camera-fps holds a number');
  assert.ok(Math.max(...rates) > 0, 'frames were read');
  await page.locator('#photo-heading').waitFor({ timeout: 5000 });
  assert.equal(await previewLine(page), TRUTH, 'the preview holds the printed digits');
  // All read right, by frames that agree: none marked doubtful.
  assert.equal(await page.locator('.pcell[data-doubtful]').count(), 0, 'no cell read right is doubtful');
  assert.equal(await page.locator('.photo-thumb').getAttribute('alt'), 'Your photo, read by the camera');
  await checkLock(page, 'image40');
  // Locked: the camera is let go; the frozen frame with the solution stays.
  assert.equal(await page.locator('.camera-video').evaluate((v) => v.srcObject), null);
  assert.ok(await page.getByRole('img', { name: 'Your puzzle, with its solution drawn in blue' }).isVisible());
  assert.match(await page.locator('.camera-advice').innerText(), /^Read \d+ digits: the puzzle has one solution/);
  assert.deepEqual(await axeViolations(page), []);
  // The switch: the next hint's cells shaded instead of the solution, and back.
  const hint = button(page, 'Next hint only');
  const solved = await page.locator('.camera-still').evaluate((c) => c.toDataURL());
  await hint.click();
  assert.equal(await hint.getAttribute('aria-pressed'), 'true');
  assert.match(await page.locator('.camera-advice').innerText(), /^Hint: look at (row|column|box) \d: an? [a-z ]+\.$|^Hint: look at row \d, column \d: an? [a-z ]+\.$/i);
  assert.ok(await page.getByRole('img', { name: "Your puzzle, the next hint's cells shaded" }).isVisible());
  assert.notEqual(await page.locator('.camera-still').evaluate((c) => c.toDataURL()), solved);
  await hint.click();
  assert.equal(await hint.getAttribute('aria-pressed'), 'false');
  assert.equal(await page.locator('.camera-still').evaluate((c) => c.toDataURL()), solved);
  await button(page, 'Check the digits').click();
  assert.ok(await page.locator('#camera').isHidden());
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'photo-heading');
  await button(page, 'Use this puzzle').click();
  assert.equal(await boardLine(page), TRUTH);
  assert.ok(loaded.includes('camera_bg.wasm'));
});

test('every lock on a hard case draws its solution in the grid\'s empty cells', async () => {
  const page = await suite.open('', { browser: 'hard', permissions: ['camera'] });
  await button(page, 'Camera').click();
  for (let lock = 1; lock <= 3; lock += 1) {
    await page.locator('.camera-still:not([hidden])').waitFor({ timeout: 60000 });
    await page.locator('.photo-thumb').waitFor({ timeout: 5000 });
    const corners = await page.locator('.camera-still').getAttribute('data-corners');
    assert.match(corners, /^(-?\d+\.\d,-?\d+\.\d ){3}-?\d+\.\d,-?\d+\.\d$/);
    await checkLock(page, `image1006, lock ${lock} at ${corners}`);
    // Checked and cancelled (the next lock's preview is its own), then
    // Camera again: the same fake video, read afresh.
    await button(page, 'Check the digits').click();
    await button(page, 'Cancel').click();
    assert.equal(await page.locator('.photo-thumb').count(), 0);
    await button(page, 'Camera').click();
    await page.locator('[data-camera-fps]').waitFor({ timeout: 20000 });
  }
  assert.equal(await button(page, 'Stop camera').getAttribute('data-action'), 'stop-camera');
  await button(page, 'Stop camera').click();
});

test('Stop camera and Escape leave the board as it was', async () => {
  const page = await suite.open('', { permissions: ['camera'] });
  const before = await boardLine(page);
  await button(page, 'Camera').click();
  await page.locator('[data-camera-fps]').waitFor({ timeout: 20000 });
  await button(page, 'Stop camera').click();
  assert.ok(await page.locator('#camera').isHidden());
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'camera-open');
  assert.equal(await page.locator('.camera-video').evaluate((v) => v.srcObject), null);
  await button(page, 'Camera').click();
  await page.locator('[data-camera-fps]').waitFor({ timeout: 20000 });
  await page.keyboard.press('Escape');
  assert.ok(await page.locator('#camera').isHidden());
  assert.equal(await boardLine(page), before);
  assert.equal(await page.locator('#photo-heading').count(), 0, 'no preview opened');
});

test('a refused camera says so and offers Photo', async () => {
  const page = await suite.open('', { browser: 'refusing' });
  await button(page, 'Camera').click();
  await page.getByText('The camera was not allowed.').waitFor({ timeout: 20000 });
  assert.ok(await button(page, 'Photo').last().isVisible());
  assert.ok(await button(page, 'Start again').isVisible());
  assert.deepEqual(await axeViolations(page), []);
  await button(page, 'Close').click();
  assert.ok(await page.locator('#camera').isHidden());
});

test('the page hidden lets the camera go and says so; Start again reads again', async () => {
  const page = await suite.open('', { permissions: ['camera'] });
  await button(page, 'Camera').click();
  await page.locator('[data-camera-fps]').waitFor({ timeout: 20000 });
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.getByText('The camera was let go when the page was hidden.').waitFor();
  assert.equal(await page.locator('.camera-video').evaluate((v) => v.srcObject), null);
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { value: false, configurable: true });
  });
  await button(page, 'Start again').click();
  await page.locator('[data-camera-fps]').waitFor({ timeout: 20000 });
  await button(page, 'Stop camera').click();
});

test('a browser without getUserMedia says so and offers Photo', async () => {
  const context = await suite.context({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'mediaDevices', { get: () => undefined, configurable: true });
  });
  const page = await suite.open('', { context });
  await button(page, 'Camera').click();
  await page.getByText('This browser cannot lend the page its camera').waitFor({ timeout: 20000 });
  assert.ok(await button(page, 'Photo').last().isVisible());
  await page.keyboard.press('Escape');
  assert.ok(await page.locator('#camera').isHidden());
});
