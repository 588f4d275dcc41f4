import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import * as Blockly from 'blockly/core';
import * as TurkishMessages from 'blockly/msg/tr';
import type { PuzzleSpec } from '../../content/puzzleTypes.ts';
import { FLAG_BLOCK_TYPE, openingWorkspace, programToBlockly } from '../../model/blocks/blocklyJson.ts';
import { EMPTY_PROGRAM } from '../../model/blocks/program.ts';
import { configureBlocks } from './blockDefinitions.ts';
import { applyBlocklyMessages } from './blocklyMessages.ts';
import { blocklyOptions } from './blocklyOptions.ts';
import * as styles from './blocks.css.ts';

export type WorkspaceHandle = {
  /** The workspace in Blockly's JSON serialisation (read into a program by the model). */
  read(): unknown;
  /** Lights up the running block (null: none). */
  highlight(blockId: string | null): void;
  /** Back to the puzzle's given program (a debugging puzzle's), or to the green flag alone; the saved copy too. */
  clear(): void;
};

type BlocklyWorkspaceProps = {
  puzzle: PuzzleSpec;
  /** The program this child left on the device (Blockly JSON), or null for a fresh start (the puzzle's `start`, if any). */
  saved: unknown;
  /** Called with every change of the program, to keep it. */
  onSave: (workspace: unknown) => void;
  /** Called with the number of blocks on the workspace (the green flag not counted) whenever the program changes. */
  onChange: (blockCount: number) => void;
  label: string;
  ref?: Ref<WorkspaceHandle>;
};

let localeSet = false;

const countBlocks = (workspace: Blockly.Workspace) => workspace.getAllBlocks(false).filter((block) => block.type !== FLAG_BLOCK_TYPE).length;

/** Blockly in a box: the puzzle's toolbox, the child's program kept on the device, and no JavaScript generated. */
export function BlocklyWorkspace({ puzzle, saved, onSave, onChange, label, ref }: BlocklyWorkspaceProps) {
  const { i18n } = useLingui();
  const hostRef = useRef<HTMLDivElement>(null);
  const workspaceRef = useRef<Blockly.WorkspaceSvg | null>(null);
  const onChangeRef = useRef(onChange);
  const onSaveRef = useRef(onSave);
  // Read once when the workspace is made: a later copy of the same program must not reload it.
  const savedRef = useRef(saved);

  useEffect(() => {
    onChangeRef.current = onChange;
    onSaveRef.current = onSave;
  }, [onChange, onSave]);

  useImperativeHandle(
    ref,
    () => ({
      read: () => (workspaceRef.current ? Blockly.serialization.workspaces.save(workspaceRef.current) : programToBlockly(EMPTY_PROGRAM)),
      highlight: (blockId) => workspaceRef.current?.highlightBlock(blockId),
      clear: () => {
        const workspace = workspaceRef.current;
        if (workspace) Blockly.serialization.workspaces.load(programToBlockly(puzzle.start ?? EMPTY_PROGRAM), workspace);
      },
    }),
    [puzzle],
  );

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    if (!localeSet) {
      // Blockly's own menus (undo, delete, clean up) in Turkish.
      Blockly.setLocale(TurkishMessages as unknown as Record<string, string>);
      localeSet = true;
    }
    // Blockly 13's keyboard navigation and screen-reader texts, which its Turkish catalogue leaves in English.
    applyBlocklyMessages(i18n);
    configureBlocks(i18n, puzzle);
    const workspace = Blockly.inject(host, blocklyOptions(puzzle));
    workspaceRef.current = workspace;

    try {
      Blockly.serialization.workspaces.load(openingWorkspace(savedRef.current, puzzle.start), workspace);
    } catch {
      // A stored workspace this version cannot read: start afresh rather than show a broken one.
      Blockly.serialization.workspaces.load(programToBlockly(puzzle.start ?? EMPTY_PROGRAM), workspace);
    }
    if (workspace.getBlocksByType(FLAG_BLOCK_TYPE).length === 0) {
      const [flag] = programToBlockly(EMPTY_PROGRAM).blocks?.blocks ?? [];
      if (flag) Blockly.serialization.blocks.append(flag as Blockly.serialization.blocks.State, workspace);
    }
    onChangeRef.current(countBlocks(workspace));

    const listener = (event: Blockly.Events.Abstract) => {
      if (event.isUiEvent) return;
      onSaveRef.current(Blockly.serialization.workspaces.save(workspace));
      onChangeRef.current(countBlocks(workspace));
    };
    workspace.addChangeListener(listener);

    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => Blockly.svgResize(workspace)) : null;
    observer?.observe(host);

    // Blockly 13 gives each block's connection points role="figure" beside the block's own option, inside the
    // toolbox's listbox, which a listbox may not hold; they say nothing to a listener, so they are hidden from
    // assistive technology. Its text-measuring canvas, outside every landmark, is hidden the same way.
    const hideConnectionMarkers = () => {
      for (const marker of host.querySelectorAll('[role="figure"][id*="_connection_"]:not([aria-hidden])')) marker.setAttribute('aria-hidden', 'true');
      for (const canvas of document.querySelectorAll('canvas.blocklyComputeCanvas:not([aria-hidden])')) canvas.setAttribute('aria-hidden', 'true');
    };
    hideConnectionMarkers();
    const markers = typeof MutationObserver === 'function' ? new MutationObserver(hideConnectionMarkers) : null;
    markers?.observe(host, { subtree: true, childList: true });

    return () => {
      observer?.disconnect();
      markers?.disconnect();
      workspace.removeChangeListener(listener);
      workspace.dispose();
      workspaceRef.current = null;
    };
  }, [puzzle, i18n]);

  return <div ref={hostRef} className={styles.workspace} role="region" aria-label={label} data-testid="blocks-workspace" />;
}
