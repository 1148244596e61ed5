import {
  LICENSE_STATUSES,
  LICENSE_UNITS,
  PRODUCT_CATEGORIES,
  RESOURCE_UNITS,
} from '../../../../../src/oci/enums';
import { checkNamespace } from '../details/featureLocales';

/** The codes the form checks answer (productLicenseForm, licenseRecordForm, bulkUpload, emailList). */
const FORM_ERRORS = [
  'required',
  'tooLong',
  'vendorRequired',
  'imageLines',
  'tagLines',
  'wholeNumber',
  'expirationRequired',
  'date',
  'emails',
  'fileRequired',
  'fileEmpty',
  'fileTooLarge',
];

checkNamespace('licenses', 'licenses', [
  ...LICENSE_UNITS.map((unit) => `units.${unit}`),
  ...LICENSE_STATUSES.map((status) => `statuses.${status}`),
  ...PRODUCT_CATEGORIES.map((category) => `categories.${category}`),
  ...RESOURCE_UNITS.map((unit) => `resourceUnits.${unit}`),
  ...FORM_ERRORS.map((code) => `form.errors.${code}`),
  ...['total', 'saved', 'duplicates', 'invalid', 'failed'].map((key) => `bulkUpload.figures.${key}`),
  ...['productLicenses', 'byolInstances', 'licenseIncludedInstances', 'expiringSoon'].map(
    (key) => `overview.figures.${key}`,
  ),
]);
