/**
 * Where a call goes: the real regional host of its service, or a configured endpoint (the
 * emulator, a same-origin relay) that takes the service key and region as its first two path
 * segments; or, through a forwarding relay, a call signed for the real host but sent to the relay.
 */
import type { CallEndpoint } from '../../oci/callForms';
import { secondLevelDomain } from '../../oci/realms';
import { findRegion } from '../../oci/regions';
import { serviceHost, type ServiceKey } from '../../oci/services';
import { OciValidationError } from './errors';

/**
 * The one check of where a call may go: a region id of the region table, or exactly the custom
 * host suffix given as a start option. A region read from an address, a setting or a caller is
 * data, never a host: anything else is refused before a request is built, signed or sent.
 */
export function checkRegion(region: string, hostSuffix?: string): void {
  if (findRegion(region) !== undefined) return;
  if (hostSuffix !== undefined && hostSuffix !== '' && region === hostSuffix) return;
  throw new OciValidationError(`${region} is not an OCI region; nothing was sent there`, {
    parameter: 'region',
  });
}

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

/**
 * The address a call signed for its real host is sent to through a forwarding relay:
 * `${forwardTo}/${service}/${region}` and the signed URL's path and query, exactly as signed.
 */
export function forwardedUrl(
  forwardTo: string,
  service: ServiceKey,
  region: string,
  signedUrl: string,
): string {
  const signed = new URL(signedUrl);
  return `${serviceOrigin(service, region, forwardTo)}${signed.pathname}${signed.search}`;
}

/**
 * How a client of the console's configuration reaches its endpoint: in the endpoint's own form
 * (the emulator, the signing relay), through a forwarding relay (mode `forward`: signed for the
 * real host), or, with no endpoint, at the regional hosts.
 */
export function clientEndpoint(config: CallEndpoint): { endpoint?: string } | { forwardTo: string } {
  if (config.endpoint === undefined) return {};
  return config.mode === 'forward' ? { forwardTo: config.endpoint } : { endpoint: config.endpoint };
}
