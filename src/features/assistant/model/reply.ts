import type { Agenda } from './agenda.ts';
import type { LadderState } from './hintLadder.ts';

/** A link to where an answer came from: "Gölgemin Boyu → Konu Anlatımı". */
export type SourceCard = { source: string; title: string; href: string };

/** An experiment or tool a teacher can assign, with what it serves. */
export type Suggestion = {
  source: string;
  kind: 'experiment' | 'tool';
  /** The experiment's or tool's id, for create-assignment. */
  id: string;
  title: string;
  href: string;
  grade?: number;
  unit?: string;
  codes: readonly string[];
};

/**
 * What EtkiBot says back. Only data is kept (the words are the app's, drawn when shown), so a
 * conversation reads the same after a reload and holds no text the app did not write.
 */
export type Reply =
  | { kind: 'answer'; sentences: string[]; cards: SourceCard[] }
  /** Nothing answered the question itself; these pages share some of its words. */
  | { kind: 'related'; cards: SourceCard[] }
  | { kind: 'none' }
  | { kind: 'hint'; experimentId: string; questionId: string; card: SourceCard; ladder: LadderState }
  /** A child asked for a hint without saying on what. */
  | { kind: 'askTopic' }
  | { kind: 'agenda'; agenda: Agenda; role: 'student' | 'parent' | 'teacher' | 'administrator' }
  | { kind: 'suggest'; items: Suggestion[]; grade?: number; code?: string }
  | { kind: 'crisis' }
  | { kind: 'profanity' }
  /** Not what EtkiBot is for; `homework` when it was asked to do the homework itself. */
  | { kind: 'offTopic'; homework: boolean }
  | { kind: 'limit'; limit: number }
  /** Looking failed (a source would not load); nothing was counted. */
  | { kind: 'failed' };

export type ChatMessage = { id: string; from: 'user'; at: string; text: string; masked: boolean } | { id: string; from: 'bot'; at: string; reply: Reply };
