/**
 * Where a call goes: the real regional host of its service, or a configured endpoint (the
 * emulator, a same-origin relay) that takes the service key and region as its first two path
 * segments.
 */
import { secondLevelDomain } from '../../oci/realms';
import { serviceHost, type ServiceKey } from '../../oci/services';

/** The service's real host in the region: `devops.us-ashburn-1.oci.oraclecloud.com`. */
export function realHost(service: ServiceKey, region: string): string {
  return serviceHost(service, region, secondLevelDomain(region));
}

/**
 * Everything before the base path: `https://<real host>`, or with an endpoint
 * `${endpoint}/${service}/${region}`.
 */
export function serviceOrigin(service: ServiceKey, region: string, endpoint?: string): string {
  if (endpoint === undefined) {
    return `https://${realHost(service, region)}`;
  }
  return `${endpoint.replace(/\/+$/, '')}/${service}/${encodeURIComponent(region)}`;
}
