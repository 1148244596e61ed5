import { describe, expect, it } from 'vitest';
import { MegaMenuAreas } from '../../../../../src/app/features/navigation/MegaMenuAreas';
import { NavPage } from '../../../../../src/app/features/navigation/NavPage';
import { NavTree } from '../../../../../src/app/features/navigation/NavTree';
import { visibleArea } from '../../../../../src/app/features/navigation/visibleAreas';
import { region } from '../../../../../src/oci/regions';
import { makeNavContext } from '../../navigation/makeNavContext';
import { renderWithProviders } from '../../shell/renderWithProviders';

function areaChildren(id: string, where: 'sideMenu' | 'megaMenu' = 'sideMenu') {
  const area = visibleArea(makeNavContext(), id, where);
  if (area === undefined) throw new Error(`area ${id} not visible`);
  return area.children;
}

describe('NavTree', () => {
  it('folds groups in the side menu, the current page’s open and marked', () => {
    const html = renderWithProviders(<NavTree nodes={areaChildren('networking')} variant="side" />, {
      path: '/networking/vcns',
    });
    expect(html).toMatch(
      /<details class="nav-tree__group" open="">\s*<summary class="nav-tree__summary">Virtual cloud networks<\/summary>/,
    );
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/networking\/vcns"/);
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toContain(
      '<details class="nav-tree__group"><summary class="nav-tree__summary">Load balancing</summary>',
    );
  });

  it('opens external pages in a new tab and says so', () => {
    const html = renderWithProviders(<NavTree nodes={areaChildren('help')} variant="side" />);
    expect(html).toMatch(
      /<a[^>]*href="https:\/\/docs\.oracle\.com\/[^"]*" target="_blank" rel="noopener noreferrer"/,
    );
    expect(html).toContain('(opens in a new tab)');
  });

  it('lists every group under a heading in the mega menu', () => {
    const html = renderWithProviders(<NavTree nodes={areaChildren('storage', 'megaMenu')} variant="panel" />);
    expect(html).toContain('<h3 class="nav-tree__heading">Block storage</h3>');
    expect(html).not.toContain('<details');
  });
});

describe('MegaMenuAreas', () => {
  const render = (regionId: string) =>
    renderWithProviders(
      <MegaMenuAreas
        ctx={makeNavContext({ region: region(regionId) })}
        isNarrow={false}
        onNavigate={() => undefined}
      />,
      { path: '/identity/overview' },
    );

  it('lists the areas as disclosure buttons and opens the current page’s area', () => {
    const html = render('us-ashburn-1');
    expect(html).toMatch(
      /<button type="button" class="mega-menu__area-button" data-nav-item="" data-area-id="compute" aria-expanded="false">Compute<\/button>/,
    );
    expect(html).toMatch(
      /data-area-id="identity" aria-expanded="true" aria-controls="[^"]+">Identity &amp; Security</,
    );
    expect(html).toContain('Web application firewall');
  });

  it('leaves out what a government region does not offer', () => {
    const html = render('us-langley-1');
    expect(html).not.toContain('Web application firewall');
    expect(html).toContain('Network firewall');
  });
});

describe('NavPage', () => {
  it('lists a typed entry’s resources', () => {
    const html = renderWithProviders(<NavPage />, { path: '/compute/instances' });
    expect(html).toContain('<h1 class="ui-overview-heading__title">Instances</h1>');
    expect(html).toContain('data-testid="type-list"');
    expect(html).toContain('href="https://cloud.oracle.com/compute/instances?region=us-ashburn-1"');
  });

  it('gives a list a breadcrumb of links down to the page itself, and one Documentation link', () => {
    const html = renderWithProviders(<NavPage />, { path: '/compute/instances' });
    const crumbs = /<ol class="entry-page__breadcrumbs"[^>]*>(.*?)<\/ol>/s.exec(html)?.[1] ?? '';
    expect(
      crumbs
        .replace(/<[^>]+>/g, '|')
        .split('|')
        .filter(Boolean),
    ).toEqual(['Home', 'Compute', 'Instances']);
    expect(crumbs).toMatch(/<a href="\/compute\/instances"[^>]*>Compute<\/a>/);
    expect(crumbs).toContain('<li aria-current="page">Instances</li>');
    expect(html.match(/>Documentation</g)).toHaveLength(1);
  });

  it('lists the autonomous databases of a workload', () => {
    const html = renderWithProviders(<NavPage />, { path: '/db/adb/atp' });
    expect(html).toContain('data-testid="type-list"');
    expect(html).not.toContain('Page not found');
  });

  it('opens a bucket’s address (which names it) on the generic details page, loaded on demand', () => {
    const html = renderWithProviders(<NavPage />, { path: '/object-storage/buckets/demo-ns/backups' });
    expect(html).not.toContain('Page not found');
    expect(html).toContain('class="ui-spinner" role="status"');
  });

  it('describes an entry without a list, and offers the official console', () => {
    const html = renderWithProviders(<NavPage />, { path: '/waf/policies' });
    expect(html).toContain('data-testid="service-info"');
    expect(html).toContain('Policies is a page of Web application firewall, in Identity &amp; Security.');
    expect(html).toContain('https://cloud.oracle.com/waf/policies?region=us-ashburn-1');
    expect(html).toContain('Other pages of Web application firewall');
  });

  it('leads an entry with a dedicated screen to it', () => {
    const html = renderWithProviders(<NavPage />, { path: '/devops-project/projects' });
    expect(html).toMatch(/<a class="entry-page__primary"[^>]*href="\/devops"[^>]*>DevOps projects<\/a>/);
    expect(html).toContain('data-testid="type-list"');
  });

  it('says when an address is no page', () => {
    const html = renderWithProviders(<NavPage />, { path: '/nowhere/at/all' });
    expect(html).toContain('data-testid="not-found"');
    expect(html).toContain('Page not found');
  });

  it('opens a resource under its list on the generic details page, loaded on demand', () => {
    const html = renderWithProviders(<NavPage />, { path: '/compute/instances/ocid1.instance.oc1.iad.x' });
    expect(html).not.toContain('Page not found');
    expect(html).toContain('class="ui-spinner" role="status"');
  });
});

describe('the SaaS menu', () => {
  it('shows a SaaS user the subscribed applications and the classic console sign-in', () => {
    const ctx = makeNavContext({ persona: 'SAAS', saasServiceTypes: ['HCM'] });
    const html = renderWithProviders(
      <MegaMenuAreas ctx={ctx} isNarrow={false} onNavigate={() => undefined} />,
    );
    expect(html).toMatch(/data-area-id="myApplications" aria-expanded="true"/);
    expect(html).toContain('Human Capital Management');
    expect(html).not.toContain('Enterprise Resource Planning');
    expect(html).toMatch(
      /href="https:\/\/myservices\.us\.oraclecloud\.com\/mycloud\/signin" target="_blank"/,
    );
  });
});
