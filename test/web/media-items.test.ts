import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { companyPath } from '../../src/domain/company-id';
import { syncMediaItems } from '../../src/services/media-sync';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

/**
 * Videos, webinars, tools and podcast episodes promise their media only where it is: every such item
 * of the test catalog is walked, and each promise (watch, listen, register, download) is followed to
 * a file that answers 200 with the right type and a header that parses, or is not made at all.
 */
/** Each test has an app, a catalog copy and a data directory of its own: what one puts in place, the other never sees. */
let t: TestApp;
let dataDir: string;
const get = (p: string) => request(t.app).get(p);
/** A real WebM clip (1.5 s, 160×120, VP8) recorded from a canvas by Chromium's MediaRecorder. */
const CLIP = path.join(import.meta.dirname, '../fixtures/clip.webm');
const ATTEND = 'https://events.example.net/register/envelope-101';

function ownSite() {
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'media-items-'));
    t = await createTestApp({ DATA_DIR: dataDir, LINK_HOSTS: 'events.example.net' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
}

interface MediaRow {
  id: number;
  contentType: string;
  coid: number;
  companyName: string;
  url: string | null;
  online: boolean;
}

const mediaItems = () =>
  t.db.many<MediaRow>(sql`
    SELECT ci.id, ci.content_type AS "contentType", ci.coid, c.name AS "companyName", ci.url, ci.online
    FROM content_items ci JOIN companies c USING (coid) WHERE ci.content_type IN ('video', 'webinar', 'software') ORDER BY ci.id`);
const itemPath = (item: MediaRow) => `${companyPath(item.companyName, item.coid)}/${item.contentType}/${item.id}`;

/** The header of a file of that type parses: WebM's EBML magic and doctype, MP4's ftyp box, a ZIP's local header, WAV's RIFF chunks. */
function expectPlayable(body: Buffer, type: string) {
  expect(body.length).toBeGreaterThan(44);
  if (type === 'video/webm') {
    expect(body.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(body.subarray(0, 64).includes(Buffer.from('webm'))).toBe(true);
  } else if (type === 'video/mp4') {
    expect(body.subarray(4, 8).toString()).toBe('ftyp');
  } else if (type === 'application/zip') {
    expect(body.subarray(0, 4).toString('hex')).toBe('504b0304');
  } else {
    expect(type).toBe('audio/wav');
    expect([body.subarray(0, 4).toString(), body.subarray(8, 16).toString()]).toEqual(['RIFF', 'WAVEfmt ']);
    expect(body.readUInt16LE(20)).toBe(1);
    const dataSize = body.readUInt32LE(40);
    expect(dataSize).toBeGreaterThan(0);
    expect(body.length).toBe(44 + dataSize);
  }
}

/** A file of this site answers 200 with its type and a header that parses. */
async function expectFile(src: string, type: string) {
  const res = await request(t.app).get(src).responseType('blob');
  expect(res.status, src).toBe(200);
  expect(res.headers['content-type'], src).toBe(type);
  expectPlayable(res.body as Buffer, type);
}

/** Every promise an item page makes leads to its media; returns what it promised. */
async function promisesOf(item: MediaRow): Promise<string[]> {
  const res = await get(itemPath(item));
  if (res.status === 404) return [];
  expect(res.status, itemPath(item)).toBe(200);
  const page = parseHtml(res.text);
  const promised: string[] = [];
  for (const link of page.all('article.content-detail a[href]')) {
    const text = link.textContent ?? '';
    const href = link.getAttribute('href')!;
    if (!/watch|play|listen|attend|register|download|open the tool/i.test(text)) continue;
    promised.push(text);
    if (href.endsWith('/viewer')) {
      const viewer = await get(href);
      expect(viewer.status, href).toBe(200);
      const source = parseHtml(viewer.text).one('video source');
      await expectFile(source.getAttribute('src')!, source.getAttribute('type')!);
    } else if (href.startsWith('/')) {
      await expectFile(href, 'application/zip');
    } else {
      // Another site: only one the navigation rule allows, marked as leaving this one.
      expect(new URL(href).host).toBe('events.example.net');
      expect(link.getAttribute('rel')).toBe('nofollow noopener noreferrer');
    }
  }
  // Nothing else on the page says it can be watched, attended or downloaded.
  const text = page.text('article.content-detail').replace(/\s+/g, ' ');
  expect(text).not.toMatch(/not available|no recording|coming soon/i);
  return promised;
}

/** Every podcast episode: a player only for a recording that plays; otherwise the page is its transcript, with no length claimed. */
async function expectEpisodes() {
  const episodes = await t.db.many<{ seq: number }>(sql`SELECT seq FROM podcasts ORDER BY seq`);
  expect(episodes.length).toBeGreaterThan(0);
  let players = 0;
  for (const { seq } of episodes) {
    const res = await get(`/podcast/${seq}`);
    expect(res.status).toBe(200);
    const page = parseHtml(res.text);
    expect(page.bodyText).not.toMatch(/not available/i);
    if (page.has('audio source')) {
      players++;
      const source = page.one('audio source');
      await expectFile(source.getAttribute('src')!, source.getAttribute('type')!);
    } else {
      expect(page.texts('.episode__meta span')).toContain('Transcript');
      expect(page.jsonLd[0]).not.toHaveProperty('timeRequired');
      expect(page.has('#transcript-title')).toBe(true);
    }
  }
  return players;
}

/** A WAV of a 440 Hz tone: 16-bit mono PCM, 8 kHz, `seconds` long. */
function wav(seconds: number): Buffer {
  const rate = 8000;
  const samples = Math.round(rate * seconds);
  const out = Buffer.alloc(44 + samples * 2);
  out.write('RIFF', 0);
  out.writeUInt32LE(36 + samples * 2, 4);
  out.write('WAVEfmt ', 8);
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(1, 22);
  out.writeUInt32LE(rate, 24);
  out.writeUInt32LE(rate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36);
  out.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) out.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  return out;
}

function putMedia(url: string, bytes: Buffer | string) {
  const file = path.join(dataDir, url);
  mkdirSync(path.dirname(file), { recursive: true });
  if (typeof bytes === 'string') copyFileSync(bytes, file);
  else writeFileSync(file, bytes);
}

describe('the demo catalog’s videos, webinars, tools and podcast episodes', () => {
  ownSite();

  it('promise no media the demo catalog does not have: the items wait offline, every episode is its transcript', async () => {
    const items = await mediaItems();
    expect(new Set(items.map((i) => i.contentType))).toEqual(new Set(['video', 'webinar', 'software']));
    for (const item of items) expect(await promisesOf(item), itemPath(item)).toEqual([]);
    expect(await expectEpisodes()).toBe(0);
    // Their listings list none of them.
    for (const type of ['video', 'webinar', 'software']) {
      const company = items.find((i) => i.contentType === type)!;
      const list = await get(`${companyPath(company.companyName, company.coid)}/${type}`);
      expect(parseHtml(list.text).text('.result-count')).toBe('0 items');
    }
  });
});

describe('videos, webinars, tools and podcast episodes with their media in place', () => {
  ownSite();

  it('offer each item once its media is in place, and every promise plays, opens or downloads', async () => {
    const items = await mediaItems();
    const [video, bare] = items.filter((i) => i.contentType === 'video');
    const [recorded, upcoming] = items.filter((i) => i.contentType === 'webinar');
    const tool = items.find((i) => i.contentType === 'software')!;
    expect([video, bare, recorded, upcoming, tool].every(Boolean)).toBe(true);
    const videoUrl = `/media/videos/${video.coid}/overview.webm`;
    const recordingUrl = `/media/webinars/${recorded.coid}/session.webm`;
    const toolUrl = `/media/software/${tool.coid}/selector.zip`;
    putMedia(videoUrl, CLIP);
    putMedia(recordingUrl, CLIP);
    putMedia(toolUrl, Buffer.from(zipSync({ 'README.txt': new TextEncoder().encode('Run selector.html in a browser.') })));
    putMedia('/media/podcasts/episode-3.wav', wav(0.5));
    await t.writeCatalog(sql`
      UPDATE content_items SET online = true, url = CASE id
        WHEN ${video.id} THEN ${videoUrl} WHEN ${recorded.id} THEN ${recordingUrl} WHEN ${upcoming.id} THEN ${ATTEND}
        WHEN ${tool.id} THEN ${toolUrl} ELSE url END
      WHERE id IN (${video.id}, ${bare.id}, ${recorded.id}, ${upcoming.id}, ${tool.id})`);
    await t.writeCatalog(sql`UPDATE podcasts SET audio_url = '/media/podcasts/episode-3.wav' WHERE seq = 3`);

    const promised = new Map<number, string[]>();
    for (const item of await mediaItems()) promised.set(item.id, await promisesOf(item));
    expect(promised.get(video.id)).toEqual(['Watch the video']);
    expect(promised.get(recorded.id)).toEqual(['Watch the recording']);
    expect(promised.get(upcoming.id)).toEqual(['Register for the webinar']);
    expect(promised.get(tool.id)).toEqual(['Download the tool (ZIP)']);
    // Online, but its file is not here: the page says what the video covers and promises nothing; no viewer.
    expect(promised.get(bare.id)).toEqual([]);
    expect((await get(`${itemPath(bare)}/viewer`)).status).toBe(404);
    expect(await expectEpisodes()).toBe(1);
  });
});

describe('npm run media:sync', () => {
  ownSite();

  it('puts online the items whose file was put in place, takes offline those whose file is gone, and their lists follow', async () => {
    const items = await mediaItems();
    const video = items.find((i) => i.contentType === 'video')!;
    const tool = items.find((i) => i.contentType === 'software')!;
    // The clip is WebM: it goes where the item says, once the item says .webm (the seed names .mp4 files).
    const clipUrl = video.url!.replace(/\.mp4$/, '.webm');
    await t.writeCatalog(sql`UPDATE content_items SET url = ${clipUrl} WHERE id = ${video.id}`);
    putMedia(clipUrl, CLIP);
    // Online without its file (as an operator might leave it): the sync takes it offline.
    await t.writeCatalog(sql`UPDATE content_items SET online = true WHERE id = ${tool.id}`);
    const config = { PUBLIC_URL: 'http://localhost:3000', LINK_HOSTS: [] };
    expect(await syncMediaItems(t.db, dataDir, config)).toEqual({ online: [video.id], offline: [tool.id] });
    const list = await get(`${companyPath(video.companyName, video.coid)}/video`);
    expect(parseHtml(list.text).attrs('.content-card__title > a[href]', 'href')).toContain(itemPath(video));
    expect(await promisesOf(video)).toEqual(['Watch the video']);
    expect((await get(itemPath(tool))).status).toBe(404);
    // Nothing left to change: no write at all.
    expect(await syncMediaItems(t.db, dataDir, config)).toEqual({ online: [], offline: [] });
  });
});
