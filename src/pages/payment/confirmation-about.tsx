import { Breadcrumbs } from '../../components/breadcrumbs';

/** /confirmation without a reference: what the page is for and how to reach an order's confirmation. */
export function ConfirmationAbout({ contactEmail }: { contactEmail: string }) {
  return (
    <>
      <Breadcrumbs items={[{ label: 'Advertise', href: '/advertise' }, { label: 'Order confirmation' }]} />
      <article className="form-panel" aria-labelledby="confirmation-title">
        <h1 id="confirmation-title">Order confirmation</h1>
        <p className="lead">This page shows an order placed for a SpecFind listing or advertising package: what was ordered, what it costs and whether it has been paid.</p>
        <h2>How to see your order</h2>
        <ul>
          <li>Right after you place an order, the order form brings you to its confirmation.</li>
          <li>The invoice we email you ends with the link to the confirmation of that order. Keep it: the link is the only key to the order.</li>
          <li>
            Lost the email? Write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a> quoting your order number (it starts with SF-) and we send the link
            again.
          </li>
        </ul>
        <p>
          <a className="button" href="/payment">
            Order a listing or advertising package
          </a>
        </p>
      </article>
    </>
  );
}
