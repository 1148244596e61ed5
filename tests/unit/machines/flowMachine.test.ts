/**
 * The flow machine factory on a machine of its own (a ticket followed by id, or created first,
 * and closed by the user): the shell's resync, route, error and retry, the create's missing id
 * and retry, a poll call's and an action call's replies, the network events. Scripted calls and
 * a fake clock (poll interval 100 ms).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup } from 'xstate';
import type { ConsoleFailure } from '../../../src/contract/failure';
import type { FlowReply } from '../../../src/machines/flowCalls';
import { flowMachine, type ActionContext } from '../../../src/machines/flowMachine';
import {
  initialPollContext,
  pollLoop,
  replyPatch,
  type FlowControlEvent,
  type PollOptions,
} from '../../../src/machines/polling';
import { advance, answer, flush, hang, httpFailure, networkDown, useFlowClock } from './fakeFlowActors';

useFlowClock();

interface TicketContext extends ActionContext {
  readonly ticketId?: string;
  readonly status?: string;
}

type TicketEvent = FlowControlEvent | { readonly type: 'ticket.close' };

type TicketInput = PollOptions & { readonly ticketId?: string };

const NO_ID: ConsoleFailure = {
  kind: 'invalid-response',
  message: 'The ticket answer has no id',
  status: 200,
};

function recordTicket(context: TicketContext, reply: FlowReply): Partial<TicketContext> {
  const patch = replyPatch(context, reply, Date.now());
  if (!reply.ok) return patch;
  const body = reply.value.body as { readonly id?: string; readonly status?: string };
  return { ...patch, ticketId: body.id ?? context.ticketId, status: body.status };
}

type Step = FlowReply | (() => FlowReply | Promise<FlowReply>);
type CallName = 'getTicket' | 'createTicket' | 'closeTicket';

const unscripted = fromPromise<FlowReply, { readonly ticketId?: string }>(() =>
  Promise.reject(new Error('not scripted')),
);

const flow = flowMachine<TicketContext, TicketEvent>('ticket');

const ticketSetup = setup({
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  types: {} as { context: TicketContext; events: TicketEvent; input: TicketInput },
  actors: { getTicket: unscripted, createTicket: unscripted, closeTicket: unscripted },
  guards: {
    statusIs: ({ context }, params: { status: string }) => context.status === params.status,
  },
}).extend(flow.implementations);

const fetchTicket = flow.pollCall({
  src: 'getTicket',
  input: (context) => ({ ticketId: context.ticketId ?? '' }),
  record: recordTicket,
});

const ticketMachine = ticketSetup.createMachine(
  flow.config({
    context: (input: TicketInput) => ({
      ...initialPollContext(input),
      ...(input.ticketId === undefined ? {} : { ticketId: input.ticketId }),
    }),
    start: { lacksId: (context) => context.ticketId === undefined, noId: NO_ID },
    resync: [{ target: 'open' }],
    route: [
      { guard: { type: 'statusIs', params: { status: 'DONE' } }, target: 'succeeded' },
      { guard: { type: 'statusIs', params: { status: 'CLOSED' } }, target: 'canceled' },
      { target: 'open.waiting' },
    ],
    states: {
      creating: pollLoop(flow.pollCall({ src: 'createTicket', input: () => ({}), record: recordTicket })),
      open: pollLoop(fetchTicket, { 'ticket.close': { target: '#ticket.closing' } }),
      closing: flow.actionCall({
        src: 'closeTicket',
        input: (context) => ({ ticketId: context.ticketId ?? '' }),
        record: recordTicket,
      }),
    },
  }),
);

async function run(input: TicketInput, script: Partial<Record<CallName, readonly Step[]>>) {
  const calls: CallName[] = [];
  const scripted = (name: CallName) =>
    fromPromise<FlowReply, { readonly ticketId?: string }>(async () => {
      calls.push(name);
      const steps = script[name] ?? [];
      const step = steps[Math.min(calls.filter((call) => call === name).length - 1, steps.length - 1)];
      if (step === undefined) throw new Error(`No script for ${name}`);
      return typeof step === 'function' ? step() : step;
    });
  const actor = createActor(
    ticketMachine.provide({
      actors: {
        getTicket: scripted('getTicket'),
        createTicket: scripted('createTicket'),
        closeTicket: scripted('closeTicket'),
      },
    }),
    { input: { pollIntervalMs: 100, ...input } },
  );
  actor.start();
  await flush();
  return { actor, calls, snapshot: () => actor.getSnapshot() };
}

const ticket = (status: string, id = 't1') => answer({ id, status });

describe('flowMachine', () => {
  it('follows by id: polls until the service reports an end, then stops there', async () => {
    const { calls, snapshot } = await run(
      { ticketId: 't1' },
      { getTicket: [ticket('OPEN'), ticket('DONE')] },
    );
    expect(snapshot().value).toEqual({ open: 'waiting' });
    expect(snapshot().context.lastPolledAt).toBe(0);
    await advance(100);
    expect(snapshot().value).toBe('succeeded');
    expect(snapshot().status).toBe('done');
    expect(calls).toEqual(['getTicket', 'getTicket']);
  });

  it('starts what it follows when it has no id, then polls the id the answer gives', async () => {
    const { calls, snapshot } = await run(
      {},
      { createTicket: [ticket('OPEN', 't9')], getTicket: [ticket('OPEN', 't9')] },
    );
    expect(snapshot().value).toEqual({ open: 'waiting' });
    expect(snapshot().context.ticketId).toBe('t9');
    await advance(100);
    expect(calls).toEqual(['createTicket', 'getTicket']);
  });

  it('waits and creates again after a failure that may pass', async () => {
    const { calls, snapshot } = await run({}, { createTicket: [networkDown(), ticket('OPEN')] });
    expect(snapshot().value).toEqual({ creating: 'waiting' });
    expect(snapshot().context.lastError?.kind).toBe('network');
    expect(snapshot().hasTag('error')).toBe(false);
    await advance(100);
    expect(snapshot().value).toEqual({ open: 'waiting' });
    expect(snapshot().context.lastError).toBeUndefined();
    expect(calls).toEqual(['createTicket', 'createTicket']);
  });

  it('is in error when the create answers without an id, and starts over on flow.retry', async () => {
    const { actor, calls, snapshot } = await run(
      {},
      { createTicket: [answer({ status: 'OPEN' }), ticket('OPEN')] },
    );
    expect(snapshot().value).toBe('error');
    expect(snapshot().hasTag('error')).toBe(true);
    expect(snapshot().context.error).toEqual(NO_ID);
    actor.send({ type: 'flow.retry' });
    await flush();
    expect(snapshot().value).toEqual({ open: 'waiting' });
    expect(snapshot().context.error).toBeUndefined();
    expect(calls).toEqual(['createTicket', 'createTicket']);
  });

  it('is in error after a failure that will not pass, and polls again from a clean slate on flow.retry', async () => {
    const notFound = httpFailure(404, 'NotAuthorizedOrNotFound', 'gone');
    const { actor, snapshot } = await run(
      { ticketId: 't1' },
      { getTicket: [networkDown(), notFound, hang] },
    );
    expect(snapshot().context.consecutiveErrors).toBe(1);
    await advance(100);
    expect(snapshot().value).toBe('error');
    expect(snapshot().context.error).toMatchObject({ kind: 'http', status: 404 });
    actor.send({ type: 'flow.retry' });
    await flush();
    expect(snapshot().value).toEqual({ open: 'calling' });
    expect(snapshot().context).toMatchObject({
      consecutiveErrors: 0,
      error: undefined,
      lastError: undefined,
    });
  });

  it('takes a call that throws as the flow’s error', async () => {
    const { snapshot } = await run(
      { ticketId: 't1' },
      { getTicket: [() => Promise.reject(new Error('worker gone'))] },
    );
    expect(snapshot().value).toBe('error');
    expect(snapshot().context.error).toEqual({ kind: 'validation', message: 'worker gone' });
  });

  it('records an action’s answer like a poll’s, and a refused or thrown action as actionError', async () => {
    const refused = httpFailure(409, 'IncorrectState', 'closed elsewhere');
    const { actor, snapshot } = await run(
      { ticketId: 't1' },
      {
        getTicket: [ticket('OPEN')],
        closeTicket: [refused, () => Promise.reject(new Error('outbox gone')), ticket('CLOSED')],
      },
    );
    actor.send({ type: 'ticket.close' });
    await flush();
    expect(snapshot().value).toEqual({ open: 'waiting' });
    expect(snapshot().context.actionError).toMatchObject({ kind: 'http', status: 409 });
    expect(snapshot().context.error).toBeUndefined();
    actor.send({ type: 'ticket.close' });
    await flush();
    expect(snapshot().value).toEqual({ open: 'waiting' });
    expect(snapshot().context.actionError).toEqual({ kind: 'validation', message: 'outbox gone' });
    actor.send({ type: 'ticket.close' });
    await flush();
    expect(snapshot().value).toBe('canceled');
  });

  it('pauses offline without calling, and calls at once when the network returns', async () => {
    const { actor, calls, snapshot } = await run({ ticketId: 't1' }, { getTicket: [hang, ticket('OPEN')] });
    expect(snapshot().value).toEqual({ open: 'calling' });
    actor.send({ type: 'network.offline' });
    expect(snapshot().value).toEqual({ open: 'paused' });
    expect(snapshot().context.online).toBe(false);
    await advance(1_000);
    expect(calls).toEqual(['getTicket']);
    actor.send({ type: 'network.online' });
    await flush();
    expect(snapshot().context.online).toBe(true);
    expect(snapshot().value).toEqual({ open: 'waiting' });
    expect(calls).toEqual(['getTicket', 'getTicket']);
  });
});
