import { describe, expect, it } from 'vitest';
import type { FeedItem } from '../../src/services/feed/feed-items';
import { summary } from '../../src/services/feed/feed-items';
import { renderRss, xmlText } from '../../src/web/rss';

describe('feed text', () => {
  it('summary keeps short text whole and cuts long text at a word with an ellipsis', () => {
    expect(summary('  Fire-rated   door\nframes.  ')).toBe('Fire-rated door frames.');
    const long = 'word '.repeat(100);
    const cut = summary(long, 42);
    expect(cut.endsWith('word…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(43);
    expect(summary('x'.repeat(50), 10)).toBe(`${'x'.repeat(10)}…`);
  });

  it('xmlText escapes markup and drops characters XML cannot hold', () => {
    expect(xmlText('<a href="x">&\'</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;');
    expect(xmlText('a\u0000b\u0008c\u000Bd\tE\nF\uFFFEg\uD800h')).toBe('abcd\tE\nFgh');
    expect(xmlText('emoji \uD83D\uDE00 stays')).toBe('emoji \uD83D\uDE00 stays');
  });

  it('renderRss dates the channel by its newest item and makes links absolute', () => {
    const item: FeedItem = {
      guid: 'content-1',
      title: 'T',
      path: '/product/7?x=1&y=2',
      description: 'D',
      category: 'Product',
      publishedAt: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)),
    };
    const xml = renderRss([item], 'https://specs.example.com');
    expect(xml).toContain('<lastBuildDate>Fri, 02 Jan 2026 03:04:05 GMT</lastBuildDate>');
    expect(xml).toContain('<link>https://specs.example.com/product/7?x=1&amp;y=2</link>');
    expect(xml).toContain('<atom:link href="https://specs.example.com/rss" rel="self" type="application/rss+xml"/>');
    expect(renderRss([], 'https://specs.example.com', new Date(Date.UTC(2026, 5, 1)))).toContain('<lastBuildDate>Mon, 01 Jun 2026 00:00:00 GMT</lastBuildDate>');
  });
});
