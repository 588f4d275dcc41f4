import type { MessageDescriptor } from '@lingui/core';

/** A titled point with an icon: a challenge, a way to help, a benefit, a tip. */
export type InfoItem = {
  id: string;
  icon: string;
  title: MessageDescriptor;
  text: MessageDescriptor;
};

export type FunFact = {
  id: string;
  icon: string;
  text: MessageDescriptor;
  /** A parent-level note, where the short sentence needs one. */
  more?: MessageDescriptor;
};
