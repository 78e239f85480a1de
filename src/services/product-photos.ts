import { safeHref } from '../domain/html-sanitizer';
import { itemPicture } from '../domain/preview-paths';
import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import { projectsUsing } from './client-projects';
import type { PictureSourceRow } from './item-pictures';
import { PRODUCT_ROW_PICTURE } from './item-pictures';
import type { Product } from './products';

interface ProductPhoto {
  url: string;
  alt: string;
  caption: string | null;
  projectSeq: number;
  projectName: string;
}

/** Photos with an image address in the client's project galleries filed under the product's section. */
async function galleryPhotos(db: Queryable, product: { coid: number; section: string }): Promise<ProductPhoto[]> {
  const photos = await db.many<ProductPhoto>(sql`
    SELECT photo->>'url' AS url, photo->>'alt' AS alt, photo->>'caption' AS caption, cp.seq AS "projectSeq", cp.name AS "projectName"
    FROM client_projects cp JOIN companies c ON c.coid = cp.coid AND c.is_client
    CROSS JOIN LATERAL jsonb_array_elements(cp.photos) WITH ORDINALITY AS p(photo, n)
    WHERE cp.coid = ${product.coid} AND cp.section = ${product.section} AND coalesce(photo->>'url', '') <> ''
    ORDER BY cp.created_at DESC, cp.seq, p.n`);
  return photos.filter((photo) => /^(?:https?:|\/)/i.test(photo.url) && safeHref(photo.url) !== null);
}

/**
 * Pictures of a client's product as its projects show it: the photos of its project galleries that have an
 * image address, then, for each project that used the product, the product's own drawing (the preview of its
 * DXF or IFC file, served by the preview route). Products of companies that are not clients have none.
 */
export async function productPhotos(db: Queryable, product: Pick<Product, 'seq' | 'name' | 'coid' | 'section'>): Promise<ProductPhoto[]> {
  if (!product.section) return [];
  const place = { seq: product.seq, coid: product.coid, section: product.section };
  const [photos, projects, source] = await Promise.all([
    galleryPhotos(db, place),
    projectsUsing(db, place),
    db.maybeOne<{ picture: PictureSourceRow | null }>(sql`SELECT ${PRODUCT_ROW_PICTURE} AS picture FROM products p WHERE p.seq = ${product.seq}`),
  ]);
  const picture = source?.picture ? itemPicture(source.picture, product.name) : null;
  if (!picture) return photos;
  return [
    ...photos,
    ...projects.map((project) => ({
      url: picture.thumb,
      alt: picture.alt,
      caption: `${product.name}, as used on the ${project.name}`,
      projectSeq: project.seq,
      projectName: project.name,
    })),
  ];
}
