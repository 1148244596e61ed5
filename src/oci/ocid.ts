/** An OCID's shape: `ocid<version>.<type>.<realm>.` and the rest (document 1 §2). Pure. */
const OCID = /^ocid\d+\.[a-z0-9]+\.[a-z0-9-]*\./i;

/** Whether the text is shaped like an OCID (an address's segment, a pasted identifier). */
export function isOcid(value: string): boolean {
  return OCID.test(value);
}
