/**
 * Details links made from hostile ids: each stays inside the console, and navigating to it with
 * the app's router and reading the id back (useParams, as a details screen does) gives exactly
 * the original. The ids the link builder cannot carry yet are listed as known failures, with the
 * fix they need.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { LinkSubject } from '../../../../src/oci/resource';
import { detailsLink } from '../../../../src/oci/resource-types';

const ORIGIN = 'https://console.example';

/** The route patterns the details screens use for these types (document 2 §2.1). */
const CASES = [
  { type: 'DevopsProject', pattern: '/devops-project/projects/:id', context: {} },
  { type: 'ProductLicense', pattern: '/license-manager/product-licenses/:id', context: {} },
  { type: 'Subnet', pattern: '/networking/vcns/:vcnId/subnets/:id', context: { vcnId: 'ocid1.vcn.oc1..v' } },
  {
    type: 'DevopsBuildPipeline',
    pattern: '/devops-build/projects/:projectId/build-pipelines/:id',
    context: { projectId: 'ocid1.devopsproject.oc1..p' },
  },
] as const;

const HOSTILE_IDS = [
  'ocid1.x../../admin?x=1#y',
  '<img src=x onerror=alert(1)>',
  '<script>window.__pwned=1</script>',
  '"quoted" & \'single\'',
  '\u202Egnp.exe',
  'ünïcødé-日本-🙂',
  'a b+c&d=e;f',
  'javascript:alert(1)',
  '//evil.example/x',
  'a\\b',
  'x/../../y',
  '%',
  'a%25b',
  'a%2fb',
  '%E0%A4%A',
  '...',
];

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

function ReadBack() {
  const params = useParams();
  return <output>{params['id']}</output>;
}

function subject(type: string, id: string, context: Readonly<Record<string, string>>): LinkSubject {
  return {
    resourceType: type,
    identifier: id,
    compartmentId: 'ocid1.compartment.oc1..c',
    enrichment: context,
  };
}

/** Navigates the app's router to the link as a <Link> would, and as the browser's address bar would. */
async function readBack(
  pattern: string,
  link: string,
): Promise<{ navigated?: string; loaded?: string; html: string }> {
  const routes = [
    { path: pattern, element: <ReadBack /> },
    { path: '*', element: <output>elsewhere</output> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  await router.navigate(link);
  const html = renderToStaticMarkup(<RouterProvider router={router} />);
  const address = new URL(link, ORIGIN);
  const loaded = createMemoryRouter(routes, {
    initialEntries: [address.pathname + address.search + address.hash],
  });
  return {
    navigated: router.state.matches.at(-1)?.params['id'],
    loaded: loaded.state.matches.at(-1)?.params['id'],
    html,
  };
}

async function expectRoundTrip(
  type: string,
  pattern: string,
  context: Readonly<Record<string, string>>,
  id: string,
) {
  const link = detailsLink(subject(type, id, context));
  expect(link).not.toBeNull();
  const url = new URL(link ?? '', ORIGIN);
  expect(url.origin).toBe(ORIGIN);
  expect(url.search + url.hash).toBe('');
  expect(url.pathname.split('/')).toHaveLength(pattern.split('/').length);
  expect(url.pathname.startsWith(pattern.slice(0, pattern.indexOf(':')))).toBe(true);
  const { navigated, loaded, html } = await readBack(pattern, link ?? '');
  expect(navigated).toBe(id);
  expect(loaded).toBe(id);
  expect(html).toBe(`<output>${escapeHtml(id)}</output>`);
}

describe.each(CASES)('a $type link', ({ type, pattern, context }) => {
  it.each(HOSTILE_IDS)('carries %j and gives it back whole', async (id) => {
    await expectRoundTrip(type, pattern, context, id);
  });

  it('keeps a hostile parent id inside its own segment', async () => {
    if (Object.keys(context).length === 0) return;
    const parent = Object.fromEntries(Object.keys(context).map((key) => [key, '../../admin?x=1#y']));
    await expectRoundTrip(type, pattern, parent, 'ocid1.child.oc1..c');
  });
});

/**
 * Known failures in src/oci/resource-types/path.ts and pages.ts (every link part goes through
 * encodeURIComponent as it is). The fix: one `segment(value)` used by `page`, `path`,
 * `fillPattern`, `nested` and `withOptionalQuery`, answering null (no link) for '', '.', '..' and a
 * value containing "%2F", as it already does for a value that is not well-formed Unicode. Once
 * applied, turn `it.fails` into `it`.
 */
describe('ids no link can carry yet', () => {
  const [project] = CASES;
  it.fails.each(['..', '.'])('%j is a dot segment: the URL resolves to another page', async (id) => {
    await expectRoundTrip(project.type, project.pattern, project.context, id);
  });

  it.fails.each(['a%2Fb', '..%2F'])(
    '%j comes back with / for %2F: React Router decodes it in a parameter',
    async (id) => {
      await expectRoundTrip(project.type, project.pattern, project.context, id);
    },
  );

  it('a lone surrogate gives no link, where encodeURIComponent would throw', () => {
    for (const { type, context } of CASES) expect(detailsLink(subject(type, '\uD800', context))).toBeNull();
    expect(detailsLink(subject('Vcn', '\uD800', {}))).toBeNull();
    expect(
      detailsLink(subject('DevopsDeployArtifact', 'ocid1.x.oc1..a', { projectId: '\uD800' })),
    ).toBeNull();
    expect(detailsLink(subject('NetworkFirewall', '\uD800', {}))).toBeNull();
    expect(detailsLink(subject('Group', '\uD800', {}))).toBeNull();
  });
});
