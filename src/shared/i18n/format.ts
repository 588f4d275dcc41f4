const longDate = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric' });
const number = new Intl.NumberFormat('tr-TR');

/** "1 Haziran 2025" */
export const formatLongDate = (date: Date | string): string => longDate.format(typeof date === 'string' ? new Date(date) : date);

/** "22.900.000" */
export const formatNumber = (value: number): string => number.format(value);
