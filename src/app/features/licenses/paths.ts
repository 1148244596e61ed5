/**
 * The license manager's pages. The product license and license record pages are the
 * catalogue's (document 2 §2.1, src/oci/resource-types/pages.ts), so search results open them;
 * the others sit under the navigation's /license-manager base route (overview, product licenses,
 * notifications).
 */
import { PAGE } from '../../../oci/resource-types/pages';
import { pathTo } from '../../navigation/routePattern';
import { devopsPaths } from '../devops';

export const LICENSE_PATTERNS = {
  root: '/license-manager',
  overview: '/license-manager/overview',
  productLicenses: '/license-manager/product-licenses',
  createProductLicense: '/license-manager/product-licenses/create',
  productLicense: PAGE.productLicense,
  editProductLicense: '/license-manager/product-licenses/:id/edit',
  createLicenseRecord: '/license-manager/product-licenses/:productLicenseId/license-records/create',
  licenseRecord: PAGE.licenseRecord,
  editLicenseRecord: '/license-manager/product-licenses/:productLicenseId/license-records/:id/edit',
  configuration: '/license-manager/notifications',
  bulkUpload: '/license-manager/bulk-upload',
} as const;

/** A compartment scope in the query string, so lists and forms keep it across pages. */
export interface CompartmentScope {
  readonly compartmentId?: string;
  readonly subtree?: boolean;
}

function withScope(path: string, scope: CompartmentScope | undefined): string {
  if (scope?.compartmentId === undefined) return path;
  const query = new URLSearchParams({ compartmentId: scope.compartmentId });
  if (scope.subtree !== undefined) query.set('subtree', scope.subtree ? '1' : '0');
  return `${path}?${query.toString()}`;
}

export const licensePaths = {
  overview: (scope?: CompartmentScope) => withScope(LICENSE_PATTERNS.overview, scope),
  productLicenses: (scope?: CompartmentScope) => withScope(LICENSE_PATTERNS.productLicenses, scope),
  createProductLicense: (scope?: CompartmentScope) => withScope(LICENSE_PATTERNS.createProductLicense, scope),
  productLicense: (id: string) => pathTo(LICENSE_PATTERNS.productLicense, { id }),
  editProductLicense: (id: string) => pathTo(LICENSE_PATTERNS.editProductLicense, { id }),
  createLicenseRecord: (productLicenseId: string) =>
    pathTo(LICENSE_PATTERNS.createLicenseRecord, { productLicenseId }),
  licenseRecord: (productLicenseId: string, id: string) =>
    pathTo(LICENSE_PATTERNS.licenseRecord, { productLicenseId, id }),
  editLicenseRecord: (productLicenseId: string, id: string) =>
    pathTo(LICENSE_PATTERNS.editLicenseRecord, { productLicenseId, id }),
  configuration: (scope?: CompartmentScope) => withScope(LICENSE_PATTERNS.configuration, scope),
  bulkUpload: (scope?: CompartmentScope) => withScope(LICENSE_PATTERNS.bulkUpload, scope),
} as const;

/** A work request's page (the DevOps area's): every change made here links to its own. */
export const workRequestPath = devopsPaths.workRequest;
