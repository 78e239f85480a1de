/** Items above this position in a list load at once; the rest only when scrolled near (loading="lazy"). */
const EAGER_IMAGES = 4;

interface PictureProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Position in its list; images far down the page load lazily. Omit for images at the top of the page. */
  index?: number;
}

/** An image with its size declared (no layout shift), its alt text, and lazy loading below the fold. */
export function Picture({ src, alt, width, height, className, index }: PictureProps) {
  const lazy = index !== undefined && index >= EAGER_IMAGES;
  return <img className={className} src={src} alt={alt} width={width} height={height} loading={lazy ? 'lazy' : undefined} decoding="async" />;
}
