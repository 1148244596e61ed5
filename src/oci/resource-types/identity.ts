/**
 * Identity (document 2 §2.1 Identity, §2.2 user and app, §2.3 idp group mapping).
 * Users and apps carry no badge label (§3.2). Groups, dynamic groups and users move under
 * /identity/domains/{domainOcid}/ when the result names its identity domain.
 */
import { ctx, firstOf, ID, path } from './path';
import { PAGE } from './pages';
import { describeArea } from './types';
import type { TypeRow } from './types';

const DOMAIN = ctx('domainOcid');

const ROWS = [
  {
    name: 'Compartment',
    badge: 'CMP',
    title: 'Compartment',
    plural: 'Compartments',
    link: PAGE.compartment,
  },
  { name: 'Policy', badge: 'POL', title: 'Policy', plural: 'Policies', link: '/identity/policies/:id' },
  {
    name: 'IdentityProvider',
    badge: 'IDP',
    title: 'Identity provider',
    plural: 'Identity providers',
    link: '/identity/federations/:id',
  },
  {
    name: 'TagNamespace',
    badge: 'TAG',
    title: 'Tag namespace',
    plural: 'Tag namespaces',
    link: '/identity/tag-namespaces/:id',
  },
  { name: 'TagDefault', badge: 'TD', title: 'Tag default', plural: 'Tag defaults', link: null },
  {
    name: 'Group',
    badge: 'GRP',
    title: 'Group',
    plural: 'Groups',
    link: firstOf(path`/identity/domains/${DOMAIN}/groups/${ID}`, path`/identity/groups/${ID}`),
  },
  {
    name: 'DynamicGroup',
    badge: 'DG',
    title: 'Dynamic group',
    plural: 'Dynamic groups',
    link: firstOf(path`/identity/domains/${DOMAIN}/dynamicgroups/${ID}`, path`/identity/dynamicgroups/${ID}`),
  },
  {
    name: 'User',
    title: 'User',
    plural: 'Users',
    link: firstOf(path`/identity/domains/${DOMAIN}/users/${ID}`, path`/identity/users/${ID}`),
  },
  // An identity domain application: only inside its domain, so no link without one.
  {
    name: 'App',
    title: 'Application',
    plural: 'Applications',
    link: path`/identity/domains/${DOMAIN}/applications/${ID}`,
  },
  {
    name: 'IdpGroupMapping',
    badge: 'IGM',
    title: 'IdP group mapping',
    plural: 'IdP group mappings',
    link: null,
  },
] as const satisfies readonly TypeRow[];

export const IDENTITY_TYPES = describeArea('Identity', ROWS);
