/** What the checks of an uploaded document's current file found, as architects read it beside the document. */
export function QualityBadge({ quality }: { quality?: string }) {
  if (!quality) return null;
  return (
    <p className="quality-badge">
      <span className="visually-hidden">File checked on upload: </span>
      {quality}
    </p>
  );
}
