/**
 * Developer services: a functions application and its functions (GET answers applicationId), an
 * API gateway with an API, deployments (GET answers gatewayId) and an SDK (GET answers targetId),
 * a container repository with images (GET answers repositoryId and version), and a Kubernetes
 * cluster with a virtual node pool.
 */
import type { RegionBuilder } from '../regionBuilder';

export function developerUnit(b: RegionBuilder): void {
  const place = b.place();
  const time = b.time();
  const app = place.parts.app;
  const base = `${place.parts.env}-${app}`;
  const fnApp = b.add({
    type: 'FunctionsApplication',
    ocidType: 'fnapp',
    name: `${base}-functions`,
    place,
    state: 'ACTIVE',
    time,
  });
  for (const fn of ['resize-image', 'send-receipt', 'sync-ledger'].slice(0, b.random.between(1, 3))) {
    b.add({
      service: 'functions',
      collection: '/functions',
      type: 'FunctionsFunction',
      ocidType: 'fnfunc',
      name: fn,
      place,
      state: 'ACTIVE',
      time: b.time(time),
      body: {
        applicationId: fnApp.id,
        image: `${b.region.key}.ocir.io/${b.ctx.namespace}/${app}/${fn}:0.0.${b.random.between(1, 40)}`,
        memoryInMBs: b.random.pick([128, 256, 512]),
        timeoutInSeconds: 30,
        invokeEndpoint: `https://${b.random.chars(10, 'abcdefghijklmnopqrstuvwxyz0123456789')}.${b.region.id}.functions.oci.oraclecloud.com`,
      },
    });
  }
  const gateway = b.add({
    type: 'ApiGateway',
    ocidType: 'apigateway',
    name: `${base}-gateway`,
    place,
    state: 'ACTIVE',
    time,
  });
  const api = b.add({
    type: 'ApiGatewayApi',
    ocidType: 'apigatewayapi',
    name: `${app}-api`,
    place,
    state: 'ACTIVE',
    time: b.time(time),
  });
  const host = `${b.random.chars(26, 'abcdefghijklmnopqrstuvwxyz0123456789')}.apigateway.${b.region.id}.oci.customer-oci.com`;
  for (const version of ['v1', 'v2'].slice(0, b.random.between(1, 2))) {
    b.add({
      service: 'apigateway',
      collection: '/deployments',
      type: 'ApiDeployment',
      ocidType: 'apideployment',
      name: `${app}-${version}`,
      place,
      state: 'ACTIVE',
      time: b.time(time),
      body: {
        gatewayId: gateway.id,
        pathPrefix: `/${version}`,
        endpoint: `https://${host}/${version}`,
        specification: {
          routes: [
            { path: '/health', methods: ['GET'], backend: { type: 'STOCK_RESPONSE_BACKEND', status: 200 } },
          ],
        },
      },
    });
  }
  const language = b.random.pick(['JAVA', 'NODEJS', 'PYTHON', 'GO']);
  b.add({
    service: 'apigateway',
    collection: '/sdks',
    type: 'ApiGatewaySdk',
    ocidType: 'apigatewaysdk',
    name: `${app}-sdk-${language.toLowerCase()}`,
    place,
    state: 'ACTIVE',
    time: b.time(time),
    body: {
      targetId: api.id,
      targetLanguage: language,
      artifactUrl: `https://objectstorage.${b.region.id}.oraclecloud.com/p/sdk/${app}-${language.toLowerCase()}.zip`,
    },
  });
  const repoName = `${app}/${b.random.pick(['api', 'web', 'worker'])}`;
  const repo = b.add({
    type: 'ContainerRepo',
    ocidType: 'containerrepo',
    name: repoName,
    place,
    state: 'AVAILABLE',
    time,
  });
  const images = b.random.between(2, 4);
  for (let i = 0; i < images; i++) {
    const version = i === images - 1 ? 'latest' : `1.${b.random.between(0, 9)}.${i}`;
    b.add({
      service: 'artifacts',
      collection: '/container/images',
      type: 'ContainerImage',
      ocidType: 'containerimage',
      name: `${repoName}:${version}`,
      place,
      state: 'AVAILABLE',
      time: b.time(time),
      body: {
        repositoryId: repo.id,
        repositoryName: repoName,
        version,
        digest: `sha256:${b.random.chars(64, '0123456789abcdef')}`,
        createdBy: 'ocid1.user.oc1..ci-bot',
        manifestSizeInBytes: b.random.between(1200, 9000),
        layersSizeInBytes: b.random.between(20, 400) * 1_000_000,
      },
    });
  }
  const cluster = b.add({
    type: 'ClustersCluster',
    ocidType: 'cluster',
    name: `${base}-oke`,
    place,
    state: 'ACTIVE',
    time,
  });
  b.add({
    type: 'ClustersVirtualNodePool',
    ocidType: 'virtualnodepool',
    name: `${base}-pool`,
    place,
    state: 'ACTIVE',
    time: b.time(time),
    identityContext: { clusterId: cluster.id },
  });
}
