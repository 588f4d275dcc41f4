/**
 * What checking a task says: right, or which kind of mistake (each manipulative names its own), so the
 * component can show feedback that helps rather than a bare "wrong". `detail` carries a number some
 * feedback mentions (e.g. how many bars are off).
 */
export type Verdict<Feedback extends string> = { correct: true; feedback: 'correct' } | { correct: false; feedback: Feedback; detail?: number };

export const correct = { correct: true, feedback: 'correct' } as const;

export const wrong = <Feedback extends string>(feedback: Feedback, detail?: number): Verdict<Feedback> =>
  detail === undefined ? { correct: false, feedback } : { correct: false, feedback, detail };

/** A whole number kept between `min` and `max`. */
export const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, Math.round(value)));
