interface ErrorPageProps {
  statusCode: number;
  message: string;
}

/** Any error but an unknown page: its status code and message. */
export function ErrorPage({ statusCode, message }: ErrorPageProps) {
  return (
    <section className="error-page">
      <h1>
        Error {statusCode}: {message}
      </h1>
      <p>
        {statusCode === 503
          ? 'The site cannot answer this request just now. Please try again in a moment.'
          : statusCode >= 500
          ? 'Something went wrong on our side. Please try again in a moment.'
          : 'Please check the address, or use the search box at the top of the page.'}
      </p>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </section>
  );
}
