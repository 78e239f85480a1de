import { Fragment } from 'react';

/**
 * A host name or address that may wrap only after its dots and slashes (a `<wbr>` there), never in the
 * middle of a word: "www.highlandplumbingco.example" wraps as "www.highlandplumbingco." / "example".
 */
export function BreakableAddress({ text }: { text: string }) {
  const parts = text.split(/(?<=[./])/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
