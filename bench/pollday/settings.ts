// The sizes of a poll-day run (full, or tiny in a smoke run), in one place so the report can
// state them. The district in the benchmark: one assembly of `booths` booths, each with one
// phone (its own account, its own booth area and roll part) and one booth-level coordinator;
// a mandal coordinator per `boothsPerMandal` booths, a block coordinator per
// `mandalsPerBlock` mandals and one assembly coordinator: about 1.1 watchers per booth, as a
// state's 2 lakh coordinators over 1,62,069 booths are.
import { sized } from '../lib/smoke.ts';

const env = (name: string): number | undefined =>
  process.env[name] === undefined ? undefined : Number(process.env[name]);

export const SETTINGS = {
  booths: env('POLLDAY_BOOTHS') ?? sized(400, 12),
  votersPerBooth: sized(200, 40),
  boothsPerMandal: sized(10, 4),
  mandalsPerBlock: sized(10, 2),
  /** Marks per push (one tap session of a booth worker): 1 to this many, evenly. */
  maxMarksPerPush: 3,
  /** Rising rates, marks/s; the run stops after the first step that fails. */
  rates: (process.env.POLLDAY_RATES?.split(',').map(Number) ??
    sized([25, 35, 50, 70, 100, 140, 200, 280, 400, 560, 800], [10, 20])) as number[],
  stepSeconds: env('POLLDAY_STEP_SECONDS') ?? sized(30, 2),
  /** After a step's last mark, how long its marks may take to reach every coordinator. */
  drainMs: sized(15_000, 5_000),
  /** The limit: p95 from the push being sent to the coordinator's summary counting the mark. */
  p95LimitMs: 5_000,
  /** Share of a step's marks that may fail or never reach a coordinator. */
  maxErrorShare: 0.001,
  /** A step is sustained when at least this share of the asked rate was acknowledged. */
  minAchievedShare: 0.9,
  /**
   * The rate of the steps compared with and without the idle streams, and with one mark a push:
   * the highest ladder rate at or below this share of the highest sustained one (at least the
   * lowest), so it holds with room to spare and a difference shows as CPU, not as a collapse.
   */
  referenceShare: 0.6,
  idleStreams: env('POLLDAY_IDLE_STREAMS') ?? sized(10_000, 200),
  /** Fan-out waves (one mark poking every idle stream) per side. */
  waves: sized(5, 1),
  /** Quiet time before a memory reading (allocations settle, the balancer's checks run). */
  settleMs: sized(3_000, 300),
  /** The idle CPU window: one heartbeat period of the event streams (server/routes/events.ts). */
  idleCpuMs: sized(25_000, 500),
  bareInsertMarks: sized(30_000, 300),
  /** Connections of the bare INSERT: both app servers' pools (10 each). */
  bareInsertConnections: 20,
  /** Changes published to the in-process fan-out check (deliver-check.ts). */
  deliverChanges: sized(500, 20),
  /** Seconds of each per-request cost measurement (summaries, pulls). */
  costSeconds: sized(8, 0.5),
  /** SMS of 40 marks timed to the war room, one booth each (sms-war-room.ts). */
  smsMessages: sized(20, 2),
  /** Draws of each booth pattern for marks per SMS (sms-packing.ts). */
  smsPackingTrials: sized(200, 5),
} as const;

/** The app's own delays a coordinator's screen waits for (src/sync, src/db). */
export const APP_DELAYS = {
  /** triggers.ts: a poke asks for a sync this much later (engine.requestSync(250)). */
  pokeToSyncMs: 250,
  /** use-throttled-live-query.ts: the area summary asks the server at most once a second. */
  summaryGapMs: 1_000,
  /** engine.ts: pull page size. */
  pullPage: 1_000,
} as const;
