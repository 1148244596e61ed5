/**
 * Database management pages (document 2 §2.1 Database): /dbmgmt-ui/{page}?ocid=:id, with the
 * extra query parameters a page needs. The spec says "sometimes"; the console sends
 * - externalDbSystemId for the parts of an external DB system (connector, cluster, listener, ASM),
 *   which open inside their system: no link without it;
 * - compartmentId for the compartment-scoped pages (private endpoints, named credentials, MySQL
 *   connectors);
 * - managedDatabaseId or managedDatabaseGroupId for a job, when the result names its target.
 * Homes, nodes and instances inside an external DB system have no page of their own.
 */
import { COMPARTMENT, ctx, ID, withOptionalQuery } from './path';
import type { LinkPart } from './path';
import { describeArea } from './types';
import type { LinkRule, TypeRow } from './types';

/** /dbmgmt-ui/{page}?ocid=:id&…: every parameter required, encoded. */
function page(name: string, extra: Readonly<Record<string, LinkPart>> = {}): LinkRule {
  const params: Readonly<Record<string, LinkPart>> = { ocid: ID, ...extra };
  return (r) => {
    const query: string[] = [];
    for (const [key, part] of Object.entries(params)) {
      const value = part(r);
      if (value === undefined) return null;
      query.push(`${key}=${encodeURIComponent(value)}`);
    }
    return `/dbmgmt-ui/${name}?${query.join('&')}`;
  };
}

const IN_SYSTEM = { externalDbSystemId: ctx('externalDbSystemId') };
const IN_COMPARTMENT = { compartmentId: COMPARTMENT };

const ROWS = [
  {
    name: 'DbmgmtManagedDatabase',
    badge: 'MDB',
    title: 'Managed database',
    plural: 'Managed databases',
    link: page('databaseHome'),
  },
  {
    name: 'DbmgmtManagedDatabaseGroup',
    badge: 'MDBG',
    title: 'Managed database group',
    plural: 'Managed database groups',
    link: page('groupHome'),
  },
  {
    name: 'DbmgmtJob',
    badge: 'DMJB',
    title: 'Database management job',
    plural: 'Database management jobs',
    link: withOptionalQuery(page('jobs/details'), {
      managedDatabaseId: ctx('managedDatabaseId'),
      managedDatabaseGroupId: ctx('managedDatabaseGroupId'),
    }),
  },
  {
    name: 'DbmgmtPrivateEndpoint',
    badge: 'DMPE',
    title: 'Database management private endpoint',
    plural: 'Database management private endpoints',
    link: page('private-endpoints-details', IN_COMPARTMENT),
  },
  {
    name: 'DbmgmtNamedCredential',
    badge: 'CRED',
    title: 'Named credential',
    plural: 'Named credentials',
    link: page('administration/credentials', IN_COMPARTMENT),
  },
  {
    name: 'DbmgmtExternalDbSystem',
    badge: 'XDBS',
    title: 'External DB system',
    plural: 'External DB systems',
    link: page('database-system'),
  },
  {
    name: 'DbmgmtExternalDbSystemConnector',
    badge: 'XDSC',
    title: 'External DB system connector',
    plural: 'External DB system connectors',
    link: page('connector', IN_SYSTEM),
  },
  {
    name: 'DbmgmtExternalCluster',
    badge: 'XCLU',
    title: 'External cluster',
    plural: 'External clusters',
    link: page('cluster', IN_SYSTEM),
  },
  {
    name: 'DbmgmtExternalListener',
    badge: 'LSNR',
    title: 'External listener',
    plural: 'External listeners',
    link: page('listener', IN_SYSTEM),
  },
  {
    name: 'DbmgmtExternalAsm',
    badge: 'ASM',
    title: 'External ASM',
    plural: 'External ASMs',
    link: page('asm', IN_SYSTEM),
  },
  {
    name: 'DbmgmtExternalClusterInstance',
    badge: 'XCLI',
    title: 'External cluster instance',
    plural: 'External cluster instances',
    link: null,
  },
  {
    name: 'DbmgmtExternalAsmInstance',
    badge: 'ASMI',
    title: 'External ASM instance',
    plural: 'External ASM instances',
    link: null,
  },
  {
    name: 'DbmgmtExternalDbHome',
    badge: 'XDBH',
    title: 'External DB home',
    plural: 'External DB homes',
    link: null,
  },
  {
    name: 'DbmgmtExternalDbNode',
    badge: 'XDBN',
    title: 'External DB node',
    plural: 'External DB nodes',
    link: null,
  },
  {
    name: 'DbmgmtExternalExadataInfrastructure',
    badge: 'XEXI',
    title: 'External Exadata infrastructure',
    plural: 'External Exadata infrastructures',
    link: page('exadata-infrastructure'),
  },
  {
    name: 'DbmgmtExternalExadataStorageServer',
    badge: 'XSS',
    title: 'Exadata storage server',
    plural: 'Exadata storage servers',
    link: page('storage-server'),
  },
  {
    name: 'DbmgmtExternalExadataStorageGrid',
    badge: 'XSG',
    title: 'Exadata storage grid',
    plural: 'Exadata storage grids',
    link: page('storage-server-grid'),
  },
  {
    name: 'DbmgmtExternalExadataStorageConnector',
    badge: 'XSC',
    title: 'Exadata storage connector',
    plural: 'Exadata storage connectors',
    link: page('exadata-connector'),
  },
  {
    name: 'DbmgmtExternalMySqlDb',
    badge: 'XMY',
    title: 'External MySQL database',
    plural: 'External MySQL databases',
    link: page('mds-home-page'),
  },
  {
    name: 'DbmgmtMySqlDbConnector',
    badge: 'MYC',
    title: 'MySQL database connector',
    plural: 'MySQL database connectors',
    link: page('mds-connector', IN_COMPARTMENT),
  },
] as const satisfies readonly TypeRow[];

export const DBMGMT_TYPES = describeArea('Database', ROWS);
