import { useTranslation } from 'react-i18next';
import { Card } from '../ui';
import type { Resource } from './detailsConfig';
import { KeyValueList } from './KeyValueList';
import { tagPairs } from './tagPairs';

/** The resource's tags; says so when it has none. */
export function TagList({ resource }: { readonly resource: Resource }) {
  const { t } = useTranslation(['details', 'glossary']);
  const pairs = tagPairs(resource);
  return (
    <Card title={t('glossary:tags')}>
      {pairs.length === 0 ? (
        <p className="details-muted">{t('tags.none')}</p>
      ) : (
        <KeyValueList pairs={pairs} />
      )}
    </Card>
  );
}
