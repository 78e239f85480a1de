import type { ComponentProps } from 'react';
import type { CompareTray } from './compare-tray';
import { CompareTrayBar } from './compare-tray';
import { ContentList } from './content-list';

/** A content list whose cards of a product can be added to the compare tray, with the tray's "Compare (n)" above it. */
export function ComparableContentList({ tray, ...list }: Omit<ComponentProps<typeof ContentList>, 'compare'> & { tray: CompareTray }) {
  return (
    <>
      <CompareTrayBar tray={tray} />
      <ContentList {...list} compare={tray} />
    </>
  );
}
