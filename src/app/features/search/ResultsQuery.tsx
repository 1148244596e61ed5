/**
 * The query on the results page, editable where the header's search box is folded away behind
 * its button (a phone): the words searched, changed and searched again in the same regions,
 * without a trip to the header. Wider, the header's box holds the query and this is not shown
 * (searchScreen.css). A new query starts unfiltered, as the header's box does.
 */
import { useEffect, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../ui';
import { searchPaths } from './paths';
import './searchBox.css';

export interface ResultsQueryProps {
  readonly q: string;
  readonly regions: readonly string[];
}

export function ResultsQuery({ q, regions }: ResultsQueryProps) {
  const { t } = useTranslation('searchUi');
  const navigate = useNavigate();
  const [value, setValue] = useState(q);
  // Another query's address (the back button, the header's box): its words.
  useEffect(() => {
    setValue(q);
  }, [q]);
  const submit = (event: SubmitEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const next = value.trim();
    if (next === '') return;
    void navigate(searchPaths.search({ q: next, regions: [...regions] }));
  };
  return (
    <form role="search" className="search-results-query" onSubmit={submit} data-testid="results-query">
      <input
        className="search-box__input"
        type="search"
        aria-label={t('box.label')}
        placeholder={t('box.placeholder')}
        value={value}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        onChange={(event) => {
          setValue(event.target.value);
        }}
      />
      <Button type="submit" isDisabled={value.trim() === ''}>
        {t('box.label')}
      </Button>
    </form>
  );
}
