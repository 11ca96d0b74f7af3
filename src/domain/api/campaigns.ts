// Party campaigns (server/routes/campaigns.ts): invitations, answers, the participation form,
// and create/edit/cancel for organisers.
import type { CampaignNotification, CampaignStats, Participation } from '../campaigns.ts';
import { campaignSchema, invitationStatusSchema } from '../campaigns.ts';
import { apiRoute } from './route.ts';

type CampaignList = { campaigns: CampaignNotification[] };
type OneCampaign = { campaign: CampaignNotification };

export const campaignRoutes = {
  notifications: apiRoute<CampaignList>()({ method: 'GET', path: '/campaigns/notifications' }),
  upcoming: apiRoute<CampaignList>()({ method: 'GET', path: '/campaigns/upcoming' }),
  stats: apiRoute<CampaignStats>()({ method: 'GET', path: '/campaigns/stats' }),
  myParticipation: apiRoute<{ participations: Participation[] }>()({
    method: 'GET',
    path: '/campaigns/my-participation',
  }),
  read: apiRoute<OneCampaign>()({ method: 'GET', path: '/campaigns/notifications/:id' }),
  answer: apiRoute<OneCampaign>()({
    method: 'PATCH',
    path: '/campaigns/notifications/:campaignId/status',
    body: invitationStatusSchema,
  }),
  participate: apiRoute<{ participation?: Participation } & OneCampaign, FormData>()({
    method: 'POST',
    path: '/campaigns/participate',
    checkedByHandler:
      'a multipart form with photos: its text fields are checked with participateFieldsSchema',
  }),
  create: apiRoute<OneCampaign>()({ method: 'POST', path: '/campaigns', body: campaignSchema }),
  update: apiRoute<OneCampaign>()({ method: 'PUT', path: '/campaigns/:id', body: campaignSchema }),
  cancel: apiRoute<OneCampaign>()({ method: 'POST', path: '/campaigns/:id/cancel' }),
};
