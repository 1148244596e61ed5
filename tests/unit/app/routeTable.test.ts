/**
 * The route table and the links into it. Links people shared must keep working: every page of the
 * table is the router's own route for that address; every kind's link, built for a resource,
 * comes back from the table as that kind's page with the resource's ids; and any text asked about
 * is answered without throwing.
 */
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { detailsLinkOf } from '../../../src/app/kit/detailsLinks';
import { detailsPatterns } from '../../../src/app/kit/detailsPatterns';
import { NAV_ROUTES } from '../../../src/app/navigation/navRoutes';
import { registryRoutes } from '../../../src/app/registryRoutes';
import { detailsConfigForType, EVERY_DETAILS_CONFIG } from '../../../src/app/kinds/detailsConfigs';
import { devopsPaths } from '../../../src/app/features/devops/paths';
import { licensePaths } from '../../../src/app/features/licenses/paths';
import { fillPattern, patternParams } from '../../../src/app/navigation/routePattern';
import { consoleRouteTable } from '../../../src/app/consoleRouteTable';
import { featureRoutes } from '../../../src/app/features';
import { consoleRoutes } from '../../../src/app/routes';
import { detailsLink, PAGE, RESOURCE_TYPES, type PageName } from '../../../src/oci/resource-types';

/** A distinct OCID for each name, so a match that swapped two ids would show. */
const ocid = (name: string) => `ocid1.${name.toLowerCase()}.oc1.iad.aaaa${name.length}x`;

/** Every context value a link rule reads (document 2 §3.1, §3.4), each a distinct OCID. */
const CONTEXT: Readonly<Record<string, string>> = {
  vcnId: ocid('vcnId'),
  drgId: ocid('drgId'),
  projectId: ocid('projectId'),
  pipelineId: ocid('pipelineId'),
  appId: ocid('appId'),
  gatewayId: ocid('gatewayId'),
  apiId: ocid('apiId'),
  topicId: ocid('topicId'),
  logGroupId: ocid('logGroupId'),
  vmClusterId: ocid('cloudvmcluster'),
  dbSystemId: ocid('dbSystemId'),
  crossConnectGroupId: ocid('crossConnectGroupId'),
  serviceType: 'COLOCATED',
  crossConnectOrCrossConnectGroupId: ocid('crossConnect'),
  wafPolicyId: ocid('wafPolicyId'),
  waaPolicyId: ocid('waaPolicyId'),
  productId: ocid('productId'),
  sddcId: ocid('sddcId'),
  clusterId: ocid('clusterId'),
  vnicAttachmentId: ocid('vnicAttachmentId'),
  repoId: ocid('repoId'),
  imageId: `${ocid('imageId')}:v1`,
  dataSource: 'EVENTS',
  type: 'LATEST',
};

/** The DevOps pages of the catalogue's DevOps types (their screens are the DevOps feature's). */
const DEVOPS_PAGES: Readonly<Record<string, readonly [PageName, string?]>> = {
  DevopsProject: ['devopsProject'],
  DevopsBuildPipeline: ['buildPipeline'],
  DevopsBuildPipelineStage: ['buildPipelineStage'],
  DevopsBuildRun: ['buildRun'],
  DevopsDeployPipeline: ['deployPipeline'],
  DevopsDeployStage: ['deployStage'],
  DevopsDeployment: ['deployment'],
  DevopsDeployArtifact: ['devopsProjectChild', 'artifacts'],
  DevopsDeployEnvironment: ['devopsProjectChild', 'environments'],
  DevopsConnection: ['devopsProjectChild', 'connections'],
  DevopsTrigger: ['devopsProjectChild', 'triggers'],
};

/**
 * The route the router shows for an address: the deepest match of the console's whole tree, its
 * pattern made absolute (a feature may write it relative to the shell's `/`).
 */
function routerPath(address: string): string | undefined {
  const matches = matchRoutes(ROUTES, address) ?? [];
  const path = matches.at(-1)?.route.path;
  return path === undefined || path.startsWith('/') ? path : `/${path}`;
}

/** The router's whole tree: the first route's routes and the registries' rows it adds. */
const ROUTES = consoleRoutes(registryRoutes(featureRoutes));
const { rows: ROUTE_TABLE, lookupPage, refusedByTable } = consoleRouteTable();

/** An address of this pattern, every parameter a distinct OCID. */
function sampleAddress(pattern: string): string {
  return (
    fillPattern(pattern, Object.fromEntries(patternParams(pattern).map((name) => [name, ocid(name)]))) ?? ''
  );
}

describe('the route table', () => {
  it('holds every page the features route, each once, the resource pages named from the catalogue', () => {
    const paths = ROUTE_TABLE.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of ROUTE_TABLE) {
      if (route.page !== undefined) expect(PAGE[route.page]).toBe(route.path);
    }
    // Every DevOps resource page is a named row, shown by its feature.
    const byPath = new Map(ROUTE_TABLE.map((route) => [route.path, route]));
    for (const [page] of Object.values(DEVOPS_PAGES)) {
      expect(byPath.get(PAGE[page])?.shows, page).toEqual({ by: 'feature' });
      expect(byPath.get(PAGE[page])?.resource, page).toBe(true);
    }
  });

  it('holds every kind’s details pages, the kinds’ list pages and the navigation registry’s pages', () => {
    const byPath = new Map(ROUTE_TABLE.map((route) => [route.path, route]));
    // Each address of a kind's page is a row showing that kind (or its feature's screen: licenses).
    for (const config of EVERY_DETAILS_CONFIG)
      for (const pattern of detailsPatterns(config)) {
        const row = byPath.get(pattern);
        expect(row?.resource, pattern).toBe(true);
        if (row?.shows.by !== 'feature') expect(row?.shows, pattern).toEqual({ by: 'details', key: config.key });
      }
    expect(byPath.get('/notification/topics/:topicId/subscriptions/:id')?.shows).toEqual({
      by: 'details',
      key: 'subscription',
    });
    // A kind's live list page, and a navigation entry's page.
    expect(ROUTE_TABLE.some((route) => route.shows.by === 'list')).toBe(true);
    const navigation = [...NAV_ROUTES.keys()].map((route) => route.split('?')[0] ?? route);
    for (const path of navigation) expect(byPath.has(path) || path === '/' || path === '/dashboard', path).toBe(true);
    expect(ROUTE_TABLE.filter((route) => route.shows.by === 'navigation').length).toBeGreaterThan(100);
  });

  it.each(ROUTE_TABLE.map((route) => [route.path, route.shows.by]))('%s is the route the router shows there', (path, by) => {
    const address = sampleAddress(path);
    // A link is a screen's page; the navigation registry's pages are not a resource's screen.
    expect(lookupPage(address)?.route.path).toBe(by === 'navigation' ? undefined : path);
    // The router's tree, with its catch-all, sends the address to the same route.
    expect(routerPath(address)).toBe(path);
  });
});

describe('a kind’s link round-trips through the route table', () => {
  const linked = RESOURCE_TYPES.flatMap((type) => {
    const identifier = ocid(type.name);
    const link = detailsLink({
      resourceType: type.name,
      identifier,
      compartmentId: ocid('compartment'),
      displayName: 'r',
      enrichment: CONTEXT,
      additionalDetails: CONTEXT,
    });
    const match = link === null ? undefined : lookupPage(link.split('?')[0] ?? link);
    return match?.route.page === undefined || link === null
      ? []
      : [{ type: type.name, identifier, link, match }];
  });

  it('covers every search type whose page a screen of the console shows', () => {
    expect(linked.map((row) => row.type)).toEqual(
      expect.arrayContaining([
        'Subnet',
        'Vnic',
        'Database',
        'DevopsBuildRun',
        'DevopsTrigger',
        'LicenseRecord',
      ]),
    );
    expect(linked.length).toBeGreaterThan(40);
  });

  it.each(linked.map((row) => [row.type, row]))(
    '%s: search result → page of its kind, with its ids',
    (type, row) => {
      const { route, params } = row.match;
      // The same kind: the page its declaration shows (the details page or the DevOps screen).
      const devops = DEVOPS_PAGES[type];
      if (devops !== undefined) {
        expect(route.page).toBe(devops[0]);
        if (devops[1] !== undefined) expect(params['collection']).toBe(devops[1]);
      } else {
        const config = detailsConfigForType(type);
        expect(config && detailsPatterns(config), `${type} → ${route.path}`).toContain(route.path);
      }
      // The same ids: every parameter is the resource's or one of its parents', and refilling the
      // pattern with them gives the very link.
      const known = new Set([row.identifier, ...Object.values(CONTEXT), devops?.[1]]);
      for (const [name, value] of Object.entries(params))
        expect(known.has(value), `${name}=${value ?? ''}`).toBe(true);
      expect(Object.values(params)).toEqual(
        expect.arrayContaining([
          type === 'Vnic'
            ? CONTEXT['vnicAttachmentId']
            : type === 'ContainerImage'
              ? CONTEXT['imageId']
              : row.identifier,
        ]),
      );
      expect(fillPattern(route.path, params)).toBe(row.link.split('?')[0]);
    },
  );

  it.each(
    EVERY_DETAILS_CONFIG.flatMap((config) => detailsPatterns(config).map((pattern) => [config.key, pattern])),
  )(
    '%s: its own link at %s → the same page and ids',
    (key, pattern) => {
      const config = EVERY_DETAILS_CONFIG.find((c) => c.key === key && detailsPatterns(c).includes(pattern));
      if (config === undefined) throw new Error(key);
      const values = Object.fromEntries(patternParams(pattern).map((name) => [name, ocid(name)]));
      // Fields as the service answers them; a kind that chooses among its pages may choose another.
      const link = detailsLinkOf(
        { pages: [pattern], resourceTypes: [], linkValues: config.linkValues },
        values,
      );
      const href = link ?? fillPattern(pattern, values) ?? '';
      const match = lookupPage(href);
      expect(match?.route.path).toBe(pattern);
      expect(match?.params).toEqual(values);
    },
  );

  it('the DevOps and license builders land on their pages with their ids', () => {
    const [p, q, r] = [ocid('p'), ocid('q'), ocid('r')];
    const cases: readonly [string, PageName, Record<string, string>][] = [
      [devopsPaths.project(p), 'devopsProject', { projectId: p }],
      [
        devopsPaths.projectChild(p, 'triggers', r),
        'devopsProjectChild',
        { projectId: p, collection: 'triggers', resourceId: r },
      ],
      [devopsPaths.buildPipeline(p, q), 'buildPipeline', { projectId: p, pipelineId: q }],
      [devopsPaths.buildStage(p, q, r), 'buildPipelineStage', { projectId: p, pipelineId: q, resourceId: r }],
      [devopsPaths.buildRun(p, q, r), 'buildRun', { projectId: p, pipelineId: q, runId: r }],
      [devopsPaths.deployPipeline(p, q), 'deployPipeline', { projectId: p, pipelineId: q }],
      [devopsPaths.deployStage(p, q, r), 'deployStage', { projectId: p, pipelineId: q, resourceId: r }],
      [devopsPaths.deployment(p, q, r), 'deployment', { projectId: p, pipelineId: q, runId: r }],
      [devopsPaths.workRequest(r), 'workRequest', { workRequestId: r }],
      [licensePaths.productLicense(p), 'productLicense', { id: p }],
      [licensePaths.licenseRecord(p, r), 'licenseRecord', { productLicenseId: p, id: r }],
    ];
    for (const [href, page, params] of cases) {
      const match = lookupPage(href);
      expect(match?.route.page, href).toBe(page);
      expect(match?.params).toEqual(params);
    }
  });
});

describe('hostile addresses', () => {
  const HOSTILE = [
    '/networking/vcns/%E0%A4%A/subnets/%ZZ',
    '/devops-build/projects/%/build-pipelines/%%/build-runs/%E0',
    '/license-manager/product-licenses/%C0%AF',
    `/networking/vcns/${'a'.repeat(100_000)}/subnets/x`,
    '/networking/vcns/\u0000/subnets/\uD800',
    '/../../etc/passwd',
    '//evil.example/devops',
    '/nope/nothing/here',
    '',
    '%',
  ];

  it.each(HOSTILE.map((address) => [address.slice(0, 60)]))('%s is looked up without throwing', (short) => {
    const address = HOSTILE.find((a) => a.startsWith(short)) ?? short;
    expect(() => lookupPage(address)).not.toThrow();
  });

  it('finds no page for an address no screen of the console shows', () => {
    expect(lookupPage('/nope/nothing/here')).toBeUndefined();
    expect(lookupPage('/networking/vcns/x/subnets')).toBeUndefined();
    expect(lookupPage('/devops-build/projects/p/build-pipelines/q/build-runs')).toBeUndefined();
  });

  it('refuses a resource page whose ids are words, malformed or hostile, so the registry’s page answers', () => {
    for (const route of ROUTE_TABLE.filter((row) => row.page !== undefined && row.path.includes(':'))) {
      for (const word of ['list', '%E0%A4%A', '%ZZ', '<script>', '..', 'ocid']) {
        const values = Object.fromEntries(
          patternParams(route.path).map((name) => [name, name === 'collection' ? 'artifacts' : word]),
        );
        const address = route.path.replace(
          /:([A-Za-z][A-Za-z0-9]*)/g,
          (_m, name: string) => values[name] ?? '',
        );
        if (address === route.path) continue;
        expect(refusedByTable(address), address).toBe(true);
        expect(lookupPage(address), address).toBeUndefined();
      }
      // The same page with OCIDs opens.
      expect(refusedByTable(sampleAddress(route.path)), route.path).toBe(false);
    }
    // A feature's own page, an address no feature routes, and the console's own pages are not refused.
    for (const address of [
      '/search',
      '/outbox',
      '/devops/flows/x',
      '/license-manager/product-licenses/create',
      '/nope/x',
    ])
      expect(refusedByTable(address), address).toBe(false);
  });

  it('builds no link from a value no address can carry', () => {
    expect(fillPattern(PAGE.subnet, { vcnId: '\uD800', id: ocid('s') })).toBeNull();
    expect(fillPattern(PAGE.subnet, { vcnId: '', id: ocid('s') })).toBeNull();
  });
});
