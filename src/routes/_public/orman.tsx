import { createFileRoute, redirect } from '@tanstack/react-router';

/** docs/behaviour.md#routes-and-guards: /orman is the Turkish address of the forest mini-site; replace keeps it out of history. */
export const Route = createFileRoute('/_public/orman')({
  beforeLoad: () => {
    throw redirect({ to: '/forest', replace: true });
  },
});
