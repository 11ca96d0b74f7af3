// Someone else's profile, opened from a row menu with the record in the navigation state:
// every field it has, labelled as its own screen labels it, its photo, and Back.
import { Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { PhoneLink } from '../../components/data-table/index.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { useTranslateKey } from '../../components/use-translate-key.ts';
import { useFileUrl } from '../../sync/use-file-url.ts';
import { FieldList } from './field-list.tsx';
import type { FieldListItem } from './field-list.tsx';
import type { RecordState } from './record-state.ts';
import { HIDDEN_RECORD_FIELDS, TABLE_LOCALE, recordName } from './record-state.ts';
import { useProfileText } from './use-profile-text.ts';

const PHONE_FIELDS = new Set(['phone', 'phoneNo']);

function useRecordItems({ record, table }: RecordState): FieldListItem[] {
  const { i18n } = useTranslation();
  const translateKey = useTranslateKey();
  const text = useProfileText();
  const ns = TABLE_LOCALE[table];
  const label = (key: string) => {
    const candidates = [
      ...(ns ? [`${ns}.fields.${key}`, `${ns}.columns.${key}`] : []),
      `profile.fields.${key}`,
      `profile.recordFields.${key}`,
    ];
    const found = candidates.find((k) => i18n.exists(k));
    return found ? translateKey(found) : key;
  };
  return Object.entries(record).flatMap(([key, raw]) => {
    if (HIDDEN_RECORD_FIELDS.has(key)) return [];
    if (typeof raw !== 'string' && typeof raw !== 'number') return [];
    const value = String(raw).trim();
    if (!value) return [];
    let shown: FieldListItem['value'] = value;
    if (key === 'status' && ns === 'teams') shown = translateKey(`teams.status.${value}`, value);
    else if (key === 'createdOn') shown = text.dateTime(value);
    else if (PHONE_FIELDS.has(key)) shown = <PhoneLink value={value} />;
    return [{ id: key, label: label(key), value: shown }];
  });
}

export function RecordCard({ state }: { state: RecordState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const name = recordName(state.record);
  const photo = typeof state.record.profileImage === 'string' ? state.record.profileImage : '';
  const src = useFileUrl(photo || undefined);
  const items = useRecordItems(state);
  // Back to the list it came from; opened directly (no history in the app), to my own profile.
  const back = () =>
    location.key !== 'default'
      ? void navigate(-1)
      : void navigate(location.pathname, { replace: true, state: null });
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <PageTitle>
          {name ? t('profile.record.heading', { name }) : t('profile.record.untitled')}
        </PageTitle>
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={back}
        >
          {t('profile.record.back')}
        </Button>
      </Group>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          {photo && (
            <Avatar
              src={src}
              alt={t('profile.photoOf', { name })}
              size={96}
              radius="50%"
              mx="auto"
            />
          )}
          {items.length ? (
            <FieldList items={items} />
          ) : (
            <Text c="dimmed">{t('profile.record.empty')}</Text>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
