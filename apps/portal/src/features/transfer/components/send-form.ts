import type { MessageId } from '@mizani/i18n';
import { CHANNEL_FAMILY, SETTLEMENT_ACCOUNT_CHANNELS, type Payee, type PaymentChannel, type Scope, type SettlementAccount } from '@mizani/sdk';
import { object, string, type AnyObject, type ObjectSchema, type StringSchema } from 'yup';
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

/** The exchange settlement account of a CNY Account send, as the form holds it (text; '' for none). */
export interface SettlementValues {
  accountName: string;
  type: string;
  idNo: string;
  cardNo: string;
  accountNumber: string;
  bankName: string;
  brankBankName: string;
  province: string;
  city: string;
  lineNumber: string;
  applyReason: string;
}

export const EMPTY_SETTLEMENT: SettlementValues = {
  accountName: '',
  type: '',
  idNo: '',
  cardNo: '',
  accountNumber: '',
  bankName: '',
  brankBankName: '',
  province: '',
  city: '',
  lineNumber: '',
  applyReason: '',
};

/** The settlement account fields in the order the form shows them. */
export const SETTLEMENT_TEXT_FIELDS = ['accountName', 'idNo', 'cardNo', 'accountNumber', 'bankName', 'brankBankName', 'province', 'city', 'lineNumber', 'applyReason'] as const;

/** Whether a recipient's channel pays through an exchange settlement account (CNY Account 400, 401). */
export function needsSettlementAccount(payType: number | undefined): boolean {
  return payType !== undefined && (SETTLEMENT_ACCOUNT_CHANNELS as readonly number[]).includes(payType);
}

/** The wire form of the settlement account: trimmed, the optional account number left out when empty. */
export function settlementAccountOf(values: SettlementValues): SettlementAccount {
  const accountNumber = values.accountNumber.trim();
  return {
    accountName: values.accountName.trim(),
    type: Number(values.type) as SettlementAccount['type'],
    idNo: values.idNo.trim(),
    cardNo: values.cardNo.replace(/\s/g, ''),
    ...(accountNumber ? { accountNumber } : {}),
    bankName: values.bankName.trim(),
    brankBankName: values.brankBankName.trim(),
    province: values.province.trim(),
    city: values.city.trim(),
    lineNumber: values.lineNumber.trim(),
    applyReason: values.applyReason.trim(),
  };
}

/** What the recipient record already says, as a start for the settlement account. */
export function settlementFromPayee(payee: Pick<Payee, 'bankUser' | 'name' | 'bankNo' | 'bankName' | 'bankBranch' | 'bankCity' | 'bankState'>): Partial<SettlementValues> {
  return {
    accountName: payee.bankUser ?? payee.name,
    cardNo: payee.bankNo ?? '',
    bankName: payee.bankName ?? '',
    brankBankName: payee.bankBranch ?? '',
    province: payee.bankState ?? '',
    city: payee.bankCity ?? '',
  };
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
  settlement: SettlementValues;
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
  settlement: EMPTY_SETTLEMENT,
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

const HAN = /\p{Script=Han}/u;

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
  const settlement = (required: MessageId, extra?: (schema: StringSchema) => StringSchema) =>
    string().when('$settlement', ([needed]: boolean[], schema) => {
      if (!needed) return schema;
      const base = schema.trim().required(t(required));
      return extra ? extra(base) : base;
    });
  const chinese = (schema: StringSchema) => schema.test('chinese', t('money.settlement.invalid.chinese'), (value) => !value || HAN.test(value));
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
          settlement: object({
            accountName: settlement('money.settlement.required.accountName', (s) => s.max(100)),
            type: settlement('money.settlement.required.type'),
            idNo: settlement('money.settlement.required.idNo', (s) => s.test('format', t('money.settlement.invalid.idNo'), (value) => !value || /^[0-9A-Za-z-]{6,32}$/.test(value))),
            cardNo: settlement('money.settlement.required.cardNo', (s) =>
              s.test('digits', t('money.settlement.invalid.cardNo'), (value) => !value || /^\d{12,30}$/.test(value.replace(/\s/g, ''))),
            ),
            accountNumber: string().trim().matches(/^([0-9A-Za-z-]{1,40})?$/, t('money.settlement.invalid.accountNumber')),
            bankName: settlement('money.settlement.required.bankName', (s) => chinese(s.max(100))),
            brankBankName: settlement('money.settlement.required.brankBankName', (s) => chinese(s.max(100))),
            province: settlement('money.settlement.required.province', (s) => chinese(s.max(50))),
            city: settlement('money.settlement.required.city', (s) => chinese(s.max(50))),
            lineNumber: settlement('money.settlement.required.lineNumber', (s) => s.test('format', t('money.settlement.invalid.lineNumber'), (value) => !value || /^\d{12}$/.test(value))),
            applyReason: settlement('money.settlement.required.applyReason', (s) => s.max(200)),
          }),
        }
      : {}),
  });
}

export { DEFAULT_SCALE };
