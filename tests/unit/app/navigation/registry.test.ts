import { describe, expect, it } from 'vitest';
import { DEPENDENT_SERVICES } from '../../../../src/app/navigation/dependentServices';
import { FEATURE_FLAGS } from '../../../../src/app/navigation/featureFlags';
import { FEATURED } from '../../../../src/app/navigation/featured';
import { NAV_AREAS, SAAS_MENU } from '../../../../src/app/navigation/navAreas';
import { NAV_ENTRIES, findNavEntry, navEntry } from '../../../../src/app/navigation/navEntries';
import { PERSONAS } from '../../../../src/app/navigation/personas';
import { PLUGINS } from '../../../../src/app/navigation/plugins';
import { SAAS_SERVICE_TYPES } from '../../../../src/app/navigation/saasServiceTypes';
import { SEARCH_KEYWORD_GROUPS } from '../../../../src/app/navigation/searchKeywords';

const ALL = [...NAV_ENTRIES, ...FEATURED];

describe('navigation registry', () => {
  it('has unique ids', () => {
    const ids = ALL.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has the top-level groups of document 3 §2.15', () => {
    const areas = NAV_AREAS.map((a) => a.id);
    for (const id of [
      'home',
      'compute',
      'networking',
      'storage',
      'databases',
      'identity',
      'billing',
      'costManagement',
      'observability',
      'developer',
      'containers',
      'analytics',
      'marketplace',
      'support',
      'governance',
      'hybrid',
      'applications',
    ]) {
      expect(areas).toContain(id);
    }
  });

  it('links every parent to its children and every child to its parent', () => {
    for (const entry of NAV_ENTRIES) {
      for (const childId of entry.childIds) expect(navEntry(childId).parentId).toBe(entry.id);
      if (entry.parentId !== null) expect(navEntry(entry.parentId).childIds).toContain(entry.id);
    }
  });

  it('derives the item kinds of §3.1', () => {
    const kinds = new Set(NAV_ENTRIES.map((e) => e.kind));
    expect([...kinds].sort()).toEqual(['formattedLink', 'header', 'link', 'parent', 'plugin']);
    expect(navEntry('compute.instances').kind).toBe('plugin');
    expect(navEntry('compute.functions').kind).toBe('parent');
    expect(navEntry('databases.management.fleetProduct').kind).toBe('formattedLink');
    expect(navEntry('developer.resourceManager.openshift').kind).toBe('formattedLink');
    expect(navEntry('myApplications.classicSignIn').kind).toBe('link');
    expect(navEntry('storage.streaming.streams').kind).toBe('link');
    expect(navEntry('marketplace.related').kind).toBe('header');
    expect(navEntry('category:infrastructure').kind).toBe('header');
  });

  it('gives every page entry a plugin, and every plugin a base route', () => {
    for (const entry of NAV_ENTRIES) {
      if (entry.path !== undefined) expect(entry.plugin, entry.id).toBeDefined();
      if (entry.plugin !== undefined) expect(PLUGINS[entry.plugin].baseRoute).toMatch(/^\//);
    }
  });

  it('points every ref, related entry and keyword group at a real, canonical entry', () => {
    for (const entry of ALL) {
      if (entry.ref !== undefined) {
        const target = findNavEntry(entry.ref);
        expect(target, `${entry.id} → ${entry.ref}`).toBeDefined();
        expect(target?.ref, `${entry.id} refs a ref`).toBeUndefined();
        expect(target?.kind).not.toBe('header');
      }
      for (const id of entry.related) expect(findNavEntry(id), `${entry.id} related ${id}`).toBeDefined();
    }
    for (const group of SEARCH_KEYWORD_GROUPS) {
      expect(group.synonyms.length).toBeGreaterThan(0);
      for (const id of group.entryIds) expect(findNavEntry(id), `${group.id} → ${id}`).toBeDefined();
    }
  });

  it('uses only known feature flags, personas, SaaS types and dependent services', () => {
    const flags = new Set<string>(Object.values(FEATURE_FLAGS));
    const personas = new Set<string>(PERSONAS);
    const saas = new Set<string>(SAAS_SERVICE_TYPES);
    const services = new Set<string>(DEPENDENT_SERVICES);
    for (const entry of ALL) {
      for (const name of entry.allowlists ?? [])
        expect(flags, `${entry.id}: ${name}`).toContain(name.replace(/^!/, ''));
      for (const p of entry.scopes ?? []) expect(personas).toContain(p);
      for (const t of entry.saasServiceTypes ?? []) expect(saas).toContain(t);
      if (entry.dependentService !== undefined) expect(services).toContain(entry.dependentService);
      if (entry.labelVariant !== undefined) expect(flags).toContain(entry.labelVariant.flag);
    }
  });

  it('sends help items to the Oracle documentation site', () => {
    const help = ALL.flatMap((e) => e.help);
    expect(help.length).toBeGreaterThan(50);
    for (const item of help) expect(item.url).toMatch(/^https:\/\/docs\.oracle\.com\//);
    for (const entry of navEntry('help').childIds.map(navEntry)) {
      expect(entry.url).toMatch(/^https:\/\/docs\.oracle\.com\//);
      expect(entry.openInNewTab).toBe(true);
    }
  });

  it('records search resource types and dedicated screens where document 3 names them', () => {
    const expected: Record<string, string> = {
      'compute.instances': 'Instance',
      'networking.vcns.vcns': 'Vcn',
      'networking.vcns.subnets': 'Subnet',
      'storage.objectStorage.buckets': 'Bucket',
      'storage.blockStorage.volumes': 'Volume',
      'developer.devops.projects': 'DevopsProject',
      'databases.autonomous.shared': 'AutonomousDatabase',
      'databases.dbSystems': 'DbSystem',
      'compute.functions.apps': 'FunctionsApplication',
      'identity.iam.policies': 'Policy',
      'identity.iam.users': 'User',
      'identity.iam.groups': 'Group',
      'identity.iam.compartments': 'Compartment',
      'observability.logging.logGroups': 'LogGroup',
    };
    for (const [id, type] of Object.entries(expected)) expect(navEntry(id).resourceType).toBe(type);
    expect(navEntry('developer.devops.projects').screen).toBe('devops');
    expect(navEntry('developer.devops.overview').screen).toBe('devops');
    expect(navEntry('governance.licenseManager.productLicenses').screen).toBe('licenseManager');
    expect(navEntry('observability.logging.search').screen).toBe('logging');
    expect(navEntry('marketplace.marketplace.allApplications').screen).toBe('marketplace');
    expect(navEntry('search.resources').screen).toBe('search');
    expect(NAV_ENTRIES.filter((e) => e.screen === 'workRequests').length).toBeGreaterThan(5);
  });

  it('marks the hidden, gated and flagged entries the spec names', () => {
    expect(navEntry('identity.iam.myProfile').hideFromMegaMenu).toBe(true);
    expect(navEntry('databases.delegationControls.subscriptions').hideFromMegaMenu).toBe(true);
    for (const id of ['workRequests', 'customerInstanceReports', 'disbursementTaxesReports', 'leads']) {
      expect(navEntry(`marketplace.publisher.${id}`).hideFromMegaMenu).toBe(true);
    }
    for (const id of navEntry('search').childIds) expect(navEntry(id).hideFromMegaMenu).toBe(true);
    expect(navEntry('identity.waf').disableInGovRegions).toBe(true);
    expect(navEntry('networking.dns.steeringPolicies').dependentService).toBe('TRAFFIC_MANAGEMENT');
    expect(navEntry('identity.accessGovernance').disabledRegions).toEqual([
      'uk-gov-london-1',
      'uk-gov-cardiff-1',
    ]);
    expect(navEntry('analytics.generativeAiAgents').allowlists).toEqual(['genai-agent']);
    expect(navEntry('analytics.generativeAiAgents').ignoreAllowlistsForStaging).toBe(true);
    expect(navEntry('hybrid.multicloudHub').allowlists).toEqual(['multicloud-hub']);
    expect(navEntry('home.dashboard').scopes).toEqual(['SAAS', 'IAAS']);
    expect(navEntry('databases.management.fleetProduct').dynamic).toBe(true);
    expect(navEntry('databases.dataSafe.dataMasking').hideChildrenInMenu).toBe(true);
  });

  it('gives the SaaS menu its administration items, fifteen applications and the classic sign-in', () => {
    expect(SAAS_MENU.id).toBe('myApplications');
    const admin = navEntry('myApplications.administration').childIds;
    expect(admin.map((id) => id.split('.').pop())).toEqual([
      'announcements',
      'compartments',
      'domains',
      'policies',
      'subscriptions',
      'supportCenter',
      'vaults',
      'vcns',
    ]);
    const apps = navEntry('myApplications.applications').childIds.map(navEntry);
    expect(apps).toHaveLength(SAAS_SERVICE_TYPES.length);
    for (const app of apps) {
      expect(app.saasServiceTypes).toHaveLength(1);
      expect(app.path).toBe(`/${String((app.saasServiceTypes ?? [''])[0]?.toLowerCase())}`);
    }
    expect(navEntry('myApplications.classicSignIn').openInNewTab).toBe(true);
  });
});
