/** Every DevOps resource screen's configuration, by key, as the resource-kind registry has it. */
import { KINDS } from '../registry';
import type { ResourceConfig, ResourceKey } from './resourceConfig';

export const RESOURCES: Readonly<Record<ResourceKey, ResourceConfig>> = Object.fromEntries(
  KINDS.flatMap((kind) => (kind.devops === undefined ? [] : [[kind.devops.key, kind.devops] as const])),
) as Record<ResourceKey, ResourceConfig>;

export function resourceConfig(key: ResourceKey): ResourceConfig {
  return RESOURCES[key];
}
