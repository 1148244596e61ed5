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
import { byContext, fixed } from './path';
import { describeArea } from './types';
import type { LinkRule, TypeRow } from './types';

const REPORT_FEATURES = {
  EVENTS: 'activity-auditing',
  ALERTS: 'alerts',
  SECURITY_ASSESSMENT: 'security-assessment',
  VIOLATIONS: 'sql-firewall',
  ALLOWED_SQL: 'sql-firewall',
} as const;

const reportDefinition = byContext(
  'dataSource',
  Object.fromEntries(
    Object.entries(REPORT_FEATURES).map(([source, feature]) => [
      source,
      fixed(`/data-safe/${feature}/report-definitions/:id`),
    ]),
  ),
);

const ASSESSMENT_VIEWS = {
  LATEST: 'latest',
  SAVED: 'saved',
  SAVE_SCHEDULE: 'schedules',
  COMPARTMENT: 'compartment',
} as const;

const assessment = (feature: string): LinkRule =>
  byContext(
    'type',
    Object.fromEntries(
      Object.entries(ASSESSMENT_VIEWS).map(([type, view]) => [
        type,
        fixed(`/data-safe/${feature}/${view}/:id`),
      ]),
    ),
  );

const ROWS = [
  {
    name: 'DataSafeTargetDatabase',
    badge: 'TDB',
    title: 'Data Safe target database',
    plural: 'Data Safe target databases',
    link: '/data-safe/target-databases/:id',
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
    link: assessment('user-assessment'),
    enrich: ENRICHMENTS.userAssessment,
  },
  {
    name: 'DataSafeSecurityAssessment',
    badge: 'SA',
    title: 'Security assessment',
    plural: 'Security assessments',
    link: assessment('security-assessment'),
    enrich: ENRICHMENTS.securityAssessment,
  },
] as const satisfies readonly TypeRow[];

export const DATA_SAFE_TYPES = describeArea('Data', ROWS);
