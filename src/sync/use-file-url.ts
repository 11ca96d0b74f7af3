// A displayable address for an image field: `file:<id>` (still on this phone) becomes an
// object URL of the stored bytes; /api/files/<id> gets ?token= because <img> sends no header.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import { db } from '../db/instance.ts';
import { FILE_REF_PREFIX } from '../db/queue-commands.ts';
import { getToken } from './session.ts';

export function useFileUrl(value: string | undefined): string | undefined {
  const fileId = value?.startsWith(FILE_REF_PREFIX) ? value.slice(FILE_REF_PREFIX.length) : null;
  const file = useLiveQuery(() => (fileId ? db.files.get(fileId) : undefined), [fileId]);
  const objectUrl = useMemo(
    () => (file ? URL.createObjectURL(new Blob([file.bytes], { type: file.type })) : undefined),
    [file],
  );
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);
  if (fileId) return objectUrl;
  if (value?.startsWith('/api/files/')) {
    const token = getToken();
    return token ? `${value}?token=${encodeURIComponent(token)}` : value;
  }
  return value;
}
