import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import { formatSignificant, parseDecimal, roundSignificant } from '../../model/numberFormat.ts';
import { convert } from '../../model/unitConverter/convert.ts';
import { QUANTITIES, findQuantity, findUnit, type QuantityId } from '../../model/unitConverter/units.ts';
import * as layout from '../toolLayout.css.ts';
import * as styles from './UnitConverterTool.css.ts';

export default function UnitConverterTool() {
  const { t, i18n } = useLingui();
  const ids = { value: useId(), from: useId(), to: useId() };
  const [quantityId, setQuantityId] = useState<QuantityId>('length');
  const quantity = findQuantity(quantityId);
  const [fromId, setFromId] = useState(quantity.defaultFrom);
  const [toId, setToId] = useState(quantity.defaultTo);
  const [input, setInput] = useState('1');

  const from = findUnit(quantity, fromId);
  const to = findUnit(quantity, toId);
  const value = parseDecimal(input);
  const result = value === null ? null : convert(value, from, to);

  const chooseQuantity = (id: QuantityId) => {
    const next = findQuantity(id);
    setQuantityId(id);
    setFromId(next.defaultFrom);
    setToId(next.defaultTo);
  };

  const swap = () => {
    setFromId(toId);
    setToId(fromId);
    // The result becomes the new value, written the Turkish way but without thousands dots so it stays editable.
    if (result !== null) setInput(String(roundSignificant(result)).replace('.', ','));
  };

  const unitOptions = quantity.units.map((unit) => (
    <option key={unit.id} value={unit.id}>
      {i18n._(unit.name)} ({i18n._(unit.symbol)})
    </option>
  ));
  const fromSymbol = i18n._(from.symbol);
  const toSymbol = i18n._(to.symbol);
  const valueText = value === null ? '' : formatSignificant(value);
  const resultText = result === null ? '' : formatSignificant(result);

  return (
    <div className={layout.stack}>
      <div className={styles.quantities} role="group" aria-label={t`Büyüklük`}>
        {QUANTITIES.map((item) => (
          <button key={item.id} type="button" className={styles.quantity} aria-pressed={item.id === quantityId} onClick={() => chooseQuantity(item.id)}>
            {i18n._(item.label)}
          </button>
        ))}
      </div>

      <section className={layout.panel} aria-label={t`Çevirme`}>
        <div className={styles.converter}>
          <div className={styles.side}>
            <label htmlFor={ids.value} className={styles.label}>
              <Trans>Değer</Trans>
            </label>
            <input
              id={ids.value}
              className={styles.valueInput}
              inputMode="decimal"
              autoComplete="off"
              value={input}
              aria-invalid={value === null && input.trim() !== '' ? true : undefined}
              aria-describedby={`${ids.value}-hint`}
              onChange={(event) => setInput(event.target.value)}
            />
            <label htmlFor={ids.from} className={styles.label}>
              <Trans>Bu birimden</Trans>
            </label>
            <select id={ids.from} className={styles.select} value={from.id} onChange={(event) => setFromId(event.target.value)}>
              {unitOptions}
            </select>
          </div>

          <Button variant="secondary" onClick={swap} className={styles.swap} aria-label={t`Birimleri yer değiştir`}>
            <span aria-hidden="true">⇄</span>
          </Button>

          <div className={styles.side}>
            <span className={styles.label} id={`${ids.to}-result`}>
              <Trans>Sonuç</Trans>
            </span>
            <output className={styles.result} aria-labelledby={`${ids.to}-result`} htmlFor={`${ids.value} ${ids.from} ${ids.to}`}>
              {resultText || '—'}
            </output>
            <label htmlFor={ids.to} className={styles.label}>
              <Trans>Bu birime</Trans>
            </label>
            <select id={ids.to} className={styles.select} value={to.id} onChange={(event) => setToId(event.target.value)}>
              {unitOptions}
            </select>
          </div>
        </div>
        <p id={`${ids.value}-hint`} className={styles.sentence} aria-live="polite">
          {value === null ? (
            input.trim() === '' ? (
              <Trans>Çevirmek istediğiniz sayıyı yazın.</Trans>
            ) : (
              <Trans>Bu bir sayı değil. Ondalık için virgül kullanın: 2,5</Trans>
            )
          ) : (
            <Trans>
              {valueText} {fromSymbol} = {resultText} {toSymbol}
            </Trans>
          )}
        </p>
      </section>

      {value !== null ? (
        <section className={layout.panel} aria-labelledby={`${ids.value}-all`}>
          <h2 id={`${ids.value}-all`} className={layout.panelTitle}>
            <Trans>
              {valueText} {fromSymbol} tüm birimlerde
            </Trans>
          </h2>
          <ul className={styles.allUnits}>
            {quantity.units.map((unit) => (
              <li key={unit.id} data-current={unit.id === from.id}>
                <span className={styles.allValue}>{formatSignificant(convert(value, from, unit))}</span> <span>{i18n._(unit.symbol)}</span>
                <span className={styles.allName}>{i18n._(unit.name)}</span>
              </li>
            ))}
          </ul>
          {quantityId === 'data' ? (
            <p className={layout.muted}>
              <Trans>
                KB, MB, GB 1000’in katlarıdır (SI önekleri); KiB, MiB, GiB 1024’ün katlarıdır (ikili önekler). İşletim sistemleri çoğu zaman 1024’lük değeri
                “GB” diye gösterir: 500 GB’lık bir disk bu yüzden yaklaşık 465,66 GiB görünür.
              </Trans>
            </p>
          ) : null}
          {quantityId === 'temperature' ? (
            <p className={layout.muted}>
              <Trans>Sıcaklık birimleri yalnızca çarpanla değil, sıfır noktası kaydırılarak da çevrilir: 0 °C = 273,15 K = 32 °F.</Trans>
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
