// What other features read of campaigns: the ones kept on this phone and my local answers.
export { readCampaigns, readInvitations } from './campaign-api.ts';
