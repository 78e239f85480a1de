import { useContext } from 'react';
import { signInHref } from '../domain/return-path';
import type { ContentCard } from '../services/content-items';
import { SaveControl } from './content-list';
import { RenderContext } from './render-context';
import { WatchButton } from './watch-button';
import { AddToProject } from './add-to-project';
import type { ProjectChoice } from './add-to-project';
import { formatCount } from '../domain/count-text';

interface ProductActionsProps {
  productSeq: number;
  /** The product's own catalog item, what "Save" keeps in favorites. */
  own: ContentCard | null;
  favorites?: Record<string, number>;
  /** Files "download all" packs. */
  fileCount: number;
  /** Without one the product cannot be placed in a project's sections. */
  section: string | null;
  /** The signed-in user's projects (absent for visitors). */
  projects?: readonly ProjectChoice[];
  /** The signed-in user's watch of this product, when there is one. */
  watchSeq?: number | null;
  productName: string;
}

/** What an architect does with a product right here: download everything, save it, add it to a project. */
export function ProductActions({ productSeq, own, favorites, fileCount, section, projects, watchSeq, productName }: ProductActionsProps) {
  const state = useContext(RenderContext);
  const path = state?.path ?? `/product/${productSeq}`;
  return (
    <div className="product-actions">
      {fileCount > 0 && (
        <a className="button" href={`/product/${productSeq}/files.zip`} download>
          Download all files <span className="product-actions__note">(ZIP, {formatCount(fileCount, 'file')})</span>
        </a>
      )}
      {own && <SaveControl item={own} favorites={favorites} />}
      <WatchButton kind="product" target={productSeq} watchSeq={watchSeq ?? null} label={productName} />
      {section &&
        (!state?.user ? (
          <a className="product-actions__signin" href={signInHref(path)}>
            Sign in to add to a project
          </a>
        ) : projects && projects.length > 0 ? (
          <AddToProject productSeq={productSeq} projects={projects} />
        ) : (
          <a className="product-actions__signin" href="/account/projects">
            Create a project to add this product to
          </a>
        ))}
    </div>
  );
}
