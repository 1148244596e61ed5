/**
 * The rules the Kubernetes manifests keep. `schemaViolations`: every object against the
 * Kubernetes 1.33 OpenAPI schema of its kind (vendored in kubernetes-schema/), read strictly as
 * kubeconform's -strict does, so an unknown or misspelt field is an error. `policyViolations`:
 * two replicas, probes on /readyz and /healthz at the server's port, a PodDisruptionBudget and an
 * autoscaler, a restrictive securityContext, and no credential of anyone given to the pods —
 * cross-checked against the server (the variables it reads) and the image (its user).
 */
import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';

export type Json = Record<string, unknown>;
export interface Manifest {
  readonly file: string;
  readonly object: Json;
}

/** The definitions of the vendored schema, made strict as kubeconform's "-strict" schemas are. */
function strictDefinitions(): Record<string, Json> {
  const { definitions } = JSON.parse(
    readFileSync(new URL('./kubernetes-schema/kubernetes-1.33.json', import.meta.url), 'utf8'),
  ) as { definitions: Record<string, Json> };
  const strict = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strict);
    if (node === null || typeof node !== 'object') return node;
    const out: Json = {};
    for (const [key, value] of Object.entries(node)) {
      out[key] =
        key === 'properties'
          ? Object.fromEntries(Object.entries(value as Json).map(([k, v]) => [k, strict(v)]))
          : strict(value);
    }
    if ('properties' in out && !('additionalProperties' in out)) out['additionalProperties'] = false;
    return out;
  };
  const result: Record<string, Json> = {};
  for (const [name, definition] of Object.entries(definitions)) result[name] = strict(definition) as Json;
  // A Kubernetes "int or string" and a quantity are written as either in YAML.
  result['io.k8s.apimachinery.pkg.util.intstr.IntOrString'] = {
    oneOf: [{ type: 'string' }, { type: 'integer' }],
  };
  result['io.k8s.apimachinery.pkg.api.resource.Quantity'] = {
    oneOf: [{ type: 'string' }, { type: 'number' }],
  };
  return result;
}

const definitions = strictDefinitions();
const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
ajv.addSchema({ $id: 'k8s', definitions });
const validators = new Map<string, ValidateFunction>();

/** The validator of an apiVersion and kind, from the definitions' group-version-kind. */
function validatorFor(apiVersion: unknown, kind: unknown): ValidateFunction | undefined {
  const key = `${String(apiVersion)} ${String(kind)}`;
  const known = validators.get(key);
  if (known) return known;
  for (const [name, definition] of Object.entries(definitions)) {
    const kinds = (definition['x-kubernetes-group-version-kind'] ?? []) as {
      group: string;
      version: string;
      kind: string;
    }[];
    if (
      kinds.some((k) => k.kind === kind && (k.group ? `${k.group}/${k.version}` : k.version) === apiVersion)
    ) {
      const validate = ajv.compile({ $ref: `k8s#/definitions/${name}` });
      validators.set(key, validate);
      return validate;
    }
  }
  return undefined;
}

export function schemaViolations(manifests: readonly Manifest[]): string[] {
  return manifests.flatMap(({ file, object }) => {
    const validate = validatorFor(object['apiVersion'], object['kind']);
    if (!validate)
      return [`${file}: no schema for ${String(object['apiVersion'])} ${String(object['kind'])}`];
    if (validate(object)) return [];
    return (validate.errors ?? []).map(
      (e) => `${file}: ${e.instancePath} ${e.message ?? ''} ${JSON.stringify(e.params)}`,
    );
  });
}

/** A path into an object (`spec.template.spec`). */
export function at(object: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Json | undefined)?.[key], object);
}

/** What the policy checks the manifests against. */
export interface Facts {
  /** The image's USER, `uid:gid`. */
  readonly imageUser: string;
  /** Every variable the server reads. */
  readonly knownVariables: ReadonlySet<string>;
  /** The variables that would give the server a credential. */
  readonly credentialVariables: ReadonlySet<string>;
  /** The server's options from an environment (throws on a value it refuses). */
  options(env: Record<string, string>): {
    port: number;
    listen: string;
    origins: string[];
    tenancies: string[];
    trustProxy: string[];
    drainDelayMs: number;
    shutdownTimeoutMs: number;
  };
}

export function policyViolations(manifests: readonly Manifest[], facts: Facts): string[] {
  const found: string[] = [];
  const rule = (ok: boolean, message: string) => {
    if (!ok) found.push(message);
  };
  const only = (kind: string): Json => {
    const of = manifests.filter((m) => m.object['kind'] === kind);
    rule(of.length === 1, `one ${kind}`);
    return of[0]?.object ?? {};
  };
  const deployment = only('Deployment');
  const configMap = only('ConfigMap');
  const service = only('Service');
  const ingress = only('Ingress');
  const pdb = only('PodDisruptionBudget');
  const hpa = only('HorizontalPodAutoscaler');
  const namespace = only('Namespace');
  const pod = (at(deployment, 'spec.template.spec') ?? {}) as Json;
  const containers = (pod['containers'] ?? []) as Json[];
  const all = [...containers, ...((pod['initContainers'] ?? []) as Json[])];
  const podLabels = (at(deployment, 'spec.template.metadata.labels') ?? {}) as Record<string, string>;
  const selects = (selector: unknown) =>
    Object.entries((selector ?? {}) as Record<string, string>).every(([k, v]) => podLabels[k] === v);

  // Two replicas, rolling one at a time.
  rule(at(deployment, 'spec.replicas') === 2, 'Deployment: replicas 2');
  rule(at(deployment, 'spec.strategy.rollingUpdate.maxUnavailable') === 0, 'Deployment: maxUnavailable 0');

  // The environment the server gets: the ConfigMap (envFrom) and each container's own env.
  const env: Record<string, string> = { ...((configMap['data'] ?? {}) as Record<string, string>) };
  for (const container of all) {
    for (const entry of (container['env'] ?? []) as Json[]) {
      const name = String(entry['name']);
      rule(entry['valueFrom'] === undefined, `env ${name}: a value, not a reference to a Secret or a file`);
      env[name] = String(entry['value']);
    }
    for (const from of (container['envFrom'] ?? []) as Json[]) {
      rule(
        at(from, 'configMapRef.name') === at(configMap, 'metadata.name'),
        'envFrom: only the console’s ConfigMap, no Secret',
      );
    }
  }
  for (const name of Object.keys(env)) {
    rule(facts.knownVariables.has(name), `${name}: a variable the server does not read`);
    rule(
      !name.startsWith('OCI_') && !facts.credentialVariables.has(name),
      `${name}: no credential: the forwarding relay signs nothing`,
    );
  }

  // No credential of anyone reaches a pod: no volume, no service account token, no host.
  rule(pod['automountServiceAccountToken'] === false, 'no service account token mounted');
  rule(pod['volumes'] === undefined, 'no volumes: nothing mounted, no key, no config file');
  for (const container of all) {
    rule(container['volumeMounts'] === undefined, `${String(container['name'])}: no volumeMounts`);
  }
  for (const host of ['hostNetwork', 'hostPID', 'hostIPC']) rule(pod[host] !== true, `no ${host}`);

  // A restrictive securityContext, as the image's own user.
  rule(at(pod, 'securityContext.runAsNonRoot') === true, 'pod: runAsNonRoot');
  rule(at(pod, 'securityContext.seccompProfile.type') === 'RuntimeDefault', 'pod: seccomp RuntimeDefault');
  rule(
    `${String(at(pod, 'securityContext.runAsUser'))}:${String(at(pod, 'securityContext.runAsGroup'))}` ===
      facts.imageUser,
    `pod: runs as the image’s user ${facts.imageUser}`,
  );
  for (const container of all) {
    const name = String(container['name']);
    const context = (container['securityContext'] ?? {}) as Json;
    rule(context['runAsNonRoot'] === true, `${name}: runAsNonRoot`);
    rule(context['readOnlyRootFilesystem'] === true, `${name}: readOnlyRootFilesystem`);
    rule(context['allowPrivilegeEscalation'] === false, `${name}: allowPrivilegeEscalation false`);
    rule(context['privileged'] !== true, `${name}: not privileged`);
    rule(JSON.stringify(at(context, 'capabilities.drop')) === '["ALL"]', `${name}: drops ALL capabilities`);
    rule(at(context, 'capabilities.add') === undefined, `${name}: adds no capability`);
    rule(at(context, 'seccompProfile.type') === 'RuntimeDefault', `${name}: seccomp RuntimeDefault`);
    for (const kind of ['requests', 'limits'])
      for (const resource of ['cpu', 'memory'])
        rule(
          at(container, `resources.${kind}.${resource}`) !== undefined,
          `${name}: resources.${kind}.${resource}`,
        );
  }
  rule(
    ((at(namespace, 'metadata.labels') ?? {}) as Json)['pod-security.kubernetes.io/enforce'] === 'restricted',
    'Namespace: Pod Security Standard "restricted" enforced',
  );

  // The server's options, as it reads them.
  let options: ReturnType<Facts['options']> | undefined;
  try {
    options = facts.options(env);
  } catch (error) {
    found.push(`the server refuses its environment: ${(error as Error).message}`);
  }
  const container = containers[0] ?? {};
  const ports = (container['ports'] ?? []) as { name: string; containerPort: number }[];
  const portOf = (port: unknown) => ports.find((p) => p.name === port)?.containerPort ?? port;
  if (options) {
    rule(options.listen === '0.0.0.0', 'the server listens on 0.0.0.0 in the pod');
    rule(options.tenancies.length > 0, 'FIELD_CONSOLE_TENANCY: the tenancies it forwards for');
    rule(options.trustProxy.length > 0, 'FIELD_CONSOLE_TRUST_PROXY: the ingress controller’s range');
    rule(options.drainDelayMs > 0, 'FIELD_CONSOLE_DRAIN_DELAY: time for the endpoints to update');
    rule(
      Number(pod['terminationGracePeriodSeconds']) * 1000 > options.drainDelayMs + options.shutdownTimeoutMs,
      'terminationGracePeriodSeconds: longer than the drain and the shutdown',
    );
    const listening = options.port;
    rule(
      ports.some((p) => p.containerPort === listening),
      `a container port ${listening}`,
    );
  }

  // Probes on /readyz and /healthz, at the port the server listens on.
  const probes = { readinessProbe: '/readyz', livenessProbe: '/healthz', startupProbe: '/healthz' };
  for (const [probe, path] of Object.entries(probes)) {
    rule(at(container, `${probe}.httpGet.path`) === path, `${probe} on ${path}`);
    rule(portOf(at(container, `${probe}.httpGet.port`)) === options?.port, `${probe} on the server’s port`);
  }

  // The origin over TLS: Ingress → Service → pods.
  const origin = options?.origins[0] ?? '';
  rule(origin.startsWith('https://'), 'FIELD_CONSOLE_ORIGIN: an https origin');
  const host = origin.startsWith('https://') ? new URL(origin).host : '';
  const rules = (at(ingress, 'spec.rules') ?? []) as Json[];
  const tls = (at(ingress, 'spec.tls') ?? []) as Json[];
  rule(JSON.stringify(rules.map((r) => r['host'])) === JSON.stringify([host]), `Ingress: a rule for ${host}`);
  rule(
    JSON.stringify(tls.flatMap((t) => t['hosts'] as string[])) === JSON.stringify([host]) &&
      tls.every((t) => typeof t['secretName'] === 'string'),
    `Ingress: TLS for ${host}`,
  );
  const backends = rules.flatMap((r) => (at(r, 'http.paths') ?? []) as Json[]);
  const servicePorts = (at(service, 'spec.ports') ?? []) as Json[];
  rule(
    backends.length > 0 &&
      backends.every(
        (path) =>
          at(path, 'backend.service.name') === at(service, 'metadata.name') &&
          servicePorts.some((p) => p['name'] === at(path, 'backend.service.port.name')),
      ),
    'Ingress: every path to the Service’s port',
  );
  rule(selects(at(service, 'spec.selector')), 'Service: selects the pods');
  rule(
    servicePorts.every((p) => ports.some((c) => c.name === p['targetPort'])),
    'Service: targets the container’s port',
  );

  // One replica through a disruption; scaling from two.
  rule(at(pdb, 'spec.minAvailable') === 1, 'PodDisruptionBudget: minAvailable 1');
  rule(selects(at(pdb, 'spec.selector.matchLabels')), 'PodDisruptionBudget: selects the pods');
  rule(
    JSON.stringify(at(hpa, 'spec.scaleTargetRef')) ===
      JSON.stringify({ apiVersion: 'apps/v1', kind: 'Deployment', name: at(deployment, 'metadata.name') }),
    'HorizontalPodAutoscaler: scales the Deployment',
  );
  rule(
    at(hpa, 'spec.minReplicas') === at(deployment, 'spec.replicas'),
    'HorizontalPodAutoscaler: minReplicas 2',
  );
  rule(
    Number(at(hpa, 'spec.maxReplicas')) > Number(at(hpa, 'spec.minReplicas')),
    'HorizontalPodAutoscaler: room to scale',
  );
  return found;
}
