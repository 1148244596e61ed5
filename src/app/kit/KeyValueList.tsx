import type { ReactNode } from 'react';

/** Pairs whose keys are names from the data (tag keys, log fields), shown as code beside their values. */
export function KeyValueList({
  pairs,
}: {
  readonly pairs: readonly { readonly key: string; readonly value: ReactNode }[];
}) {
  return (
    <dl className="details-fields">
      {pairs.map(({ key, value }) => (
        <div key={key} className="details-fields__row">
          <dt>
            <code>{key}</code>
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
