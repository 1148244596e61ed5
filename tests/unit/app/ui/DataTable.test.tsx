import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { DataTable } from '../../../../src/app/ui/DataTable';
import type { DataTableColumn } from '../../../../src/app/ui/DataTable';
import { EmptyState } from '../../../../src/app/ui/EmptyState';
import { defined } from '../../defined';

interface Instance {
  readonly id: string;
  readonly name: string;
  readonly ocpus: number;
}

const columns: readonly DataTableColumn<Instance>[] = [
  { id: 'name', header: 'Name', cell: (r) => r.name, sortKey: (r) => r.name, isRowHeader: true },
  { id: 'ocpus', header: 'OCPUs', cell: (r) => String(r.ocpus), sortKey: (r) => r.ocpus, align: 'end' },
  { id: 'id', header: 'OCID', cell: (r) => r.id },
];

const rows: readonly Instance[] = [
  { id: 'ocid1.instance.oc1..c', name: 'web-10', ocpus: 2 },
  { id: 'ocid1.instance.oc1..a', name: 'web-2', ocpus: 8 },
  { id: 'ocid1.instance.oc1..b', name: 'batch', ocpus: 4 },
];

const order = (html: string, names: readonly string[]) => names.map((n) => html.indexOf(`>${n}<`));

describe('DataTable as a table', () => {
  const html = renderToStaticMarkup(
    <DataTable
      caption="Instances in prod"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      defaultSort={{ column: 'name', direction: 'ascending' }}
    />,
  );

  test('has a caption, column headers and row headers', () => {
    expect(html).toMatch(/<caption[^>]*>Instances in prod<\/caption>/);
    expect(html.match(/<th scope="col"/g)).toHaveLength(3);
    expect(html.match(/<th scope="row"/g)).toHaveLength(3);
  });

  test('marks the sorted column with aria-sort and only that one', () => {
    expect(html.match(/aria-sort=/g)).toHaveLength(1);
    expect(html).toMatch(/<th scope="col"[^>]*aria-sort="ascending"><button[^>]*><span>Name<\/span>/);
  });

  test('sortable headers are buttons; the others are plain text', () => {
    expect(html.match(/<button type="button" class="ui-table__sort"/g)).toHaveLength(2);
    expect(html).toMatch(/<th scope="col" class="ui-table__cell">OCID<\/th>/);
  });

  test('sorts names the way people count: web-2 before web-10', () => {
    const [batch, web2, web10] = order(html, ['batch', 'web-2', 'web-10']);
    expect(batch).toBeLessThan(defined(web2));
    expect(web2).toBeLessThan(defined(web10));
  });

  test('sorts numbers by value, descending when asked', () => {
    const desc = renderToStaticMarkup(
      <DataTable
        caption="x"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        sort={{ column: 'ocpus', direction: 'descending' }}
      />,
    );
    expect(desc).toContain('aria-sort="descending"');
    const [eight, four, two] = order(desc, ['8', '4', '2']);
    expect(eight).toBeLessThan(defined(four));
    expect(four).toBeLessThan(defined(two));
  });

  test('scrolls inside its own focusable region, named by the caption', () => {
    const captionId = /<caption id="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`role="region" aria-labelledby="${String(captionId)}" tabindex="0"`);
  });
});

describe('DataTable states', () => {
  test('shows the default empty state when there are no rows', () => {
    const html = renderToStaticMarkup(
      <DataTable caption="Buckets" columns={columns} rows={[]} rowKey={(r) => r.id} />,
    );
    expect(html).toContain('<caption');
    expect(html).toContain('Nothing to show.');
    expect(html).toContain('colSpan="3"');
  });

  test('shows a given empty state', () => {
    const html = renderToStaticMarkup(
      <DataTable
        caption="Buckets"
        columns={columns}
        rows={[]}
        rowKey={(r) => r.id}
        emptyState={
          <EmptyState
            title="No buckets in this compartment"
            description="Create one, or pick another compartment."
          />
        }
      />,
    );
    expect(html).toContain('No buckets in this compartment');
    expect(html).not.toContain('Nothing to show.');
  });

  test('while loading with no rows: busy, with a spoken loading status instead of the empty state', () => {
    const html = renderToStaticMarkup(
      <DataTable caption="Buckets" columns={columns} rows={[]} rowKey={(r) => r.id} isLoading />,
    );
    expect(html).toContain('aria-busy="true"');
    expect(html).toMatch(/role="status"><svg[^]*Loading…/);
    expect(html).not.toContain('Nothing to show.');
  });
});

describe('DataTable as cards (phones)', () => {
  const html = renderToStaticMarkup(
    <DataTable
      caption="Instances in prod"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      defaultSort={{ column: 'ocpus', direction: 'ascending' }}
      layout="cards"
    />,
  );

  test('each row is a card titled by its row header, values under their headers', () => {
    expect(html).not.toContain('<table');
    expect(html.match(/<li class="ui-table__card">/g)).toHaveLength(3);
    expect(html).toContain('<div class="ui-table__card-title">web-2</div>');
    expect(html).toContain('<dt>OCPUs</dt><dd>8</dd>');
    expect(html).toContain('<dt>OCID</dt><dd>ocid1.instance.oc1..a</dd>');
  });

  test('offers one labelled "Sort by" choice showing the current order', () => {
    expect(html).toContain('>Sort by</span>');
    expect(html).toMatch(/<option value="ocpus:ascending" selected="">/);
    const [two, four, eight] = order(html, ['web-10', 'batch', 'web-2']);
    expect(two).toBeLessThan(defined(four));
    expect(four).toBeLessThan(defined(eight));
  });
});
