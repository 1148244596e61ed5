import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Select } from '../../ui';
import { PERSONAS, personaLabelKey } from '../../navigation/personas';
import { useSettings } from '../../settings/SettingsContext';
import { RegionSelect } from './RegionSelect';

/** Persona (document 3 §6) and region: what the menus show and where calls go. */
export function ProfileSettings() {
  const { t } = useTranslation('settings');
  const { t: tn } = useTranslation('navigation');
  const { settings, update } = useSettings();
  const personas = useMemo(() => PERSONAS.map((p) => ({ id: p, label: tn(personaLabelKey(p)) })), [tn]);
  return (
    <Card title={t('profile.title')}>
      <Select
        label={t('profile.persona')}
        description={t('profile.personaHint')}
        options={personas}
        selectedKey={settings.persona}
        onSelectionChange={(persona) => void update('persona', persona)}
      />
      <RegionSelect variant="settings" />
    </Card>
  );
}
