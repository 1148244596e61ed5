/**
 * API gateway, artifacts, marketplace, Data Safe, database, functions, object storage,
 * notifications, logging, resource query, VMware, firewall and web acceleration: every call's
 * request, written out from document 1 §7.
 */
import { describeRequests, READ_HEADERS, readById, SEARCH_HEADERS } from './requestTable';

describeRequests('requests of the other services', [
  readById(
    'getSdk',
    'sdkId',
    'ocid1.apigatewaysdk.oc1..s',
    'GET http://emu.test/apigateway/us-ashburn-1/20190501/sdks/ocid1.apigatewaysdk.oc1..s',
  ),
  readById(
    'getApiDeployment',
    'deploymentId',
    'ocid1.apideployment.oc1..d',
    'GET http://emu.test/apigateway/us-ashburn-1/20190501/deployments/ocid1.apideployment.oc1..d',
  ),
  readById(
    'getContainerImage',
    'imageId',
    'ocid1.containerimage.oc1..i',
    'GET http://emu.test/artifacts/us-ashburn-1/20160918/container/images/ocid1.containerimage.oc1..i',
  ),
  {
    op: 'searchListings',
    params: { searchListingsDetails: { type: 'FreeText', text: 'oracle linux' }, page: '2', limit: 30 },
    request: 'POST http://emu.test/marketplace/us-ashburn-1/20181001/searchListings?page=2&limit=30',
    headers: SEARCH_HEADERS,
    body: '{"type":"FreeText","text":"oracle linux"}',
    required: ['searchListingsDetails'],
  },
  readById(
    'getReportDefinition',
    'reportDefinitionId',
    'ocid1.datasafereportdefinition.oc1..r',
    'GET http://emu.test/datasafe/us-ashburn-1/20181201/reportDefinitions/ocid1.datasafereportdefinition.oc1..r',
  ),
  readById(
    'getSecurityAssessment',
    'securityAssessmentId',
    'ocid1.datasafesecurityassessment.oc1..s',
    'GET http://emu.test/datasafe/us-ashburn-1/20181201/securityAssessments/ocid1.datasafesecurityassessment.oc1..s',
  ),
  readById(
    'getUserAssessment',
    'userAssessmentId',
    'ocid1.datasafeuserassessment.oc1..u',
    'GET http://emu.test/datasafe/us-ashburn-1/20181201/userAssessments/ocid1.datasafeuserassessment.oc1..u',
  ),
  readById(
    'getAutonomousContainerDatabase',
    'autonomousContainerDatabaseId',
    'ocid1.autonomouscontainerdatabase.oc1..c',
    'GET http://emu.test/database/us-ashburn-1/20160918/autonomousContainerDatabases/ocid1.autonomouscontainerdatabase.oc1..c',
  ),
  readById(
    'getAutonomousDatabase',
    'autonomousDatabaseId',
    'ocid1.autonomousdatabase.oc1..a',
    'GET http://emu.test/database/us-ashburn-1/20160918/autonomousDatabases/ocid1.autonomousdatabase.oc1..a',
  ),
  readById(
    'getDatabase',
    'databaseId',
    'ocid1.database.oc1..d',
    'GET http://emu.test/database/us-ashburn-1/20160918/databases/ocid1.database.oc1..d',
  ),
  readById(
    'getDbHome',
    'dbHomeId',
    'ocid1.dbhome.oc1..h',
    'GET http://emu.test/database/us-ashburn-1/20160918/dbHomes/ocid1.dbhome.oc1..h',
  ),
  readById(
    'getFunction',
    'functionId',
    'ocid1.fnfunc.oc1..f',
    'GET http://emu.test/functions/us-ashburn-1/20181201/functions/ocid1.fnfunc.oc1..f',
  ),
  {
    op: 'getNamespace',
    params: { compartmentId: 'ocid1.compartment.oc1..a', opcClientRequestId: 'client-1' },
    request: 'GET http://emu.test/objectstorage/us-ashburn-1/n/?compartmentId=ocid1.compartment.oc1..a',
    headers: { accept: 'application/json', 'opc-client-request-id': 'client-1' },
    required: [],
  },
  readById(
    'getSubscription',
    'subscriptionId',
    'ocid1.onssubscription.oc1..s',
    'GET http://emu.test/notification/us-ashburn-1/20181201/subscriptions/ocid1.onssubscription.oc1..s',
  ),
  {
    op: 'searchLogs',
    params: {
      compartmentId: 'ocid1.compartment.oc1..a',
      logId: 'ocid1.log.oc1..l',
      logType: 'SERVICE',
      sourceService: 'devops',
      sourceResource: 'ocid1.devopsproject.oc1..p',
      page: '2',
      limit: 100,
      sortBy: 'datetime',
      sortOrder: 'DESC',
    },
    request:
      'GET http://emu.test/logging/us-ashburn-1/20200531/searchLogs?compartmentId=ocid1.compartment.oc1..a' +
      '&logId=ocid1.log.oc1..l&logType=SERVICE&sourceService=devops&sourceResource=ocid1.devopsproject.oc1..p' +
      '&page=2&limit=100&sortBy=datetime&sortOrder=DESC',
    headers: READ_HEADERS,
    required: [],
  },
  readById(
    'getResourceType',
    'name',
    'Instance',
    'GET http://emu.test/query/us-ashburn-1/20180409/resourceTypes/Instance',
  ),
  {
    op: 'listResourceTypes',
    params: { limit: 100, page: 'p2' },
    request: 'GET http://emu.test/query/us-ashburn-1/20180409/resourceTypes?limit=100&page=p2',
    headers: READ_HEADERS,
    required: [],
  },
  {
    op: 'searchResources',
    params: {
      searchDetails: {
        type: 'Structured',
        query: "query instance resources where lifecycleState = 'RUNNING'",
      },
      limit: 1000,
      page: 'p2',
      tenantId: 'ocid1.tenancy.oc1..t',
    },
    request:
      'POST http://emu.test/query/us-ashburn-1/20180409/resources?limit=1000&page=p2&tenantId=ocid1.tenancy.oc1..t',
    headers: SEARCH_HEADERS,
    body: '{"type":"Structured","query":"query instance resources where lifecycleState = \'RUNNING\'"}',
    required: ['searchDetails'],
  },
  readById(
    'getEsxiHost',
    'esxiHostId',
    'ocid1.esxihost.oc1..e',
    'GET http://emu.test/ocvps/us-ashburn-1/20200501/esxiHosts/ocid1.esxihost.oc1..e',
  ),
  readById(
    'getWebAppFirewall',
    'webAppFirewallId',
    'ocid1.webappfirewall.oc1..w',
    'GET http://emu.test/waf/us-ashburn-1/20210930/webAppFirewalls/ocid1.webappfirewall.oc1..w',
  ),
  readById(
    'getWebAppAcceleration',
    'webAppAccelerationId',
    'ocid1.webappacceleration.oc1..w',
    'GET http://emu.test/waa/us-ashburn-1/20211230/webAppAccelerations/ocid1.webappacceleration.oc1..w',
  ),
]);
