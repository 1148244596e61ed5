import type { NavAreaSpec } from '../navEntry';

/** Home (document 3 §2.1): the dashboard, for both console kinds. */
export const HOME_AREA = {
  id: 'home',
  labelKey: 'area.home',
  category: 'home',
  plugin: 'home',
  children: [{ id: 'dashboard', labelKey: 'home.dashboard', path: '/dashboard', scopes: ['SAAS', 'IAAS'] }],
} as const satisfies NavAreaSpec;
