import { createFileRoute } from '@tanstack/react-router';
import { ToolsCatalog } from '@/features/tools/components/ToolsCatalog.tsx';
import { loadToolsCatalog } from '@/features/tools/content/catalog.ts';
import { toolsHead } from '@/features/tools/content/meta.ts';

export const Route = createFileRoute('/_app/dashboard/tools/')({
  loader: loadToolsCatalog,
  head: toolsHead,
  component: ToolsCatalog,
});
