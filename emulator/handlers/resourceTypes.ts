/**
 * The searchable resource types (GET /resourceTypes, a bare array, paged; GET
 * /resourceTypes/{name}, any case): every type of the console's catalogue, with the fields a
 * structured query can use on it.
 */
import { RESOURCE_TYPES, resourceType } from '../../src/oci/resource-types';
import { pageOf } from '../paging';
import { notFound, type Reply } from '../reply';
import { json, type HandlerContext } from './handlerContext';

const TAG_PROPERTIES = [
  { fieldName: 'key', fieldType: 'STRING' },
  { fieldName: 'value', fieldType: 'STRING' },
];

const COMMON_FIELDS = [
  { fieldName: 'identifier', fieldType: 'IDENTIFIER' },
  { fieldName: 'displayName', fieldType: 'STRING' },
  { fieldName: 'compartmentId', fieldType: 'IDENTIFIER' },
  { fieldName: 'lifecycleState', fieldType: 'STRING' },
  { fieldName: 'timeCreated', fieldType: 'DATETIME' },
  { fieldName: 'availabilityDomain', fieldType: 'STRING' },
  { fieldName: 'freeformTags', fieldType: 'OBJECT', isArray: true, objectProperties: TAG_PROPERTIES },
  {
    fieldName: 'definedTags',
    fieldType: 'OBJECT',
    isArray: true,
    objectProperties: [{ fieldName: 'namespace', fieldType: 'STRING' }, ...TAG_PROPERTIES],
  },
];

function describe(name: string): Record<string, unknown> {
  return { name, fields: COMMON_FIELDS };
}

export function listResourceTypes(ctx: HandlerContext): Reply {
  const page = pageOf(
    RESOURCE_TYPES.map((t) => describe(t.name)),
    ctx.input,
  );
  return json(200, page.items, page.headers);
}

export function getResourceType(ctx: HandlerContext): Reply {
  const type = resourceType(ctx.input.path('name'));
  if (type === undefined) throw notFound('resource type');
  return json(200, describe(type.name));
}
