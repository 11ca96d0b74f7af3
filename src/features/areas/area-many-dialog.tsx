// "Add many": a coordinator pastes (or picks a CSV/TSV file of) a list of booths — or of any
// areas — to add inside one area at once. The list is read and checked as it is typed; every
// problem is shown on its line, and nothing is added while any line has one: the coordinator
// fixes those lines or leaves them out with one tap, then all lines go in one transaction.
import { Alert, Button, FileButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileUpload } from '@tabler/icons-react';
import { Formik, useFormikContext } from 'formik';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaSelect } from '../../components/area-select/index.ts';
import type { AreaChoice } from '../../components/area-select/index.ts';
import { FormikForm, FormikTextarea } from '../../components/form-fields/index.ts';
import { toast } from '../../components/toast.ts';
import { useSavedToast } from '../../components/use-saved-toast.ts';
import { FormActions } from '../../components/form-actions.tsx';
import type { AreaRecord } from '../../db/types.ts';
import {
  MAX_AREA_LINES,
  areaListContext,
  readAreaList,
  withoutLines,
} from '../../domain/area-list.ts';
import type { AreaList } from '../../domain/area-list.ts';
import { levelOf } from '../../domain/areas.ts';
import { currentWriter } from '../../sync/browser-session.ts';
import { addAreas } from './area-commands.ts';
import { AreaListPreview } from './area-list-preview.tsx';

type Values = { parent: string; text: string };

export type AreaManyDialogProps = {
  /** The area the list goes inside at first; null: the dialog is closed. */
  parent: string | null;
  /** Where a list may go instead (area-queries.ts addParentChoices). */
  parentChoices: readonly AreaChoice[];
  /** The areas on this phone, to check names and parts against. */
  areas: readonly AreaRecord[];
  /** An area's name in the UI language ('' = the top). */
  label: (path: string) => string;
  onClose: () => void;
};

const PHONE_QUERY = '(max-width: 599.98px)';
/** The level of the areas made inside `parent`. */
const childLevel = (parent: string) => levelOf(parent ? `${parent}/x` : 'x') ?? 'booth';

export function AreaManyDialog(props: AreaManyDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  return (
    <Modal
      opened={props.parent !== null}
      onClose={props.onClose}
      title={t('areas.addMany')}
      size="xl"
      fullScreen={phone}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('areas.close') }}
    >
      {props.parent !== null && <ManyForm {...props} parent={props.parent} />}
    </Modal>
  );
}

function ManyForm({
  parent,
  parentChoices,
  areas,
  label,
  onClose,
}: AreaManyDialogProps & { parent: string }) {
  const { t } = useTranslation();
  const savedToast = useSavedToast();

  const submit = async (values: Values) => {
    const writer = currentWriter();
    if (!writer) return;
    const list = readAreaList(values.text, areaListContext(areas, values.parent));
    if (list.tooMany || list.withProblems > 0 || list.lines.length === 0) return;
    const count = list.lines.length;
    try {
      await addAreas(
        writer,
        values.parent,
        list.lines.map(({ name, nameHi, parts, pollingStation }) => ({
          name,
          nameHi,
          parts,
          pollingStation,
        })),
      );
      const what = t(`areas.many.what.${childLevel(values.parent)}`, { count });
      savedToast(t('areas.many.saved', { count, what, parent: label(values.parent) }));
      onClose();
    } catch (err) {
      console.error('Adding the list failed', err);
      toast.error(t('areas.failed', { reason: t('errors.unknown') }));
    }
  };

  return (
    <Formik<Values> initialValues={{ parent, text: '' }} onSubmit={submit}>
      <FormikForm>
        <ManyFields areas={areas} parentChoices={parentChoices} onClose={onClose} />
      </FormikForm>
    </Formik>
  );
}

function ManyFields({
  areas,
  parentChoices,
  onClose,
}: Pick<AreaManyDialogProps, 'areas' | 'parentChoices' | 'onClose'>) {
  const { t, i18n } = useTranslation();
  const { values, setFieldValue, isSubmitting } = useFormikContext<Values>();
  const [fileFailed, setFileFailed] = useState(false);
  const text = useDeferredValue(values.text);
  const context = useMemo(() => areaListContext(areas, values.parent), [areas, values.parent]);
  const list = useMemo(() => readAreaList(text, context), [text, context]);
  const level = childLevel(values.parent);
  const number = new Intl.NumberFormat(i18n.language);
  const ready = list.lines.length - list.withProblems;
  const blocked = list.tooMany || list.withProblems > 0 || list.lines.length === 0;

  const readFile = async (file: File | null) => {
    if (!file) return;
    try {
      const content = await file.text();
      // Not UTF-8 (an old Excel "CSV"): the decoder put replacement marks in.
      if (content.includes('\ufffd')) throw new Error('not UTF-8');
      setFileFailed(false);
      await setFieldValue('text', content);
    } catch (err) {
      console.error('Reading the list file failed', err);
      setFileFailed(true);
    }
  };

  const dropBad = () => {
    const bad = new Set(list.lines.filter((l) => l.problems.length > 0).map((l) => l.line));
    void setFieldValue('text', withoutLines(values.text, bad));
  };

  return (
    <Stack gap="sm">
      <AreaSelect
        name="parent"
        choices={parentChoices}
        label={t('areas.fields.parent')}
        description={t('areas.many.parentHint')}
      />
      <FormikTextarea
        name="text"
        label={t('areas.many.list')}
        description={level === 'booth' ? t('areas.many.listHint') : t('areas.many.listHintArea')}
        placeholder={
          level === 'booth'
            ? 'Booth 12, "12, 13", Primary School, Sector Q, बूथ 12'
            : 'Name, Hindi name'
        }
        rows={6}
        resize="vertical"
        spellCheck={false}
        autoCapitalize="none"
      />
      <Group gap="sm">
        <FileButton
          onChange={(f) => void readFile(f)}
          accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
        >
          {(buttonProps) => (
            <Button
              {...buttonProps}
              variant="default"
              leftSection={<IconFileUpload size={18} aria-hidden />}
            >
              {t('areas.many.file')}
            </Button>
          )}
        </FileButton>
      </Group>
      {fileFailed && (
        <Alert color="red" role="alert">
          {t('areas.many.fileFailed')}
        </Alert>
      )}
      {list.lines.length > 0 && <ListSummary list={list} ready={ready} number={number} />}
      <FormActions
        align="end"
        extra={
          list.withProblems > 0 && (
            <Button variant="default" c="red.9" onClick={dropBad}>
              {t('areas.many.dropBad', { count: list.withProblems })}
            </Button>
          )
        }
        submitLabel={t('areas.many.submit', {
          count: ready,
          what: t(`areas.many.what.${level}`, { count: ready }),
        })}
        cancelLabel={t('areas.many.cancel')}
        onCancel={onClose}
        submitting={isSubmitting}
        submitDisabled={blocked}
      />
      {list.lines.length > 0 && <AreaListPreview list={list} booth={level === 'booth'} />}
    </Stack>
  );
}

function ListSummary({
  list,
  ready,
  number,
}: {
  list: AreaList;
  ready: number;
  number: Intl.NumberFormat;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} role="status">
      <Text fw={600}>
        {t('areas.many.summary', {
          count: list.lines.length,
          ready: number.format(ready),
          problems: number.format(list.withProblems),
        })}
      </Text>
      {list.headerLine !== null && (
        <Text size="sm" c="dimmed">
          {t('areas.many.headingFound', { line: list.headerLine })}
        </Text>
      )}
      {list.tooMany && (
        <Alert color="red" role="alert">
          {t('areas.many.tooMany', {
            count: number.format(list.lines.length),
            max: number.format(MAX_AREA_LINES),
          })}
        </Alert>
      )}
      {!list.tooMany && list.withProblems > 0 && (
        <Text size="sm" c="red.9">
          {t('areas.many.fixFirst')}
        </Text>
      )}
    </Stack>
  );
}
