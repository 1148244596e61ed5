import { iaasDocs } from '../helpDocs';
import type { NavAreaSpec } from '../navEntry';

/** Cost Management (document 3 §2.11), with Cost Anomaly Detection (§2.15) as a group. */
export const COST_MANAGEMENT_AREA = {
  id: 'costManagement',
  labelKey: 'area.costManagement',
  category: 'infrastructure',
  plugin: 'usage',
  tags: ['spend', 'cost'],
  help: [iaasDocs('Billing/Concepts/costanalysisoverview.htm')],
  children: [
    { id: 'overview', labelKey: 'common.overview', path: '/overview' },
    // Beyond document 3: this month so far beside last month and the forecast (features/cost).
    {
      id: 'monthCost',
      labelKey: 'billing.monthCost',
      path: '/month-cost',
      screen: 'cost',
      tags: ['spend', 'bill', 'forecast', 'this month'],
    },
    { id: 'costAnalysis', labelKey: 'billing.costAnalysis', path: '/cost-analysis' },
    { id: 'reports', labelKey: 'billing.costReports', path: '/reports' },
    {
      id: 'budgets',
      labelKey: 'billing.budgets',
      path: '/budgets',
      resourceType: 'Budget',
      help: [iaasDocs('Billing/Concepts/budgetsoverview.htm')],
    },
    { id: 'scheduledReports', labelKey: 'billing.scheduledReports', path: '/scheduled-reports' },
    {
      id: 'anomalyDetection',
      labelKey: 'billing.costAnomalyDetection',
      path: '/cost-anomaly-detection',
      children: [
        { id: 'anomalies', labelKey: 'billing.costAnomalies', path: '/cost-anomalies' },
        { id: 'monitors', labelKey: 'billing.costMonitors', path: '/cost-monitors' },
        { id: 'subscriptionLists', labelKey: 'billing.subscriptionLists', path: '/subscription-lists' },
      ],
    },
  ],
} as const satisfies NavAreaSpec;
