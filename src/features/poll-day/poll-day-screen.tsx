// Poll-day mode (issues 11, 24 and 44): the turnout of the voters on this phone, then either the
// agent's serial pad (the officer calls a serial of the part) or a search by serial, voter id
// or name (either script); a found voter is marked voted with one tap, offline too. The way
// chosen is kept on this phone. Below, everyone of the booth not yet voted, to call.
import { Card, SegmentedControl, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { NotVotedList } from './not-voted-list.tsx';
import classes from './poll-day.module.css';
import { ScanSlip } from './scan-slip.tsx';
import { SearchToMark } from './search-to-mark.tsx';
import { SerialPad } from './serial-pad.tsx';
import { SmsFallbackCard } from './sms-fallback-card.tsx';
import type { VotedMark } from './poll-day-data.ts';
import { useNumberFormats } from './use-number-formats.ts';
import { useTurnout } from './use-poll-day.ts';

/**
 * `compact`: the pad's layout, one line, so the keys and the Mark button fit a phone's screen.
 * memo: drawn again when the count changes, not when anything else on the screen does.
 */
const TurnoutCard = memo(function TurnoutCard({
  voted,
  total,
  compact,
}: {
  voted: number;
  total: number;
  compact: boolean;
}) {
  const { t } = useTranslation();
  const share = total ? voted / total : 0;
  const { number, percent } = useNumberFormats();
  const title = (
    <Text id="turnout-title" fw={700} size="sm" c="dimmed" tt="uppercase">
      {t('pollDay.turnout')}
    </Text>
  );
  return (
    <Card withBorder radius="md" padding={compact ? 'xs' : 'md'} aria-labelledby="turnout-title">
      {compact ? <VisuallyHidden>{title}</VisuallyHidden> : title}
      <Text fz={compact ? 'sm' : 'lg'} fw={700} aria-live="polite">
        {t('pollDay.turnoutOf', {
          voted: number.format(voted),
          total: number.format(total),
          percent: percent.format(share),
        })}
      </Text>
      <div className={compact ? `${classes.bar} ${classes.compact}` : classes.bar} aria-hidden>
        <div className={classes.fill} style={{ transform: `scaleX(${share})` }} />
      </div>
    </Card>
  );
});

type FindMode = 'pad' | 'search';

/** memo: a vote mark re-renders the screen, and this switch has nothing to do with it. */
const ModeSwitch = memo(function ModeSwitch({
  mode,
  onMode,
}: {
  mode: FindMode;
  onMode: (mode: FindMode) => void;
}) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      fullWidth
      size="md"
      // A thumb's target: each choice (and the radio under it) at least 44 px high.
      styles={{
        label: { minHeight: 44, display: 'flex', alignItems: 'center', justifyContent: 'center' },
      }}
      aria-label={t('pollDay.mode.label')}
      value={mode}
      onChange={(v) => onMode(v === 'pad' ? 'pad' : 'search')}
      data={[
        { value: 'pad', label: t('pollDay.mode.pad') },
        { value: 'search', label: t('pollDay.mode.search') },
      ]}
    />
  );
});

export function PollDayScreen() {
  const { t } = useTranslation();
  const [mode, setMode] = useLocalStorage<FindMode>({
    key: 'pollDayMode',
    defaultValue: 'search',
    getInitialValueInEffect: false,
  });
  const turnout = useTurnout();
  return (
    <Stack gap={mode === 'pad' ? 'sm' : 'md'}>
      <PageTitle>{t('nav.pages.pollDay')}</PageTitle>
      {mode === 'search' && (
        <Text c="dimmed" size="sm">
          {t('pollDay.subtitle')}
        </Text>
      )}
      {turnout && (
        <TurnoutCard voted={turnout.voted.size} total={turnout.total} compact={mode === 'pad'} />
      )}
      <ModeSwitch mode={mode} onMode={setMode} />
      {mode === 'pad' ? (
        <SerialPad marks={turnout?.marks ?? NO_MARKS} voted={turnout?.voted ?? NOBODY} />
      ) : (
        <>
          <ScanSlip />
          <SearchToMark voted={turnout?.voted ?? NOBODY} />
        </>
      )}
      <SmsFallbackCard />
      <NotVotedList voted={turnout?.voted ?? NOBODY} />
    </Stack>
  );
}

const NOBODY: ReadonlySet<string> = new Set();
const NO_MARKS: ReadonlyMap<string, VotedMark> = new Map();
