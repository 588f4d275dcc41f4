/** The maths manipulatives an activity can name, with what each needs to pose its tasks. */
export type ManipulativeSpec = { type: 'pending' };
