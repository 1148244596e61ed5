export function withHostSuffix<T extends Record<string, unknown>>(
  config: T,
  value: string | undefined,
): T & { hostSuffix?: string };
