// Photos are shrunk on the phone before they are stored or sent: a 12-megapixel camera shot is
// 3–6 MB, which a weak network and a cheap phone's storage should not carry when a list shows
// it at 40 px. At most 512 px on the longer side, re-encoded as WebP (JPEG where the browser
// cannot write WebP). Where the browser cannot decode the file, it is kept as it came.

export const MAX_IMAGE_SIDE = 512;

/** The size that fits within `max` on the longer side, never larger than the original. */
export function fitWithin(width: number, height: number, max = MAX_IMAGE_SIDE) {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

const encode = (canvas: HTMLCanvasElement, type: string, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

/** A smaller re-encoded copy of `file` (with the matching extension), or `file` itself. */
export async function downscaleImage(
  file: Blob & { name?: string },
  max = MAX_IMAGE_SIDE,
): Promise<Blob & { name?: string }> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file; // not an image this browser decodes: the server's check decides
  }
  const original = { width: bitmap.width, height: bitmap.height };
  const size = fitWithin(original.width, original.height, max);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    return file;
  }
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  let blob = await encode(canvas, 'image/webp', 0.82);
  // Browsers that cannot write WebP fall back to PNG silently: ask for JPEG instead.
  if (!blob || blob.type !== 'image/webp') blob = await encode(canvas, 'image/jpeg', 0.85);
  if (!blob) return file;
  const smaller = blob.size < file.size || size.width < original.width;
  if (!smaller) return file;
  const extension = blob.type === 'image/webp' ? 'webp' : 'jpg';
  const base = (file.name ?? 'photo').replace(/\.[^.]+$/, '');
  return new File([blob], `${base}.${extension}`, { type: blob.type });
}
