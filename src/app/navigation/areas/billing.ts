import { iaasDocs } from '../helpDocs';
import type { NavAreaSpec } from '../navEntry';

/**
 * Billing (document 3 §2.11). Pricing-class choices: invoices, payments and the rewards history
 * exist only for paid accounts (alwaysPaid); "upgrade and payment" only for free-tier accounts
 * (alwaysFree). Payment pages reach Oracle's payment processor, so they are off in disconnected
 * realms.
 */
export const BILLING_AREA = {
  id: 'billing',
  labelKey: 'area.billing',
  category: 'infrastructure',
  plugin: 'billing',
  help: [iaasDocs('Billing/home.htm')],
  children: [
    { id: 'subscriptions', labelKey: 'common.subscriptions', path: '/subscriptions', tags: ['contract'] },
    { id: 'invoices', labelKey: 'billing.invoices', path: '/invoices', alwaysPaid: true, tags: ['bill'] },
    { id: 'usageStatements', labelKey: 'billing.usageStatements', path: '/usage-statements' },
    {
      id: 'payments',
      labelKey: 'billing.paymentHistory',
      path: '/payments',
      alwaysPaid: true,
      disableInDisconnectedRealms: true,
    },
    {
      id: 'upgrade',
      labelKey: 'billing.upgradeAndPayment',
      path: '/upgrade-and-payment',
      alwaysFree: true,
      disableInDisconnectedRealms: true,
      tags: ['pay as you go', 'upgrade'],
    },
    {
      id: 'paymentMethod',
      labelKey: 'billing.paymentMethod',
      path: '/payment-method',
      disableInDisconnectedRealms: true,
      tags: ['credit card'],
    },
    {
      id: 'rewards',
      labelKey: 'service.rewards',
      plugin: 'rewards',
      alwaysPaid: true,
      disableInDisconnectedRealms: true,
      children: [{ id: 'history', labelKey: 'billing.rewardsHistory', path: '/history' }],
    },
  ],
} as const satisfies NavAreaSpec;
