/**
 * Details pages of Data Safe (report definitions, security and user assessments) and of the
 * database service (autonomous databases and container databases, databases, DB homes).
 * Links follow document 2: a report definition opens in its data source's feature, an assessment
 * in the view of its type, an autonomous database at customer under /exacc, an Oracle database
 * inside what hosts it.
 */
import { stringAt } from '../kit/formatField';
import type { DetailsConfig, FieldSpec, RelationSpec, Resource } from '../kit/detailsConfig';
import { PAGE } from '../../oci/resource-types/pages';
import { RELATED_PATTERNS } from '../features/details/paths';

/** Each report data source's Data Safe feature. */
const REPORT_FEATURES: Readonly<Record<string, string>> = {
  EVENTS: 'activity-auditing',
  ALERTS: 'alerts',
  SECURITY_ASSESSMENT: 'security-assessment',
  VIOLATIONS: 'sql-firewall',
  ALLOWED_SQL: 'sql-firewall',
};

/** Each assessment type's view. */
const ASSESSMENT_VIEWS: Readonly<Record<string, string>> = {
  LATEST: 'latest',
  SAVED: 'saved',
  SAVE_SCHEDULE: 'schedules',
  COMPARTMENT: 'compartment',
};

/** The pattern holding the segment a field of the resource chooses; none for an unknown value. */
function patternFor(field: string, segments: Readonly<Record<string, string>>, suffix: string) {
  return (resource: Resource, patterns: readonly string[]): string | undefined => {
    const segment = segments[stringAt(resource, field) ?? ''];
    return segment === undefined ? undefined : patterns.find((p) => p.includes(`/${segment}/${suffix}`));
  };
}

const ASSESSMENT_FIELDS: readonly FieldSpec[] = [
  { path: 'type', label: 'assessmentType', format: 'code' },
  { path: 'isBaseline', label: 'isBaseline', format: 'boolean' },
  { path: 'lifecycleDetails', label: 'glossary:lifecycleDetails' },
  { path: 'timeUpdated', label: 'glossary:updated', format: 'dateTime' },
];

const TARGETS: RelationSpec = {
  label: 'targetDatabases',
  path: 'targetIds',
  to: { pattern: RELATED_PATTERNS.dataSafeTarget },
};

/** An Oracle database's host: a cloud VM cluster, an Exadata Cloud@Customer VM cluster or a DB system. */
const VM_CLUSTER: RelationSpec = {
  label: 'vmCluster',
  path: 'vmClusterId',
  to: {
    link: (id) =>
      (id.toLowerCase().includes('cloudvmcluster')
        ? RELATED_PATTERNS.cloudVmCluster
        : RELATED_PATTERNS.exaccVmCluster
      ).replace(':id', encodeURIComponent(id)),
  },
};
const DB_SYSTEM: RelationSpec = {
  label: 'dbSystem',
  path: 'dbSystemId',
  to: { pattern: RELATED_PATTERNS.dbSystem },
};

/** The Exadata Cloud@Customer page (under /exacc/) for a resource at customer, else the cloud page. */
const byInfrastructure = (resource: Resource, patterns: readonly string[]): string | undefined => {
  const atCustomer = resource['infrastructureType'] === 'CLOUD_AT_CUSTOMER';
  return patterns.find((pattern) => pattern.startsWith('/exacc/') === atCustomer);
};

export const DATA_DETAILS: readonly DetailsConfig[] = [
  {
    key: 'reportDefinition',
    resourceTypes: ['DataSafeReportDefinition'],
    operation: 'getReportDefinition',
    idParam: 'reportDefinitionId',
    fields: [
      { path: 'dataSource', label: 'dataSource', format: 'code' },
      { path: 'category', label: 'category', format: 'code' },
      { path: 'description', label: 'glossary:description' },
      { path: 'isSeeded', label: 'isSeeded', format: 'boolean' },
      { path: 'timeUpdated', label: 'glossary:updated', format: 'dateTime' },
    ],
    choosePattern: patternFor('dataSource', REPORT_FEATURES, 'report-definitions/'),
  },
  {
    key: 'securityAssessment',
    resourceTypes: ['DataSafeSecurityAssessment'],
    operation: 'getSecurityAssessment',
    idParam: 'securityAssessmentId',
    fields: ASSESSMENT_FIELDS,
    relations: [TARGETS],
    choosePattern: patternFor('type', ASSESSMENT_VIEWS, ''),
  },
  {
    key: 'userAssessment',
    resourceTypes: ['DataSafeUserAssessment'],
    operation: 'getUserAssessment',
    idParam: 'userAssessmentId',
    fields: ASSESSMENT_FIELDS,
    relations: [TARGETS],
    choosePattern: patternFor('type', ASSESSMENT_VIEWS, ''),
  },
  {
    key: 'autonomousDatabase',
    resourceTypes: ['AutonomousDatabase'],
    operation: 'getAutonomousDatabase',
    idParam: 'autonomousDatabaseId',
    fields: [
      { path: 'dbName', label: 'dbName', format: 'code' },
      { path: 'dbWorkload', label: 'dbWorkload', format: 'code' },
      { path: 'dbVersion', label: 'dbVersion', format: 'code' },
      { path: 'computeModel', label: 'computeModel', format: 'code' },
      { path: 'computeCount', label: 'computeCount', format: 'number' },
      { path: 'dataStorageSizeInTBs', label: 'dataStorageSize', format: 'terabytes' },
      { path: 'infrastructureType', label: 'infrastructureType', format: 'code' },
      { path: 'isFreeTier', label: 'isFreeTier', format: 'boolean' },
    ],
    relations: [
      {
        label: 'autonomousContainerDatabase',
        path: 'autonomousContainerDatabaseId',
        to: { details: 'autonomousContainerDatabase' },
      },
    ],
    choosePattern: byInfrastructure,
  },
  {
    key: 'autonomousContainerDatabase',
    resourceTypes: ['AutonomousContainerDatabase'],
    operation: 'getAutonomousContainerDatabase',
    idParam: 'autonomousContainerDatabaseId',
    fields: [
      { path: 'dbVersion', label: 'dbVersion', format: 'code' },
      { path: 'serviceLevelAgreementType', label: 'serviceLevelAgreementType', format: 'code' },
      { path: 'patchModel', label: 'patchModel', format: 'code' },
      { path: 'infrastructureType', label: 'infrastructureType', format: 'code' },
      { path: 'autonomousVmClusterId', label: 'autonomousVmCluster', format: 'code' },
    ],
    choosePattern: byInfrastructure,
  },
  {
    key: 'database',
    resourceTypes: ['Database'],
    operation: 'getDatabase',
    idParam: 'databaseId',
    titlePath: 'dbName',
    fields: [
      { path: 'dbName', label: 'dbName', format: 'code' },
      { path: 'dbUniqueName', label: 'dbUniqueName', format: 'code' },
      { path: 'pdbName', label: 'pdbName', format: 'code' },
      { path: 'isCdb', label: 'isCdb', format: 'boolean' },
      { path: 'characterSet', label: 'characterSet', format: 'code' },
      { path: 'ncharacterSet', label: 'ncharacterSet', format: 'code' },
    ],
    relations: [{ label: 'dbHome', path: 'dbHomeId', to: { details: 'dbHome' } }, VM_CLUSTER, DB_SYSTEM],
    linkValues: (db) => {
      const cluster = stringAt(db, 'vmClusterId');
      const cloud = cluster?.toLowerCase().includes('cloudvmcluster') === true;
      return {
        cloudVmClusterId: cloud ? cluster : undefined,
        exaccVmClusterId: cloud ? undefined : cluster,
      };
    },
  },
  {
    key: 'dbHome',
    pages: [PAGE.dbHome],
    resourceTypes: ['DbHome'],
    operation: 'getDbHome',
    idParam: 'dbHomeId',
    fields: [
      { path: 'dbVersion', label: 'dbVersion', format: 'code' },
      { path: 'dbHomeLocation', label: 'dbHomeLocation', format: 'code' },
    ],
    relations: [VM_CLUSTER, DB_SYSTEM],
  },
];
