// The dashboard's "Load the demo": one online call that starts the load on the server, and the
// progress read while it runs. Online only (the load happens on the server), so nothing is
// queued; a refusal reaches the caller as ApiError, whose messageKey the card shows.
import type { DemoStatus } from '../../domain/demo.ts';
import { apiRoutes } from '../../domain/api/index.ts';
import { callApi } from '../../sync/call-api.ts';
import { getSyncEngine } from '../../sync/start-sync.ts';

/** Start loading the demo; the server answers at once with the load's first status. */
export async function startDemoLoad(): Promise<DemoStatus> {
  const { demo } = await callApi(apiRoutes.admin.loadDemo, { body: {} });
  return demo;
}

export async function fetchDemoStatus(signal?: AbortSignal): Promise<DemoStatus> {
  const { demo } = await callApi(apiRoutes.admin.demoStatus, { signal });
  return demo;
}

/** The demo is on the server: fetch its voters now rather than at the next poke. */
export function pullDemo(): void {
  getSyncEngine().requestSync();
}
