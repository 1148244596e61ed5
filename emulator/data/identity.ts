/**
 * The tenancy's identity resources, answered in every region: compartments (from the tree),
 * users and groups in identity domains (domainOcid) or in the default IAM, dynamic groups,
 * policies per compartment, tag namespaces and defaults, identity providers, domain applications
 * and IdP group mappings.
 */
import type { ResourceSummary } from '../../src/oci/resource';
import { makeEntity, type Entity, type Fields } from '../entity';
import type { OcidMinter } from '../ids';
import type { Random } from '../random';
import type { TenancyContext } from './regionBuilder';
import { YEAR_MS } from './regionBuilder';
import { personName } from './vocabulary';

const GROUPS = [
  'Administrators',
  'NetworkAdmins',
  'DatabaseAdmins',
  'DevOpsEngineers',
  'SecurityAuditors',
  'ReadOnly',
  'PaymentsDevelopers',
  'StorefrontDevelopers',
  'DataEngineers',
  'OnCall',
  'FinOps',
  'VMwareOperators',
];
const DYNAMIC_GROUPS = [
  'all-instances',
  'devops-build-runners',
  'functions-runtime',
  'oke-workers',
  'data-flow-jobs',
  'backup-agents',
];
const APPS = ['Field Console', 'ServiceNow', 'Grafana', 'GitHub Enterprise', 'Jira', 'PagerDuty'];

const NOTHING: Readonly<Record<string, unknown>> = Object.freeze({});

export function identityEntities(
  random: Random,
  minter: OcidMinter,
  ctx: TenancyContext,
  size: number,
): Entity[] {
  const out: Entity[] = [];
  const yearStart = ctx.epochMs - YEAR_MS;
  const early = (): string => new Date(yearStart + Math.floor(random.next() * YEAR_MS * 0.2)).toISOString();
  const any = (): string => new Date(yearStart + Math.floor(random.next() * YEAR_MS)).toISOString();
  const mint = (type: string): string => minter.mint(type, 'oc1', '');
  const add = (
    summary: Omit<ResourceSummary, 'identifier' | 'lifecycleState' | 'identityContext' | 'additionalDetails'>,
    ocidType: string,
    context: Fields = NOTHING,
    state = 'ACTIVE',
  ): Entity => {
    const entity = makeEntity({
      ...summary,
      identifier: mint(ocidType),
      lifecycleState: state,
      identityContext: context,
      additionalDetails: NOTHING,
    });
    out.push(entity);
    return entity;
  };
  const root = ctx.tenancyId;
  for (const c of ctx.compartments) {
    out.push(
      makeEntity({
        resourceType: 'Compartment',
        identifier: c.id,
        compartmentId: c.parentId,
        displayName: c.name,
        timeCreated: early(),
        lifecycleState: 'ACTIVE',
        freeformTags: { env: c.env },
        definedTags: {},
        identityContext: NOTHING,
        additionalDetails: NOTHING,
      }),
    );
  }
  const domains = [mint('domain'), mint('domain')];
  const inDomain = (probability: number): Fields =>
    random.chance(probability) ? { domainOcid: random.pick(domains) } : NOTHING;
  const users = Math.min(1500, Math.max(25, Math.round(size * 0.006)));
  for (let i = 0; i < users; i++) {
    const { first, last } = personName(random);
    add(
      {
        resourceType: 'User',
        compartmentId: root,
        displayName: `${first}.${last}${i >= 24 ? i : ''}@acme-field.example`,
        timeCreated: any(),
      },
      'user',
      inDomain(0.85),
      random.chance(0.95) ? 'ACTIVE' : 'INACTIVE',
    );
  }
  for (const name of GROUPS)
    add(
      { resourceType: 'Group', compartmentId: root, displayName: name, timeCreated: early() },
      'group',
      inDomain(0.7),
    );
  for (const name of DYNAMIC_GROUPS)
    add(
      { resourceType: 'DynamicGroup', compartmentId: root, displayName: name, timeCreated: early() },
      'dynamicgroup',
      inDomain(0.5),
    );
  for (const name of APPS)
    add({ resourceType: 'App', compartmentId: root, displayName: name, timeCreated: any() }, 'app', {
      domainOcid: random.pick(domains),
    });
  add(
    { resourceType: 'Policy', compartmentId: root, displayName: 'Tenant Admin Policy', timeCreated: early() },
    'policy',
  );
  for (const c of ctx.compartments)
    add(
      { resourceType: 'Policy', compartmentId: c.id, displayName: `${c.name}-policy`, timeCreated: early() },
      'policy',
    );
  const namespaces = ['Operations', 'Security', 'CostTracking'].map((name) =>
    add(
      { resourceType: 'TagNamespace', compartmentId: root, displayName: name, timeCreated: early() },
      'tagnamespace',
    ),
  );
  for (const [index, name] of ['Environment', 'CostCenter', 'DataClassification'].entries()) {
    add(
      { resourceType: 'TagDefault', compartmentId: root, displayName: name, timeCreated: early() },
      'tagdefault',
      { tagNamespaceId: namespaces[index % namespaces.length]?.id ?? root },
    );
  }
  for (const name of ['AzureAD', 'Okta']) {
    const provider = add(
      { resourceType: 'IdentityProvider', compartmentId: root, displayName: name, timeCreated: early() },
      'saml2idp',
    );
    add(
      {
        resourceType: 'IdpGroupMapping',
        compartmentId: root,
        displayName: `${name}-admins`,
        timeCreated: early(),
      },
      'idpgroupmapping',
      { identityProviderId: provider.id },
    );
  }
  return out;
}
