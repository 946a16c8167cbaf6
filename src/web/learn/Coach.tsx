// The tutorial's coach (/learn): the lesson whose moment has come, with the part of the real
// table it is about highlighted. It never blocks: the player may play anything; a move other
// than the one suggested is explained, and the coach follows the game from there.
import { useEffect, useRef, useState } from 'react';
import type { PlayerView } from '../../engine/index.ts';
import { useT } from '../i18n/index.ts';
import { LESSONS, nextLesson, type Lesson, type LessonId } from './lessons.ts';

const SEEN_KEY = 'abyss.learn.seen.v1';

export function readSeen(): Set<LessonId> {
  try {
    const list = JSON.parse(localStorage.getItem(SEEN_KEY) ?? '[]') as unknown;
    return new Set(Array.isArray(list) ? list.filter((x): x is LessonId => (LESSONS as readonly string[]).includes(x as string)) : []);
  } catch {
    return new Set();
  }
}
export function forgetSeen(): void {
  localStorage.removeItem(SEEN_KEY);
}

export interface CoachState {
  lesson: Lesson | null;
  /** The last move differed from the lesson's suggestion. */
  adapted: LessonId | null;
  seen: ReadonlySet<LessonId>;
  dismiss(): void;
  /** Called with each move the player makes (before it is sent). */
  noteAction(type: string): void;
}

/** The coach's lesson for the player's `view` at `version`; a lesson shown once the game moved on counts as read. */
export function useCoach(view: PlayerView | null, me: number, version: number): CoachState {
  const [seen, setSeen] = useState<Set<LessonId>>(readSeen);
  const [adapted, setAdapted] = useState<LessonId | null>(null);
  const shown = useRef<{ id: LessonId; version: number } | null>(null);
  const lesson = view ? nextLesson(view, me, seen) : null;

  const mark = (id: LessonId): void => {
    setSeen((s) => {
      if (s.has(id)) return s;
      const next = new Set(s).add(id);
      localStorage.setItem(SEEN_KEY, JSON.stringify([...next]));
      return next;
    });
  };

  useEffect(() => {
    const before = shown.current;
    // The game moved on under a lesson: it has been read (followed or not).
    if (before && before.version !== version && before.id !== 'end') mark(before.id);
    shown.current = lesson ? { id: lesson.id, version: before && before.id === lesson.id ? before.version : version } : null;
  }, [lesson?.id, version]);

  return {
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
  const { lesson, adapted } = coach;
  useHighlight(lesson?.target ?? null, version);
  return (
    <section className="panel coach" aria-live="polite" data-testid="coach" data-lesson={lesson?.id ?? ''}>
      <p className="coach-progress muted">{t('learn.progress', { seen: coach.seen.size, total: LESSONS.length })}</p>
      {adapted && <p className="coach-adapted" data-testid="coach-adapted">{t('learn.adapted', { lesson: t(`learn.lessons.${adapted}.title`) })}</p>}
      {lesson
        ? (
          <>
            <h2>{t(`learn.lessons.${lesson.id}.title`)}</h2>
            <p>{t(`learn.lessons.${lesson.id}.body`)}</p>
            {lesson.id !== 'end' && <button type="button" className="btn small" onClick={coach.dismiss} data-act-coach="got-it">{t('learn.gotIt')}</button>}
          </>
        )
        : <p className="muted">{t('learn.playOn')}</p>}
      <button type="button" className="btn small coach-restart" onClick={restart} data-act-coach="restart">{t('learn.restart')}</button>
    </section>
  );
}
