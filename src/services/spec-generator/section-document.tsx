import type { SectionLine } from '../../domain/spec-output';

/** Print CSS of a generated section: Letter pages, SectionFormat hanging indents. Kept free of quotes and angle brackets. */
export const SECTION_CSS = `@page { size: letter; margin: 1in; }
body { font-family: Arial, Helvetica, sans-serif; font-size: 10pt; line-height: 1.35; color: #000; background: #fff; max-width: 6.5in; margin: 2em auto; padding: 0 1em; }
header p { margin: 0; font-size: 8pt; color: #333; }
h1 { font-size: 12pt; text-align: center; margin: 2em 0 1.5em; }
h2, h3 { font-size: 10pt; margin: 1.2em 0 0.4em; break-after: avoid; page-break-after: avoid; }
p { margin: 0.3em 0; }
.level-0 { margin-left: 0.5in; text-indent: -0.5in; }
.level-1 { margin-left: 1in; text-indent: -0.5in; }
.level-2 { margin-left: 1.5in; text-indent: -0.5in; }
.label { display: inline-block; width: 0.5in; text-indent: 0; }
.end { text-align: center; font-weight: bold; margin-top: 2em; }
@media print { body { margin: 0; max-width: none; padding: 0; } }`;

function Line({ line }: { line: SectionLine }) {
  const className = line.label ? `level-${line.level}` : undefined;
  const content = (
    <>
      {line.label && <span className="label">{line.label}</span>}
      {line.text}
    </>
  );
  if (line.kind === 'heading') return <h1>{content}</h1>;
  if (line.kind === 'part') return <h2>{content}</h2>;
  if (line.kind === 'article') return <h3 className={className}>{content}</h3>;
  if (line.kind === 'end') return <p className="end">{content}</p>;
  return <p className={className}>{content}</p>;
}

/** A generated specification section as a complete, print-ready HTML document. */
export function SpecSectionDocument({ title, lines }: { title: string; lines: readonly SectionLine[] }) {
  const header = lines.filter((l) => l.kind === 'header');
  const body = lines.filter((l) => l.kind !== 'header');
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <style>{SECTION_CSS}</style>
      </head>
      <body>
        <header>
          {header.map((line, i) => (
            <p key={i}>{line.text}</p>
          ))}
        </header>
        <main>
          {body.map((line, i) => (
            <Line key={i} line={line} />
          ))}
        </main>
      </body>
    </html>
  );
}
