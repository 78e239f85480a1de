import type { HTMLAttributes } from 'react';

interface AmpImgAttributes extends HTMLAttributes<HTMLElement> {
  src: string;
  width: number;
  height: number;
  alt: string;
  layout?: 'fixed' | 'responsive' | 'intrinsic';
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'amp-img': AmpImgAttributes;
    }
  }
}

/** AMP's image element: AMP pages may not use <img>, and every image states its size. */
export function AmpImg(props: AmpImgAttributes) {
  return <amp-img {...props} />;
}
