// Checking a member by a code: send a 6-digit code by SMS to their number (through the party
// office's gateway), then type the code they read out and confirm. Online only; refusals
// (wrong code, ended, too many, wait a minute) say what to do next.
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../components/use-online.ts';
import type { CodeSent } from '../../domain/committees/seats.ts';
import { e164India, spacedNumber } from '../../domain/committees/sms-gateway.ts';
import type { ShownSeat } from './committee-view.ts';
import { useCommitteeTexts } from './use-committee-texts.ts';

export type CodePanelProps = {
  seat: ShownSeat;
  send: () => Promise<CodeSent>;
  confirm: (code: string) => Promise<void>;
};

/** Seconds until `iso`, counted down once a second; 0 when past. */
function useSecondsUntil(iso: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!iso) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [iso]);
  return iso ? Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000)) : 0;
}

export function CodePanel({ seat, send, confirm }: CodePanelProps) {
  const { t, i18n } = useTranslation();
  const texts = useCommitteeTexts();
  const online = useOnline();
  const number = e164India(seat.phone);
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<'send' | 'confirm' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const wait = useSecondsUntil(sent?.nextCodeAt ?? null);
  const waiting = useSecondsUntil(seat.codeExpiresAt) > 0;

  if (!number)
    return (
      <Alert color="yellow" variant="light">
        {t('committees.verify.noPhone')}
      </Alert>
    );
  const run = async (what: 'send' | 'confirm', fn: () => Promise<void>) => {
    setBusy(what);
    setFailure(null);
    try {
      await fn();
    } catch (err) {
      setFailure(texts.failure(err));
    } finally {
      setBusy(null);
    }
  };
  const shown = spacedNumber(number);
  const time = (iso: string) =>
    new Date(iso).toLocaleTimeString(i18n.language, { hour: 'numeric', minute: '2-digit' });
  return (
    <Stack gap="md">
      <Text>{t('committees.verify.codeIntro', { phone: shown, name: seat.name })}</Text>
      {!online && (
        <Alert color="yellow" variant="light" role="status">
          {t('committees.verify.needsInternet')}
        </Alert>
      )}
      {sent ? (
        <Text fw={600} role="status">
          {t('committees.verify.sent', { phone: shown, time: time(sent.expiresAt) })}
        </Text>
      ) : (
        waiting && (
          <Text size="sm" c="dimmed">
            {t('committees.verify.waiting', { time: time(seat.codeExpiresAt!) })}
          </Text>
        )
      )}
      <Group>
        <Button
          mih={44}
          variant={sent || waiting ? 'default' : 'filled'}
          leftSection={<IconMessage size={18} aria-hidden />}
          disabled={!online || wait > 0}
          loading={busy === 'send'}
          onClick={() =>
            void run('send', async () => {
              setSent(await send());
              setCode('');
            })
          }
        >
          {wait > 0
            ? t('committees.verify.sendAgainIn', { seconds: wait })
            : sent || waiting
              ? t('committees.verify.sendAgain')
              : t('committees.verify.send')}
        </Button>
      </Group>
      {(sent || waiting) && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void run('confirm', () => confirm(code));
          }}
        >
          <Stack gap="sm">
            <TextInput
              label={t('committees.verify.code')}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              size="lg"
              w={200}
              styles={{ input: { letterSpacing: '0.3em', fontWeight: 700 } }}
              data-autofocus
            />
            <Group>
              <Button
                type="submit"
                mih={44}
                color="green.8"
                disabled={code.length !== 6 || !online}
                loading={busy === 'confirm'}
              >
                {t('committees.verify.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
    </Stack>
  );
}
