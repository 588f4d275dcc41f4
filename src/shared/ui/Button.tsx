import type { ButtonHTMLAttributes } from 'react';
import { button, type ButtonVariants } from '../styles/recipes.css.ts';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants;

export function Button({ variant, size, block, className, type = 'button', ...rest }: ButtonProps) {
  const classes = [button({ variant, size, block }), className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest} />;
}
