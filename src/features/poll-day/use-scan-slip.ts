// The scan panel's hooks: the camera scan (scan-camera.ts) as React state, the voters with a
// scanned or typed voter id, live from the phone's database, and keeping the scanner's .wasm
// for offline use while Poll Day is open online.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { db } from '../../db/instance.ts';
import type { FoundVoter } from './poll-day-data.ts';
import { startScan } from './scan-camera.ts';
import type { ScanFailure } from './scan-camera.ts';
import { findByEpic } from './scan-data.ts';
import type { DecoderScope } from './scan-decoder.ts';
import { needsWasm, pickDecoder } from './scan-decoder.ts';
import { warmScannerWasm } from './scan-wasm.ts';

export type ScanState =
  | { phase: 'starting' }
  | { phase: 'scanning' }
  | { phase: 'read'; text: string }
  | { phase: 'failed'; why: ScanFailure }
  /** The camera was put away (a voter id was typed instead). */
  | { phase: 'off' };

/**
 * Scans with the camera into `videoRef` from mount until a code is read; `again()` scans anew,
 * `off()` lets the camera go. Unmounting lets it go too.
 */
export function useSlipScanner(videoRef: RefObject<HTMLVideoElement | null>) {
  const [state, setState] = useState<ScanState>({ phase: 'starting' });
  const [run, setRun] = useState(1);
  useEffect(() => {
    const video = videoRef.current;
    if (!video || run === 0) return;
    const session = startScan({
      video,
      media: typeof navigator === 'undefined' ? undefined : navigator.mediaDevices,
      decoder: () => pickDecoder(window as DecoderScope),
      onScanning: () => setState({ phase: 'scanning' }),
      onRead: (text) => setState({ phase: 'read', text }),
      onFail: (why) => setState({ phase: 'failed', why }),
    });
    return () => session.stop();
  }, [videoRef, run]);
  return {
    state,
    again: () => {
      setState({ phase: 'starting' });
      setRun((n) => n + 1);
    },
    off: () => {
      setState({ phase: 'off' });
      setRun(0);
    },
  };
}

/** The voters with voter id `epic`: null for no id, undefined while they are read. */
export function useVotersWithEpic(epic: string | null): FoundVoter[] | null | undefined {
  return useLiveQuery(() => (epic ? findByEpic(db, epic) : Promise.resolve(null)), [epic]);
}

/**
 * While Poll Day is open: when the phone is (or comes) online and would scan with ZXing, keep
 * its .wasm in the scanner cache for a scan without network later.
 */
export function useKeepScannerOffline(): void {
  useEffect(() => {
    let done = false;
    const warm = async () => {
      if (done || !navigator.onLine) return;
      if (!(await needsWasm(window as DecoderScope))) {
        done = true;
        return;
      }
      done = await warmScannerWasm(typeof caches === 'undefined' ? undefined : caches);
    };
    void warm();
    window.addEventListener('online', warm);
    return () => window.removeEventListener('online', warm);
  }, []);
}
