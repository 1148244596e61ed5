/**
 * A saved index's parts with every code column at four bytes a code. A load gives each code
 * column at the width it was saved at (1, 2 or 4 bytes a code from format 10, four bytes
 * before): two reads of the same values compare equal through this, whatever their widths
 * (and the identifiers each whole, however they were read, and the postings as their lists:
 * restored from format 13, their blocks are walked when read, and their check must find them sound).
 */
import { expect } from 'vitest';
import type { TextIndexParts } from '../../../../../src/worker/search/saved/textIndexCodec';
import { fourBytes } from '../../../../../src/worker/search/index/growable';
import { identifierList } from '../../../../../src/worker/search/index/identifierColumn';

const wide = fourBytes;

function eachOf<K extends string, V, W>(record: Readonly<Record<K, V>>, map: (value: V) => W): Record<K, W> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value as V)])) as Record<K, W>;
}

export function fourByteParts(parts: TextIndexParts): Omit<TextIndexParts, 'postings' | 'postingsCheck'> & {
  postings: { starts: Uint32Array; bytes: Uint8Array; lists: Uint32Array };
} {
  const { fields, shown, postings, postingsCheck, ...rest } = parts;
  if (postingsCheck !== undefined) expect(postingsCheck.step(Number.POSITIVE_INFINITY)).toBe('sound');
  return {
    ...rest,
    postings: { starts: postings.starts(), bytes: postings.bytes, lists: postings.decoded() },
    typeCodes: wide(parts.typeCodes),
    stateCodes: wide(parts.stateCodes),
    regionCodes: wide(parts.regionCodes),
    compartmentCodes: wide(parts.compartmentCodes),
    ids: identifierList(parts.ids),
    fields: {
      ...fields,
      codes: eachOf(fields.codes, wide),
      tags: eachOf(fields.tags, (column) => ({ ...column, entries: wide(column.entries) })),
    },
    shown: { ...shown, codes: eachOf(shown.codes, wide) },
  };
}
