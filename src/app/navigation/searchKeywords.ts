/**
 * Keyword groups of the menu search (document 3 §3.1 "search tags"): each group maps synonyms,
 * including other clouds' names for the same thing, to the entries they mean.
 */
export interface SearchKeywordGroup {
  readonly id: string;
  readonly synonyms: readonly string[];
  /** Full ids of the entries the synonyms lead to. */
  readonly entryIds: readonly string[];
}

export const SEARCH_KEYWORD_GROUPS = [
  {
    id: 'virtualMachines',
    synonyms: ['vm', 'virtual machine', 'server', 'host', 'ec2', 'bare metal', 'instance'],
    entryIds: ['compute.instances'],
  },
  {
    id: 'kubernetes',
    synonyms: ['k8s', 'kubernetes', 'oke', 'eks', 'aks', 'gke'],
    entryIds: ['containers.kubernetes'],
  },
  {
    id: 'containerImages',
    synonyms: ['docker', 'ocir', 'image registry', 'ecr'],
    entryIds: ['developer.registry.containers'],
  },
  { id: 'containers', synonyms: ['container', 'fargate'], entryIds: ['compute.containerInstances'] },
  {
    id: 'serverless',
    synonyms: ['serverless', 'lambda', 'faas', 'cloud functions'],
    entryIds: ['compute.functions.apps'],
  },
  {
    id: 'objectStorage',
    synonyms: ['s3', 'blob', 'bucket', 'gcs'],
    entryIds: ['storage.objectStorage.buckets'],
  },
  {
    id: 'blockStorage',
    synonyms: ['disk', 'ebs', 'block volume', 'ssd'],
    entryIds: ['storage.blockStorage.volumes', 'storage.blockStorage.bootVolumes'],
  },
  {
    id: 'fileStorage',
    synonyms: ['nfs', 'efs', 'file share'],
    entryIds: ['storage.fileStorage.fileSystems'],
  },
  { id: 'networks', synonyms: ['vpc', 'vnet', 'network', 'vcn'], entryIds: ['networking.vcns.vcns'] },
  {
    id: 'loadBalancers',
    synonyms: ['lb', 'elb', 'alb', 'nlb', 'load balancer'],
    entryIds: ['networking.loadBalancers.application', 'networking.loadBalancers.network'],
  },
  { id: 'dns', synonyms: ['dns', 'route 53', 'domain'], entryIds: ['networking.dns.zones'] },
  {
    id: 'vpn',
    synonyms: ['vpn', 'ipsec', 'site to site'],
    entryIds: ['networking.connectivity.ipsec', 'networking.connectivity.clientVpn'],
  },
  {
    id: 'directConnect',
    synonyms: ['direct connect', 'expressroute', 'interconnect'],
    entryIds: ['networking.connectivity.fastConnect'],
  },
  {
    id: 'firewall',
    synonyms: ['firewall', 'waf'],
    entryIds: ['identity.waf.policies', 'identity.networkFirewall.firewalls'],
  },
  {
    id: 'people',
    synonyms: ['iam', 'user', 'account', 'login'],
    entryIds: ['identity.iam.users', 'identity.iam.domains'],
  },
  {
    id: 'permissions',
    synonyms: ['permission', 'role', 'access', 'rbac'],
    entryIds: ['identity.iam.policies', 'identity.iam.groups'],
  },
  {
    id: 'singleSignOn',
    synonyms: ['sso', 'saml', 'idp', 'okta', 'entra'],
    entryIds: ['identity.iam.federations', 'identity.iam.domains'],
  },
  { id: 'mfa', synonyms: ['mfa', 'password policy', '2fa'], entryIds: ['identity.iam.authenticationPolicy'] },
  {
    id: 'secrets',
    synonyms: ['kms', 'secret', 'key', 'hsm', 'key vault'],
    entryIds: ['identity.vault.vaults', 'identity.vault.dedicatedKms'],
  },
  { id: 'ssh', synonyms: ['ssh', 'jump host', 'jumpbox'], entryIds: ['identity.bastion'] },
  {
    id: 'oracleDatabase',
    synonyms: ['oracle database', 'sql', 'rds', 'database', 'db'],
    entryIds: ['databases.autonomous', 'databases.dbSystems'],
  },
  {
    id: 'mysql',
    synonyms: ['mysql', 'heatwave', 'mariadb'],
    entryIds: ['databases.mysql.dbSystems', 'databases.heatwave.administration'],
  },
  {
    id: 'postgres',
    synonyms: ['postgres', 'postgresql', 'pg'],
    entryIds: ['databases.postgresql.dbSystems'],
  },
  { id: 'nosql', synonyms: ['nosql', 'dynamodb', 'key value'], entryIds: ['databases.nosql.tables'] },
  {
    id: 'cache',
    synonyms: ['redis', 'valkey', 'memcached', 'elasticache'],
    entryIds: ['databases.cache.clusters'],
  },
  {
    id: 'opensearch',
    synonyms: ['elasticsearch', 'opensearch', 'kibana'],
    entryIds: ['databases.opensearch.clusters'],
  },
  {
    id: 'infrastructureAsCode',
    synonyms: ['terraform', 'iac', 'infrastructure as code', 'cloudformation'],
    entryIds: ['developer.resourceManager.stacks'],
  },
  {
    id: 'cicd',
    synonyms: ['ci', 'cd', 'ci/cd', 'pipeline', 'git', 'build', 'deploy', 'jenkins'],
    entryIds: ['developer.devops.projects'],
  },
  {
    id: 'logs',
    synonyms: ['logs', 'log', 'syslog', 'cloudwatch logs'],
    entryIds: ['observability.logging.search', 'observability.logging.logGroups'],
  },
  {
    id: 'alerts',
    synonyms: ['alert', 'alarm', 'metrics', 'cloudwatch'],
    entryIds: ['observability.monitoring.alarms', 'observability.monitoring.explore'],
  },
  {
    id: 'auditTrail',
    synonyms: ['audit', 'cloudtrail', 'who did'],
    entryIds: ['observability.audit.events'],
  },
  {
    id: 'spend',
    synonyms: ['cost', 'spend', 'bill', 'invoice', 'billing'],
    entryIds: ['costManagement.costAnalysis', 'billing.invoices'],
  },
  { id: 'budgets', synonyms: ['budget', 'spending limit'], entryIds: ['costManagement.budgets'] },
  {
    id: 'generativeAi',
    synonyms: ['llm', 'genai', 'chatbot', 'gpt', 'bedrock', 'openai'],
    entryIds: ['analytics.generativeAi.playground', 'analytics.generativeAiAgents.agents'],
  },
  {
    id: 'machineLearning',
    synonyms: ['jupyter', 'notebook', 'ml', 'sagemaker'],
    entryIds: ['analytics.dataScience.projects'],
  },
  { id: 'streams', synonyms: ['kafka', 'kinesis', 'stream'], entryIds: ['storage.streaming.streams'] },
  { id: 'email', synonyms: ['email', 'smtp', 'ses'], entryIds: ['analytics.email.domains'] },
  {
    id: 'pubsub',
    synonyms: ['sns', 'pubsub', 'notification', 'topic'],
    entryIds: ['analytics.notifications.topics'],
  },
  { id: 'queues', synonyms: ['sqs', 'queue', 'message queue'], entryIds: ['analytics.queues.queues'] },
  { id: 'lowCode', synonyms: ['apex', 'low code'], entryIds: ['databases.apex.instances'] },
  {
    id: 'migration',
    synonyms: ['migration', 'migrate', 'lift and shift'],
    entryIds: ['hybrid.cloudMigrations.migrations', 'databases.migration.migrations'],
  },
  {
    id: 'multicloud',
    synonyms: ['azure', 'gcp', 'aws', 'multicloud'],
    entryIds: ['hybrid.multicloudHub.subscriptions', 'databases.multicloud.azure.identityConnectors'],
  },
  {
    id: 'support',
    synonyms: ['ticket', 'help', 'sr', 'service request', 'case'],
    entryIds: ['support.center', 'support.createServiceRequest'],
  },
  {
    id: 'findResources',
    synonyms: ['ocid', 'find', 'resource explorer', 'search'],
    entryIds: ['search.resources'],
  },
  {
    id: 'osPatching',
    synonyms: ['patch', 'yum', 'dnf', 'os update', 'ssm'],
    entryIds: ['observability.osManagementHub.overview'],
  },
  {
    id: 'limits',
    synonyms: ['quota', 'limit', 'service limit'],
    entryIds: ['governance.tenancyManagement.limits', 'support.limit'],
  },
  {
    id: 'tags',
    synonyms: ['tag', 'tagging', 'labels'],
    entryIds: ['governance.tenancyManagement.tagNamespaces'],
  },
  {
    id: 'certificates',
    synonyms: ['tls', 'ssl', 'certificate', 'acm'],
    entryIds: ['identity.certificates.certificates'],
  },
] as const satisfies readonly SearchKeywordGroup[];
