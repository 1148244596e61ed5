import type { IncomingMessage, ServerResponse } from 'node:http';

export interface StaticServer {
  readonly url: string;
  readonly port: number;
  close(): Promise<undefined>;
}

export function startStaticServer(options: {
  root?: string;
  port?: number;
  config: Record<string, unknown>;
  relay?: (req: IncomingMessage, res: ServerResponse) => void;
  token?: string;
}): Promise<StaticServer>;
