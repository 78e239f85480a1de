import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { executableScripts, h1Of, titleOf } from '../helpers/html';
import { tagsOf, textsOf } from '../helpers/markup';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
let dataDir: string;
const get = (p: string) => request(t.app).get(p);

/** Titles of the list entries (episodes, posts) in page order. */
const listTitles = (html: string, className: string) => parseHtml(html).texts(`h2.${className} > a[href], h3.${className} > a[href]`);

const jsonLdOf = (html: string) => parseHtml(html).jsonLd[0];

beforeAll(async () => {
  // A data directory of its own: episode 2's audio file exists there, no other episode's does.
  dataDir = mkdtempSync(path.join(tmpdir(), 'editorial-pages-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  const { audio } = await t.db.one<{ audio: string }>(sql`SELECT audio_url AS audio FROM podcasts WHERE seq = 2`);
  mkdirSync(path.join(dataDir, 'media', 'podcasts'), { recursive: true });
  writeFileSync(path.join(dataDir, audio), Buffer.alloc(512, 1));
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('/podcast', () => {
  it('lists every episode newest first, 20 a page, with no script', async () => {
    const res = await get('/podcast');
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe('The SpecFind podcast');
    expect(executableScripts(res.text)).toEqual([]);
    const total = (await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM podcasts`)).n;
    expect(res.text).toContain(`${total} episodes`);
    const newest = await t.db.many<{ title: string }>(sql`SELECT title FROM podcasts ORDER BY published_at DESC, seq DESC LIMIT 20`);
    expect(listTitles(res.text, 'episode__title')).toEqual(newest.map((r) => r.title));
    expect(res.text).toContain('href="/podcast?page=2"');
    const second = await get('/podcast?page=2');
    expect(listTitles(second.text, 'episode__title')).toHaveLength(total - 20);
    expect(second.text).toContain('<meta name="robots" content="noindex, follow">');
  });

  it('sorts by title, and choosing the same field again flips the direction', async () => {
    const first = await get('/podcast');
    expect(tagsOf(first.text, 'a').map((a) => a.href)).toContain('/podcast?sort=title');
    const asc = await get('/podcast?sort=title');
    const titles = listTitles(asc.text, 'episode__title');
    const sorted = await t.db.many<{ title: string }>(sql`SELECT title FROM podcasts ORDER BY lower(title), seq DESC LIMIT 20`);
    expect(titles).toEqual(sorted.map((r) => r.title));
    expect(asc.text).toContain('href="/podcast?sort=-title"');
    const desc = await get('/podcast?sort=-title');
    expect(listTitles(desc.text, 'episode__title')[0]).toBe(
      (await t.db.one<{ title: string }>(sql`SELECT title FROM podcasts ORDER BY lower(title) DESC LIMIT 1`)).title,
    );
    expect(desc.text).toContain('href="/podcast?sort=title"');
    // Page links keep a sort that is not the default.
    expect(parseHtml(asc.text).links).toContain('/podcast?page=2&sort=title');
  });

  it('answers a page past the end or a bad page number with 404', async () => {
    expect((await get('/podcast?page=3')).status).toBe(404);
    expect((await get('/podcast?page=zero')).status).toBe(404);
  });

  it('our picks are the episodes that carry a course, and the page says so', async () => {
    const res = await get('/podcast/best_architectural_podcasts');
    expect(res.status).toBe(200);
    expect(res.text).toContain('the episodes that come with a continuing-education course');
    const picks = await t.db.many<{ title: string }>(sql`SELECT title FROM podcasts WHERE ceu_seq IS NOT NULL ORDER BY published_at DESC, seq DESC LIMIT 12`);
    expect(picks.length).toBeGreaterThan(3);
    expect(listTitles(res.text, 'episode__title')).toEqual(picks.map((p) => p.title));
    expect(res.text.match(/class="episode__ceu"/g)).toHaveLength(picks.length);
  });

  it('writes a course\'s credits as "1.5 LU/HSW", never the raw "(LU|HSW)"', async () => {
    const hsw = await t.db.one<{ credits: number }>(sql`
      SELECT e.credit_hours::float8 AS credits FROM podcasts p JOIN ceus e ON e.seq = p.ceu_seq WHERE e.hsw ORDER BY p.published_at DESC LIMIT 1`);
    const res = await get('/podcast/best_architectural_podcasts');
    expect(res.text.replace(/<!-- -->/g, '')).toContain(`</span> ${hsw.credits} LU/HSW:`);
    expect(res.text).not.toContain('LU|HSW');
  });
});

describe('/podcast/{id}', () => {
  it('shows the title, date, length, guests, transcript and the course it carries', async () => {
    const episode = await t.db.one<{ seq: number; title: string; date: string; ceu: number }>(sql`
      SELECT seq, title, to_char(published_at, 'YYYY-MM-DD') AS date, ceu_seq AS ceu FROM podcasts WHERE ceu_seq IS NOT NULL ORDER BY seq LIMIT 1`);
    const guests = await t.db.many<{ name: string }>(sql`SELECT full_name AS name FROM external_contacts WHERE podcast_seq = ${episode.seq}`);
    const course = await t.db.one<{ title: string; provider: string; objectives: string[] }>(sql`
      SELECT title, provider_number AS provider, objectives FROM ceus WHERE seq = ${episode.ceu}`);
    const res = await get(`/podcast/${episode.seq}`);
    expect(res.status).toBe(200);
    const page = parseHtml(res.text);
    expect(page.h1).toBe(episode.title);
    // linkedom keeps attribute names as React wrote them (dateTime), where a browser would lower-case them.
    expect(page.all('time').map((e) => [e.getAttribute('dateTime'), e.textContent])).toContainEqual([episode.date, episode.date]);
    // No recording of these episodes is here (episode 2's is, on page 2): each says it is a transcript, not a length.
    expect(new Set(parseHtml(res.text).all('.episode__meta span:nth-of-type(1)').map((e) => e.textContent))).toEqual(new Set(['Transcript']));
    for (const guest of guests) expect(page.texts('strong')).toContain(guest.name);
    expect(textsOf(res.text, 'h2')).toEqual(expect.arrayContaining(['Transcript', 'Learning objectives']));
    expect(page.texts('strong')).toContain('Host:');
    expect(page.links).toContain(`/continuing-education/${episode.ceu}`);
    expect(page.text('main')).toContain(course.provider);
    for (const objective of course.objectives) expect(page.text('main')).toContain(objective);
    expect(jsonLdOf(res.text)).toMatchObject({ '@type': 'PodcastEpisode', name: episode.title, datePublished: episode.date });
  });

  it('presents an episode whose recording is not on this site as its transcript, beside the cover art, claiming no length', async () => {
    const res = await get('/podcast/1');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<audio');
    const page = parseHtml(res.text);
    expect(page.bodyText).not.toMatch(/not available/i);
    expect(page.text('.episode-page__transcript-note')).toBe('This episode is published as its transcript: read the whole conversation below.');
    expect(page.attr('.episode-page__transcript-note a', 'href')).toBe('#transcript-title');
    expect(page.has('#transcript-title')).toBe(true);
    expect(page.texts('.episode__meta span')).toContain('Transcript');
    expect(jsonLdOf(res.text)).not.toHaveProperty('timeRequired');
    expect(res.text).toMatch(/<svg class="episode-cover"[^>]*aria-hidden="true"/);
  });

  it('shows a player for a site-local file that exists, and serves the file', async () => {
    const res = await get('/podcast/2');
    expect(res.text).toContain('<audio class="episode-page__audio" controls="" preload="none"><source src="/media/podcasts/episode-2.mp3" type="audio/mpeg"/>');
    expect(res.text).not.toContain('published as its transcript');
    expect(res.text).toMatch(/<svg class="episode-cover"/);
    const file = await get('/media/podcasts/episode-2.mp3');
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('audio/mpeg');
    expect((await get('/media/podcasts/episode-1.mp3')).status).toBe(404);
  });

  it('is a 404 for unknown or badly written ids', async () => {
    for (const p of ['/podcast/99999', '/podcast/02', '/podcast/1.0', '/podcast/-1']) expect((await get(p)).status, p).toBe(404);
  });
});

describe('/blog-post', () => {
  it('lists posts newest first with pages, author and reading time', async () => {
    const res = await get('/blog-post');
    expect(res.status).toBe(200);
    expect(executableScripts(res.text)).toEqual([]);
    const newest = await t.db.many<{ title: string }>(sql`SELECT title FROM blog_posts ORDER BY published_at DESC, seq DESC LIMIT 20`);
    expect(listTitles(res.text, 'post-card__title')).toEqual(newest.map((r) => r.title));
    expect(res.text).toMatch(/\d+ min read/);
    expect(res.text).toContain('href="/blog-post?page=2"');
  });

  it('sorts by author and flips on a second choice', async () => {
    const asc = await get('/blog-post?sort=author');
    expect(asc.text).toContain('href="/blog-post?sort=-author"');
    const authors = await t.db.many<{ title: string }>(sql`SELECT title FROM blog_posts ORDER BY lower(author), seq DESC LIMIT 20`);
    expect(listTitles(asc.text, 'post-card__title')).toEqual(authors.map((r) => r.title));
    const desc = await get('/blog-post?sort=-author');
    expect(desc.text).toContain('href="/blog-post?sort=author"');
  });

  it('our picks are the longest post of each division, in division order', async () => {
    const res = await get('/blog-post/best_architectural_blog_posts');
    expect(res.status).toBe(200);
    const best = await t.db.many<{ title: string }>(sql`
      SELECT title FROM (SELECT DISTINCT ON (division) division, title FROM blog_posts WHERE division IS NOT NULL
        ORDER BY division, length(body) DESC, published_at DESC, seq DESC) b ORDER BY division`);
    expect(listTitles(res.text, 'post-card__title')).toEqual(best.map((b) => b.title));
    expect(res.text).toContain('the post that covers its subject in the most depth');
  });

  it('shows one post: its paragraphs, author, and others of its division', async () => {
    const post = await t.db.one<{ seq: number; title: string; body: string; author: string; division: string }>(sql`
      SELECT seq, title, body, author, division FROM blog_posts ORDER BY seq LIMIT 1`);
    const res = await get(`/blog-post/${post.seq}`);
    expect(res.status).toBe(200);
    expect(titleOf(res.text)).toContain('SpecFind');
    const paragraphs = post.body.split(/\n\s*\n/);
    expect(parseHtml(res.text).texts('main p')).toContain(paragraphs[paragraphs.length - 1]);
    expect(res.text).toContain(post.author);
    const related = await t.db.many<{ seq: number }>(sql`SELECT seq FROM blog_posts WHERE division = ${post.division} AND seq <> ${post.seq}`);
    expect(textsOf(res.text, 'h2').includes(`More on division ${post.division}`)).toBe(related.length > 0);
    expect(jsonLdOf(res.text)).toMatchObject({ '@type': 'BlogPosting', headline: post.title });
    expect((await get('/blog-post/99999')).status).toBe(404);
  });
});

describe('guest request forms', () => {
  it.each([
    ['/podcast/guest', 'Be a guest on the podcast', 'Proposed subject'],
    ['/blog-post/guest', 'Write a guest post', 'Proposed title'],
  ])('%s is a plain form posting to itself, with a hidden honeypot', async (p, heading, topicLabel) => {
    const res = await get(p);
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe(heading);
    expect(executableScripts(res.text)).toEqual([]);
    expect(tagsOf(res.text, 'form').find((f) => f.action === p)).toMatchObject({ method: 'post' });
    expect(res.text).toContain(topicLabel);
    const names = tagsOf(res.text, 'input').map((i) => i.name).concat(tagsOf(res.text, 'textarea').map((i) => i.name));
    expect(names).toEqual(expect.arrayContaining(['name', 'email', 'phone', 'company', 'website', 'topic', 'message', 'referenceCode']));
    expect(res.text).toMatch(/<div class="visually-hidden" aria-hidden="true"><label[^>]*>Leave this field empty<\/label><input[^>]*tabindex="-1"[^>]*name="referenceCode"/);
    // A failed post shows this URL again with its messages, so the page is never served from the cache.
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('the feed and the sitemap', () => {
  it('lists episodes, posts and courses in the sitemap', async () => {
    const xml = (await get('/sitemap.xml')).text;
    for (const p of ['/podcast', '/podcast/1', '/blog-post', '/blog-post/1', '/podcast/best_architectural_podcasts', '/continuing-education/1']) {
      expect(xml).toContain(`<loc>http://localhost:3000${p}</loc>`);
    }
    expect(xml).not.toContain('/quiz');
    expect(xml).not.toContain('/account/ce-credits');
  });
});
