import type { Writable } from 'node:stream';
import type { Response } from 'express';
import type { ComponentType } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { Layout } from '../components/layout';
import type { Logger } from '../log';
import { isIsland } from '../islands/registry';
import type { AssetManifest, BuildCheckTag } from './assets';
import { scriptTags } from './assets';
import type { HeadData, HeadSite } from './head';
import { renderHead } from './head';
import type { RenderState } from '../components/render-context';
import { RenderContext } from '../components/render-context';
import type { LayoutName } from '../domain/layouts';
import type { Template } from './templates';

/** A render that has not finished by then is aborted: React flushes what it has and the response ends. */
const RENDER_ABORT_MS = 10_000;

export interface RenderDeps {
  templates: Record<LayoutName, Template>;
  manifest: AssetManifest;
  /** The build this server runs, how often island pages poll for a newer one, and where API redirects may lead. */
  build: BuildCheckTag;
  site: HeadSite;
  log: Logger;
}

interface PageRender<Props> {
  page: ComponentType<Props>;
  props: Props;
  head: HeadData;
  status: number;
  layout: LayoutName;
  state: RenderState;
  /** Resolve with the complete HTML (the anonymous page cache keeps it); otherwise none is assembled. */
  keepHtml: boolean;
  /** Appended at the end of the document, e.g. the debug-mode comment. */
  trailer?: () => string;
}

/** Every page with an island gets the build check, which polls for a new build. */
function buildCheckFor(deps: RenderDeps, islands: Set<string>): BuildCheckTag | null {
  return [...islands].some(isIsland) ? deps.build : null;
}

/** The page's island bundles. AMP pages may carry no script of ours: an island there is left out, and logged as the bug it is. */
function layoutScripts(deps: RenderDeps, layout: LayoutName, islands: Set<string>): string {
  if (layout !== 'amp') return scriptTags(deps.manifest, islands, buildCheckFor(deps, islands));
  if (islands.size > 0) deps.log.error({ islands: [...islands] }, 'islands rendered on an AMP page were left out');
  return '';
}

/** The part of a Node stream React's `pipe` uses: chunks, the end, and the response's drain, error and close. */
interface Destination {
  write(chunk: Uint8Array | string): boolean;
  end(): void;
  on(event: string, listener: (...args: unknown[]) => void): Destination;
  /** A failure after the shell: the response cannot be finished, so it is cut off. */
  destroy(error: Error): void;
}

/** The page inside its providers and layout: what either renderer renders. */
function pageElement<Props extends object>(render: PageRender<Props>) {
  const Page = render.page;
  return (
    <RenderContext.Provider value={render.state}>
      <Layout name={render.layout}>
        <Page {...render.props} />
      </Layout>
    </RenderContext.Provider>
  );
}

/** The document up to the app's root element: the layout's opening and the head. */
function documentStart<Props>(deps: RenderDeps, render: PageRender<Props>): string {
  return deps.templates[render.layout].start + renderHead(render.head, deps.site, render.state.path) + deps.templates[render.layout].beforeApp;
}

/** The document after the app: the scripts of the islands rendered, the trailer and the layout's end. */
function documentEnd<Props>(deps: RenderDeps, render: PageRender<Props>, scripts: string): string {
  const template = deps.templates[render.layout];
  return template.afterApp + scripts + (render.trailer?.() ?? '') + template.end;
}

/**
 * Renders a page into its layout template and sends it. A page that suspends (its route says `streams`) streams
 * its late parts after the shell; every other page is rendered into a string and goes out in one write with a
 * Content-Length: React's string renderer does the same page in about half the time of its stream renderer
 * (docs/decisions/2026-11-27-pages-rendered-to-a-string.md). Resolves once the response has ended, with the
 * complete HTML when `keepHtml` (for the anonymous page cache), else null. Rejects if the render fails before
 * anything was sent, so the error handler can answer.
 */
export function renderPage<Props extends object>(res: Response, deps: RenderDeps, render: PageRender<Props> & { streams: boolean }): Promise<string | null> {
  return render.streams ? streamPage(res, deps, render) : stringPage(res, deps, render);
}

/** The whole page as one string, sent in one write. */
async function stringPage<Props extends object>(res: Response, deps: RenderDeps, render: PageRender<Props>): Promise<string | null> {
  const app = renderToString(pageElement(render));
  // The scripts are resolved before anything is sent: a missing bundle fails this one request with the error page.
  const scripts = layoutScripts(deps, render.layout, render.state.islands);
  const html = documentStart(deps, render) + app + documentEnd(deps, render, scripts);
  const body = Buffer.from(html, 'utf8');
  res.status(render.status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Length', body.byteLength);
  res.end(body);
  return render.keepHtml ? html : null;
}

/**
 * A page that suspends: the shell goes as soon as it is ready and the rest streams as React finishes it. Resolves
 * once the response has ended; rejects if the shell fails before anything was sent.
 */
export function streamPage<Props extends object>(res: Response, deps: RenderDeps, render: PageRender<Props>): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const kept: Uint8Array[] | null = render.keepHtml ? [] : null;
    // Chunks held back while React flushes synchronously; null once the response streams.
    let held: Uint8Array[] | null = [];
    const send = (text: Uint8Array | string): boolean => {
      // React writes long strings as they are.
      const chunk = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
      kept?.push(chunk);
      if (held) {
        held.push(chunk);
        return true;
      }
      return res.write(chunk);
    };
    let abortTimer: NodeJS.Timeout | undefined;
    let scripts = '';
    let islandsInShell = 0;
    const finish = () => {
      clearTimeout(abortTimer);
      send(documentEnd(deps, render, lateScripts()));
      if (held) {
        const body = Buffer.concat(held);
        held = null;
        res.setHeader('Content-Length', body.byteLength);
        res.end(body);
      } else res.end();
      resolve(kept ? Buffer.concat(kept).toString('utf8') : null);
    };
    // Islands rendered after the shell (inside a suspended boundary) need their scripts added at the end, when
    // the page is already on its way: a bundle missing then can only be logged, never thrown from a stream event.
    const lateScripts = () => {
      if (render.state.islands.size === islandsInShell) return scripts;
      try {
        return layoutScripts(deps, render.layout, render.state.islands);
      } catch (error) {
        deps.log.error({ err: error }, 'a streamed page was sent without the scripts of its late islands');
        return scripts;
      }
    };
    const destination: Destination = {
      write: send,
      end: finish,
      on(event, listener) {
        res.on(event, listener);
        return destination;
      },
      destroy(error) {
        clearTimeout(abortTimer);
        deps.log.error({ err: error }, 'page render failed after its shell; the response was cut off');
        res.destroy(error);
        resolve(null);
      },
    };

    const start = () => {
      // The scripts are resolved before anything is sent: a missing bundle fails this one request with the error page.
      try {
        scripts = layoutScripts(deps, render.layout, render.state.islands);
        islandsInShell = render.state.islands.size;
      } catch (error) {
        clearTimeout(abortTimer);
        stream.abort();
        reject(error);
        return;
      }
      res.status(render.status);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      send(documentStart(deps, render));
      stream.pipe(destination as unknown as Writable);
      // Still rendering (a suspended boundary): what is ready goes now, the rest as React finishes it.
      if (held) {
        const ready = Buffer.concat(held);
        held = null;
        res.write(ready);
      }
    };

    const stream = renderToPipeableStream(pageElement(render), {
      onShellReady: start,
      onShellError(error) {
        clearTimeout(abortTimer);
        reject(error);
      },
      onError(error) {
        deps.log.error({ err: error }, 'page render error');
      },
    });
    abortTimer = setTimeout(() => stream.abort(new Error('render timed out')), RENDER_ABORT_MS);
    res.on('close', () => {
      clearTimeout(abortTimer);
      if (!res.writableEnded) stream.abort();
    });
  });
}
