import { bracketedOptions, conditionLabels, splitAtBlanks } from '../../domain/spec-display';
import type { SpecBody, SpecParagraph } from '../../domain/spec-document';

/**
 * The three parts of a section in SectionFormat order: PART, article (hanging number),
 * lettered paragraph, and a paragraph's alternatives as its subparagraph 1 (where a
 * generated section writes the chosen one). Notes render as asides; the page's
 * stylesheet decides when they show.
 */
export function SpecSection({ body, noteLabel }: { body: SpecBody; noteLabel: string }) {
  const conditions = conditionLabels(body);
  return (
    <div className="spec-doc">
      {body.parts.map((part) => (
        <section key={part.number} className="spec-part" aria-labelledby={`part-${part.number}`}>
          <h2 id={`part-${part.number}`} className="spec-part__title">
            {`PART ${part.number} – ${part.title}`}
          </h2>
          {part.articles.map((article) => (
            <section key={article.number} className="spec-article">
              <h3 className="spec-article__title">
                <span className="spec-num">{article.number}</span>
                <span>{article.title}</span>
              </h3>
              {article.paragraphs.map((p) => (
                <Paragraph
                  key={p.id}
                  paragraph={p}
                  condition={p.condition ? (conditions.get(p.condition) ?? p.condition) : undefined}
                  noteLabel={noteLabel}
                />
              ))}
            </section>
          ))}
        </section>
      ))}
    </div>
  );
}

function Paragraph({ paragraph: p, condition, noteLabel }: { paragraph: SpecParagraph; condition?: string; noteLabel: string }) {
  return (
    <div className="spec-para" id={p.id}>
      <span className="spec-num">{`${p.label}.`}</span>
      <div className="spec-para__body">
        {condition && <p className="spec-condition">{`Applies when: ${condition}`}</p>}
        <p className="spec-text">
          {splitAtBlanks(p.text).map((piece, i) =>
            i % 2 ? (
              <span key={i} className="spec-blank" title="A value the specifier fills in">
                {piece}
              </span>
            ) : (
              piece
            ),
          )}
        </p>
        {p.options && (
          <div className="spec-sub">
            <span className="spec-num">1.</span>
            <p className="spec-options">
              <span className="visually-hidden">Choose one: </span>
              {bracketedOptions(p.options)}
            </p>
          </div>
        )}
        {p.notes?.map((note, i) => (
          <aside key={i} className="spec-note" aria-label={noteLabel}>
            <strong className="spec-note__label">{`${noteLabel}: `}</strong>
            {note}
          </aside>
        ))}
      </div>
    </div>
  );
}
