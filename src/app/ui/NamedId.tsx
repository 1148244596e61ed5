import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { useUiStrings } from './UiStringsProvider';
import './NamedId.css';

export interface NamedIdProps {
  /** What people call it (a compartment's, topic's or license's name); the OCID when unknown. */
  readonly name?: string;
  readonly ocid: string;
  /** How the name is written when it is known: a link to the resource's page, say. */
  readonly renderName?: (name: string) => ReactNode;
}

/**
 * A compartment, topic or parent license by its name, its OCID on demand with a copy button,
 * so a screen never shows a bare `ocid1.compartment…` where a person expects a name.
 */
export function NamedId({ name, ocid, renderName }: NamedIdProps) {
  const strings = useUiStrings();
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const named = name !== undefined && name !== '' && name !== ocid;
  const copy = (): void => {
    // Absent outside a secure context (plain http), whatever the DOM types say.
    if (!('clipboard' in navigator)) return;
    void navigator.clipboard
      .writeText(ocid)
      .then(() => { setCopied(true); })
      .catch(() => { setCopied(false); });
  };
  return (
    <span className="ui-named-id" data-ocid={ocid}>
      {named ? <span className="ui-named-id__name">{renderName === undefined ? name : renderName(name)}</span> : null}
      {named ? (
        <Button variant="ghost" size="sm" aria-expanded={open} onPress={() => { setOpen(!open); }}>
          {open ? strings.hideOcid : strings.showOcid}
        </Button>
      ) : null}
      {!named || open ? (
        <span className="ui-named-id__ocid">
          <code>{ocid}</code>
          <Button variant="ghost" size="sm" onPress={copy}>
            {copied ? strings.copied : strings.copyOcid}
          </Button>
        </span>
      ) : null}
    </span>
  );
}
