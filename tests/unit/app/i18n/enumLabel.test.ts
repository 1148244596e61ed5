import { describe, expect, it } from 'vitest';
import { enumLabel } from '../../../../src/app/i18n/enumLabel';
import { enumTranslation } from '../../../../src/app/i18n/enumTranslation';
import { LANGUAGES } from '../../../../src/app/i18n/locales';
import { LIFECYCLE_STATES } from '../../../../src/oci/lifecycle';
import { makeI18n } from '../shell/renderWithProviders';

const labelIn = (lng: string) => {
  const t = makeI18n(lng).getFixedT(lng, 'console');
  return (value: unknown) => enumLabel(t, value);
};

describe('enumLabel', () => {
  it('shows a translated value, not its wire code', () => {
    expect(labelIn('en')('OKE_DEPLOYMENT')).toBe('Kubernetes (OKE) deployment');
    expect(labelIn('de')('PROCESSORS')).toBe('Prozessoren');
    expect(labelIn('fr')('IN_PROGRESS')).toBe('En cours');
    expect(labelIn('ar')('MANUAL_APPROVAL')).toBe('موافقة يدوية');
  });

  it('words a work request operation as its verb and object', () => {
    expect(labelIn('en')('CREATE_DEPLOYMENT')).toBe('Create deployment');
    expect(labelIn('de')('DELETE_BUILD_PIPELINE')).toBe('Build-Pipeline löschen');
    expect(labelIn('fr')('UPDATE_TRIGGER')).toBe('Mise à jour : déclencheur');
    expect(labelIn('ar')('CREATE_PROJECT')).toBe('إنشاء مشروع');
  });

  it('puts a value nobody translated in words, and a lifecycle state as the spec labels it', () => {
    expect(labelIn('en')('SOME_NEW_VALUE')).toBe('Some new value');
    expect(labelIn('en')('action-required')).toBe('Action required');
    expect(labelIn('de')('CREATE_SOMETHING_ELSE')).toBe('Create something else');
  });

  it('has every lifecycle state of the catalogue in every language, the badge included', () => {
    for (const { code } of LANGUAGES) {
      const t = makeI18n(code).getFixedT(code, 'console');
      const untranslated = Object.keys(LIFECYCLE_STATES).filter((state) => enumTranslation(t, state) === '');
      expect(untranslated, code).toEqual([]);
    }
    expect(labelIn('de')('ENABLED')).toBe('Aktiviert');
    expect(labelIn('ar')('NEEDS_ATTENTION')).toBe('يحتاج إلى انتباه');
  });

  it('shows nothing for a missing or non-text value', () => {
    expect(labelIn('en')(undefined)).toBe('');
    expect(labelIn('en')(42)).toBe('');
    expect(labelIn('en')('  ')).toBe('');
  });

  it('never answers a value with an underscore', () => {
    const label = labelIn('fr');
    for (const value of ['CREATE_DEPLOYMENT', 'OKE_DEPLOYMENT', 'PROCESSORS', 'IN_PROGRESS', 'X_Y_Z'])
      expect(label(value)).not.toMatch(/_/);
  });
});
