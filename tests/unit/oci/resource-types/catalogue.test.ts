/**
 * The catalogue as a whole: every type the search service documents is there, names are unique
 * ignoring case, and every descriptor is consistent with document 2 §3.2.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  alternativeName,
  AREA_SHAPES,
  RESOURCE_TYPES,
  resourceType,
  resourceTypeNames,
  shownLifecycleState,
} from '../../../../src/oci/resource-types';

/** A copy of /work/shared/reference/oci-search-resource-types.txt, the documented type names. */
const REFERENCE = new URL('./fixtures/oci-search-resource-types.txt', import.meta.url);

const documentedNames = readFileSync(REFERENCE, 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));

describe('the resource type catalogue', () => {
  it('reads the whole reference list', () => {
    expect(documentedNames.length).toBeGreaterThanOrEqual(250);
  });

  it.each(documentedNames)('has a descriptor for the documented type %s', (name) => {
    const type = resourceType(name);
    expect(type).toBeDefined();
    expect(type?.name.toLowerCase()).toBe(name.toLowerCase());
  });

  it('has no two types with the same name, ignoring case, aliases included', () => {
    const names = RESOURCE_TYPES.flatMap((type) => [type.name, ...(type.aliases ?? [])]).map((name) =>
      name.toLowerCase(),
    );
    expect(new Set(names).size).toBe(names.length);
  });

  it('lists every type name once, in catalogue order', () => {
    expect(resourceTypeNames()).toEqual(RESOURCE_TYPES.map((type) => type.name));
    expect(resourceTypeNames()).toContain('Vcn');
    expect(resourceTypeNames()).not.toContain('DrPlanExecution');
  });

  it('looks types up ignoring case', () => {
    expect(resourceType('vcn')?.name).toBe('Vcn');
    expect(resourceType('VCN')).toBe(resourceType('Vcn'));
    expect(resourceType('devopsproject')?.name).toBe('DevopsProject');
    expect(resourceType('AUTONOMOUSDATABASE')?.badge).toBe('ADB');
    expect(resourceType('CCC-Infrastructure')?.name).toBe('ccc-infrastructure');
    expect(resourceType('NoSuchType')).toBeUndefined();
    expect(resourceType('')).toBeUndefined();
  });

  it('accepts the corrected spelling of the documented typos', () => {
    expect(resourceType('DrPlanExecution')).toBe(resourceType('drplanexeuction'));
    expect(resourceType('ConsoleResourceCollection')).toBe(resourceType('consolerescourcecollections'));
  });

  it('adds the types the spec links that the reference list lacks', () => {
    for (const name of [
      'DynamicGroup',
      'App',
      'DrgAttachment',
      'DevopsBuildRun',
      'GenAiAgent',
      'ServiceMeshMesh',
      'EmpDevice',
      'LicenseRecord',
      'VmwareCluster',
      'WebAppFirewall',
      'WebAppAcceleration',
      'GoldenGatePipeline',
      'PostgresqlDbSystem',
    ]) {
      expect(resourceType(name), name).toBeDefined();
    }
  });
});

describe.each(RESOURCE_TYPES.map((type) => [type.name, type] as const))('descriptor %s', (_name, type) => {
  it('has titles, an area and the shape of its area', () => {
    expect(type.title).not.toBe('');
    expect(type.plural).not.toBe('');
    expect(type.shape).toBe(AREA_SHAPES[type.area]);
  });

  it('has translation keys in the search-config namespace', () => {
    const key = `types.${type.name.toLowerCase()}`;
    expect(type.titleKey).toBe(`${key}.title`);
    expect(type.pluralKey).toBe(`${key}.plural`);
    expect(type.badgeKey).toBe(type.badge === undefined ? undefined : `${key}.badge`);
  });

  it('has a badge label of 2–4 characters, none for users and apps', () => {
    if (type.name === 'User' || type.name === 'App') expect(type.badge).toBeUndefined();
    else expect(type.badge).toMatch(/^[A-Z0-9]{2,4}$/);
  });

  it('has a link that is a pattern with :id, a rule or none', () => {
    if (typeof type.link === 'string') expect(type.link).toMatch(/^\/.*:id/);
    else expect(type.link === null || typeof type.link === 'function').toBe(true);
  });
});

describe('badge shapes', () => {
  it('follow the area: Circle compute, Square networking, Stack storage, Hexagon databases', () => {
    expect(resourceType('Instance')?.shape).toBe('Circle');
    expect(resourceType('Subnet')?.shape).toBe('Square');
    expect(resourceType('Volume')?.shape).toBe('Stack');
    expect(resourceType('AutonomousDatabase')?.shape).toBe('Hexagon');
  });

  it('are the four of document 2 §3.3', () => {
    const shapes = new Set(RESOURCE_TYPES.map((type) => type.shape));
    expect([...shapes].sort()).toEqual(['Circle', 'Hexagon', 'Square', 'Stack']);
  });
});

describe('default lifecycle state', () => {
  it('is ENABLED for autoscaling and instance configurations only', () => {
    const withDefault = RESOURCE_TYPES.filter((type) => type.defaultLifecycleState !== undefined);
    expect(withDefault.map((type) => [type.name, type.defaultLifecycleState])).toEqual([
      ['InstanceConfiguration', 'ENABLED'],
      ['AutoScalingConfiguration', 'ENABLED'],
    ]);
  });
});

describe('what a result shows beside its own fields', () => {
  it('shows ENABLED for instance and autoscaling configurations the service answers without a state', () => {
    expect(shownLifecycleState({ resourceType: 'InstanceConfiguration' })).toBe('ENABLED');
    expect(shownLifecycleState({ resourceType: 'autoscalingconfiguration', lifecycleState: '' })).toBe('ENABLED');
    expect(shownLifecycleState({ resourceType: 'InstanceConfiguration', lifecycleState: 'DELETED' })).toBe('DELETED');
    expect(shownLifecycleState({ resourceType: 'Instance' })).toBeUndefined();
    expect(shownLifecycleState({ resourceType: 'NoSuchType' })).toBeUndefined();
  });

  it('takes the alternative name enrichment found (a subnet, a subscription)', () => {
    expect(alternativeName({ enrichment: { vcnId: 'v', altName: 'app (10.0.1.0/24)' } })).toBe('app (10.0.1.0/24)');
    expect(alternativeName({ enrichment: { altName: '' } })).toBeUndefined();
    expect(alternativeName({})).toBeUndefined();
  });
});
