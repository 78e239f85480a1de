import { Breadcrumbs } from '../../components/breadcrumbs';
import { COMPARE_MAX, COMPARE_MIN } from '../../domain/product-compare';

export interface CompareChoiceProps {
  reason: 'too-few' | 'too-many' | 'invalid';
  /** The listing the form was on (a same-site path), if it said. */
  back: string | null;
}

const MESSAGES: Record<CompareChoiceProps['reason'], string> = {
  'too-few': `Tick at least ${COMPARE_MIN} products to compare them side by side.`,
  'too-many': `You can compare at most ${COMPARE_MAX} products at a time: untick some and try again.`,
  invalid: 'That list of products could not be read. Tick the products to compare on a product list.',
};

/** What the compare form says when the choice cannot be compared. */
export function CompareChoicePage({ reason, back }: CompareChoiceProps) {
  return (
    <>
      <Breadcrumbs items={[{ label: 'Compare products' }]} />
      <h1>Choose {COMPARE_MIN} to {COMPARE_MAX} products</h1>
      <p className="notice notice--error" role="alert">
        {MESSAGES[reason]}
      </p>
      <p>
        {back ? <a href={back}>Back to the product list</a> : <a href="/content-type/product">Browse products</a>}
      </p>
    </>
  );
}
