#!/usr/bin/env node
// Main-thread long tasks (> 50 ms) while the built site (dist/) answers Hint
// and Step, in Debian Chromium driven by playwright-core.
//
// What it measures: for each puzzle (by default Easter Monster and the first
// puzzle of data/tdoku_forum_hardest_1106.txt), it opens /?puzzle=... in a
// fresh 1280x900 context with a PerformanceObserver({ type: 'longtask',
// buffered: true }) registered before the page's own scripts
// (page.addInitScript), waits until the page is ready (81 [role=gridcell]),
// presses Hint three times (Play view), clicks "Solver lab" and presses Step
// N times (20 by default), each time waiting until the status text has
// changed (and is not "Looking for the next step...") and two animation
// frames have passed. Every long task that starts after the page was ready is
// attributed to the press during which it started (or to "between presses"),
// and the summary gives, per puzzle, the longest during Hint and during Step,
// and each press's own wall time. The hint search runs in a web worker, so the
// goal is that no main-thread task exceeds 50 ms during Hint or Step.
//
// Presses are plain mouse clicks at the button's centre (page.mouse), so
// Playwright's own hit-target checks do not run inside the measured tasks.
//
// With --profile, a Chromium trace (devtools.timeline, as DevTools'
// Performance panel records it) and a CDP CPU profile (Profiler, 200 us
// sampling) are taken during the presses. For each long task it prints the
// trace's account: wall and CPU (thread) time, what the task ran (event
// dispatch, timer, worker message, paint) and self time by kind (script,
// Layout, UpdateLayoutTree = style, Paint); a task whose CPU time is far below
// its wall time was mostly waiting for a core (a busy machine), not working.
// Then the profile's JS/wasm self time by function, with its caller. The
// site's wasm has no name section, so its functions show as wasm-function[N]
// (the JS glue's imports keep their names, e.g. __wbg_getBoundingClientRect_*).
// It also gives, per kind of press, the longest task of any length in the
// trace, so a run without long tasks still shows the margin.
//
// It is a measurement tool, not a test: it exits 0 whatever it finds (1 only
// when it cannot run). Timings depend on the machine and on what else runs on
// it (a build beside it makes tasks longer); --throttle 4 slows the page's CPU
// 4x (CDP Emulation.setCPUThrottlingRate), as Lighthouse's mobile run does.
//
// Run (after trunk build --release; needs tests/e2e's node_modules):
//   node scripts/long-tasks.mjs [--steps 20] [--hints 3] [--throttle 1]
//        [--profile] [--json FILE] [--puzzle LINE ...]
//   DIST=<dir> serves another build; CHROMIUM=<path> another Chromium.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, launch, ready, settled } from '../tests/e2e/harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i < 0 ? fallback : args[i + 1];
};
const hints = Number(option('--hints', 3));
const steps = Number(option('--steps', 20));
const throttle = Number(option('--throttle', 1));
const profiling = args.includes('--profile');
const jsonOut = option('--json', null);

const EASTER_MONSTER = '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1';
/** The first puzzle line of a puzzle file (81 characters; '#' lines and blank lines skipped). */
function firstPuzzle(file) {
  const line = fs.readFileSync(file, 'utf8').split('\n').map((l) => l.trim())
    .find((l) => l && !l.startsWith('#') && /^[.0-9]{81}/.test(l));
  if (!line) throw new Error(`no puzzle in ${file}`);
  return line.slice(0, 81).replace(/0/g, '.');
}
const puzzles = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--puzzle') puzzles.push({ name: `puzzle ${args[i + 1].slice(0, 12)}...`, line: args[i + 1] });
}
if (puzzles.length === 0) {
  puzzles.push({ name: 'Easter Monster', line: EASTER_MONSTER });
  puzzles.push({ name: 'tdoku forum hardest #1', line: firstPuzzle(path.join(here, '..', 'data', 'tdoku_forum_hardest_1106.txt')) });
}

// Before the page's scripts: every long task, with its attribution.
function observeLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__longTasks.push({
        start: e.startTime,
        duration: e.duration,
        name: e.name,
        attribution: (e.attribution ?? []).map((a) => [a.containerType, a.containerName, a.containerSrc].filter(Boolean).join(' ')).join('; '),
      });
    }
  }).observe({ type: 'longtask', buffered: true });
}

const status = (page) => page.evaluate(() => document.querySelector('[role=status]')?.textContent ?? '');
const now = (page) => page.evaluate(() => performance.now());
const frames = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** Clicks the button `name`; resolves to the press's window in the page's clock and its outcome. */
async function press(page, name, kind) {
  const before = await status(page);
  // A plain mouse click at the button's centre: Playwright's locator.click()
  // would add its own hit-target listeners to the click's task.
  const button = page.getByRole('button', { name, exact: true });
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  const start = await now(page);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  let changed = true;
  if (kind !== 'view') {
    try {
      await page.waitForFunction((old) => {
        const text = document.querySelector('[role=status]')?.textContent ?? '';
        return text !== old && !/^(Looking for the next step|Restoring your board)/.test(text);
      }, before, { timeout: 60_000, polling: 10 });
    } catch {
      changed = false; // the status did not change (no further step, say): the window ends anyway
    }
  }
  await settled(page);
  await frames(page);
  const end = await now(page);
  return { name, kind, start, end, changed, status: (await status(page)).slice(0, 110) };
}

// --profile: a Chromium trace (devtools.timeline, as the Performance panel
// records) and a V8 CPU profile (CDP Profiler) are taken during the presses.
// Both clocks (microseconds, TimeTicks) are put on the page's performance.now()
// by a console.timeStamp() mark, which the trace records, and a marker
// function that spins 20 ms, which the profile samples.
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink.user_timing'];

async function startProfile(page) {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const markerAt = await page.evaluate(() => {
    const t0 = performance.now();
    console.timeStamp('long-tasks-align');
    (function __longTasksAlignMarker() {
      while (performance.now() - t0 < 20) { /* spin */ }
    })();
    return t0;
  });
  return { cdp, markerAt };
}

/** The trace's and the profile's accounts of what ran in [start, start + duration] (page clock, ms). */
async function stopProfile({ cdp, markerAt }) {
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.detach();
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8'));

  // The trace: the page's main thread is the one that recorded the mark.
  const mark = traceEvents.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === 'long-tasks-align');
  const main = mark && traceEvents.filter((e) => e.pid === mark.pid && e.tid === mark.tid && e.ph === 'X' && typeof e.dur === 'number');
  const traceOffset = mark ? mark.ts / 1000 - markerAt : null;
  const traceLabel = (e) => {
    const d = e.args?.data ?? {};
    if (e.name === 'EventDispatch') return `EventDispatch ${d.type}`;
    if (e.name === 'FunctionCall') {
      const file = d.url ? d.url.split('/').pop() : '';
      return `FunctionCall ${d.functionName || '(anonymous)'}${/^sudoku-web-[0-9a-f]+\.js$/.test(file) ? ' (glue)' : file ? ` ${file}` : ''}`;
    }
    if (e.name === 'TimerFire' || e.name === 'FireAnimationFrame') return e.name;
    return e.name;
  };
  /** Tasks (RunTask) on the main thread: wall and CPU ms, what they ran at top level and self time by kind. */
  const traceTasks = (from, to) => {
    if (!main) return [];
    const lo = (from + traceOffset) * 1000;
    const hi = (to + traceOffset) * 1000;
    const tasks = main.filter((e) => e.name === 'RunTask' && e.ts >= lo && e.ts <= hi);
    return tasks.map((task) => {
      const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur)
        .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
      const self = new Map();
      const top = new Map();
      const stack = [{ e: task, child: 0 }];
      const close = (until) => {
        while (stack.length > 1 && stack.at(-1).e.ts + stack.at(-1).e.dur <= until) {
          const { e, child } = stack.pop();
          self.set(traceLabel(e), (self.get(traceLabel(e)) ?? 0) + (e.dur - child));
        }
      };
      for (const e of inside) {
        close(e.ts);
        stack.at(-1).child += e.dur;
        if (stack.length === 1) top.set(traceLabel(e), (top.get(traceLabel(e)) ?? 0) + e.dur);
        stack.push({ e, child: 0 });
      }
      close(Infinity);
      self.set('(task, outside traced events)', task.dur - stack[0].child);
      const ms = (m) => [...m.entries()].sort((a, b) => b[1] - a[1]).filter(([, v]) => v >= 500)
        .map(([name, v]) => ({ name, ms: Math.round(v / 100) / 10 }));
      return {
        start: task.ts / 1000 - traceOffset,
        wall: task.dur / 1000,
        cpu: typeof task.tdur === 'number' ? task.tdur / 1000 : null,
        top: ms(top).slice(0, 4),
        self: ms(self).slice(0, 6),
      };
    });
  };

  // The profile: samples weighted by the time to the next sample.
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const samples = [];
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    samples.push({ t: t / 1000, node: profile.samples[i] });
  }
  for (let i = 0; i < samples.length; i++) samples[i].w = i + 1 < samples.length ? samples[i + 1].t - samples[i].t : 0;
  const stackOf = (id) => {
    const out = [];
    for (let n = id; n !== undefined; n = parent.get(n)) out.push(byId.get(n));
    return out.reverse(); // (root) first
  };
  // Short names: a wasm function by its index (the app's module has no name
  // section), a function of the app's JS glue with "(glue)", else its file.
  const label = (node) => {
    const f = node.callFrame;
    const file = f.url ? f.url.split('/').pop().split('?')[0] : '';
    const name = f.functionName || '(anonymous)';
    if (/\.wasm$/.test(file)) return /^wasm-function/.test(name) ? name : `${name} (wasm)`;
    if (/^sudoku-web-[0-9a-f]+\.js$/.test(file)) return `${name} (glue)`;
    return `${name}${file ? ` ${file}` : ''}`;
  };
  const marker = samples.find((s) => stackOf(s.node).some((n) => n.callFrame.functionName === '__longTasksAlignMarker'));
  const profileOffset = marker ? marker.t - markerAt : null;
  /** Self time by function, with its caller, in [start, start + duration]. */
  const profiled = (start, duration) => {
    if (profileOffset === null) return null;
    const self = new Map();
    let total = 0;
    for (const s of samples) {
      const at = s.t - profileOffset;
      if (at < start || at > start + duration) continue;
      const st = stackOf(s.node);
      const leaf = st.at(-1);
      if (leaf.callFrame.functionName === '(idle)') continue;
      const caller = st.length > 2 ? st.at(-2) : null;
      const key = `${label(leaf)}${caller && caller.callFrame.functionName !== '(root)' ? ` < ${label(caller)}` : ''}`;
      self.set(key, (self.get(key) ?? 0) + s.w);
      total += s.w;
    }
    return {
      sampled: Math.round(total),
      self: [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([name, ms]) => ({ name, ms: Math.round(ms * 10) / 10 })),
    };
  };
  return { traceTasks, profiled, traced: Boolean(main) };
}

const server = await startServer();
const browser = await launch();
const results = [];
console.log(`Long tasks during Hint x${hints} and Step x${steps}; CPU throttle ${throttle}x${profiling ? '; trace and CPU profile on' : ''}; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
try {
  for (const { name, line } of puzzles) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    page.on('console', (m) => { if (m.type() === 'error') problems.push(`console error: ${m.text()}`); });
    await page.addInitScript(observeLongTasks);
    if (throttle !== 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    }
    await page.goto(`${server.url}/?puzzle=${line}`);
    await ready(page);
    const readyAt = await now(page);
    await page.waitForTimeout(300); // the load's last tasks (service worker registration) settle

    const profile = profiling ? await startProfile(page) : null;
    const presses = [];
    for (let n = 0; n < hints; n++) presses.push(await press(page, 'Hint', 'hint'));
    presses.push(await press(page, 'Solver lab', 'view'));
    for (let n = 0; n < steps; n++) {
      presses.push(await press(page, 'Step', 'step'));
      if (!presses.at(-1).changed) break; // solved, or no step found: pressing on changes nothing
    }
    await page.waitForTimeout(300);
    const whatRan = profile ? await stopProfile(profile) : null;

    const tasks = (await page.evaluate(() => window.__longTasks)).filter((t) => t.start >= readyAt);
    const beforeReady = (await page.evaluate(() => window.__longTasks)).filter((t) => t.start < readyAt);
    for (const task of tasks) {
      const i = presses.findIndex((p) => task.start >= p.start && task.start <= p.end);
      task.during = i < 0 ? 'between presses' : `${presses[i].name} #${presses.slice(0, i + 1).filter((p) => p.name === presses[i].name).length}`;
      task.kind = i < 0 ? 'other' : presses[i].kind;
      if (whatRan) {
        // The trace's task that is this long task (the same start, within a few ms).
        const [traced] = whatRan.traceTasks(task.start - 5, task.start + 5)
          .sort((a, b) => Math.abs(a.wall - task.duration) - Math.abs(b.wall - task.duration));
        task.trace = traced ?? null;
        task.profile = whatRan.profiled(task.start, task.duration);
      }
    }
    const longest = (kind) => tasks.filter((t) => t.kind === kind).reduce((a, t) => (a && a.duration >= t.duration ? a : t), null);
    const result = {
      puzzle: name, line, readyAt, presses, tasks,
      loadTasks: beforeReady.map((t) => Math.round(t.duration)),
      longestHint: longest('hint'), longestStep: longest('step'), longestView: longest('view'), problems,
    };
    if (whatRan?.traced) {
      // Every task of the trace during the presses, long or not: the longest per kind of press.
      for (const kind of ['hint', 'view', 'step']) {
        let top = null;
        let busiest = null;
        for (const p of presses.filter((x) => x.kind === kind)) {
          for (const t of whatRan.traceTasks(p.start, p.end)) {
            if (!top || t.wall > top.wall) top = { ...t, during: p.name };
            if (t.cpu !== null && (!busiest || t.cpu > busiest.cpu)) busiest = { ...t, during: p.name };
          }
        }
        result[`tracedLongest_${kind}`] = top;
        result[`tracedBusiest_${kind}`] = busiest;
      }
    }
    results.push(result);
    await context.close();

    // The summary of this puzzle.
    const ms = (t) => (t ? `${Math.round(t.duration)} ms (starting ${Math.round(t.start - readyAt)} ms after ready, ${t.during})` : 'none');
    console.log(`\n== ${name}: ${line}`);
    console.log(`  ready at ${Math.round(readyAt)} ms; long tasks before ready (load): ${result.loadTasks.length ? result.loadTasks.map((d) => `${d} ms`).join(', ') : 'none'}`);
    const wall = (kind) => presses.filter((p) => p.kind === kind).map((p) => Math.round(p.end - p.start));
    console.log(`  press wall times (click to status shown), ms: Hint ${wall('hint').join(', ')}; Solver lab ${wall('view').join(', ')}; Step ${wall('step').join(', ')}`);
    const unchanged = presses.filter((p) => !p.changed && p.kind !== 'view');
    if (unchanged.length) console.log(`  status did not change after ${unchanged.length} press(es): ${unchanged.map((p) => p.name).join(', ')}`);
    console.log(`  last status: ${presses.at(-1).status}`);
    console.log(`  long tasks after ready: ${tasks.length}`);
    for (const t of tasks) {
      console.log(`   - ${Math.round(t.duration)} ms at +${Math.round(t.start - readyAt)} ms, during ${t.during}${t.attribution ? ` [${t.attribution}]` : ''}`);
      if (t.trace) {
        console.log(`       trace: ${Math.round(t.trace.wall)} ms wall, ${t.trace.cpu === null ? '?' : Math.round(t.trace.cpu)} ms CPU; ran ${t.trace.top.map((f) => `${f.name} ${f.ms}`).join('; ')}`);
        console.log(`       self ms: ${t.trace.self.map((f) => `${f.name} ${f.ms}`).join('; ')}`);
      }
      if (t.profile) {
        console.log(`       JS/wasm self ms (${t.profile.sampled} ms sampled; "a < b": a called by b): ${t.profile.self.map((f) => `${f.name} ${f.ms}`).join('; ')}`);
      }
    }
    if (whatRan?.traced) {
      for (const [kind, what] of [['hint', 'Hint'], ['step', 'Step'], ['view', 'Solver lab']]) {
        const t = result[`tracedLongest_${kind}`];
        const b = result[`tracedBusiest_${kind}`];
        const cpu = (x) => (x.cpu === null ? '?' : Math.round(x.cpu));
        if (t) console.log(`  trace, any task during ${what}: longest ${Math.round(t.wall)} ms wall (${cpu(t)} ms CPU)` +
          `${b && b.start !== t.start ? `; most CPU ${cpu(b)} ms (${Math.round(b.wall)} ms wall)` : ''}`);
      }
    }
    console.log(`  LONGEST during Hint: ${ms(result.longestHint)}`);
    console.log(`  LONGEST during Step: ${ms(result.longestStep)}`);
    console.log(`  (the Solver lab view switch: ${ms(result.longestView)})`);
    if (problems.length) console.log(`  page problems: ${problems.join(' | ')}`);
  }
} finally {
  await browser.close();
  await server.close();
}

const worst = Math.max(0, ...results.flatMap((r) => [r.longestHint, r.longestStep].filter(Boolean).map((t) => t.duration)));
console.log(`\n${worst > 50 ? `Longest main-thread task during Hint/Step: ${Math.round(worst)} ms (over the 50 ms goal).` : 'No main-thread task over 50 ms during Hint or Step.'}`);
if (jsonOut) {
  fs.writeFileSync(jsonOut, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Details: ${jsonOut}`);
}
