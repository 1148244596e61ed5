/**
 * The demo tenancy's compartment tree: 24 compartments under the root, nested up to four deep,
 * each with the environment (and sometimes the application) of what it holds, so the names and
 * tags of its resources agree with where they live.
 */
import type { Environment } from './vocabulary';

interface CompartmentSpec {
  readonly name: string;
  readonly description: string;
  readonly env: Environment;
  readonly app?: string;
  /** How much of the estate lives here, relative to the others. */
  readonly weight: number;
  readonly children?: readonly CompartmentSpec[];
}

const TREE: readonly CompartmentSpec[] = [
  {
    name: 'Production',
    description: 'Production workloads',
    env: 'prod',
    weight: 1,
    children: [
      { name: 'prod-network', description: 'Production networking', env: 'prod', weight: 4 },
      {
        name: 'prod-apps',
        description: 'Production applications',
        env: 'prod',
        weight: 2,
        children: [
          {
            name: 'payments',
            description: 'Payments platform',
            env: 'prod',
            app: 'payments',
            weight: 5,
            children: [
              {
                name: 'payments-pci',
                description: 'PCI-scoped payments components',
                env: 'prod',
                app: 'payments',
                weight: 3,
              },
            ],
          },
          {
            name: 'storefront',
            description: 'Customer-facing storefront',
            env: 'prod',
            app: 'storefront',
            weight: 5,
          },
          { name: 'orders', description: 'Order management', env: 'prod', app: 'orders', weight: 4 },
        ],
      },
      {
        name: 'prod-data',
        description: 'Production databases and analytics',
        env: 'prod',
        weight: 3,
        children: [
          {
            name: 'prod-data-warehouse',
            description: 'Analytics warehouse',
            env: 'prod',
            app: 'analytics',
            weight: 3,
          },
        ],
      },
    ],
  },
  {
    name: 'Staging',
    description: 'Pre-production',
    env: 'stage',
    weight: 1,
    children: [
      { name: 'staging-apps', description: 'Staging applications', env: 'stage', weight: 4 },
      { name: 'staging-data', description: 'Staging databases', env: 'stage', weight: 2 },
    ],
  },
  {
    name: 'Development',
    description: 'Development teams',
    env: 'dev',
    weight: 1,
    children: [
      { name: 'dev-team-alpha', description: 'Team Alpha', env: 'dev', weight: 3 },
      {
        name: 'dev-team-beta',
        description: 'Team Beta',
        env: 'dev',
        weight: 3,
        children: [
          { name: 'dev-team-beta-sandbox', description: 'Team Beta experiments', env: 'dev', weight: 2 },
        ],
      },
    ],
  },
  {
    name: 'SharedServices',
    description: 'Services shared by every environment',
    env: 'prod',
    weight: 1,
    children: [
      { name: 'shared-network', description: 'Hub network, DRGs and FastConnect', env: 'prod', weight: 3 },
      { name: 'security', description: 'Vaults, keys, bastions and Data Safe', env: 'prod', weight: 3 },
      {
        name: 'devops',
        description: 'Build and deployment',
        env: 'prod',
        weight: 2,
        children: [
          { name: 'devops-pipelines', description: 'DevOps projects and pipelines', env: 'prod', weight: 3 },
        ],
      },
      { name: 'observability', description: 'Logging, monitoring and notifications', env: 'prod', weight: 3 },
    ],
  },
  { name: 'DisasterRecovery', description: 'Standby copies of production', env: 'dr', weight: 2 },
  {
    name: 'ManagedCompartmentForPaaS',
    description: 'Managed by Oracle PaaS services',
    env: 'prod',
    weight: 1,
  },
];

export interface CompartmentNode {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly parentId: string;
  readonly depth: number;
  readonly env: Environment;
  readonly app?: string;
  readonly weight: number;
}

/** The compartments, parents before children; `mint` gives each its OCID. */
export function buildCompartments(tenancyId: string, mint: () => string): CompartmentNode[] {
  const out: CompartmentNode[] = [];
  const walk = (specs: readonly CompartmentSpec[], parentId: string, depth: number): void => {
    for (const spec of specs) {
      const node: CompartmentNode = {
        id: mint(),
        name: spec.name,
        description: spec.description,
        parentId,
        depth,
        env: spec.env,
        app: spec.app,
        weight: spec.weight,
      };
      out.push(node);
      walk(spec.children ?? [], node.id, depth + 1);
    }
  };
  walk(TREE, tenancyId, 1);
  return out;
}

/** The ids of a compartment and every compartment under it. */
export function subtreeIds(compartments: readonly CompartmentNode[], rootId: string): Set<string> {
  const ids = new Set([rootId]);
  for (const node of compartments) if (ids.has(node.parentId)) ids.add(node.id);
  return ids;
}
