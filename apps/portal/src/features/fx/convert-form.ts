import type { MessageId } from '@mizani/i18n';
import { object, string } from 'yup';
import { amountSchema } from '../../components/money/amount.ts';
import { parseWalletKey } from './wallets.ts';

type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

export interface ConvertValues {
  /** `<scope>:<currency>` of the wallet paying. */
  from: string;
  /** `<scope>:<currency>` of the wallet receiving. */
  to: string;
  fixedSide: 'from' | 'to';
  amount: string;
}

export const initialConvertValues = (from = '', to = ''): ConvertValues => ({ from, to, fixedSide: 'from', amount: '' });

/** The currency the typed amount is in: the paying wallet's, or the receiving one's when that side is fixed. */
export function amountCurrency(values: ConvertValues): string | undefined {
  return parseWalletKey(values.fixedSide === 'from' ? values.from : values.to)?.currencyId;
}

/** Both wallets chosen, in different currencies, and an amount in the fixed side's scale. */
export function convertSchema(t: Translate, scale: () => number) {
  return object({
    from: string().required(t('fx.required.from')),
    to: string()
      .required(t('fx.required.to'))
      .test('different', t('fx.invalid.sameCurrency'), function different(value) {
        const from = parseWalletKey(this.parent.from as string);
        const to = parseWalletKey(value ?? '');
        return !from || !to || from.currencyId !== to.currencyId;
      }),
    fixedSide: string().oneOf(['from', 'to']).required(),
    amount: amountSchema(t, scale, () => ({})),
  });
}
