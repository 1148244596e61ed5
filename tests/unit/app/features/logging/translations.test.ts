import { SORT_ORDERS } from '../../../../../src/oci/enums';
import { LOG_PERIODS, LOG_TYPES } from '../../../../../src/app/features/logging/logSearchParams';
import { checkNamespace } from '../details/featureLocales';

checkNamespace('logging', 'logging', [
  ...LOG_TYPES.map((type) => `logTypes.${type}`),
  ...SORT_ORDERS.map((order) => `sortOrders.${order}`),
  ...Object.keys(LOG_PERIODS).map((period) => `periods.${period}`),
]);
