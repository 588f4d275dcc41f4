import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { screen } from '@testing-library/react';
import type { BalanceScaleSpec } from '../../content/manipulativeTypes.ts';
import BalanceScaleManipulative from './BalanceScaleManipulative.tsx';
import { press, pressTimes, renderWithI18n, tabTo, verdictText } from './keyboardTestKit.tsx';

const spec: BalanceScaleSpec = {
  type: 'balance-scale',
  masses: [1000, 500, 200, 100],
  each: 3,
  tasks: [
    { kind: 'balance', prompt: msg`Kabağın kütlesini bul.`, object: { emoji: '🎃', label: msg`kabak` }, grams: 1300 },
    {
      kind: 'compare',
      prompt: msg`Hangi kefe aşağı iner?`,
      left: { emoji: '🍚', label: msg`pirinç`, grams: 1050, show: 'kg' },
      right: { emoji: '🫘', label: msg`fasulye`, grams: 1500, show: 'g' },
    },
  ],
};

const picture = () => screen.getByRole('img', { name: /kefe/ }).getAttribute('aria-label');

describe('BalanceScaleManipulative', () => {
  it('balances an object with masses and predicts which pan goes down, with the keyboard only', () => {
    renderWithI18n(<BalanceScaleManipulative spec={spec} />);
    expect(picture()).toBe('Sol kefede kabak var. Sağ kefe boş. Sol kefe aşağıda.');
    tabTo('Sağ kefeye 1 kg’lık bir kütle koy');
    press('Enter');
    tabTo('Sağ kefeye 500 g’lık bir kütle koy');
    press('ArrowUp');
    expect(picture()).toBe('Sol kefede kabak var. Sağ kefede 1 tane 1 kg, 1 tane 500 g; toplam 1 kg 500 g. Sağ kefe aşağıda.');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('kütleler ağır geldi');
    tabTo('Sağ kefeden 500 g’lık bir kütle al');
    press('Enter');
    tabTo('Sağ kefeye 100 g’lık bir kütle koy');
    pressTimes('ArrowUp', 5);
    expect(screen.getByText('3 tane', { selector: '[data-value="3"]' })).toBeTruthy();
    expect(picture()).toContain('toplam 1 kg 300 g. Terazi dengede.');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Sol kefedeki cismin kütlesi 1 kg 300 g.');

    tabTo('Sonraki görev');
    press('Enter');
    expect(picture()).toBe('Sol kefede pirinç (1 kg 50 g), sağ kefede fasulye (1500 g). Terazi kilitli, kefeler şimdilik aynı hizada.');
    tabTo('Sol kefe aşağı iner');
    press(' ');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('grama çevirip');
    tabTo('Sağ kefe aşağı iner');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Doğru tahmin!');
    expect(picture()).toContain('Sağ kefe aşağıda.');
  });

  it('counts cubes, a non-standard unit, and compares unlabelled things, with the keyboard only', () => {
    const counters: BalanceScaleSpec = {
      type: 'balance-scale',
      masses: [10],
      each: 15,
      counter: { emoji: '🧊', label: msg`küp` },
      tasks: [
        { kind: 'balance', prompt: msg`Elma kaç küp ağırlığında?`, object: { emoji: '🍎', label: msg`elma` }, grams: 60 },
        {
          kind: 'compare',
          prompt: msg`Hangi kefe aşağı iner?`,
          left: { emoji: '🍉', label: msg`karpuz`, grams: 3000, show: 'none' },
          right: { emoji: '🍒', label: msg`kiraz`, grams: 10, show: 'none' },
        },
      ],
    };
    renderWithI18n(<BalanceScaleManipulative spec={counters} />);
    tabTo('Sağ kefeye bir küp koy');
    pressTimes('ArrowUp', 7);
    expect(picture()).toBe('Sol kefede elma var. Sağ kefede 7 küp. Sağ kefe aşağıda.');
    expect(screen.getByText('Sağ kefede: 7 küp')).toBeTruthy();
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('küp çok geldi');
    tabTo('Sağ kefeden bir küp al');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Terazi dengede: elma, 6 küp ağırlığında.');

    tabTo('Sonraki görev');
    press('Enter');
    expect(picture()).toBe('Sol kefede karpuz, sağ kefede kiraz. Terazi kilitli, kefeler şimdilik aynı hizada.');
    tabTo('Sağ kefe aşağı iner');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('hangisi daha ağır?');
    tabTo('Sol kefe aşağı iner');
    press('Enter');
    tabTo('Kontrol et');
    press('Enter');
    expect(verdictText()).toContain('Doğru tahmin!');
    expect(picture()).toContain('Sol kefe aşağıda.');
  });
});
