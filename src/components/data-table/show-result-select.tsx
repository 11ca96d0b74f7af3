import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Result-count options of the specification's limits; default 10. */
export const PAGE_SIZES = [5, 10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

const isPageSize = (n: number): n is PageSize => PAGE_SIZES.some((s) => s === n);

export type ShowResultSelectProps = {
  value: PageSize;
  onChange: (size: PageSize) => void;
  /** Label text; default "Show Result" (the social feed's reads "Show Results"). */
  label?: string;
};

/** The "Show Result" selector: how many rows one page shows (we page on; spec cuts). */
export function ShowResultSelect({ value, onChange, label }: ShowResultSelectProps) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={label ?? t('list.showResult')}
      value={String(value)}
      data={PAGE_SIZES.map(String)}
      w={130}
      onChange={(e) => {
        const n = Number(e.currentTarget.value);
        if (isPageSize(n)) onChange(n);
      }}
    />
  );
}
