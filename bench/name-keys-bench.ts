// Name search keys over a synthetic 300,000-voter roll, as the import will compute them, and
// phoneticKey on words it has not seen (no cache). Run: node --import tsx bench/name-keys-bench.ts
// Figures are CPU time of this process; the machine is shared, so wall time is printed too.
import { loadavg } from 'node:os';
import { idSearchKeys, nameSearchKeys, phoneticKey } from '../src/domain/name-keys.ts';
import { NAME_PAIRS } from '../devkit/fixtures/name-pairs.ts';
import { generateRoll } from '../server/demo/roll-generator.ts';

function measure(label: string, count: number, run: () => void): void {
  const cpu = process.cpuUsage();
  const start = performance.now();
  run();
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  const wallSeconds = (performance.now() - start) / 1000;
  const perSecond = (s: number) => Math.round(count / s).toLocaleString('en');
  console.log(`${label}: ${perSecond(cpuSeconds)}/s CPU, ${perSecond(wallSeconds)}/s wall`);
}

const voters = [...generateRoll({ seed: 8, count: 300_000 })].flat().map((v) => v.fields);
const words = NAME_PAIRS.flatMap((p) => [...p.latin, ...p.devanagari]);
const affixed = (latin: string[], hindi: string[]) =>
  words.flatMap((w) => {
    const affix = /[a-z]/i.test(w) ? latin : hindi;
    return affix.flatMap((a) => affix.flatMap((b) => affix.map((c) => a + w + b + c)));
  });
const warmUp = affixed(['pa', 'lo'], ['प', 'लो']);
const fresh = affixed(['ka', 'ra', 'mi', 'su', 'de', 'n'], ['क', 'र', 'मि', 'सु', 'दे', 'न']);
const latin = fresh.filter((w) => /[a-z]/i.test(w));
const hindi = fresh.filter((w) => !/[a-z]/i.test(w));

console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
for (const w of warmUp) phoneticKey(w);
measure(`phoneticKey, new Latin words (${latin.length})`, latin.length, () => {
  for (const w of latin) phoneticKey(w);
});
measure(`phoneticKey, new Devanagari words (${hindi.length})`, hindi.length, () => {
  for (const w of hindi) phoneticKey(w);
});
measure(`nameSearchKeys + idSearchKeys, ${voters.length} voters`, voters.length, () => {
  for (const v of voters) {
    nameSearchKeys(v.firstName, v.lastName);
    idSearchKeys(v.voterId, v.phone);
  }
});
