import type { ClassStudent, PictureCodesSetRequest, PictureEmoji } from '@/shared/api/classroom.ts';
import { randomPictureCode } from './pictureCode.ts';

/** One printed card: the child it is for and the code set for them, held in memory only while the cards are on screen. */
export type PictureCard = { studentId: number; name: string; code: PictureEmoji[] };

/** Only children still in the class sign in on its tablet. */
export const cardCandidates = (students: readonly ClassStudent[]): ClassStudent[] => students.filter((student) => student.status === 'active');

/** Who gets a card unless the teacher says otherwise: the children who have no code yet, so nobody's working code is replaced by surprise. */
export const defaultCardChoice = (students: readonly ClassStudent[]): Set<number> =>
  new Set(
    cardCandidates(students)
      .filter((student) => !student.has_picture_code)
      .map((student) => student.id),
  );

/** A fair number in [0, 1) from the browser's cryptographic source: a child's code should not follow from the teacher's other codes. */
export function secureRandom(): number {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value / 2 ** 32;
}

/** A new code for each chosen child, in the roster's order. */
export function newCards(students: readonly ClassStudent[], chosen: ReadonlySet<number>, random: () => number = secureRandom): PictureCard[] {
  return cardCandidates(students)
    .filter((student) => chosen.has(student.id))
    .map((student) => ({ studentId: student.id, name: student.full_name, code: randomPictureCode(random) }));
}

export const cardsRequest = (cards: readonly PictureCard[]): PictureCodesSetRequest => ({
  codes: cards.map((card) => ({ student_id: card.studentId, picture_code: [...card.code] })),
});
