/**
 * The collections clients create, update and delete (DevOps and license manager): the search
 * type and OCID type of what they hold, the work request names, the parent whose id a create
 * names (and whose project and compartment the new resource inherits) and its first state.
 */
import { isRecord, type Fields } from '../entity';

export interface ParentLink {
  /** The field (or query parameter) naming the parent: `buildPipelineId`. */
  readonly field: string;
  readonly collection: string;
  /** Parent fields the child inherits. */
  readonly inherit: readonly string[];
}

export interface CollectionSpec {
  readonly type: string;
  readonly ocidType: string;
  /** Work request entityType and operation noun: `buildPipeline`, `BUILD_PIPELINE`. */
  readonly entityType: string;
  readonly noun: string;
  /** The API version its entity URIs start with. */
  readonly version: string;
  readonly initialState: string;
  readonly parent?: ParentLink;
  /** Runs (build runs, deployments) have their own lifecycle and go away when deleted. */
  readonly run?: 'build' | 'deploy';
  /** The name the resource is titled by, when it is not displayName. */
  readonly titleField?: 'name';
  /** The search summary's context fields, from the body. */
  readonly context?: (body: Fields) => { identityContext?: Fields; additionalDetails?: Fields };
}

const DEVOPS = '/20210630';
const project = { field: 'projectId', collection: 'devops/projects', inherit: ['compartmentId'] } as const;
const inProject = (body: Fields) => ({ additionalDetails: { projectId: body['projectId'] } });
const inPipeline = (pipelineField: string) => (body: Fields) => ({
  additionalDetails: { projectId: body['projectId'], pipelineId: body[pipelineField] },
});

/** Under a pipeline of the project (`pipelines`: its collection): stages, build runs and deployments. */
const underPipeline = (field: 'buildPipelineId' | 'deployPipelineId', pipelines: string) => ({
  parent: { field, collection: pipelines, inherit: ['compartmentId', 'projectId'] },
  context: inPipeline(field),
});
const underBuildPipeline = underPipeline('buildPipelineId', 'devops/buildPipelines');
const underDeployPipeline = underPipeline('deployPipelineId', 'devops/deployPipelines');

function devops(
  type: string,
  entityType: string,
  noun: string,
  extra: Partial<CollectionSpec> = {},
): CollectionSpec {
  return {
    type,
    ocidType: type.toLowerCase(),
    entityType,
    noun,
    version: DEVOPS,
    initialState: 'CREATING',
    parent: project,
    context: inProject,
    ...extra,
  };
}

export const COLLECTIONS: Readonly<Record<string, CollectionSpec>> = {
  'devops/projects': devops('DevopsProject', 'project', 'PROJECT', {
    parent: undefined,
    context: undefined,
    titleField: 'name',
  }),
  'devops/connections': devops('DevopsConnection', 'connection', 'CONNECTION'),
  'devops/triggers': devops('DevopsTrigger', 'trigger', 'TRIGGER'),
  'devops/buildPipelines': devops('DevopsBuildPipeline', 'buildPipeline', 'BUILD_PIPELINE'),
  'devops/deployPipelines': devops('DevopsDeployPipeline', 'deployPipeline', 'DEPLOY_PIPELINE'),
  'devops/deployArtifacts': devops('DevopsDeployArtifact', 'deployArtifact', 'DEPLOY_ARTIFACT'),
  'devops/deployEnvironments': devops('DevopsDeployEnvironment', 'deployEnvironment', 'DEPLOY_ENVIRONMENT'),
  'devops/buildPipelineStages': devops(
    'DevopsBuildPipelineStage',
    'buildPipelineStage',
    'BUILD_PIPELINE_STAGE',
    underBuildPipeline,
  ),
  'devops/deployStages': devops('DevopsDeployStage', 'deployStage', 'DEPLOY_STAGE', underDeployPipeline),
  'devops/buildRuns': devops('DevopsBuildRun', 'buildRun', 'BUILD_RUN', {
    ...underBuildPipeline,
    initialState: 'ACCEPTED',
    run: 'build',
  }),
  'devops/deployments': devops('DevopsDeployment', 'deployment', 'DEPLOYMENT', {
    ...underDeployPipeline,
    initialState: 'ACCEPTED',
    run: 'deploy',
  }),
  'licensemanager/productLicenses': {
    type: 'ProductLicense',
    ocidType: 'productlicense',
    entityType: 'productLicense',
    noun: 'PRODUCT_LICENSE',
    version: '/20220430',
    initialState: 'ACTIVE',
  },
  'licensemanager/licenseRecords': {
    type: 'LicenseRecord',
    ocidType: 'licenserecord',
    entityType: 'licenseRecord',
    noun: 'LICENSE_RECORD',
    version: '/20220430',
    initialState: 'ACTIVE',
    parent: {
      field: 'productLicenseId',
      collection: 'licensemanager/productLicenses',
      inherit: ['compartmentId'],
    },
  },
};

/** A change is made to fail with the freeform tag simulate=failure. */
export function simulatesFailure(tags: unknown): boolean {
  return isRecord(tags) && tags['simulate'] === 'failure';
}
