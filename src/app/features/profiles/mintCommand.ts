/**
 * The command that mints a session token for this device's public key on a computer where the
 * OCI CLI is signed in (oracle/oci-cli, src/oci_cli/cli_session.py, `authenticate`): with
 * `--no-browser` and `--public-key-file-path` it calls the identity data plane's
 * GenerateUserSecurityToken for that key, signed by the computer's own profile, and writes the
 * token to ~/.oci/sessions/<profile-name>/token (src/oci_cli/cli_setup_bootstrap.py). The
 * session lasts 5 to 60 minutes (`--session-expiration-in-minutes`, cli_constants.py). The
 * region is a global option, given before the subcommand (cli_root.py), since `authenticate`
 * reads `ctx.obj['region']`. The key is written to a file first with a here-document, so the
 * whole text can be pasted into a shell as it is; `--config-location` keeps the profile the CLI
 * writes out of the computer's own ~/.oci/config.
 */

/** A profile name the CLI accepts (cli_session.py, PROFILE_NAME_PATTERN). */
export function cliProfileName(name: string): string {
  const cleaned = name
    .trim()
    .replace(/[^A-Za-z0-9._\-@]+/g, '-')
    .replace(/^[.-]+|-+$/g, '');
  return cleaned === '' ? 'field-console' : cleaned;
}

export function mintCommand(publicKeyPem: string, region: string, profileName: string): string {
  const profile = cliProfileName(profileName);
  const file = `${profile}-public-key.pem`;
  return [
    `cat > ${file} <<'EOF'`,
    publicKeyPem.trim(),
    'EOF',
    `oci --region ${region} session authenticate --no-browser --public-key-file-path ${file} --session-expiration-in-minutes 60 --profile-name ${profile} --config-location ${profile}-config`,
    `cat ~/.oci/sessions/${profile}/token`,
  ].join('\n');
}
