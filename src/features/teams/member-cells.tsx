// Cells of the team tables that are more than text: photo, status badge, creation time.
import { Avatar, Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDates } from '../../components/use-dates.ts';
import type { MemberFields } from '../../db/types.ts';
import { useFileUrl } from '../../sync/use-file-url.ts';

export function MemberPhoto({ value, name }: { value: string | undefined; name: string }) {
  const { t } = useTranslation();
  const src = useFileUrl(value);
  if (!value) return null;
  return <Avatar src={src} alt={t('teams.photoOf', { name })} radius="xl" size="md" />;
}

/** Active (green) or Inactive (red), the specification's states; records without a status count as active. */
export function MemberStatusBadge({ status }: { status: MemberFields['status'] | undefined }) {
  const { t } = useTranslation();
  const disabled = status === 'disabled';
  return (
    <Badge
      color={disabled ? 'red' : 'green'}
      variant="light"
      // A squeezed table column must not cut the word down to "In…".
      style={{ textTransform: 'none', minWidth: 'max-content' }}
    >
      {disabled ? t('teams.status.disabled') : t('teams.status.active')}
    </Badge>
  );
}

/**
 * "Created On" in the reader's language. Imported legacy entries hold the old app's locale
 * text, which is shown as it was when it cannot be read as a date.
 */
export function CreatedOn({ value }: { value: string | undefined }) {
  const dates = useDates();
  if (!value) return null;
  return <>{dates.dateTime(value)}</>;
}

/** A member's name with the "BM" badge of a booth manager. */
export function BoothManagerName({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <span>{name}</span>
      <Badge size="sm" variant="filled" color="indigo.9">
        {t('teams.columns.boothManager')}
      </Badge>
    </Group>
  );
}
