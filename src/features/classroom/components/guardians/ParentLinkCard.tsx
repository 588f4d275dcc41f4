import { useQuery } from '@tanstack/react-query';
import { homeworksQuery } from '../../api.ts';
import { LinkChildCard } from './LinkChildCard.tsx';

/** The dashboard home's "Çocuğumu bağla" for a parent, once it is known whether any child is linked yet. */
export function ParentLinkCard({ className }: { className?: string }) {
  const query = useQuery(homeworksQuery());
  if (!query.data) return null;
  return <LinkChildCard hasChild={(query.data.children?.length ?? 0) > 0} {...(className ? { className } : {})} />;
}
