/**
 * A SaaS service type's checkbox label: its navigation label, with the type code in brackets
 * unless the label already ends with it ("Enterprise Resource Planning (ERP)", not "… (ERP) (ERP)").
 */
export function saasTypeLabel(type: string, label: string | undefined): string {
  if (label === undefined) return type;
  return label.trimEnd().endsWith(`(${type})`) ? label : `${label} (${type})`;
}
