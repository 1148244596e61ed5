export function isLoopbackHost(host: string | undefined): boolean;
export function isLoopbackOrigin(origin: string | undefined): boolean;
