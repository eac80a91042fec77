import type { MessageId } from '@mizani/i18n';
import { CHANNEL_FAMILY, type PaymentChannel, type Scope } from '@mizani/sdk';
import { object, string, type AnyObject, type ObjectSchema } from 'yup';
import { amountSchema, DEFAULT_SCALE, type AmountLimits } from '../../../components/money/amount.ts';

type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

export type RecipientMode = 'saved' | 'typed';

export interface WorkerValues {
  name: string;
  idNo: string;
  payeeRelation: string;
  payeeIdCardNo: string;
  workArea: string;
  workAddress: string;
  residenceFile: string;
  contractFile: string;
  incomeProofFile: string;
  relationFile: string;
}

export interface SendValues {
  payType: string;
  currencyId: string;
  mode: RecipientMode;
  payeeId: string;
  phone: string;
  accountNo: string;
  amount: string;
  remark: string;
  sourceOfFunds: string;
  fundsPurpose: string;
  transactionReason: string;
  senderAddress: string;
  tradeType: string;
  exchangeFile: string;
  detailFile: string;
  worker: WorkerValues;
}

export const EMPTY_WORKER: WorkerValues = {
  name: '',
  idNo: '',
  payeeRelation: '',
  payeeIdCardNo: '',
  workArea: '',
  workAddress: '',
  residenceFile: '',
  contractFile: '',
  incomeProofFile: '',
  relationFile: '',
};

export const initialSendValues = (): SendValues => ({
  payType: '',
  currencyId: '',
  mode: 'saved',
  payeeId: '',
  phone: '',
  accountNo: '',
  amount: '',
  remark: '',
  sourceOfFunds: '',
  fundsPurpose: '',
  transactionReason: '',
  senderAddress: '',
  tradeType: '',
  exchangeFile: '',
  detailFile: '',
  worker: EMPTY_WORKER,
});

/** Trade type '5' is a salary: the order must name the contract worker and carry their documents. */
export const SALARY_TRADE_TYPE = '5';

/** Whether a domestic channel can pay a number typed in the form, or needs a saved recipient (banks). */
export function canTypeRecipient(payType: PaymentChannel): boolean {
  const family = CHANNEL_FAMILY[payType];
  return family === 'internal' || family === 'mobile_money';
}

interface SchemaContext {
  scope: Scope;
  scale: () => number;
  limits: () => AmountLimits;
  phonePattern: () => RegExp | null;
}

const WORKER_FILES = ['residenceFile', 'contractFile', 'incomeProofFile', 'relationFile'] as const;

/** The send form's rules: which fields apply depends on the scope, the channel, the recipient mode and the trade type. */
export function sendSchema(t: Translate, context: SchemaContext): ObjectSchema<AnyObject> {
  const crossBorder = context.scope === 1;
  const requiredText = (id: MessageId) => string().trim().required(t(id));
  const whenTyped = (field: 'phone' | 'accountNo') =>
    string().when(['mode', 'payType'], ([mode, payType]: string[], schema) => {
      if (crossBorder || mode !== 'typed' || !payType) return schema;
      const family = CHANNEL_FAMILY[Number(payType) as PaymentChannel];
      if (field === 'phone' && family === 'mobile_money') {
        return schema
          .trim()
          .required(t('money.required.phone'))
          .test('phone', t('money.invalid.phone'), (value) => {
            if (!value || !/^\d{6,15}$/.test(value)) return false;
            const pattern = context.phonePattern();
            return pattern ? pattern.test(value) : true;
          });
      }
      if (field === 'accountNo' && family === 'internal') {
        return schema.trim().required(t('money.required.accountNo')).matches(/^MZ\d{10}$/, t('money.invalid.accountNo'));
      }
      return schema;
    });
  const workerText = string().when('$salary', ([salary]: boolean[], schema) => (salary ? schema.trim().required(t('money.required.field')) : schema));
  const workerFile = string().when('$salary', ([salary]: boolean[], schema) => (salary ? schema.required(t('money.required.contractDocuments')) : schema));
  return object({
    payType: crossBorder ? string() : string().required(t('money.required.channel')),
    currencyId: crossBorder ? string().required(t('money.required.currency')) : string(),
    payeeId: string().when('mode', ([mode]: string[], schema) => (crossBorder || mode === 'saved' ? schema.required(t('money.required.recipient')) : schema)),
    phone: whenTyped('phone'),
    accountNo: whenTyped('accountNo'),
    amount: amountSchema(t, context.scale, context.limits),
    remark: string().max(100),
    ...(crossBorder
      ? {
          sourceOfFunds: string().required(t('money.required.sourceOfFunds')),
          fundsPurpose: requiredText('money.required.purpose').max(200),
          transactionReason: string().max(200),
          senderAddress: requiredText('money.required.senderAddress').max(300),
          exchangeFile: string().required(t('money.required.exchangeFile')),
          detailFile: string().required(t('money.required.detailFile')),
          worker: object({
            name: workerText,
            idNo: workerText,
            payeeRelation: workerText,
            payeeIdCardNo: workerText,
            workArea: workerText,
            workAddress: workerText,
            ...Object.fromEntries(WORKER_FILES.map((file) => [file, workerFile])),
          }),
        }
      : {}),
  });
}

export { DEFAULT_SCALE };
