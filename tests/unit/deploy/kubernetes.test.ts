/**
 * The Kubernetes manifests (deploy/kubernetes/), validated as the API server would see them
 * (the Kubernetes 1.33 schemas, strictly) and held to the deployment's policy
 * (kubernetesRules.ts); each rule is shown to catch manifests that break it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { imageUser, parseImage } from './dockerfileRules';
import {
  at,
  type Facts,
  type Json,
  type Manifest,
  policyViolations,
  schemaViolations,
} from './kubernetesRules';
import { CREDENTIAL_VARIABLES, envNames, OPTIONS, serverOptions } from './serverOptions';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const FOLDER = join(ROOT, 'deploy', 'kubernetes');
const FILES = readdirSync(FOLDER).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml');

const manifests: Manifest[] = FILES.flatMap((file) =>
  parseAllDocuments(readFileSync(join(FOLDER, file), 'utf8')).map((doc) => {
    if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors.map((e) => e.message).join('; ')}`);
    return { file, object: doc.toJS() as Json };
  }),
);

const { uid, gid } = imageUser(parseImage(readFileSync(join(ROOT, 'Dockerfile'), 'utf8')));
const facts: Facts = {
  imageUser: `${uid}:${gid}`,
  knownVariables: new Set(OPTIONS.flatMap((option) => envNames(option))),
  credentialVariables: CREDENTIAL_VARIABLES,
  options: serverOptions,
};

/** A copy of the manifests with the object of one kind changed. */
function changed(kind: string, change: (object: Json) => unknown): Manifest[] {
  return manifests.map((m) => {
    if (m.object['kind'] !== kind) return m;
    const object = structuredClone(m.object);
    change(object);
    return { file: m.file, object };
  });
}

const pod = (deployment: Json) => at(deployment, 'spec.template.spec') as Json;
const container = (deployment: Json) => (pod(deployment)['containers'] as Json[])[0] as Json;
const security = (deployment: Json) => container(deployment)['securityContext'] as Json;

describe('the Kubernetes manifests', () => {
  it('are each valid against the Kubernetes 1.33 schema of their kind, strictly', () => {
    expect(manifests.length).toBeGreaterThanOrEqual(7);
    expect(schemaViolations(manifests)).toEqual([]);
  });

  it('keep the deployment’s policy', () => {
    expect(policyViolations(manifests, facts)).toEqual([]);
  });

  it('are what the kustomization applies, with the image the Deployment names', () => {
    const kustomization = parseAllDocuments(
      readFileSync(join(FOLDER, 'kustomization.yaml'), 'utf8'),
    )[0]?.toJS() as {
      resources: string[];
      images: { name: string; newName: string; newTag: string }[];
    };
    const deployment = manifests.find((m) => m.object['kind'] === 'Deployment')?.object ?? {};
    expect([...kustomization.resources].sort()).toEqual([...FILES].sort());
    expect(kustomization.images.map((i) => i.name)).toEqual([container(deployment)['image']]);
    expect(kustomization.images[0]?.newTag).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it.each<[string, (object: Json) => unknown]>([
    ['a misspelt field', (d) => ((d['spec'] as Json)['replica'] = 2)],
    ['a string where a number goes', (d) => ((d['spec'] as Json)['replicas'] = 'two')],
    [
      'an httpGet probe without its port',
      (d) => (container(d)['readinessProbe'] = { httpGet: { path: '/readyz' } }),
    ],
  ])('refuse by schema %s', (_, change) => {
    expect(schemaViolations(changed('Deployment', change)).length).toBeGreaterThan(0);
  });

  it.each<[string, string, (object: Json) => unknown, string]>([
    ['one replica', 'Deployment', (d) => ((d['spec'] as Json)['replicas'] = 1), 'replicas 2'],
    ['runAsNonRoot removed', 'Deployment', (d) => delete security(d)['runAsNonRoot'], 'runAsNonRoot'],
    [
      'runAsNonRoot removed from the pod',
      'Deployment',
      (d) => delete (pod(d)['securityContext'] as Json)['runAsNonRoot'],
      'pod: runAsNonRoot',
    ],
    [
      'a writable root filesystem',
      'Deployment',
      (d) => (security(d)['readOnlyRootFilesystem'] = false),
      'readOnlyRootFilesystem',
    ],
    [
      'privilege escalation',
      'Deployment',
      (d) => delete security(d)['allowPrivilegeEscalation'],
      'allowPrivilegeEscalation',
    ],
    [
      'a capability added',
      'Deployment',
      (d) => ((security(d)['capabilities'] as Json)['add'] = ['NET_ADMIN']),
      'adds no capability',
    ],
    [
      'a readiness probe on the wrong path',
      'Deployment',
      (d) => ((at(container(d), 'readinessProbe.httpGet') as Json)['path'] = '/healthz'),
      'readinessProbe on /readyz',
    ],
    [
      'a liveness probe on the wrong path',
      'Deployment',
      (d) => ((at(container(d), 'livenessProbe.httpGet') as Json)['path'] = '/health'),
      'livenessProbe on /healthz',
    ],
    [
      'a probe on another port',
      'Deployment',
      (d) => ((at(container(d), 'livenessProbe.httpGet') as Json)['port'] = 9090),
      'livenessProbe on the server’s port',
    ],
    ['no resources', 'Deployment', (d) => delete container(d)['resources'], 'resources.limits.memory'],
    [
      'a Secret mounted',
      'Deployment',
      (d) => {
        pod(d)['volumes'] = [{ name: 'oci', secret: { secretName: 'oci-api-key' } }];
        container(d)['volumeMounts'] = [{ name: 'oci', mountPath: '/home/node/.oci', readOnly: true }];
      },
      'no volumes',
    ],
    [
      'a token from a Secret',
      'Deployment',
      (d) =>
        void (container(d)['env'] as Json[]).push({
          name: 'OCI_CLI_AUTH',
          valueFrom: { secretKeyRef: { name: 'oci', key: 'token' } },
        }),
      'not a reference to a Secret',
    ],
    [
      'a Secret as the environment',
      'Deployment',
      (d) => (container(d)['envFrom'] as Json[]).push({ secretRef: { name: 'oci' } }),
      'no Secret',
    ],
    [
      'the service account token',
      'Deployment',
      (d) => delete pod(d)['automountServiceAccountToken'],
      'service account token',
    ],
    [
      'a signing profile',
      'ConfigMap',
      (c) => ((c['data'] as Json)['FIELD_CONSOLE_CONFIG_FILE'] = '/oci/config'),
      'no credential',
    ],
    [
      'a variable the server does not read',
      'ConfigMap',
      (c) => ((c['data'] as Json)['FIELD_CONSOLE_ORIGINS'] = 'https://x.example'),
      'does not read',
    ],
    [
      'a plain http origin',
      'ConfigMap',
      (c) => ((c['data'] as Json)['FIELD_CONSOLE_ORIGIN'] = 'http://console.example.com'),
      'https origin',
    ],
    [
      'no disruption budget floor',
      'PodDisruptionBudget',
      (p) => ((p['spec'] as Json)['minAvailable'] = 0),
      'minAvailable 1',
    ],
    [
      'an autoscaler down to one',
      'HorizontalPodAutoscaler',
      (h) => ((h['spec'] as Json)['minReplicas'] = 1),
      'minReplicas 2',
    ],
    ['an Ingress without TLS', 'Ingress', (i) => delete (i['spec'] as Json)['tls'], 'Ingress: TLS'],
    [
      'a namespace without the restricted standard',
      'Namespace',
      (n) => delete (n['metadata'] as Json)['labels'],
      'restricted',
    ],
  ])('catch %s', (_, kind, change, rule) => {
    expect(policyViolations(changed(kind, change), facts).join('\n')).toContain(rule);
  });
});
