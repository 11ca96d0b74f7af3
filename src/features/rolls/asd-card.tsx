// The ASD list card of the roll import screen (issue 25): choose the part (from the parts on
// this phone), name the list, choose its file (PDF, scanned or not; CSV/TSV; Excel), and send
// it; the server marks the voters it names (POST /api/rolls/asd) and the card shows how many
// per category, then the rows it could not match and the lines it could not read, for the
// coordinator to check by hand. Every problem is said in words under its field, in English or
// Hindi; a refusal the server ties to a field shows there too. Online only.
import { Alert, Button, Divider, FileInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconFileUpload, IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card.tsx';
import { useSayMessage } from '../../components/use-say-message.ts';
import { WholeNumberInput } from '../../components/whole-number-input.tsx';
import { areaDepth } from '../../domain/areas.ts';
import { fieldRefusalOf } from '../../domain/field-messages.ts';
import type { AsdLine, AsdResult } from '../../domain/asd-list.ts';
import { ASD_OCR_MAX_PAGES, asdListNameOf } from '../../domain/asd-list.ts';
import { ApiError } from '../../sync/api-client.ts';
import { getSessionUser } from '../../sync/session.ts';
import type { AsdField, AsdFormErrors } from './asd-form.ts';
import { ASD_ACCEPT, ASD_LIMIT_MB, asdFormErrors } from './asd-form.ts';
import { AsdResultView, AsdUnreadLines } from './asd-result.tsx';
import { markFromAsdList } from './roll-commands.ts';
import { useAsdParts } from './use-asd-parts.ts';
import { useRollText } from './use-roll-text.ts';
import { LoadingMark } from '../../components/loading-mark.tsx';

const FIELDS: readonly AsdField[] = ['part', 'assembly', 'listName', 'file'];

type Refusal = {
  fields: AsdFormErrors;
  /** Why, when no field is to blame. */
  message: string | null;
  /** The lines the server read when it found no elector in them. */
  unread: AsdLine[];
};

/** A refused upload as messages by field (the server's `fields` and `values`). */
function refusalOf(err: unknown, failure: (err: unknown) => string): Refusal {
  const body = err instanceof ApiError ? err.body : null;
  const fields = fieldRefusalOf(body, FIELDS).messages;
  const lines = (body as { unread?: unknown } | null)?.unread;
  const unread = Array.isArray(lines) ? (lines as AsdLine[]) : [];
  return { fields, message: Object.keys(fields).length ? null : failure(err), unread };
}

/** The admin and coordinators above an assembly may hold one part number twice. */
function holdsAssemblies(): boolean {
  const user = getSessionUser();
  if (!user) return false;
  return user.role === 'admin' || (user.scope !== null && areaDepth(user.scope) < 3);
}

export function AsdCard({ online }: { online: boolean }) {
  const { t } = useTranslation();
  const say = useSayMessage();
  const { failure } = useRollText();
  const choices = useAsdParts();
  const [choice, setChoice] = useState<string | null>(null);
  const [typedPart, setTypedPart] = useState<string | number>('');
  const [assembly, setAssembly] = useState<string | number>('');
  const [listName, setListName] = useState('');
  const [namedByFile, setNamedByFile] = useState(true);
  const [file, setFile] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [result, setResult] = useState<AsdResult | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);

  const picked = choices?.find((c) => c.value === choice);
  const typed = typeof typedPart === 'number' ? typedPart : null;
  const part = choices?.length ? (picked?.part ?? null) : typed;
  const values = { part, assembly: String(assembly), listName, file };
  const mine = tried ? asdFormErrors(values) : {};
  const errors: AsdFormErrors = { ...mine, ...refusal?.fields };
  // The assembly is asked for only where the part's is not known and could be one of several.
  const showAssembly =
    (part !== null && picked?.assemblyNumber === undefined && holdsAssemblies()) ||
    !!refusal?.fields.assembly;

  const edited = () => setRefusal(null);

  const chooseFile = (f: File | null) => {
    setFile(f);
    edited();
    if (f && (namedByFile || !listName.trim())) {
      setListName(asdListNameOf(f.name));
      setNamedByFile(true);
    }
  };

  const send = async () => {
    setTried(true);
    setRefusal(null);
    if (Object.keys(asdFormErrors(values)).length || !online || !file || part === null) return;
    setSending(true);
    try {
      const answer = await markFromAsdList(file, {
        part,
        ...(picked?.assemblyNumber !== undefined
          ? { assembly: picked.assemblyNumber }
          : typeof assembly === 'number'
            ? { assembly }
            : {}),
        listName: listName.trim(),
      });
      setResult(answer);
      setFile(null);
      setTried(false);
    } catch (err) {
      console.error('ASD list upload failed', err);
      setResult(null);
      setRefusal(refusalOf(err, failure));
    } finally {
      setSending(false);
    }
  };

  const partLabel = (c: NonNullable<typeof choices>[number]) =>
    c.assembly
      ? t('asd.partOptionAssembly', { part: c.part, assembly: c.assembly })
      : t('asd.partOption', { part: c.part });

  return (
    <SectionCard title={t('asd.heading')}>
      <Text size="sm">{t('asd.intro', { pages: ASD_OCR_MAX_PAGES })}</Text>
      <Stack gap="sm" maw={640}>
        {choices?.length === 0 ? (
          <WholeNumberInput
            label={t('asd.partNumber')}
            description={t('asd.noParts')}
            value={typedPart}
            onChange={(v) => {
              setTypedPart(v);
              edited();
            }}
            min={1}
            error={say(errors.part)}
            required
            disabled={sending}
          />
        ) : (
          <Select
            label={t('asd.part')}
            placeholder={t('asd.partPlaceholder')}
            data={(choices ?? []).map((c) => ({ value: c.value, label: partLabel(c) }))}
            value={choice}
            onChange={(v) => {
              setChoice(v);
              edited();
            }}
            searchable
            nothingFoundMessage={t('asd.noParts')}
            error={say(errors.part)}
            required
            disabled={sending}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {showAssembly && (
          <WholeNumberInput
            label={t('asd.assembly')}
            description={t('asd.assemblyHint')}
            value={assembly}
            onChange={(v) => {
              setAssembly(v);
              edited();
            }}
            min={1}
            error={say(errors.assembly)}
            disabled={sending}
          />
        )}
        <TextInput
          label={t('asd.listName')}
          description={t('asd.listNameHint')}
          value={listName}
          onChange={(e) => {
            setListName(e.currentTarget.value);
            setNamedByFile(false);
            edited();
          }}
          error={say(errors.listName)}
          disabled={sending}
        />
        <FileInput
          label={t('asd.file')}
          description={t('asd.fileHint', { mb: ASD_LIMIT_MB })}
          placeholder={t('asd.filePlaceholder')}
          value={file}
          onChange={chooseFile}
          accept={ASD_ACCEPT}
          leftSection={<IconFileUpload size={18} aria-hidden />}
          clearable
          // Its placeholder is text on the page, not an input's: it must meet AA (4.5:1).
          styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
          error={say(errors.file)}
          required
          disabled={sending}
        />
      </Stack>
      {refusal?.message && (
        <Alert color="red" variant="light" role="alert">
          {t('asd.failed', { reason: refusal.message })}
        </Alert>
      )}
      {refusal && refusal.unread.length > 0 && <AsdUnreadLines lines={refusal.unread} />}
      {tried && !online && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {t('asd.offline')}
        </Text>
      )}
      <div>
        {/* The label stays while the list is read: a scan takes seconds a page. */}
        <Button
          leftSection={sending ? <LoadingMark size={16} /> : <IconUpload size={16} aria-hidden />}
          disabled={sending}
          onClick={() => void send()}
        >
          {sending ? t('asd.reading') : t('asd.submit')}
        </Button>
      </div>
      {result && (
        <>
          <Divider />
          <AsdResultView result={result} headingRef={resultHeading} />
        </>
      )}
    </SectionCard>
  );
}
