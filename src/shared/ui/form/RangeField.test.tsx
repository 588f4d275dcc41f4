import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RangeField, type RangeFieldProps } from './RangeField.tsx';

const renderField = (props: Partial<RangeFieldProps> = {}) => {
  const onChange = vi.fn();
  render(<RangeField label="Sıcaklık" value={20} min={0} max={100} step={5} onChange={onChange} {...props} />);
  return { onChange, slider: screen.getByRole('slider') };
};

describe('RangeField', () => {
  it('is named by its label and reads its value with the unit', () => {
    renderField({ valueText: '20 °C' });
    const slider = screen.getByRole('slider', { name: 'Sıcaklık' });
    expect(slider.getAttribute('aria-valuetext')).toBe('20 °C');
    expect(slider.getAttribute('step')).toBe('5');
    expect(screen.getByRole('status').textContent).toBe('20 °C');
  });

  it('reports the new value as a number', () => {
    const { slider, onChange } = renderField();
    fireEvent.change(slider, { target: { value: '45' } });
    expect(onChange).toHaveBeenCalledWith(45);
  });

  it.each([
    ['shows its own readout', { valueText: '20 derece', readout: '20°' }, '20°'],
    ['shows nothing when the label says the value', { valueText: '20 derece', readout: null }, null],
    ['shows nothing without a value text', {}, null],
  ] as const)('%s', (_name, props, shown) => {
    renderField(props);
    if (shown === null) expect(screen.queryByRole('status')).toBeNull();
    else expect(screen.getByRole('status').textContent).toBe(shown);
  });

  it('can be disabled', () => {
    expect((renderField({ disabled: true }).slider as HTMLInputElement).disabled).toBe(true);
  });
});
