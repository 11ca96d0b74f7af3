// Server-Sent Events from /api/events: the server pokes when something in our scope changed,
// so new chat messages arrive within seconds. EventSource cannot send headers, hence ?token=.
// A closed stream (e.g. 401 after expiry) is reopened later with the current token.
import { apiRoutes } from '../domain/api/index.ts';

export type EventStream = { reconnect(): void; close(): void };

const REOPEN_MS = 30_000;

export function connectEvents(
  baseUrl: string,
  getToken: () => string | null,
  onPoke: () => void,
): EventStream {
  let source: EventSource | null = null;
  let reopen: ReturnType<typeof setTimeout> | undefined;

  const close = () => {
    clearTimeout(reopen);
    source?.close();
    source = null;
  };
  const open = () => {
    close();
    const token = getToken();
    if (!token || typeof EventSource === 'undefined') return;
    const path = apiRoutes.sync.events.path;
    source = new EventSource(`${baseUrl}${path}?token=${encodeURIComponent(token)}`);
    source.addEventListener('poke', onPoke);
    source.addEventListener('error', () => {
      // The browser retries by itself unless the stream is closed for good.
      if (source?.readyState === EventSource.CLOSED) reopen = setTimeout(open, REOPEN_MS);
    });
  };
  open();
  return { reconnect: open, close };
}
