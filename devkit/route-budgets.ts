// The byte budget of each route's first load and of the precache (issue 26), checked in
// `npm test` by tests/e2e/route-budgets.test.ts against the built app. A budget is the most a
// build may weigh: today's weight with a little room, so a heavy import added to the shell
// fails the build; the target is where the issue wants the weight to be. When a route gets
// lighter, lower its budget (and run `npm run budgets:record` so a failure can name what grew).
// KB = 1,000 bytes as sent: Brotli bodies with their headers.
import type { Weight } from './route-weight.ts';

export type Budget = { budget: number; target: number };

export const BUDGETS = {
  // Measured 2026-11-28 (devkit/route-weights.json): /signin 7.0 KB untouched and 225.7 KB
  // once touched, /dashboard 324.2 KB, precache 594.3 KB; at the start of issue 26's work
  // 327.8, 606.2 and 1,037.3 KB. What came off: the charts, the report
  // definitions and the disabled-account code out of the first loads; a document's headers off
  // hashed files; one language's strings instead of both; toasts loaded with the first toast;
  // Mantine's CSS per component; the everyday UI as one chunk instead of dozens; the sign-in
  // calls without every other route's schemas; our own Devanagari letters for the name keys
  // instead of a library with every script's tables (17.7 KB); menus loaded on their first
  // open, a plain <table> and the sidebar's native scrolling instead of Mantine's ScrollArea,
  // which brought floating-ui (28 KB together; the precache gained 6 KB of file headers for
  // the menus' own chunks). (Mantine's cascade layers, declared in the page, added 0.5 KB to
  // each.)
  // The server's sign-in page holds the app back until the first touch (7.0 KB untouched).
  '/signin': { budget: 10_000, target: 150_000 },
  // The app that a first touch of the sign-in page starts (the weight /signin had before the
  // page held it back): no target of its own, kept from growing. 2026-12-07 evening: 234.9 KB —
  // the English strings of booth grades and committees (issue 46) are in the start-up bundle.
  // 2026-12-07 night: 217.5 KB — only the first screens' string areas load before the first
  // render (issue 45: src/locales/start-areas.ts; en 26.3 KB → 8.7 KB).
  // 2026-12-08: 213.0 KB — the service worker registered without workbox-window (2.3 KB and
  // two files) and assets sent without Node's connection headers (48 bytes a file).
  '/signin touched': { budget: 215_000, target: 230_000 },
  // 2026-12-07: 330.0 KB — the households of the roll (issue 43: section + house number, the
  // dashboard's Households tile) and both features' strings; the budget follows, the target stays.
  // 2026-12-07 evening: 341.8 KB — the strings and API contracts of booth grades and
  // committees (issue 46: en +3.8 KB, api +2.5 KB) and reading the roll's part files (issue 45:
  // roll-files 1.2 KB). The budget follows; the target stays.
  // 2026-12-07 night (issue 45's start-up work): 318.8 KB — the first screens' string areas
  // only (the other areas, 19.4 KB in English, load with the first other screen), the logout's
  // server call loaded on logout, the roll's list-order code only for a phone
  // holding voters (8.2 KB). Still 18.8 KB over the target: see bench/README.md.
  // 2026-12-08 (issue 45): 307.6 KB — workbox-window out (our own registration, 2.3 KB and
  // two files), react-remove-scroll's code out of AppShell (it read two class names: 4.1 KB),
  // the drawer's overlay a plain layer (Overlay's file and stylesheet), and no Connection and
  // Keep-Alive headers on assets (48 bytes on each of 88 files). 7.6 KB over the target.
  '/dashboard': { budget: 310_000, target: 300_000 },
  // The Devanagari fonts left the precache (105 KB: phones have them installed), and the
  // charts library (108 KB: two bar charts are boxes sized by CSS); then the desk tools (roll
  // import, the voter file import's worker and Excel reader, 80 KB), which load on first open
  // and which a coordinator's phone fetches in the background (scripts/outside-precache.ts).
  // 2026-12-07: 638.4 KB (594.3 before) — poll day that must work with no network (issue 44:
  // the pad, the whole not-yet-voted list, marks by SMS: poll-day-screen 8.6 → 23.0 KB) and the
  // pocket printer (6.3 KB, offline by design), the strings of issues 43–44, and Mantine's
  // Modal pieces (focus trap, scroll area) in chunks of their own. What a booth needs offline on
  // poll day is in it on purpose; the target stays.
  // 2026-12-07 evening: 686.6 KB — the committee screens that work offline (issue 46: the
  // booth's committee, setup and report, ~15 KB with the form inputs they bring) and the shared
  // database chunk holding what reads the roll's part files (issue 45). Booth grades stay out
  // (online only). The target stays.
  // 2026-12-07 night: 695.5 KB — each language's strings in two chunks, the first screens' and
  // the rest (+4.5 KB of compression and headers, for 17.6 KB off the dashboard's first load),
  // and the home's figures, the list-order reader and the logout's call in chunks of their own
  // (+3 KB). The target stays.
  // 2026-12-08: 684.3 KB — the same four changes (the Combination chunk stays, for modals).
  precache: { budget: 687_000, target: 600_000 },
} as const satisfies Record<string, Budget>;

export type BudgetName = keyof typeof BUDGETS;

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/**
 * Why `weight` fails its budget, naming what grew since `recorded` (the files new to it, and
 * those heavier by more than a kilobyte, most growth first); null when within budget.
 */
export function overBudget(
  name: string,
  weight: Weight,
  budget: Budget,
  recorded?: Weight,
): string | null {
  if (weight.bytes <= budget.budget) return null;
  const before = new Map(recorded?.files.map((f) => [f.name, f.bytes]));
  const grew = weight.files
    .map((f) => ({ ...f, growth: f.bytes - (before.get(f.name) ?? 0) }))
    .filter((f) => f.growth > 1_000)
    .sort((a, b) => b.growth - a.growth)
    .map((f) =>
      before.has(f.name) ? `${f.name} +${kb(f.growth)}` : `${f.name} (new, ${kb(f.bytes)})`,
    );
  const biggest = weight.files.slice(0, 5).map((f) => `${f.name} ${kb(f.bytes)}`);
  return [
    `${name}: ${kb(weight.bytes)}, over its budget of ${kb(budget.budget)} (target ${kb(budget.target)}).`,
    grew.length
      ? `Grew since the recorded weights: ${grew.join(', ')}.`
      : 'Nothing grew by more than 1 KB since the recorded weights.',
    `Biggest: ${biggest.join(', ')}.`,
  ].join('\n');
}
