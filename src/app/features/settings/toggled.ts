/** A list with `item` added at the end (on) or taken out (off), never twice. */
export function toggled(list: readonly string[], item: string, on: boolean): readonly string[] {
  return on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);
}
