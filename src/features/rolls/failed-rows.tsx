// The rows the server refused the last time a part was published (then nothing of the part was
// written): each by serial and name, with the reason and the fields refused, in the user's
// language, so the coordinator knows which voters to correct.
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isTranslationKey } from '../../components/use-translate-key.ts';
import type { RollFailedRow } from '../../domain/roll-jobs.ts';

/** Rows listed on the card; the rest are counted. */
const SHOWN = 10;
/** Characters of a name shown; a longer one is cut at a word, never inside a letter. */
const NAME_CHARS = 40;

/** A long name (a misread box can join several lines) cut after its last whole word. */
function shortName(name: string): string {
  if (name.length <= NAME_CHARS) return name;
  const cut = name.slice(0, NAME_CHARS + 1);
  const space = cut.lastIndexOf(' ');
  // A Devanagari syllable is several code points: cut at a space, else before the last letter.
  const head =
    space > 0 ? cut.slice(0, space) : cut.slice(0, NAME_CHARS).replace(/\p{L}\p{M}*$/u, '');
  return `${head.trimEnd()}…`;
}

export function FailedRows({ rows }: { rows: RollFailedRow[] }) {
  const { t, i18n } = useTranslation();
  const say = (key: string) => (isTranslationKey(i18n, key) ? String(t(key)) : key);
  const fieldName = (f: string) => {
    const key = `rolls.failedRows.fields.${f}`;
    return isTranslationKey(i18n, key) ? String(t(key)) : f;
  };
  return (
    <div>
      <Text size="sm" fw={700} c="var(--mantine-color-error)">
        {t('rolls.failedRows.heading', { count: rows.length })}
      </Text>
      <List size="sm" spacing={2}>
        {rows.slice(0, SHOWN).map((r, i) => (
          <List.Item key={`${r.rowId}-${i}`}>
            <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
              {r.rowId
                ? t('rolls.failedRows.row', {
                    serial: r.serial ?? '?',
                    name: shortName(r.name),
                  })
                : t('rolls.failedRows.part')}
              {': '}
              {Object.entries(r.fields ?? {})
                .map(([f, key]) => `${fieldName(f)} — ${say(key)}`)
                .join('; ') || say(r.reason)}
            </Text>
          </List.Item>
        ))}
      </List>
      {rows.length > SHOWN && (
        <Text size="sm" c="dimmed">
          {t('rolls.failedRows.more', { count: rows.length - SHOWN })}
        </Text>
      )}
    </div>
  );
}
