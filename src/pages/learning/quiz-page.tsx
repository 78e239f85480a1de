import { Breadcrumbs } from '../../components/breadcrumbs';
import type { PublicQuizQuestion } from '../../domain/ce-quiz';
import { answerField, answersNeeded } from '../../domain/ce-quiz';
import type { FormView } from '../account/form-parts';
import { fieldId } from '../account/form-parts';
import { formatCount } from '../../domain/count-text';

export interface QuizPageProps {
  course: { seq: number; title: string };
  questions: PublicQuizQuestion[];
  form: FormView;
  /** The name of the form (answers of a failed attempt come back under it). */
  formName: string;
  /** The course was already passed: its best score. */
  bestScore: number | null;
}

function Question({ question, index, view, formName }: { question: PublicQuizQuestion; index: number; view: FormView; formName: string }) {
  const name = answerField(index);
  const error = view.errors[name];
  const legendId = fieldId(formName, name);
  return (
    <fieldset className={error ? 'quiz-question field--error' : 'quiz-question'} aria-describedby={error ? `${legendId}-error` : undefined}>
      <legend id={legendId}>
        <span className="quiz-question__number">{index + 1}.</span> {question.question}
      </legend>
      {error && (
        <p id={`${legendId}-error`} className="field__error">
          <span className="visually-hidden">Question {index + 1}: </span>
          {error}
        </p>
      )}
      {question.choices.map((choice, c) => {
        const id = `${legendId}-${c}`;
        return (
          <div className="quiz-choice" key={c}>
            <input id={id} type="radio" name={name} value={String(c)} defaultChecked={view.values[name] === String(c)} required />
            <label htmlFor={id}>{choice}</label>
          </div>
        );
      })}
    </fieldset>
  );
}

/** /continuing-education/{id}/quiz: the course's questions as one plain form (signed in). */
export function QuizPage({ course, questions, form, formName, bestScore }: QuizPageProps) {
  const coursePath = `/continuing-education/${course.seq}`;
  return (
    <>
      <Breadcrumbs
        items={[{ label: 'Continuing education', href: '/continuing-education' }, { label: course.title, href: coursePath }, { label: 'Quiz' }]}
      />
      <header className="page-intro">
        <h1>Quiz: {course.title}</h1>
        <p className="lead">
          {formatCount(questions.length, 'question')} on the course’s learning objectives. Answer at least {answersNeeded(questions.length)} correctly to
          complete the course; you may try as often as you like, and your best score is kept.
        </p>
        {bestScore !== null && <p>{`You have already passed this course (best score ${bestScore}%). Passing again can only raise it.`}</p>}
      </header>
      {form.message && (
        <div className="quiz-result" role="alert" tabIndex={-1}>
          <p>{form.message}</p>
          <p>
            <a href={coursePath}>Read the course again</a>
          </p>
        </div>
      )}
      <form method="post" action={`${coursePath}/quiz`} className="quiz">
        {questions.map((question, i) => (
          <Question key={i} question={question} index={i} view={form} formName={formName} />
        ))}
        <button type="submit" className="button">
          Send my answers
        </button>
      </form>
    </>
  );
}
