import { describe, expect, it } from 'vitest';
import { CRISIS_PARAGRAPHS, HELPLINES } from './crisisText.ts';
import { OFF_TOPIC_REPLY, PERSONAL_DATA_NOTE } from './redirectTexts.ts';

describe('the crisis text', () => {
  it('lists 112 and ALO 183, each with an official source', () => {
    expect(HELPLINES.map((line) => line.number)).toEqual(['112', '183']);
    for (const line of HELPLINES) expect(new URL(line.source).hostname).toMatch(/(^|\.)(112|aile)\.gov\.tr$/);
  });

  it('names every listed number in the text a child reads', () => {
    const text = CRISIS_PARAGRAPHS.map((paragraph) => paragraph.message).join(' ');
    for (const line of HELPLINES) expect(text).toContain(line.number);
    expect(text).toMatch(/güvendiğin bir büyüğe/);
  });
});

describe('the redirect texts', () => {
  it('are Turkish messages with no placeholders', () => {
    for (const descriptor of [OFF_TOPIC_REPLY, PERSONAL_DATA_NOTE, ...CRISIS_PARAGRAPHS]) {
      expect(descriptor.message).toBeTruthy();
      expect(descriptor.message).not.toMatch(/[{}]/);
    }
  });
});
