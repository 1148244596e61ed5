/**
 * A DevOps project with everything in it: its notification topic, a GitHub connection,
 * repositories, deploy environments and artifacts, build and deploy pipelines with their stages, a
 * trigger, the history of runs and deployments, the work request that created the project, and
 * the logging configuration of the project's log.
 */
import type { Entity } from '../../entity';
import { finishedWorkRequest } from '../../lifecycle/workRequests';
import type { RegionBuilder } from '../regionBuilder';
import { addBuildRuns, addDeployments } from './devopsHistory';
import { addBuildPipeline, addDeployPipeline, type ProjectParts } from './devopsPipelines';

const DEVOPS = { service: 'devops' } as const;

function addProject(b: RegionBuilder): ProjectParts {
  const place = b.place(b.random.chance(0.5) ? b.compartmentNamed('devops-pipelines', 'devops') : undefined);
  const time = b.time();
  const app = place.parts.app;
  const topic = b.add({
    type: 'OnsTopic',
    ocidType: 'onstopic',
    name: `${app}-devops-notifications`,
    place,
    state: 'ACTIVE',
    time,
  });
  const name = `${app}-${b.random.pick(['platform', 'service', 'delivery', 'app'])}`;
  const project = b.add({
    ...DEVOPS,
    type: 'DevopsProject',
    ocidType: 'devopsproject',
    collection: '/projects',
    name,
    place,
    state: 'ACTIVE',
    time,
    body: {
      name,
      displayName: undefined,
      description: `Build and release of ${app}.`,
      namespace: b.ctx.namespace,
      notificationConfig: { topicId: topic.id },
    },
  });
  const secret = b.some('VaultSecret');
  const connection = b.add({
    ...DEVOPS,
    type: 'DevopsConnection',
    ocidType: 'devopsconnection',
    collection: '/connections',
    name: `${app}-github`,
    place,
    states: 'connection',
    time: b.time(time),
    additionalDetails: { projectId: project.id },
    body: {
      projectId: project.id,
      connectionType: 'GITHUB_ACCESS_TOKEN',
      accessToken: secret?.id ?? b.ocid('vaultsecret'),
      description: 'GitHub organisation acme-field',
      lastConnectionValidationResult: {
        result: 'PASS',
        message: 'Connection validated.',
        timeValidated: b.time(time),
      },
    },
  });
  for (const repo of [`${app}-service`, `${app}-infra`]) {
    b.add({
      type: 'DevopsRepository',
      ocidType: 'devopsrepository',
      name: repo,
      place,
      state: 'ACTIVE',
      time: b.time(time),
      additionalDetails: { projectId: project.id },
    });
  }
  return {
    place,
    project,
    time,
    connectionId: connection.id,
    repositoryUrl: `https://github.com/acme-field/${app}-service.git`,
  };
}

function addTargets(b: RegionBuilder, p: ProjectParts): { environment: Entity; artifact: Entity } {
  const projectId = p.project.id;
  const app = p.place.parts.app;
  const context = { additionalDetails: { projectId } };
  const cluster = b.some('ClustersCluster');
  const environment = b.add({
    ...DEVOPS,
    ...context,
    type: 'DevopsDeployEnvironment',
    ocidType: 'devopsdeployenvironment',
    collection: '/deployEnvironments',
    name: `${app}-oke-${p.place.parts.env}`,
    place: p.place,
    state: 'ACTIVE',
    time: b.time(p.time),
    body: {
      projectId,
      deployEnvironmentType: 'OKE_CLUSTER',
      clusterId: cluster?.id ?? b.ocid('cluster'),
      description: 'Kubernetes cluster',
    },
  });
  const artifact = b.add({
    ...DEVOPS,
    ...context,
    type: 'DevopsDeployArtifact',
    ocidType: 'devopsdeployartifact',
    collection: '/deployArtifacts',
    name: `${app}-manifest`,
    place: p.place,
    state: 'ACTIVE',
    time: b.time(p.time),
    body: {
      projectId,
      deployArtifactType: 'KUBERNETES_MANIFEST',
      argumentSubstitutionMode: 'NONE',
      deployArtifactSource: {
        deployArtifactSourceType: 'INLINE',
        base64EncodedContent: Buffer.from(
          `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: ${app}\n`,
        ).toString('base64'),
      },
    },
  });
  b.add({
    ...DEVOPS,
    ...context,
    type: 'DevopsDeployArtifact',
    ocidType: 'devopsdeployartifact',
    collection: '/deployArtifacts',
    name: `${app}-image`,
    place: p.place,
    state: 'ACTIVE',
    time: b.time(p.time),
    body: {
      projectId,
      deployArtifactType: 'DOCKER_IMAGE',
      argumentSubstitutionMode: 'NONE',
      deployArtifactSource: {
        deployArtifactSourceType: 'OCIR',
        imageUri: `${b.region.key}.ocir.io/${b.ctx.namespace}/${app}:latest`,
      },
    },
  });
  return { environment, artifact };
}

export function devopsUnit(b: RegionBuilder): void {
  const first = b.ofType('DevopsProject').length === 0;
  const p = addProject(b);
  const projectId = p.project.id;
  const app = p.place.parts.app;
  const { environment, artifact } = addTargets(b, p);
  const release = addDeployPipeline(b, p, `${app}-release`, 'release', environment, artifact);
  const canary = addDeployPipeline(
    b,
    p,
    first ? `${app}-canary-failover` : `${app}-canary`,
    'canary',
    environment,
    artifact,
  );
  const build = addBuildPipeline(b, p, `${app}-build`, release.pipeline.id, artifact.id);
  const builds = [build];
  if (first || b.random.chance(0.3))
    builds.push(addBuildPipeline(b, p, `${app}-failover-tests`, undefined, undefined));
  b.add({
    ...DEVOPS,
    type: 'DevopsTrigger',
    ocidType: 'devopstrigger',
    collection: '/triggers',
    name: `${app}-on-push`,
    place: p.place,
    state: 'ACTIVE',
    time: b.time(p.time),
    additionalDetails: { projectId },
    body: {
      projectId,
      triggerSource: 'GITHUB',
      connectionId: p.connectionId,
      triggerUrl: `https://devops.${b.region.id}.oci.oraclecloud.com/trigger/${b.random.chars(12, 'abcdefghijklmnopqrstuvwxyz0123456789')}`,
      actions: [
        {
          type: 'TRIGGER_BUILD_PIPELINE',
          buildPipelineId: build.pipeline.id,
          filter: { triggerSource: 'GITHUB', events: ['PUSH'], include: { headRef: 'main' } },
        },
      ],
    },
  });
  for (const pipeline of builds) addBuildRuns(b, p, pipeline, b.random.between(2, 4));
  addDeployments(b, p, release, b.random.between(1, 3), first);
  addDeployments(b, p, canary, b.random.between(1, 2), false);
  const accepted = Date.parse(p.project.summary.timeCreated ?? '');
  const entityUri = `/20210630/projects/${projectId}`;
  b.workRequests.push(
    finishedWorkRequest(
      b.ocid('devopsworkrequest'),
      {
        operationType: 'CREATE_PROJECT',
        compartmentId: p.project.summary.compartmentId,
        entityType: 'project',
        entityId: projectId,
        entityUri,
        action: 'CREATED',
        fail: false,
      },
      accepted,
    ),
  );
  if (b.random.chance(0.3)) {
    b.workRequests.push(
      finishedWorkRequest(
        b.ocid('devopsworkrequest'),
        {
          operationType: 'UPDATE_PROJECT',
          compartmentId: p.project.summary.compartmentId,
          entityType: 'project',
          entityId: projectId,
          entityUri,
          action: 'UPDATED',
          fail: b.random.chance(0.4),
        },
        accepted + 86_400_000,
      ),
    );
  }
  const logGroup = b.some('LogGroup');
  if (logGroup !== undefined) {
    const log = b.add({
      service: 'logging',
      collection: '/logs',
      type: 'Log',
      ocidType: 'log',
      name: `${app}-devops-log`,
      place: p.place,
      states: 'log',
      time: b.time(p.time),
      body: {
        logGroupId: logGroup.id,
        logType: 'SERVICE',
        isEnabled: true,
        retentionDuration: 30,
        configuration: {
          source: { sourceType: 'OCISERVICE', service: 'devops', resource: projectId, category: 'all' },
        },
      },
    });
    b.add({
      ...DEVOPS,
      type: 'ServiceLoggingConfig',
      ocidType: 'devopsserviceloggingconfig',
      collection: '/serviceLoggingConfigs',
      name: `${app}-logging`,
      place: p.place,
      state: 'ACTIVE',
      searchable: false,
      body: {
        logId: log.id,
        logGroupId: logGroup.id,
        resource: projectId,
        category: 'all',
        service: 'devops',
        isEnabled: true,
      },
    });
  }
}
