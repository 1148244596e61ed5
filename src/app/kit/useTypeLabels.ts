/**
 * A resource type's words and badge, translated from the search-configuration namespace
 * (`types.<name>.title|plural|badge`); a type the catalogue does not know shows its own name.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceType, type BadgeShape } from '../../oci/resource-types';

export interface TypeLabels {
  title(typeName: string): string;
  plural(typeName: string): string;
  /** The badge's short label; undefined for users and apps, which have none. */
  badge(typeName: string): string | undefined;
  shape(typeName: string): BadgeShape;
}

export function useTypeLabels(): TypeLabels {
  const { t } = useTranslation('search');
  return useMemo<TypeLabels>(
    () => ({
      title: (name) => {
        const type = resourceType(name);
        return type === undefined ? name : t(type.titleKey, { defaultValue: type.title });
      },
      plural: (name) => {
        const type = resourceType(name);
        return type === undefined ? name : t(type.pluralKey, { defaultValue: type.plural });
      },
      badge: (name) => {
        const type = resourceType(name);
        return type?.badgeKey === undefined
          ? undefined
          : t(type.badgeKey, { defaultValue: type.badge ?? '' }) || undefined;
      },
      shape: (name) => resourceType(name)?.shape ?? 'Hexagon',
    }),
    [t],
  );
}
