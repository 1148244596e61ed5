/**
 * Which service and region a call is for. The emulator's own form names them in the path,
 * `/<service key>/<region>/<base path><path>`; a call sent as to the real regional host (the
 * forwarding relay's, or a test's) names them in its Host header,
 * `devops.us-ashburn-1.oci.oraclecloud.com` with `/20210630/projects` as the path. The signature
 * is then checked over that Host and path as received.
 */
import { secondLevelDomain } from '../src/oci/realms';
import { findRegion } from '../src/oci/regions';
import { SERVICE_KEYS, serviceHost, type ServiceKey } from '../src/oci/services';

export interface ApiAddress {
  readonly service: string;
  readonly regionId: string;
  /** The path after the region (base path included), still encoded. */
  readonly restPath: string;
}

/** The service and region of a real regional host, or undefined for any other name. */
export function realHostAddress(
  host: string | undefined,
): { service: ServiceKey; regionId: string } | undefined {
  if (host === undefined) return undefined;
  const name = host.toLowerCase().replace(/:\d+$/, '');
  const [service = '', regionId = ''] = name.split('.');
  const key = SERVICE_KEYS.find((candidate) => candidate === service);
  if (key === undefined || findRegion(regionId) === undefined) return undefined;
  return serviceHost(key, regionId, secondLevelDomain(regionId)) === name
    ? { service: key, regionId }
    : undefined;
}

/** Throws URIError for a region segment that does not decode. */
export function apiAddress(pathname: string, host: string | undefined): ApiAddress {
  const real = realHostAddress(host);
  if (real !== undefined) return { ...real, restPath: pathname };
  const [, service = '', regionSegment = '', ...rest] = pathname.split('/');
  return { service, regionId: decodeURIComponent(regionSegment), restPath: `/${rest.join('/')}` };
}
