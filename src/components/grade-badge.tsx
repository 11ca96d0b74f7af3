// A booth's grade from the last result (issue 46) as a small badge: the letter, named in words
// for a screen reader ("Grade C"), in one colour per grade whose white text keeps AA contrast.
// The Areas rows, the dashboard's card and the Booth grades list all draw it.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Grade } from '../domain/form20/grades.ts';

const COLOURS: Record<Grade, string> = {
  A: 'green.9',
  B: 'teal.9',
  C: 'orange.9',
  D: 'red.9',
};

export type GradeBadgeProps = {
  /** null: the booth has no result. */
  grade: Grade | null;
};

export function GradeBadge({ grade }: GradeBadgeProps) {
  const { t } = useTranslation();
  if (grade === null)
    return (
      <Badge variant="outline" color="gray.8">
        {t('form20.grade.none')}
      </Badge>
    );
  return (
    <Badge
      variant="filled"
      color={COLOURS[grade]}
      aria-label={t('form20.grade.label', { grade })}
      title={t('form20.grade.label', { grade })}
    >
      {grade}
    </Badge>
  );
}
