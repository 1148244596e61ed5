import { describe, expect, it } from 'vitest';
import { FieldValue } from '../../../../src/app/kit/FieldValue';
import { renderWithProviders } from '../shell/renderWithProviders';

const COMPARTMENT = 'ocid1.compartment.oc1..aaaafieldops';

describe('FieldValue, the one way every kind shows a value', () => {
  it('shows a lifecycle state as a badge in words', () => {
    const html = renderWithProviders(<FieldValue value="FAILED" format="state" />);
    expect(html).toContain('ui-status-label--danger');
    expect(html).toContain('Failed');
  });

  it('shows a compartment as a named id (its OCID with a copy button until its name is known)', () => {
    const html = renderWithProviders(<FieldValue value={COMPARTMENT} format="compartment" />);
    expect(html).toContain(`class="ui-named-id" data-ocid="${COMPARTMENT}"`);
    expect(html).toContain('Copy OCID');
  });

  it('writes an enumeration value in words and a date in the user language', () => {
    expect(renderWithProviders(<FieldValue value="PROCESSORS" format="enum" />)).not.toContain('PROCESSORS');
    const html = renderWithProviders(<FieldValue value="2026-03-01T10:00:00Z" format="dateTime" />, { lng: 'de' });
    expect(html).toContain('<time dateTime="2026-03-01T10:00:00Z">');
    expect(html).toContain('2026');
  });

  it('marks a missing value with a dash instead of leaving a cell blank', () => {
    expect(renderWithProviders(<FieldValue value={undefined} format="code" />)).toContain('field-value--none');
  });

  it('links only to https addresses', () => {
    expect(renderWithProviders(<FieldValue value="https://example.com/a" format="url" />)).toContain('href=');
    expect(renderWithProviders(<FieldValue value="javascript:alert(1)" format="url" />)).not.toContain('href=');
  });
});
