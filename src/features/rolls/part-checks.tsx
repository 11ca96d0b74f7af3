// A part's checks: each named, passed or failed in words (not colour alone), with what differs.
// A check that passed with something to tell says it instead of "passed": "not printed" for
// totals a file does not carry, the gaps a converted file leaves where the deleted were.
import { List, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RollCheck } from '../../domain/roll-jobs.ts';
import { useRollText } from './use-roll-text.ts';

export function PartChecks({ checks }: { checks: RollCheck[] }) {
  const { t } = useTranslation();
  const { message } = useRollText();
  return (
    <List spacing={4} size="sm" center={false}>
      {checks.map((check) => (
        <List.Item
          key={check.name}
          icon={
            <ThemeIcon size={20} radius="xl" color={check.ok ? 'green.9' : 'red.9'} aria-hidden>
              {check.ok ? <IconCheck size={14} /> : <IconX size={14} />}
            </ThemeIcon>
          }
        >
          <Text span size="sm">
            {t(`rolls.checks.${check.name}`)}:{' '}
            <Text span size="sm" fw={700}>
              {check.note
                ? message(check.note)
                : check.ok
                  ? t('rolls.detail.checkOk')
                  : t('rolls.detail.checkFailed')}
            </Text>
          </Text>
          {check.detail && (
            <Text size="sm" c="dimmed">
              {message(check.detail)}
            </Text>
          )}
        </List.Item>
      ))}
    </List>
  );
}
