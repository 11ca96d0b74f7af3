// Tiny real images of the four accepted types, and multipart bodies to upload them with.
import { randomUUID } from 'node:crypto';
import { PNG } from 'pngjs';

export function pngBytes(size = 4): Buffer {
  const png = new PNG({ width: size, height: size });
  png.data.fill(200);
  return PNG.sync.write(png);
}

export const IMAGES = {
  png: pngBytes(),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]),
  gif: Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0, 0, 0, 0x3b])]),
  webp: Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([26, 0, 0, 0]),
    Buffer.from('WEBPVP8L'),
    Buffer.alloc(14),
  ]),
};

export type Part =
  { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

/** A multipart/form-data body; returns headers to send with it. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----booth${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition =
      'filename' in p
        ? `form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}`
        : `form-data; name="${p.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push('filename' in p ? p.data : Buffer.from(p.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The usual upload: optional id and scope fields, then the image as `file`. */
export function imageUpload(
  data: Buffer,
  fields: { id?: string; scope?: string } = {},
  type = 'image/png',
) {
  const parts: Part[] = [];
  if (fields.id) parts.push({ name: 'id', value: fields.id });
  if (fields.scope !== undefined) parts.push({ name: 'scope', value: fields.scope });
  parts.push({ name: 'file', filename: 'photo.png', type, data });
  return multipart(parts);
}
