/**
 * A table of fields, each with the value the user's change sets ("yours") beside the value the
 * resource holds now, the differences marked in words as well as colour; or only the current
 * values. Shared by the conflict's comparison and the question asked before reapplying.
 */
import type { FieldRow, ShownValue } from './compareVersions';
import { useOutboxText } from './outboxText';

function Value({ value }: { readonly value: ShownValue | undefined }) {
  const t = useOutboxText();
  if (value === undefined)
    return <em className="outbox-value outbox-value--unset">{t('conflict.notSet')}</em>;
  return (
    <>
      <code className="outbox-value">
        <bdi>{value.text}</bdi>
      </code>
      {value.omitted > 0 ? (
        <span className="outbox-value__omitted"> {t('conflict.omittedText', { count: value.omitted })}</span>
      ) : null}
    </>
  );
}

export function FieldTable({
  caption,
  rows,
  withYours,
}: {
  readonly caption: string;
  readonly rows: readonly FieldRow[];
  readonly withYours: boolean;
}) {
  const t = useOutboxText();
  return (
    <table className="outbox-compare">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('conflict.field')}</th>
          {withYours ? <th scope="col">{t('conflict.yours')}</th> : null}
          <th scope="col">{t('conflict.current')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={JSON.stringify(row.path)}
            className={
              row.differs ? 'outbox-compare__row outbox-compare__row--differs' : 'outbox-compare__row'
            }
          >
            <th scope="row">
              <code>
                <bdi>{row.path.join(' › ')}</bdi>
              </code>
              {withYours ? (
                <span className="outbox-compare__mark">
                  {row.differs ? t('conflict.differs') : t('conflict.same')}
                </span>
              ) : null}
            </th>
            {withYours ? (
              <td data-label={t('conflict.yours')}>
                <Value value={row.yours} />
              </td>
            ) : null}
            <td data-label={t('conflict.current')}>
              <Value value={row.current} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
