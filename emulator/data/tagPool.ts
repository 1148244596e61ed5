/**
 * Freeform and defined tags. Resources of the same environment, application and owner share one
 * frozen tag object, which keeps a quarter of a million resources light in memory.
 */
import type { Random } from '../random';
import type { NameParts } from './vocabulary';

type FreeformTags = Readonly<Record<string, string>>;
type DefinedTags = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

const OWNERS = ['platform-team', 'payments-team', 'data-team', 'web-team', 'sre', 'security-team'] as const;
const COST_CENTERS = ['CC-1010', 'CC-2040', 'CC-3300', 'CC-4120'] as const;
const CLASSIFICATIONS = ['public', 'internal', 'confidential', 'restricted'] as const;

const ENVIRONMENT_NAMES: Record<string, string> = {
  prod: 'production',
  stage: 'staging',
  dev: 'development',
  qa: 'test',
  dr: 'disaster-recovery',
};

export interface Tags {
  readonly freeformTags: FreeformTags;
  readonly definedTags: DefinedTags;
}

export class TagPool {
  /** By environment and application, then by the number of the other choices. */
  private readonly cache = new Map<string, Map<number, Tags>>();

  tags(random: Random, parts: NameParts): Tags {
    const ownerIndex = random.int(OWNERS.length);
    const costIndex = random.int(COST_CENTERS.length);
    const classIndex = random.int(CLASSIFICATIONS.length);
    const variant = random.int(4);
    const key =
      ((ownerIndex * COST_CENTERS.length + costIndex) * CLASSIFICATIONS.length + classIndex) * 4 + variant;
    const group = this.cache.get(parts.env + parts.app) ?? new Map<number, Tags>();
    this.cache.set(parts.env + parts.app, group);
    const cached = group.get(key);
    if (cached) return cached;
    const owner = OWNERS[ownerIndex] ?? OWNERS[0];
    const costCenter = COST_CENTERS[costIndex] ?? COST_CENTERS[0];
    const classification = CLASSIFICATIONS[classIndex] ?? CLASSIFICATIONS[0];
    const freeform: Record<string, string> = { env: parts.env, app: parts.app };
    if (variant > 0) freeform['owner'] = owner;
    if (variant === 3) freeform['backup'] = 'daily';
    const defined: Record<string, Readonly<Record<string, unknown>>> = {
      Operations: Object.freeze({
        Environment: ENVIRONMENT_NAMES[parts.env] ?? parts.env,
        CostCenter: costCenter,
      }),
    };
    if (variant >= 2) defined['Security'] = Object.freeze({ DataClassification: classification });
    const tags = { freeformTags: Object.freeze(freeform), definedTags: Object.freeze(defined) };
    group.set(key, tags);
    return tags;
  }
}
