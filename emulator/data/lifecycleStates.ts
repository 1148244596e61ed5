/**
 * The lifecycle states resources are seeded in, per family, as weighted choices: mostly the
 * steady state, sometimes a transitional or failed one, as a real estate looks.
 */
export type StateChoice = readonly (readonly [string, number])[];

export const STATES = {
  available: [
    ['AVAILABLE', 30],
    ['PROVISIONING', 1],
    ['TERMINATING', 1],
    ['TERMINATED', 2],
  ],
  active: [
    ['ACTIVE', 30],
    ['CREATING', 1],
    ['UPDATING', 1],
    ['DELETING', 1],
    ['DELETED', 1],
    ['FAILED', 1],
  ],
  activeOnly: [['ACTIVE', 1]],
  running: [
    ['RUNNING', 24],
    ['STOPPED', 5],
    ['PROVISIONING', 1],
    ['STARTING', 1],
    ['STOPPING', 1],
    ['TERMINATED', 2],
  ],
  database: [
    ['AVAILABLE', 24],
    ['STOPPED', 2],
    ['UPDATING', 1],
    ['BACKUP_IN_PROGRESS', 1],
    ['PROVISIONING', 1],
    ['FAILED', 1],
    ['TERMINATED', 1],
  ],
  enabled: [
    ['ENABLED', 8],
    ['DISABLED', 1],
  ],
  volume: [
    ['AVAILABLE', 20],
    ['PROVISIONING', 1],
    ['RESTORING', 1],
    ['FAULTY', 1],
    ['TERMINATED', 1],
  ],
  attached: [
    ['ATTACHED', 12],
    ['ATTACHING', 1],
    ['DETACHED', 1],
  ],
  job: [
    ['SUCCEEDED', 12],
    ['FAILED', 2],
    ['IN_PROGRESS', 1],
    ['ACCEPTED', 1],
    ['CANCELED', 1],
  ],
  identity: [
    ['ACTIVE', 20],
    ['INACTIVE', 1],
  ],
  vmware: [
    ['ACTIVE', 20],
    ['CREATING', 1],
    ['UPDATING', 1],
    ['FAILED', 1],
  ],
  log: [
    ['ACTIVE', 20],
    ['CREATING', 1],
    ['INACTIVE', 2],
    ['UPDATING', 1],
  ],
  reportDefinition: [
    ['ACTIVE', 20],
    ['CREATING', 1],
    ['UPDATING', 1],
  ],
  assessment: [
    ['SUCCEEDED', 20],
    ['CREATING', 1],
    ['UPDATING', 1],
    ['FAILED', 1],
  ],
  license: [
    ['ACTIVE', 12],
    ['INACTIVE', 1],
  ],
  connection: [
    ['ACTIVE', 12],
    ['INACTIVE', 1],
    ['NEEDS_ATTENTION', 1],
  ],
  provisioned: [
    ['PROVISIONED', 12],
    ['PENDING_PROVIDER', 1],
    ['PROVISIONING', 1],
    ['DOWN', 1],
  ],
  ipsec: [
    ['AVAILABLE', 10],
    ['UP', 2],
    ['DOWN', 1],
  ],
  secret: [
    ['ACTIVE', 12],
    ['PENDING_DELETION', 1],
    ['CREATING', 1],
  ],
  key: [
    ['ENABLED', 12],
    ['DISABLED', 1],
    ['PENDING_DELETION', 1],
  ],
  waiting: [
    ['ACTIVE', 10],
    ['NEEDS_ATTENTION', 1],
  ],
} as const satisfies Record<string, StateChoice>;

export type StateSet = keyof typeof STATES;
