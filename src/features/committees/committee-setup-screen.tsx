// The admin defines the booth committee (issue 46): roles in English and Hindi with their
// places, quotas, and where the verification codes go out. Saving judges every booth again.
// Anyone else sees the committee as it stands, read only.
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingMark } from '../../components/loading-mark.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { toast } from '../../components/toast.ts';
import { useShortTime } from '../../components/use-short-time.ts';
import type { StoredDefinition } from '../../domain/committees/definition.ts';
import { DEFAULT_DEFINITION } from '../../domain/committees/definition.ts';
import { ApiError } from '../../sync/api-client.ts';
import { getSessionUser } from '../../sync/session.ts';
import { useSessionUserId } from '../../sync/use-session-user-id.ts';
import type { DefinitionDraft, DraftErrors } from './definition-draft.ts';
import { checkDraft, draftErrors, draftOf } from './definition-draft.ts';
import { DefinitionEditor } from './definition-editor.tsx';
import { GatewayCard } from './gateway-card.tsx';
import { useCommitteeDefinition, useOutboundGateway } from './use-committee-setup.ts';
import { useCommitteeTexts } from './use-committee-texts.ts';

const NO_ERRORS: DraftErrors = { roles: {}, list: null, quotas: null };

function ReadOnly({ def }: { def: StoredDefinition }) {
  const { t } = useTranslation();
  const texts = useCommitteeTexts();
  return (
    <Stack gap="sm">
      <Alert color="gray" variant="light">
        {t('committees.setup.readOnly')}
      </Alert>
      <List>
        {def.roles.map((r) => (
          <List.Item key={r.id}>
            {texts.role(r)}: {r.count === 'perPanna' ? t('committees.setup.perPanna') : r.count}
          </List.Item>
        ))}
        {def.quotas.map((q) => (
          <List.Item key={q.kind}>
            {q.kind === 'women'
              ? t('committees.setup.womenRule', { count: q.atLeast })
              : t('committees.setup.youthRule', { count: q.atLeast, age: q.maxAge })}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

function Editor({
  stored,
  save,
}: {
  stored: StoredDefinition;
  save: ReturnType<typeof useCommitteeDefinition>['save'];
}) {
  const { t } = useTranslation();
  const texts = useCommitteeTexts();
  const time = useShortTime();
  const [draft, setDraft] = useState<DefinitionDraft>(() => draftOf(stored));
  const [errors, setErrors] = useState<DraftErrors>(NO_ERRORS);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const checked = await checkDraft(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      toast.error(t('committees.setup.invalid'));
      return;
    }
    setSaving(true);
    try {
      const saved = await save(checked.def);
      setDraft(draftOf(saved));
      setErrors(NO_ERRORS);
      toast.success(t('committees.setup.saved'));
    } catch (err) {
      const fields = err instanceof ApiError ? err.body?.fields : undefined;
      if (fields) setErrors(draftErrors(draft, fields));
      toast.error(texts.failure(err));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {stored.updatedAt
            ? t('committees.setup.version', { time: time(stored.updatedAt) })
            : t('committees.setup.usual')}
        </Text>
        <DefinitionEditor draft={draft} errors={errors} onChange={setDraft} />
        <Group>
          <Button type="submit" mih={44} loading={saving}>
            {t('committees.setup.save')}
          </Button>
          <Button
            variant="default"
            mih={44}
            onClick={() => {
              setDraft(draftOf(DEFAULT_DEFINITION));
              setErrors(NO_ERRORS);
            }}
          >
            {t('committees.setup.reset')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function CommitteeSetupScreen() {
  const { t } = useTranslation();
  const texts = useCommitteeTexts();
  useSessionUserId();
  const isAdmin = getSessionUser()?.role === 'admin';
  const definition = useCommitteeDefinition();
  const gateway = useOutboundGateway(isAdmin);
  const shown = definition.value;
  return (
    <Stack gap="lg">
      <PageTitle>{t('nav.pages.committeeSetup')}</PageTitle>
      <Text c="dimmed" size="sm">
        {t('committees.setup.intro')}
      </Text>
      {definition.error !== null && (
        <Alert color="yellow" variant="light" role="alert">
          {texts.failure(definition.error)}
        </Alert>
      )}
      {!shown && definition.error === null && (
        <LoadingMark label={t('committees.setup.loading')} showLabel />
      )}
      {shown &&
        (isAdmin ? <Editor stored={shown} save={definition.save} /> : <ReadOnly def={shown} />)}
      {isAdmin && <GatewayCard value={gateway.value} error={gateway.error} save={gateway.save} />}
    </Stack>
  );
}
