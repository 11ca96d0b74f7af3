// What the pocket printer dialog says, from its state: the line under the preview (what is
// happening, or what went wrong and what to do) and the words under the Bluetooth button (what
// printing needs on this phone). In one place so both languages say the same.
import type { PocketPrint } from './use-pocket-print.ts';

type Translate = (key: string, values?: Record<string, unknown>) => string;

export type PocketLine = { text: string; tone: 'info' | 'success' | 'error' };

/** The line under the preview. */
export function pocketStatus(p: PocketPrint, t: Translate): PocketLine {
  const k = (key: string) => `voterOutput.pocket.${key}`;
  const { phase, total } = p;
  switch (phase.kind) {
    case 'preparing':
      return { text: t(k('status.preparing')), tone: 'info' };
    case 'ready':
      if (!total) return { text: t(k('status.empty')), tone: 'info' };
      return {
        text: total === 1 ? t(k('status.one')) : t(k('status.many'), { count: total }),
        tone: 'info',
      };
    case 'printing':
      return {
        text: t(k('status.printing'), { current: Math.min(phase.printed + 1, total), total }),
        tone: 'info',
      };
    case 'done':
      return { text: t(k('status.done'), { count: phase.printed }), tone: 'success' };
    case 'stopped':
      return {
        text: t(k('status.stopped'), { printed: phase.printed, total, next: phase.printed + 1 }),
        tone: 'info',
      };
    case 'failed':
      return {
        text: t(k(`problem.${phase.problem}`), {
          printer: phase.printer || t(k('thePrinter')),
          printed: phase.printed,
          total,
          next: phase.printed + 1,
        }),
        tone: 'error',
      };
    case 'broken':
      return { text: t(k(phase.notLoaded ? 'status.notLoaded' : 'status.broken')), tone: 'error' };
    default: {
      const never: never = phase;
      throw new Error(`Unknown phase ${String(never)}`);
    }
  }
}

/** What printing by Bluetooth needs here, under its button; '' while it is being asked. */
export function bluetoothNeeds(p: PocketPrint, t: Translate): string {
  switch (p.bluetooth) {
    case null:
      return '';
    case 'missing':
      return t('voterOutput.pocket.needs.bluetooth');
    case 'off':
      return t('voterOutput.pocket.needs.bluetoothOff');
    case 'ready':
      return p.printer
        ? t('voterOutput.pocket.printer', { printer: p.printer })
        : t('voterOutput.pocket.needs.howTo');
    default: {
      const never: never = p.bluetooth;
      throw new Error(`Unknown Bluetooth state ${String(never)}`);
    }
  }
}
