import { useId } from 'react';

export interface FileInputProps {
  readonly label: string;
  readonly description?: string;
  readonly errorMessage?: string;
  /** File types offered first: `.csv,text/csv`. */
  readonly accept?: string;
  readonly onFile: (file: File | undefined) => void;
}

/** A labelled file input; its help and error are tied to it for screen readers. */
export function FileInput({ label, description, errorMessage, accept, onFile }: FileInputProps) {
  const id = useId();
  const describedBy = [description ? `${id}-help` : '', errorMessage ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="ui-field details-file-input">
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        aria-invalid={errorMessage !== undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        onChange={(event) => {
          onFile(event.currentTarget.files?.[0]);
        }}
      />
      {description ? (
        <span id={`${id}-help`} className="ui-field__description">
          {description}
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
