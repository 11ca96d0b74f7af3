// What other features read of campaigns: the ones kept on this phone and my local answers, and
// the refresh of that copy from the server.
export { readCampaigns, readInvitations, refreshCampaigns } from './campaign-api.ts';
