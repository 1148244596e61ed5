/**
 * Each document's creation time as free text ranks it, newer first: the time Date.parse reads,
 * 0 when none. For most documents that is their timeCreated instant, read from the query
 * columns; the documents where it is not are noted apart with their time (none where every time
 * is OCI's own form). An array of every document's time, filled as the index is prepared,
 * answers a ranking's reads (tens of thousands for a broad prefix) with one array read each
 * instead of the code, its instant and the exceptions.
 */
import type { FieldColumns } from './fieldColumns';
import { GrowableFloat64 } from './growable';

/** An instant as a time to rank by: 0 when the value read as none. */
function rankedTime(instant: number): number {
  return Number.isFinite(instant) ? instant : 0;
}

export class CreationTimes {
  private exceptions = new Map<number, number>();
  /** The times of the documents up to its length; a document's time never changes. */
  private filled = new GrowableFloat64(new Float64Array(0));

  /** `fields`: the query columns as they are now (a load replaces them). */
  constructor(private readonly fields: () => FieldColumns) {}

  /** Notes the time of document `doc`, whose columns are added, where its instant does not give it. */
  note(doc: number, time: number): void {
    const { instants, codes } = this.fields();
    if (Object.is(rankedTime(instants.at(codes.timeCreated.at(doc))), time)) this.exceptions.delete(doc);
    else this.exceptions.set(doc, time);
  }

  /** Per document of the `count`, its time. Read while the columns stay as they are. */
  reader(count: number): (doc: number) => number {
    const times = this.filled.view();
    const filled = times.length;
    if (filled === count) return (doc) => times[doc] ?? 0;
    const derived = this.derived();
    return (doc) => (doc < filled ? (times[doc] ?? 0) : derived(doc));
  }

  /** Fills the times of the documents up to `count` added since the last fill. */
  fill(count: number): void {
    const from = this.filled.length;
    if (from >= count) return;
    const time = this.derived();
    const added = new Float64Array(count - from);
    for (let at = 0; at < added.length; at += 1) added[at] = time(from + at);
    this.filled.pushAll(added);
  }

  /** The times of the documents from `from` up to `count` (what a save holds). */
  from(from: number, count: number): Float64Array {
    const time = this.reader(count);
    return Float64Array.from({ length: Math.max(0, count - from) }, (_, at) => time(from + at));
  }

  /** Starts over for documents renumbered, whose times are `times` (the columns already theirs). */
  reset(times: Float64Array): void {
    const exceptions = new Map<number, number>();
    this.exceptions = exceptions;
    this.filled = new GrowableFloat64(new Float64Array(0));
    // A plain loop over the columns: a start runs it over every document, and a callback per
    // time (forEach) made each one a number object of its own, collected soon after.
    const { instants: column, codes } = this.fields();
    const instants = column.view();
    const timeCodes = codes.timeCreated.view();
    for (let doc = 0; doc < times.length; doc += 1) {
      const time = times[doc] as number;
      if (!Object.is(rankedTime(instants[timeCodes[doc] ?? 0] ?? Number.NaN), time)) exceptions.set(doc, time);
    }
  }

  /** The times read from the timeCreated codes, their instants and the exceptions. */
  private derived(): (doc: number) => number {
    const { instants: column, codes } = this.fields();
    const instants = column.view();
    const timeCodes = codes.timeCreated.view();
    const fromInstant = (doc: number): number => rankedTime(instants[timeCodes[doc] ?? 0] ?? Number.NaN);
    const exceptions = this.exceptions;
    if (exceptions.size === 0) return fromInstant;
    return (doc) => exceptions.get(doc) ?? fromInstant(doc);
  }
}
