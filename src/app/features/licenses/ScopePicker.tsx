import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../ui';
import { CompartmentPicker } from '../../kit/CompartmentPicker';
import type { Scope } from './useScope';

/** The compartment of a license page and the "include subcompartments" option. */
export function ScopePicker({ scope }: { readonly scope: Scope }) {
  const { t } = useTranslation('licenses');
  return (
    <div className="details-filters">
      <CompartmentPicker value={scope.compartmentId} onChange={scope.setCompartment} defaultToRoot />
      <Checkbox isSelected={scope.subtree} onChange={scope.setSubtree} label={t('scope.subtree')} />
    </div>
  );
}
