/**
 * A whole save's identifiers from format 8: each split at its last dot into a prefix, saved once
 * among the distinct prefixes and named per document by its number, and the rest. An OCID's
 * prefix is its kind, realm and region (`ocid1.instance.oc1.phx.`), a few hundred distinct in a
 * tenancy, and about a third of its characters: at 250,000 resources the saved identifiers went
 * from 14 to 8 MB. A load keeps the parts, and an identifier read is put together then
 * (index/identifierColumn.ts).
 */
import { IdentifierColumn, identifierList, type Identifiers } from '../index/identifierColumn';
import type { IdentifierParts } from '../index/identifierOrder';
import { spansOf } from '../index/textSpans';

/**
 * The identifiers split, the prefixes in the order first met: a column that still holds a whole
 * save's parts, nothing added since, gives them as they are (a save after a start splits none).
 */
export function splitIdentifiers(given: Identifiers): IdentifierParts {
  const kept = given instanceof IdentifierColumn ? given.wholeSplit() : undefined;
  if (kept !== undefined) return kept;
  const ids = identifierList(given);
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
  return { prefixes, codes, rests: spansOf(rests) };
}
