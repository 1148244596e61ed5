/**
 * The remaining reads: the object storage namespace (a bare JSON string), marketplace listing
 * search (a bare array, paged) and a DevOps connection's view of its external git host.
 */
import { isRecord, render } from '../entity';
import { hashText } from '../ids';
import { pageOf } from '../paging';
import type { Reply } from '../reply';
import { entityIn, json, type HandlerContext } from './handlerContext';
import { listReply } from './reads';
import { textOf } from '../../src/oci/query/compileValueTest';

export function getNamespace(ctx: HandlerContext): Reply {
  return json(200, ctx.state.tenancy.namespace);
}

/** A query-language string literal's text ('it\'s' → it's). */
const unquote = (literal: string): string => literal.slice(1, -1).replace(/\\(.)/g, '$1');
const LITERAL = "'(?:[^'\\\\]|\\\\.)*'";

/**
 * What a listing search asks: free text (`text`, or the older `searchString`), or a structured
 * `query listings where field = 'value' && … matching 'text'`, whose conditions compare a field
 * (a string, or a list holding the value) and whose `matching` words are looked for like free text.
 */
function listingFilter(
  details: Readonly<Record<string, unknown>>,
): (listing: Readonly<Record<string, unknown>>) => boolean {
  const query = typeof details['query'] === 'string' ? details['query'] : undefined;
  const free = [details['searchString'], details['text']].find((v): v is string => typeof v === 'string');
  const conditions: [string, string][] = [];
  let text = free ?? '';
  if (query !== undefined) {
    for (const match of query.matchAll(new RegExp(`(\\w+)\\s*=\\s*(${LITERAL})`, 'g'))) {
      conditions.push([match[1] ?? '', unquote(match[2] ?? "''")]);
    }
    const matching = new RegExp(`matching\\s+(${LITERAL})`).exec(query);
    text = matching?.[1] !== undefined ? unquote(matching[1]) : /^\s*query\s/i.test(query) ? '' : query;
  }
  const words = text.trim().toLowerCase();
  return (listing) => {
    const fits = conditions.every(([field, value]) => {
      const actual = listing[field];
      return Array.isArray(actual) ? actual.includes(value) : actual === value;
    });
    if (!fits || words === '') return fits;
    const publisher = isRecord(listing['publisher']) ? String(listing['publisher']['name']) : '';
    return `${String(listing['name'])} ${String(listing['shortDescription'])} ${publisher}`
      .toLowerCase()
      .includes(words);
  };
}

export function searchListings(ctx: HandlerContext): Reply {
  const details = isRecord(ctx.input.body) ? ctx.input.body : {};
  const listings = ctx.state.tenancy.listings.filter(listingFilter(details));
  const page = pageOf(listings, ctx.input, JSON.stringify(details), 30);
  return json(200, page.items, page.headers);
}

const BRANCHES = [
  'main',
  'develop',
  'release/2.4',
  'release/2.5',
  'feature/offline-sync',
  'hotfix/login-timeout',
];

function connectionApp(ctx: HandlerContext): string {
  const connection = render(entityIn(ctx.region, 'devops/connections', ctx.input.path('connectionId')));
  return (textOf(connection['displayName']) ?? 'app').replace(/-github$/, '');
}

export function listExternalGitRepositories(ctx: HandlerContext): Reply {
  const app = connectionApp(ctx);
  const contains = ctx.input.text('repositoryNameContains')?.toLowerCase();
  const items = ['service', 'infra', 'web', 'docs']
    .map((suffix, index) => ({
      id: String(1000 + index),
      name: `${app}-${suffix}`,
      fullName: `acme-field/${app}-${suffix}`,
      httpUrl: `https://github.com/acme-field/${app}-${suffix}.git`,
      isPrivate: suffix !== 'docs',
      defaultBranch: 'main',
    }))
    .filter((repo) => contains === undefined || repo.name.toLowerCase().includes(contains));
  return listReply(ctx, items);
}

export function listExternalGitBranches(ctx: HandlerContext): Reply {
  connectionApp(ctx);
  const contains = ctx.input.text('branchNameContains')?.toLowerCase();
  return listReply(
    ctx,
    BRANCHES.filter((b) => contains === undefined || b.includes(contains)).map((name) => ({ name })),
  );
}

export function listExternalGitBranchCommits(ctx: HandlerContext): Reply {
  const app = connectionApp(ctx);
  const branch = ctx.input.text('externalBranchName') ?? 'main';
  const epoch = ctx.state.options.epochMs;
  const messages = [
    'Fix retry of offline writes',
    'Bump dependencies',
    'Add approval stage',
    'Tune health checks',
    'Merge pull request #42',
  ];
  const items = messages.map((message, index) => ({
    commitHash: hashText(`${app}|${branch}|${index}`).slice(0, 40),
    commitMessage: message,
    authorName: 'Field Ops Bot',
    authorEmail: 'field-ops-bot@acme-field.example',
    timeCreated: new Date(epoch - index * 7_200_000).toISOString(),
  }));
  return listReply(ctx, items);
}

export function getExternalGitUser(ctx: HandlerContext): Reply {
  connectionApp(ctx);
  return json(200, {
    id: '9041723',
    login: 'acme-field-ci',
    name: 'Acme Field CI',
    email: 'ci@acme-field.example',
  });
}
