// Issues 24 and 44: the polling agent keeps pace with the officer, and the pad keeps still. The
// real server (child process, PGlite on disk) serves a production build; Chromium opens Poll Day
// on a 360 px phone with the CPU 4× slower (CDP) holding one booth of 1,200 voters, the serial
// pad chosen. The officer calls a serial every 2 s (in a shuffled order, as voters come, with a
// few repeats and serials outside the part left on the pad); the agent taps its digits and taps
// Mark — by coordinates read once at the start, as a finger taps, so a key that moved would be
// missed and Playwright's own work stays out of the throttled page. Measured in the page:
//   - digit → name: from the last digit's click to the next frame after the voter's name is in
//     the page, beside a bare baseline in the same page and profile: a plain button whose click
//     writes a name into a plain element (no React, no lookup), timed the same way after every
//     call; and how much of each went before the page changed (the click's own work);
//   - long tasks (PerformanceObserver): those overlapping the typing of a serial (from the call
//     to the name on screen), and their share of the main thread over the calls;
//   - pace: each call's digits-to-mark done before the next call; misses are calls not marked
//     in time or not counted at the end (the phone's turnout and the server's stored marks);
//   - the same long tasks counted by the page's own thread time (a light trace of every run):
//     a task the machine's other programs stretched past 50 ms is told from one the page made.
// Run: npm run bench:pad → bench/results/pad-latest.{md,json}; --smoke: 20 voters, 3 calls.
// PAD_BENCH_CALLS=n runs fewer calls (pad-partial); PAD_BENCH_PROFILE=<file> writes a CPU profile
// of the calls and prints each long task with the functions under it (bench/lib/cpu-profile.ts).
// PAD_BENCH_OTHER_MARKS=1: another phone of the booth marks a voter just before each call (pushed
// to the server, which pokes this phone: its pull comes while the serial is typed); its report
// is pad-other-latest.
import { mkdirSync, writeFileSync } from 'node:fs';
import { PHONE, launchBrowser, newAppContext } from '../../devkit/e2e-browser.ts';
import { signInViaUi } from '../../devkit/e2e-pages.ts';
import { createAccount, newUser } from '../../devkit/e2e-users.ts';
import { apiToken, pushRecords, pushVoters, seedRoll } from '../../devkit/voter-seed.ts';
import { buildApp } from '../lib/app-build.ts';
import { busyRuns } from '../lib/cpu-profile.ts';
import type { CpuProfile } from '../lib/cpu-profile.ts';
import { heapTop } from '../lib/heap-profile.ts';
import type { HeapProfile } from '../lib/heap-profile.ts';
import { currentLoad, loadSpan, startReport, writeReport } from '../lib/report.ts';
import { startServer } from '../lib/server-process.ts';
import { RESULTS_DIR, SMOKE, sized } from '../lib/smoke.ts';
import type { Point } from './pad-probe.ts';
import {
  LIGHT_TRACE,
  TRACE_ORIGIN_MARK,
  traceCategories,
  tracedLongTasks,
  tracedTaskTimes,
} from './pad-trace.ts';
import {
  bareDelay,
  installProbe,
  longFrames,
  longTasks,
  nameShown,
  pageNow,
  tapPoints,
  waitForText,
} from './pad-probe.ts';

const VOTERS = sized(1_200, 20);
/** PAD_BENCH_CALLS shrinks a run (its report is pad-partial, never the latest). */
const PARTIAL = Number(process.env.PAD_BENCH_CALLS) || 0;
const CALLS = PARTIAL || sized(60, 3);
/** PAD_BENCH_PROFILE=<file>: a CPU profile of the calls, and its long tasks printed by function. */
const PROFILE = process.env.PAD_BENCH_PROFILE;
/** PAD_BENCH_TRACE=<file>: a Chromium trace of the calls, and each long task's events printed. */
const TRACE = process.env.PAD_BENCH_TRACE;
/** PAD_BENCH_TRACE_JS=1: the trace samples JavaScript too (which functions; slows the page). */
const TRACE_SAMPLES = process.env.PAD_BENCH_TRACE_JS === '1';
/** PAD_BENCH_HEAP=<file>: a sampling heap profile of the calls (every allocation, kept or not). */
const HEAP = process.env.PAD_BENCH_HEAP;
/** PAD_BENCH_OTHER_MARKS=1: another phone of the booth marks a voter just before each call. */
const OTHER_MARKS = process.env.PAD_BENCH_OTHER_MARKS === '1';
/** How long before a call the other phone's mark is pushed. */
const OTHER_LEAD_MS = 200;
const CALL_EVERY_MS = 2_000;
const CPU_RATE = 4;
const PART = 12;
const NAME_TARGET_MS = 100;
const BARE_RATIO_TARGET = 1.5;

const log = (text: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length - 1) * p))] ?? NaN;

/** A shuffled order of calls: voters do not come in roll order. */
function callOrder(count: number, of: number): number[] {
  const serials = Array.from({ length: of }, (_, i) => i + 1);
  let seed = 24;
  for (let i = serials.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [serials[i], serials[j]] = [serials[j]!, serials[i]!];
  }
  return serials.slice(0, count);
}

type Call = { serial: number; kind: 'mark' | 'repeat' | 'outside' };

/**
 * The officer's calls: the shuffled serials to mark, with a few repeats of a serial marked
 * before and serials the part does not have, as a real day brings them. Neither is cleared on
 * the pad: the next call's first digit must start a new serial by itself. A repeat is of a
 * serial no longer serial of the part starts with (its digits cannot grow into another), as an
 * outside one is.
 */
function officerCalls(count: number, voters: number): Call[] {
  const marks = callOrder(count, voters);
  const repeatsAfter = count >= 20 ? [15, 30, 45] : [1];
  const outsideAfter = count >= 20 ? [20, 40] : [2];
  const calls: Call[] = [];
  marks.forEach((serial, i) => {
    calls.push({ serial, kind: 'mark' });
    if (repeatsAfter.includes(i)) {
      const earlier = marks.slice(0, i + 1).find((s) => s * 10 > voters);
      if (earlier) calls.push({ serial: earlier, kind: 'repeat' });
    }
    if (outsideAfter.includes(i)) calls.push({ serial: voters + 50, kind: 'outside' });
  });
  return calls;
}

type Window = { from: number; to: number };

/** Long tasks that overlap any of the windows (page clock). */
const overlapping = (tasks: { start: number; ms: number }[], windows: Window[]) =>
  tasks.filter((t) => windows.some((w) => t.start < w.to && t.start + t.ms > w.from));

async function main(): Promise<void> {
  const { report, add } = startReport();
  const startLoad = currentLoad();
  const build = buildApp('pad-bench');
  const server = await startServer({ database: 'pglite', staticDir: build.dir });
  const browser = await launchBrowser();
  try {
    const agent = newUser('Anita Sharma');
    await createAccount(server.url, agent);
    const roll = seedRoll(VOTERS).map((v, i) => ({
      id: v.id,
      fields: { ...v.fields, partNumber: PART, serialNumber: i + 1 } as Record<string, unknown>,
    }));
    await pushVoters(server.url, await apiToken(server.url, agent.email, agent.password), roll);
    const nameOf = (serial: number) => {
      const f = roll[serial - 1]!.fields;
      return `${String(f.firstName ?? '')} ${String(f.lastName ?? '')}`.trim();
    };

    const context = await newAppContext(browser, server.url, { viewport: PHONE });
    await context.addInitScript(() => localStorage.setItem('pollDayMode', '"pad"'));
    await context.addInitScript(installProbe);
    const page = await context.newPage();
    await signInViaUi(page, agent);
    await page.goto('/dashboard/poll-day');
    const total = VOTERS.toLocaleString('en-US');
    await page.getByText(`0 of ${total} voters have voted (0%)`).waitFor({ timeout: 5 * 60_000 });
    await page.getByText('Type the serial number the officer calls.').waitFor();
    // The app registers its service worker in the first idle moment after it loads (an 80 ms
    // task at CPU 4×): an agent opens the app long before the first voter, so the calls start
    // once it has.
    const registered = await page.evaluate(() =>
      Promise.race([
        navigator.serviceWorker.ready.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 60_000)),
      ]),
    );
    if (!registered) log('the service worker was not ready after 60 s: the calls start anyway');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    log(`phone ready: ${VOTERS} voters of part ${PART}, CPU ${CPU_RATE}× slower`);
    if (PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
      await cdp.send('Profiler.start');
    }
    if (HEAP) {
      await cdp.send('HeapProfiler.enable');
      await cdp.send('HeapProfiler.startSampling', {
        samplingInterval: 4096,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: true,
      });
    }
    // Every run records the light trace (tasks and their thread time); PAD_BENCH_TRACE more.
    await browser.startTracing(page, {
      categories: TRACE ? traceCategories(TRACE_SAMPLES) : LIGHT_TRACE,
    });
    await page.evaluate((name) => performance.mark(name), TRACE_ORIGIN_MARK);

    const taps = await tapPoints(page, 'Number pad');
    const tap = (at: Point) => page.mouse.click(at.x, at.y);
    const RESULT = '[data-testid="pad-result"]';
    // The agent tries the pad once before the officer's first call (a serial typed and
    // cleared): the page's first digit also compiles the code that draws a voter.
    const WARM_UP = VOTERS;
    for (const digit of String(WARM_UP)) await tap(taps.keys[digit]!);
    await nameShown(page, nameOf(WARM_UP));
    await tap(taps.keys.Clear!);
    await waitForText(page, RESULT, 'Type the serial number');
    const delays: number[] = [];
    const bare: number[] = [];
    /** Of each delay, the part before the page changed (the click's own work). */
    const changed = { pad: [] as number[], bare: [] as number[] };
    const late: number[] = [];
    const typing: Window[] = [];
    /** When each mark showed (page clock): what a long task came after. */
    const marksAt: number[] = [];
    const calls = officerCalls(CALLS, VOTERS);
    const marked = calls.filter((c) => c.kind === 'mark').length;
    // The other phone's voters: serials this phone is never called for.
    const called = new Set(calls.map((c) => c.serial));
    const othersToMark = OTHER_MARKS
      ? callOrder(VOTERS, VOTERS)
          .filter((s) => !called.has(s))
          .slice(0, marked)
      : [];
    const otherToken = OTHER_MARKS ? await apiToken(server.url, agent.email, agent.password) : '';
    const otherPushes: Promise<void>[] = [];
    const markOther = (serial: number) =>
      pushRecords(server.url, otherToken, [
        {
          table: 'voteMarks',
          fields: {
            voterId: roll[serial - 1]!.id,
            voted: true,
            markedAt: new Date().toISOString(),
            by: 'Other phone',
          },
        },
      ]);
    const callsFrom = await pageNow(page);
    const started = Date.now();
    for (const [i, call] of calls.entries()) {
      const calledAt = started + i * CALL_EVERY_MS;
      // The other phone's mark reaches the server a moment before the call: the poke and this
      // phone's pull of it (a quarter second later) then come while the digits go in.
      const other = othersToMark.shift();
      if (other !== undefined) {
        await page.waitForTimeout(Math.max(0, calledAt - OTHER_LEAD_MS - Date.now()));
        otherPushes.push(markOther(other));
      }
      await page.waitForTimeout(Math.max(0, calledAt - Date.now()));
      const from = await pageNow(page);
      for (const digit of String(call.serial)) await tap(taps.keys[digit]!);
      if (call.kind === 'outside') {
        await waitForText(page, RESULT, `No voter at serial ${call.serial} in part ${PART}`);
        typing.push({ from, to: await pageNow(page) });
        continue;
      }
      const name = nameOf(call.serial);
      const delay = await nameShown(page, name);
      typing.push({ from, to: await pageNow(page) });
      if (call.kind === 'repeat') {
        // Said who marked them and when; left on the pad for the next call to replace.
        await waitForText(page, RESULT, 'Already marked');
        continue;
      }
      delays.push(delay.ms);
      changed.pad.push(delay.changedMs);
      await tap(taps.mark);
      await waitForText(page, '[data-testid="pad-display"]', `Marked: ${call.serial} ${name}`);
      marksAt.push(await pageNow(page));
      if (Date.now() > calledAt + CALL_EVERY_MS) late.push(call.serial);
      // The bare baseline in the same page and profile, between the calls.
      const baseline = await bareDelay(page, `${name} (bare ${i})`);
      bare.push(baseline.ms);
      changed.bare.push(baseline.changedMs);
    }
    const callsTo = await pageNow(page);
    await Promise.all(otherPushes);
    const markedAll = marked + otherPushes.length;
    await page.getByText(new RegExp(`^${markedAll} of ${total} voters have voted`)).waitFor();
    if (PROFILE) {
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
      writeFileSync(PROFILE, JSON.stringify(profile));
      for (const run of busyRuns(profile)) {
        log(`busy at ${Math.round(run.at)} ms for ${Math.round(run.ms)} ms; under:`);
        for (const line of run.under) console.log(`   ${line}`);
        console.log('  self:');
        for (const line of run.top) console.log(`   ${line}`);
      }
    }
    if (HEAP) {
      const { profile } = (await cdp.send('HeapProfiler.stopSampling')) as unknown as {
        profile: HeapProfile;
      };
      writeFileSync(HEAP, JSON.stringify(profile));
      log('allocated during the calls, by function (self, then with what it called):');
      for (const line of heapTop(profile)) console.log(`   ${line}`);
    }
    const trace = await browser.stopTracing();
    const events = (JSON.parse(trace.toString()) as { traceEvents: [] }).traceEvents;
    const allTasks = tracedTaskTimes(events, 0).filter(
      (t) => t.start >= callsFrom && t.start < callsTo,
    );
    const taskTimes = allTasks.filter((t) => t.ms > 50);
    // The page's own work while each serial was typed: the thread time of the tasks in it.
    const typingWork = typing.map((w) =>
      allTasks
        .filter((t) => t.start < w.to && t.start + t.ms > w.from)
        .reduce((ms, t) => ms + t.cpuMs, 0),
    );
    if (TRACE) {
      writeFileSync(TRACE, trace);
      for (const task of tracedLongTasks(events)) {
        if (task.start < callsFrom || task.start > callsTo) continue;
        const call = typing.findIndex((w) => task.start < w.to && task.start + task.ms > w.from);
        const after = marksAt.filter((at) => at <= task.start).pop();
        log(
          `long task at ${task.start.toFixed(0)} ms for ${task.ms.toFixed(0)} ms (${task.cpuMs.toFixed(0)} ms its own)` +
            (call >= 0 ? `, WHILE TYPING call ${call}` : '') +
            (after === undefined ? '' : `, ${(task.start - after).toFixed(0)} ms after a mark`),
        );
        for (const line of task.events) console.log(`   ${line}`);
        console.log('  JS self (samples):');
        for (const line of task.self) console.log(`   ${line}`);
        console.log('  under (app frames):');
        for (const line of task.under) console.log(`   ${line}`);
      }
    }
    // The marks leave at once; give the push a moment, then count what the server stored.
    const stored = await (async () => {
      const token = await apiToken(server.url, agent.email, agent.password);
      for (let tries = 0; tries < 60; tries++) {
        const res = await fetch(`${server.url}/api/field-work/summary`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        const voted = ((await res.json()) as { totals: { voted: number } }).totals.voted;
        if (voted >= markedAll) return voted;
        await new Promise((r) => setTimeout(r, 500));
      }
      return -1;
    })();

    const tasks = (await longTasks(page)).filter((t) => t.start >= callsFrom && t.start < callsTo);
    const whileTyping = overlapping(tasks, typing);
    // What each long task while typing was: the scripts of the long animation frame holding it.
    const frames = await longFrames(page);
    const explained = whileTyping.map((task) => {
      const call = typing.findIndex((w) => task.start < w.to && task.start + task.ms > w.from);
      const mark = marksAt.filter((at) => at <= task.start).pop();
      const frame = frames.find((f) => f.start <= task.start && task.start < f.start + f.ms);
      return {
        ...task,
        call,
        afterMarkMs: mark === undefined ? null : Math.round(task.start - mark),
        frame,
      };
    });
    for (const t of explained) {
      log(
        `long task while typing (call ${t.call}, ${t.afterMarkMs ?? '–'} ms after a mark): ${t.ms.toFixed(0)} ms` +
          (t.frame
            ? `; its frame ${t.frame.ms.toFixed(0)} ms, rendering ${t.frame.renderMs.toFixed(0)} ms`
            : ''),
      );
      for (const x of t.frame?.scripts ?? [])
        console.log(`   ${x.ms.toFixed(0)} ms (layout ${x.layoutMs.toFixed(0)}) ${x.what}`);
    }
    const busy = tasks.reduce((ms, t) => ms + t.ms, 0);
    // By the page's own thread time: what the page made long, whatever else the machine ran.
    const ownLong = taskTimes.filter((t) => t.cpuMs > 50);
    const ownWhileTyping = overlapping(ownLong, typing);
    const longest = (xs: { ms: number }[]) => Math.max(0, ...xs.map((t) => t.ms));
    const namePad = {
      unit: 'ms',
      value: percentile(delays, 0.95),
      baseline: { label: 'bare click → text, same page', value: percentile(bare, 0.95) },
      notes: [
        `median ${percentile(delays, 0.5).toFixed(0)} ms, worst ${Math.max(...delays).toFixed(0)} ms over ${delays.length} calls; bare median ${percentile(bare, 0.5).toFixed(0)} ms over ${bare.length}`,
        `click → page changed (the click's own work), median / p95: pad ${percentile(changed.pad, 0.5).toFixed(1)} / ${percentile(changed.pad, 0.95).toFixed(1)} ms, bare ${percentile(changed.bare, 0.5).toFixed(1)} / ${percentile(changed.bare, 0.95).toFixed(1)} ms; the rest is the wait for the frame`,
      ],
    };
    add({
      id: 'nameAfterDigit',
      label: `name shown after the last digit, p95 (CPU ${CPU_RATE}×, ${VOTERS} voters)`,
      ...namePad,
      target: { kind: 'max', value: NAME_TARGET_MS },
    });
    add({
      id: 'nameAgainstBare',
      label: 'the same, against the bare button',
      ...namePad,
      notes: [],
      target: { kind: 'maxRatio', value: BARE_RATIO_TARGET },
    });
    add({
      id: 'longTasksTyping',
      label: 'long tasks (> 50 ms) while typing a serial',
      unit: 'tasks',
      value: whileTyping.length,
      target: { kind: 'max', value: 0 },
      notes: [
        `longest ${longest(whileTyping).toFixed(0)} ms; typing is from the call to the name (or the message) on screen, ${typing.length} calls`,
      ],
    });
    add({
      id: 'ownLongTasksTyping',
      label: 'the same, by the page’s own thread time (> 50 ms)',
      unit: 'tasks',
      value: ownWhileTyping.length,
      target: { kind: 'max', value: 0 },
      notes: [
        `over the calls ${ownLong.length} (longest ${Math.max(0, ...ownLong.map((t) => t.cpuMs)).toFixed(0)} ms of thread time); ` +
          `tasks over 50 ms of wall time in the trace: ${taskTimes.length}, their thread time median ${percentile(
            taskTimes.map((t) => t.cpuMs),
            0.5,
          ).toFixed(0)} ms — the rest was the machine's other programs`,
      ],
    });
    add({
      id: 'ownWorkTyping',
      label: 'the page’s own work while a serial is typed, p95 of the calls',
      unit: 'ms',
      value: percentile(typingWork, 0.95),
      notes: [
        `thread time of the tasks from the call to the name on screen; median ${percentile(typingWork, 0.5).toFixed(0)} ms, worst ${Math.max(...typingWork).toFixed(0)} ms over ${typingWork.length} calls`,
      ],
    });
    add({
      id: 'longTaskShare',
      label: 'main thread in long tasks during the calls',
      unit: '%',
      value: (busy / (callsTo - callsFrom)) * 100,
      notes: [
        `${tasks.length} long tasks in ${((callsTo - callsFrom) / 1000).toFixed(0)} s, longest ${longest(tasks).toFixed(0)} ms`,
      ],
    });
    add({
      id: 'missedCalls',
      label: `calls not marked within ${CALL_EVERY_MS / 1000} s, of ${marked}`,
      unit: 'calls',
      value: late.length + (stored === markedAll ? 0 : Math.abs(markedAll - stored)),
      target: { kind: 'max', value: 0 },
      notes: [
        `the server counted ${stored} voted${OTHER_MARKS ? ` (${otherPushes.length} of them by the other phone)` : ''}; late serials: ${late.join(', ') || 'none'}; ${calls.length - marked} repeats and serials outside the part left on the pad for the next call`,
      ],
    });
    report.details = {
      delays,
      bare,
      changed,
      late,
      stored,
      longTasks: tasks,
      whileTyping: explained,
      typing,
      marksAt,
      taskTimes,
      typingWork,
      otherMarks: otherPushes.length,
      load: loadSpan(startLoad),
    };
    report.finishedAt = new Date().toISOString();
    mkdirSync(RESULTS_DIR, { recursive: true });
    const kind = OTHER_MARKS ? 'pad-other' : 'pad';
    const name = SMOKE ? `${kind}-smoke` : PARTIAL ? `${kind}-partial` : `${kind}-latest`;
    const files = writeReport(report, name, 'Poll-day pad benchmark');
    log(`${loadSpan(startLoad)}; wrote ${files.join(', ')}`);
  } finally {
    await browser.close();
    await server.stop();
    build.dispose();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
