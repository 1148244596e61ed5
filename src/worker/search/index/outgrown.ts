/**
 * When a cache kept beside the index (the token order, each tag's rows, the joined values `=~`
 * searches) is built again, rather than read together with what was added since, kept apart:
 * once that part is more than 4,096 or a sixteenth of the whole. Below it, reading the few added
 * apart costs a search less than building the whole again, which a download would otherwise do
 * at every page it adds.
 */
export function outgrown(addedSince: number, whole: number): boolean {
  return addedSince > Math.max(4_096, whole / 16);
}
