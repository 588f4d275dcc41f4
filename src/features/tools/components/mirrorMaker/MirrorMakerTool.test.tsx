import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@tests/fixtures/renderWithRouter.tsx';
import MirrorMakerTool from './MirrorMakerTool.tsx';

const canvas = () => screen.getByRole('img', { name: /Simetri çizim alanı/ });

function drawStroke() {
  fireEvent.pointerDown(canvas(), { pointerId: 1, clientX: 10, clientY: 10, button: 0, pointerType: 'touch' });
  fireEvent.pointerMove(canvas(), { pointerId: 1, clientX: 20, clientY: 20, pointerType: 'touch' });
  fireEvent.pointerUp(canvas(), { pointerId: 1, clientX: 20, clientY: 20, pointerType: 'touch' });
}

describe('MirrorMakerTool', () => {
  it('records strokes, undoes them and undoes a clear', async () => {
    await renderWithRouter(<MirrorMakerTool />);
    const undoButton = screen.getByRole('button', { name: /Geri al/ });
    expect(undoButton).toHaveProperty('disabled', true);
    drawStroke();
    drawStroke();
    expect(screen.getByText('Çizgi sayısı: 2')).toBeTruthy();
    fireEvent.click(undoButton);
    expect(screen.getByText('Çizgi sayısı: 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Temizle/ }));
    expect(screen.getByText('Çizgi sayısı: 0')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('button', { name: /Temizle/ }), { key: 'z', ctrlKey: true });
    expect(screen.getByText('Çizgi sayısı: 1')).toBeTruthy();
  });

  it('offers 1–8 axes, a left–right mirror and a named colour palette', async () => {
    await renderWithRouter(<MirrorMakerTool />);
    const axes = screen.getByRole('slider', { name: /Ayna ekseni/ });
    expect(axes.getAttribute('min')).toBe('1');
    expect(axes.getAttribute('max')).toBe('8');
    fireEvent.click(screen.getByRole('button', { name: 'Sol–sağ ayna' }));
    expect(screen.queryByRole('slider', { name: /Ayna ekseni/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Kırmızı' }));
    expect(screen.getByRole('button', { name: 'Kırmızı' }).getAttribute('aria-pressed')).toBe('true');
    expect(canvas().className).toBeTruthy();
  });
});
