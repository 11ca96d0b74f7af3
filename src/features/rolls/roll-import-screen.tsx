// Import roll PDFs (/dashboard/roll-import, issue 21): upload the Commission's roll files to
// the server, watch them read, open a job's parts and checks, and review its doubtful rows.
// One route; the view follows the address (?job=<id>, &review=1, &rows=<part>) so Back and a shared link
// work. Online only: a job lives on the server, so offline the screen says so.
import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../components/page-title.tsx';
import { useSessionUserId } from '../../sync/use-session-user-id.ts';
import { mayImportRolls } from '../../domain/roll-access.ts';
import { getSessionUser } from '../../sync/session.ts';
import { jobHref } from './job-card.tsx';
import { JobDetailView } from './job-detail-view.tsx';
import { JobsView } from './jobs-view.tsx';
import { PartRowsView } from './part-rows-view.tsx';
import { ReviewView } from './review-view.tsx';
import { useOnline } from '../../components/use-online.ts';
import { AsdCard } from './asd-card.tsx';

export function RollImportScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const online = useOnline();
  // Re-render on sign-in/out; the user's place comes with the session.
  useSessionUserId();
  const user = getSessionUser();
  const jobId = params.get('job');

  const offline = !online && (
    <Alert color="yellow" variant="light" role="status">
      {t('rolls.offline')}
    </Alert>
  );

  if (!mayImportRolls(user))
    return (
      <Stack gap="md">
        <PageTitle>{t('rolls.title')}</PageTitle>
        <Alert color="yellow" variant="light" role="status">
          {t('rolls.notAllowed')}
        </Alert>
      </Stack>
    );

  if (jobId)
    return (
      <Stack gap="md">
        {offline}
        {params.has('review') ? (
          <ReviewView jobId={jobId} />
        ) : params.get('rows') ? (
          <PartRowsView jobId={jobId} partId={params.get('rows')!} />
        ) : (
          <JobDetailView jobId={jobId} />
        )}
      </Stack>
    );

  return (
    <Stack gap="md">
      <PageTitle>{t('rolls.title')}</PageTitle>
      {offline}
      <JobsView online={online} onOpen={(id) => void navigate(jobHref(id))} />
      <AsdCard online={online} />
    </Stack>
  );
}
