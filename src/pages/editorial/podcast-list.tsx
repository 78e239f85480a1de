import { formatDuration } from '../../domain/editorial-format';
import type { PodcastSummary } from '../../services/editorial/podcasts';
import { creditLabel } from '../../domain/ce-credits';

/** An episode in a list: `hasAudio` when its recording is on this site; else it is a transcript. */
export type ListedEpisode = PodcastSummary & { hasAudio: boolean };

function Episode({ podcast }: { podcast: ListedEpisode }) {
  const headingId = `episode-${podcast.seq}`;
  return (
    <li>
      <article className="episode" aria-labelledby={headingId}>
        <h2 className="episode__title" id={headingId}>
          <a href={`/podcast/${podcast.seq}`}>{podcast.title}</a>
        </h2>
        <p className="episode__meta">
          <time dateTime={podcast.publishedAt}>{podcast.publishedAt}</time>
          <span>{podcast.hasAudio ? formatDuration(podcast.durationSec) : 'Transcript'}</span>
          {podcast.guests.length > 0 && <span>With {podcast.guests.join(' and ')}</span>}
        </p>
        <p className="episode__summary">{podcast.summary}</p>
        {podcast.ceu && (
          <p className="episode__ceu">
            <span className="badge badge--ceu">CE credit</span> {creditLabel(podcast.ceu)}:{' '}
            <a href={`/continuing-education/${podcast.ceu.seq}`}>{podcast.ceu.title}</a>
          </p>
        )}
      </article>
    </li>
  );
}

/** Podcast episodes as a list of short articles, each linking to its page. */
export function PodcastList({ podcasts }: { podcasts: ListedEpisode[] }) {
  return (
    <ol className="episode-list">
      {podcasts.map((p) => (
        <Episode key={p.seq} podcast={p} />
      ))}
    </ol>
  );
}
