/**
 * How the saved index's u32 sections are packed from format 6 (textIndexCodec): offsets as the
 * gaps between them, sorted lists as the gaps within each list (varint.ts writes them); and what
 * a whole save keeps of its documents' forward token lists: each one's token count (a load checks
 * the postings against them), the lists themselves only in the unpacked formats.
 */
import type { FlatPostings } from '../index/flatPostings';
import type { CodeArray } from '../index/growable';
import { deltas, listDeltas, undoDeltas, undoListDeltas } from './varint';

/** How a u32 section is packed: as it is, as gaps (ascending), or as gaps within the lists of the section at `start`. */
export type Packing = 'plain' | 'ascending' | { readonly start: number };

/** The sections as saved: each packed as `packing` says (the lists' offsets as they are). */
export function packed(sections: readonly Uint32Array[], packing: readonly Packing[]): Uint32Array[] {
  return sections.map((section, at) => {
    const how = packing[at] ?? 'plain';
    if (how === 'plain') return section;
    if (how === 'ascending') return deltas(section);
    return listDeltas(sections[how.start] ?? new Uint32Array(1), section);
  });
}

/**
 * The saved sections unpacked in place (offsets first: the lists read them). Only plain sections
 * may be narrower than four bytes a value (a load's code columns, sizedSections' readSized).
 */
export function unpacked(sections: readonly CodeArray[], packing: readonly Packing[]): void {
  const section = (at: number, none: Uint32Array): Uint32Array => {
    const found = sections[at] ?? none;
    if (!(found instanceof Uint32Array)) throw new Error('Saved text index: offsets saved narrow');
    return found;
  };
  packing.forEach((how, at) => {
    if (how === 'ascending') undoDeltas(section(at, new Uint32Array(0)));
  });
  packing.forEach((how, at) => {
    if (typeof how === 'object') {
      const start = section(how.start, new Uint32Array(1));
      const list = section(at, new Uint32Array(0));
      if ((start[start.length - 1] ?? 0) !== list.length && start.length > 0)
        throw new Error('Saved text index: lists do not match their offsets');
      undoListDeltas(start, list);
    }
  });
}

/**
 * The forward token lists of `docs` documents from the postings: each document's tokens in id
 * order. Throws when the postings do not fill the offsets exactly.
 */
export function invertPostings(
  fwdStart: Uint32Array,
  postStart: Uint32Array,
  postings: Uint32Array,
): Uint32Array {
  const docs = fwdStart.length - 1;
  const fwd = new Uint32Array(postings.length);
  const cursor = fwdStart.slice(0, Math.max(0, docs));
  for (let token = 0; token + 1 < postStart.length; token += 1) {
    const end = postStart[token + 1] ?? 0;
    for (let at = postStart[token] ?? 0; at < end; at += 1) {
      const doc = postings[at] ?? 0;
      const slot = cursor[doc] ?? 0;
      if (doc >= docs || slot >= (fwdStart[doc + 1] ?? 0))
        throw new Error('Saved text index: postings do not match the documents');
      fwd[slot] = token;
      cursor[doc] = slot + 1;
    }
  }
  return fwd;
}

/** Per document its first entry in the forward lists the postings make (`docs` + 1 offsets). */
export function forwardStarts(docs: number, postings: FlatPostings): Uint32Array {
  const counts = postings.perDocument(docs);
  const starts = new Uint32Array(docs + 1);
  for (let doc = 0; doc < docs; doc += 1) starts[doc + 1] = (starts[doc] ?? 0) + (counts[doc] ?? 0);
  return starts;
}

/**
 * Whether the postings (`entries` of them, per document how many lists hold it: `perDocument`,
 * of ids below the documents) list each document as often as its token count says.
 */
export function postingsFill(fwdStart: Uint32Array, perDocument: Uint32Array, entries: number): boolean {
  const docs = fwdStart.length - 1;
  if ((fwdStart[docs] ?? 0) !== entries || perDocument.length !== docs) return false;
  for (let doc = 0; doc < docs; doc += 1)
    if (perDocument[doc] !== (fwdStart[doc + 1] ?? 0) - (fwdStart[doc] ?? 0)) return false;
  return true;
}
