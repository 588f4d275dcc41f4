// School analytics' Turkish texts (docs/behaviour.md#errors), in one place so the rules and the tests read the same words.

export const ADMIN_ONLY = 'Okul analitiğini yalnızca okul yöneticisi görebilir.';
export const TERM_INVALID = 'Dönem, listedeki dönemlerden biri olmalıdır.';
