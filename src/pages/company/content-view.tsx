import { PageScript } from '../../components/page-script';
import { Picture } from '../../components/picture';
import { PREVIEW_SIZE } from '../../domain/preview-paths';
import type { ContentCard } from '../../services/content-items';
import type { ContentView } from '../../services/content-viewer';

function DownloadButton({ href, format }: { href: string; format: string }) {
  return (
    <>
      <PageScript name="download-analytics" />
      <a className="button" href={href}>
        Download {format}
      </a>
    </>
  );
}

/** The viewer of one item: a video player (only ever for a file on this server), a PDF frame, or a CAD/BIM summary. */
export function ContentViewBody({ item, view }: { item: ContentCard; view: ContentView }) {
  switch (view.kind) {
    case 'video':
      return (
        <figure className="viewer">
          <video className="viewer__video" controls preload="metadata" aria-describedby="viewer-description">
            <source src={view.src} type={view.mime} />
            Your browser cannot play this video. <a href={view.src}>Open the video file</a>.
          </video>
          <figcaption id="viewer-description">{item.description}</figcaption>
        </figure>
      );
    case 'document':
      return (
        <div className="viewer">
          <iframe className="viewer__frame" src={view.src} title={`${item.title} (PDF)`} loading="lazy" />
          <p>
            If the document does not show here, your browser may not display PDFs in a page: download it instead.{' '}
            <DownloadButton href={view.downloadUrl} format="PDF" />
          </p>
        </div>
      );
    case 'model':
      return (
        <div className="viewer">
          {item.picture && (
            <figure className="drawing-preview">
              <a className="picture-frame" href={item.picture.src}>
                <Picture src={item.picture.src} alt={item.picture.alt} width={PREVIEW_SIZE.svg.width} height={PREVIEW_SIZE.svg.height} />
              </a>
              <figcaption>
                <a className="full-size-link" href={item.picture.src}>
                  Open the {view.format === 'DXF' ? 'drawing' : 'view'} full size
                </a>
              </figcaption>
            </figure>
          )}
          <p>
            {view.format === 'DXF'
              ? 'The drawing above is a preview; the DXF file opens in AutoCAD and most other CAD programs.'
              : 'The isometric view above is a preview; the IFC model opens in Revit, ArchiCAD and other BIM tools.'}
          </p>
          {item.description && <p>{item.description}</p>}
          <p>
            <DownloadButton href={view.downloadUrl} format={view.format} />
          </p>
        </div>
      );
  }
}
