// A dedicated PostgreSQL connection that LISTENs on one channel and reconnects after a drop,
// so app servers sharing a database hear each other's NOTIFY (SSE pokes cross servers).
import pg from 'pg';

export type Listener = { close(): Promise<void> };

const RECONNECT_MS = 2000;

export async function listen(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  onError: (err: unknown) => void = () => undefined,
): Promise<Listener> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Bad channel name ${channel}`);
  let client: pg.Client | null = null;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
    });
    const reconnect = (err?: unknown) => {
      if (err) onError(err);
      if (closed || client !== next) return;
      client = null;
      next.end().catch(() => undefined);
      retry = setTimeout(() => void connect().catch(reconnectLater), RECONNECT_MS);
    };
    next.on('error', reconnect);
    next.on('end', () => reconnect());
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    if (closed) return void (await next.end());
    client = next;
  };
  const reconnectLater = (err: unknown) => {
    onError(err);
    if (!closed) retry = setTimeout(() => void connect().catch(reconnectLater), RECONNECT_MS);
  };

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
