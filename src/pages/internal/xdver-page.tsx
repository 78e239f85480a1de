import type { BuildInfo } from '../../domain/build-check';
import { Facts, InternalBanner } from './internal-banner';

export interface XdverPageProps {
  build: BuildInfo | null;
  runtime: { node: string; startedAt: string };
}

/** /xdver: which build is running (version, build id, commit) and since when. */
export function XdverPage({ build, runtime }: XdverPageProps) {
  return (
    <>
      <h1>Build version</h1>
      <InternalBanner />
      {build ? (
        <Facts
          facts={[
            ['Version', build.version],
            ['Build', build.buildId],
            ['Commit', build.commit ?? 'not a git checkout at build time'],
            ['Built at', build.builtAt],
            ['Built with Node', build.node],
          ]}
        />
      ) : (
        <p>No build information: the browser bundles have not been built (run npm run build).</p>
      )}
      <h2>This process</h2>
      <Facts
        facts={[
          ['Node', runtime.node],
          ['Started at', runtime.startedAt],
        ]}
      />
    </>
  );
}
