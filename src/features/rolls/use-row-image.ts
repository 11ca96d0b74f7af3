// The cropped picture of a row's printed box as an object URL (fetched with the token, see
// fetchRowImage), revoked when the row changes or the screen closes.
import { useEffect, useState } from 'react';
import { fetchRowImage } from './roll-api.ts';

export type RowImage =
  { kind: 'none' } | { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; url: string };

export function useRowImage(jobId: string, rowId: string, hasImage: boolean): RowImage {
  const [image, setImage] = useState<RowImage & { key?: string }>({ kind: 'none' });
  const key = `${jobId}/${rowId}`;
  useEffect(() => {
    if (!hasImage) return;
    const controller = new AbortController();
    let url: string | undefined;
    fetchRowImage(jobId, rowId, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setImage({ kind: 'ready', url, key });
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Row image load failed', err);
        setImage({ kind: 'failed', key });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [jobId, rowId, hasImage, key]);
  if (!hasImage) return { kind: 'none' };
  // Until the effect has run for this row, the last row's picture must not show.
  return image.key === key ? image : { kind: 'loading' };
}
