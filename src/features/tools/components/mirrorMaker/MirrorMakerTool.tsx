import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from '@/shared/ui/Button.tsx';
import { RangeField } from '@/shared/ui/form/RangeField.tsx';
import * as layout from '../toolLayout.css.ts';
import { addStroke, canUndo, clearDrawing, EMPTY_DRAWING, undo } from '../../model/mirrorMaker/drawing.ts';
import { MAX_AXES, MIN_AXES, type SymmetryMode } from '../../model/mirrorMaker/symmetry.ts';
import { MirrorCanvas } from './MirrorCanvas.tsx';
import * as styles from './MirrorMaker.css.ts';

const PALETTE = [
  { color: '#1b1b1b', name: msg`Siyah` },
  { color: '#d62828', name: msg`Kırmızı` },
  { color: '#f77f00', name: msg`Turuncu` },
  { color: '#fcbf49', name: msg`Sarı` },
  { color: '#2a9d8f', name: msg`Yeşil` },
  { color: '#1d4ed8', name: msg`Mavi` },
  { color: '#7b2cbf', name: msg`Mor` },
  { color: '#ff70a6', name: msg`Pembe` },
] as const;

const FILE_NAME = 'simetri-cizimi.png';
/** Brush sizes are in px on a 600 px wide canvas and scale with it. */
const REFERENCE_WIDTH = 600;

/** A kaleidoscope drawing board: every stroke is repeated in 1–8 mirror axes or left–right. */
export default function MirrorMakerTool() {
  const { t, i18n } = useLingui();
  const id = useId();
  const [drawing, setDrawing] = useState(EMPTY_DRAWING);
  const [mode, setMode] = useState<SymmetryMode>('radial');
  const [axes, setAxes] = useState(6);
  const [color, setColor] = useState<string>(PALETTE[5].color);
  const [size, setSize] = useState(8);
  const canvasId = `${id}-canvas`;
  const count = drawing.strokes.length;

  const save = () => {
    const canvas = document.getElementById(canvasId);
    if (!(canvas instanceof HTMLCanvasElement)) return;
    canvas.toBlob((blob) => {
      if (!blob) return;
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = FILE_NAME;
      document.body.append(link);
      link.click();
      link.remove();
      // Give the download a moment to start before releasing the data.
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    }, 'image/png');
  };

  return (
    <div
      className={styles.layout}
      onKeyDown={(event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') {
          event.preventDefault();
          setDrawing(undo);
        }
      }}
    >
      <MirrorCanvas
        strokes={drawing.strokes}
        brush={{ color, width: size / REFERENCE_WIDTH, mode, axes }}
        onStroke={(stroke) => setDrawing((current) => addStroke(current, stroke))}
        canvasId={canvasId}
      />

      <div className={styles.panel}>
        <fieldset className={layout.chipGroup}>
          <legend className={layout.chipLegend}>
            <Trans>Simetri</Trans>
          </legend>
          <button type="button" className={layout.chip} aria-pressed={mode === 'radial'} onClick={() => setMode('radial')}>
            <Trans>Kaleydoskop</Trans>
          </button>
          <button type="button" className={layout.chip} aria-pressed={mode === 'mirror'} onClick={() => setMode('mirror')}>
            <Trans>Sol–sağ ayna</Trans>
          </button>
        </fieldset>

        {mode === 'radial' ? (
          <RangeField label={<Trans>Ayna ekseni: {axes}</Trans>} min={MIN_AXES} max={MAX_AXES} step={1} value={axes} onChange={setAxes} />
        ) : null}

        <fieldset className={layout.chipGroup}>
          <legend className={layout.chipLegend}>
            <Trans>Renk</Trans>
          </legend>
          <div className={styles.swatches}>
            {PALETTE.map((swatch) => (
              <button
                key={swatch.color}
                type="button"
                className={styles.swatch}
                style={{ background: swatch.color }}
                aria-pressed={color === swatch.color}
                aria-label={i18n._(swatch.name)}
                onClick={() => setColor(swatch.color)}
              />
            ))}
          </div>
        </fieldset>

        <RangeField label={<Trans>Fırça kalınlığı: {size}</Trans>} min={2} max={40} step={1} value={size} onChange={setSize} />

        <div className={styles.buttons}>
          <Button variant="secondary" disabled={!canUndo(drawing)} onClick={() => setDrawing(undo)} title={t`Geri al (Ctrl+Z)`}>
            <span aria-hidden="true">↶</span> <Trans>Geri al</Trans>
          </Button>
          <Button variant="secondary" disabled={count === 0} onClick={() => setDrawing(clearDrawing)}>
            <span aria-hidden="true">🧽</span> <Trans>Temizle</Trans>
          </Button>
          <Button onClick={save} disabled={count === 0}>
            <span aria-hidden="true">💾</span> <Trans>PNG olarak kaydet</Trans>
          </Button>
        </div>
        <p className={layout.muted} aria-live="polite">
          <Trans>Çizgi sayısı: {count}</Trans>
        </p>
      </div>
    </div>
  );
}
