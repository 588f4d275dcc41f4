import { Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { PackNeeded } from '@/features/packs';
import { useLoaded } from '@/shared/lib/useLoaded.ts';
import { BLOCKS_PACK_ID } from '@/shared/offline/packIndex.ts';
import { Spinner } from '@/shared/ui/Spinner.tsx';
import type { PuzzleSpec } from '../../content/puzzleTypes.ts';

/**
 * The block-programming activity, its own chunk: Blockly (several hundred KB) loads only when a programming
 * puzzle's activity is shown, never with the library or another experiment. It is the block editor's content
 * pack (docs/architecture.md#content-packs): offline without it, the pack's notice takes its place, and the
 * editor loads again once the pack is in or the user tries again.
 */
export function BlocksActivity({ puzzle }: { puzzle: PuzzleSpec }) {
  const { t } = useLingui();
  const editor = useLoaded(() => import('./BlocksActivity.tsx'), []);
  const spinner = <Spinner label={t`Kodlama alanı yükleniyor…`} />;
  if (editor.status === 'loading') return spinner;
  if (editor.status === 'error') {
    return (
      <Suspense fallback={spinner}>
        <PackNeeded packId={BLOCKS_PACK_ID} onReady={editor.retry} />
      </Suspense>
    );
  }
  const { default: Editor } = editor.value;
  return <Editor puzzle={puzzle} />;
}
