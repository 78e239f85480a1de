/** "42 min", "1 h 5 min": an episode's length as people read it (rounded to the minute, at least 1). */
export function formatDuration(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${minutes} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** ISO 8601 duration for structured data: 2530 s → "PT42M10S". */
export function isoDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${rest || (!h && !m) ? `${rest}S` : ''}`;
}

/** Minutes to read a text at about 230 words a minute (at least 1). */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 230));
}
