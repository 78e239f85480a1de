import { NavLinks } from '../../components/nav-links';

/** The sub-pages of the podcast and the blog: every episode or post, our picks, and the guest form. */
export const EDITORIAL_SECTIONS = {
  podcast: {
    label: 'Podcast',
    links: [
      { href: '/podcast', label: 'All episodes' },
      { href: '/podcast/best_architectural_podcasts', label: 'Our picks' },
      { href: '/podcast/guest', label: 'Be a guest' },
    ],
  },
  'blog-post': {
    label: 'Blog',
    links: [
      { href: '/blog-post', label: 'All posts' },
      { href: '/blog-post/best_architectural_blog_posts', label: 'Our picks' },
      { href: '/blog-post/guest', label: 'Write for us' },
    ],
  },
} as const;

export type EditorialSection = keyof typeof EDITORIAL_SECTIONS;

export function EditorialNav({ section, current }: { section: EditorialSection; current?: string }) {
  const { label, links } = EDITORIAL_SECTIONS[section];
  return (
    <nav className="editorial-nav" aria-label={label}>
      <NavLinks links={links} current={current} />
    </nav>
  );
}
