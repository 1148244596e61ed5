/**
 * The form rules behind every DevOps create and edit form: which fields show, what stops a form
 * from being sent, the details body a filled-in form becomes, and the etag an edit or a delete
 * sends as if-match.
 */
import { describe, expect, it } from 'vitest';
import { PROJECT as PROJECT_KIND } from '../../../../src/app/kinds/devops/project';

const PROJECT = PROJECT_KIND.form;
import { validateForm } from '../../../../src/app/kit/formChecks';
import {
  buildDetails,
  deleteRequest,
  formRequest,
  initialValues,
  setPath,
} from '../../../../src/app/kit/formModel';
import { visibleFields, type FormSpec } from '../../../../src/app/kit/formSpec';
import { valueAt } from '../../../../src/app/kit/valueAt';

const OCID = 'ocid1.devopsproject.oc1.iad.amaaaaaaaaexample';

const SPEC: FormSpec = {
  scope: ['projectId'],
  carry: ['kindOf'],
  fixed: [
    { path: 'policy.type', value: 'COUNT_BASED_APPROVAL', when: { field: 'kind', is: ['APPROVAL'] } },
    { path: 'filter.source', from: 'kind', modes: ['create'] },
  ],
  fields: [
    {
      id: 'name',
      path: 'name',
      label: 'devops:field.name',
      kind: 'text',
      required: true,
      pattern: 'projectName',
      maxLength: 10,
    },
    {
      id: 'kind',
      path: 'kindOf',
      label: 'devops:field.type',
      kind: 'select',
      values: ['APPROVAL', 'WAIT'],
      required: true,
      modes: ['create'],
    },
    {
      id: 'count',
      path: 'policy.count',
      label: 'devops:field.approvals',
      kind: 'integer',
      min: 1,
      required: true,
      modes: ['create'],
      when: { field: 'kind', is: ['APPROVAL'] },
    },
    {
      id: 'wait',
      path: 'wait.duration',
      label: 'devops:field.waitDuration',
      kind: 'duration',
      required: true,
      modes: ['create'],
      when: { field: 'kind', is: ['WAIT'] },
    },
    {
      id: 'target',
      path: 'items.0.id',
      label: 'devops:field.predecessor',
      kind: 'ocid',
      required: true,
      modes: ['create'],
    },
    { id: 'targets', path: 'targets', label: 'devops:field.manifest', kind: 'ocidList' },
    {
      id: 'event',
      path: 'filter.events',
      label: 'devops:field.event',
      kind: 'select',
      values: ['PUSH'],
      array: true,
    },
    {
      id: 'content',
      path: 'source.content',
      label: 'devops:field.content',
      kind: 'textarea',
      encode: 'base64',
    },
    { id: 'flag', path: 'flag', label: 'devops:field.passParameters', kind: 'boolean' },
  ],
};

const filled = {
  name: 'web-app',
  kind: 'APPROVAL',
  count: '2',
  wait: '',
  target: OCID,
  targets: '',
  event: '',
  content: '',
  flag: '',
};

describe('visibleFields', () => {
  it('shows the fields of the chosen type, and only in their mode', () => {
    expect(visibleFields(SPEC, 'create', filled).map((f) => f.id)).toEqual([
      'name',
      'kind',
      'count',
      'target',
      'targets',
      'event',
      'content',
      'flag',
    ]);
    expect(visibleFields(SPEC, 'create', { ...filled, kind: 'WAIT' }).map((f) => f.id)).toContain('wait');
    expect(visibleFields(SPEC, 'edit', filled).map((f) => f.id)).toEqual([
      'name',
      'targets',
      'event',
      'content',
      'flag',
    ]);
  });

  it('hides a field whose condition names a field that is itself hidden', () => {
    const spec: FormSpec = {
      fields: [
        { id: 'type', path: 't', label: 'devops:field.type', kind: 'select', values: ['BUILD', 'WAIT'] },
        {
          id: 'source',
          path: 's',
          label: 'devops:field.sourceType',
          kind: 'select',
          values: ['GITHUB'],
          when: { field: 'type', is: ['BUILD'] },
        },
        {
          id: 'connection',
          path: 'c',
          label: 'devops:field.connection',
          kind: 'ocid',
          when: { field: 'source', is: ['GITHUB'] },
        },
      ],
    };
    const values = { type: 'WAIT', source: 'GITHUB', connection: '' };
    expect(visibleFields(spec, 'create', values).map((f) => f.id)).toEqual(['type']);
    expect(visibleFields(spec, 'create', { ...values, type: 'BUILD' }).map((f) => f.id)).toEqual([
      'type',
      'source',
      'connection',
    ]);
  });
});

describe('validateForm', () => {
  it('passes a complete form', () => {
    expect(validateForm(SPEC, 'create', filled)).toEqual({});
  });

  it('asks for required fields, blank or whitespace only, of the visible fields only', () => {
    expect(validateForm(SPEC, 'create', { ...filled, name: '  ', target: '' })).toEqual({
      name: 'required',
      target: 'required',
    });
    // The wait duration is required, but hidden for an approval stage.
    expect(validateForm(SPEC, 'create', { ...filled, wait: '' })).toEqual({});
  });

  it('checks enumerations, OCIDs, names, lengths, integers and durations', () => {
    expect(
      validateForm(SPEC, 'create', {
        ...filled,
        name: '9lives',
        kind: 'SOMETHING',
        target: 'not-an-ocid',
        targets: `${OCID}, ocid2.bad`,
        flag: 'maybe',
      }),
    ).toEqual({ name: 'projectName', kind: 'enum', target: 'ocid', targets: 'ocid', flag: 'enum' });
    expect(validateForm(SPEC, 'create', { ...filled, name: 'a-very-long-name' })).toEqual({
      name: 'tooLong',
    });
    expect(validateForm(SPEC, 'create', { ...filled, count: '1.5' })).toEqual({ count: 'integer' });
    expect(validateForm(SPEC, 'create', { ...filled, count: '0' })).toEqual({ count: 'min' });
    const wait = { ...filled, kind: 'WAIT', wait: '5 minutes' };
    expect(validateForm(SPEC, 'create', wait)).toEqual({ wait: 'duration' });
    expect(validateForm(SPEC, 'create', { ...wait, wait: 'PT1H30M' })).toEqual({});
    expect(validateForm(SPEC, 'create', { ...wait, wait: 'PT' })).toEqual({ wait: 'duration' });
  });

  it('accepts OCIDs of global resources (no region) and lists separated by commas or spaces', () => {
    const compartment = 'ocid1.compartment.oc1..aaaaaaaexample';
    expect(
      validateForm(SPEC, 'create', { ...filled, target: compartment, targets: `${OCID} ${compartment}` }),
    ).toEqual({});
  });
});

describe('buildDetails', () => {
  it('puts each value at its path, the scope into a create, and the fixed values where they apply', () => {
    const body = buildDetails(
      SPEC,
      'create',
      { ...filled, targets: `${OCID},${OCID}`, event: 'PUSH', content: 'kind: Pod\n', flag: 'false' },
      { projectId: 'p1', buildPipelineId: 'not-in-scope' },
    );
    expect(body).toEqual({
      projectId: 'p1',
      name: 'web-app',
      kindOf: 'APPROVAL',
      policy: { count: 2, type: 'COUNT_BASED_APPROVAL' },
      items: [{ id: OCID }],
      targets: [OCID, OCID],
      filter: { events: ['PUSH'], source: 'APPROVAL' },
      source: { content: Buffer.from('kind: Pod\n').toString('base64') },
      flag: false,
    });
  });

  it('leaves out blank values and the hidden type fields', () => {
    const body = buildDetails(SPEC, 'create', { ...filled, kind: 'WAIT', count: '3', wait: 'PT5M' }, {});
    expect(body).toEqual({
      name: 'web-app',
      kindOf: 'WAIT',
      wait: { duration: 'PT5M' },
      items: [{ id: OCID }],
      filter: { source: 'WAIT' },
    });
  });

  it('carries the type an update must name from the resource, and sends no scope', () => {
    const resource = { id: 'r1', kindOf: 'APPROVAL', name: 'web-app' };
    expect(buildDetails(SPEC, 'edit', { name: 'web-app-2' }, { projectId: 'p1' }, resource)).toEqual({
      kindOf: 'APPROVAL',
      name: 'web-app-2',
    });
  });

  it('encodes text as UTF-8 base64', () => {
    const body = buildDetails(SPEC, 'create', { ...filled, content: 'é ü ✓' });
    expect(Buffer.from(String(valueAt(body, 'source.content')), 'base64').toString('utf8')).toBe('é ü ✓');
  });
});

describe('initialValues', () => {
  it('starts a create from the defaults', () => {
    const spec: FormSpec = {
      fields: [
        {
          id: 'type',
          path: 't',
          label: 'devops:field.type',
          kind: 'select',
          values: ['A'],
          defaultValue: 'A',
        },
        { id: 'name', path: 'n', label: 'devops:field.name', kind: 'text' },
      ],
    };
    expect(initialValues(spec, 'create')).toEqual({ type: 'A', name: '' });
    // What the page already knows comes before a default; what it does not know keeps it.
    expect(initialValues(spec, 'create', { n: 'from-the-address' })).toEqual({
      type: 'A',
      name: 'from-the-address',
    });
    expect(initialValues(spec, 'create', { t: '' })).toEqual({ type: 'A', name: '' });
  });

  it('starts an edit from the resource: text, numbers, flags, lists and decoded content', () => {
    const resource = {
      name: 'web',
      targets: ['a', 'b'],
      flag: true,
      source: { content: Buffer.from('hello').toString('base64') },
    };
    expect(initialValues(SPEC, 'edit', resource)).toEqual({
      name: 'web',
      targets: 'a, b',
      event: '',
      content: 'hello',
      flag: 'true',
    });
  });
});

describe('paths', () => {
  it('makes arrays for numeric segments and objects otherwise', () => {
    const target: Record<string, unknown> = {};
    setPath(target, 'a.items.0.id', 'x');
    setPath(target, 'a.items.0.name', 'y');
    setPath(target, 'a.b', 1);
    expect(target).toEqual({ a: { items: [{ id: 'x', name: 'y' }], b: 1 } });
    expect(valueAt(target, 'a.items.0.name')).toBe('y');
    expect(valueAt(target, 'a.missing.deeper')).toBeUndefined();
  });
});

describe('the changes a kind sends with the etag of the copy the user saw', () => {
  it('deletes any kind that declares a delete by its id, with if-match', () => {
    expect(deleteRequest(PROJECT, { id: OCID, name: 'web' }, 'E1')).toEqual({
      operation: 'deleteProject',
      params: { projectId: OCID },
      resourceId: OCID,
      ifMatch: 'E1',
    });
    // Read without an etag (a kept copy from before etags), it is sent without one.
    expect(deleteRequest(PROJECT, { id: OCID })?.ifMatch).toBeUndefined();
    const { operations, ...withoutDelete } = PROJECT;
    expect(
      deleteRequest({ ...withoutDelete, operations: { ...operations, delete: undefined } }, { id: OCID }),
    ).toBeUndefined();
  });

  it('sends an edit with if-match, a create without', () => {
    const edit = formRequest(PROJECT, 'edit', { topicId: OCID, description: 'd' }, {}, { id: OCID }, 'E2');
    expect(edit).toMatchObject({ operation: 'updateProject', resourceId: OCID, ifMatch: 'E2' });
    expect(edit?.params['projectId']).toBe(OCID);
    const create = formRequest(
      PROJECT,
      'create',
      { name: 'web', topicId: OCID },
      { compartmentId: 'c' },
      undefined,
      'E3',
    );
    expect(create?.operation).toBe('createProject');
    expect(create?.ifMatch).toBeUndefined();
  });
});
