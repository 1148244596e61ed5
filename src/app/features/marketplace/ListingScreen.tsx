/**
 * One marketplace listing, at /marketplace/listings/<id>: its name, publisher, descriptions,
 * pricing, categories and the rest of what the listing has. The catalogue has no single-listing
 * read, so the page searches by id (kept for offline use like any read) and works when opened
 * straight from a link.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useLocale } from 'react-aria-components';
import { readData, useRead } from '../../data/useRead';
import { EmptyState, ErrorPanel, OverviewHeading, PageTemplate, Spinner, StatusLabel } from '../../ui';
import { ReadFreshness } from '../../kit/ReadFreshness';
import { listingByIdBody, listingRows } from './listingSearchBody';
import type { ListingRow } from './listingSearchBody';
import { listingWords } from './listingWords';
import { marketplacePaths } from './paths';
import '../../kit/details.css';

function ListingFacts({ listing }: { readonly listing: ListingRow }) {
  const { t } = useTranslation(['marketplace', 'glossary']);
  const { locale } = useLocale();
  const join = (values: readonly string[]) => new Intl.ListFormat(locale, { type: 'unit' }).format(values);
  const facts: readonly (readonly [string, string, boolean?])[] = [
    [t('listing.publisher'), listing.publisher],
    [t('listing.tagline'), listing.tagline],
    [t('listing.shortDescription'), listing.summary],
    [t('glossary:description'), listing.longDescription],
    [t('columns.pricing'), listingWords(t, 'pricingTypes', listing.pricingTypes, locale)],
    [t('columns.categories'), join(listing.categories)],
    [
      t('columns.packageType'),
      listingWords(t, 'packageTypes', [listing.packageType].filter(Boolean), locale),
    ],
    [t('glossary:type'), listingWords(t, 'listingTypes', [listing.listingType].filter(Boolean), locale)],
    [t('columns.architectures'), listingWords(t, 'architectures', listing.architectures, locale)],
    [t('listing.operatingSystems'), join(listing.operatingSystems)],
    [t('listing.id'), listing.id, true],
  ];
  return (
    <dl className="details-fields">
      {facts
        .filter(([, value]) => value !== '')
        .map(([label, value, isCode]) => (
          <div key={label} className="details-fields__row">
            <dt>{label}</dt>
            <dd>{isCode === true ? <code>{value}</code> : value}</dd>
          </div>
        ))}
    </dl>
  );
}

export function ListingScreen() {
  const { t } = useTranslation(['marketplace', 'glossary']);
  const { listingId = '' } = useParams();
  const params = useMemo(
    () => ({ searchListingsDetails: listingByIdBody(listingId), limit: 1 }),
    [listingId],
  );
  const { state, refresh } = useRead('searchListings', params);
  const ready = readData(state);
  // Only the listing with this id counts, whatever else an answer holds.
  const listing = useMemo(
    () => listingRows(ready?.data).find((row) => row.id === listingId),
    [ready?.data, listingId],
  );
  const back = <Link to={marketplacePaths.listings()}>{t('listing.back')}</Link>;
  return (
    <PageTemplate
      heading={
        <OverviewHeading
          title={listing?.name || t('listing.title')}
          subtitle={listing === undefined ? listingId : listing.publisher}
          status={
            listing?.isFeatured === true ? (
              <StatusLabel status="info">{t('featured')}</StatusLabel>
            ) : undefined
          }
          actions={back}
        />
      }
    >
      <div className="details-stack">
        <ReadFreshness state={state} onRefresh={refresh} />
        {state.status === 'error' ? (
          <ErrorPanel title={t('listing.failed')} failure={state.failure} onRetry={refresh} />
        ) : listing !== undefined ? (
          <ListingFacts listing={listing} />
        ) : ready !== undefined ? (
          <EmptyState title={t('listing.notFound')} description={t('listing.notFoundHelp')} />
        ) : (
          <Spinner />
        )}
      </div>
    </PageTemplate>
  );
}
