/**
 * Media services and e-mail delivery (document 2 §2.2 media streams; §2.1 "further families
 * under /messaging/email/ … not shown"). A CDN or packaging configuration opens inside its
 * distribution channel (distributionChannelId). E-mail senders and domains are chosen to open at
 * /messaging/email/{approved-senders|email-domains}/:id, a DKIM inside its e-mail domain
 * (emailDomainId). Media workflows have no documented page and no link.
 */
import { ctx, nested } from './path';
import { describeArea } from './types';
import type { TypeRow } from './types';

const CHANNELS = '/media-services/media-streams/channel';
const CHANNEL = ctx('distributionChannelId');

const ROWS = [
  {
    name: 'StreamDistributionChannel',
    badge: 'MSDC',
    title: 'Distribution channel',
    plural: 'Distribution channels',
    link: '/media-services/media-streams/channel/:id',
  },
  {
    name: 'StreamCdnConfig',
    badge: 'CDN',
    title: 'CDN configuration',
    plural: 'CDN configurations',
    link: nested(CHANNELS, CHANNEL, 'cdn'),
  },
  {
    name: 'StreamPackagingConfig',
    badge: 'PKG',
    title: 'Packaging configuration',
    plural: 'Packaging configurations',
    link: nested(CHANNELS, CHANNEL, 'packaging-config'),
  },
  { name: 'MediaWorkflow', badge: 'MWF', title: 'Media workflow', plural: 'Media workflows', link: null },
  {
    name: 'EmailSender',
    badge: 'SNDR',
    title: 'Approved sender',
    plural: 'Approved senders',
    link: '/messaging/email/approved-senders/:id',
  },
  {
    name: 'EmailDomain',
    badge: 'EDOM',
    title: 'Email domain',
    plural: 'Email domains',
    link: '/messaging/email/email-domains/:id',
  },
  {
    name: 'Dkim',
    badge: 'DKIM',
    title: 'DKIM',
    plural: 'DKIMs',
    link: nested('/messaging/email/email-domains', ctx('emailDomainId'), 'dkims'),
  },
] as const satisfies readonly TypeRow[];

export const MESSAGING_TYPES = describeArea('Media and messaging', ROWS);
