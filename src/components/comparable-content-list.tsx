import type { ComponentProps } from 'react';
import { DetachedCompareForm } from './compare-form';
import { ContentList } from './content-list';

/**
 * A content list whose product cards carry compare boxes, and the compare form they join (after
 * the list: the cards' own Save forms may not nest in it). Lists without products get no form.
 */
export function ComparableContentList({
  formId,
  back,
  counted = false,
  ...list
}: Omit<ComponentProps<typeof ContentList>, 'compareForm'> & { formId: string; back: string; counted?: boolean }) {
  const hasProducts = list.items.some((i) => i.contentType === 'product' && i.productSeq !== null);
  return (
    <>
      <ContentList {...list} compareForm={hasProducts ? formId : undefined} />
      {hasProducts && <DetachedCompareForm id={formId} back={back} counted={counted} />}
    </>
  );
}
