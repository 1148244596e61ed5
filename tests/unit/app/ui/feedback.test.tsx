import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { EmptyState } from '../../../../src/app/ui/EmptyState';
import { LiveRegion } from '../../../../src/app/ui/LiveRegion';
import { ProgressBar } from '../../../../src/app/ui/ProgressBar';
import { Spinner } from '../../../../src/app/ui/Spinner';
import { Tip } from '../../../../src/app/ui/Tip';

describe('Spinner', () => {
  test('is a status whose text says what is loading', () => {
    const html = renderToStaticMarkup(<Spinner label="Loading instances" size="lg" />);
    expect(html).toMatch(/role="status"/);
    expect(html).toContain('<span class="visually-hidden">Loading instances</span>');
    expect(html).toContain('ui-spinner--lg');
  });

  test('says "Loading…" by default, and nothing when decorative', () => {
    expect(renderToStaticMarkup(<Spinner />)).toContain('Loading…');
    const decorative = renderToStaticMarkup(<Spinner decorative />);
    expect(decorative).not.toContain('role="status"');
    expect(decorative).not.toContain('Loading');
  });
});

describe('ProgressBar', () => {
  test('is a labelled progressbar with its percent as text', () => {
    const html = renderToStaticMarkup(<ProgressBar label="Deploying to prod" value={45} />);
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-valuenow="45"');
    expect(html).toContain('aria-valuetext="45%"');
    expect(html).toContain('>Deploying to prod</span>');
    expect(html).toContain('<span class="ui-progress__value">45%</span>');
  });

  test('takes a custom value label and a range', () => {
    const html = renderToStaticMarkup(
      <ProgressBar label="Stages" value={3} maxValue={8} valueLabel="3 of 8 stages" />,
    );
    expect(html).toContain('aria-valuetext="3 of 8 stages"');
    expect(html).toContain('inline-size:37.5%');
  });

  test('without a value it is indeterminate: no number is claimed', () => {
    const html = renderToStaticMarkup(<ProgressBar label="Waiting for the work request" />);
    expect(html).not.toContain('aria-valuenow');
    expect(html).toContain('ui-progress__fill--indeterminate');
  });

  test('without a value but with a value label, says how far it has come', () => {
    const html = renderToStaticMarkup(<ProgressBar label="Download" valueLabel="1,200 resources so far" />);
    expect(html).not.toContain('aria-valuenow');
    expect(html).toContain('ui-progress__fill--indeterminate');
    expect(html).toContain('<span class="ui-progress__value">1,200 resources so far</span>');
  });
});

describe('LiveRegion', () => {
  test('renders its children and both live regions from the first render', () => {
    const html = renderToStaticMarkup(
      <LiveRegion>
        <p>app</p>
      </LiveRegion>,
    );
    expect(html).toContain('<p>app</p>');
    expect(html).toContain('role="status" aria-live="polite" aria-atomic="true"');
    expect(html).toContain('aria-live="assertive" aria-atomic="true"');
  });
});

describe('EmptyState', () => {
  test('says what is empty and offers what to do', () => {
    const html = renderToStaticMarkup(
      <EmptyState
        title="No results offline"
        description="Search again when online."
        action={<button type="button">Retry</button>}
      />,
    );
    expect(html).toContain('No results offline');
    expect(html).toContain('Search again when online.');
    expect(html).toContain('<button type="button">Retry</button>');
  });
});

describe('Tip', () => {
  test('without a trigger, draws an info button named "More information"', () => {
    const html = renderToStaticMarkup(<Tip content="Fetched from the local index" />);
    expect(html).toMatch(/<button[^>]*aria-label="More information"/);
  });
});
