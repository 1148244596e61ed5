/**
 * The DevOps kinds, by the key each is derived from (devopsResource.ts): entries of the one
 * registry like every other kind's (../registry.ts joins this table, keyed by their reads).
 */
import type { ResourceKinds } from '../resourceKind';
import { BUILD_PIPELINE, BUILD_PIPELINE_STAGE, BUILD_RUN } from './build';
import { DEPLOY_ARTIFACT, DEPLOY_ENVIRONMENT } from './delivery';
import { DEPLOY_PIPELINE, DEPLOY_STAGE, DEPLOYMENT } from './deploy';
import type { DevopsKind, ResourceKey } from './devopsResource';
import { CONNECTION, TRIGGER } from './git';
import { PROJECT } from './project';

export const DEVOPS_KINDS: Readonly<Record<ResourceKey, DevopsKind>> = {
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
};

/** The table the registry joins: the DevOps kinds by the catalogue's name of their read by id. */
export const DEVOPS_KIND_TABLE: ResourceKinds = Object.fromEntries(
  Object.values(DEVOPS_KINDS).map((kind) => [kind.details.operation, kind]),
);

export function devopsKind(key: ResourceKey): DevopsKind {
  return DEVOPS_KINDS[key];
}
