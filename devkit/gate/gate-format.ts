// Turns the gate's findings into text people can act on: by rule, then by element (or route),
// with the screens (route, width, language) each one was seen on.
import { GATE_LANGS } from './gate-config.ts';
import { gateTexts } from './gate-locales.ts';
import type { GateFailure } from './gate-types.ts';

/** Row menu buttons are named after their row; one name stands for all of them. */
const ROW_MENU_NAMES = GATE_LANGS.map((l) => new RegExp(gateTexts(l).rowActionsPattern));

/** Ids React and Mantine generate differ per render; without them equal elements group. */
export function normaliseTarget(target: string): string {
  return target
    .replace(/#mantine-[\w-]+/g, '#mantine-…')
    .replace(/#_r_\w+_/g, '#_r_…')
    .replace(/#:r\w+:/g, '#:r…:')
    .replace(/"([^"]*)"/g, (quoted, name: string) =>
      ROW_MENU_NAMES.some((p) => p.test(name)) ? '"<row menu of a member>"' : quoted,
    );
}

/** The element's shape without its accessible name, for grouping "the same control". */
function shapeOf(target: string): string {
  const quoted = target.indexOf(' "');
  return normaliseTarget(quoted > 0 ? target.slice(0, quoted) : target);
}

const where = (f: GateFailure) => `${f.width} ${f.lang}`;

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

const bySize = <T>(groups: Map<string, T[]>) =>
  [...groups.entries()].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));

function ruleHeading(rule: string, list: readonly GateFailure[]): string {
  const first = list[0]!;
  const kind = first.check === 'axe' ? `axe, ${first.impact}` : 'gate';
  const screens = new Set(list.map((f) => `${f.route} ${where(f)}`)).size;
  return `${rule} (${kind}): ${list.length} finding(s) on ${screens} screen(s)`;
}

/** "route [360 en, 1280 hi]" for each route an element was seen on. */
function routesLine(list: readonly GateFailure[]): string {
  return bySize(groupBy(list, (f) => f.route))
    .map(([route, fs]) => `${route} [${[...new Set(fs.map(where))].join(', ')}]`)
    .join('; ');
}

/**
 * Rule → element → screens: every finding appears, but an element seen on forty screens is one
 * entry. The test prints this when the gate fails.
 */
export function formatByRuleAndElement(failures: readonly GateFailure[]): string {
  if (failures.length === 0) return 'Accessibility gate: no failures.';
  const lines = [
    `Accessibility gate: ${failures.length} failure(s) in ${new Set(failures.map((f) => f.rule)).size} rule(s)`,
  ];
  for (const [rule, list] of bySize(groupBy(failures, (f) => f.rule))) {
    lines.push('', ruleHeading(rule, list));
    for (const [shape, items] of bySize(groupBy(list, (f) => shapeOf(f.target)))) {
      const names = [...new Set(items.map((f) => normaliseTarget(f.target)))];
      const details = [...new Set(items.map((f) => f.detail))];
      lines.push(`  • ${shape || '(page)'} ×${items.length}`);
      if (names.length > 1 || names[0] !== shape) {
        lines.push(`      e.g. ${names.slice(0, 3).join(' | ')}${names.length > 3 ? ' …' : ''}`);
      }
      lines.push(
        `      ${details[0]}${details.length > 1 ? ` (+${details.length - 1} variants)` : ''}`,
      );
      lines.push(`      on: ${routesLine(items)}`);
    }
  }
  return lines.join('\n');
}

/** Rule → route → each finding in full: what the report script prints. */
export function formatByRuleAndRoute(failures: readonly GateFailure[]): string {
  const lines: string[] = [];
  for (const [rule, list] of bySize(groupBy(failures, (f) => f.rule))) {
    lines.push('', ruleHeading(rule, list));
    const routes = [...groupBy(list, (f) => f.route).entries()].sort((a, b) =>
      a[0].localeCompare(b[0]),
    );
    for (const [route, items] of routes) {
      lines.push(`  ${route}`);
      for (const f of items) {
        lines.push(`    [${where(f)}] ${f.target || '(page)'} — ${f.detail}`);
      }
    }
  }
  return lines.join('\n');
}

/** Rule → count → typical element → routes, one line per rule: the short summary. */
export function formatSummary(failures: readonly GateFailure[]): string {
  return bySize(groupBy(failures, (f) => f.rule))
    .map(([rule, list]) => {
      const typical = bySize(groupBy(list, (f) => shapeOf(f.target)))[0]?.[0] || '(page)';
      const routes = new Set(list.map((f) => f.route)).size;
      return `${rule}: ${list.length} — typically ${typical} — on ${routes} route(s)`;
    })
    .join('\n');
}
