// Booth committees (issue 46; server/routes/committees.ts, docs/committees.md): the admin's
// definition, each booth's committee and its changes, verification by SMS code or visit, the
// report from booth to state, and the SMS gateway the codes go out through.
import type { CommitteeDefinition, StoredDefinition } from '../committees/definition.ts';
import { committeeDefinitionSchema } from '../committees/definition.ts';
import type { CommitteeReport } from '../committees/report.ts';
import { committeeReportQuerySchema } from '../committees/report.ts';
import type { BoothCommittee, CodeSent } from '../committees/seats.ts';
import { checkCodeSchema, seatSchema, sendCodeSchema, visitSchema } from '../committees/seats.ts';
import type { OutboundGatewayView } from '../committees/sms-gateway.ts';
import { outboundGatewaySchema } from '../committees/sms-gateway.ts';
import { apiRoute } from './route.ts';

const seatPath = '/committees/booths/:id/seats/:rowId' as const;

export const committeeRoutes = {
  definition: apiRoute<StoredDefinition>()({ method: 'GET', path: '/committees/definition' }),
  saveDefinition: apiRoute<StoredDefinition, CommitteeDefinition>()({
    method: 'PUT',
    path: '/admin/committees/definition',
    body: committeeDefinitionSchema,
  }),
  booth: apiRoute<BoothCommittee>()({ method: 'GET', path: '/committees/booths/:id' }),
  putSeat: apiRoute<BoothCommittee>()({ method: 'PUT', path: seatPath, body: seatSchema }),
  removeSeat: apiRoute<BoothCommittee, undefined>()({ method: 'DELETE', path: seatPath }),
  sendCode: apiRoute<CodeSent>()({
    method: 'POST',
    path: `${seatPath}/code` as const,
    body: sendCodeSchema,
  }),
  checkCode: apiRoute<BoothCommittee>()({
    method: 'POST',
    path: `${seatPath}/verify` as const,
    body: checkCodeSchema,
  }),
  visit: apiRoute<BoothCommittee>()({
    method: 'POST',
    path: `${seatPath}/visit` as const,
    body: visitSchema,
  }),
  report: apiRoute<CommitteeReport>()({
    method: 'GET',
    path: '/committees/report',
    query: committeeReportQuerySchema,
  }),
  gateway: apiRoute<OutboundGatewayView>()({
    method: 'GET',
    path: '/admin/committees/sms-gateway',
  }),
  saveGateway: apiRoute<OutboundGatewayView>()({
    method: 'PUT',
    path: '/admin/committees/sms-gateway',
    body: outboundGatewaySchema,
  }),
};
