// End-to-end tests of the live camera (docs/interfaces.md, The page) with Chromium's fake
// camera playing a video made from a committed newspaper photo
// (scripts/camera-video.sh: blank paper, then the photo moved, turned,
// blurred and shaded frame by frame): Camera starts it, the frames read a
// second are shown in data-camera-fps, the reading locks on the printed
// digits, the camera stops, the frozen frame keeps the solution and the
// photo preview opens with the digits; Use this puzzle loads them. Stop
// camera and Escape leave the board as it was; Next hint only shades the
// next hint's cells instead; a refused camera says so
// and offers Photo; the camera's module loads only when Camera is pressed.
// The photo is from Wicht & Hennebert's newspaper Sudoku dataset, CC-BY-4.0
// (reader/tests/photos/SOURCES.md).
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
const suite = setup({
  prepare: () => execFileSync(path.join(ROOT, 'scripts/camera-video.sh'), ['--blank', '10', VIDEO, '30', `${PHOTO}.jpg`], { stdio: 'inherit' }),
  // The camera's browser takes the fake camera at once; `refusing` asks, and is refused.
  args: [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${VIDEO}`,
  ],
  browsers: { refusing: ['--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${VIDEO}`] },
});

const button = (page, name) => page.getByRole('button', { name, exact: true });
const previewLine = (page) => page.$$eval('.pcell', (cells) => cells.map((c) => c.value || '.').join(''));

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
