/**
 * Request bodies that create one resource of each client-created collection from seeded parents,
 * and `createReady`, which creates one through the API and waits until it has settled (ACTIVE, or
 * a finished run), for tests that then update, delete or act on it.
 */
import { operation } from '../../../src/oci/operations';
import type { CallParams } from '../../../src/worker/client/types';
import type { Entity } from '../../../emulator/entity';
import { eventually, field, type Harness } from './emulatorHarness';

export interface Seeds {
  readonly compartmentId: string;
  readonly project: Entity;
  readonly topicId: string;
  readonly buildPipeline: Entity;
  readonly deployPipeline: Entity;
  readonly releasePipeline: Entity;
  readonly productLicense: Entity;
}

export function seedsOf(h: Harness): Seeds {
  const project = h.entity('devops/projects');
  const inProject = (e: Entity) => e.body['projectId'] === project.id;
  const notification = project.body['notificationConfig'] as { topicId: string };
  return {
    compartmentId: project.summary.compartmentId,
    project,
    topicId: notification.topicId,
    buildPipeline: h.entity('devops/buildPipelines', inProject),
    deployPipeline: h.entity(
      'devops/deployPipelines',
      (e) => inProject(e) && /canary/.test(e.summary.displayName ?? ''),
    ),
    releasePipeline: h.entity(
      'devops/deployPipelines',
      (e) => inProject(e) && /release/.test(e.summary.displayName ?? ''),
    ),
    productLicense: h.entity('licensemanager/productLicenses'),
  };
}

let counter = 0;

/** The create operation and parameters for one new resource of a collection. */
export function createCall(s: Seeds, collection: string): { operation: string; params: CallParams } {
  const n = ++counter;
  const projectId = s.project.id;
  const wait = { waitCriteria: { waitType: 'ABSOLUTE_WAIT', waitDuration: 'PT10S' } };
  switch (collection) {
    case 'devops/projects':
      return {
        operation: 'createProject',
        params: {
          createProjectDetails: {
            name: `test-project-${n}`,
            compartmentId: s.compartmentId,
            notificationConfig: { topicId: s.topicId },
            description: 'Created by a test',
          },
        },
      };
    case 'devops/connections':
      return {
        operation: 'createConnection',
        params: {
          createConnectionDetails: {
            projectId,
            connectionType: 'GITHUB_ACCESS_TOKEN',
            accessToken: 'ocid1.vaultsecret.oc1.iad.test',
            displayName: `test-connection-${n}`,
          },
        },
      };
    case 'devops/triggers':
      return {
        operation: 'createTrigger',
        params: {
          createTriggerDetails: {
            projectId,
            triggerSource: 'GITHUB',
            displayName: `test-trigger-${n}`,
            actions: [{ type: 'TRIGGER_BUILD_PIPELINE', buildPipelineId: s.buildPipeline.id }],
          },
        },
      };
    case 'devops/buildPipelines':
      return {
        operation: 'createBuildPipeline',
        params: { createBuildPipelineDetails: { projectId, displayName: `test-build-${n}` } },
      };
    case 'devops/buildPipelineStages':
      return {
        operation: 'createBuildPipelineStage',
        params: {
          createBuildPipelineStageDetails: {
            buildPipelineId: s.buildPipeline.id,
            buildPipelineStageType: 'WAIT',
            displayName: `test-stage-${n}`,
            buildPipelineStagePredecessorCollection: { items: [{ id: s.buildPipeline.id }] },
            ...wait,
          },
        },
      };
    case 'devops/buildRuns':
      return {
        operation: 'createBuildRun',
        params: {
          createBuildRunDetails: { buildPipelineId: s.buildPipeline.id, displayName: `test-run-${n}` },
        },
      };
    case 'devops/deployArtifacts':
      return {
        operation: 'createDeployArtifact',
        params: {
          createDeployArtifactDetails: {
            projectId,
            displayName: `test-artifact-${n}`,
            deployArtifactType: 'GENERIC_FILE',
            argumentSubstitutionMode: 'NONE',
            deployArtifactSource: { deployArtifactSourceType: 'INLINE', base64EncodedContent: 'aGVsbG8=' },
          },
        },
      };
    case 'devops/deployEnvironments':
      return {
        operation: 'createDeployEnvironment',
        params: {
          createDeployEnvironmentDetails: {
            projectId,
            displayName: `test-env-${n}`,
            deployEnvironmentType: 'OKE_CLUSTER',
            clusterId: 'ocid1.cluster.oc1.iad.test',
          },
        },
      };
    case 'devops/deployPipelines':
      return {
        operation: 'createDeployPipeline',
        params: { createDeployPipelineDetails: { projectId, displayName: `test-deploy-${n}` } },
      };
    case 'devops/deployStages':
      return {
        operation: 'createDeployStage',
        params: {
          createDeployStageDetails: {
            deployPipelineId: s.deployPipeline.id,
            deployStageType: 'WAIT',
            displayName: `test-deploy-stage-${n}`,
            deployStagePredecessorCollection: { items: [{ id: s.deployPipeline.id }] },
            ...wait,
          },
        },
      };
    case 'devops/deployments':
      return {
        operation: 'createDeployment',
        params: {
          createDeploymentDetails: {
            deploymentType: 'PIPELINE_DEPLOYMENT',
            deployPipelineId: s.deployPipeline.id,
            displayName: `test-deployment-${n}`,
          },
        },
      };
    case 'licensemanager/productLicenses':
      return {
        operation: 'createProductLicense',
        params: {
          createProductLicenseDetails: {
            compartmentId: s.compartmentId,
            displayName: `Test product ${n}`,
            isVendorOracle: true,
            vendorName: 'Oracle',
            licenseUnit: 'OCPU',
          },
        },
      };
    case 'licensemanager/licenseRecords':
      return {
        operation: 'createLicenseRecord',
        params: {
          productLicenseId: s.productLicense.id,
          createLicenseRecordDetails: {
            displayName: `Test record ${n}`,
            isPerpetual: true,
            isUnlimited: false,
            licenseCount: 4,
          },
        },
      };
    default:
      throw new Error(`No create for ${collection}`);
  }
}

const SETTLED = ['ACTIVE', 'SUCCEEDED', 'FAILED', 'CANCELED'];

/** Creates one resource through the API and waits until it has settled; its id. */
export async function createReady(h: Harness, s: Seeds, collection: string): Promise<string> {
  const { operation: name, params } = createCall(s, collection);
  const created = await h.call(operation(name), params);
  const id = String(field(created.body, 'id'));
  const get = operation(name.replace(/^create/, 'get'));
  await eventually(
    () => h.call(get, { [get.pathParams[0] ?? 'id']: id }),
    (r) => SETTLED.includes(String(field(r.body, 'lifecycleState'))),
  );
  return id;
}
