/**
 * A whole save's identifiers from format 8: each split at its last dot into a prefix, saved once
 * among the distinct prefixes and named per document by its number, and the rest. An OCID's
 * prefix is its kind, realm and region (`ocid1.instance.oc1.phx.`), a few hundred distinct in a
 * tenancy, and about a third of its characters: at 250,000 resources the saved identifiers went
 * from 14 to 8 MB. A load joins them into one text and slices each identifier from it, so a
 * restored identifier costs what a saved one did before (a slice of one decoded text).
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

/** The identifiers of a split; throws when the parts do not fit together. */
export function joinIdentifiers({ prefixes, codes, rests }: SplitIdentifiers): string[] {
  if (codes.length !== rests.length)
    throw new Error('Saved text index: identifiers do not match their prefixes');
  const pieces = new Array<string>(rests.length * 2);
  for (let doc = 0; doc < rests.length; doc += 1) {
    const prefix = prefixes[codes[doc] ?? 0];
    const rest = rests[doc] ?? '';
    // A prefix ends at the identifier's last dot: a rest with a dot was not split here.
    if (prefix === undefined || rest.includes('.'))
      throw new Error('Saved text index: identifiers do not match their prefixes');
    pieces[2 * doc] = prefix;
    pieces[2 * doc + 1] = rest;
  }
  // One text, each identifier a slice of it (a restored identifier shares its characters).
  const text = pieces.join('');
  const ids = new Array<string>(rests.length);
  let at = 0;
  for (let doc = 0; doc < rests.length; doc += 1) {
    const end = at + (pieces[2 * doc]?.length ?? 0) + (pieces[2 * doc + 1]?.length ?? 0);
    ids[doc] = text.slice(at, end);
    at = end;
  }
  return ids;
}
