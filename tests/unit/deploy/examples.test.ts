/**
 * The other two ways docs/DEPLOY.md gives: OCI Container Instances (the JSON that
 * `oci container-instances container-instance create` takes) and a host behind Caddy or nginx.
 * Each is cross-checked against the server and the image: the variables the server reads, the
 * port it listens on, its health endpoint, the image's user, and the proxy headers it believes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DockerfileParser } from 'dockerfile-ast';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_VARIABLES, envNames, OPTIONS, serverOptions } from './serverOptions';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, 'deploy', path), 'utf8');
const KNOWN = new Set(OPTIONS.flatMap((option) => envNames(option)));
const IMAGE_USER = DockerfileParser.parse(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'))
  .getInstructions()
  .filter((i) => i.getKeyword() === 'USER')
  .map((i) => i.getArgumentsContent())
  .at(-1);

interface Container {
  readonly imageUrl: string;
  readonly volumeMounts?: unknown[];
  readonly resourceConfig: object;
  readonly environmentVariables: Record<string, string>;
  readonly isResourcePrincipalDisabled: boolean;
  readonly healthChecks: { healthCheckType: string; path: string; port: number; failureAction: string }[];
  readonly securityContext: {
    securityContextType: string;
    runAsUser: number;
    runAsGroup: number;
    isNonRootUserCheckEnabled: boolean;
    isRootFileSystemReadonly: boolean;
    capabilities: { dropCapabilities: string[] };
  };
}

/**
 * The fields `oci container-instances container-instance create` takes in these files, from the
 * service's models (CreateContainerDetails, CreateLinuxSecurityContextDetails,
 * ContainerCapabilities, CreateContainerHealthCheckDetails and its HTTP form,
 * CreateContainerResourceConfigDetails, CreateContainerVnicDetails,
 * CreateContainerInstanceShapeConfigDetails): a misspelt field is dropped silently by nobody.
 */
const FIELDS = {
  container: [
    'displayName',
    'imageUrl',
    'command',
    'arguments',
    'workingDirectory',
    'environmentVariables',
    'volumeMounts',
    'isResourcePrincipalDisabled',
    'resourceConfig',
    'healthChecks',
    'securityContext',
    'freeformTags',
    'definedTags',
  ],
  securityContext: [
    'securityContextType',
    'runAsUser',
    'runAsGroup',
    'isNonRootUserCheckEnabled',
    'isRootFileSystemReadonly',
    'capabilities',
  ],
  capabilities: ['addCapabilities', 'dropCapabilities'],
  healthCheck: [
    'healthCheckType',
    'name',
    'initialDelayInSeconds',
    'intervalInSeconds',
    'failureThreshold',
    'successThreshold',
    'timeoutInSeconds',
    'failureAction',
    'path',
    'port',
    'headers',
  ],
  resourceConfig: ['vcpusLimit', 'memoryLimitInGBs'],
  vnic: [
    'displayName',
    'hostnameLabel',
    'isPublicIpAssigned',
    'skipSourceDestCheck',
    'nsgIds',
    'privateIp',
    'subnetId',
    'freeformTags',
    'definedTags',
  ],
  shapeConfig: ['ocpus', 'memoryInGBs'],
} as const;

function unknownFields(object: object, known: readonly string[]): string[] {
  return Object.keys(object).filter((key) => !known.includes(key));
}

describe('OCI Container Instances', () => {
  const containers = JSON.parse(read('container-instances/containers.json')) as Container[];
  const container = containers[0] as Container;

  it('uses only fields the service takes', () => {
    expect(unknownFields(container, FIELDS.container)).toEqual([]);
    expect(unknownFields(container.securityContext, FIELDS.securityContext)).toEqual([]);
    expect(unknownFields(container.securityContext.capabilities, FIELDS.capabilities)).toEqual([]);
    for (const check of container.healthChecks) expect(unknownFields(check, FIELDS.healthCheck)).toEqual([]);
    expect(unknownFields(container.resourceConfig, FIELDS.resourceConfig)).toEqual([]);
    for (const vnic of JSON.parse(read('container-instances/vnics.json')) as object[])
      expect(unknownFields(vnic, FIELDS.vnic)).toEqual([]);
    const shape = JSON.parse(read('container-instances/shape-config.json')) as object;
    expect(unknownFields(shape, FIELDS.shapeConfig)).toEqual([]);
  });

  it('sets only variables the server reads, with values it accepts, and no credential', () => {
    const env = container.environmentVariables;
    for (const name of Object.keys(env)) {
      expect(KNOWN.has(name), name).toBe(true);
      expect(CREDENTIAL_VARIABLES.has(name) || name.startsWith('OCI_'), name).toBe(false);
    }
    // Nothing is mounted: no key, no config file, no token.
    expect(container.volumeMounts).toBeUndefined();
    const options = serverOptions(env);
    expect(options).toMatchObject({ listen: '0.0.0.0', port: 8080 });
    expect(options.origins[0]).toMatch(/^https:\/\//);
    expect(options.tenancies.length).toBeGreaterThan(0);
    expect(options.trustProxy.length).toBeGreaterThan(0);
  });

  it('checks /healthz on the server’s port, and replaces a container that fails', () => {
    const port = serverOptions(container.environmentVariables).port;
    expect(container.healthChecks).toEqual([
      expect.objectContaining({ healthCheckType: 'HTTP', path: '/healthz', port, failureAction: 'KILL' }),
    ]);
  });

  it('runs as the image’s user, read-only, without capabilities or the instance’s credentials', () => {
    const context = container.securityContext;
    expect(`${context.runAsUser}:${context.runAsGroup}`).toBe(IMAGE_USER);
    expect(context).toMatchObject({
      securityContextType: 'LINUX',
      isNonRootUserCheckEnabled: true,
      isRootFileSystemReadonly: true,
    });
    expect(context.capabilities.dropCapabilities).toEqual(['ALL']);
    // The forwarding relay holds no credential: not even the instance's resource principal.
    expect(container.isResourcePrincipalDisabled).toBe(true);
    expect(container.imageUrl).toMatch(/^[a-z0-9-]+\.ocir\.io\/[^:]+:\d+\.\d+\.\d+$/);
  });

  it('has a shape and a private VNIC behind the load balancer that ends TLS', () => {
    expect(JSON.parse(read('container-instances/shape-config.json'))).toEqual({
      ocpus: expect.any(Number) as number,
      memoryInGBs: expect.any(Number) as number,
    });
    const [vnic] = JSON.parse(read('container-instances/vnics.json')) as {
      subnetId: string;
      isPublicIpAssigned: boolean;
    }[];
    expect(vnic?.isPublicIpAssigned).toBe(false);
    expect(vnic?.subnetId).toMatch(/^ocid1\.subnet\./);
  });
});

describe('a host behind a TLS proxy', () => {
  it('sends nginx’s calls to the server’s port with the three headers the server believes', () => {
    const nginx = read('proxy/nginx.conf');
    const env = Object.fromEntries(
      [...nginx.matchAll(/(FIELD_CONSOLE_[A-Z_]+)=(\S+)/g)].map(([, k = '', v = '']) => [k, v]),
    );
    for (const name of Object.keys(env)) expect(KNOWN.has(name), name).toBe(true);
    const [, listenPort = ''] = /FIELD_CONSOLE_PORT=(\d+)/.exec(nginx) ?? [];
    expect(listenPort).toMatch(/^\d+$/);
    expect(nginx).toContain(`proxy_pass http://127.0.0.1:${listenPort};`);
    for (const header of [
      'X-Forwarded-Proto $scheme',
      'X-Forwarded-Host $host',
      'X-Forwarded-For $proxy_add_x_forwarded_for',
    ]) {
      expect(nginx).toContain(`proxy_set_header ${header};`);
    }
    expect(env['FIELD_CONSOLE_TRUST_PROXY']).toBe('127.0.0.1');
    const origin = new URL(String(env['FIELD_CONSOLE_ORIGIN']));
    expect(nginx).toContain(`server_name ${origin.hostname};`);
  });

  it('sends Caddy’s calls to the same port, for the origin the server is given', () => {
    const caddy = read('proxy/Caddyfile');
    const [, listenPort = ''] = /FIELD_CONSOLE_PORT=(\d+)/.exec(caddy) ?? [];
    expect(caddy).toContain(`reverse_proxy 127.0.0.1:${listenPort}`);
    const [, origin = ''] = /FIELD_CONSOLE_ORIGIN=(\S+)/.exec(caddy) ?? [];
    expect(caddy).toMatch(new RegExp(`^${new URL(origin).hostname.replace(/\./g, '\\.')} \\{$`, 'm'));
  });
});
