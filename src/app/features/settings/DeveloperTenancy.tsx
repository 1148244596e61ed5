import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { isStagingRegion } from '../../../oci/regions';
import { Checkbox, Select, Switch } from '../../ui';
import { SAAS_AREA } from '../../navigation/areas/saas';
import type { NavEntrySpec } from '../../navigation/navEntry';
import { SAAS_SERVICE_TYPES } from '../../navigation/saasServiceTypes';
import { useRuntimeConfig } from '../../runtimeConfigContext';
import { useSettings } from '../../settings/SettingsContext';
import { pricingOverrideOf, type TenancyFactsState } from '../../navigation/tenancyFacts';
import { useTenancyFacts } from '../../navigation/tenancyFactsContext';
import { RegionSelect } from './RegionSelect';
import { saasTypeLabel } from './saasTypeLabel';
import { toggled } from './toggled';
import type { NavigationKey } from '../../i18n/keys';

function saasLabelKeys(spec: NavEntrySpec): (readonly [string, NavigationKey])[] {
  const own = (spec.saasServiceTypes ?? []).map((type) => [type, spec.labelKey] as const);
  return [...own, ...(spec.children ?? []).flatMap(saasLabelKeys)];
}

/** The SaaS menu's label key of each service type (its application entry). */
const SAAS_LABEL_KEYS: ReadonlyMap<string, NavigationKey> = new Map(saasLabelKeys(SAAS_AREA));

/** What the tenancy says, or why it is not known, in the user's language. */
function tenancySays(t: TFunction<'settings'>, state: TenancyFactsState): string {
  if (!state.known) {
    switch (state.reason) {
      case 'loading':
        return t('developer.tenancyUnknown.loading');
      case 'offline':
        return t('developer.tenancyUnknown.offline');
      case 'failed':
        return t('developer.tenancyUnknown.failed');
      case 'invalid':
        return t('developer.tenancyUnknown.invalid');
      case 'noTenancy':
        return t('developer.tenancyUnknown.noTenancy');
    }
  }
  const { pricingClass, saasServiceTypes } = state.facts;
  const says = t('developer.tenancySays', {
    pricing:
      pricingClass === 'free'
        ? t('developer.free')
        : pricingClass === 'paid'
          ? t('developer.paid')
          : t('developer.notTold'),
    types: saasServiceTypes.length > 0 ? saasServiceTypes.join(', ') : t('developer.noSaasTypes'),
  });
  return state.fromCache ? `${says} ${t('developer.tenancyKept')}` : says;
}

/**
 * The tenancy as the menus see it: the region (staging follows from it), and the pricing class and
 * SaaS service types the tenancy says, each of which the panel can override.
 */
export function DeveloperTenancy() {
  const { t } = useTranslation('settings');
  const { t: tn } = useTranslation('navigation');
  const { settings, update } = useSettings();
  const facts = useTenancyFacts();
  const regionId = useRuntimeConfig().region ?? settings.region;
  const staging = isStagingRegion({ id: regionId });
  const fromTenancy = settings.saasFromTenancy;
  const tenancyTypes = facts.known ? facts.facts.saasServiceTypes : [];
  return (
    <>
      <fieldset className="settings__group">
        <legend>{t('developer.tenancy')}</legend>
        <RegionSelect variant="developer" />
        <p className="settings__intro" data-testid="developer-staging">
          {staging ? t('developer.stagingRegion') : t('developer.notStagingRegion')}
        </p>
        <p className="settings__intro" data-testid="developer-tenancy-says">
          {tenancySays(t, facts)}
        </p>
        <Select
          label={t('developer.pricingClass')}
          description={t('developer.overrideHint')}
          options={[
            { id: 'tenancy', label: t('developer.fromTenancy') },
            { id: 'paid', label: t('developer.paid') },
            { id: 'free', label: t('developer.free') },
          ]}
          selectedKey={pricingOverrideOf(settings.pricingClassOverride)}
          onSelectionChange={(id) => void update('pricingClassOverride', pricingOverrideOf(id))}
        />
      </fieldset>
      <fieldset className="settings__group settings__group--columns">
        <legend>{t('developer.saasServiceTypes')}</legend>
        <Switch
          label={t('developer.saasFromTenancy')}
          description={t('developer.saasFromTenancyHint')}
          isSelected={fromTenancy}
          onChange={(on) => void update('saasFromTenancy', on)}
        />
        {SAAS_SERVICE_TYPES.map((type) => {
          const labelKey = SAAS_LABEL_KEYS.get(type);
          return (
            <Checkbox
              key={type}
              label={saasTypeLabel(type, labelKey === undefined ? undefined : tn(labelKey))}
              isDisabled={fromTenancy}
              isSelected={(fromTenancy ? tenancyTypes : settings.saasServiceTypes).includes(type)}
              onChange={(on) => void update('saasServiceTypes', toggled(settings.saasServiceTypes, type, on))}
            />
          );
        })}
      </fieldset>
    </>
  );
}
