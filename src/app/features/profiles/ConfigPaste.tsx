import { useState } from 'react';
import type { OciConfigSection } from '../../../worker/api';
import { profileCommands } from './profileCommands';
import { Button, Select, TextArea } from '../../ui';
import { useProfilesText } from './profilesText';

/** A section as kept on screen: the pass phrase itself is dropped, only its presence is kept. */
export interface ConfigSection extends Omit<OciConfigSection, 'pass_phrase'> {
  readonly encrypted: boolean;
}

export interface ConfigPasteProps {
  /** The section chosen: the form fills its fields from it. */
  readonly onSection: (section: ConfigSection) => void;
}

function withoutPassPhrase({ pass_phrase, ...rest }: OciConfigSection): ConfigSection {
  return { ...rest, encrypted: pass_phrase !== undefined };
}

/** What the user still has to do for a section: pick its files, decrypt its key. */
function SectionNotes({ section }: { readonly section: ConfigSection }) {
  const t = useProfilesText();
  return (
    <ul className="profiles-notes" data-testid="config-notes">
      <li>{t('config.filled', { name: section.name })}</li>
      {section.key_file ? <li>{t('config.keyFile', { path: section.key_file })}</li> : null}
      {section.security_token_file ? (
        <li>{t('config.tokenFile', { path: section.security_token_file })}</li>
      ) : null}
      {section.encrypted ? <li className="profiles-notes__warning">{t('config.passPhrase')}</li> : null}
    </ul>
  );
}

/**
 * Pasting ~/.oci/config (or one section of it) fills the form. The worker parses it, with the
 * SDKs' DEFAULT inheritance; the pasted text is emptied as soon as it is read, since it may hold
 * a pass phrase. key_file and security_token_file are paths a browser cannot open: the notes
 * ask for those files.
 */
export function ConfigPaste({ onSection }: ConfigPasteProps) {
  const t = useProfilesText();
  const [text, setText] = useState('');
  const [sections, setSections] = useState<readonly ConfigSection[] | undefined>(undefined);
  const [chosen, setChosen] = useState<ConfigSection | undefined>(undefined);
  const [reading, setReading] = useState(false);

  const choose = (section: ConfigSection) => {
    setChosen(section);
    onSection(section);
  };

  const read = async () => {
    setReading(true);
    const parsed = (await profileCommands.parseOciConfig(text)).map(withoutPassPhrase);
    setReading(false);
    setText('');
    // A DEFAULT section that only lends values to the others is not a profile of its own.
    const usable = parsed.filter((s) => s.user !== undefined || s.security_token_file !== undefined);
    setSections(usable);
    setChosen(undefined);
    if (usable.length === 1 && usable[0] !== undefined) choose(usable[0]);
  };

  return (
    <details className="profiles-config" data-testid="config-paste">
      <summary>{t('config.title')}</summary>
      <TextArea
        label={t('config.text')}
        description={t('config.textHelp')}
        value={text}
        onChange={setText}
        rows={6}
        spellCheck="false"
        autoComplete="off"
      />
      <div className="profiles-actions">
        <Button onPress={() => void read()} isDisabled={text.trim() === ''} isPending={reading}>
          {t('config.read')}
        </Button>
      </div>
      {sections !== undefined && sections.length === 0 ? (
        <p className="ui-field__error" role="alert">
          {t('config.none')}
        </p>
      ) : null}
      {sections !== undefined && sections.length > 1 ? (
        <Select
          label={t('config.section')}
          options={sections.map((s) => ({ id: s.name, label: s.name }))}
          selectedKey={chosen?.name ?? null}
          onSelectionChange={(name) => {
            const section = sections.find((s) => s.name === name);
            if (section) choose(section);
          }}
        />
      ) : null}
      {chosen ? <SectionNotes section={chosen} /> : null}
    </details>
  );
}
