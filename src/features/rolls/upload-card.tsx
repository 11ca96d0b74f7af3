// Upload: roll files dropped on the area (desktop) or picked with a plain button (a phone's
// own file picker), listed with their sizes, checked before sending (type, 100 MB together)
// with the reason under the field in the user's language, and sent as one job. Online only.
import { ActionIcon, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileUpload, IconUpload, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.ts';
import { ROLL_UPLOAD_MAX_FILES } from '../../domain/roll-jobs.ts';
import { uploadRolls } from './roll-commands.ts';
import type { UploadProblem } from './upload-files.ts';
import {
  LIMIT_MB,
  ROLL_ACCEPT,
  addFiles,
  formatBytes,
  totalBytes,
  uploadProblems,
} from './upload-files.ts';
import { DropArea } from './drop-area.tsx';
import { useRollText } from './use-roll-text.ts';

export type UploadCardProps = {
  online: boolean;
  /** A job was started. */
  onStarted: (id: string) => void;
};

function useProblemText() {
  const { t, i18n } = useTranslation();
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  return (p: UploadProblem) => {
    if (p.key === 'wrongType') return t('rolls.upload.wrongType', { names: list.format(p.names) });
    if (p.key === 'tooLarge')
      return t('rolls.upload.tooLarge', {
        size: formatBytes(p.bytes, i18n.language),
        max: LIMIT_MB,
      });
    return t('rolls.upload.tooMany', { max: ROLL_UPLOAD_MAX_FILES });
  };
}

export function UploadCard({ online, onStarted }: UploadCardProps) {
  const { t, i18n } = useTranslation();
  const { failure } = useRollText();
  const problemText = useProblemText();
  const [files, setFiles] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const errorId = useId();
  const headingId = useId();

  const problems = uploadProblems(files);
  const messages = problems.map(problemText);
  if (tried && files.length === 0) messages.push(t('rolls.upload.empty'));
  if (tried && !online) messages.push(t('rolls.upload.offline'));
  const add = (more: File[]) => {
    setFiles((now) => addFiles(now, more));
    setTried(false);
  };

  const send = async () => {
    setTried(true);
    if (!files.length || problems.length || !online) return;
    setSending(true);
    try {
      const id = await uploadRolls(files);
      toast.success(t('rolls.upload.started'));
      setFiles([]);
      setTried(false);
      onStarted(id);
    } catch (err) {
      console.error('Roll upload failed', err);
      toast.error(t('rolls.upload.failed', { reason: failure(err) }));
    } finally {
      setSending(false);
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t('rolls.upload.heading')}
        </Title>
        <DropArea onDrop={add} disabled={sending}>
          <Stack align="center" gap="xs" mih={90} justify="center">
            {/* Phones have nothing to drop: the button is their way in. */}
            <IconFileUpload size={36} aria-hidden style={{ flexShrink: 0 }} />
            <Text fw={700} ta="center" visibleFrom="sm">
              {t('rolls.upload.drop')}
            </Text>
            <Text size="sm" c="dimmed" ta="center">
              {t('rolls.upload.hint', { count: ROLL_UPLOAD_MAX_FILES, max: LIMIT_MB })}
            </Text>
            <FileButton onChange={add} accept={ROLL_ACCEPT} multiple disabled={sending}>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconUpload size={16} aria-hidden />}
                  aria-describedby={messages.length ? errorId : undefined}
                >
                  {t('rolls.upload.choose')}
                </Button>
              )}
            </FileButton>
          </Stack>
        </DropArea>
        {messages.length > 0 && (
          <Stack gap={4} id={errorId} role="alert">
            {messages.map((m) => (
              <Text key={m} size="sm" c="var(--mantine-color-error)">
                {m}
              </Text>
            ))}
          </Stack>
        )}
        {files.length > 0 && (
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {t('rolls.upload.chosen')}:{' '}
              {t('rolls.upload.total', {
                count: files.length,
                size: formatBytes(totalBytes(files), i18n.language),
              })}
            </Text>
            <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
              {files.map((f) => (
                <Group
                  component="li"
                  key={`${f.name}|${f.size}|${f.lastModified}`}
                  gap="xs"
                  wrap="nowrap"
                  justify="space-between"
                >
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {f.name} · {formatBytes(f.size, i18n.language)}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('rolls.upload.remove', { name: f.name })}
                    disabled={sending}
                    onClick={() => setFiles((now) => now.filter((x) => x !== f))}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          </Stack>
        )}
        <Group gap="sm">
          <Button
            leftSection={<IconUpload size={16} aria-hidden />}
            loading={sending}
            onClick={() => void send()}
          >
            {sending ? t('rolls.upload.uploading') : t('rolls.upload.submit')}
          </Button>
          {files.length > 0 && !sending && (
            <Button variant="default" onClick={() => setFiles([])}>
              {t('rolls.upload.clear')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
