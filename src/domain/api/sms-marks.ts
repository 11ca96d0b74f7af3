// Marks by SMS when data fails (issue 44; server/routes/sms-gateway.ts): the phone's SMS key,
// the gateway's webhook, and the admin's gateway secret and log of SMS received.
import type { SmsGatewaySetup, SmsInboxPage, SmsKey, SmsReceipt } from '../sms-marks/gateway.ts';
import { smsInboxQuerySchema } from '../sms-marks/gateway.ts';
import { apiRoute } from './route.ts';

export const smsMarkRoutes = {
  key: apiRoute<SmsKey, undefined>()({ method: 'POST', path: '/sms-marks/key' }),
  webhook: apiRoute<SmsReceipt, unknown>()({
    method: 'POST',
    path: '/sms-gateway/webhook',
    checkedByHandler:
      'the gateway signs the raw body (X-Signature) or names the secret, before the body is read; two payload shapes (sms-gateway-payload.ts)',
  }),
  setup: apiRoute<SmsGatewaySetup>()({ method: 'GET', path: '/admin/sms-gateway' }),
  newSecret: apiRoute<SmsGatewaySetup, undefined>()({
    method: 'POST',
    path: '/admin/sms-gateway/secret',
  }),
  inbox: apiRoute<SmsInboxPage>()({
    method: 'GET',
    path: '/admin/sms-marks/inbox',
    query: smsInboxQuerySchema,
  }),
};
