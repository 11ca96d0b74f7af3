// Grey pixels as a PNG (a doubtful box's picture for the review screen), via @napi-rs/canvas.
import { createCanvas } from '@napi-rs/canvas';
import type { Gray } from './page-image.ts';

export function encodePng(img: Gray): Uint8Array {
  const canvas = createCanvas(img.width, img.height);
  const ctx = canvas.getContext('2d');
  const pixels = ctx.createImageData(img.width, img.height);
  for (let i = 0; i < img.data.length; i++) {
    const v = img.data[i]!;
    pixels.data[i * 4] = v;
    pixels.data[i * 4 + 1] = v;
    pixels.data[i * 4 + 2] = v;
    pixels.data[i * 4 + 3] = 255;
  }
  ctx.putImageData(pixels, 0, 0);
  return new Uint8Array(canvas.toBuffer('image/png'));
}
