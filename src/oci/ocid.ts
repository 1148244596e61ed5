/** An OCID's shape: `ocid<version>.<type>.<realm>.` and the rest (document 1 §2). Pure. */
const OCID = /^ocid\d+\.[a-z0-9]+\.[a-z0-9-]*\./i;

/** Whether the text is shaped like an OCID (an address's segment, a pasted identifier). */
export function isOcid(value: string): boolean {
  return OCID.test(value);
}

/** How a tenancy's OCID begins: a profile's tenancy and the root of the compartment tree. */
export const TENANCY_PREFIX = 'ocid1.tenancy.';
