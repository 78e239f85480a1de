import { Breadcrumbs } from '../../components/breadcrumbs';
import { formatDuration } from '../../domain/editorial-format';
import type { Podcast } from '../../services/editorial/podcasts';
import { CourseFacts, Objectives } from '../learning/course-facts';
import { EpisodeCover } from './episode-cover';
import { formatCount } from '../../domain/count-text';

export interface PodcastPageProps {
  podcast: Podcast;
  /** The episode's audio, only when it is a file of this site that exists. */
  audio: { src: string; type: string } | null;
}

function Guests({ podcast }: { podcast: Podcast }) {
  if (podcast.guests.length === 0) return null;
  return (
    <section aria-labelledby="guests-title">
      <h2 id="guests-title">{podcast.guests.length === 1 ? 'Guest' : 'Guests'}</h2>
      <ul className="guest-list">
        {podcast.guests.map((guest) => (
          <li key={guest.seq}>
            <p className="guest-list__name">
              <strong>{guest.fullName}</strong>
              {(guest.title || guest.company) && <span>, {[guest.title, guest.company].filter(Boolean).join(', ')}</span>}
            </p>
            {guest.bio && <p>{guest.bio}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

function CoursePanel({ podcast }: { podcast: Podcast }) {
  const course = podcast.ceu;
  if (!course) return null;
  return (
    <aside className="course-panel" aria-labelledby="course-title">
      <p className="eyebrow">Continuing education</p>
      <h2 id="course-title">
        <a href={`/continuing-education/${course.seq}`}>{course.title}</a>
      </h2>
      <p>{course.description}</p>
      <CourseFacts course={course} />
      <Objectives objectives={course.objectives} headingId="course-objectives" />
      {course.questionCount > 0 && (
        <p>
          <a className="button" href={`/continuing-education/${course.seq}/quiz`}>
            Take the quiz<span className="visually-hidden"> for {course.title}</span>
          </a>{' '}
          {formatCount(course.questionCount, 'question')}; signed-in members keep a record of their credits and a certificate.
        </p>
      )}
    </aside>
  );
}

/** A transcript paragraph; a leading "HOST:" or "GUEST:" is shown as the speaker's label. */
function TranscriptParagraph({ text }: { text: string }) {
  const speaker = /^([A-Z][A-Z .'-]{1,30}):\s+/.exec(text);
  if (!speaker) return <p>{text}</p>;
  const label = speaker[1].charAt(0) + speaker[1].slice(1).toLowerCase();
  return (
    <p>
      <strong>{`${label}:`}</strong> {text.slice(speaker[0].length)}
    </p>
  );
}

/** The cover and the player when the recording is on this site; otherwise the cover and the way to the transcript, the episode as published. */
function EpisodeListen({ title, audio, hasTranscript }: { title: string; audio: PodcastPageProps['audio']; hasTranscript: boolean }) {
  return (
    <section className="episode-page__listen" aria-label={audio ? 'Listen' : 'Episode'}>
      <EpisodeCover title={title} />
      {audio ? (
        <audio className="episode-page__audio" controls preload="none">
          <source src={audio.src} type={audio.type} />
          <a href={audio.src}>Download the episode</a>
        </audio>
      ) : (
        hasTranscript && <p className="episode-page__transcript-note">
          This episode is published as its transcript: <a href="#transcript-title">read the whole conversation</a> below.
        </p>
      )}
    </section>
  );
}

/** /podcast/{id}: one episode with its guests, the course it carries and its transcript. */
export function PodcastPage({ podcast, audio }: PodcastPageProps) {
  const paragraphs = podcast.transcript.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  return (
    <>
      <Breadcrumbs items={[{ label: 'Podcast', href: '/podcast' }, { label: podcast.title }]} />
      <article className="episode-page" aria-labelledby="episode-title">
        <header className="page-intro">
          <h1 id="episode-title">{podcast.title}</h1>
          <p className="episode__meta">
            <time dateTime={podcast.publishedAt}>{podcast.publishedAt}</time>
            <span>{audio ? formatDuration(podcast.durationSec) : 'Transcript'}</span>
            {podcast.sponsor && (
              <span>
                Sponsored by <a href={podcast.sponsor.path}>{podcast.sponsor.name}</a>
              </span>
            )}
          </p>
          <p className="lead">{podcast.summary}</p>
        </header>
        <EpisodeListen title={podcast.title} audio={audio} hasTranscript={paragraphs.length > 0} />
        <Guests podcast={podcast} />
        <CoursePanel podcast={podcast} />
        {paragraphs.length > 0 && (
          <section aria-labelledby="transcript-title" className="transcript">
            <h2 id="transcript-title">Transcript</h2>
            {paragraphs.map((p, i) => (
              <TranscriptParagraph key={i} text={p} />
            ))}
          </section>
        )}
      </article>
    </>
  );
}
