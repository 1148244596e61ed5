/**
 * A kind's list as a page of its own, from its ListSpec: a compartment (the tenancy until one is
 * chosen) and the kind's filters, all kept in the page's address so a list can be linked to, over
 * the one live list (KindList).
 */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { OverviewHeading, PageTemplate } from '../ui';
import { CompartmentPicker } from './CompartmentPicker';
import { KindList } from './KindList';
import type { ListSpec, Row } from './listSpec';

export interface ListScreenProps {
  readonly spec: ListSpec;
  /** The details page of a row, or null where a value its link needs is missing. */
  readonly rowLink: (row: Row) => string | null;
}

export function ListScreen({ spec, rowLink }: ListScreenProps) {
  const { t } = useTranslation(['details', 'devops', 'licenses', 'glossary']);
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => Object.fromEntries(search.entries()), [search]);
  const compartmentId = query['compartmentId'];
  const parent = useMemo(() => (compartmentId === undefined ? null : { compartmentId }), [compartmentId]);
  const choose = useCallback(
    (param: string, value: string) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === '') next.delete(param);
          else next.set(param, value);
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );
  return (
    <PageTemplate heading={<OverviewHeading title={t(spec.title)} />}>
      <KindList
        spec={spec}
        parent={parent}
        rowLink={rowLink}
        query={query}
        onQuery={choose}
        testId="type-list"
        toolbar={
          <CompartmentPicker
            value={compartmentId}
            onChange={(id) => {
              choose('compartmentId', id);
            }}
            defaultToRoot
          />
        }
      />
    </PageTemplate>
  );
}
