// "Scan slip" on Poll Day (issue 24): the camera reads the QR code of the app's own slip, or any
// QR code or barcode with a voter id (EPIC) in it; the voter's card opens and one tap marks
// them voted, with the same Undo as the search list. Works offline (the decoder is the
// browser's own, or ZXing's WebAssembly kept for offline: scan-wasm.ts). Typing the voter id
// is always there too, and is what to do when the camera cannot be had.
import { Alert, Box, Button, Center, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconRefresh, IconScan, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CardStack } from '../../components/card-stack.tsx';
import { voterFullName } from '../../domain/voter-fields.ts';
import { epicFromCode } from './scan-epic.ts';
import { useKeepScannerOffline, useSlipScanner, useVotersWithEpic } from './use-scan-slip.ts';
import { useTurnout } from './use-poll-day.ts';
import { useVoteMarking } from './use-vote-marking.ts';
import { VoterMarkCard } from './voter-mark-card.tsx';
import { LoadingMark } from '../../components/loading-mark.tsx';

const PHONE_QUERY = '(max-width: 599.98px)';
/** A long code (a link, a paragraph) is shown cut to this many characters. */
const SHOWN_CODE = 80;

const cut = (text: string) =>
  text.length > SHOWN_CODE ? `${text.slice(0, SHOWN_CODE - 1)}…` : text;

/** The camera's picture with a box to aim the slip's code into. */
function CameraView({
  videoRef,
  shown,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  shown: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box
      pos="relative"
      bg="dark.9"
      style={{
        display: shown ? 'block' : 'none',
        borderRadius: 'var(--mantine-radius-md)',
        overflow: 'hidden',
        aspectRatio: '4 / 3',
        maxHeight: '45vh',
        marginInline: 'auto',
        width: '100%',
      }}
    >
      <video
        ref={videoRef}
        muted
        playsInline
        aria-label={t('pollScan.camera')}
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
      <Box
        aria-hidden
        style={{
          position: 'absolute',
          inset: '14% 18%',
          border: '3px solid #fff',
          borderRadius: 12,
          boxShadow: '0 0 0 100vmax rgb(0 0 0 / 35%)',
        }}
      />
    </Box>
  );
}

function ScanPanel() {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const typedRef = useRef<HTMLInputElement>(null);
  const scanner = useSlipScanner(videoRef);
  const { state } = scanner;
  const [typed, setTyped] = useState('');
  const [typedEpic, setTypedEpic] = useState<string | null>(null);
  const [typedWrong, setTypedWrong] = useState(false);
  const turnout = useTurnout();
  const { recent, mark } = useVoteMarking();

  const codeEpic = state.phase === 'read' ? epicFromCode(state.text) : null;
  const epic = state.phase === 'read' ? codeEpic : state.phase === 'off' ? typedEpic : null;
  const voters = useVotersWithEpic(epic);

  // No camera to be had: the typed voter id is the way on.
  const failed = state.phase === 'failed';
  useEffect(() => {
    if (failed) typedRef.current?.focus();
  }, [failed]);

  const find = (e: FormEvent) => {
    e.preventDefault();
    const id = epicFromCode(typed);
    setTypedWrong(!id);
    if (!id) return;
    setTypedEpic(id);
    scanner.off();
  };

  const scanning = state.phase === 'starting' || state.phase === 'scanning';
  const done = state.phase === 'read' || state.phase === 'off';

  return (
    <Stack gap="md">
      <CameraView videoRef={videoRef} shown={scanning} />
      <Box aria-live="polite">
        {scanning && (
          <Text fw={600}>
            {state.phase === 'starting' ? t('pollScan.starting') : t('pollScan.aim')}
          </Text>
        )}
      </Box>
      {state.phase === 'failed' && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
          <Stack gap="sm" align="flex-start">
            <Text>{t(`pollScan.errors.${state.why}`)}</Text>
            <Button
              variant="default"
              leftSection={<IconRefresh size={18} aria-hidden />}
              onClick={scanner.again}
            >
              {t('pollScan.tryAgain')}
            </Button>
          </Stack>
        </Alert>
      )}
      {done && (
        <Stack gap="sm" aria-live="polite">
          {state.phase === 'read' && !codeEpic ? (
            <Alert color="yellow" variant="light" icon={<IconAlertCircle aria-hidden />}>
              <Text fw={600}>{t('pollScan.noEpic')}</Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('pollScan.codeSaid', { text: cut(state.text) })}
              </Text>
            </Alert>
          ) : voters === undefined ? (
            <Center py="sm">
              <LoadingMark label={t('list.loading')} />
            </Center>
          ) : voters && voters.length > 0 ? (
            <CardStack gap="xs" label={t('pollScan.found')}>
              {voters.map((f) => {
                const name = voterFullName(f.voter) || f.voter.voterId || '-';
                return (
                  <VoterMarkCard
                    key={f.voter.id}
                    found={f}
                    voted={turnout?.voted.has(f.voter.id) ?? false}
                    undoable={recent.has(f.voter.id)}
                    onMark={() => void mark(f.voter.id, name, true)}
                    onUndo={() => void mark(f.voter.id, name, false)}
                  />
                );
              })}
            </CardStack>
          ) : (
            epic && (
              <Alert color="yellow" variant="light" icon={<IconAlertCircle aria-hidden />}>
                <Text fw={600}>{t('pollScan.notFound', { id: epic })}</Text>
              </Alert>
            )
          )}
          <Button
            size="lg"
            fullWidth
            leftSection={<IconScan size={22} aria-hidden />}
            onClick={() => {
              setTypedEpic(null);
              scanner.again();
            }}
          >
            {voters?.length ? t('pollScan.scanNext') : t('pollScan.scanAgain')}
          </Button>
        </Stack>
      )}
      <form onSubmit={find} noValidate>
        <Stack gap="xs">
          <TextInput
            ref={typedRef}
            label={t('pollScan.typed')}
            description={t('pollScan.typedHint')}
            error={typedWrong ? t('pollScan.typedNone') : undefined}
            value={typed}
            onChange={(e) => {
              setTyped(e.currentTarget.value);
              setTypedWrong(false);
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="search"
          />
          <Button
            type="submit"
            variant="default"
            leftSection={<IconSearch size={18} aria-hidden />}
            aria-label={t('pollScan.findLabel')}
          >
            {t('pollScan.find')}
          </Button>
        </Stack>
      </form>
      {turnout && (
        <Text size="sm" c="dimmed">
          {t('pollScan.turnout', { voted: turnout.voted.size, total: turnout.total })}
        </Text>
      )}
    </Stack>
  );
}

/** The poll-day screen's "Scan slip" button and the scan panel it opens. */
export function ScanSlip() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  useKeepScannerOffline();
  return (
    <>
      {/* Full width under the thumb on a phone; a plain big button on a desktop. */}
      <Button
        size="lg"
        fullWidth={phone}
        style={phone ? undefined : { alignSelf: 'flex-start' }}
        leftSection={<IconScan size={24} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('pollScan.open')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('pollScan.title')}
        fullScreen={phone}
        size="md"
        closeButtonProps={{ 'aria-label': t('pollScan.close') }}
      >
        {/* Mounted only while open: closing the panel lets the camera go. */}
        <ScanPanel />
      </Modal>
    </>
  );
}
