// The tutorial's coach (/learn): the lesson whose moment has come, with the part of the real
// table it is about highlighted. It never blocks: the player may play anything; a move other
// than the one suggested is explained, and the coach follows the game from there.
import { useEffect, useRef, useState } from 'react';
import type { PlayerView } from '../../engine/index.ts';
import { Link } from '../Link.tsx';
import { useLang, useT } from '../i18n/index.ts';
import { EXPANSION_LESSONS, EXPANSION_TUTORIALS, TUTORIAL_WORDS, nextExpansionLesson, type ExpansionTutorial } from './expansions.ts';
import { LESSONS, followLesson, nextLesson, type LessonId, type ShownLesson } from './lessons.ts';

const SEEN_KEY = 'abyss.learn.seen.v1';
/** Where the lessons read are kept: the base tutorial's list, or one per expansion tutorial. */
const seenKey = (which?: ExpansionTutorial): string => (which ? `abyss.learn.${which}.seen.v1` : SEEN_KEY);
/** The tutorial's lessons, in the rules' order. */
const lessonsOf = (which?: ExpansionTutorial): readonly string[] => (which ? Object.keys(EXPANSION_LESSONS[which]) : LESSONS);

export function readSeen(which?: ExpansionTutorial): Set<string> {
  const known = lessonsOf(which);
  try {
    const list = JSON.parse(localStorage.getItem(seenKey(which)) ?? '[]') as unknown;
    return new Set(Array.isArray(list) ? list.filter((x): x is string => known.includes(x as string)) : []);
  } catch {
    return new Set();
  }
}
export function forgetSeen(which?: ExpansionTutorial): void {
  localStorage.removeItem(seenKey(which));
}

export interface CoachState {
  /** The expansion this tutorial teaches; absent: the base game's. */
  which?: ExpansionTutorial;
  lesson: { id: string; target: string; suggest?: string } | null;
  /** The last move differed from the lesson's suggestion. */
  adapted: string | null;
  seen: ReadonlySet<string>;
  dismiss(): void;
  /** Called with each move the player makes (before it is sent). */
  noteAction(type: string): void;
}

/** The coach's lesson for the player's `view` at `version`; a lesson shown once the game moved on counts as read. */
export function useCoach(view: PlayerView | null, me: number, version: number, which?: ExpansionTutorial): CoachState {
  const [seen, setSeen] = useState<Set<string>>(() => readSeen(which));
  const [adapted, setAdapted] = useState<string | null>(null);
  const shown = useRef<ShownLesson | null>(null);
  const lesson = !view ? null : which ? nextExpansionLesson(which, view, me, seen) : nextLesson(view, me, seen as ReadonlySet<LessonId>);

  const mark = (id: string): void => {
    setSeen((s) => {
      if (s.has(id)) return s;
      const next = new Set(s).add(id);
      localStorage.setItem(seenKey(which), JSON.stringify([...next]));
      return next;
    });
  };

  const deciding = !!view && (view.pending?.seat === me || view.over);
  useEffect(() => {
    // The game moved on under a lesson the player had in view at a decision: it has been read (followed or not).
    const next = followLesson(shown.current, lesson?.id ?? null, version, deciding);
    if (next.read) mark(next.read);
    shown.current = next.shown;
  }, [lesson?.id, version, deciding]);

  return {
    ...(which ? { which } : {}),
    lesson,
    adapted,
    seen,
    dismiss: () => {
      if (lesson) mark(lesson.id);
    },
    noteAction: (type) => setAdapted(lesson?.suggest && type !== lesson.suggest ? lesson.id : null),
  };
}

/** Highlights the lesson's part of the table (a class on the real element) while it is shown. */
function useHighlight(target: string | null, version: number): void {
  useEffect(() => {
    if (!target) return;
    const els = [...document.querySelectorAll<HTMLElement>(target)];
    for (const el of els) el.classList.add('coach-highlight');
    els[0]?.scrollIntoView?.({ block: 'nearest' });
    return () => {
      for (const el of els) el.classList.remove('coach-highlight');
    };
  }, [target, version]);
}

export function CoachPanel({ coach, version, restart }: { coach: CoachState; version: number; restart(): void }) {
  const t = useT();
  const lang = useLang();
  const { lesson, adapted, which } = coach;
  useHighlight(lesson?.target ?? null, version);
  // The base game's words are in the catalogue; an expansion tutorial's come with it (expansions.ts).
  const words = (id: string): { title: string; body: string } =>
    which ? TUTORIAL_WORDS[lang][which].lessons[id] : { title: t(`learn.lessons.${id as LessonId}.title`), body: t(`learn.lessons.${id as LessonId}.body`) };
  return (
    <section className="panel coach" aria-live="polite" data-testid="coach" data-lesson={lesson?.id ?? ''} data-tutorial={which ?? 'base'}>
      <p className="coach-progress muted">{t('learn.progress', { seen: coach.seen.size, total: lessonsOf(which).length })}</p>
      {adapted && <p className="coach-adapted" data-testid="coach-adapted">{t('learn.adapted', { lesson: words(adapted).title })}</p>}
      {lesson
        ? (
          <>
            <h2>{words(lesson.id).title}</h2>
            <p>{words(lesson.id).body}</p>
            {lesson.id !== 'end' && <button type="button" className="btn small" onClick={coach.dismiss} data-act-coach="got-it">{t('learn.gotIt')}</button>}
          </>
        )
        : <p className="muted">{which ? TUTORIAL_WORDS[lang][which].intro : t('learn.playOn')}</p>}
      {/* Then, optional: one tutorial per expansion, for a player who knows the base game. */}
      {(lesson?.id === 'end' || !which) && (
        <p className="coach-more">
          {t('learn.more')}{' '}
          {EXPANSION_TUTORIALS.filter((x) => x !== which).map((x, i) => (
            <span key={x}>{i > 0 && ' · '}<Link to={`/learn/${x}`} testId={`learn-${x}`}>{TUTORIAL_WORDS[lang][x].title}</Link></span>
          ))}
        </p>
      )}
      <button type="button" className="btn small coach-restart" onClick={restart} data-act-coach="restart">{t('learn.restart')}</button>
    </section>
  );
}
