// A picture as a thermal print head sees it: one dot per pixel, burnt black or left white. A
// slip is text and a QR code, no photograph, so a plain threshold is right: dithering would
// turn the soft edges of anti-aliased letters into speckle.
export type MonoImage = {
  width: number;
  height: number;
  /** One byte per dot, row after row: 1 = black, 0 = white. */
  dots: Uint8Array;
};

/**
 * Lightness (0–255) below which a pixel prints black. Above mid-grey so the anti-aliased edges
 * of thin strokes (a matra, the headline over Devanagari letters) keep their weight on paper.
 */
export const INK_THRESHOLD = 160;

/**
 * RGBA pixels (a canvas's ImageData) as dots: each pixel laid on white paper by its alpha, then
 * black where its lightness is below `threshold`.
 */
export function monoFromRgba(
  rgba: ArrayLike<number>,
  width: number,
  height: number,
  threshold = INK_THRESHOLD,
): MonoImage {
  const dots = new Uint8Array(width * height);
  for (let i = 0; i < dots.length; i += 1) {
    const p = i * 4;
    const light = 0.299 * rgba[p]! + 0.587 * rgba[p + 1]! + 0.114 * rgba[p + 2]!;
    const onPaper = 255 - (rgba[p + 3]! / 255) * (255 - light);
    dots[i] = onPaper < threshold ? 1 : 0;
  }
  return { width, height, dots };
}

/** The dots as RGBA pixels, black on white: what the preview shows and a test compares. */
export function rgbaFromMono(image: MonoImage): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(image.width * image.height * 4);
  for (let i = 0; i < image.dots.length; i += 1) {
    const v = image.dots[i] ? 0 : 255;
    rgba.set([v, v, v, 255], i * 4);
  }
  return rgba;
}

/** How many dots are black: ink on paper (and a quick check that a picture is not blank). */
export function inkDots(image: MonoImage, from = 0, to = image.height): number {
  let ink = 0;
  for (let i = from * image.width; i < to * image.width; i += 1) ink += image.dots[i]!;
  return ink;
}
