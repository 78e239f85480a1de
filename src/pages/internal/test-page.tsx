/** /test: the blank layout (no header, footer or navigation), for checking pages embedded elsewhere. */
export function BlankTestPage({ renderedAt }: { renderedAt: string }) {
  return (
    <article className="internal-blank">
      <h1>Blank layout test</h1>
      <p>
        This page uses the blank layout: the site&rsquo;s stylesheet and nothing else around the content. It was rendered at{' '}
        <time dateTime={renderedAt}>{renderedAt}</time>.
      </p>
      <p className="internal-banner" role="note">
        Internal test page: shown only to administrators in production, otherwise in debug mode or in development.
      </p>
    </article>
  );
}
