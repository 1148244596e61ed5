/**
 * The license manager's forms as FormConfigs over the one form (KindForm): what the API requires
 * of a product license (CreateProductLicenseDetails: compartmentId, displayName, licenseUnit,
 * isVendorOracle, a vendor name for a third-party product; an update changes the images and tags
 * only) and of a license record (displayName, isPerpetual, isUnlimited; a license count unless
 * unlimited; an expiration date unless perpetual, as the console asks), in the license manager's
 * own words for what is missing. Each is deleted from its page, asked in the license manager's
 * words, the page then giving way to the list the resource leaves.
 */
import { LICENSE_UNITS } from '../../../oci/enums';
import type { FormConfig, FormField, Messages } from '../../kit/formSpec';
import { valueAt } from '../../kit/valueAt';
import { licensePaths, workRequestPath } from '../../features/licenses/paths';

const CREATE_ONLY = ['create'] as const;

const MESSAGES: Messages = {
  required: 'licenses:form.errors.required',
  tooLong: 'licenses:form.errors.tooLong',
  integer: 'licenses:form.errors.wholeNumber',
  min: 'licenses:form.errors.wholeNumber',
  date: 'licenses:form.errors.date',
  tagLines: 'licenses:form.errors.tagLines',
  lines: 'licenses:form.errors.imageLines',
};

const NAME: FormField = {
  id: 'displayName',
  path: 'displayName',
  label: 'glossary:name',
  kind: 'text',
  required: true,
  maxLength: 255,
};

/** Free-form tags, all of them sent with an edit (so removing one removes it). */
const TAGS: FormField = {
  id: 'tags',
  path: 'freeformTags',
  label: 'licenses:form.tags',
  description: 'licenses:form.tagsHelp',
  kind: 'tags',
  sendEmpty: ['edit'],
};

export const PRODUCT_LICENSE_FORM: FormConfig = {
  idParam: 'productLicenseId',
  operations: {
    create: 'createProductLicense',
    update: 'updateProductLicense',
    delete: 'deleteProductLicense',
  },
  bodies: { create: 'createProductLicenseDetails', update: 'updateProductLicenseDetails' },
  nameField: 'displayName',
  workRequestPath,
  deleteText: {
    title: 'licenses:productLicenses.deleteQuestion',
    body: 'licenses:productLicenses.deleteConsequence',
    summary: 'licenses:summaries.deleteProductLicense',
  },
  // The list as the menu opens it (the tenancy and all below it), which a device offline has
  // kept: the license shows there, marked pending, until it is gone.
  pageAfterDelete: () => licensePaths.productLicenses(),
  form: {
    messages: MESSAGES,
    fields: [
      {
        id: 'compartmentId',
        path: 'compartmentId',
        label: 'glossary:compartment',
        kind: 'compartment',
        required: true,
        modes: CREATE_ONLY,
      },
      { ...NAME, modes: CREATE_ONLY },
      {
        id: 'licenseUnit',
        path: 'licenseUnit',
        label: 'licenses:form.licenseUnit',
        kind: 'select',
        values: LICENSE_UNITS,
        enumLabels: true,
        required: true,
        modes: CREATE_ONLY,
      },
      {
        id: 'isVendorOracle',
        path: 'isVendorOracle',
        label: 'licenses:form.isVendorOracle',
        kind: 'checkbox',
        defaultValue: 'true',
        modes: CREATE_ONLY,
      },
      {
        id: 'vendorName',
        path: 'vendorName',
        label: 'licenses:form.vendorName',
        description: 'licenses:form.vendorNameHelp',
        kind: 'text',
        required: true,
        maxLength: 255,
        modes: CREATE_ONLY,
        when: { field: 'isVendorOracle', is: ['false'] },
        messages: { required: 'licenses:form.errors.vendorRequired' },
      },
      {
        id: 'images',
        path: 'images',
        label: 'licenses:form.images',
        description: 'licenses:form.imagesHelp',
        kind: 'lines',
        columns: ['listingId', 'packageVersion'],
        // The update requires the images, possibly none.
        sendEmpty: ['edit'],
      },
      TAGS,
    ],
  },
};

export const LICENSE_RECORD_FORM: FormConfig = {
  idParam: 'licenseRecordId',
  operations: { create: 'createLicenseRecord', update: 'updateLicenseRecord', delete: 'deleteLicenseRecord' },
  bodies: { create: 'createLicenseRecordDetails', update: 'updateLicenseRecordDetails' },
  nameField: 'displayName',
  createParams: ['productLicenseId'],
  workRequestPath,
  deleteText: {
    title: 'licenses:records.deleteQuestion',
    body: 'licenses:records.deleteConsequence',
    summary: 'licenses:summaries.deleteLicenseRecord',
  },
  // Its product license's page, whose records it leaves.
  pageAfterDelete: (record) => {
    const productLicenseId = valueAt(record, 'productLicenseId');
    return typeof productLicenseId === 'string' && productLicenseId !== ''
      ? licensePaths.productLicense(productLicenseId)
      : null;
  },
  form: {
    messages: MESSAGES,
    // The record's product goes with it, on create and on update.
    scopeAs: { productId: 'productLicenseId' },
    fields: [
      NAME,
      {
        id: 'isUnlimited',
        path: 'isUnlimited',
        label: 'licenses:form.isUnlimited',
        kind: 'checkbox',
        defaultValue: 'false',
      },
      {
        id: 'licenseCount',
        path: 'licenseCount',
        label: 'licenses:form.licenseCount',
        kind: 'integer',
        min: 1,
        required: true,
        defaultValue: '1',
        when: { field: 'isUnlimited', is: ['false'] },
      },
      {
        id: 'isPerpetual',
        path: 'isPerpetual',
        label: 'licenses:form.isPerpetual',
        kind: 'checkbox',
        defaultValue: 'true',
      },
      {
        id: 'expirationDate',
        path: 'expirationDate',
        label: 'licenses:form.expirationDate',
        kind: 'date',
        required: true,
        when: { field: 'isPerpetual', is: ['false'] },
        messages: { required: 'licenses:form.errors.expirationRequired' },
      },
      { id: 'supportEndDate', path: 'supportEndDate', label: 'licenses:form.supportEndDate', kind: 'date' },
      { ...TAGS, sendEmpty: ['create', 'edit'] },
    ],
  },
};
