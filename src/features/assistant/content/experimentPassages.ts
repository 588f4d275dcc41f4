import type { MessageDescriptor } from '@lingui/core';
import { EXPERIMENT_TAB_LABELS, type ExperimentTab, type ExperimentWithContext } from '@/features/experiments';
import type { Passage, PassageSection } from '../model/search/passage.ts';

type Resolve = (text: MessageDescriptor) => string;

const experimentHref = (id: string, tab?: ExperimentTab) => `/dashboard/experiment-kits/experiment/${id}${tab && tab !== 'review' ? `?tab=${tab}` : ''}`;

const TAB_OF: Record<PassageSection, ExperimentTab | undefined> = {
  overview: undefined,
  outcomes: undefined,
  review: 'review',
  term: 'review',
  procedure: 'procedure',
  question: 'questions',
  activity: 'activity',
  documents: 'documents',
  story: 'story',
  page: undefined,
};

const joinLines = (lines: readonly string[]) => lines.filter(Boolean).join('\n');

/**
 * An experiment cut into passages a question can land on: the overview (its summary), its outcomes, each
 * review section, each key term, the procedure, each sample question, the activity, the worksheet
 * and the story. The same function runs at build time (to index) and on the device (to answer), so
 * ids and texts always agree.
 */
export function experimentPassages({ experiment, unitTitle, kitTitle }: ExperimentWithContext, resolve: Resolve): Passage[] {
  const title = resolve(experiment.title);
  const codes = experiment.outcomes.flatMap((outcome) => (outcome.code ? [outcome.code] : []));
  // The grade as teachers write it ("5. sınıf") is index data, never shown, so it is not a message.
  const grade = `${experiment.grade}. sınıf`;
  const keywords = [title, ...experiment.keywords.map(resolve), unitTitle ? resolve(unitTitle) : '', kitTitle ? resolve(kitTitle) : '', grade].join(' · ');
  const source = `experiment:${experiment.id}`;
  const passage = (path: string, section: PassageSection, text: string): Passage => {
    const tab = TAB_OF[section];
    return {
      id: `${source}/${path}`,
      source,
      kind: 'experiment',
      section,
      title: tab ? `${title} → ${resolve(EXPERIMENT_TAB_LABELS[tab].label)}` : title,
      href: experimentHref(experiment.id, tab),
      keywords,
      text,
      grade: experiment.grade,
      unit: experiment.unitId,
      codes,
    };
  };
  const { review, procedure, questions, activity, worksheet, story } = experiment;
  return [
    passage('overview', 'overview', resolve(experiment.summary)),
    passage('outcomes', 'outcomes', joinLines(experiment.outcomes.map((outcome) => resolve(outcome.text)))),
    passage('review', 'review', resolve(review.intro)),
    ...review.sections.map((section, index) => passage(`review/${index}`, 'review', joinLines([resolve(section.heading), ...section.paragraphs.map(resolve)]))),
    ...review.keyTerms.map((term, index) => passage(`term/${index}`, 'term', `${resolve(term.term)}: ${resolve(term.definition)}`)),
    passage(
      'procedure',
      'procedure',
      joinLines([
        resolve(procedure.goal),
        procedure.materials.map((material) => `${resolve(material.quantity)} ${resolve(material.name)}`).join(', '),
        ...procedure.steps.map(resolve),
        ...procedure.safety.map(resolve),
        ...procedure.observations.map(resolve),
        resolve(procedure.conclusion),
      ]),
    ),
    ...questions.map((question) =>
      passage(`question/${question.id}`, 'question', joinLines([resolve(question.prompt), ...question.options.map(resolve), resolve(question.explanation)])),
    ),
    passage('activity', 'activity', joinLines([resolve(activity.title), resolve(activity.instructions)])),
    passage(
      'documents',
      'documents',
      joinLines([resolve(worksheet.title), resolve(worksheet.instructions), ...worksheet.tasks.map((task) => resolve(task.prompt))]),
    ),
    passage('story', 'story', joinLines([resolve(story.title), ...story.paragraphs.map(resolve), resolve(story.lesson)])),
  ];
}
