import { SORT_ORDERS } from '../../../../../src/oci/enums';
import {
  LOG_PERIODS,
  LOG_SORT_FIELDS,
  LOG_TYPES,
} from '../../../../../src/app/features/logging/logSearchParams';
import { checkNamespace } from '../details/featureLocales';

checkNamespace('logging', 'logging', [
  ...LOG_TYPES.map((type) => `logTypes.${type}`),
  ...LOG_SORT_FIELDS.map((field) => `sortFields.${field}`),
  ...SORT_ORDERS.map((order) => `sortOrders.${order}`),
  ...Object.keys(LOG_PERIODS).map((period) => `periods.${period}`),
]);
