import { describe, expect, it } from 'vitest';
import type { VisibleNode } from '../../../../src/app/navigation/isVisible';
import { visibleTree } from '../../../../src/app/navigation/isVisible';
import { region } from '../../../../src/oci/regions';
import { makeNavContext } from './makeNavContext';

function flatten(nodes: readonly VisibleNode[]): VisibleNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

function ids(nodes: readonly VisibleNode[]): Set<string> {
  return new Set(flatten(nodes).map((n) => n.entry.id));
}

describe('visibleTree', () => {
  const ctx = makeNavContext();

  it('roots the menus at the category headers, with areas below', () => {
    const roots = visibleTree(ctx, 'megaMenu');
    expect(roots.map((n) => n.entry.id)).toEqual([
      'category:home',
      'category:infrastructure',
      'category:help',
    ]);
    const infrastructure = roots[1];
    expect(infrastructure?.children.map((n) => n.entry.id)).toContain('compute');
  });

  it('drops a government region’s disabled entries', () => {
    const commercial = ids(visibleTree(ctx, 'megaMenu'));
    const gov = ids(visibleTree(makeNavContext({ region: region('uk-gov-london-1') }), 'megaMenu'));
    expect(commercial.has('identity.waf')).toBe(true);
    expect(gov.has('identity.waf')).toBe(false);
    expect(gov.has('identity.waf.policies')).toBe(false);
    expect(gov.has('compute.instances')).toBe(true);
  });

  it('lists no children of a hideChildrenInMenu entry in the side menu', () => {
    const side = flatten(visibleTree(ctx, 'sideMenu'));
    const dataMasking = side.find((n) => n.entry.id === 'databases.dataSafe.dataMasking');
    expect(dataMasking?.children).toEqual([]);
    const mega = flatten(visibleTree(ctx, 'megaMenu'));
    expect(mega.find((n) => n.entry.id === 'databases.dataSafe.dataMasking')?.children.length).toBe(2);
  });

  it('keeps mega-menu-hidden entries in the side menu only', () => {
    expect(ids(visibleTree(ctx, 'megaMenu')).has('identity.iam.myProfile')).toBe(false);
    expect(ids(visibleTree(ctx, 'sideMenu')).has('identity.iam.myProfile')).toBe(true);
  });

  it('exposes openInNewTab and external links', () => {
    const help = flatten(visibleTree(ctx, 'megaMenu')).filter(
      (n) => n.entry.areaId === 'help' && n.entry.parentId === 'help',
    );
    expect(help.length).toBe(6);
    for (const node of help) {
      expect(node.external).toBe(true);
      expect(node.openInNewTab).toBe(true);
    }
    const instances = flatten(visibleTree(ctx, 'megaMenu')).find((n) => n.entry.id === 'compute.instances');
    expect(instances?.openInNewTab).toBe(false);
    expect(instances?.route).toBe('/compute/instances');
  });

  it('shows the SaaS menu to the SaaS console, with the applications of the tenancy', () => {
    const saas = makeNavContext({ persona: 'SAAS', saasServiceTypes: ['ERP', 'NETSUITE'] });
    const tree = ids(visibleTree(saas, 'megaMenu'));
    expect(tree.has('myApplications.applications.erp')).toBe(true);
    expect(tree.has('myApplications.applications.netsuite')).toBe(true);
    expect(tree.has('myApplications.applications.hcm')).toBe(false);
    expect(tree.has('applications.fusion')).toBe(true);
    expect(ids(visibleTree(ctx, 'megaMenu')).has('myApplications')).toBe(false);
  });

  it('lists the featured items flat', () => {
    const featured = visibleTree(makeNavContext({ persona: 'HOBBYIST' }), 'featured');
    expect(featured.every((n) => n.children.length === 0 && n.entry.areaId === 'featured')).toBe(true);
    expect(featured.map((n) => n.route)).toContain('/compute/instances');
  });
});
