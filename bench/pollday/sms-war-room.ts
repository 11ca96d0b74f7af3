// SMS → war room (issue 44): a booth's 40 waiting marks in one SMS, handed to the webhook by the
// gateway stand-in (devkit/sms-gateway.ts: SMS Gateway for Android's signed call) through
// HAProxy, until every coordinator who watches that booth (booth, mandal, block, assembly) has a
// summary that counts them — the same watchers and the same measure as the pushes'
// mark-to-coordinator (coordinator.ts: poke → 250 ms → pull → summary). Baseline, same run and
// same booths: the phone's push of 40 marks, alone. One booth at a time, nothing else running,
// each after the watchers' summary gap has passed.
// The carrier's own delay (phone to gateway phone) is not in it: seconds to a minute in India.
import pg from 'pg';
import { SmsGatewayStandIn, fetchPost } from '../../devkit/sms-gateway.ts';
import { encodeMarks, minuteOf } from '../../src/domain/sms-marks/codec.ts';
import type { SmsKey, SmsReceipt } from '../../src/domain/sms-marks/gateway.ts';
import { firstMarkId } from '../../src/domain/sms-marks/mark-id.ts';
import { signMarks } from '../../src/domain/sms-marks/sign.ts';
import type { Deployment } from './deployment.ts';
import { JsonClient, now } from './http-client.ts';
import type { PollDayClients } from './poll-day-clients.ts';
import { percentile } from './rate-step.ts';
import { APP_DELAYS, SETTINGS } from './settings.ts';

export type SmsToWarRoom = {
  messages: number;
  marksEach: number;
  /** Webhook call sent → every watcher's summary counts its marks, ms. */
  p50Ms: number;
  p95Ms: number;
  /** Webhook call sent → answered (the marks written, tallies moved), ms. */
  webhookP50Ms: number;
  /** The baseline: the phone's push of as many marks sent → shown, ms. */
  pushP50Ms: number;
  pushP95Ms: number;
  unseen: number;
  failures: string[];
};

/** Ledger steps of their own, after the run's rate steps. */
const SMS_STEP = 10_000;
const PUSH_STEP = 10_001;

/**
 * Each message starts with every watcher's summary gap over (a coordinator asks at most once a
 * second): otherwise a sample would wait for the previous message's summary.
 */
const pause = () => new Promise((r) => setTimeout(r, APP_DELAYS.summaryGapMs + 100));

async function settled(clients: PollDayClients, step: number, watchers: number): Promise<boolean> {
  for (const until = Date.now() + SETTINGS.drainMs; Date.now() < until;) {
    if (clients.ledger.settled(step, watchers)) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
}

export async function smsToWarRoom(
  d: Deployment,
  clients: PollDayClients,
  messages: number,
): Promise<SmsToWarRoom> {
  // The gateway secret, as the admin's first visit to Settings makes it.
  const secret = `bench-${Math.random().toString(36).slice(2)}-secret`;
  const db = new pg.Client({ connectionString: d.databaseUrl });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO settings (key, value) VALUES ('sms_gateway_secret', $1)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [secret],
    );
  } finally {
    await db.end();
  }
  const gateway = new SmsGatewayStandIn(fetchPost(`${d.balancer.base}/api/sms-gateway/webhook`), {
    signingKey: secret,
  });
  const watchers = d.district.watchersPerMark;
  const { ledger } = clients;
  const failures: string[] = [];
  const webhookMs: number[] = [];
  const booths = d.district.booths.slice(-messages);
  const marksEach = Math.min(40, SETTINGS.votersPerBooth);
  for (const booth of booths) {
    const client = new JsonClient(d.balancer.base, booth.phone.token);
    const keyAnswer = await client.call('POST', '/api/sms-marks/key');
    client.close();
    if (keyAnswer.status !== 200) throw new Error(`SMS key: ${keyAnswer.status}`);
    const key = keyAnswer.body as SmsKey;
    // The last voters of the booth: the rate steps mark a booth's voters from its first.
    const serials = Array.from({ length: marksEach }, (_, i) => booth.voters.length - i).sort(
      (a, b) => a - b,
    );
    const ids = serials.map((s) => firstMarkId(booth.phone.id, booth.voters[s - 1]!));
    const text = await signMarks(
      encodeMarks({
        keyId: key.keyId,
        assembly: 0,
        part: booth.part,
        minute: minuteOf(new Date().toISOString()),
        serials,
      }),
      key.key,
    );
    await pause();
    const at = now();
    for (const id of ids) ledger.tapped(id, SMS_STEP, watchers, at);
    ledger.sent(ids, at);
    const answer = await gateway.receive(text, '+919800000000', 1);
    webhookMs.push(now() - at);
    const receipt = answer.json as SmsReceipt;
    if (answer.status !== 200 || receipt.applied !== marksEach) {
      failures.push(`SMS: ${answer.status} ${JSON.stringify(answer.json).slice(0, 200)}`);
      ledger.failed(ids, 'SMS not applied');
      continue;
    }
    ledger.acked(ids, now());
    await settled(clients, SMS_STEP, watchers);
  }
  // The same booths' phones push as many marks, one booth at a time.
  const phones = clients.phones.slice(-messages);
  for (const phone of phones) {
    await pause();
    phone.step = PUSH_STEP;
    phone.tap(marksEach);
    await settled(clients, PUSH_STEP, watchers);
  }
  const sms = ledger.samples(SMS_STEP);
  const push = ledger.samples(PUSH_STEP);
  return {
    messages: booths.length,
    marksEach,
    p50Ms: percentile(sms.sentToShown, 0.5),
    p95Ms: percentile(sms.sentToShown, 0.95),
    webhookP50Ms: percentile(webhookMs, 0.5),
    pushP50Ms: percentile(push.sentToShown, 0.5),
    pushP95Ms: percentile(push.sentToShown, 0.95),
    unseen: sms.expectedViews - sms.sentToShown.length,
    failures: [...failures, ...sms.failures, ...push.failures].slice(0, 5),
  };
}
