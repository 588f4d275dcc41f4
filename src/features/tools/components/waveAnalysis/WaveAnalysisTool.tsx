import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatSignificant } from '../../model/numberFormat.ts';
import { MEDIA, VISIBLE_WAVELENGTHS, degreesToRadians, findMedium, periodOf, wavelengthOf, type WaveParams } from '../../model/waveAnalysis/wave.ts';
import { RangeField } from '@/shared/ui/form/RangeField.tsx';
import { Readout } from '../Readout.tsx';
import { WavePicture } from './WavePicture.tsx';
import * as layout from '../toolLayout.css.ts';
import * as styles from './WaveAnalysisTool.css.ts';

/** Lengths and times over many orders of magnitude: metres or seconds with sensible digits. */
const num = (value: number) => formatSignificant(value, 4);

export default function WaveAnalysisTool() {
  const { t, i18n } = useLingui();
  const [mediumId, setMediumId] = useState(MEDIA[0]!.id);
  const medium = findMedium(mediumId);
  const [amplitude, setAmplitude] = useState(3);
  const [frequency, setFrequency] = useState(medium.frequency.initial);
  const [second, setSecond] = useState(false);
  const [amplitude2, setAmplitude2] = useState(2);
  const [ratio, setRatio] = useState(2);
  const [phase2, setPhase2] = useState(0);

  const chooseMedium = (id: string) => {
    const next = findMedium(id);
    setMediumId(id);
    // Sound and a shaken rope live in different frequency ranges.
    if (next.frequency !== medium.frequency) setFrequency(next.frequency.initial);
  };

  const wavelength = wavelengthOf(medium.speed, frequency);
  const frequency2 = frequency * ratio;
  const wave1: WaveParams = { amplitude, frequency, wavelength, phase: 0 };
  const wave2: WaveParams = {
    amplitude: amplitude2,
    frequency: frequency2,
    wavelength: wavelengthOf(medium.speed, frequency2),
    phase: degreesToRadians(phase2),
  };
  const span = VISIBLE_WAVELENGTHS * wavelength;

  const fText = num(frequency);
  const lambdaText = num(wavelength);
  const tText = num(periodOf(frequency));
  const vText = num(medium.speed);
  const aText = num(amplitude);
  const f2Text = num(frequency2);
  const lambda2Text = num(wave2.wavelength);
  const a2Text = num(amplitude2);
  const ratioText = num(ratio);
  const phaseText = num(phase2);

  return (
    <div className={layout.split}>
      <div className={layout.stack}>
        <section className={layout.panel} aria-label={t`Dalga`}>
          <WavePicture
            waves={second ? [wave1, wave2] : [wave1]}
            span={span}
            wavelength={wavelength}
            frequency={frequency}
            maxAmplitude={10}
            label={t`Dalga: genlik ${aText} cm, dalga boyu ${lambdaText} m, frekans ${fText} Hz.`}
          />
        </section>
        <section className={layout.panel} aria-labelledby="wave-values">
          <h2 id="wave-values" className={layout.panelTitle}>
            <Trans>Ölçümler</Trans>
          </h2>
          <dl className={layout.stats} aria-live="polite">
            <Readout label={t`Frekans (f)`}>{t`${fText} Hz`}</Readout>
            <Readout label={t`Periyot (T = 1/f)`}>{t`${tText} s`}</Readout>
            <Readout label={t`Dalga boyu (λ = v/f)`}>{t`${lambdaText} m`}</Readout>
            <Readout label={t`Hız (v = f·λ)`}>{t`${vText} m/s`}</Readout>
            <Readout label={t`Genlik (A)`}>{t`${aText} cm`}</Readout>
            {second ? (
              <Readout label={t`2. dalga`}>
                <Trans>
                  {f2Text} Hz, λ = {lambda2Text} m
                </Trans>
              </Readout>
            ) : null}
          </dl>
          <p className={styles.explain}>
            <Trans>
              Dalganın hızı ortama bağlıdır. Aynı ortamda frekansı artırırsanız hız değişmez, dalga boyu kısalır: v = f·λ = {fText} Hz × {lambdaText} m ={' '}
              {vText} m/s.
            </Trans>
          </p>
        </section>
      </div>

      <div className={layout.stack}>
        <section className={`${layout.panel} ${layout.stack}`} aria-labelledby="wave-settings">
          <h2 id="wave-settings" className={layout.panelTitle}>
            <Trans>Dalga ayarları</Trans>
          </h2>
          <div className={styles.field}>
            <label htmlFor="wave-medium" className={styles.label}>
              <Trans>Ortam</Trans>
            </label>
            <select id="wave-medium" className={styles.select} value={mediumId} onChange={(event) => chooseMedium(event.target.value)}>
              {MEDIA.map((item) => (
                <option key={item.id} value={item.id}>
                  {i18n._(item.label)}
                </option>
              ))}
            </select>
          </div>
          <RangeField
            label={<Trans>Frekans (f)</Trans>}
            value={frequency}
            min={medium.frequency.min}
            max={medium.frequency.max}
            step={medium.frequency.step}
            valueText={t`${fText} Hz`}
            onChange={setFrequency}
          />
          <RangeField label={<Trans>Genlik (A)</Trans>} value={amplitude} min={0.5} max={5} step={0.5} valueText={t`${aText} cm`} onChange={setAmplitude} />
        </section>

        <section className={`${layout.panel} ${layout.stack}`} aria-labelledby="wave-second">
          <h2 id="wave-second" className={layout.panelTitle}>
            <Trans>Girişim (iki dalga)</Trans>
          </h2>
          <label className={styles.toggle}>
            <input type="checkbox" className={styles.checkbox} checked={second} onChange={(event) => setSecond(event.target.checked)} />
            <Trans>İkinci dalgayı ekle</Trans>
          </label>
          {second ? (
            <>
              <RangeField
                label={<Trans>2. dalganın genliği</Trans>}
                value={amplitude2}
                min={0.5}
                max={5}
                step={0.5}
                valueText={t`${a2Text} cm`}
                onChange={setAmplitude2}
              />
              <RangeField
                label={<Trans>2. dalganın frekansı (1. dalganın katı)</Trans>}
                value={ratio}
                min={0.5}
                max={3}
                step={0.1}
                valueText={t`${ratioText} × f = ${f2Text} Hz`}
                onChange={setRatio}
              />
              <RangeField
                label={<Trans>2. dalganın faz farkı</Trans>}
                value={phase2}
                min={0}
                max={360}
                step={15}
                valueText={t`${phaseText}°`}
                onChange={setPhase2}
              />
              <p className={layout.muted}>
                <Trans>Aynı frekans ve 0° faz farkında dalgalar birbirini güçlendirir; 180°’de eşit genlikli dalgalar birbirini söndürür.</Trans>
              </p>
            </>
          ) : null}
        </section>
      </div>
    </div>
  );
}
