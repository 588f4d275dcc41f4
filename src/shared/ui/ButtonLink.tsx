import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import { button, type ButtonVariants } from '../styles/recipes.css.ts';

type AnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & ButtonVariants;

function ButtonAnchor({ variant, size, block, className, ref, ...rest }: AnchorProps & { ref?: React.Ref<HTMLAnchorElement> }) {
  const classes = [button({ variant, size, block }), className].filter(Boolean).join(' ');
  return <a ref={ref} className={classes} {...rest} />;
}

const CreatedButtonLink = createLink(ButtonAnchor);

/** An in-app link that looks like a button (typed routes, preloading). */
export const ButtonLink: LinkComponent<typeof ButtonAnchor> = (props) => <CreatedButtonLink preload="intent" {...props} />;

type ExternalButtonLinkProps = AnchorProps & { href: string; children: ReactNode; newTab?: boolean };

/** A link leaving the app (mail, phone, WhatsApp, another site) styled as a button. */
export function ExternalButtonLink({ newTab = true, ...rest }: ExternalButtonLinkProps) {
  return <ButtonAnchor {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest} />;
}
