/**
 * A field of an OCI answer in people words, for the details pages' generic sections: the field
 * name's words, the identifier suffix dropped, the service acronyms kept as people write them.
 * `compartmentId` → "Compartment", `bootVolumeId` → "Boot volume", `vcnId` → "VCN",
 * `isPvEncryptionInTransitEnabled` → "PV encryption in transit enabled". Pure.
 */
const ACRONYMS: ReadonlyMap<string, string> = new Map(
  [
    'ad', 'adb', 'api', 'cidr', 'cpe', 'cpu', 'db', 'dhcp', 'dns', 'drg', 'fqdn', 'gpu', 'http', 'https',
    'iam', 'id', 'ip', 'ipv4', 'ipv6', 'iscsi', 'kms', 'lb', 'mtu', 'nat', 'nsg', 'ocid', 'ocpu', 'ocpus',
    'oke', 'os', 'pv', 'sql', 'ssh', 'ssl', 'tcp', 'tls', 'udp', 'uri', 'url', 'vcn', 'vlan', 'vm', 'vnic',
  ].map((word) => [word, word === 'ocpus' ? 'OCPUs' : word.toUpperCase()]),
);

/** The words of one camelCase or snake_case name, lower case. */
function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter((word) => word !== '')
    .map((word) => word.toLowerCase());
}

/** The last segment of a field path (`details.bootVolumeId`), in people words. */
export function fieldWords(path: string): string {
  const last = path.split('.').filter((segment) => segment !== '').at(-1) ?? path;
  let parts = words(last);
  // `compartmentId`, `subnetIds`: the identifier suffix says nothing a person needs.
  const suffix = parts.length > 1 ? parts.at(-1) : undefined;
  if (suffix === 'id' || suffix === 'ids') parts = parts.slice(0, -1);
  // `isPublic`, `isEnabled`: a yes/no field reads without its "is".
  if (parts.length > 1 && parts[0] === 'is') parts = parts.slice(1);
  const shown = parts.map((word) => ACRONYMS.get(word) ?? word);
  if (suffix === 'ids') shown[shown.length - 1] = `${shown.at(-1) ?? ''}s`;
  const first = shown[0] ?? '';
  return [first.charAt(0).toUpperCase() + first.slice(1), ...shown.slice(1)].join(' ');
}
