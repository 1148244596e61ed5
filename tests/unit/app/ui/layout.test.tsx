import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { ActionMenu } from '../../../../src/app/ui/ActionMenu';
import { Card } from '../../../../src/app/ui/Card';
import { OverviewHeading } from '../../../../src/app/ui/OverviewHeading';
import { PageTemplate } from '../../../../src/app/ui/PageTemplate';
import { ResourceBadge } from '../../../../src/app/ui/ResourceBadge';
import { SkipLink } from '../../../../src/app/ui/SkipLink';
import { Tabs } from '../../../../src/app/ui/Tabs';
import { UiStringsProvider } from '../../../../src/app/ui/UiStringsProvider';

describe('SkipLink and PageTemplate', () => {
  test('"Skip to content" jumps to the page\'s focusable main region', () => {
    const link = renderToStaticMarkup(<SkipLink />);
    expect(link).toMatch(
      /<a class="ui-skip-link visually-hidden-focusable" href="#main-content">Skip to content<\/a>/,
    );
    const page = renderToStaticMarkup(<PageTemplate heading={<h1>Instances</h1>}>content</PageTemplate>);
    expect(page).toMatch(/^<main class="ui-page" id="main-content" tabindex="-1">/);
  });

  test("the skip link speaks the app's language", () => {
    const html = renderToStaticMarkup(
      <UiStringsProvider strings={{ skipToContent: 'تخطي إلى المحتوى' }}>
        <SkipLink />
      </UiStringsProvider>,
    );
    expect(html).toContain('>تخطي إلى المحتوى</a>');
  });

  test('breadcrumbs, toolbar and aside are labelled landmarks', () => {
    const html = renderToStaticMarkup(
      <PageTemplate
        breadcrumbs={
          <ol>
            <li>Compute</li>
          </ol>
        }
        heading={<OverviewHeading title="web-01" />}
        toolbar={<button type="button">Start</button>}
        toolbarLabel="Instance actions"
        aside={<p>Help</p>}
        asideLabel="Related"
      >
        <p>Details</p>
      </PageTemplate>,
    );
    expect(html).toContain('<nav class="ui-page__breadcrumbs" aria-label="Breadcrumb">');
    expect(html).toMatch(
      /role="toolbar"[^>]*aria-label="Instance actions"|aria-label="Instance actions"[^>]*role="toolbar"/,
    );
    expect(html).toContain('<aside class="ui-page__aside" aria-label="Related">');
  });
});

describe('OverviewHeading and Card', () => {
  test("the heading is the page's h1, status and actions beside it", () => {
    const html = renderToStaticMarkup(
      <OverviewHeading
        title="web-01"
        subtitle="Instance"
        status={<span>Running</span>}
        actions={<button type="button">Stop</button>}
      />,
    );
    expect(html).toContain('<h1 class="ui-overview-heading__title">web-01</h1>');
    expect(html).toContain('<p class="ui-overview-heading__subtitle">Instance</p>');
    expect(html.indexOf('Running')).toBeGreaterThan(html.indexOf('web-01'));
    expect(html).toContain('<button type="button">Stop</button>');
  });

  test('a titled card is a region named by its heading', () => {
    const html = renderToStaticMarkup(
      <Card title="Networking" headingLevel={3}>
        body
      </Card>,
    );
    const id = /<h3 class="ui-card__title" id="([^"]+)">Networking<\/h3>/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<section class="ui-card" aria-labelledby="${String(id)}">`);
  });
});

describe('Tabs, ActionMenu, ResourceBadge', () => {
  test('Tabs: a labelled tablist, the selected panel tied to its tab', () => {
    const html = renderToStaticMarkup(
      <Tabs
        label="Instance details"
        items={[
          { id: 'info', title: 'Information', content: 'Shape VM.Standard' },
          { id: 'metrics', title: 'Metrics', content: 'CPU' },
        ]}
      />,
    );
    expect(html).toMatch(/aria-label="Instance details" role="tablist"/);
    expect(html.match(/role="tab"/g)).toHaveLength(2);
    expect(html).toMatch(/aria-selected="true"[^>]*role="tab"[^>]*>Information</);
    expect(html).toMatch(/role="tabpanel"[^>]*>Shape VM.Standard</);
  });

  test('ActionMenu: a menu button named "Actions" by default', () => {
    const html = renderToStaticMarkup(
      <ActionMenu items={[{ id: 'stop', label: 'Stop' }]} onAction={() => undefined} />,
    );
    expect(html).toMatch(/<button[^>]*aria-haspopup="true"[^>]*aria-expanded="false"/);
    expect(html).toContain('aria-label="Actions"');
  });

  test('ResourceBadge: an image named by its type when titled, decoration otherwise', () => {
    const titled = renderToStaticMarkup(
      <ResourceBadge shape="Square" label="VCN" title="Virtual cloud network" />,
    );
    expect(titled).toContain('role="img" aria-label="Virtual cloud network"');
    expect(titled).toContain('<span class="ui-resource-badge__label">VCN</span>');
    expect(titled).toContain('<rect x="1" y="1" width="38" height="38" rx="3">');
    const plain = renderToStaticMarkup(<ResourceBadge shape="Hexagon" label="ADB" />);
    expect(plain).toMatch(/^<span class="[^"]*ui-resource-badge--hexagon" aria-hidden="true">/);
    expect(plain).toContain('<polygon');
  });

  test('ResourceBadge image variant: the image clipped to the shape, no label', () => {
    const html = renderToStaticMarkup(
      <ResourceBadge shape="Circle" image="/icons/listing.png" label="MKT" />,
    );
    const clip = /<clipPath id="([^"]+)"><circle/.exec(html)?.[1];
    expect(html).toContain(`clip-path="url(#${String(clip)})"`);
    expect(html).toContain('href="/icons/listing.png"');
    expect(html).not.toContain('MKT');
  });
});
