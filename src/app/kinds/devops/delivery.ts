/**
 * Where and what a deployment deploys: deploy environments (CreateOkeClusterDeployEnvironmentDetails,
 * CreateFunctionDeployEnvironmentDetails) and deploy artifacts (CreateDeployArtifactDetails with an
 * inline, container registry or artifact registry source).
 */
import { CREATE_ONLY, DESCRIPTION, DISPLAY_NAME, inProjectAddress, STATE_COLUMN, typeColumn } from './common';
import { devopsResource } from './devopsResource';

export const DEPLOY_ENVIRONMENT = devopsResource('deployEnvironment', {
  columns: [typeColumn('deployEnvironmentType'), STATE_COLUMN],
  details: [
    { label: 'glossary:type', path: 'deployEnvironmentType', format: 'enum' },
    { label: 'devops:field.cluster', path: 'clusterId', format: 'code' },
    { label: 'devops:field.function', path: 'functionId', format: 'code' },
  ],
  form: {
    scope: ['projectId'],
    carry: ['deployEnvironmentType'],
    fields: [
      DISPLAY_NAME,
      DESCRIPTION,
      {
        id: 'type',
        path: 'deployEnvironmentType',
        label: 'glossary:type',
        kind: 'select',
        values: ['OKE_CLUSTER', 'FUNCTION'],
        required: true,
        modes: CREATE_ONLY,
        defaultValue: 'OKE_CLUSTER',
      },
      {
        id: 'clusterId',
        path: 'clusterId',
        label: 'devops:field.cluster',
        kind: 'ocid',
        required: true,
        modes: CREATE_ONLY,
        when: { field: 'type', is: ['OKE_CLUSTER'] },
      },
      {
        id: 'functionId',
        path: 'functionId',
        label: 'devops:field.function',
        kind: 'ocid',
        required: true,
        modes: CREATE_ONLY,
        when: { field: 'type', is: ['FUNCTION'] },
      },
    ],
  },
  address: inProjectAddress('environments'),
});

export const DEPLOY_ARTIFACT = devopsResource('deployArtifact', {
  columns: [typeColumn('deployArtifactType'), STATE_COLUMN],
  details: [
    { label: 'glossary:type', path: 'deployArtifactType', format: 'enum' },
    { label: 'devops:field.substitution', path: 'argumentSubstitutionMode', format: 'enum' },
    {
      label: 'devops:field.sourceType',
      path: 'deployArtifactSource.deployArtifactSourceType',
      format: 'enum',
    },
    { label: 'devops:field.imageUri', path: 'deployArtifactSource.imageUri', format: 'code' },
  ],
  form: {
    scope: ['projectId'],
    fields: [
      DISPLAY_NAME,
      DESCRIPTION,
      {
        id: 'type',
        path: 'deployArtifactType',
        label: 'glossary:type',
        kind: 'select',
        values: ['KUBERNETES_MANIFEST', 'DOCKER_IMAGE', 'GENERIC_FILE', 'DEPLOYMENT_SPEC', 'JOB_SPEC'],
        required: true,
        modes: CREATE_ONLY,
        defaultValue: 'KUBERNETES_MANIFEST',
      },
      {
        id: 'substitution',
        path: 'argumentSubstitutionMode',
        label: 'devops:field.substitution',
        kind: 'select',
        values: ['NONE', 'SUBSTITUTE_PLACEHOLDERS'],
        required: true,
        defaultValue: 'NONE',
      },
      {
        id: 'sourceType',
        path: 'deployArtifactSource.deployArtifactSourceType',
        label: 'devops:field.sourceType',
        kind: 'select',
        values: ['INLINE', 'OCIR', 'GENERIC_ARTIFACT'],
        required: true,
        modes: CREATE_ONLY,
        defaultValue: 'INLINE',
      },
      {
        id: 'content',
        path: 'deployArtifactSource.base64EncodedContent',
        label: 'devops:field.content',
        kind: 'textarea',
        encode: 'base64',
        required: true,
        modes: CREATE_ONLY,
        when: { field: 'sourceType', is: ['INLINE'] },
      },
      {
        id: 'imageUri',
        path: 'deployArtifactSource.imageUri',
        label: 'devops:field.imageUri',
        kind: 'text',
        required: true,
        modes: CREATE_ONLY,
        when: { field: 'sourceType', is: ['OCIR'] },
      },
      {
        id: 'repositoryId',
        path: 'deployArtifactSource.repositoryId',
        label: 'devops:field.artifactRepository',
        kind: 'ocid',
        required: true,
        modes: CREATE_ONLY,
        when: { field: 'sourceType', is: ['GENERIC_ARTIFACT'] },
      },
      {
        id: 'artifactPath',
        path: 'deployArtifactSource.deployArtifactPath',
        label: 'devops:field.artifactPath',
        kind: 'text',
        required: true,
        modes: CREATE_ONLY,
        when: { field: 'sourceType', is: ['GENERIC_ARTIFACT'] },
      },
      {
        id: 'artifactVersion',
        path: 'deployArtifactSource.deployArtifactVersion',
        label: 'devops:field.artifactVersion',
        kind: 'text',
        required: true,
        modes: CREATE_ONLY,
        when: { field: 'sourceType', is: ['GENERIC_ARTIFACT'] },
      },
    ],
  },
  address: inProjectAddress('artifacts'),
});
