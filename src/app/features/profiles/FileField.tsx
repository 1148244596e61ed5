import { useId } from 'react';

/** Keys and session tokens are a few kilobytes; anything much larger is the wrong file. */
export const MAX_FILE_BYTES = 64 * 1024;

export type FileRead =
  | { readonly ok: true; readonly name: string; readonly text: string }
  | { readonly ok: false; readonly name: string; readonly reason: 'tooLarge' | 'unreadable' };

export interface FileFieldProps {
  readonly label: string;
  readonly description: string;
  /** What was learned from the picked file (its name, fingerprint, expiry); announced politely. */
  readonly status?: string;
  readonly errorMessage?: string;
  readonly isRequired?: boolean;
  readonly testId?: string;
  /** Called with the file's text; the input is emptied at once, so no File object lingers. */
  readonly onRead: (read: FileRead) => void;
}

async function readText(file: File): Promise<FileRead> {
  if (file.size > MAX_FILE_BYTES) return { ok: false, name: file.name, reason: 'tooLarge' };
  try {
    return { ok: true, name: file.name, text: await file.text() };
  } catch {
    return { ok: false, name: file.name, reason: 'unreadable' };
  }
}

/**
 * A labelled file input read as text on this device. A browser cannot open a file by its path,
 * so the user picks the key or token file; help, status and error are tied to the input for
 * screen readers.
 */
export function FileField({
  label,
  description,
  status,
  errorMessage,
  isRequired,
  testId,
  onRead,
}: FileFieldProps) {
  const id = useId();
  const describedBy = [`${id}-help`, status ? `${id}-status` : '', errorMessage ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="ui-field profiles-file" data-required={isRequired ? true : undefined}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        className="profiles-file__input"
        data-testid={testId}
        aria-required={isRequired}
        aria-invalid={errorMessage !== undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          if (file === undefined) return;
          void readText(file).then(onRead);
          input.value = '';
        }}
      />
      <span id={`${id}-help`} className="ui-field__description">
        {description}
      </span>
      {status ? (
        <span id={`${id}-status`} className="profiles-file__status" role="status">
          {status}
        </span>
      ) : null}
      {errorMessage ? (
        <span id={`${id}-error`} className="ui-field__error">
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
