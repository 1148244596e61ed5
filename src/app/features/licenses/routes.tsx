/**
 * The license manager's routes. Screens load on demand, outside the first route's bundle.
 */
import { Suspense } from 'react';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { Spinner } from '../../ui/Spinner';
import { LICENSE_PATTERNS } from './paths';
import { lazyRetrying } from '../../ui/lazyRetrying';

function screen(Screen: LazyExoticComponent<ComponentType>): ReactNode {
  return (
    <Suspense fallback={<Spinner />}>
      <Screen />
    </Suspense>
  );
}

const LicenseOverviewScreen = lazyRetrying(() =>
  import('./LicenseOverviewScreen').then((m) => ({ default: m.LicenseOverviewScreen })),
);
const ProductLicensesScreen = lazyRetrying(() =>
  import('./ProductLicensesScreen').then((m) => ({ default: m.ProductLicensesScreen })),
);
const CreateProductLicenseScreen = lazyRetrying(() =>
  import('./CreateProductLicenseScreen').then((m) => ({ default: m.CreateProductLicenseScreen })),
);
const ProductLicenseScreen = lazyRetrying(() =>
  import('./ProductLicenseScreen').then((m) => ({ default: m.ProductLicenseScreen })),
);
const EditProductLicenseScreen = lazyRetrying(() =>
  import('./EditProductLicenseScreen').then((m) => ({ default: m.EditProductLicenseScreen })),
);
const CreateLicenseRecordScreen = lazyRetrying(() =>
  import('./CreateLicenseRecordScreen').then((m) => ({ default: m.CreateLicenseRecordScreen })),
);
const LicenseRecordScreen = lazyRetrying(() =>
  import('./LicenseRecordScreen').then((m) => ({ default: m.LicenseRecordScreen })),
);
const EditLicenseRecordScreen = lazyRetrying(() =>
  import('./EditLicenseRecordScreen').then((m) => ({ default: m.EditLicenseRecordScreen })),
);
const ConfigurationScreen = lazyRetrying(() =>
  import('./ConfigurationScreen').then((m) => ({ default: m.ConfigurationScreen })),
);
const BulkUploadScreen = lazyRetrying(() =>
  import('./BulkUploadScreen').then((m) => ({ default: m.BulkUploadScreen })),
);

export const routes: RouteObject[] = [
  { path: LICENSE_PATTERNS.root, element: <Navigate to={LICENSE_PATTERNS.overview} replace /> },
  { path: LICENSE_PATTERNS.overview, element: screen(LicenseOverviewScreen) },
  { path: LICENSE_PATTERNS.productLicenses, element: screen(ProductLicensesScreen) },
  { path: LICENSE_PATTERNS.createProductLicense, element: screen(CreateProductLicenseScreen) },
  { path: LICENSE_PATTERNS.productLicense, element: screen(ProductLicenseScreen) },
  { path: LICENSE_PATTERNS.editProductLicense, element: screen(EditProductLicenseScreen) },
  { path: LICENSE_PATTERNS.createLicenseRecord, element: screen(CreateLicenseRecordScreen) },
  { path: LICENSE_PATTERNS.licenseRecord, element: screen(LicenseRecordScreen) },
  { path: LICENSE_PATTERNS.editLicenseRecord, element: screen(EditLicenseRecordScreen) },
  { path: LICENSE_PATTERNS.configuration, element: screen(ConfigurationScreen) },
  { path: LICENSE_PATTERNS.bulkUpload, element: screen(BulkUploadScreen) },
];
