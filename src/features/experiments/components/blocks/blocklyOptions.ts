import * as Blockly from 'blockly/core';
import type { PuzzleSpec } from '../../content/puzzleTypes.ts';
import { BLOCKLY_TYPE } from '../../model/blocks/blocklyJson.ts';

/** The toolbox: one flyout with the puzzle's blocks in its order (no categories for so few blocks). */
export const toolboxOf = (puzzle: Pick<PuzzleSpec, 'blocks'>): Blockly.utils.toolbox.ToolboxInfo => ({
  kind: 'flyoutToolbox',
  contents: puzzle.blocks.map((kind) => ({ kind: 'block', type: BLOCKLY_TYPE[kind] })),
});

const THEME_NAME = 'etkilab-findik';
// Blockly measures block text with this font, so it is a plain font list (not a CSS variable): the app's body font.
// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS font list
const FONT_FAMILY = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif";
let theme: Blockly.Theme | null = null;

/** Blockly's classic block colours on the app's surfaces, with bold, readable block text. */
function findikTheme(): Blockly.Theme {
  theme ??= Blockly.Theme.defineTheme(THEME_NAME, {
    name: THEME_NAME,
    base: Blockly.Themes.Classic,
    componentStyles: {
      workspaceBackgroundColour: '#f7faf5',
      toolboxBackgroundColour: '#eef4ef',
      flyoutBackgroundColour: '#e6f3ea',
      flyoutOpacity: 1,
      scrollbarColour: '#93a89a',
      insertionMarkerColour: '#1b2a22',
      insertionMarkerOpacity: 0.3,
    },
    fontStyle: { family: FONT_FAMILY, weight: 'bold', size: 13 },
  });
  return theme;
}

/**
 * The editor's options. The block limit counts the green flag too (Blockly counts every block), so it is one
 * more than the puzzle's. No trash can, zoom buttons, sounds or comments: those load images and sounds from
 * Blockly's media folder, which the app does not serve (offline, and under its content security policy).
 */
export const blocklyOptions = (puzzle: PuzzleSpec): Blockly.BlocklyOptions => ({
  toolbox: toolboxOf(puzzle),
  renderer: 'zelos',
  theme: findikTheme(),
  ...(puzzle.maxBlocks === undefined ? {} : { maxBlocks: puzzle.maxBlocks + 1 }),
  trashcan: false,
  sounds: false,
  comments: false,
  collapse: false,
  disable: false,
  media: '/blockly-media/',
  zoom: { controls: false, wheel: false, pinch: true, startScale: 0.85, minScale: 0.5, maxScale: 1.5 },
  move: { scrollbars: true, drag: true, wheel: true },
});
