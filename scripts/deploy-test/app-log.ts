// Reads an app server's log: JSON lines, request ids, and no token or password in them.
import { readFileSync } from 'node:fs';
import { PASSWORD } from './run-context.ts';

export type LogCheck = {
  lines: number;
  requestLines: number;
  /** Answers 503 (a draining server turning requests away for the balancer to retry). */
  refused: number;
  ids: Set<string>;
  problems: string[];
};

export function checkAppLog(file: string): LogCheck {
  const out: LogCheck = { lines: 0, requestLines: 0, refused: 0, ids: new Set(), problems: [] };
  const text = readFileSync(file, 'utf8');
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    out.lines += 1;
    let entry: Record<string, unknown>;
    try {
      entry = JSON.parse(line) as Record<string, unknown>;
    } catch {
      if (out.problems.length < 3) out.problems.push(`not JSON: ${line.slice(0, 160)}`);
      continue;
    }
    if (typeof entry.reqId === 'string') out.ids.add(entry.reqId);
    if ((entry.res as { statusCode?: number } | undefined)?.statusCode === 503) out.refused += 1;
    if ('req' in entry || 'res' in entry) {
      out.requestLines += 1;
      if (typeof entry.reqId !== 'string' && out.problems.length < 3)
        out.problems.push(`request line without reqId: ${line.slice(0, 160)}`);
    }
  }
  if (text.includes(PASSWORD)) out.problems.push('the password is in the log');
  if (/eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/.test(text))
    out.problems.push('a token (JWT) is in the log');
  if (/[?&]token=(?!\[redacted\])/.test(text)) out.problems.push('a ?token= value is in the log');
  return out;
}
