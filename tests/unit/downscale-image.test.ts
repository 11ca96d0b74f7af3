// Photo downscaling: the target size (at most 512 px on the longer side, never enlarged) and
// the pass-through where images cannot be decoded (node here: no document, no
// createImageBitmap). The real decode and WebP encode run in Chromium
// (tests/e2e/photo-downscale.test.ts).
import { describe, expect, test } from 'vitest';
import { downscaleImage, fitWithin } from '../../src/components/downscale-image.ts';

describe('downscaling photos', () => {
  test('fits the longer side within 512 px and keeps the aspect ratio', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 512, height: 384 });
    expect(fitWithin(1080, 1920)).toEqual({ width: 288, height: 512 });
    expect(fitWithin(300, 200)).toEqual({ width: 300, height: 200 });
    expect(fitWithin(10000, 1)).toEqual({ width: 512, height: 1 });
    expect(fitWithin(800, 600, 100)).toEqual({ width: 100, height: 75 });
  });

  test('keeps the file as it came where images cannot be decoded', async () => {
    const file = new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' });
    expect(await downscaleImage(file)).toBe(file);
  });
});
