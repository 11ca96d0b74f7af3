// A booth's committee (issue 46), phone first: how far it is (complete, checked, what is
// missing), each role with its members, adding a member of the booth team, removing one, and
// checking one by a code or a visit. Reads offline from the copy kept on the phone; naming,
// removing and visits made offline wait in the outbox.
import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../components/list-screen/index.ts';
import { LoadingMark } from '../../components/loading-mark.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { toast } from '../../components/toast.ts';
import { useShortTime } from '../../components/use-short-time.ts';
import { areaName } from '../../domain/areas.ts';
import type { CommitteeRole } from '../../domain/committees/definition.ts';
import { DASHBOARD_BASE } from '../../domain/navigation.ts';
import { AddSeatSheet } from './add-seat-sheet.tsx';
import { BoothChooser } from './booth-chooser.tsx';
import { CommitteeStatusCard } from './committee-status-card.tsx';
import type { ShownCommittee, ShownSeat } from './committee-view.ts';
import { RoleSection } from './role-section.tsx';
import { useBoothChoice } from './use-booth-choice.ts';
import { useBoothCommittee } from './use-booth-committee.ts';
import { useCommitteeActions } from './use-committee-actions.ts';
import { useCommitteeTexts } from './use-committee-texts.ts';
import { VerifySheet } from './verify-sheet.tsx';

function Roles({
  committee,
  boothId,
  apply,
}: {
  committee: ShownCommittee;
  boothId: string;
  apply: ReturnType<typeof useBoothCommittee>['apply'];
}) {
  const { t } = useTranslation();
  const texts = useCommitteeTexts();
  const actions = useCommitteeActions(boothId, apply);
  const [adding, setAdding] = useState<CommitteeRole | null>(null);
  const [editing, setEditing] = useState<ShownSeat | null>(null);
  const [checking, setChecking] = useState<ShownSeat | null>(null);
  const [removing, setRemoving] = useState<ShownSeat | null>(null);
  const roleIds = new Set(committee.definition.roles.map((r) => r.id));
  const counted = (s: ShownSeat) => s.inTeam && roleIds.has(s.roleId);
  const others = committee.seats.filter((s) => !counted(s));
  const seatActions = { onCheck: setChecking, onEdit: setEditing, onRemove: setRemoving };
  const editedRole = editing && committee.definition.roles.find((r) => r.id === editing.roleId);
  const remove = async (seat: ShownSeat) => {
    setRemoving(null);
    try {
      await actions.remove(seat.id, t('committees.seat.removed', { name: seat.name }));
    } catch (err) {
      toast.error(texts.failure(err));
    }
  };
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" verticalSpacing="md">
      {committee.state.roles.map((r) => (
        <RoleSection
          key={r.role.id}
          role={r}
          seats={committee.seats.filter((s) => s.roleId === r.role.id && counted(s))}
          actions={seatActions}
          onAdd={() => setAdding(r.role)}
        />
      ))}
      {others.length > 0 && <RoleSection role={null} seats={others} actions={seatActions} />}
      {adding && (
        <AddSeatSheet
          role={adding}
          boothPath={committee.booth.path}
          seated={new Set(committee.seats.map((s) => s.memberId))}
          onClose={() => setAdding(null)}
          onSave={async (input, name) => {
            await actions.name(crypto.randomUUID(), input, t('committees.add.saved', { name }));
            setAdding(null);
          }}
        />
      )}
      {editing && editedRole && (
        <AddSeatSheet
          role={editedRole}
          boothPath={committee.booth.path}
          seated={new Set()}
          editing={editing}
          onClose={() => setEditing(null)}
          onSave={async (input, name) => {
            await actions.name(editing.id, input, t('committees.add.updated', { name }));
            setEditing(null);
          }}
        />
      )}
      {checking && (
        <VerifySheet
          seat={checking}
          mayVisit={committee.mayVisit}
          onClose={() => setChecking(null)}
          sendCode={() => actions.sendCode(checking.id)}
          checkCode={async (code) => {
            await actions.checkCode(checking.id, code);
            toast.success(t('committees.verify.done', { name: checking.name }));
            setChecking(null);
          }}
          saveVisit={async (photo, place) => {
            await actions.visit(checking.id, photo, place, t('committees.verify.visitSaved'));
            setChecking(null);
          }}
        />
      )}
      <ConfirmDialog
        message={removing ? t('committees.seat.removeConfirm', { name: removing.name }) : null}
        confirmLabel={t('committees.seat.remove')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && void remove(removing)}
      />
    </SimpleGrid>
  );
}

function BoothCommitteeView({ boothId, onChange }: { boothId: string; onChange?: () => void }) {
  const { t, i18n } = useTranslation();
  const texts = useCommitteeTexts();
  const time = useShortTime();
  const view = useBoothCommittee(boothId);
  const { committee } = view;
  if (!committee) {
    if (view.loading) return <LoadingMark label={t('committees.booth.loading')} showLabel />;
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="yellow" variant="light" role="alert" w="100%">
          {view.error ? texts.failure(view.error) : t('committees.booth.neverLoaded')}
        </Alert>
        {onChange && (
          <Button variant="default" mih={44} onClick={onChange}>
            {t('committees.booth.change')}
          </Button>
        )}
      </Stack>
    );
  }
  const { booth } = committee;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs" align="flex-end">
        <div>
          <Text fw={700} fz="lg">
            {areaName(booth, i18n.language)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('committees.booth.pannas', { count: booth.pannas })}
          </Text>
        </div>
        {onChange && (
          <Button variant="subtle" mih={44} onClick={onChange}>
            {t('committees.booth.change')}
          </Button>
        )}
      </Group>
      {view.stale && (
        <Alert color="yellow" variant="light" role="status">
          {t('committees.booth.kept', { time: time(view.fetchedAt!) })}
        </Alert>
      )}
      <CommitteeStatusCard committee={committee} />
      <Roles committee={committee} boothId={boothId} apply={view.apply} />
      <Text size="sm" c="dimmed">
        {t('committees.booth.teamHint')}{' '}
        <Anchor component={Link} to={`${DASHBOARD_BASE}/booth-team`} underline="always">
          {t('nav.pages.boothTeam')}
        </Anchor>
      </Text>
    </Stack>
  );
}

export function BoothCommitteeScreen() {
  const { t } = useTranslation();
  const { boothId, own, choose } = useBoothChoice();
  return (
    <Stack gap="md">
      <PageTitle>{t('nav.pages.committee')}</PageTitle>
      <Text c="dimmed" size="sm">
        {t('committees.booth.intro')}
      </Text>
      {boothId ? (
        <BoothCommitteeView
          boothId={boothId}
          onChange={boothId === own ? undefined : () => choose(null)}
        />
      ) : (
        <BoothChooser onChoose={choose} />
      )}
    </Stack>
  );
}
