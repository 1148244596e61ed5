/**
 * Every mutation the emulator applied, with its retry token, so a test can prove that a request
 * sent many times (retries, replays, dropped answers) took effect exactly once.
 */

export interface AppliedMutation {
  readonly operation: string;
  readonly retryToken?: string;
  readonly resourceId?: string;
  readonly at: string;
  readonly region: string;
  readonly requestId: string;
}

export interface AppliedReport {
  readonly items: readonly AppliedMutation[];
  /** How many times each retry token's mutation was applied: exactly once is 1. */
  readonly byRetryToken: Readonly<Record<string, number>>;
  readonly total: number;
}

export class AppliedLog {
  private items: AppliedMutation[] = [];

  record(mutation: AppliedMutation): void {
    this.items.push(mutation);
  }

  report(): AppliedReport {
    const byRetryToken: Record<string, number> = {};
    for (const item of this.items) {
      if (item.retryToken !== undefined)
        byRetryToken[item.retryToken] = (byRetryToken[item.retryToken] ?? 0) + 1;
    }
    return { items: [...this.items], byRetryToken, total: this.items.length };
  }

  clear(): void {
    this.items = [];
  }
}
