/** Data Safe (/20181201): reads by id (document 1 §7). */
import { READ } from './fragments';
import type { OperationSpec } from './types';

export const DATASAFE_OPERATIONS = [
  {
    name: 'getReportDefinition',
    service: 'datasafe',
    method: 'GET',
    path: '/reportDefinitions/{reportDefinitionId}',
    pathParams: ['reportDefinitionId'],
    query: [],
    ...READ,
    semantics: { kind: 'get', resource: 'reportDefinitions' },
  },
  {
    name: 'getSecurityAssessment',
    service: 'datasafe',
    method: 'GET',
    path: '/securityAssessments/{securityAssessmentId}',
    pathParams: ['securityAssessmentId'],
    query: [],
    ...READ,
    semantics: { kind: 'get', resource: 'securityAssessments' },
  },
  {
    name: 'getUserAssessment',
    service: 'datasafe',
    method: 'GET',
    path: '/userAssessments/{userAssessmentId}',
    pathParams: ['userAssessmentId'],
    query: [],
    ...READ,
    semantics: { kind: 'get', resource: 'userAssessments' },
  },
] as const satisfies readonly OperationSpec[];
