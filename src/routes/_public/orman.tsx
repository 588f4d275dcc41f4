import { createFileRoute, redirect } from '@tanstack/react-router';

/** SPEC §2: /orman is the Turkish address of the forest mini-site; replace keeps it out of history. */
export const Route = createFileRoute('/_public/orman')({
  beforeLoad: () => {
    throw redirect({ to: '/forest', replace: true });
  },
});
