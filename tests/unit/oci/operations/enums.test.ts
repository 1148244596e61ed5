/** The enumerations of document 1 §3. */
import { describe, expect, it } from 'vitest';
import {
  ARCHITECTURE_TYPES,
  ASSESSMENT_LIFECYCLE_STATES,
  BACKEND_TYPES,
  DEVOPS_ACTION_TYPES,
  DEVOPS_OPERATION_STATUSES,
  DEVOPS_OPERATION_TYPES,
  isEnumValue,
  LICENSE_LIFECYCLE_STATES,
  LICENSE_STATUSES,
  LICENSE_UNITS,
  LISTING_TYPES,
  LOG_LIFECYCLE_STATES,
  MATCHING_CONTEXT_TYPES,
  PACKAGE_TYPES,
  PRICING_TYPES,
  PRODUCT_CATEGORIES,
  REPORT_DEFINITION_DATA_SOURCES,
  REPORT_DEFINITION_LIFECYCLE_STATES,
  REPORT_LIFECYCLE_STATES,
  RESOURCE_UNITS,
  SEARCH_DETAILS_TYPES,
  SERVICE_LIST,
  SORT_ORDERS,
  VIRTUAL_CIRCUIT_IP_MTUS,
  VMWARE_LIFECYCLE_STATES,
  VMWARE_SKUS,
  type DevOpsOperationType,
} from '../../../../src/oci/enums';

describe('enumerations', () => {
  it.each([
    [ARCHITECTURE_TYPES, ['X86', 'ARM']],
    [LISTING_TYPES, ['COMMUNITY', 'PARTNER', 'PRIVATE']],
    [MATCHING_CONTEXT_TYPES, ['NONE', 'HIGHLIGHTS']],
    [PACKAGE_TYPES, ['ORCHESTRATION', 'IMAGE']],
    [PRICING_TYPES, ['FREE', 'BYOL', 'PAYGO']],
    [SEARCH_DETAILS_TYPES, ['FreeText', 'Structured']],
    [VIRTUAL_CIRCUIT_IP_MTUS, ['MTU_1500', 'MTU_9000']],
    [REPORT_DEFINITION_DATA_SOURCES, ['EVENTS', 'ALERTS']],
    [REPORT_DEFINITION_LIFECYCLE_STATES, ['CREATING', 'UPDATING', 'ACTIVE', 'DELETING', 'DELETED']],
    [REPORT_LIFECYCLE_STATES, ['UPDATING', 'ACTIVE']],
    [ASSESSMENT_LIFECYCLE_STATES, ['CREATING', 'SUCCEEDED', 'UPDATING', 'DELETING', 'FAILED']],
    [SERVICE_LIST, ['DataSafe']],
    [DEVOPS_ACTION_TYPES, ['CREATED', 'UPDATED', 'DELETED', 'IN_PROGRESS', 'RELATED', 'FAILED']],
    [DEVOPS_OPERATION_STATUSES, ['ACCEPTED', 'IN_PROGRESS', 'FAILED', 'SUCCEEDED', 'CANCELING', 'CANCELED']],
    [SORT_ORDERS, ['ASC', 'DESC']],
    [LICENSE_UNITS, ['OCPU', 'NAMED_USER_PLUS', 'PROCESSORS']],
    [LICENSE_LIFECYCLE_STATES, ['ACTIVE', 'INACTIVE', 'DELETED']],
    [PRODUCT_CATEGORIES, ['BASE', 'OPTION']],
    [RESOURCE_UNITS, ['OCPU']],
    [LICENSE_STATUSES, ['INCOMPLETE', 'ISSUES_FOUND', 'WARNING', 'OK']],
    [LOG_LIFECYCLE_STATES, ['CREATING', 'ACTIVE', 'UPDATING', 'INACTIVE', 'DELETING', 'FAILED']],
    [VMWARE_LIFECYCLE_STATES, ['CREATING', 'UPDATING', 'ACTIVE', 'DELETING', 'DELETED', 'FAILED']],
    [VMWARE_SKUS, ['HOUR', 'MONTH', 'ONE_YEAR', 'THREE_YEARS']],
    [BACKEND_TYPES, ['LOAD_BALANCER']],
  ])('%j', (values, expected) => {
    expect(values).toEqual(expected);
  });

  it('has the 39 DevOps operation types', () => {
    const resources = [
      'PROJECT',
      'DEPLOY_PIPELINE',
      'DEPLOY_STAGE',
      'DEPLOY_ARTIFACT',
      'DEPLOY_ENVIRONMENT',
      'DEPLOYMENT',
      'BUILD_PIPELINE',
      'BUILD_PIPELINE_STAGE',
      'CONNECTION',
      'TRIGGER',
      'REPOSITORY',
      'SERVICE_LOGGING_CONFIG',
    ];
    const expected = [
      ...resources.flatMap((resource) => [`CREATE_${resource}`, `UPDATE_${resource}`, `DELETE_${resource}`]),
      'MOVE_PROJECT',
      'EXECUTE_TRIGGER',
      'MIRROR_REPOSITORY',
    ];
    expect(DEVOPS_OPERATION_TYPES).toHaveLength(39);
    expect([...DEVOPS_OPERATION_TYPES].sort()).toEqual(expected.sort());
  });

  it('narrows a value to an enumeration', () => {
    const value: unknown = 'MOVE_PROJECT';
    expect(isEnumValue(DEVOPS_OPERATION_TYPES, value)).toBe(true);
    if (isEnumValue(DEVOPS_OPERATION_TYPES, value)) {
      const typed: DevOpsOperationType = value;
      expect(typed).toBe('MOVE_PROJECT');
    }
    expect(isEnumValue(SORT_ORDERS, 'asc')).toBe(false);
    expect(isEnumValue(SORT_ORDERS, 1)).toBe(false);
  });
});
