/** Database (/20160918): reads by id (document 1 §7). */
import { READ } from './fragments';
import type { OperationSpec } from './types';

export const DATABASE_OPERATIONS = [
  {
    name: 'getAutonomousContainerDatabase',
    service: 'database',
    method: 'GET',
    path: '/autonomousContainerDatabases/{autonomousContainerDatabaseId}',
    pathParams: ['autonomousContainerDatabaseId'],
    query: [],
    ...READ,
    semantics: { kind: 'get', resource: 'autonomousContainerDatabases' },
  },
  {
    name: 'getAutonomousDatabase',
    service: 'database',
    method: 'GET',
    path: '/autonomousDatabases/{autonomousDatabaseId}',
    pathParams: ['autonomousDatabaseId'],
    query: [],
    ...READ,
    semantics: { kind: 'get', resource: 'autonomousDatabases' },
  },
  {
    name: 'getDatabase',
    service: 'database',
    method: 'GET',
    path: '/databases/{databaseId}',
    pathParams: ['databaseId'],
    query: [],
    ...READ,
    semantics: { kind: 'get', resource: 'databases' },
  },
  {
    name: 'getDbHome',
    service: 'database',
    method: 'GET',
    path: '/dbHomes/{dbHomeId}',
    pathParams: ['dbHomeId'],
    query: [],
    ...READ,
    semantics: { kind: 'get', resource: 'dbHomes' },
  },
] as const satisfies readonly OperationSpec[];
