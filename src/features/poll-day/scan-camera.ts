// One scan: the back camera into a <video>, its frames read a few times a second until a code
// is seen; then, or when the panel closes, the camera is let go (every track stopped), so the
// phone's camera light goes off and another app can have it.
import type { Decoder } from './scan-decoder.ts';

/** Why a scan could not start, said in words to the worker (pollScan.errors.*). */
export type ScanFailure = 'noCamera' | 'denied' | 'busy' | 'decoder' | 'failed';

/** The back camera; a wide frame helps a small QR code at arm's length. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  video: { facingMode: 'environment', width: { ideal: 1280 } },
  audio: false,
};

/** HTMLMediaElement.HAVE_CURRENT_DATA: a frame is there to read. */
const HAVE_CURRENT_DATA = 2;

/** Frames read per second, at most: enough to catch a slip held still, light on a cheap phone. */
export const READS_PER_SECOND = 4;

/** getUserMedia's error, as the worker's words for it. */
export function cameraFailure(error: unknown): ScanFailure {
  const name =
    typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'noCamera';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    default:
      return 'failed';
  }
}

export type ScanOptions = {
  video: HTMLVideoElement;
  /** navigator.mediaDevices; undefined on an insecure page or a browser without a camera API. */
  media: Pick<MediaDevices, 'getUserMedia'> | undefined;
  decoder: () => Promise<Decoder>;
  /** The camera shows and frames are being read. */
  onScanning: () => void;
  /** A code was read (the camera is already let go). */
  onRead: (text: string) => void;
  onFail: (why: ScanFailure) => void;
};

export type ScanSession = { stop: () => void };

/** Start a scan; `stop()` lets the camera go and ends it without another callback. */
export function startScan({
  video,
  media,
  decoder,
  onScanning,
  onRead,
  onFail,
}: ScanOptions): ScanSession {
  let stopped = false;
  let stream: MediaStream | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const release = () => {
    clearTimeout(timer);
    stream?.getTracks().forEach((track) => track.stop());
    stream = null;
    video.srcObject = null;
  };
  const stop = () => {
    stopped = true;
    release();
  };
  const fail = (why: ScanFailure) => {
    if (stopped) return;
    stop();
    onFail(why);
  };

  void (async () => {
    if (!media?.getUserMedia) return fail('noCamera');
    // The decoder loads (or its .wasm is read from the cache) while the camera starts.
    const decoding = decoder();
    decoding.catch(() => undefined);
    let camera: MediaStream;
    try {
      camera = await media.getUserMedia(CAMERA_CONSTRAINTS);
    } catch (error) {
      return fail(cameraFailure(error));
    }
    if (stopped) {
      camera.getTracks().forEach((track) => track.stop());
      return;
    }
    stream = camera;
    video.srcObject = camera;
    let read: Decoder;
    try {
      read = await decoding;
    } catch {
      return fail('decoder');
    }
    try {
      await video.play();
    } catch {
      // A muted inline video may always play; a refusal here still leaves frames to read.
    }
    if (stopped) return;
    onScanning();
    const tick = async () => {
      if (stopped) return;
      let texts: string[] = [];
      if (video.readyState >= HAVE_CURRENT_DATA) {
        try {
          texts = await read.decode(video);
        } catch {
          // One frame the decoder could not take: the next one will do.
        }
      }
      if (stopped) return;
      const text = texts.find((t) => t.trim());
      if (text !== undefined) {
        stop();
        onRead(text);
        return;
      }
      timer = setTimeout(() => void tick(), 1000 / READS_PER_SECOND);
    };
    void tick();
  })();

  return { stop };
}
