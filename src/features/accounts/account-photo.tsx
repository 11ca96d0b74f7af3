// An account's photo, or its initials when it has none. A photo still waiting to be sent
// (`file:<id>`) shows from this phone.
import { Avatar } from '@mantine/core';
import type { AvatarProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFileUrl } from '../../sync/use-file-url.ts';

export function AccountPhoto({
  image,
  name,
  size,
}: {
  image: string | undefined;
  name: string;
  size?: AvatarProps['size'];
}) {
  const { t } = useTranslation();
  const src = useFileUrl(image || undefined);
  return (
    <Avatar
      src={src}
      radius="xl"
      color="indigo"
      size={size}
      name={name}
      alt={t('accounts.photoOf', { name })}
    />
  );
}
