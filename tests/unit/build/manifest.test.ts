/**
 * The web app manifest (public/manifest.webmanifest, shipped as it is): its shortcuts open the
 * console's own search, DevOps and outbox addresses, and its share target is the route that
 * opens a shared OCID, so the static file cannot drift from the typed paths.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { devopsPaths } from '../../../src/app/features/devops/paths';
import { outboxPaths } from '../../../src/app/features/outbox/paths';
import { SEARCH_PATH } from '../../../src/app/features/search/paths';
import { SHARE_TARGET_PATH } from '../../../src/app/features/search/sharedTarget';

interface Manifest {
  readonly scope: string;
  readonly shortcuts?: readonly { readonly name: string; readonly url: string; readonly description?: string }[];
  readonly share_target?: {
    readonly action: string;
    readonly method?: string;
    readonly enctype?: string;
    readonly params: Readonly<Record<string, string>>;
  };
}

const manifest = JSON.parse(readFileSync('public/manifest.webmanifest', 'utf8')) as Manifest;

describe('the web app manifest', () => {
  it('has shortcuts to search, DevOps and the outbox, at their typed addresses', () => {
    expect(manifest.shortcuts?.map(({ name, url }) => [name, url])).toEqual([
      ['Search', SEARCH_PATH],
      ['DevOps', devopsPaths.projects()],
      ['Outbox', outboxPaths.outbox()],
    ]);
    for (const shortcut of manifest.shortcuts ?? []) {
      expect(shortcut.url.startsWith(manifest.scope)).toBe(true);
      expect(shortcut.description).toBeTruthy();
    }
  });

  it('takes shared text, links and titles by GET at the share target route', () => {
    expect(manifest.share_target).toEqual({
      action: SHARE_TARGET_PATH,
      method: 'GET',
      enctype: 'application/x-www-form-urlencoded',
      params: { title: 'title', text: 'text', url: 'url' },
    });
  });
});
