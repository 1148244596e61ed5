import { describe, expect, it } from 'vitest';
import { AddProfileForm } from '../../../../../src/app/features/profiles/AddProfileForm';
import { SettingsProvider } from '../../../../../src/app/settings/SettingsContext';
import { renderProfiles } from './renderProfiles';

const form = (lng = 'en') =>
  renderProfiles(
    <SettingsProvider>
      <AddProfileForm takenNames={[]} onAdded={() => undefined} />
    </SettingsProvider>,
    lng,
  );

const labels = (html: string) => [...html.matchAll(/<label[^>]*>([^<]*)<\/label>/g)].map((m) => m[1]);

describe('the add-profile form', () => {
  it('asks for an API key profile first: name, tenancy, user, fingerprint, region and the key file', () => {
    const html = form();
    expect(labels(html)).toEqual(
      expect.arrayContaining([
        'Name',
        'Tenancy OCID',
        'User OCID',
        'Fingerprint (optional)',
        'Private key file',
      ]),
    );
    expect(html).toContain('Starts with ocid1.tenancy.');
    expect(html).toContain('kept only as a key that cannot be exported');
    expect(html).toContain('>Add profile<');
  });

  it('picks the key with a file input, not a text box', () => {
    const html = form();
    expect(html).toMatch(/<input[^>]*type="file"[^>]*data-testid="profile-key-file"/);
    expect(html).not.toContain('BEGIN');
  });

  it('offers to fill the fields from a pasted ~/.oci/config', () => {
    const html = form();
    expect(html).toContain('<summary>Fill in from ~/.oci/config</summary>');
    expect(html).toContain('the box is emptied once read');
  });

  it('is translated', () => {
    expect(labels(form('fr'))).toEqual(
      expect.arrayContaining(['OCID de la location', 'Fichier de clé privée']),
    );
  });
});
