// "Load the demo" (POST/GET /api/admin/demo), shared by the server and the dashboard: how far
// a load got, and how big the demo is (one assembly, a booth per 250 voters, sample campaigns).
export type DemoStatus = {
  state: 'idle' | 'loading' | 'done' | 'failed';
  /** Voters written so far, of `total`. */
  written: number;
  total: number;
  /** Why a load failed, as an i18n key. */
  messageKey?: string;
};

export type DemoResponse = { demo: DemoStatus };

/** Voters the demo loads, and the most a request may ask for. */
export const DEMO_VOTERS = 30_000;

/** Voters in each of the demo's booths (one part each): 30,000 fill 120 booths. */
export const DEMO_BOOTH_SIZE = 250;
