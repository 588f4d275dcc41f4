import type { MessageDescriptor } from '@lingui/core';

type Text = MessageDescriptor;

/** Primary and middle school grades the kits are written for (MEB Fen Bilimleri starts at grade 3). */
export type Grade = 3 | 4 | 5 | 6 | 7 | 8;

export type KitId = 'light-and-shadow' | 'electric-circuits' | 'states-of-matter' | 'force-and-motion';

export type Kit = {
  id: KitId;
  icon: string;
  title: Text;
  summary: Text;
  /** The MEB unit family the kit follows. */
  theme: Text;
  /** Experiment ids in teaching order (lowest grade first). */
  experimentIds: readonly string[];
};

/**
 * A MEB Fen Bilimleri learning outcome. `code` (2018 programme, e.g. "F.3.5.2.1")
 * is given only where it is certain; the text alone is shown otherwise.
 */
export type LearningOutcome = { code?: string; text: Text };

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
  | { kind: 'simulation'; title: Text; instructions: Text; simulation: SimulationId };

/** A printable worksheet (the "documents" content kind). */
export type Worksheet = {
  title: Text;
  instructions: Text;
  /** Questions to answer on lines. */
  tasks: readonly { prompt: Text; lines: number }[];
  /** An observation table to fill in, if the experiment records measurements. */
  table?: { caption: Text; columns: readonly Text[]; rows: number };
};

/** A short narrative with the mascot, Fındık the squirrel. */
export type Story = { title: Text; paragraphs: readonly Text[]; lesson: Text };

/** SPEC §1: every experiment has the six content kinds. */
export type Experiment = {
  id: string;
  kitId: KitId;
  grade: Grade;
  icon: string;
  title: Text;
  summary: Text;
  /** The MEB unit name of its grade, e.g. "Işığın Yayılması". */
  unit: Text;
  outcomes: readonly LearningOutcome[];
  review: TopicReview;
  procedure: Procedure;
  questions: readonly Question[];
  activity: Activity;
  worksheet: Worksheet;
  story: Story;
};
