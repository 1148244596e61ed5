import { describe, expect, it } from 'vitest';
import { saasTypeLabel } from '../../../../../src/app/features/settings/saasTypeLabel';
import { makeI18n } from '../../shell/renderWithProviders';

describe('saasTypeLabel', () => {
  it('does not add an abbreviation the label already ends with', () => {
    expect(saasTypeLabel('ERP', 'Enterprise Resource Planning (ERP)')).toBe(
      'Enterprise Resource Planning (ERP)',
    );
  });

  it('adds the type to a label without it, and falls back to the type alone', () => {
    expect(saasTypeLabel('FUSION', 'Fusion Applications')).toBe('Fusion Applications (FUSION)');
    expect(saasTypeLabel('SCM', undefined)).toBe('SCM');
  });

  it.each(['en', 'de', 'fr', 'ar'])('never doubles a bracketed abbreviation of a shipped %s label', (lng) => {
    const t = makeI18n(lng).getFixedT(lng, 'navigation');
    for (const [type, key] of [
      ['ERP', 'saas.erp'],
      ['HCM', 'saas.hcm'],
      ['EPM', 'saas.epm'],
      ['CX', 'saas.cx'],
    ] as const)
      expect(saasTypeLabel(type, t(key))).not.toMatch(new RegExp(`\\(${type}\\).*\\(${type}\\)`));
  });
});
