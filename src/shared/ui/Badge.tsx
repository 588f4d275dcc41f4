import type { HTMLAttributes } from 'react';
import { badge, type BadgeVariants } from '../styles/recipes.css.ts';

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & BadgeVariants;

export function Badge({ tone, className, ...rest }: BadgeProps) {
  return <span className={[badge({ tone }), className].filter(Boolean).join(' ')} {...rest} />;
}
