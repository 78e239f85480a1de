import { z } from 'zod';
import { quizQuestionSchema } from '../../../domain/ce-quiz';
import { bool, int, json, MAX_INT, numeric, text, timestamp } from '../columns';
import { divisionValue, linkValue, refValue, shortText, titleValue } from '../fields';
import type { ResourceDefinition } from '../types';
import { COMPANY_NAME, coid, published, seqFamily } from './shared';

/** Alerts and news, blog posts, CEU courses, podcasts and their guests, home page promotions: all public. */

export const alerts: ResourceDefinition = seqFamily({
  name: 'alerts',
  label: 'alert',
  table: 'alerts',
  defaultSort: '-publishedAt',
  columns: {
    kind: text({ schema: z.enum(['alert', 'news'], { error: 'must be alert or news' }), write: 'always', filter: true, sort: true }),
    coid: coid({ nullable: true }),
    title: text({ schema: titleValue(), write: 'always', required: true, sort: true, search: true }),
    body: text({ write: 'always', search: true }),
    linkUrl: text({ schema: linkValue, nullable: true, write: 'always' }),
    publishedAt: published(),
  },
  documentExtras: COMPANY_NAME,
});

export const blogPosts: ResourceDefinition = seqFamily({
  name: 'blog-posts',
  label: 'blog post',
  table: 'blog_posts',
  defaultSort: '-publishedAt',
  columns: {
    title: text({ schema: titleValue(), write: 'always', required: true, sort: true, search: true }),
    author: text({ schema: shortText(), write: 'always', filter: true, sort: true }),
    summary: text({ write: 'always', search: true }),
    body: text({ schema: z.string({ error: 'must be text' }).max(200_000), write: 'always', search: true }),
    division: text({ schema: divisionValue, nullable: true, write: 'always', filter: true }),
    publishedAt: published(),
  },
});

export const ceus: ResourceDefinition = seqFamily({
  name: 'ceus',
  label: 'CEU course',
  table: 'ceus',
  defaultSort: '-publishedAt',
  columns: {
    coid: coid({ nullable: true }),
    title: text({ schema: titleValue(), write: 'always', required: true, sort: true, search: true }),
    description: text({ write: 'always', search: true }),
    objectives: json({ schema: z.array(z.string().max(1000)).max(30), write: 'always' }),
    creditHours: numeric({ schema: z.number({ error: 'must be a number' }).min(0).max(99.99), write: 'always', sort: true }),
    providerNumber: text({ schema: shortText(40), write: 'always', filter: true }),
    courseNumber: text({ schema: shortText(40), write: 'always', filter: true }),
    hsw: bool({ write: 'always', filter: true }),
    // The answer key: visitors take the quiz on /continuing-education/{id}/quiz without it.
    quiz: json({ schema: z.array(quizQuestionSchema).max(50), write: 'always', adminRead: true }),
    publishedAt: published(),
  },
  documentExtras: COMPANY_NAME,
});

export const podcasts: ResourceDefinition = seqFamily({
  name: 'podcasts',
  label: 'podcast',
  table: 'podcasts',
  defaultSort: '-publishedAt',
  columns: {
    title: text({ schema: titleValue(), write: 'always', required: true, sort: true, search: true }),
    summary: text({ write: 'always', search: true }),
    transcript: text({ schema: z.string({ error: 'must be text' }).max(500_000), write: 'always' }),
    audioUrl: text({ schema: linkValue, nullable: true, write: 'always' }),
    durationSec: int({ schema: z.number().int().min(0).max(MAX_INT), write: 'always', sort: true }),
    ceuSeq: int({ schema: refValue, nullable: true, write: 'always', filter: true }),
    coid: coid({ nullable: true }),
    publishedAt: published(),
  },
  documentExtras: COMPANY_NAME,
});

export const externalContacts: ResourceDefinition = seqFamily({
  name: 'contacts-external',
  label: 'external contact',
  table: 'external_contacts',
  defaultSort: 'fullName',
  columns: {
    podcastSeq: int({ schema: refValue, nullable: true, write: 'always', filter: true }),
    fullName: text({ schema: titleValue(200), write: 'always', required: true, sort: true, search: true }),
    title: text({ schema: shortText(), write: 'always' }),
    company: text({ schema: shortText(), write: 'always', sort: true, search: true }),
    bio: text({ write: 'always' }),
  },
});

export const homepagePromos: ResourceDefinition = seqFamily({
  name: 'homepage-promos',
  label: 'home page promotion',
  table: 'homepage_promos',
  defaultSort: '-startsAt',
  publicWhen: 'active',
  columns: {
    title: text({ schema: titleValue(), write: 'always', required: true, sort: true, search: true }),
    body: text({ write: 'always' }),
    linkUrl: text({ schema: linkValue, write: 'always', required: true }),
    linkLabel: text({ schema: titleValue(80), write: 'always' }),
    active: bool({ write: 'always', filter: true }),
    startsAt: timestamp({ write: 'always', sort: true }),
    endsAt: timestamp({ nullable: true, write: 'always', sort: true }),
  },
});
