/**
 * Text from outside put inside a sentence, as a Unicode isolate (FSI … PDI): the plain-text
 * form of <bdi>. A right-to-left override inside it ends at the isolate's end, so it cannot
 * reorder the words around it. Isolate marks already in the text are dropped, so none of them
 * can close the isolate early.
 */
export function isolate(text: string): string {
  return `\u2068${text.replace(/[\u2066-\u2069]/g, '')}\u2069`;
}
