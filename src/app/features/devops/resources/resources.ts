/** Every DevOps resource screen's configuration, by key. */
import { BUILD_PIPELINE, BUILD_PIPELINE_STAGE, BUILD_RUN } from './buildResources';
import { DEPLOY_PIPELINE, DEPLOY_STAGE, DEPLOYMENT } from './deployResources';
import { DEPLOY_ARTIFACT, DEPLOY_ENVIRONMENT } from './deliveryResources';
import { CONNECTION, TRIGGER } from './gitResources';
import { PROJECT } from './projectResource';
import type { ResourceConfig, ResourceKey } from './resourceConfig';

export const RESOURCES = {
  project: PROJECT,
  buildPipeline: BUILD_PIPELINE,
  buildPipelineStage: BUILD_PIPELINE_STAGE,
  buildRun: BUILD_RUN,
  deployPipeline: DEPLOY_PIPELINE,
  deployStage: DEPLOY_STAGE,
  deployment: DEPLOYMENT,
  deployEnvironment: DEPLOY_ENVIRONMENT,
  deployArtifact: DEPLOY_ARTIFACT,
  connection: CONNECTION,
  trigger: TRIGGER,
} as const satisfies Readonly<Record<ResourceKey, ResourceConfig>>;

export function resourceConfig(key: ResourceKey): ResourceConfig {
  return RESOURCES[key];
}
