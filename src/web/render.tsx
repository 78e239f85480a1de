import { PassThrough } from 'node:stream';
import type { Response } from 'express';
import type { ComponentType } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
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
  /** Crawlers get the whole document at once (onAllReady); people get the shell as soon as it is ready. */
  waitForAll: boolean;
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

/**
 * Streams a page into its layout template. Resolves with the complete HTML
 * (for the anonymous page cache) once the response has ended. Rejects if the
 * shell fails before anything was sent, so the error handler can answer.
 */
export function streamPage<Props extends object>(res: Response, deps: RenderDeps, render: PageRender<Props>): Promise<string> {
  const template = deps.templates[render.layout];
  const Page = render.page;
  const element = (
    <RenderContext.Provider value={render.state}>
      <Layout name={render.layout}>
        <Page {...render.props} />
      </Layout>
    </RenderContext.Provider>
  );

  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    const send = (text: string) => {
      const bytes = Buffer.from(text, 'utf8');
      parts.push(bytes);
      res.write(bytes);
    };
    let abortTimer: NodeJS.Timeout | undefined;
    let scripts = '';
    let islandsInShell = 0;
    const finish = () => {
      clearTimeout(abortTimer);
      const tail = template.afterApp + lateScripts() + (render.trailer?.() ?? '') + template.end;
      send(tail);
      res.end();
      resolve(Buffer.concat(parts).toString('utf8'));
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
      send(template.start + renderHead(render.head, deps.site, render.state.path) + template.beforeApp);
      const body = new PassThrough();
      body.on('data', (chunk: Buffer) => {
        parts.push(chunk);
        if (!res.write(chunk)) {
          body.pause();
          res.once('drain', () => body.resume());
        }
      });
      body.on('end', finish);
      stream.pipe(body);
    };

    const stream = renderToPipeableStream(element, {
      onShellReady() {
        if (!render.waitForAll) start();
      },
      onAllReady() {
        if (render.waitForAll) start();
      },
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
