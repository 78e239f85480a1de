import { z } from 'zod';
import type { AlertItem } from '../../services/alerts';
import type { Banner } from '../../services/banners';
import type { HomepagePromo } from '../../services/homepage-promo';
import { pageOf } from './shapes';

const text = z.string();
const int = z.number().int();

const guest = z.object({ seq: int, fullName: text, title: z.string().nullable(), company: z.string().nullable(), bio: z.string().nullable() });

export const podcastWithCeuOutput = z.looseObject({
  id: int,
  seq: int,
  title: text,
  summary: text,
  audioUrl: z.string().nullable(),
  durationSec: int.nullable(),
  publishedAt: text,
  guests: z.array(guest),
  ceu: z.looseObject({ seq: int, title: text, creditHours: z.number(), hsw: z.boolean(), questionCount: int }).nullable(),
});
export const podcastGuestsOutput = z.object({ items: z.array(guest.extend({ id: int, podcastSeq: int })) });

const alertOutput = z
  .object({
    seq: int,
    kind: z.enum(['alert', 'news']),
    title: text,
    body: text,
    publishedAt: text,
    company: z.object({ coid: int, name: text, path: text }).nullable(),
    link: z.looseObject({}).nullable(),
  })
  .meta({ id: 'Alert' }) satisfies z.ZodType<Omit<AlertItem, 'link'> & { link: object | null }>;
export const alertsPageOutput = pageOf(alertOutput);

export const cesCompaniesOutput = z.object({
  items: z.array(z.object({ coid: int, name: text, path: text, courseCount: int, creditHours: z.number(), hswCount: int, courses: z.array(z.looseObject({})) })),
});

const homepagePromo = z.object({ seq: int, title: text, body: text, linkUrl: text, linkLabel: text }) satisfies z.ZodType<HomepagePromo>;
export const homepagePromoOutput = z.object({ promo: homepagePromo.nullable() });

const banner = z
  .object({
    seq: int,
    title: text,
    body: text,
    linkUrl: text,
    imageAlt: text,
    placement: text,
    contentType: z.string().nullable(),
    division: z.string().nullable(),
  })
  .meta({ id: 'Banner' }) satisfies z.ZodType<Banner>;
/** A banner picked for a slot (null when none fits) and the banners shown so far in the rotation. */
export const bannerPickOutput = z.object({ banner: banner.nullable(), shown: z.array(int) });
/** GET /api/banners/random with all=true: every banner that fits. */
export const bannersOutput = z.union([bannerPickOutput, z.object({ banners: z.array(banner) })]);
