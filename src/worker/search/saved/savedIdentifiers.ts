/**
 * A whole save's identifiers from format 8: each split at its last dot into a prefix, saved once
 * among the distinct prefixes and named per document by its number, and the rest. An OCID's
 * prefix is its kind, realm and region (`ocid1.instance.oc1.phx.`), a few hundred distinct in a
 * tenancy, and about a third of its characters: at 250,000 resources the saved identifiers went
 * from 14 to 8 MB. A load keeps the parts, and an identifier read is put together then
 * (index/identifierColumn.ts).
 */

export interface SplitIdentifiers {
  /** The distinct prefixes, in the order first met. */
  readonly prefixes: string[];
  /** Per document, its prefix's position in `prefixes`. */
  readonly codes: Uint32Array;
  /** Per document, what follows its prefix. */
  readonly rests: string[];
}

export function splitIdentifiers(ids: readonly string[]): SplitIdentifiers {
  const numbers = new Map<string, number>();
  const prefixes: string[] = [];
  const codes = new Uint32Array(ids.length);
  const rests = new Array<string>(ids.length);
  ids.forEach((id, doc) => {
    const cut = id.lastIndexOf('.') + 1;
    const prefix = id.slice(0, cut);
    let code = numbers.get(prefix);
    if (code === undefined) {
      code = prefixes.length;
      prefixes.push(prefix);
      numbers.set(prefix, code);
    }
    codes[doc] = code;
    rests[doc] = id.slice(cut);
  });
  return { prefixes, codes, rests };
}
