// End-to-end tests of the panels loaded on demand (Batch and the camera)
// together in one visit: each loads in either order, opens and closes again,
// and leaves the page usable. Also the tools of a guess (Checkpoint, Back to
// checkpoint, Undo to first mistake) and a hint found in the puzzle worker.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { setup, boardLine, statusText, ready, axeViolations, press } from './harness.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PHOTO = path.join(ROOT, 'reader/tests/photos/image40');
const EASY = '5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259.....';

const VIDEO = path.join(os.tmpdir(), `sudoku-panels-${process.pid}.y4m`);
const suite = setup({
  prepare: () => execFileSync(path.join(ROOT, 'scripts/camera-video.sh'), ['--blank', '10', VIDEO, '10', `${PHOTO}.jpg`], { stdio: 'inherit' }),
  args: [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${VIDEO}`,
  ],
});
const open = (query = '') => suite.open(query, { permissions: ['camera'] });

const button = (page, name) => page.getByRole('button', { name, exact: true });

async function openBatch(page) {
  await press(page, 'Batch solve…');
  await page.locator('#batch-title').waitFor();
  await page.waitForFunction(() => document.activeElement?.id === 'batch-title');
}

async function closeBatch(page) {
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.getElementById('batch')?.hidden === true);
}

async function openCamera(page) {
  await press(page, 'Camera');
  await page.locator('#camera-title').waitFor();
  await page.waitForFunction(() => document.activeElement?.id === 'camera-title');
}

async function stopCamera(page) {
  await button(page, 'Stop camera').click();
  await page.waitForFunction(() => document.getElementById('camera')?.hidden === true
    && !document.getElementById('app')?.hasAttribute('inert'));
}

/** The page still answers: a digit typed in an empty cell shows. */
async function stillUsable(page) {
  const cell = page.locator('[role=gridcell]').nth(80);
  await cell.click();
  await page.keyboard.press('7');
  assert.equal((await boardLine(page))[80], '7');
}

test('Batch, then the camera, then Batch again: each opens and closes, the page stays usable', async () => {
  const page = await open();
  await openBatch(page);
  await closeBatch(page);
  await openCamera(page);
  assert.deepEqual(await axeViolations(page), [], 'axe in the camera panel after Batch');
  await stopCamera(page);
  await openBatch(page);
  await closeBatch(page);
  await stillUsable(page);
});

test('the camera, then Batch, then the camera again: each opens and closes, the page stays usable', async () => {
  const page = await open();
  await openCamera(page);
  await stopCamera(page);
  await openBatch(page);
  assert.deepEqual(await axeViolations(page), [], 'axe in the Batch panel after the camera');
  await closeBatch(page);
  await openCamera(page);
  await stopCamera(page);
  await stillUsable(page);
});

test('a panel whose module cannot load says so and leaves the page usable', async () => {
  const page = await open();
  // The camera's module is unreachable (as offline before it was ever used).
  await page.route('**/camera_bg.wasm', (route) => route.abort());
  suite.problems.length = 0;
  await press(page, 'Camera');
  await page.getByText('The camera reader could not be loaded').waitFor();
  await button(page, 'Close').click();
  await page.waitForFunction(() => !document.getElementById('app')?.hasAttribute('inert'));
  // Batch still loads after the failure.
  await openBatch(page);
  await closeBatch(page);
  await stillUsable(page);
  // The aborted request is the failure tested, not a fault.
  suite.problems.length = 0;
});

test('Checkpoint, Back to checkpoint and Undo to first mistake, each taken back by Undo', async () => {
  const page = await open(`?puzzle=${EASY.replaceAll('.', '0')}`);
  const cells = page.locator('[role=gridcell]');
  // Row 1, column 2 takes 3; column 3 takes 4 (the puzzle's solution).
  await cells.nth(1).click();
  await page.keyboard.press('3');
  await press(page, 'Checkpoint');
  assert.match(await statusText(page), /Checkpoint kept/);
  const kept = await boardLine(page);
  // A wrong guess (9 in row 1, column 4), then a right entry.
  await cells.nth(3).click();
  await page.keyboard.press('9');
  await cells.nth(2).click();
  await page.keyboard.press('4');
  const guessed = await boardLine(page);
  await press(page, 'Back to checkpoint');
  assert.equal(await boardLine(page), kept);
  await button(page, 'Undo').click();
  assert.equal(await boardLine(page), guessed);
  await press(page, 'Undo to first mistake');
  assert.equal(await boardLine(page), kept, 'back to just before the 9');
  assert.match(await statusText(page), /Back to just before your first mistake \(2 changes undone\)/);
  await button(page, 'Undo').click();
  assert.equal(await boardLine(page), guessed);
  // The checkpoint is kept over a reload.
  await page.reload();
  await ready(page);
  await press(page, 'Back to checkpoint');
  assert.equal(await boardLine(page), kept);
});

test('Hint is found in the puzzle worker: the status names the step, the page never waits', async () => {
  const page = await open(`?puzzle=${EASY.replaceAll('.', '0')}`);
  await button(page, 'Hint').click();
  await page.waitForFunction(() => !document.querySelector('[role=status]')?.textContent.includes('Looking for'));
  assert.match(await statusText(page), /single/i);
  // The page's module carries no technique search: its hint came from a worker.
  const workers = await page.evaluate(() => performance.getEntriesByType('resource')
    .map((e) => e.name.split('/').pop()).filter((n) => n.startsWith('puzzle_worker')));
  assert.ok(workers.length > 0, 'the puzzle worker was loaded');
});
