import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { TEST_MATERIALS, testerBulb, type TestMaterialId } from './model/conductors.ts';
import * as styles from './simulation.css.ts';

const MATERIAL_LABELS: Record<TestMaterialId, { label: MessageDescriptor; emoji: string }> = {
  'iron-nail': { label: msg`Demir çivi`, emoji: '🔩' },
  'copper-wire': { label: msg`Bakır tel`, emoji: '🪢' },
  'aluminium-foil': { label: msg`Alüminyum folyo`, emoji: '🥡' },
  coin: { label: msg`Madeni para`, emoji: '🪙' },
  'pencil-lead': { label: msg`Kurşun kalem ucu`, emoji: '✏️' },
  'plastic-ruler': { label: msg`Plastik cetvel`, emoji: '📏' },
  'wooden-stick': { label: msg`Tahta çubuk`, emoji: '🪵' },
  eraser: { label: msg`Silgi`, emoji: '🧽' },
  'glass-marble': { label: msg`Cam bilye`, emoji: '🔮' },
  paper: { label: msg`Kâğıt`, emoji: '📄' },
};

/** Put a material in the gap of a battery–bulb circuit: conductors light the bulb, insulators do not. */
export default function ConductorTesterSimulation() {
  const { t, i18n } = useLingui();
  const [material, setMaterial] = useState<TestMaterialId | null>(null);
  const bulb = testerBulb(material);
  const name = material ? i18n._(MATERIAL_LABELS[material].label) : '';
  const lit = bulb !== 'off';

  return (
    <div className={styles.layout}>
      <figure className={styles.figure}>
        <svg
          viewBox="0 0 400 220"
          className={styles.svg}
          role="img"
          aria-label={lit ? t`Ampul yanıyor.` : t`Ampul yanmıyor.`}
        >
          <polyline points="150,180 60,180 60,40 170,40" fill="none" stroke="#e2e8f0" strokeWidth="4" />
          <polyline points="230,40 340,40 340,180 250,180" fill="none" stroke="#e2e8f0" strokeWidth="4" />
          <rect x="40" y="90" width="40" height="60" rx="6" fill="#16a34a" stroke="#e2e8f0" strokeWidth="2" />
          <circle
            className={styles.glow}
            cx="200"
            cy="40"
            r={lit ? 44 : 0}
            fill="#facc15"
            opacity={bulb === 'bright' ? 0.4 : bulb === 'dim' ? 0.15 : 0}
          />
          <circle
            cx="200"
            cy="40"
            r="22"
            fill={bulb === 'bright' ? '#facc15' : bulb === 'dim' ? '#fde68a' : '#cbd5e1'}
            stroke="#e2e8f0"
            strokeWidth="2"
          />
          <circle cx="150" cy="180" r="6" fill="#f97316" />
          <circle cx="250" cy="180" r="6" fill="#f97316" />
          {material ? (
            <text x="200" y="190" fontSize="34" textAnchor="middle">
              {MATERIAL_LABELS[material].emoji}
            </text>
          ) : (
            <text x="200" y="186" fill="#e2e8f0" fontSize="13" textAnchor="middle">{t`boşluk`}</text>
          )}
        </svg>
        <figcaption className={styles.figureCaption}>
          <Trans>Turuncu uçların arasına bir cisim koy: devre o cisimden geçerek tamamlanır mı?</Trans>
        </figcaption>
      </figure>

      <div className={styles.controls}>
        <div className={styles.toggleGrid} role="group" aria-label={t`Denenecek cisimler`}>
          {TEST_MATERIALS.map(({ id }) => (
            <button
              key={id}
              type="button"
              className={styles.toggle}
              aria-pressed={material === id}
              onClick={() => setMaterial(id)}
            >
              <span aria-hidden="true">{MATERIAL_LABELS[id].emoji} </span>
              {i18n._(MATERIAL_LABELS[id].label)}
            </button>
          ))}
        </div>
        <p className={styles.note} data-tone={lit ? 'success' : 'info'} role="status">
          {material === null ? (
            <Trans>Bir cisim seç ve uçların arasına koy.</Trans>
          ) : bulb === 'bright' ? (
            <Trans>{name}: iletken. Ampul yandı!</Trans>
          ) : bulb === 'dim' ? (
            <Trans>{name}: grafit elektriği biraz iletir. Ampul sönük yandı.</Trans>
          ) : (
            <Trans>{name}: yalıtkan. Ampul yanmadı.</Trans>
          )}
        </p>
      </div>
    </div>
  );
}
