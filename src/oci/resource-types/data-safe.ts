/**
 * Data Safe (document 2 §2.1 Data: "many; some chosen by the result's type or data source; exact
 * list not shown"). The console opens target databases, private endpoints, on-premises
 * connectors, sensitive data models and masking policies at /data-safe/{collection}/:id. A
 * report definition opens in the feature of its data source (EVENTS → activity-auditing,
 * ALERTS → alerts, SECURITY_ASSESSMENT → security-assessment, VIOLATIONS and ALLOWED_SQL →
 * sql-firewall), an assessment in the view of its type (LATEST, SAVED, SAVE_SCHEDULE,
 * COMPARTMENT); both have no link without that value, which enrichment fetches.
 */
import { ENRICHMENTS } from './enrichments';
import { byContext, page } from './path';
import { PAGE } from './pages';
import { describeArea } from './types';
import type { LinkRule, TypeRow } from './types';

const reportDefinition = byContext('dataSource', {
  EVENTS: page(PAGE.activityAuditingReportDefinition),
  ALERTS: page(PAGE.alertsReportDefinition),
  SECURITY_ASSESSMENT: page(PAGE.securityAssessmentReportDefinition),
  VIOLATIONS: page(PAGE.sqlFirewallReportDefinition),
  ALLOWED_SQL: page(PAGE.sqlFirewallReportDefinition),
});

const securityAssessment: LinkRule = byContext('type', {
  LATEST: page(PAGE.securityAssessmentLatest),
  SAVED: page(PAGE.securityAssessmentSaved),
  SAVE_SCHEDULE: page(PAGE.securityAssessmentSchedule),
  COMPARTMENT: page(PAGE.securityAssessmentCompartment),
});

const userAssessment: LinkRule = byContext('type', {
  LATEST: page(PAGE.userAssessmentLatest),
  SAVED: page(PAGE.userAssessmentSaved),
  SAVE_SCHEDULE: page(PAGE.userAssessmentSchedule),
  COMPARTMENT: page(PAGE.userAssessmentCompartment),
});

const ROWS = [
  {
    name: 'DataSafeTargetDatabase',
    badge: 'TDB',
    title: 'Data Safe target database',
    plural: 'Data Safe target databases',
    link: PAGE.dataSafeTarget,
  },
  {
    name: 'DataSafePrivateEndpoint',
    badge: 'DSPE',
    title: 'Data Safe private endpoint',
    plural: 'Data Safe private endpoints',
    link: '/data-safe/private-endpoints/:id',
  },
  {
    name: 'DataSafeOnPremConnector',
    badge: 'OPC',
    title: 'On-premises connector',
    plural: 'On-premises connectors',
    link: '/data-safe/on-prem-connectors/:id',
  },
  {
    name: 'DataSafeSensitiveDataModel',
    badge: 'SDM',
    title: 'Sensitive data model',
    plural: 'Sensitive data models',
    link: '/data-safe/sensitive-data-models/:id',
  },
  {
    name: 'DataSafeMaskingPolicy',
    badge: 'MSK',
    title: 'Masking policy',
    plural: 'Masking policies',
    link: '/data-safe/masking-policies/:id',
  },
  {
    name: 'DataSafeReportDefinition',
    badge: 'RPTD',
    title: 'Report definition',
    plural: 'Report definitions',
    link: reportDefinition,
    enrich: ENRICHMENTS.reportDefinition,
  },
  {
    name: 'DataSafeUserAssessment',
    badge: 'UA',
    title: 'User assessment',
    plural: 'User assessments',
    link: userAssessment,
    enrich: ENRICHMENTS.userAssessment,
  },
  {
    name: 'DataSafeSecurityAssessment',
    badge: 'SA',
    title: 'Security assessment',
    plural: 'Security assessments',
    link: securityAssessment,
    enrich: ENRICHMENTS.securityAssessment,
  },
] as const satisfies readonly TypeRow[];

export const DATA_SAFE_TYPES = describeArea('Data', ROWS);
