import { createFileRoute } from '@tanstack/react-router';
import { ToolsCatalog } from '@/features/tools/components/ToolsCatalog.tsx';
import { loadToolsCatalog, toolsHead } from '@/features/tools/route.ts';

export const Route = createFileRoute('/_app/dashboard/tools/')({
  loader: loadToolsCatalog,
  head: toolsHead,
  component: ToolsCatalog,
});
