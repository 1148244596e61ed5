/**
 * The product license form: what the License Manager API requires of a create
 * (CreateProductLicenseDetails: compartmentId, displayName, licenseUnit, isVendorOracle; a
 * vendor name for a third-party product) and of an update (UpdateProductLicenseDetails: the
 * images, and tags), checked before anything is sent. Pure.
 */
import { isEnumValue, LICENSE_UNITS } from '../../../oci/enums';
import type { LicenseUnit } from '../../../oci/enums';
import { formatTags, parseTags } from './tagText';
import type { KeysUnder, LicensesKey } from '../../i18n/keys';

export interface ProductLicenseDraft {
  readonly compartmentId: string;
  readonly displayName: string;
  readonly licenseUnit: string;
  readonly isVendorOracle: boolean;
  readonly vendorName: string;
  /** One image a line: `<listing OCID> <package version>`. */
  readonly images: string;
  readonly tags: string;
}

/** A field's problem, as the key of its message under `form.errors.` in the licenses namespace. */
/** A form problem's code: the license manager shows it as `form.errors.<code>`. */
export type FormErrorCode = KeysUnder<LicensesKey, 'form.errors'>;

export type DraftErrors<K extends string> = Partial<Record<K, FormErrorCode>>;

export const EMPTY_PRODUCT_LICENSE: ProductLicenseDraft = {
  compartmentId: '',
  displayName: '',
  licenseUnit: '',
  isVendorOracle: true,
  vendorName: '',
  images: '',
  tags: '',
};

const MAX_NAME = 255;

export interface ImageDetails {
  readonly listingId: string;
  readonly packageVersion: string;
}

/** Images from the text, one a line; the numbers of lines that are not two words. */
export function parseImages(text: string): { images: ImageDetails[]; badLines: number[] } {
  const images: ImageDetails[] = [];
  const badLines: number[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const words = line.trim().split(/[\s,]+/).filter((word) => word !== '');
    if (words.length === 0) return;
    const [listingId, packageVersion] = words;
    if (words.length !== 2 || listingId === undefined || packageVersion === undefined) badLines.push(index + 1);
    else images.push({ listingId, packageVersion });
  });
  return { images, badLines };
}

export function formatImages(images: unknown): string {
  if (!Array.isArray(images)) return '';
  return images
    .map((image: unknown) => {
      const record = (typeof image === 'object' && image !== null ? image : {}) as Record<string, unknown>;
      return `${String(record['listingId'] ?? '')} ${String(record['packageVersion'] ?? '')}`.trim();
    })
    .filter((line) => line !== '')
    .join('\n');
}

export function validateProductLicense(
  draft: ProductLicenseDraft,
  mode: 'create' | 'edit',
): DraftErrors<keyof ProductLicenseDraft> {
  const errors: DraftErrors<keyof ProductLicenseDraft> = {};
  if (mode === 'create') {
    if (draft.compartmentId === '') errors.compartmentId = 'required';
    const name = draft.displayName.trim();
    if (name === '') errors.displayName = 'required';
    else if (name.length > MAX_NAME) errors.displayName = 'tooLong';
    if (!isEnumValue(LICENSE_UNITS, draft.licenseUnit)) errors.licenseUnit = 'required';
    if (!draft.isVendorOracle && draft.vendorName.trim() === '') errors.vendorName = 'vendorRequired';
  }
  if (parseImages(draft.images).badLines.length > 0) errors.images = 'imageLines';
  if (parseTags(draft.tags).badLines.length > 0) errors.tags = 'tagLines';
  return errors;
}

/** The createProductLicenseDetails body of a valid draft. */
export function createProductLicenseDetails(draft: ProductLicenseDraft): Record<string, unknown> {
  const images = parseImages(draft.images).images;
  const tags = parseTags(draft.tags).tags;
  return {
    compartmentId: draft.compartmentId,
    displayName: draft.displayName.trim(),
    licenseUnit: draft.licenseUnit as LicenseUnit,
    isVendorOracle: draft.isVendorOracle,
    ...(draft.isVendorOracle ? {} : { vendorName: draft.vendorName.trim() }),
    ...(images.length > 0 ? { images } : {}),
    ...(Object.keys(tags).length > 0 ? { freeformTags: tags } : {}),
  };
}

/** The updateProductLicenseDetails body: the images (required, possibly none) and the tags. */
export function updateProductLicenseDetails(draft: ProductLicenseDraft): Record<string, unknown> {
  return { images: parseImages(draft.images).images, freeformTags: parseTags(draft.tags).tags };
}

/** A draft of an existing product license, for its edit form. */
export function productLicenseDraft(license: Readonly<Record<string, unknown>>): ProductLicenseDraft {
  const text = (key: string) => (typeof license[key] === 'string' ? (license[key] as string) : '');
  return {
    compartmentId: text('compartmentId'),
    displayName: text('displayName'),
    licenseUnit: text('licenseUnit'),
    isVendorOracle: license['isVendorOracle'] !== false,
    vendorName: text('vendorName'),
    images: formatImages(license['images']),
    tags: formatTags(license['freeformTags']),
  };
}
