/**
 * Reading and parsing request bodies: JSON (malformed → 400 InvalidParameter), form-urlencoded and
 * multipart form data, the three kinds the call layer sends.
 */
import type { IncomingMessage } from 'node:http';
import { ApiError, invalidParameter } from './reply';

const MAX_BODY_BYTES = 8 * 1024 * 1024;

export function readRaw(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(
          new ApiError(
            413,
            'RequestEntityTooLarge',
            `The request body is larger than ${MAX_BODY_BYTES} bytes.`,
          ),
        );
        request.resume();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    request.on('error', reject);
  });
}

function addField(fields: Record<string, unknown>, name: string, value: string): void {
  const previous = fields[name];
  if (previous === undefined) fields[name] = value;
  else if (Array.isArray(previous)) previous.push(value);
  else fields[name] = [previous, value];
}

function parseForm(text: string): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(text)) addField(fields, name, value);
  return fields;
}

function parseMultipart(raw: Buffer, contentType: string): Record<string, unknown> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const marker = boundary?.[1] ?? boundary?.[2];
  if (marker === undefined) throw invalidParameter('The multipart body has no boundary.');
  const fields: Record<string, unknown> = {};
  for (const part of raw.toString('utf8').split(`--${marker}`)) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const head = part.slice(0, split);
    const name = /name="([^"]*)"/i.exec(head)?.[1];
    if (name === undefined) continue;
    addField(fields, name, part.slice(split + 4).replace(/\r\n$/, ''));
  }
  return fields;
}

/** The parsed body: undefined when empty. */
export function parseBody(raw: Buffer, contentType: string | undefined): unknown {
  if (raw.length === 0) return undefined;
  const type = (contentType ?? '').toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded')) return parseForm(raw.toString('utf8'));
  if (type.startsWith('multipart/form-data')) return parseMultipart(raw, contentType ?? '');
  const text = raw.toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw invalidParameter(`The request body is not valid JSON: ${reason}`);
  }
}
