import { Breadcrumbs } from '../../components/breadcrumbs';
import type { SortField } from '../../components/sort-links';
import { SITE_NAME } from '../../domain/site';
import type { SortState } from '../../domain/sort';
import type { Page } from '../../services/pagination';
import { SortedListing } from '../browse/listing-pages';
import { EditorialNav } from './editorial-nav';
import type { ListedEpisode } from './podcast-list';
import { PodcastList } from './podcast-list';
import { formatCount } from '../../domain/count-text';

const PODCAST_SORT: readonly SortField[] = [
  { field: 'date', label: 'Newest', defaultDirection: 'desc' },
  { field: 'title', label: 'Title', defaultDirection: 'asc' },
  { field: 'duration', label: 'Length', defaultDirection: 'desc' },
];

export interface PodcastsPageProps {
  podcasts: Page<ListedEpisode>;
  sort: SortState;
}

/** /podcast: every episode, newest first, sortable and paged. */
export function PodcastsPage({ podcasts, sort }: PodcastsPageProps) {
  return (
    <>
      <Breadcrumbs items={[{ label: 'Podcast' }]} />
      <header className="page-intro">
        <h1>The {SITE_NAME} podcast</h1>
        <p className="lead">
          Conversations with architects, specifiers and building scientists about the products and standards behind good
          buildings, each with its full transcript. Some episodes carry a continuing-education course: read or listen, then
          take its short quiz for credit.
        </p>
      </header>
      <EditorialNav section="podcast" current="/podcast" />
      <SortedListing
        page={podcasts}
        basePath="/podcast"
        sort={sort}
        fields={PODCAST_SORT}
        count={formatCount(podcasts.total, 'episode')}
        empty="No episodes yet."
      >
        <PodcastList podcasts={podcasts.items} />
      </SortedListing>
    </>
  );
}

/** /podcast/best_architectural_podcasts: our selection, with the reason for it. */
export function BestPodcastsPage({ podcasts }: { podcasts: ListedEpisode[] }) {
  return (
    <>
      <Breadcrumbs items={[{ label: 'Podcast', href: '/podcast' }, { label: 'Our picks' }]} />
      <header className="page-intro">
        <h1>Best architectural podcasts: our picks</h1>
        <p className="lead">
          Our editors’ selection: the episodes that come with a continuing-education course. Each one pairs a conversation
          with a short course and quiz, so an episode can count towards your learning units. Newest first.
        </p>
      </header>
      <EditorialNav section="podcast" current="/podcast/best_architectural_podcasts" />
      {podcasts.length === 0 ? <p className="empty-state">No episodes carry a course yet.</p> : <PodcastList podcasts={podcasts} />}
      <p>
        Looking for something else? <a href="/podcast">Browse every episode</a> or <a href="/continuing-education">see every course</a>.
      </p>
    </>
  );
}
