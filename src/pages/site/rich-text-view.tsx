import type { Block, ContentSection, Rich } from './rich-text';

function RichText({ text }: { text: Rich }) {
  if (typeof text === 'string') return <>{text}</>;
  return (
    <>
      {text.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a key={`${part.href}-${i}`} href={part.href}>
            {part.text}
          </a>
        ),
      )}
    </>
  );
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'h3':
      return <h3>{block.text}</h3>;
    case 'p':
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case 'ul':
    case 'ol': {
      const List = block.kind;
      return (
        <List>
          {block.items.map((item, i) => (
            <li key={i}>
              <RichText text={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'dl':
      return (
        <dl className="site-page__terms">
          {block.items.map((item) => (
            <div key={item.term}>
              <dt>{item.term}</dt>
              <dd>
                <RichText text={item.detail} />
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}

/** One section: an h2 and its blocks, labelled by the heading. */
export function SectionView({ section }: { section: ContentSection }) {
  return (
    <section aria-labelledby={section.id}>
      <h2 id={section.id}>{section.heading}</h2>
      {section.blocks.map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
    </section>
  );
}
