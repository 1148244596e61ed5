/**
 * DevOps (/20210630) service logging configurations (under the chosen `/serviceLoggingConfigs`
 * prefix) and work requests: every call's request, from document 1 §7.
 */
import {
  CREATE_HEADERS,
  DELETE_HEADERS,
  describeRequests,
  READ_HEADERS,
  readById,
  UPDATE_HEADERS,
} from './requestTable';

describeRequests('DevOps (/20210630) logging configurations and work requests', [
  readById(
    'getServiceLoggingConfig',
    'logId',
    'ocid1.log.oc1..l',
    'GET http://emu.test/devops/us-ashburn-1/20210630/serviceLoggingConfigs/ocid1.log.oc1..l',
  ),
  {
    op: 'createServiceLoggingConfig',
    params: { serviceLoggingConfigDetails: { logId: 'ocid1.log.oc1..l', category: 'all' } },
    request: 'POST http://emu.test/devops/us-ashburn-1/20210630/serviceLoggingConfigs',
    headers: CREATE_HEADERS,
    body: '{"logId":"ocid1.log.oc1..l","category":"all"}',
    required: ['serviceLoggingConfigDetails'],
  },
  {
    op: 'updateServiceLoggingConfig',
    params: { serviceLoggingConfigDetails: { logId: 'ocid1.log.oc1..l', category: 'build' }, ifMatch: 'E1' },
    request: 'PUT http://emu.test/devops/us-ashburn-1/20210630/serviceLoggingConfigs',
    headers: UPDATE_HEADERS,
    body: '{"logId":"ocid1.log.oc1..l","category":"build"}',
    required: ['serviceLoggingConfigDetails'],
  },
  {
    op: 'deleteServiceLoggingConfig',
    params: {
      logId: 'ocid1.log.oc1..l',
      tenancyId: 'ocid1.tenancy.oc1..t',
      resource: 'ocid1.devopsproject.oc1..p',
      category: 'all',
      ifMatch: 'E1',
    },
    request:
      'DELETE http://emu.test/devops/us-ashburn-1/20210630/serviceLoggingConfigs/ocid1.log.oc1..l' +
      '?tenancyId=ocid1.tenancy.oc1..t&resource=ocid1.devopsproject.oc1..p&category=all',
    headers: DELETE_HEADERS,
    required: ['logId'],
  },
  readById(
    'getWorkRequest',
    'workRequestId',
    'ocid1.workrequest.oc1..w',
    'GET http://emu.test/devops/us-ashburn-1/20210630/workRequests/ocid1.workrequest.oc1..w',
  ),
  {
    op: 'listWorkRequestErrors',
    params: { workRequestId: 'ocid1.workrequest.oc1..w', page: '2', limit: 100 },
    request:
      'GET http://emu.test/devops/us-ashburn-1/20210630/workRequests/ocid1.workrequest.oc1..w/errors?page=2&limit=100',
    headers: READ_HEADERS,
    required: ['workRequestId'],
  },
  {
    op: 'listWorkRequestLogs',
    params: {
      workRequestId: 'ocid1.workrequest.oc1..w',
      page: '2',
      limit: 100,
      sortOrder: 'ASC',
      sortBy: 'timestamp',
    },
    request:
      'GET http://emu.test/devops/us-ashburn-1/20210630/workRequests/ocid1.workrequest.oc1..w/logs' +
      '?page=2&limit=100&sortOrder=ASC&sortBy=timestamp',
    headers: READ_HEADERS,
    required: ['workRequestId'],
  },
  {
    op: 'listWorkRequests',
    params: {
      compartmentId: 'ocid1.compartment.oc1..a',
      workRequestId: 'ocid1.workrequest.oc1..w',
      status: 'IN_PROGRESS',
      resourceId: 'ocid1.devopsproject.oc1..p',
      page: 'p',
      limit: 10,
      sortOrder: 'DESC',
      sortBy: 'timeAccepted',
    },
    request:
      'GET http://emu.test/devops/us-ashburn-1/20210630/workRequests?compartmentId=ocid1.compartment.oc1..a' +
      '&workRequestId=ocid1.workrequest.oc1..w&status=IN_PROGRESS&resourceId=ocid1.devopsproject.oc1..p&page=p' +
      '&limit=10&sortOrder=DESC&sortBy=timeAccepted',
    headers: READ_HEADERS,
    required: ['compartmentId'],
  },
]);
