/**
 * The factory of the flow machines (docs/ARCHITECTURE.md, "A flow"). Every flow — a build run, a
 * deployment, a work request — is the same shell around states of its own:
 *
 *   resync ──▶ the flow's live states (poll loops, polling.ts) ──reply recorded──▶ route
 *   route  ──▶ error | creating.waiting | the flow's own routing
 *   succeeded | failed | canceled (final)        error ──flow.retry──▶ resync
 *
 * - `flowMachineConfig` writes the shell: the context, the network events on the whole machine,
 *   `resync` and `route` (the failure that will not pass first; for a flow that may start what it
 *   follows, the create's retry and its missing id), the final states and `error`; the machine
 *   gives its own `resync` and `route` cases and its own states.
 * - `pollCall` is the `calling` state of a poll loop: one call whose reply is recorded before
 *   `route`; a call that throws is the flow's error.
 * - `actionCall` is a state that sends a user's change (a cancel, a decision): its refusal is the
 *   user's to see (`actionError`), not the flow's error, and the flow goes on polling.
 * - `flowGuards`, `flowActions` and `flowDelays` are what the shell and the poll loops name; each
 *   machine spreads them into its `setup`, beside its own actors and guards.
 *
 * The builders return plain configuration; each machine's `setup(...).createMachine` types it
 * against the machine's context, events and actors.
 */
import { assign, type DoneActorEvent, type ErrorActorEvent, type EventObject } from 'xstate';
import type { ConsoleFailure } from '../contract/failure';
import type { FlowReply } from './flowCalls';
import { pollDelayMs, RETRY_PATCH, thrownFailure, type PollContext } from './polling';

interface ContextArgs<TContext> {
  readonly context: TContext;
}

/** The context of a flow that sends the user's changes. */
export interface ActionContext extends PollContext {
  /** Why the last change was refused or did not arrive. */
  readonly actionError?: ConsoleFailure;
}

/** The guards the shell and the poll loops name. */
export const flowGuards = {
  isOffline: ({ context }: ContextArgs<PollContext>) => !context.online,
  hasFailed: ({ context }: ContextArgs<PollContext>) => context.error !== undefined,
  isRetrying: ({ context }: ContextArgs<PollContext>) => context.lastError !== undefined,
  /**
   * Whether this call's replies come from the run's loop in the worker rather than from the
   * flow's own delay (polling.ts, "A followed run"). On its own a machine times its polls itself;
   * the console provides it as true for a run's read.
   */
  followsRun: (_args: unknown, _params: { readonly read: string }) => false,
};

/** The wait between two polls, with backoff and Retry-After (polling.ts). */
export const flowDelays = {
  pollDelay: ({ context }: ContextArgs<PollContext>) => pollDelayMs(context),
};

/** One call of a flow: its actor, its input from the context, and how its answer is recorded. */
export interface CallSpec<TSrc extends string, TContext, TCallInput> {
  readonly src: TSrc;
  readonly input: (context: TContext) => TCallInput;
  readonly record: (context: TContext, reply: FlowReply) => Partial<TContext>;
}

/**
 * A flow that may start what it follows: how it knows it has no id yet. Its own states then hold
 * `creating`, the create's poll loop.
 */
export interface FlowStart<TContext> {
  /** Whether the flow has no id yet: until the create's first answer gives it. */
  readonly lacksId: (context: TContext) => boolean;
  /** The failure when an answer to the create has no id. */
  readonly noId: ConsoleFailure;
}

export interface FlowParts<TInput, TContext, TResync, TRoute, TStates, TStart> {
  readonly context: (input: TInput) => TContext;
  /**
   * Where to pick up at start and after flow.retry (after the create, for a flow that starts
   * one): `always` transitions.
   */
  readonly resync: TResync;
  /** Where an answer sends the flow (after the error and the create's cases). */
  readonly route: TRoute;
  /** The flow's own states. */
  readonly states: TStates;
  readonly start?: TStart;
}

/**
 * The factory, bound to one machine's id, context and events (xstate types an action by both).
 * Each machine calls it once, `const flow = flowMachine<BuildRunContext, BuildRunEvent>('buildRun')`,
 * gives `flow.implementations` to its setup (`setup({ ... }).extend(flow.implementations)`) and
 * builds its configuration with `flow.config`, `flow.pollCall` and `flow.actionCall`.
 */
export function flowMachine<TContext extends ActionContext, TEvent extends EventObject>(id: string) {
  type Patch = Partial<TContext>;
  type Recorder = (context: TContext, reply: FlowReply) => Patch;
  // The machine's context extends ActionContext, so a patch of those fields is a patch of it
  // (TypeScript cannot see that through the type parameter).
  const shared = (fields: Partial<ActionContext>) => fields as Patch;
  const update = (patch: (args: { context: TContext; event: TEvent }) => Patch) =>
    assign<TContext, TEvent, undefined, TEvent, never>(patch);
  const onReply = (record: (context: TContext, event: DoneActorEvent<FlowReply>) => Patch) =>
    assign<TContext, DoneActorEvent<FlowReply>, undefined, TEvent, never>(({ context, event }) =>
      record(context, event),
    );
  const onThrow = (patch: (error: unknown) => Patch) =>
    assign<TContext, ErrorActorEvent, undefined, TEvent, never>(({ event }) => patch(event.error));

  /** The actions the shell and the poll loops name. */
  const actions = {
    goOffline: update(() => shared({ online: false })),
    goOnline: update(() => shared({ online: true })),
    /**
     * "Check now" while a followed run's answer is awaited: the console provides the call that
     * asks the run's loop to read now. A machine timing its own polls never runs it (its
     * `followsRun` refuses the event), so it does nothing here.
     */
    checkRunNow: () => undefined,
  };

  /** A state that invokes one call and goes on to `done` or, when the call throws, `thrown`. */
  function callState<
    const TSrc extends string,
    TCallInput,
    const TDone extends string,
    const TThrown extends string,
  >(
    call: CallSpec<TSrc, TContext, TCallInput>,
    done: { readonly target: TDone; readonly patch: Recorder },
    thrown: { readonly target: TThrown; readonly patch: (error: unknown) => Patch },
  ) {
    return {
      invoke: {
        src: call.src,
        input: ({ context }: ContextArgs<TContext>) => call.input(context),
        onDone: {
          target: done.target,
          actions: onReply((context, event) => done.patch(context, event.output)),
        },
        onError: { target: thrown.target, actions: onThrow(thrown.patch) },
      },
    } as const;
  }

  /**
   * A poll loop's `calling` state: the call, its reply recorded, then the machine's `route`; a
   * call that throws is the flow's error. Absolute targets: the state sits inside a poll loop.
   */
  function pollCall<const TSrc extends string, TCallInput>(call: CallSpec<TSrc, TContext, TCallInput>) {
    return callState(
      call,
      { target: `#${id}.route`, patch: call.record },
      { target: `#${id}.error`, patch: (error) => shared({ error: thrownFailure(error) }) },
    );
  }

  /**
   * A state that sends the user's change and goes back to `route`: an answer is recorded like a
   * poll's; a refusal, or a call that throws, is `actionError`, shown to the user.
   */
  function actionCall<const TSrc extends string, TCallInput>(call: CallSpec<TSrc, TContext, TCallInput>) {
    return callState(
      call,
      {
        target: 'route',
        patch: (context, reply) =>
          reply.ok ? call.record(context, reply) : shared({ actionError: reply.failure }),
      },
      { target: 'route', patch: (error) => shared({ actionError: thrownFailure(error) }) },
    );
  }

  /** The whole machine configuration: the shared shell around the flow's own states. */
  function config<
    TInput,
    const TResync extends readonly object[],
    const TRoute extends readonly object[],
    const TStates extends object,
  >(parts: FlowParts<TInput, TContext, TResync, TRoute, TStates, FlowStart<TContext>>) {
    const { start } = parts;
    const lacksId = ({ context }: ContextArgs<TContext>) => start?.lacksId(context) === true;
    const startRoutes =
      start === undefined
        ? []
        : [
            {
              guard: ({ context }: ContextArgs<TContext>) =>
                lacksId({ context }) && flowGuards.isRetrying({ context }),
              target: 'creating.waiting',
            },
            { guard: lacksId, target: 'error', actions: update(() => shared({ error: start.noId })) },
          ];
    return {
      id,
      context: ({ input }: { readonly input: TInput }) => parts.context(input),
      initial: 'resync',
      on: {
        'network.offline': { actions: 'goOffline' },
        'network.online': { actions: 'goOnline' },
      },
      states: {
        /** Where to pick up: at start, and after flow.retry. */
        resync: {
          always: [...(start === undefined ? [] : [{ guard: lacksId, target: 'creating' }]), ...parts.resync],
        },
        /**
         * After every reply: to the error state, back to waiting after a failure that may pass, or
         * to the state the service reports.
         */
        route: { always: [{ guard: 'hasFailed', target: 'error' }, ...startRoutes, ...parts.route] },
        ...parts.states,
        succeeded: { type: 'final' },
        failed: { type: 'final' },
        canceled: { type: 'final' },
        error: {
          tags: 'error',
          on: { 'flow.retry': { target: 'resync', actions: update(() => shared(RETRY_PATCH)) } },
        },
      },
    } as const;
  }

  /** What the shell and the poll loops name, for the machine's `setup(...).extend(...)`. */
  const implementations = { guards: flowGuards, actions, delays: flowDelays };

  return { implementations, pollCall, actionCall, config };
}
