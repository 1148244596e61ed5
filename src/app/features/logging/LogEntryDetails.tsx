import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui';
import { formatField } from '../../kit/formatField';
import { useFormatContext } from '../../kit/useFormatContext';
import { KeyValueList } from '../../kit/KeyValueList';
import type { LogRow } from './normaliseLogSearch';

/**
 * One log entry opened from the results: its time, source, type, subject and the whole data.
 * Opening it moves the focus to its heading, so a keyboard or screen reader user lands on it
 * rather than behind the whole table; Escape closes it as its button does.
 */
export function LogEntryDetails({
  entry,
  onClose,
}: {
  readonly entry: LogRow;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation(['logging', 'glossary']);
  const format = useFormatContext();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [entry.key]);
  const facts: [string, string | null | undefined, boolean][] = [
    [t('entry.time'), formatField(entry.time, 'dateTime', format), false],
    [t('entry.source'), entry.source, false],
    [t('glossary:type'), entry.type, true],
    [t('entry.subject'), entry.subject, false],
    [t('entry.log'), entry.logId, true],
  ];
  return (
    <section
      className="details-stack"
      aria-labelledby="log-entry-heading"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <h2 id="log-entry-heading" ref={heading} tabIndex={-1}>
        {t('entry.heading')}
      </h2>
      <dl className="details-fields">
        {facts
          .filter(([, value]) => value !== undefined && value !== null && value !== '')
          .map(([label, value, isCode]) => (
            <div key={label} className="details-fields__row">
              <dt>{label}</dt>
              <dd>{isCode ? <code>{value}</code> : value}</dd>
            </div>
          ))}
      </dl>
      <h3>{t('entry.data')}</h3>
      {entry.data === undefined || entry.data.length === 0 ? (
        <p>{t('entry.noData')}</p>
      ) : (
        <KeyValueList pairs={entry.data.map(([key, value]) => ({ key, value }))} />
      )}
      <div className="details-form__actions">
        <Button onPress={onClose}>{t('entry.close')}</Button>
      </div>
    </section>
  );
}
