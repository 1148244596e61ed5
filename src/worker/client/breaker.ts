/**
 * A circuit breaker per service host (reference: opens at 80 % failures over at least 10 calls
 * in a 2-minute window, half-opens after 30 s); which failures count is the failure policy's.
 * While open, calls fail at once with a circuit-open failure and nothing is sent; half-open lets
 * one probe through, whose success closes the circuit and whose failure opens it again.
 * A call that failed while the device had no network says nothing of the host and is not
 * counted: a tunnel or a flight mode would otherwise open every host's circuit, and the changes
 * made meanwhile would wait out the 30 s once the network returns instead of going out at once.
 */
import { policyOf, type BreakerCount } from '../../contract/failurePolicy';
import { OciCircuitOpenError } from './errors';
import { toFailure } from './failure';

export type CircuitState = 'closed' | 'open' | 'half-open';

export interface CircuitBreakerOptions {
  readonly now?: () => number;
  readonly windowMs?: number;
  readonly minimumCalls?: number;
  readonly failureRatio?: number;
  readonly openMs?: number;
  /** Whether the device has a network (navigator.onLine); failures without one are not counted. */
  readonly isOnline?: () => boolean;
}

/** How a call ended, for the breaker: the host failed, the host answered, or it does not count. */
export type CallOutcome = BreakerCount;

/** Permission to send one call, returned by `acquire` and handed back to `record`. */
export interface CircuitTicket {
  readonly host: string;
  readonly probe: boolean;
}

interface HostCircuit {
  state: CircuitState;
  outcomes: { readonly at: number; readonly failed: boolean }[];
  openedAt: number;
  probing: boolean;
}

/** How a call's error counts for its host: the failure policy's row, whatever the error. */
function outcomeOf(error: unknown): CallOutcome {
  return policyOf(toFailure(error)).breaker;
}

export class CircuitBreaker {
  private readonly now: () => number;
  private readonly windowMs: number;
  private readonly minimumCalls: number;
  private readonly failureRatio: number;
  private readonly openMs: number;
  private readonly isOnline: () => boolean;
  private readonly hosts = new Map<string, HostCircuit>();

  constructor(options: CircuitBreakerOptions = {}) {
    this.now = options.now ?? Date.now;
    this.windowMs = options.windowMs ?? 120_000;
    this.minimumCalls = options.minimumCalls ?? 10;
    this.failureRatio = options.failureRatio ?? 0.8;
    this.openMs = options.openMs ?? 30_000;
    this.isOnline = options.isOnline ?? (() => true);
  }

  /** The state of a host's circuit; an open one past its wait reads as half-open. */
  state(host: string): CircuitState {
    const circuit = this.hosts.get(host);
    if (circuit === undefined) return 'closed';
    if (circuit.state === 'open' && this.now() >= circuit.openedAt + this.openMs) return 'half-open';
    return circuit.state;
  }

  /** Permission to send, or OciCircuitOpenError when the host's circuit is open. */
  acquire(host: string): CircuitTicket {
    const circuit = this.circuit(host);
    if (circuit.state === 'closed') return { host, probe: false };
    const retryAt = circuit.openedAt + this.openMs;
    if (circuit.state === 'open' && this.now() < retryAt) throw new OciCircuitOpenError(host, retryAt);
    if (circuit.probing) throw new OciCircuitOpenError(host, this.now());
    circuit.state = 'half-open';
    circuit.probing = true;
    return { host, probe: true };
  }

  /** How the call sent with this ticket ended. */
  record(ticket: CircuitTicket, ended: CallOutcome): void {
    const circuit = this.circuit(ticket.host);
    const outcome = ended === 'failure' && !this.isOnline() ? 'ignored' : ended;
    if (ticket.probe) {
      circuit.probing = false;
      if (outcome === 'success') this.close(circuit);
      else if (outcome === 'failure') this.open(circuit);
      return;
    }
    if (circuit.state !== 'closed' || outcome === 'ignored') return;
    const now = this.now();
    circuit.outcomes = circuit.outcomes.filter((entry) => entry.at > now - this.windowMs);
    circuit.outcomes.push({ at: now, failed: outcome === 'failure' });
    const failures = circuit.outcomes.filter((entry) => entry.failed).length;
    if (
      circuit.outcomes.length >= this.minimumCalls &&
      failures >= this.failureRatio * circuit.outcomes.length
    ) {
      this.open(circuit);
    }
  }

  /** Runs one call under the host's circuit. */
  async run<T>(host: string, send: () => Promise<T>): Promise<T> {
    const ticket = this.acquire(host);
    try {
      const result = await send();
      this.record(ticket, 'success');
      return result;
    } catch (error) {
      this.record(ticket, outcomeOf(error));
      throw error;
    }
  }

  private circuit(host: string): HostCircuit {
    let circuit = this.hosts.get(host);
    if (circuit === undefined) {
      circuit = { state: 'closed', outcomes: [], openedAt: 0, probing: false };
      this.hosts.set(host, circuit);
    }
    return circuit;
  }

  private open(circuit: HostCircuit): void {
    circuit.state = 'open';
    circuit.openedAt = this.now();
    circuit.outcomes = [];
  }

  private close(circuit: HostCircuit): void {
    circuit.state = 'closed';
    circuit.outcomes = [];
  }
}
