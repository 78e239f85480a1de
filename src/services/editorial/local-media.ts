import { statSync } from 'node:fs';
import path from 'node:path';

/** Site-local media is served from DATA_DIR/media under this path. */
export const MEDIA_PATH = '/media';

const AUDIO = /^\/media\/((?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.(mp3|m4a|ogg|oga|opus|wav))$/;
const AUDIO_TYPES: Record<string, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  wav: 'audio/wav',
};

/**
 * The episode's audio when it is a file of this site that exists (a non-empty file under
 * DATA_DIR/media), with its media type; otherwise null, so a page never shows a player that
 * cannot play. Outside addresses are never played (the Content-Security-Policy allows only 'self').
 */
export function localAudio(dataDir: string, audioUrl: string | null): { src: string; type: string } | null {
  const match = audioUrl ? AUDIO.exec(audioUrl) : null;
  if (!audioUrl || !match || match[1].includes('..')) return null;
  try {
    const stat = statSync(path.join(dataDir, 'media', match[1]));
    return stat.isFile() && stat.size > 0 ? { src: audioUrl, type: AUDIO_TYPES[match[2].toLowerCase()] } : null;
  } catch {
    return null;
  }
}

/** Episodes of a list, each saying whether its recording is on this site (a list shows a length only for those). */
export function withAudio<T extends { audioUrl: string | null }>(dataDir: string, episodes: readonly T[]): (T & { hasAudio: boolean })[] {
  return episodes.map((episode) => ({ ...episode, hasAudio: localAudio(dataDir, episode.audioUrl) !== null }));
}
