import type { NotificationEmailUnsubscribed } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { callEndpoint } from '../../../lib/endpoint-client';

/**
 * `POST notification_emails/unsubscribe.json`: the token of an e-mail's link turns its kind of e-mail off, signed in or
 * not (the token names the climber). Saying it twice changes nothing.
 */
export const unsubscribeNotificationEmails = (token: string): Promise<NotificationEmailUnsubscribed> =>
  callEndpoint(endpoint.unsubscribeNotificationEmails, { body: { token } });
