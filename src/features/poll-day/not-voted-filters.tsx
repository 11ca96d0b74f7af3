// The not-yet-voted list's filters: the part (a phone holding several), panna, street and
// leaning. Native selects: the phone's own picker, a thumb's size, and nothing to load.
import { NativeSelect, SimpleGrid } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { LEANINGS } from '../../domain/field-work.ts';
import type { BoothVoters, Street } from './not-voted-data.ts';
import type { LeaningFilter, NotVotedFilter, PannaFilter } from './not-voted-items.ts';

const pannaValue = (p: PannaFilter): string => (typeof p === 'string' ? p : `p:${p.pannaId}`);
const pannaOf = (value: string): PannaFilter =>
  value === 'all' || value === 'mine' || value === 'none' ? value : { pannaId: value.slice(2) };

const leaningOf = (value: string): LeaningFilter =>
  LEANINGS.find((l) => l === value) ?? (value === 'notVisited' ? 'notVisited' : 'all');

export type NotVotedFiltersProps = {
  booth: BoothVoters;
  filter: NotVotedFilter;
  onFilter: (filter: NotVotedFilter) => void;
  /** The parts on the phone, and the part chosen: a part picker when there are several. */
  parts: number[];
  onPart: (part: number) => void;
};

/** memo: a vote mark changes the list, not the filters. */
export const NotVotedFilters = memo(function NotVotedFilters({
  booth,
  filter,
  onFilter,
  parts,
  onPart,
}: NotVotedFiltersProps) {
  const { t } = useTranslation();
  const streetLabel = (s: Street): string =>
    s.number === null
      ? s.name
      : s.name
        ? t('walk.section', { number: s.number, name: s.name })
        : t('walk.sectionNumber', { number: s.number });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs" verticalSpacing="xs">
      {parts.length > 1 && (
        <NativeSelect
          label={t('pollDay.notVoted.part')}
          value={String(booth.part)}
          onChange={(e) => onPart(Number(e.currentTarget.value))}
          data={parts.map((p) => ({
            value: String(p),
            label: t('pollDay.pad.partOption', { part: p }),
          }))}
        />
      )}
      {booth.pannas.length > 0 && (
        <NativeSelect
          label={t('pollDay.notVoted.panna')}
          value={pannaValue(filter.panna)}
          onChange={(e) => onFilter({ ...filter, panna: pannaOf(e.currentTarget.value) })}
          data={[
            { value: 'all', label: t('pollDay.notVoted.allPannas') },
            ...(booth.hasMine ? [{ value: 'mine', label: t('pollDay.notVoted.myPannas') }] : []),
            ...booth.pannas.map((p) => ({
              value: `p:${p.pannaId}`,
              label: t('pollDay.notVoted.pannaOption', {
                from: p.fromSerial,
                to: p.toSerial,
                name: p.memberName,
              }),
            })),
            { value: 'none', label: t('pollDay.notVoted.noPanna') },
          ]}
        />
      )}
      {booth.streets.length > 1 && (
        <NativeSelect
          label={t('pollDay.notVoted.street')}
          value={filter.street}
          onChange={(e) => onFilter({ ...filter, street: e.currentTarget.value })}
          data={[
            { value: '', label: t('pollDay.notVoted.allStreets') },
            ...booth.streets.map((s) => ({ value: s.key, label: streetLabel(s) })),
          ]}
        />
      )}
      <NativeSelect
        label={t('pollDay.notVoted.leaning')}
        value={filter.leaning}
        onChange={(e) => onFilter({ ...filter, leaning: leaningOf(e.currentTarget.value) })}
        data={[
          { value: 'all', label: t('pollDay.notVoted.anyLeaning') },
          ...LEANINGS.map((l) => ({ value: l, label: t(`walk.leanings.${l}`) })),
          { value: 'notVisited', label: t('pollDay.notVoted.notVisited') },
        ]}
      />
    </SimpleGrid>
  );
});
