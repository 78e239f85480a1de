import type { Config } from '../src/config';

/**
 * The environment npm start gives its server (dist/server.js, always NODE_ENV=production for React's speed).
 * Unless the operator asked for production, this is the demo launcher: the server's PUBLIC_URL is
 * http://localhost:{PORT} when none is set. An operator's production start has PUBLIC_URL already (config
 * requires it), and the session secret is the one the launcher's config settled on.
 */
export function serverEnv(env: NodeJS.ProcessEnv, config: Pick<Config, 'PORT' | 'PUBLIC_URL' | 'SESSION_SECRET'>): NodeJS.ProcessEnv {
  const askedForProduction = env.NODE_ENV === 'production';
  const publicUrl = askedForProduction || env.PUBLIC_URL ? config.PUBLIC_URL : `http://localhost:${config.PORT}`;
  return { ...env, NODE_ENV: 'production', SESSION_SECRET: config.SESSION_SECRET, PUBLIC_URL: publicUrl };
}
