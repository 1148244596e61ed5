/** The month's cost: under the navigation's Billing & Cost Management (the usage plugin's base route). */
export const COST_PATTERNS = {
  month: '/usage/month-cost',
} as const;

export const costPaths = {
  month: () => COST_PATTERNS.month,
} as const;
