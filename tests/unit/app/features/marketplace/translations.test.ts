import {
  ARCHITECTURE_TYPES,
  LISTING_TYPES,
  PACKAGE_TYPES,
  PRICING_TYPES,
} from '../../../../../src/oci/enums';
import { checkNamespace } from '../details/featureLocales';

checkNamespace('marketplace', 'marketplace', [
  ...LISTING_TYPES.map((value) => `listingTypes.${value}`),
  ...PRICING_TYPES.map((value) => `pricingTypes.${value}`),
  ...PACKAGE_TYPES.map((value) => `packageTypes.${value}`),
  ...ARCHITECTURE_TYPES.map((value) => `architectures.${value}`),
  ...['listingType', 'pricing', 'packageType', 'architecture'].map((filter) => `form.${filter}`),
  'form.errors.queryRequired',
  ...[
    'title',
    'back',
    'publisher',
    'tagline',
    'shortDescription',
    'operatingSystems',
    'id',
    'failed',
    'notFound',
    'notFoundHelp',
  ].map((key) => `listing.${key}`),
]);
