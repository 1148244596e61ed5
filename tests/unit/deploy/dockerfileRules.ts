/**
 * The rules the container image keeps, read from the Dockerfile alone (dockerfile-ast, no Docker
 * engine): two stages on the same Node LTS image pinned by version, production dependencies only
 * at run time, a numeric user that is not root with nothing written after it, a health check by
 * node itself on /healthz, and the command `npm run serve` runs. `dockerfileViolations` lists what
 * a Dockerfile breaks, so the tests can show that a broken one is caught.
 */
import {
  DockerfileParser,
  type Copy,
  type Env,
  type From,
  type Instruction,
  JSONInstruction,
} from 'dockerfile-ast';

/**
 * The oldest Node line an image may be based on: an LTS line (even major) still maintained.
 * Node 20 reached its end of life in April 2026; raise this when 22 does (April 2027).
 */
export const OLDEST_NODE_LTS = 22;

export interface Image {
  readonly instructions: readonly Instruction[];
  readonly stages: readonly From[];
  /** The last stage's instructions, after its FROM. */
  readonly runtime: readonly Instruction[];
  /** The stages before the last one, with their FROMs. */
  readonly build: readonly Instruction[];
}

export function parseImage(text: string): Image {
  const instructions = DockerfileParser.parse(text).getInstructions();
  const stages = instructions.filter((i): i is From => i.getKeyword() === 'FROM');
  const last = stages.at(-1);
  const start = last === undefined ? instructions.length : instructions.indexOf(last);
  return {
    instructions,
    stages,
    runtime: instructions.slice(start + 1),
    build: instructions.slice(0, start),
  };
}

export function ofKind<T extends Instruction>(list: readonly Instruction[], keyword: string): T[] {
  return list.filter((i) => i.getKeyword() === keyword) as T[];
}

/** The runtime stage's environment, as ENV sets it. */
export function runtimeEnv(image: Image): Record<string, string> {
  return Object.fromEntries(
    ofKind<Env>(image.runtime, 'ENV').flatMap((env) =>
      env.getProperties().map((p) => [p.getName(), p.getValue() ?? '']),
    ),
  );
}

/** The sources and destination of each COPY that copies from the build context. */
export function contextCopies(list: readonly Instruction[]): { sources: string[]; destination: string }[] {
  return ofKind<Copy>(list, 'COPY')
    .filter((copy) => copy.getFromFlag() === null)
    .map((copy) => {
      const args = copy.getArguments().map((a) => a.getValue());
      return { sources: args.slice(0, -1), destination: args.at(-1) ?? '' };
    });
}

/** The runtime stage's USER as uid and gid (NaN where it is not a number). */
export function imageUser(image: Image): { uid: number; gid: number } {
  const [user = ''] = ofKind(image.runtime, 'USER').map((u) => u.getArgumentsContent() ?? '');
  const [uid = Number.NaN, gid = Number.NaN] = user
    .split(':')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));
  return { uid, gid };
}

/** The exec form of a CMD, or of a HEALTHCHECK's CMD; undefined for the shell form. */
export function execForm(instruction: Instruction | undefined): string[] | undefined {
  if (instruction === undefined) return undefined;
  if (instruction instanceof JSONInstruction && instruction.getKeyword() !== 'HEALTHCHECK') {
    const strings = instruction.getJSONStrings().map((s) => s.getJSONValue());
    return strings.length > 0 ? strings : undefined;
  }
  const text = instruction.getArgumentsContent() ?? '';
  const at = text.indexOf('CMD');
  try {
    const form: unknown = JSON.parse(text.slice(at + 3).trim());
    return Array.isArray(form) && form.every((s) => typeof s === 'string') ? form : undefined;
  } catch {
    return undefined;
  }
}

/** What the rules need to know of the repository the image is built from. */
export interface Repository {
  /** A path of the build context exists. */
  exists(path: string): boolean;
  /** A path of the build context is left out by .dockerignore. */
  ignored(path: string): boolean;
  /** A file's text, for the health check's script. */
  read(path: string): string;
  /** The command `npm run serve` runs, split into words. */
  readonly serveCommand: readonly string[];
  /** Every variable the server reads. */
  readonly knownVariables: ReadonlySet<string>;
  /** The variables that would give the server a credential (the signing relay's profile). */
  readonly credentialVariables: ReadonlySet<string>;
  /** The server's options from an environment (throws on a value it refuses). */
  options(env: Record<string, string>): {
    listen: string;
    port: number;
    profile?: string | undefined;
    configFile?: string | undefined;
  };
}

const PINNED_NODE = /^(\d+)\.\d+\.\d+-[a-z]+-slim$/;

export function dockerfileViolations(text: string, repo: Repository): string[] {
  const image = parseImage(text);
  const found: string[] = [];
  const rule = (ok: boolean, message: string) => {
    if (!ok) found.push(message);
  };

  // Two stages on one Node LTS image, pinned by version.
  rule(image.stages.length >= 2, 'multi-stage: a build stage and a runtime stage');
  for (const stage of image.stages) {
    const tag = stage.getImageTag() ?? '';
    const major = Number(PINNED_NODE.exec(tag)?.[1]);
    rule(stage.getImageName() === 'node', `${stage.getImageName() ?? '?'}: the base is the node image`);
    rule(
      Number.isInteger(major) && major % 2 === 0 && major >= OLDEST_NODE_LTS,
      `node:${tag}: a Node LTS line (even, ${OLDEST_NODE_LTS} or newer) pinned by version`,
    );
  }
  rule(
    new Set(image.stages.map((s) => `${s.getImageName() ?? ''}:${s.getImageTag() ?? ''}`)).size === 1,
    'every stage on the same base image',
  );
  rule(ofKind(image.instructions, 'ADD').length === 0, 'COPY, never ADD (which fetches and unpacks)');

  // The build stage builds; the runtime stage takes the build and production dependencies only.
  const buildRuns = ofKind(image.build, 'RUN').map((r) => r.getArgumentsContent() ?? '');
  rule(
    /npm ci\b.*npm run build/s.test(buildRuns.join(' && ')),
    'the build stage runs npm ci, then npm run build',
  );
  const runtimeRuns = ofKind(image.runtime, 'RUN').map((r) => r.getArgumentsContent() ?? '');
  rule(
    runtimeRuns.some((run) => /npm ci --omit=dev/.test(run)),
    'the runtime stage installs with npm ci --omit=dev',
  );
  const fromBuild = ofKind<Copy>(image.runtime, 'COPY').filter((c) => c.getFromFlag() !== null);
  rule(
    fromBuild.length > 0 && fromBuild.every((c) => c.getArguments()[0]?.getValue() === '/app/dist'),
    'the runtime stage takes only dist/ from the build stage',
  );

  // What it copies from the context exists there, and is not left out of it.
  for (const { sources } of [...contextCopies(image.build), ...contextCopies(image.runtime)]) {
    for (const source of sources.filter((s) => s !== '.')) {
      rule(repo.exists(source), `COPY ${source}: no such file in the repository`);
      rule(!repo.ignored(source), `COPY ${source}: .dockerignore leaves it out of the context`);
    }
  }
  rule(
    !contextCopies(image.runtime).some((c) => c.sources.includes('.')),
    'the runtime stage copies named files, not the whole context',
  );

  // A numeric user that is not root, and nothing written into the image after it.
  const users = ofKind(image.runtime, 'USER');
  const { uid, gid } = imageUser(image);
  rule(users.length === 1, 'the runtime stage sets USER once');
  rule(uid > 0 && gid > 0, 'USER is a numeric uid:gid that is not root (runAsNonRoot can check it)');
  const afterUser = image.runtime.slice(image.runtime.findIndex((i) => i.getKeyword() === 'USER'));
  rule(
    users.length === 0 || !afterUser.some((i) => ['RUN', 'COPY', 'ADD'].includes(i.getKeyword())),
    'nothing runs or is copied after USER',
  );

  // The health check and the command.
  const check = execForm(ofKind(image.runtime, 'HEALTHCHECK')[0]);
  rule(check !== undefined, 'a HEALTHCHECK in exec form');
  if (check !== undefined) {
    const [program, script = ''] = check;
    rule(program === 'node', 'the HEALTHCHECK runs node itself (slim images have no curl)');
    rule(
      repo.exists(script) && repo.read(script).includes("'/healthz'"),
      `HEALTHCHECK ${script}: a script that asks /healthz`,
    );
  }
  const command = execForm(ofKind(image.runtime, 'CMD').at(-1));
  rule(
    JSON.stringify(command) === JSON.stringify(repo.serveCommand),
    `CMD ${JSON.stringify(command)}: the command of npm run serve, ${JSON.stringify(repo.serveCommand)}`,
  );
  rule(ofKind(image.instructions, 'ENTRYPOINT').length === 0, 'no ENTRYPOINT in front of the command');

  // Listening for the world on the port it exposes, with no credential of anyone.
  const env = runtimeEnv(image);
  for (const name of Object.keys(env)) {
    rule(
      !name.startsWith('FIELD_CONSOLE_') || repo.knownVariables.has(name),
      `ENV ${name}: a variable the server does not read`,
    );
    rule(
      !name.startsWith('OCI_') && !repo.credentialVariables.has(name),
      `ENV ${name}: the forwarding relay holds no OCI credential`,
    );
  }
  try {
    const options = repo.options(env);
    rule(options.listen === '0.0.0.0', 'the server listens on 0.0.0.0 in the container');
    rule(
      ofKind(image.runtime, 'EXPOSE')
        .map((e) => e.getArgumentsContent())
        .join() === String(options.port),
      `EXPOSE the port the server listens on (${options.port})`,
    );
    rule(
      options.profile === undefined && options.configFile === undefined,
      'the forwarding relay: no signing profile, no OCI config file',
    );
  } catch (error) {
    found.push(`the server refuses the image's environment: ${(error as Error).message}`);
  }
  return found;
}

/**
 * Whether .dockerignore leaves a path out, as Docker reads it: patterns relative to the context,
 * `*` and `?` within a name, `**` across folders, a folder's pattern covering what it holds, `!`
 * taking a path back in, the last matching line deciding.
 */
export function dockerIgnored(patterns: readonly string[], path: string): boolean {
  const clean = path.replace(/^\.\//, '').replace(/\/$/, '');
  const parts = clean.split('/');
  const candidates = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
  let ignored = false;
  for (const line of patterns.map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('#'))) {
    const negated = line.startsWith('!');
    const pattern = (negated ? line.slice(1) : line).replace(/^\/+/, '').replace(/\/+$/, '');
    const source = pattern
      .split(/(\*\*\/?|\*|\?)/)
      .map((piece) =>
        piece === '**/'
          ? '(?:.*/)?'
          : piece === '**'
            ? '.*'
            : piece === '*'
              ? '[^/]*'
              : piece === '?'
                ? '[^/]'
                : piece.replace(/[.+^${}()|[\]\\]/g, '\\$&'),
      )
      .join('');
    const regex = new RegExp(`^${source}$`);
    if (candidates.some((candidate) => regex.test(candidate))) ignored = !negated;
  }
  return ignored;
}
