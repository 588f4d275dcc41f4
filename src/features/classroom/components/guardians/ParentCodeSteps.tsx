import { Trans } from '@lingui/react/macro';
import * as own from './guardians.css.ts';

/** What a parent does with a printed parent code, in the words of the screens they will see. */
export function ParentCodeSteps() {
  return (
    <ol className={own.steps}>
      <li>
        <Trans>EtkiLab’a veli olarak kaydolun (ya da giriş yapın).</Trans>
      </li>
      <li>
        <Trans>Anasayfada “Çocuğumu bağla”yı bulun.</Trans>
      </li>
      <li>
        <Trans>Bu kodu yazın ve çocuğunuzun adını görünce “Evet, bağla”ya basın.</Trans>
      </li>
    </ol>
  );
}
