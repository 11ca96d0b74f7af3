// A fake camera for Chromium: a printed voter slip (or any paper with a QR code on it) as a
// short YUV4MPEG2 video that Chromium plays as the camera with
//   --use-fake-device-for-media-stream --use-file-for-fake-video-capture=<file.y4m>
// The slip is drawn as the app draws one (src/features/voters/output/slip-image.ts): the orange
// band, the name and lines beside a QR code of the voter id with the slip's error correction and
// quiet zone, on slightly grey paper, a little tilted and scaled, moving a few pixels from frame
// to frame like a hand-held slip.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { drawQr } from '../src/features/voters/output/qr-code.ts';

export type FakePaper = {
  /** What the QR code says (a voter id for the app's own slip); null: a paper with no code. */
  code: string | null;
  /** The big line (the voter's name on a slip). */
  title: string;
  /** Smaller lines under it. */
  lines?: string[];
};

/** The camera's frame size and rate (a cheap phone's back camera, downscaled). */
export const FAKE_CAMERA = { width: 640, height: 480, fps: 10, frames: 8 } as const;

/** The slip as the app draws it, 720 px wide (slip-image.ts's SIZE). */
const SLIP = { width: 720, height: 300, pad: 32, qr: 208 } as const;

/** The printed slip as an image of SLIP's size. */
function slipCanvas(paper: FakePaper) {
  const canvas = createCanvas(SLIP.width, SLIP.height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, SLIP.width, SLIP.height);
  ctx.fillStyle = '#c2410c';
  ctx.fillRect(0, 0, SLIP.width, 12);
  ctx.strokeStyle = '#d1d5db';
  ctx.lineWidth = 2;
  ctx.strokeRect(1, 1, SLIP.width - 2, SLIP.height - 2);
  ctx.textBaseline = 'top';
  ctx.fillStyle = '#111827';
  ctx.font = '700 40px sans-serif';
  ctx.fillText(paper.title, SLIP.pad, SLIP.pad + 12);
  ctx.font = '600 26px sans-serif';
  (paper.lines ?? []).forEach((line, i) => ctx.fillText(line, SLIP.pad, SLIP.pad + 80 + i * 40));
  // Printer ink is not quite black.
  if (paper.code !== null)
    drawQr(ctx, paper.code, {
      x: SLIP.width - SLIP.pad - SLIP.qr,
      y: SLIP.pad + 12,
      size: SLIP.qr,
      ink: '#1a1a1a',
    });
  return canvas;
}

/** One camera frame: the slip on a table, scaled to fit, tilted, shifted by `t` (0…1). */
function frame(slip: ReturnType<typeof slipCanvas>, t: number): Uint8ClampedArray {
  const { width, height } = FAKE_CAMERA;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  // A desk under the paper, lit from one side.
  const light = ctx.createLinearGradient(0, 0, width, height);
  light.addColorStop(0, '#8a8378');
  light.addColorStop(1, '#5f5a52');
  ctx.fillStyle = light;
  ctx.fillRect(0, 0, width, height);
  ctx.save();
  ctx.translate(
    width / 2 + 6 * Math.sin(t * 2 * Math.PI),
    height / 2 + 4 * Math.cos(t * 2 * Math.PI),
  );
  ctx.rotate((-2 + t) * (Math.PI / 180));
  const scale = 0.83 + 0.02 * t;
  ctx.scale(scale, scale);
  ctx.drawImage(slip, -SLIP.width / 2, -SLIP.height / 2);
  ctx.restore();
  // Paper in room light is a little grey, not white.
  ctx.fillStyle = 'rgb(40 30 10 / 8%)';
  ctx.fillRect(0, 0, width, height);
  return ctx.getImageData(0, 0, width, height).data;
}

/** RGBA to the three I420 planes (BT.601 full range, chroma averaged over 2×2). */
function toI420(rgba: Uint8ClampedArray, width: number, height: number): Buffer {
  const y = Buffer.alloc(width * height);
  const u = Buffer.alloc((width / 2) * (height / 2));
  const v = Buffer.alloc((width / 2) * (height / 2));
  for (let row = 0; row < height; row += 1)
    for (let col = 0; col < width; col += 1) {
      const i = (row * width + col) * 4;
      y[row * width + col] = Math.round(
        0.299 * rgba[i]! + 0.587 * rgba[i + 1]! + 0.114 * rgba[i + 2]!,
      );
    }
  for (let row = 0; row < height; row += 2)
    for (let col = 0; col < width; col += 2) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dr, dc] of [
        [0, 0],
        [0, 1],
        [1, 0],
        [1, 1],
      ] as const) {
        const i = ((row + dr) * width + col + dc) * 4;
        r += rgba[i]!;
        g += rgba[i + 1]!;
        b += rgba[i + 2]!;
      }
      [r, g, b] = [r / 4, g / 4, b / 4];
      const at = (row / 2) * (width / 2) + col / 2;
      u[at] = Math.max(0, Math.min(255, Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b)));
      v[at] = Math.max(0, Math.min(255, Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b)));
    }
  return Buffer.concat([y, u, v]);
}

/** Writes `<dir>/<name>.y4m` showing `paper` and returns its path. */
export async function writeFakeCamera(
  dir: string,
  name: string,
  paper: FakePaper,
): Promise<string> {
  const { width, height, fps, frames } = FAKE_CAMERA;
  const slip = slipCanvas(paper);
  const parts: Buffer[] = [Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420\n`)];
  for (let f = 0; f < frames; f += 1) {
    parts.push(Buffer.from('FRAME\n'), toI420(frame(slip, f / frames), width, height));
  }
  const path = join(dir, `${name}.y4m`);
  await writeFile(path, Buffer.concat(parts));
  return path;
}

/** The Chromium flags that make `y4m` the camera, and grant the camera without asking. */
export const fakeCameraFlags = (y4m: string): string[] => [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-video-capture=${y4m}`,
];
