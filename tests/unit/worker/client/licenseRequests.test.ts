/** License manager (/20220430): every call's request, written out from document 1 §7. */
import {
  CREATE_HEADERS,
  DELETE_HEADERS,
  describeRequests,
  READ_HEADERS,
  readById,
  UPDATE_HEADERS,
} from './requestTable';

const PRODUCT = 'ocid1.productlicense.oc1..p';
const COMPARTMENT = 'ocid1.compartment.oc1..a';

describeRequests('license manager requests', [
  {
    op: 'bulkUploadLicenseRecords',
    params: {
      bulkUploadLicenseRecordsDetails: {
        compartmentId: COMPARTMENT,
        fileName: 'licenses.xlsx',
        fileContent: 'UEsDBA==',
      },
    },
    request: 'POST http://emu.test/licensemanager/us-ashburn-1/20220430/licenses/actions/bulkUpload',
    headers: CREATE_HEADERS,
    body: '{"compartmentId":"ocid1.compartment.oc1..a","fileName":"licenses.xlsx","fileContent":"UEsDBA=="}',
    required: ['bulkUploadLicenseRecordsDetails'],
  },
  {
    op: 'getBulkUploadTemplate',
    params: {},
    request: 'GET http://emu.test/licensemanager/us-ashburn-1/20220430/licenses/actions/bulkUploadTemplate',
    headers: READ_HEADERS,
    required: [],
  },
  {
    op: 'createLicenseRecord',
    params: {
      productLicenseId: PRODUCT,
      createLicenseRecordDetails: { displayName: 'r1', isPerpetual: true },
    },
    request:
      'POST http://emu.test/licensemanager/us-ashburn-1/20220430/licenseRecords?productLicenseId=ocid1.productlicense.oc1..p',
    headers: CREATE_HEADERS,
    body: '{"displayName":"r1","isPerpetual":true}',
    required: ['createLicenseRecordDetails'],
  },
  readById(
    'getLicenseRecord',
    'licenseRecordId',
    'ocid1.licenserecord.oc1..r',
    'GET http://emu.test/licensemanager/us-ashburn-1/20220430/licenseRecords/ocid1.licenserecord.oc1..r',
  ),
  {
    op: 'updateLicenseRecord',
    params: {
      licenseRecordId: 'ocid1.licenserecord.oc1..r',
      updateLicenseRecordDetails: { displayName: 'r2' },
      ifMatch: 'E1',
    },
    request:
      'PUT http://emu.test/licensemanager/us-ashburn-1/20220430/licenseRecords/ocid1.licenserecord.oc1..r',
    headers: UPDATE_HEADERS,
    body: '{"displayName":"r2"}',
    required: ['licenseRecordId', 'updateLicenseRecordDetails'],
  },
  {
    op: 'deleteLicenseRecord',
    params: { licenseRecordId: 'ocid1.licenserecord.oc1..r', ifMatch: 'E1' },
    request:
      'DELETE http://emu.test/licensemanager/us-ashburn-1/20220430/licenseRecords/ocid1.licenserecord.oc1..r',
    headers: DELETE_HEADERS,
    required: ['licenseRecordId'],
  },
  {
    op: 'listLicenseRecords',
    params: { productLicenseId: PRODUCT, page: '2', limit: 20, sortOrder: 'ASC', sortBy: 'expirationDate' },
    request:
      'GET http://emu.test/licensemanager/us-ashburn-1/20220430/licenseRecords?productLicenseId=ocid1.productlicense.oc1..p' +
      '&page=2&limit=20&sortOrder=ASC&sortBy=expirationDate',
    headers: READ_HEADERS,
    required: ['productLicenseId'],
  },
  {
    op: 'createProductLicense',
    params: { createProductLicenseDetails: { displayName: 'Database EE', licenseUnit: 'OCPU' } },
    request: 'POST http://emu.test/licensemanager/us-ashburn-1/20220430/productLicenses',
    headers: CREATE_HEADERS,
    body: '{"displayName":"Database EE","licenseUnit":"OCPU"}',
    required: ['createProductLicenseDetails'],
  },
  readById(
    'getProductLicense',
    'productLicenseId',
    PRODUCT,
    'GET http://emu.test/licensemanager/us-ashburn-1/20220430/productLicenses/ocid1.productlicense.oc1..p',
  ),
  {
    op: 'updateProductLicense',
    params: { productLicenseId: PRODUCT, updateProductLicenseDetails: { images: [] }, ifMatch: 'E1' },
    request:
      'PUT http://emu.test/licensemanager/us-ashburn-1/20220430/productLicenses/ocid1.productlicense.oc1..p',
    headers: UPDATE_HEADERS,
    body: '{"images":[]}',
    required: ['productLicenseId', 'updateProductLicenseDetails'],
  },
  {
    op: 'deleteProductLicense',
    params: { productLicenseId: PRODUCT, ifMatch: 'E1' },
    request:
      'DELETE http://emu.test/licensemanager/us-ashburn-1/20220430/productLicenses/ocid1.productlicense.oc1..p',
    headers: DELETE_HEADERS,
    required: ['productLicenseId'],
  },
  {
    op: 'listProductLicenses',
    params: {
      compartmentId: COMPARTMENT,
      isCompartmentIdInSubtree: true,
      page: '2',
      limit: 20,
      sortOrder: 'DESC',
      sortBy: 'displayName',
    },
    request:
      'GET http://emu.test/licensemanager/us-ashburn-1/20220430/productLicenses?compartmentId=ocid1.compartment.oc1..a' +
      '&isCompartmentIdInSubtree=true&page=2&limit=20&sortOrder=DESC&sortBy=displayName',
    headers: READ_HEADERS,
    required: ['compartmentId'],
  },
  {
    op: 'listProductLicenseConsumers',
    params: {
      productLicenseId: PRODUCT,
      compartmentId: COMPARTMENT,
      isCompartmentIdInSubtree: false,
      page: '3',
      limit: 7,
      sortOrder: 'ASC',
      sortBy: 'licenseUnitsRequired',
    },
    request:
      'GET http://emu.test/licensemanager/us-ashburn-1/20220430/productLicenseConsumers' +
      '?productLicenseId=ocid1.productlicense.oc1..p&compartmentId=ocid1.compartment.oc1..a' +
      '&isCompartmentIdInSubtree=false&page=3&limit=7&sortOrder=ASC&sortBy=licenseUnitsRequired',
    headers: READ_HEADERS,
    required: ['productLicenseId', 'compartmentId'],
  },
  {
    op: 'listTopUtilizedProductLicenses',
    params: { compartmentId: COMPARTMENT, isCompartmentIdInSubtree: true, limit: 5 },
    request:
      'GET http://emu.test/licensemanager/us-ashburn-1/20220430/topUtilizedProductLicenses' +
      '?compartmentId=ocid1.compartment.oc1..a&isCompartmentIdInSubtree=true&limit=5',
    headers: READ_HEADERS,
    required: [],
  },
  {
    op: 'listTopUtilizedResources',
    params: {
      compartmentId: COMPARTMENT,
      isCompartmentIdInSubtree: true,
      resourceUnitType: 'OCPU',
      limit: 5,
    },
    request:
      'GET http://emu.test/licensemanager/us-ashburn-1/20220430/topUtilizedResources' +
      '?compartmentId=ocid1.compartment.oc1..a&isCompartmentIdInSubtree=true&resourceUnitType=OCPU&limit=5',
    headers: READ_HEADERS,
    required: [],
  },
  {
    op: 'getLicenseMetric',
    params: { compartmentId: COMPARTMENT, isCompartmentIdInSubtree: true },
    request:
      'GET http://emu.test/licensemanager/us-ashburn-1/20220430/licenseMetrics' +
      '?compartmentId=ocid1.compartment.oc1..a&isCompartmentIdInSubtree=true',
    headers: READ_HEADERS,
    required: [],
  },
  {
    op: 'getConfiguration',
    params: { compartmentId: COMPARTMENT },
    request:
      'GET http://emu.test/licensemanager/us-ashburn-1/20220430/configuration?compartmentId=ocid1.compartment.oc1..a',
    headers: READ_HEADERS,
    required: [],
  },
  {
    op: 'updateConfiguration',
    params: {
      compartmentId: COMPARTMENT,
      updateConfigurationDetails: { emailIds: ['a@example.com', 'b@example.com'] },
      ifMatch: 'E1',
    },
    request:
      'PUT http://emu.test/licensemanager/us-ashburn-1/20220430/configuration?compartmentId=ocid1.compartment.oc1..a',
    headers: UPDATE_HEADERS,
    body: '{"emailIds":["a@example.com","b@example.com"]}',
    required: ['updateConfigurationDetails'],
  },
]);
