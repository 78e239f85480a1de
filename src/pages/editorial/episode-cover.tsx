/** A number from a text, the same every time (FNV-1a): the cover of an episode never changes between renders. */
function textHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

const BARS = 13;

/**
 * The episode's cover art, drawn from its title: a colour and a sound-wave of bars of its own, with
 * the episode number. Decorative (the title is the page's heading), so hidden from screen readers.
 */
export function EpisodeCover({ title, size = 160 }: { title: string; size?: number }) {
  const hash = textHash(title);
  const hue = hash % 360;
  const number = /^Episode (\d+)/.exec(title)?.[1];
  const bars = Array.from({ length: BARS }, (_, i) => 12 + ((textHash(`${title}#${i}`) % 100) / 100) * 52 * Math.sin(((i + 1) / (BARS + 1)) * Math.PI));
  return (
    <svg className="episode-cover" viewBox="0 0 160 160" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="160" height="160" rx="12" fill={`hsl(${hue} 45% 28%)`} />
      <circle cx="132" cy="28" r="64" fill={`hsl(${(hue + 40) % 360} 55% 42%)`} opacity="0.55" />
      {bars.map((height, i) => (
        <rect key={i} x={14 + i * 10.4} y={96 - height / 2} width="6" height={height} rx="3" fill="#fff" opacity="0.85" />
      ))}
      {number && (
        <text x="14" y="148" fill="#fff" fontFamily="system-ui, sans-serif" fontSize="20" fontWeight="700">
          {`Ep. ${number}`}
        </text>
      )}
    </svg>
  );
}
