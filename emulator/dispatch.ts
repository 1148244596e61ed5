/**
 * Every request, from arrival to answer: opc-request-id (echoed or new), a caller that is not the
 * console refused (cors.ts), CORS on every answer, preflights, then the faults decided before anything is done (latency, error, drop, hang,
 * captive portal), then the emulator's own endpoints, the identity domain (`/idcs/`), the locale host or an OCI call. A mutation
 * can also lose its answer after being applied (`dropAfterApplyRate`), and then be sent again by
 * the client on its own (`dropAfterApplyResendRate`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { handleAdmin } from './admin';
import { handleApi } from './api';
import { callerRefusal, corsHeaders, preflightHeaders } from './cors';
import { CAPTIVE_PORTAL_PAGE, type NotOciAnswer } from './faults';
import { newRequestId } from './ids';
import { DOMAIN_PREFIX, handleIdentityDomain } from './identityDomain/endpoints';
import { serveLocale } from './locales';
import { codeForStatus, errorReply, toWire, type WireReply } from './reply';
import { parseBody, readRaw } from './requestBody';
import type { Router } from './router';
import type { EmulatorState } from './state';

export interface Connections {
  /** Sockets left hanging on purpose; closed with the server. */
  readonly hanging: Set<Socket>;
}

function send(response: ServerResponse, wire: WireReply, base: Readonly<Record<string, string>>): void {
  const headers: Record<string, string> = { ...base, ...wire.headers };
  if (wire.text !== undefined && wire.contentType !== undefined) headers['content-type'] = wire.contentType;
  const noBody = wire.status === 204 || wire.status === 304 || wire.text === undefined;
  if (noBody) headers['content-length'] = '0';
  response.writeHead(wire.status, headers);
  response.end(noBody ? undefined : wire.text);
}

/** What a proxy answers in OCI's place: a success that never reached OCI. */
function notOciReply(answer: NotOciAnswer): WireReply {
  switch (answer) {
    case 'empty-200':
      return { status: 200, headers: {} };
    case 'bare-204':
      return { status: 204, headers: {} };
    case 'login-required':
      return {
        status: 200,
        text: JSON.stringify({ status: 'login required' }),
        contentType: 'application/json',
        headers: {},
      };
  }
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export async function dispatch(
  state: EmulatorState,
  router: Router,
  connections: Connections,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const method = request.method ?? 'GET';
  const target = request.url ?? '/';
  const url = new URL(target, 'http://127.0.0.1');
  const pathname = url.pathname;
  const requestId = single(request.headers['opc-request-id']) ?? newRequestId();
  const origin = single(request.headers.origin);
  const refused = callerRefusal(
    {
      host: request.headers.host,
      origin,
      fetchSite: single(request.headers['sec-fetch-site']),
      fetchMode: single(request.headers['sec-fetch-mode']),
      method,
      path: pathname,
    },
    state.options.consoleOrigins,
  );
  if (refused !== undefined) {
    send(response, toWire(errorReply(refused.status, refused.code, refused.message)), {
      'opc-request-id': requestId,
      vary: 'Origin',
    });
    return;
  }
  const cors = corsHeaders(origin, state.options.consoleOrigins);
  const base = { 'opc-request-id': requestId, ...cors };
  if (method === 'OPTIONS') {
    send(response, { status: 204, headers: preflightHeaders() }, base);
    return;
  }
  let raw: Buffer;
  try {
    raw = await readRaw(request);
  } catch {
    send(response, toWire(errorReply(413, 'RequestEntityTooLarge', 'The request body is too large.')), base);
    return;
  }
  const fault = state.faults.decide(pathname);
  if (fault.kind === 'hang') {
    connections.hanging.add(request.socket);
    request.socket.once('close', () => connections.hanging.delete(request.socket));
    return;
  }
  if (fault.delayMs > 0) await sleep(fault.delayMs);
  switch (fault.kind) {
    case 'drop':
      request.socket.destroy();
      return;
    case 'captive':
      send(
        response,
        {
          status: 200,
          text: CAPTIVE_PORTAL_PAGE,
          contentType: 'text/html; charset=utf-8',
          headers: { 'cache-control': 'no-store' },
        },
        cors,
      );
      return;
    case 'not-oci':
      // In OCI's place, so without opc-request-id: the console must not count this as done.
      send(response, notOciReply(fault.answer), cors);
      return;
    case 'error': {
      const headers: Record<string, string> =
        fault.status === 429 ? { 'retry-after': String(state.faults.config.retryAfterSeconds) } : {};
      send(
        response,
        toWire(
          errorReply(
            fault.status,
            codeForStatus(fault.status),
            `Injected fault: the service answered ${fault.status}.`,
            headers,
          ),
        ),
        base,
      );
      return;
    }
    case 'none':
      break;
  }
  if (pathname.startsWith('/_emulator/')) {
    let body: unknown;
    try {
      body = parseBody(raw, single(request.headers['content-type']));
    } catch {
      send(
        response,
        toWire(errorReply(400, 'InvalidParameter', 'The request body is not valid JSON.')),
        base,
      );
      return;
    }
    send(response, toWire(handleAdmin(state, method, pathname, body)), base);
    return;
  }
  if (pathname.startsWith(`${DOMAIN_PREFIX}/`)) {
    send(response, toWire(handleIdentityDomain(state, { method, url, headers: request.headers, raw })), base);
    return;
  }
  if (pathname.startsWith('/locales/')) {
    const reply =
      method === 'GET' || method === 'HEAD'
        ? await serveLocale(pathname, state.options.publicDir, single(request.headers['if-none-match']))
        : errorReply(405, 'MethodNotAllowed', 'Locale files are read-only.');
    send(response, toWire(reply), base);
    return;
  }
  const call = { method, url, target, headers: request.headers, raw, requestId };
  const answer = await handleApi(state, router, call);
  const after = answer.applied ? state.faults.afterApply(pathname) : 'answer';
  if (after === 'drop') {
    request.socket.destroy();
    return;
  }
  if (after === 'drop-then-resend') {
    // The first answer is lost with its connection; the client's resend (same headers, same
    // body) is handled as a request of its own, and its answer is the one the caller sees.
    send(response, await handleApi(state, router, call), base);
    return;
  }
  send(response, answer, base);
}
