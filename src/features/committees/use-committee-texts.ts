// The words the committee screens share, in the worker's language: a role's name, each thing
// a booth still lacks as a booth worker would say it, how a member was checked, and a
// server's refusal with its values (seconds to wait, tries left).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommitteeRole } from '../../domain/committees/definition.ts';
import { roleLabel } from '../../domain/committees/definition.ts';
import type { CommitteeGap, Gender } from '../../domain/committees/evaluate.ts';
import type { SeatVerification } from '../../domain/committees/seats.ts';
import { ApiError } from '../../sync/api-client.ts';
import { useTranslateKey } from '../../components/use-translate-key.ts';

export function useCommitteeTexts() {
  const { t, i18n } = useTranslation();
  const translateKey = useTranslateKey();
  const lang = i18n.language;

  const role = useCallback(
    (r: Pick<CommitteeRole, 'nameEn' | 'nameHi'>) => roleLabel(r, lang),
    [lang],
  );

  const gap = useCallback(
    (g: CommitteeGap, pannas: number): string[] => {
      switch (g.kind) {
        case 'role':
          if (g.role.count === 'perPanna')
            return [t('committees.gaps.rolePanna', { role: role(g.role), count: g.short, pannas })];
          if (g.need === 1) return [t('committees.gaps.roleOne', { role: role(g.role) })];
          return [
            t('committees.gaps.role', {
              role: role(g.role),
              count: g.short,
              filled: g.filled,
              need: g.need,
            }),
          ];
        case 'quota': {
          const main =
            g.quota.kind === 'women'
              ? t('committees.gaps.women', { count: g.short, need: g.quota.atLeast })
              : t('committees.gaps.youth', {
                  count: g.short,
                  need: g.quota.atLeast,
                  age: g.quota.maxAge,
                });
          if (!g.unknown) return [main];
          const unknown =
            g.quota.kind === 'women'
              ? t('committees.gaps.unknownGender', { count: g.unknown })
              : t('committees.gaps.unknownAge', { count: g.unknown });
          return [main, unknown];
        }
        case 'leftTeam':
          return [t('committees.gaps.leftTeam', { count: g.count })];
        case 'oldRole':
          return [t('committees.gaps.oldRole', { count: g.count })];
        case 'unverified':
          return [t('committees.gaps.unverified', { count: g.count })];
      }
    },
    [t, role],
  );

  const gender = useCallback(
    (g: Gender) => t(`committees.gender.${g === '' ? 'unknown' : g}`),
    [t],
  );

  const checked = useCallback(
    (v: SeatVerification) => {
      const how =
        v.method === 'sms' ? t('committees.seat.checkedSms') : t('committees.seat.checkedVisit');
      return v.byName ? t('committees.seat.by', { how, name: v.byName }) : how;
    },
    [t],
  );

  /** A refusal in words: the server's key with its values, or the network's. */
  const failure = useCallback(
    (err: unknown): string => {
      if (err instanceof ApiError) {
        if (err.kind !== 'http') return t('errors.network');
        const body = err.body as { messageKey?: string; values?: Record<string, unknown> } | null;
        const key = body?.messageKey;
        if (key && i18n.exists(key)) return String(t(key as 'errors.unknown', body?.values ?? {}));
        return translateKey(key ?? 'errors.unknown', err.message);
      }
      return t('errors.unknown');
    },
    [t, i18n, translateKey],
  );

  return { role, gap, gender, checked, failure };
}
