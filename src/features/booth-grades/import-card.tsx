// Import an assembly's Form 20 (POST /api/form20/elections): the file as the CEO published it,
// the assembly (from the areas this person holds), the election and its year. Problems are said
// under their fields in the user's language, the server's refusals too; online only.
import { Alert, Button, FileInput, Group, Select, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card.tsx';
import { isTranslationKey } from '../../components/use-translate-key.ts';
import { useSayMessage } from '../../components/use-say-message.ts';
import { WholeNumberInput } from '../../components/whole-number-input.tsx';
import { areaDepth } from '../../domain/areas.ts';
import type { FieldMessage } from '../../domain/field-messages.ts';
import { fieldRefusalOf } from '../../domain/field-messages.ts';
import type { ElectionKind, Form20ElectionDetail } from '../../domain/form20/report.ts';
import { ELECTION_KINDS, FORM20_UPLOAD_LIMIT_BYTES } from '../../domain/form20/report.ts';
import { ApiError } from '../../sync/api-client.ts';
import { useAreaChoices } from '../../sync/use-area-choices.ts';
import { postForm20 } from './form20-api.ts';

const FIELDS = ['file', 'assembly', 'kind', 'year'] as const;
type Problems = Partial<Record<(typeof FIELDS)[number], FieldMessage>>;

export const FORM20_ACCEPT =
  '.pdf,.xlsx,.csv,application/pdf,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MB = FORM20_UPLOAD_LIMIT_BYTES / 1024 / 1024;

export type ImportCardProps = {
  online: boolean;
  onImported: (election: Form20ElectionDetail) => void;
  onClose: () => void;
};

export function ImportCard({ online, onImported, onClose }: ImportCardProps) {
  const { t, i18n } = useTranslation();
  const { choices } = useAreaChoices();
  const assemblies = useMemo(() => choices.filter((c) => areaDepth(c.value) === 3), [choices]);
  const [file, setFile] = useState<File | null>(null);
  const [assembly, setAssembly] = useState<string | null>(null);
  const [kind, setKind] = useState<ElectionKind>('assembly');
  const [year, setYear] = useState<string | number>('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const say = useSayMessage();

  const check = (): Problems => {
    const out: Problems = {};
    if (!file) out.file = { key: 'form20.errors.noFile' };
    else if (file.size > FORM20_UPLOAD_LIMIT_BYTES)
      out.file = { key: 'form20.errors.tooLarge', values: { mb: MB } };
    if (!assembly) out.assembly = { key: 'form20.errors.notAssembly' };
    if (typeof year !== 'number' || year < 1951 || year > 2100) out.year = { key: 'errors.number' };
    return out;
  };

  const send = async () => {
    const found = check();
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length || !file || !assembly || typeof year !== 'number') return;
    setSending(true);
    try {
      onImported(await postForm20(file, { assembly, kind, year }));
      setFile(null);
    } catch (err) {
      console.error('Form 20 import failed', err);
      const refusal = fieldRefusalOf(err instanceof ApiError ? err.body : null, FIELDS);
      setProblems(refusal.messages);
      const { values, messageKey: key = 'form20.loadFailed' } = refusal;
      if (!Object.keys(refusal.messages).length)
        setFailure(isTranslationKey(i18n, key) ? String(t(key, values)) : t('form20.loadFailed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <SectionCard title={t('form20.import.heading')} maw={640}>
      <Text size="sm">{t('form20.import.intro')}</Text>
      <FileInput
        label={t('form20.import.file')}
        description={t('form20.import.fileHint', { mb: MB })}
        placeholder={t('form20.import.filePlaceholder')}
        accept={FORM20_ACCEPT}
        value={file}
        onChange={(f) => {
          setFile(f);
          setProblems((p) => ({ ...p, file: undefined }));
        }}
        leftSection={<IconFileUpload size={18} aria-hidden />}
        error={say(problems.file)}
        required
        disabled={sending}
        clearable
      />
      <Select
        label={t('form20.import.assembly')}
        placeholder={t('form20.import.assemblyPlaceholder')}
        data={assemblies.map((c) => ({ value: c.value, label: c.label }))}
        value={assembly}
        onChange={(v) => {
          setAssembly(v);
          setProblems((p) => ({ ...p, assembly: undefined }));
        }}
        searchable
        nothingFoundMessage={t('form20.import.noAssemblies')}
        description={assemblies.length ? undefined : t('form20.import.noAssemblies')}
        error={say(problems.assembly)}
        required
        disabled={sending}
        comboboxProps={{ withinPortal: true }}
      />
      <Group grow align="flex-start">
        <Select
          label={t('form20.import.kind')}
          data={ELECTION_KINDS.map((k) => ({ value: k, label: t(`form20.kinds.${k}`) }))}
          value={kind}
          onChange={(v) => v && setKind(v as ElectionKind)}
          allowDeselect={false}
          disabled={sending}
          comboboxProps={{ withinPortal: true }}
        />
        <WholeNumberInput
          label={t('form20.import.year')}
          value={year}
          onChange={(v) => {
            setYear(v);
            setProblems((p) => ({ ...p, year: undefined }));
          }}
          min={1951}
          max={2100}
          error={say(problems.year)}
          required
          disabled={sending}
        />
      </Group>
      {!online && <Alert color="yellow">{t('form20.offline')}</Alert>}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group gap="sm">
        <Button onClick={() => void send()} loading={sending} disabled={!online} mih={44}>
          {sending ? t('form20.import.sending') : t('form20.import.send')}
        </Button>
        <Button variant="default" onClick={onClose} disabled={sending} mih={44}>
          {t('form20.import.close')}
        </Button>
      </Group>
    </SectionCard>
  );
}
