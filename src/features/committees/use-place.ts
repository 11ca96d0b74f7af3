// Where the phone is, for a coordinator's visit: one reading from the browser's geolocation,
// high accuracy, at most 30 s old. A refusal says what to do in words (allow location for the
// site; switch location on), never a code.
import { useCallback, useState } from 'react';
import type { VisitPlace } from '../../domain/committees/seats.ts';

export type PlaceReading =
  | { kind: 'none' }
  | { kind: 'reading' }
  | { kind: 'read'; place: VisitPlace; at: string }
  | { kind: 'failed'; why: 'denied' | 'unavailable' | 'unsupported' };

export function usePlace() {
  const [reading, setReading] = useState<PlaceReading>({ kind: 'none' });
  const read = useCallback(() => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setReading({ kind: 'failed', why: 'unsupported' });
      return;
    }
    setReading({ kind: 'reading' });
    navigator.geolocation.getCurrentPosition(
      (pos) =>
        setReading({
          kind: 'read',
          place: {
            latitude: pos.coords.latitude,
            longitude: pos.coords.longitude,
            accuracy: Math.round(pos.coords.accuracy),
          },
          at: new Date(pos.timestamp || Date.now()).toISOString(),
        }),
      (err) =>
        setReading({
          kind: 'failed',
          why: err.code === err.PERMISSION_DENIED ? 'denied' : 'unavailable',
        }),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 30_000 },
    );
  }, []);
  return { reading, read };
}
