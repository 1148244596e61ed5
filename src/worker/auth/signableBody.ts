/**
 * A signature covers the exact body bytes (x-content-sha256, content-length) and content-type.
 * A browser serializes FormData itself, with a boundary script never sees, so the signing
 * interceptor turns every body into the string that will be sent, with its content-type.
 */

export type RequestBody = string | FormData | URLSearchParams;

export interface SignableBody {
  /** The exact text to send; undefined for no body. */
  readonly body?: string;
  /** The content-type the body needs, when the caller's headers do not say. */
  readonly contentType?: string;
}

/** A body whose bytes cannot be known as text before sending (a binary file upload). */
export class UnsignableBodyError extends Error {
  override readonly name = 'UnsignableBodyError';
}

const FORM_URLENCODED = 'application/x-www-form-urlencoded;charset=UTF-8';

function randomBoundary(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `----FieldConsoleFormBoundary${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** Escapes a field or file name inside a quoted Content-Disposition parameter (HTML spec). */
function quoted(name: string): string {
  return name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

async function fileText(file: Blob): Promise<string> {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    throw new UnsignableBodyError(
      'A binary file cannot be sent with a signed request from the browser. Upload a text file, or use the relay.',
    );
  }
}

/** multipart/form-data (RFC 7578) with a fresh boundary. */
async function multipart(form: FormData): Promise<Required<SignableBody>> {
  const boundary = randomBoundary();
  const entries: [string, FormDataEntryValue][] = [];
  form.forEach((value, name) => entries.push([name, value]));
  const parts: string[] = [];
  for (const [name, value] of entries) {
    if (typeof value === 'string') {
      parts.push(
        `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"\r\n\r\n${value}\r\n`,
      );
    } else {
      const type = value.type || 'application/octet-stream';
      parts.push(
        `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"; filename="${quoted(value.name)}"\r\n` +
          `Content-Type: ${type}\r\n\r\n${await fileText(value)}\r\n`,
      );
    }
  }
  parts.push(`--${boundary}--\r\n`);
  return { body: parts.join(''), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The body as the exact string to send and sign, with the content-type it needs. */
export async function signableBody(body: RequestBody | undefined): Promise<SignableBody> {
  if (body === undefined || typeof body === 'string') {
    return body === undefined ? {} : { body };
  }
  if (body instanceof URLSearchParams) {
    return { body: body.toString(), contentType: FORM_URLENCODED };
  }
  return multipart(body);
}
