/**
 * The remote locale host. The console's translation files are tried versioned remote →
 * unversioned remote → local file; this serves the two remote steps from the repository's local
 * files, each with a different set of languages, so every step of that chain is exercised:
 * versioned has en and de; unversioned has en, de and fr; ar is in neither (the console then
 * falls back to its own local file).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hashText } from './ids';
import type { Reply } from './reply';

interface Bundle {
  readonly name: string;
  /** Versions served: the pinned one and its patch releases. */
  readonly version: RegExp;
  readonly file: (publicDir: string, lng: string) => string;
}

const BUNDLES: readonly Bundle[] = [
  {
    name: 'oci-console-navigation',
    version: /^2\.4(\.\d+)?$/,
    file: (publicDir, lng) => join(publicDir, 'locales', lng, 'navigation.json'),
  },
  {
    name: 'oci-console-search-config',
    version: /^0\.130\.\d+$/,
    file: (publicDir, lng) =>
      join(publicDir, 'plugins', 'locales', 'oci-console-search-config', `${lng}.json`),
  },
];

export const VERSIONED_LANGUAGES: readonly string[] = ['en', 'de'];
export const UNVERSIONED_LANGUAGES: readonly string[] = ['en', 'de', 'fr'];

const VERSIONED_CACHE = 'public, max-age=31536000, immutable';
const UNVERSIONED_CACHE = 'no-cache';

function notFound(pathname: string): Reply {
  return {
    status: 404,
    body: { code: 'NotFound', message: `No locale file at ${pathname}.` },
    headers: { 'cache-control': 'no-cache' },
  };
}

interface LocaleRequest {
  readonly bundle: Bundle;
  readonly lng: string;
  readonly versioned: boolean;
}

function parse(pathname: string): LocaleRequest | undefined {
  const parts = pathname.split('/').slice(2);
  const bundle = BUNDLES.find((b) => b.name === parts[0]);
  const fileName = parts[parts.length - 1] ?? '';
  const lng = /^([A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)\.json$/.exec(fileName)?.[1];
  if (bundle === undefined || lng === undefined) return undefined;
  if (parts.length === 2) return { bundle, lng, versioned: false };
  if (parts.length === 3 && bundle.version.test(parts[1] ?? '')) return { bundle, lng, versioned: true };
  return undefined;
}

/** The answer to GET /locales/…; `ifNoneMatch` lets a revalidation answer 304. */
export async function serveLocale(pathname: string, publicDir: string, ifNoneMatch?: string): Promise<Reply> {
  const request = parse(pathname);
  if (request === undefined) return notFound(pathname);
  const languages = request.versioned ? VERSIONED_LANGUAGES : UNVERSIONED_LANGUAGES;
  if (!languages.includes(request.lng)) return notFound(pathname);
  let text: string;
  try {
    text = await readFile(request.bundle.file(publicDir, request.lng), 'utf8');
  } catch {
    return notFound(pathname);
  }
  const tag = `"${hashText(text).slice(0, 32)}"`;
  const headers = { 'cache-control': request.versioned ? VERSIONED_CACHE : UNVERSIONED_CACHE, etag: tag };
  if (ifNoneMatch === tag) return { status: 304, headers };
  return { status: 200, text, contentType: 'application/json; charset=utf-8', headers };
}
