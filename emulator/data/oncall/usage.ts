/**
 * The demo tenancy's spend: a cost per service and compartment for every day, with a weekday
 * shape (compute and databases busier on working days), a slow growth over the year and seeded
 * noise, in the tenancy's currency. Days after the emulator's clock have no usage yet; the
 * forecast of a day is the mean of the seven days before the forecast starts.
 */
import type { CompartmentNode } from '../compartments';
import { DAY_MS, unitNoise } from './noise';

/** The tenancy's currency, which the console must read from the answer. */
export const TENANCY_CURRENCY = 'EUR';

/** Each service's cost of an ordinary working day. */
const SERVICES: readonly (readonly [string, number])[] = [
  ['Compute', 148],
  ['Database', 96],
  ['Block Storage', 31],
  ['Object Storage', 12.5],
  ['Networking', 18],
  ['Load Balancer', 9.4],
  ['Logging', 3.2],
  ['Functions', 1.7],
];

export const USAGE_SERVICES: readonly string[] = SERVICES.map(([name]) => name);

/** The cost of one service in one compartment on the day starting at `dayMs`. */
export function dailyCost(
  seed: string,
  service: string,
  compartment: CompartmentNode,
  share: number,
  dayMs: number,
): number {
  const base = SERVICES.find(([name]) => name === service)?.[1] ?? 0;
  const weekday = new Date(dayMs).getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 0.7 : 1;
  const growth = 1 + ((dayMs / DAY_MS) % 365) / 2000;
  const noise = 0.85 + unitNoise(`${seed}|${service}|${compartment.id}|${dayMs}`) * 0.3;
  return Math.round(base * share * weekend * growth * noise * 100) / 100;
}

/** The compartments that carry cost (the first level under the tenancy), with their shares. */
export function costCompartments(
  compartments: readonly CompartmentNode[],
): { node: CompartmentNode; share: number }[] {
  const top = compartments.filter((c) => c.depth === 1);
  const weights = top.map((c) => Math.max(0.1, c.weight));
  const sum = weights.reduce((a, b) => a + b, 0);
  return top.map((node, i) => ({ node, share: (weights[i] ?? 0) / sum }));
}
