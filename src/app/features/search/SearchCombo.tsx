/**
 * The search box with suggestions while typing (react-aria ComboBox): recent searches, resource
 * types (by their title in the user's language), resources of the local index by name (with
 * their type's badge) and query fields, all from the worker, offline too. Enter searches for
 * the text as typed unless a suggestion is highlighted; a recent search or a type runs at once,
 * a resource opens its details page, a field completes the text.
 */
import { useContext, useEffect, useMemo, useRef, type RefObject } from 'react';
import {
  ComboBox,
  ComboBoxStateContext,
  Header,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  type Key,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { RESOURCE_TYPES } from '../../../oci/resource-types';
import { ResourceBadge } from '../../ui';
import { resourceHref } from '../../resourceHref';
import { suggestionKey, suggestionSections } from './suggestionSections';
import { useSuggestions } from './useSuggestions';
import { useTypeLabels, type TypeLabels } from '../../kit/useTypeLabels';

export interface SearchComboProps {
  readonly label: string;
  readonly placeholder?: string;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  readonly onSubmit: (text: string) => void;
  readonly inputRef: RefObject<HTMLInputElement | null>;
  readonly autoFocus: boolean;
}

/** Every type's title in the user's language, by type name: what the worker matches types by. */
function useTypeTitles(labels: TypeLabels): Readonly<Record<string, string>> {
  return useMemo(
    () => Object.fromEntries(RESOURCE_TYPES.map((type) => [type.name, labels.title(type.name)])),
    [labels],
  );
}

/**
 * The input: Enter with no highlighted suggestion searches for the text. Suggestions arrive a
 * moment after the keystroke that asked for them, so the list opens when they do.
 */
function SubmittingInput({
  placeholder,
  inputRef,
  onSubmit,
  suggestionCount,
  searched,
}: Pick<SearchComboProps, 'placeholder' | 'inputRef' | 'onSubmit'> & {
  readonly suggestionCount: number;
  /**
   * The text a search ran for or a chosen resource filled in: its suggestions arriving late must
   * not reopen the list over the results or the resource's page.
   */
  readonly searched: RefObject<string | undefined>;
}) {
  const state = useContext(ComboBoxStateContext);
  useEffect(() => {
    const input = inputRef.current;
    const typing = input !== null && document.activeElement === input && input.value !== searched.current;
    if (state !== null && typing && suggestionCount > 0 && !state.isOpen) state.open(null, 'input');
  }, [state, inputRef, suggestionCount, searched]);
  return (
    <Input
      ref={inputRef}
      className="search-box__input"
      placeholder={placeholder}
      spellCheck={false}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        if (state !== null && state.isOpen && state.selectionManager.focusedKey !== null) return;
        event.preventDefault();
        searched.current = event.currentTarget.value;
        state?.close();
        onSubmit(event.currentTarget.value);
      }}
    />
  );
}

export function SearchCombo({
  label,
  placeholder,
  value,
  onValueChange,
  onSubmit,
  inputRef,
  autoFocus,
}: SearchComboProps) {
  const { t } = useTranslation(['searchUi', 'search']);
  const navigate = useNavigate();
  const labels = useTypeLabels();
  const suggestions = useSuggestions(value, useTypeTitles(labels));
  const sections = useMemo(() => suggestionSections(suggestions), [suggestions]);
  const searched = useRef<string | undefined>(undefined);

  const choose = (key: Key | null) => {
    if (key === null) return;
    const chosen = suggestions.find((suggestion) => suggestionKey(suggestion) === key);
    if (chosen === undefined) return;
    if (chosen.runs || chosen.kind === 'name') searched.current = chosen.text;
    onValueChange(chosen.text);
    if (chosen.kind === 'name') {
      // Every named resource opens a page of the console: its own, else its summary page.
      if (chosen.identifier !== undefined) {
        void navigate(resourceHref({ identifier: chosen.identifier, link: chosen.link ?? null }));
      }
      return;
    }
    if (chosen.runs) onSubmit(chosen.text);
  };

  return (
    <form
      role="search"
      className="search-box"
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <ComboBox
        className="search-box__combo"
        inputValue={value}
        onInputChange={onValueChange}
        onChange={choose}
        allowsCustomValue
        menuTrigger="focus"
        defaultFilter={() => true}
        autoFocus={autoFocus}
      >
        <Label className="visually-hidden">{label}</Label>
        <SubmittingInput
          placeholder={placeholder}
          inputRef={inputRef}
          onSubmit={onSubmit}
          suggestionCount={suggestions.length}
          searched={searched}
        />
        <kbd className="search-box__hint" aria-hidden="true">
          /
        </kbd>
        <Popover className="ui-field__popover search-box__popover" placement="bottom start">
          <ListBox className="ui-field__listbox" aria-label={t('box.suggestions')}>
            {sections.map((section) => (
              <ListBoxSection key={section.kind} id={section.kind}>
                <Header className="search-box__section">{t(`box.section.${section.kind}`)}</Header>
                {section.items.map((item) => (
                  <ListBoxItem
                    key={suggestionKey(item)}
                    id={suggestionKey(item)}
                    textValue={item.text}
                    className="ui-field__option search-box__option"
                  >
                    {item.kind === 'name' && item.typeName !== undefined ? (
                      <>
                        <ResourceBadge
                          shape={labels.shape(item.typeName)}
                          label={labels.badge(item.typeName)}
                          size="sm"
                        />
                        <span dir="auto">{item.label}</span>
                        <span className="search-box__detail" dir="auto">
                          {labels.title(item.typeName)}
                        </span>
                      </>
                    ) : item.kind === 'type' && item.titleKey !== undefined ? (
                      <span>{t(item.titleKey, { ns: 'search', defaultValue: item.label })}</span>
                    ) : item.kind === 'field' ? (
                      <code>{item.label}</code>
                    ) : (
                      <span>{item.label}</span>
                    )}
                    {/* dir="auto": a detail cut short loses its own end, in either script. */}
                    {item.kind === 'type' ? (
                      <span className="search-box__detail" dir="auto">
                        {item.text}
                      </span>
                    ) : null}
                  </ListBoxItem>
                ))}
              </ListBoxSection>
            ))}
          </ListBox>
        </Popover>
      </ComboBox>
    </form>
  );
}
