import type { HTMLAttributes } from 'react';
import { card, type CardVariants } from '../styles/recipes.css.ts';

export type CardProps = HTMLAttributes<HTMLElement> & CardVariants & { as?: 'div' | 'section' | 'article' | 'li' };

export function Card({ as: Tag = 'div', tone, className, ...rest }: CardProps) {
  return <Tag className={[card({ tone }), className].filter(Boolean).join(' ')} {...rest} />;
}
