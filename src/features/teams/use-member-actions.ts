// The row menu of a team table (the specification's screens): profile, Edit, Disable/Enable by status, Delete
// (after a confirmation). Every outcome is reported in a toast.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { RowAction } from '../../components/data-table/index.ts';
import { useSavedToast } from '../../components/use-saved-toast.ts';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/instance.ts';
import type { AreaRecord, MemberRecord } from '../../db/types.ts';
import { areaName } from '../../domain/areas.ts';
import { currentWriter } from '../../sync/browser-session.ts';
import { DASHBOARD_BASE } from '../../domain/navigation.ts';
import type { TeamLevelDef } from '../../domain/team-levels.ts';
import { memberDisplayName } from '../../domain/team-levels.ts';
import { SignedOutError, deleteMember, toggleMemberStatus } from './member-commands.ts';
import { boothOf, boothReportHref, makeBoothManager } from './member-booth.ts';
import { useReportFailure } from './use-report-failure.ts';

export const PROFILE_PATH = `${DASHBOARD_BASE}/profile`;

/** Navigation state the profile screen receives from a team row (the specification's screens). */
export type MemberProfileState = { record: MemberRecord; table: 'members' };

export function useMemberActions(
  def: TeamLevelDef,
  onEdit: (member: MemberRecord) => void,
  onAskDelete: (member: MemberRecord) => void,
) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const reportFailure = useReportFailure();
  const savedToast = useSavedToast();

  const toggle = useCallback(
    async (member: MemberRecord) => {
      const name = memberDisplayName(member, def.nameShape);
      try {
        const next = await toggleMemberStatus(member);
        savedToast(
          next === 'active'
            ? t('teams.saved.enabled', { name })
            : t('teams.saved.disabled', { name }),
        );
      } catch (err) {
        reportFailure(err);
      }
    },
    [def.nameShape, t, reportFailure, savedToast],
  );

  const areas = useLiveQuery(
    async () => new Map((await db.areas.toArray()).map((a) => [a.path, a])),
    [],
  );
  const makeManager = useCallback(
    async (booth: AreaRecord, member: MemberRecord) => {
      const name = memberDisplayName(member, def.nameShape);
      try {
        const w = currentWriter();
        if (!w) throw new SignedOutError();
        await makeBoothManager(db, w, booth, member);
        savedToast(t('teams.saved.boothManager', { name, booth: areaName(booth, i18n.language) }));
      } catch (err) {
        reportFailure(err);
      }
    },
    [def.nameShape, t, i18n.language, reportFailure, savedToast],
  );

  /** Voters, Upload CSV, Label Value and BM: for a member placed in a booth with parts. */
  const boothActions = useCallback(
    (member: MemberRecord): RowAction[] => {
      const booth = areas && boothOf(member, areas);
      if (!booth) return [];
      return [
        {
          id: 'voters',
          label: t('teams.actions.voters'),
          onSelect: () => void navigate(boothReportHref(booth, 'voter-list')),
        },
        {
          id: 'uploadCsv',
          label: t('teams.actions.uploadCsv'),
          onSelect: () => void navigate(boothReportHref(booth, 'voter-list', { importing: true })),
        },
        {
          id: 'labelValue',
          label: t('teams.actions.labelValue'),
          onSelect: () => void navigate(boothReportHref(booth, 'lable-value')),
        },
        ...(booth.boothManagerId === member.id
          ? []
          : [
              {
                id: 'boothManager',
                label: t('teams.actions.boothManager'),
                onSelect: () => void makeManager(booth, member),
              },
            ]),
      ];
    },
    [areas, t, navigate, makeManager],
  );

  return useCallback(
    (member: MemberRecord): RowAction[] => [
      {
        id: 'profile',
        label: t(`teams.actions.${def.profileAction}`),
        onSelect: () =>
          void navigate(PROFILE_PATH, {
            state: { record: member, table: 'members' } satisfies MemberProfileState,
          }),
      },
      { id: 'edit', label: t('teams.actions.edit'), onSelect: () => onEdit(member) },
      ...boothActions(member),
      {
        id: 'status',
        label:
          member.status === 'disabled' ? t('teams.actions.enable') : t('teams.actions.disable'),
        onSelect: () => void toggle(member),
      },
      {
        id: 'delete',
        label: t('teams.actions.delete'),
        color: 'red.9',
        onSelect: () => onAskDelete(member),
      },
    ],
    [def.profileAction, t, navigate, onEdit, onAskDelete, toggle, boothActions],
  );
}

/** Deletes after the confirmation dialog said yes. */
export function useDeleteMember(def: TeamLevelDef) {
  const { t } = useTranslation();
  const reportFailure = useReportFailure();
  const savedToast = useSavedToast();
  return useCallback(
    async (member: MemberRecord) => {
      try {
        await deleteMember(member);
        savedToast(t('teams.saved.deleted', { name: memberDisplayName(member, def.nameShape) }));
      } catch (err) {
        reportFailure(err);
      }
    },
    [def.nameShape, t, reportFailure, savedToast],
  );
}
