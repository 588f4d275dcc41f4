import type { BlogCategory } from '@/shared/api/contract.ts';
import { Badge } from '@/shared/ui/Badge.tsx';
import { categoryTone } from '../model/categoryTone.ts';

export function CategoryBadge({ category }: { category: BlogCategory }) {
  return <Badge tone={categoryTone(category.color)}>{category.name}</Badge>;
}
