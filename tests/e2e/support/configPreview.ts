/**
 * The "Configuration file preview" the OCI Console shows once an API key is added, as a user
 * copies it into the console. Its last line is OCI's own text, placeholder and `# TODO` included:
 * the key stays on the device, so that line is what a real paste carries.
 */
export interface PreviewFields {
  readonly user: string;
  readonly fingerprint: string;
  readonly tenancy: string;
  readonly region: string;
}

export function configPreview({ user, fingerprint, tenancy, region }: PreviewFields): string {
  return [
    '[DEFAULT]',
    `user=${user}`,
    `fingerprint=${fingerprint}`,
    `tenancy=${tenancy}`,
    `region=${region}`,
    'key_file=<path to your private keyfile> # TODO',
  ].join('\n');
}
