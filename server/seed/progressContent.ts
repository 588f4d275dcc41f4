import type { TimetableSlot } from '../../src/shared/api/progress.ts';
import type { ExperimentWithKey } from './classroomContent.ts';

/**
 * 5-B's week: Fen Bilimleri on Tuesday and Thursday in the third lesson in the lab (as the class's
 * description says), a short science quiz on Friday, and the class's Matematik lessons around them.
 */
export const TIMETABLE_5B: readonly TimetableSlot[] = [
  { id: 'pzt-mat-1', weekday: 1, start: '08:30', end: '09:10', title: 'Matematik', type: 'class', difficulty: 'medium', energy: 'high' },
  { id: 'pzt-mat-2', weekday: 1, start: '09:20', end: '10:00', title: 'Matematik', type: 'class', difficulty: 'medium', energy: 'high' },
  {
    id: 'sal-fen-lab',
    weekday: 2,
    start: '10:10',
    end: '10:50',
    title: 'Fen Bilimleri — laboratuvar',
    type: 'lab',
    difficulty: 'medium',
    energy: 'high',
  },
  { id: 'sal-fen', weekday: 2, start: '11:00', end: '11:40', title: 'Fen Bilimleri', type: 'class', difficulty: 'medium', energy: 'medium' },
  { id: 'car-mat-1', weekday: 3, start: '09:20', end: '10:00', title: 'Matematik', type: 'class', difficulty: 'medium', energy: 'high' },
  {
    id: 'car-mat-2',
    weekday: 3,
    start: '10:10',
    end: '10:50',
    title: 'Matematik — problem çözme',
    type: 'class',
    difficulty: 'hard',
    energy: 'medium',
  },
  { id: 'per-fen-lab', weekday: 4, start: '10:10', end: '10:50', title: 'Fen Bilimleri — deney', type: 'lab', difficulty: 'medium', energy: 'high' },
  {
    id: 'cum-fen-sinav',
    weekday: 5,
    start: '09:20',
    end: '10:00',
    title: 'Fen Bilimleri — kısa sınav',
    type: 'exam',
    difficulty: 'hard',
    energy: 'high',
  },
  { id: 'cum-mat', weekday: 5, start: '11:00', end: '11:40', title: 'Matematik', type: 'class', difficulty: 'easy', energy: 'low' },
];

/** The science lessons a diligent child ticks off in the schedule after class. */
export const SCIENCE_SLOTS_5B = ['sal-fen-lab', 'sal-fen', 'per-fen-lab'] as const;

/** The grade-5 experiments with an answer key, the ones 5-B worked through. */
export type Grade5Experiment = Exclude<ExperimentWithKey, 'average-speed'>;

/**
 * The outcomes the app keeps each experiment's progress under (the experiments feature's
 * trackedOutcomes, which the server may not import): the MEB code where it is certain, else the
 * unit's id. A change in an experiment's meta must be copied here.
 */
export const TRACKED_OUTCOMES: Record<Grade5Experiment, readonly string[]> = {
  'shadow-size': ['F.5.5'],
  'melting-ice': ['F.5.4'],
  'bulb-brightness': ['F.5.7'],
  'measuring-force': ['F.5.3.1.1'],
};

/**
 * One sitting with an experiment, `day` school days before the seed, from `time` (Turkey, the third
 * lesson when not given): its questions answered in order, "x" right and "." wrong, then the
 * experiment finished; or, as a mixed review at home, only answers.
 */
export type SeedSession = { experiment: Grade5Experiment; day: number; answers: string; review?: boolean; time?: string };

/**
 * 5-B's progress over the last three school weeks, by place on the list (CLASS_5B.students), in the
 * order the class met the topics (light, states of matter, circuits, force). The mix gives the teacher
 * a real heatmap: Ahmet masters light after a later mixed review; Zeynep and Mustafa are stuck on
 * several outcomes and Ecrin slipped on two, so all three are on the needs-help list; "frosted-glass"
 * (translucent) is the class's hardest question. Elif (place 0) has no events at all: the demo
 * student starts from "Başlamadı".
 */
export const PROGRESS_5B: Readonly<Record<number, readonly SeedSession[]>> = {
  // Deniz: proficient nearly everywhere
  1: [
    { experiment: 'shadow-size', day: 14, answers: 'xx.xxx' },
    { experiment: 'melting-ice', day: 9, answers: 'xxx.xx' },
    { experiment: 'bulb-brightness', day: 5, answers: 'x.xx' },
    { experiment: 'measuring-force', day: 2, answers: 'xxxx.x' },
  ],
  // Ahmet: everything right, light confirmed in a mixed review
  2: [
    { experiment: 'shadow-size', day: 14, answers: 'xxxxxx' },
    { experiment: 'melting-ice', day: 9, answers: 'xxxxxx' },
    { experiment: 'bulb-brightness', day: 5, answers: 'xx.xxx' },
    { experiment: 'measuring-force', day: 2, answers: 'xxxxx.' },
    { experiment: 'shadow-size', day: 1, answers: 'xxx', review: true, time: '16:00' },
  ],
  // Zeynep: stuck on light and on measuring force
  3: [
    { experiment: 'shadow-size', day: 14, answers: 'x..x.x' },
    { experiment: 'melting-ice', day: 9, answers: 'xx.x' },
    { experiment: 'measuring-force', day: 2, answers: '.x..x.' },
  ],
  // Mustafa: tries everything, stuck on three outcomes
  4: [
    { experiment: 'shadow-size', day: 14, answers: '.x..x.' },
    { experiment: 'melting-ice', day: 9, answers: 'x..x.x' },
    { experiment: 'bulb-brightness', day: 5, answers: '..x' },
    { experiment: 'measuring-force', day: 2, answers: 'x..x.x' },
  ],
  // Ecrin: was proficient on light and states of matter, and the mixed review shows both slipping
  5: [
    { experiment: 'shadow-size', day: 14, answers: 'xxxx.x' },
    { experiment: 'melting-ice', day: 9, answers: 'xxxxxx' },
    { experiment: 'measuring-force', day: 2, answers: 'xxx' },
    { experiment: 'shadow-size', day: 1, answers: '..', review: true, time: '16:00' },
    { experiment: 'melting-ice', day: 1, answers: '...', review: true, time: '16:30' },
  ],
  // Yusuf: familiar with light, proficient on the rest; did the force experiment without its questions
  6: [
    { experiment: 'shadow-size', day: 14, answers: 'xx..xx' },
    { experiment: 'melting-ice', day: 9, answers: 'x.xxxx' },
    { experiment: 'bulb-brightness', day: 5, answers: 'xxx.xx' },
    { experiment: 'measuring-force', day: 2, answers: '' },
  ],
};

/** Places of the children who tick their science lessons off in the schedule. */
export const SCHEDULE_KEEPERS_5B = [1, 2, 5] as const;

/** How long an experiment takes in the lab, and a question at the desk. */
export const EXPERIMENT_MINUTES = 40;
export const QUESTION_MINUTES = 2;
