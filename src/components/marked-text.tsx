import type { Segment } from '../domain/text-highlight';

/** Text with the matched pieces in <mark> (search results, highlighted page text). */
export function MarkedText({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : s.text))}
    </>
  );
}
