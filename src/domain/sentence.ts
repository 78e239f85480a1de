/** The full stop a sentence ending in `text` still needs: none after "Company Inc." (or "?" or "!"), "." otherwise. */
export function fullStopAfter(text: string): string {
  return /[.!?]$/.test(text.trimEnd()) ? '' : '.';
}

/** `text` ending a sentence: "Acme Doors." and "Company Inc.", never "Company Inc..". */
export function endSentence(text: string): string {
  return `${text}${fullStopAfter(text)}`;
}
