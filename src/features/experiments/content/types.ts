import type { MessageDescriptor } from '@lingui/core';
import type { ManipulativeSpec } from './manipulativeTypes.ts';
import type { PuzzleSpec } from './puzzleTypes.ts';

type Text = MessageDescriptor;

/** Primary and middle school grades (MEB Fen Bilimleri starts at grade 3, maths at grade 1). */
export type Grade = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** The library's three strands. */
export type Subject = 'science' | 'maths' | 'programming';

/** A kit's id is its folder under `content/`. */
type KitId = string;

export type Kit = {
  id: KitId;
  subject: Subject;
  icon: string;
  title: Text;
  summary: Text;
  /** The unit family the kit follows, e.g. "Fiziksel Olaylar: Işık". */
  theme: Text;
  /** Experiment ids in teaching order (lowest grade first). */
  experimentIds: readonly string[];
};

/**
 * A unit of a grade's programme, the way a teacher looks for content. Science and maths ids are the
 * MEB programme's own unit (or learning-area) numbers, e.g. "F.5.5" (grade 5, unit 5) or "M.3.1";
 * programming, which has no MEB programme for these grades, uses "K.<grade>.<n>".
 */
export type Unit = { id: string; subject: Subject; grade: Grade; title: Text };

/**
 * A MEB Fen Bilimleri learning outcome. `code` (2018 programme, e.g. "F.3.5.2.1")
 * is given only where it is certain; the text alone is shown otherwise.
 */
type LearningOutcome = { code?: string; text: Text };

export type TopicReview = {
  intro: Text;
  sections: readonly { heading: Text; paragraphs: readonly Text[] }[];
  keyTerms: readonly { term: Text; definition: Text }[];
};

export type Procedure = {
  goal: Text;
  durationMinutes: number;
  materials: readonly { name: Text; quantity: Text }[];
  safety: readonly Text[];
  /** Numbered steps, in order. */
  steps: readonly Text[];
  /** What to watch and write down. */
  observations: readonly Text[];
  conclusion: Text;
};

/** A single-choice question (true/false is a two-option question). */
export type Question = {
  id: string;
  prompt: Text;
  options: readonly Text[];
  correctIndex: number;
  /** Shown after answering, right or wrong: why the answer is what it is. */
  explanation: Text;
  /**
   * The hint ladder, gentlest first: each step narrows the way without naming the answer, so homework
   * help and the assistant can give hints instead of answers. Two to four steps.
   */
  hints: readonly Text[];
};

/** Named simulations; each has its own component in the experiments feature. */
export type SimulationId =
  | 'shadow-length'
  | 'reflection-angle'
  | 'circuit-builder'
  | 'bulb-brightness'
  | 'heating-curve'
  | 'particle-states'
  | 'dissolving-rate'
  | 'spring-scale'
  | 'friction-ramp'
  | 'speed-track';

export type Activity =
  | {
      kind: 'classify';
      title: Text;
      instructions: Text;
      categories: readonly { id: string; label: Text }[];
      items: readonly { id: string; label: Text; emoji: string; categoryId: string; explanation: Text }[];
    }
  | { kind: 'sequence'; title: Text; instructions: Text; stepsInOrder: readonly Text[] }
  | { kind: 'simulation'; title: Text; instructions: Text; simulation: SimulationId }
  /** A maths manipulative: something to move, shade or build, by touch and by keyboard. */
  | { kind: 'manipulative'; title: Text; instructions: Text; manipulative: ManipulativeSpec }
  /** A block-programming puzzle on a drawn stage; solved by running the child's program. */
  | { kind: 'blocks'; title: Text; instructions: Text; puzzle: PuzzleSpec };

/** A printable worksheet (the "documents" content kind). */
type Worksheet = {
  title: Text;
  instructions: Text;
  /** Questions to answer on lines. */
  tasks: readonly { prompt: Text; lines: number }[];
  /** An observation table to fill in, if the experiment records measurements. */
  table?: { caption: Text; columns: readonly Text[]; rows: number };
};

/** A short narrative with the mascot, Fındık the squirrel. */
export type Story = { title: Text; paragraphs: readonly Text[]; lesson: Text };

/**
 * What the library lists, filters and searches without loading an experiment's text: its own file
 * (`content/<kit>/<id>/meta.ts`), its words in the library's catalogue.
 */
export type ExperimentMeta = {
  id: string;
  kitId: KitId;
  subject: Subject;
  grade: Grade;
  /** The unit it serves (see `units/`), e.g. "F.5.5". */
  unitId: string;
  icon: string;
  title: Text;
  summary: Text;
  outcomes: readonly LearningOutcome[];
  /** Words a child or teacher might search for it by (its key terms), three to eight. */
  keywords: readonly Text[];
};

/**
 * docs/behaviour.md#what-the-product-offers: the six content kinds. Each experiment's body is its own file (`content/<kit>/<id>/content.ts`)
 * with its own catalogue, loaded when the experiment is opened.
 */
export type ExperimentBody = {
  review: TopicReview;
  procedure: Procedure;
  questions: readonly Question[];
  activity: Activity;
  worksheet: Worksheet;
  story: Story;
};

export type Experiment = ExperimentMeta & ExperimentBody;
