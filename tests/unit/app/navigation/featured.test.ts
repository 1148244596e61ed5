import { describe, expect, it } from 'vitest';
import { FEATURED } from '../../../../src/app/navigation/featured';
import { featuredFor } from '../../../../src/app/navigation/isVisible';
import { labelKeyOf } from '../../../../src/app/navigation/labelKeyOf';
import { navEntry } from '../../../../src/app/navigation/navEntries';
import { PERSONAS } from '../../../../src/app/navigation/personas';
import type { Persona } from '../../../../src/app/navigation/personas';
import { makeNavContext } from './makeNavContext';

function featuredIds(persona: Persona, flags: readonly string[] = []): string[] {
  return featuredFor(makeNavContext({ persona, featureFlags: flags })).map((n) =>
    n.entry.id.replace('featured.', ''),
  );
}

describe('featured lists', () => {
  it.each(PERSONAS)('gives %s a non-empty featured list', (persona) => {
    expect(featuredIds(persona).length).toBeGreaterThan(0);
  });

  it('changes with the persona', () => {
    expect(featuredIds('DATABASE_ENGINEER')).not.toEqual(featuredIds('SECURITY_ADMIN'));
    const lists = new Set(PERSONAS.map((p) => featuredIds(p).join(',')));
    expect(lists.size).toBeGreaterThan(10);
  });

  it('gives a database engineer the database services', () => {
    expect(featuredIds('DATABASE_ENGINEER')).toEqual(
      expect.arrayContaining([
        'autonomousDatabase',
        'dbSystems',
        'mysqlDbSystems',
        'heatwave',
        'goldengateDeployments',
      ]),
    );
    expect(featuredIds('DATABASE_ENGINEER')).not.toContain('users');
  });

  it('gives a security admin the identity pages', () => {
    expect(featuredIds('SECURITY_ADMIN').sort()).toEqual(
      [
        'authenticationPolicy',
        'dynamicGroups',
        'federations',
        'groups',
        'identityOverview',
        'networkSources',
        'policies',
        'users',
      ].sort(),
    );
  });

  it('features every §2.16 page for someone', () => {
    const featured = new Set(PERSONAS.flatMap((p) => featuredIds(p)));
    expect(featured.size).toBe(FEATURED.length);
  });

  it('shows GoldenGate deployments to database engineers and the overview to the others', () => {
    expect(featuredIds('DATABASE_ENGINEER')).toContain('goldengateDeployments');
    expect(featuredIds('DATA_SCIENTIST')).toContain('goldengateOverview');
    expect(featuredIds('DATA_SCIENTIST')).not.toContain('goldengateDeployments');
  });
});

describe('the autonomous database name change', () => {
  const before = makeNavContext();
  const after = makeNavContext({ featureFlags: ['adb-name-change'] });

  it('swaps the label of the autonomous database entries', () => {
    expect(labelKeyOf(navEntry('databases.autonomous'), before)).toBe('databases.autonomousDatabase');
    expect(labelKeyOf(navEntry('databases.autonomous'), after)).toBe('databases.autonomousAiDatabase');
    expect(labelKeyOf(navEntry('databases.autonomous.dataWarehouse'), after)).toBe(
      'databases.autonomousAiLakehouse',
    );
    expect(labelKeyOf(navEntry('compute.instances'), after)).toBe('compute.instances');
  });

  it('swaps the featured titles too', () => {
    const titles = (ctx: typeof before) =>
      featuredFor({ ...ctx, persona: 'DATABASE_ENGINEER' }).map((n) => n.labelKey);
    expect(titles(before)).toContain('featured.autonomousDatabase');
    expect(titles(after)).toContain('featured.autonomousAiDatabase');
    expect(titles(after)).not.toContain('featured.autonomousDatabase');
  });
});
