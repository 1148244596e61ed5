/**
 * Data services (document 2 §2.1 Data); Data Safe is in data-safe.ts. Where the spec leaves the
 * exact pages out, the console uses the services' plural collection names:
 * - Data Science: /data-science/{collection}/:id; Data Catalog: /datacatalog/{collection}/:id.
 * Data Flow runs, Data Integration workspaces, Big Data Service and the database migration
 * connections, jobs and agents (§2.3: migration agents) have no documented page and no link.
 */
import { COMPARTMENT, path } from './path';
import { describeArea } from './types';
import type { TypeRow } from './types';

const ROWS = [
  {
    name: 'DataScienceProject',
    badge: 'DSP',
    title: 'Data science project',
    plural: 'Data science projects',
    link: '/data-science/projects/:id',
  },
  {
    name: 'DataScienceModel',
    badge: 'MDL',
    title: 'Model',
    plural: 'Models',
    link: '/data-science/models/:id',
  },
  {
    name: 'DataScienceModelDeployment',
    badge: 'MDEP',
    title: 'Model deployment',
    plural: 'Model deployments',
    link: '/data-science/model-deployments/:id',
  },
  {
    name: 'DataScienceJob',
    badge: 'DSJ',
    title: 'Data science job',
    plural: 'Data science jobs',
    link: '/data-science/jobs/:id',
  },
  {
    name: 'DataScienceJobRun',
    badge: 'DSJR',
    title: 'Job run',
    plural: 'Job runs',
    link: '/data-science/job-runs/:id',
  },
  {
    name: 'DataScienceNotebookSession',
    badge: 'NB',
    title: 'Notebook session',
    plural: 'Notebook sessions',
    link: '/data-science/notebook-sessions/:id',
  },
  {
    name: 'DataSciencePipeline',
    badge: 'DSPL',
    title: 'Data science pipeline',
    plural: 'Data science pipelines',
    link: '/data-science/pipelines/:id',
  },
  {
    name: 'Application',
    badge: 'DFA',
    title: 'Data Flow application',
    plural: 'Data Flow applications',
    link: '/data-flow/apps/details/:id',
  },
  { name: 'Run', badge: 'DFR', title: 'Data Flow run', plural: 'Data Flow runs', link: null },
  {
    name: 'DataCatalog',
    badge: 'DCAT',
    title: 'Data catalog',
    plural: 'Data catalogs',
    link: '/datacatalog/catalogs/:id',
  },
  {
    name: 'DataCatalogPrivateEndpoint',
    badge: 'DCPE',
    title: 'Data catalog private endpoint',
    plural: 'Data catalog private endpoints',
    link: '/datacatalog/private-endpoints/:id',
  },
  {
    name: 'DataCatalogMetastore',
    badge: 'DCMS',
    title: 'Data catalog metastore',
    plural: 'Data catalog metastores',
    link: '/datacatalog/metastores/:id',
  },
  {
    name: 'DisWorkspace',
    badge: 'DIS',
    title: 'Data Integration workspace',
    plural: 'Data Integration workspaces',
    link: null,
  },
  {
    name: 'GoldenGateDeployment',
    badge: 'GGD',
    title: 'GoldenGate deployment',
    plural: 'GoldenGate deployments',
    link: '/goldengate/deployments/:id',
  },
  {
    name: 'GoldenGateConnection',
    badge: 'GGC',
    title: 'GoldenGate connection',
    plural: 'GoldenGate connections',
    link: '/goldengate/connections/:id',
  },
  {
    name: 'GoldenGateDeploymentBackup',
    badge: 'GGB',
    title: 'GoldenGate deployment backup',
    plural: 'GoldenGate deployment backups',
    link: '/goldengate/backups/:id',
  },
  {
    name: 'GoldenGateDatabaseRegistration',
    badge: 'GGR',
    title: 'GoldenGate database registration',
    plural: 'GoldenGate database registrations',
    link: '/goldengate/registrations/:id',
  },
  {
    name: 'GoldenGatePipeline',
    badge: 'GGP',
    title: 'GoldenGate pipeline',
    plural: 'GoldenGate pipelines',
    link: '/goldengate/pipelines/:id',
  },
  {
    name: 'Migration',
    badge: 'DMM',
    title: 'Database migration',
    plural: 'Database migrations',
    link: '/odms/migrations/:id',
  },
  {
    name: 'Connection',
    badge: 'DMC',
    title: 'Database migration connection',
    plural: 'Database migration connections',
    link: null,
  },
  {
    name: 'Job',
    badge: 'DMJ',
    title: 'Database migration job',
    plural: 'Database migration jobs',
    link: null,
  },
  {
    name: 'Agent',
    badge: 'DMA',
    title: 'Database migration agent',
    plural: 'Database migration agents',
    link: null,
  },
  // Ops Insights opens its database list in the result's compartment.
  {
    name: 'OpsiDatabaseInsight',
    badge: 'OPSI',
    title: 'Database insight',
    plural: 'Database insights',
    link: path`/opsi/databases?compartmentId=${COMPARTMENT}`,
  },
  {
    name: 'BigDataService',
    badge: 'BDS',
    title: 'Big Data Service cluster',
    plural: 'Big Data Service clusters',
    link: null,
  },
  {
    name: 'BigDataServiceApiKey',
    badge: 'BDSK',
    title: 'Big Data Service API key',
    plural: 'Big Data Service API keys',
    link: null,
  },
  {
    name: 'BigDataServiceMetastoreConfig',
    badge: 'BDSM',
    title: 'Big Data Service metastore configuration',
    plural: 'Big Data Service metastore configurations',
    link: null,
  },
  {
    name: 'BigDataServiceLakehouseConfig',
    badge: 'BDSL',
    title: 'Big Data Service lakehouse configuration',
    plural: 'Big Data Service lakehouse configurations',
    link: null,
  },
  { name: 'Lake', badge: 'LAKE', title: 'Lake', plural: 'Lakes', link: '/lake/:id' },
  {
    name: 'KafkaCluster',
    badge: 'KFK',
    title: 'Kafka cluster',
    plural: 'Kafka clusters',
    link: '/osak/kafka-clusters/:id',
  },
  {
    name: 'OpensearchCluster',
    badge: 'OSC',
    title: 'OpenSearch cluster',
    plural: 'OpenSearch clusters',
    link: '/opensearch/clusters/:id',
  },
] as const satisfies readonly TypeRow[];

export const DATA_TYPES = describeArea('Data', ROWS);
