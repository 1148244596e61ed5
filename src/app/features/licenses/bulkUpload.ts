/**
 * Bulk upload of license records: the file, checked before sending, as the JSON the API takes
 * ({ compartmentId, fileName, fileContent }), and the template the service offers, decoded for
 * download. Pure.
 */
import type { DraftErrors } from './useDraftForm';

export interface BulkUploadDraft {
  readonly compartmentId: string;
  readonly fileName: string;
  readonly fileContent: string;
}

/** Larger files are refused before sending: the service's own limit is not published. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export function validateBulkUpload(draft: BulkUploadDraft): DraftErrors<'compartmentId' | 'file'> {
  const errors: DraftErrors<'compartmentId' | 'file'> = {};
  if (draft.compartmentId === '') errors.compartmentId = 'required';
  if (draft.fileName === '') errors.file = 'fileRequired';
  else if (draft.fileContent.trim() === '') errors.file = 'fileEmpty';
  else if (new TextEncoder().encode(draft.fileContent).length > MAX_UPLOAD_BYTES)
    errors.file = 'fileTooLarge';
  return errors;
}

export function bulkUploadDetails(draft: BulkUploadDraft): Record<string, string> {
  return { compartmentId: draft.compartmentId, fileName: draft.fileName, fileContent: draft.fileContent };
}

/** Base64 as the service sends it (standard alphabet, padded), or anything else as it is. */
function decodeBase64(text: string): string | undefined {
  const compact = text.replace(/\s+/g, '');
  if (compact.length === 0 || compact.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(compact))
    return undefined;
  try {
    const binary = atob(compact);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * The template's text from the service's BulkUploadTemplate (`{ template }`): base64 is decoded
 * when it decodes to text with a comma (a CSV header); otherwise the text is taken as it is.
 */
export function templateText(answer: unknown): string | undefined {
  const template =
    typeof answer === 'object' && answer !== null
      ? (answer as Record<string, unknown>)['template']
      : undefined;
  if (typeof template !== 'string' || template === '') return undefined;
  const decoded = decodeBase64(template);
  return decoded !== undefined && decoded.includes(',') ? decoded : template;
}

export interface BulkUploadSummary {
  readonly total: number;
  readonly saved: number;
  readonly duplicates: number;
  readonly failed: number;
  readonly invalid: number;
  readonly message?: string;
  readonly rowErrors: readonly { readonly row: number; readonly product: string; readonly errors: string }[];
}

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The BulkUploadResponse in a shape to show: figures, the service's message, each bad row. */
export function bulkUploadSummary(answer: unknown): BulkUploadSummary {
  const body = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
  const info = Array.isArray(body['validationErrorInfo']) ? (body['validationErrorInfo'] as unknown[]) : [];
  return {
    total: count(body['totalSupportedRecords']),
    saved: count(body['totalSupportedRecordsSaved']),
    duplicates: count(body['totalSupportedDuplicateRecords']),
    failed: count(body['totalSupportedFailedLicenseRecords']),
    invalid: count(body['totalSupportedInvalidRecords']),
    ...(typeof body['message'] === 'string' ? { message: body['message'] } : {}),
    rowErrors: info.map((item) => {
      const row = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
      const cells = Array.isArray(row['rowError']) ? (row['rowError'] as unknown[]) : [];
      return {
        row: count(row['rowNumber']),
        product: typeof row['productName'] === 'string' ? row['productName'] : '',
        errors: cells
          .map((cell) => {
            const c = (typeof cell === 'object' && cell !== null ? cell : {}) as Record<string, unknown>;
            return [c['columnName'], c['errorInfo']]
              .filter((v) => typeof v === 'string' && v !== '')
              .join(': ');
          })
          .filter((text) => text !== '')
          .join('; '),
      };
    }),
  };
}
