/**
 * The areas of the menus in their order (document 3 §2.15's top-level groups), and the category
 * headers that group them in the mega menu.
 */
import { ANALYTICS_AREA } from './areas/analytics';
import { APPLICATIONS_AREA } from './areas/applications';
import { BILLING_AREA } from './areas/billing';
import { COMPUTE_AREA } from './areas/compute';
import { CONTAINERS_AREA } from './areas/containers';
import { COST_MANAGEMENT_AREA } from './areas/costManagement';
import { DATABASES_AREA } from './areas/databases';
import { DEVELOPER_AREA } from './areas/developer';
import { GOVERNANCE_AREA } from './areas/governance';
import { HELP_AREA } from './areas/help';
import { HOME_AREA } from './areas/home';
import { HYBRID_AREA } from './areas/hybrid';
import { IDENTITY_AREA } from './areas/identity';
import { MARKETPLACE_AREA } from './areas/marketplace';
import { NETWORKING_AREA } from './areas/networking';
import { OBSERVABILITY_AREA } from './areas/observability';
import { SAAS_AREA } from './areas/saas';
import { SEARCH_AREA } from './areas/search';
import { STORAGE_AREA } from './areas/storage';
import { SUPPORT_AREA } from './areas/support';
import type { NavAreaSpec, NavCategory } from './navEntry';
import type { NavigationKey } from '../i18n/keys';

export interface NavCategorySpec {
  readonly id: NavCategory;
  readonly labelKey: NavigationKey;
}

/** Category headers, in mega-menu order ("Infrastructure" and the others of §2.15). */
export const NAV_CATEGORIES = [
  { id: 'home', labelKey: 'category.home' },
  { id: 'infrastructure', labelKey: 'category.infrastructure' },
  { id: 'applications', labelKey: 'category.applications' },
  { id: 'saas', labelKey: 'category.saas' },
  { id: 'help', labelKey: 'category.help' },
] as const satisfies readonly NavCategorySpec[];

export const NAV_AREAS: readonly NavAreaSpec[] = [
  HOME_AREA,
  COMPUTE_AREA,
  STORAGE_AREA,
  NETWORKING_AREA,
  DATABASES_AREA,
  ANALYTICS_AREA,
  DEVELOPER_AREA,
  CONTAINERS_AREA,
  IDENTITY_AREA,
  OBSERVABILITY_AREA,
  HYBRID_AREA,
  BILLING_AREA,
  COST_MANAGEMENT_AREA,
  GOVERNANCE_AREA,
  MARKETPLACE_AREA,
  SUPPORT_AREA,
  SEARCH_AREA,
  APPLICATIONS_AREA,
  SAAS_AREA,
  HELP_AREA,
];

/** The SaaS "My applications" menu (document 3 §2.17). */
export const SAAS_MENU: NavAreaSpec = SAAS_AREA;
