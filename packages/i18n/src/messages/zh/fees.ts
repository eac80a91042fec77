import type { feesMessages as en } from '../en/fees.ts';

export const feesMessages: Record<keyof typeof en, string> = {
  'fees.title': '确认前请核对',
  'fees.booked': '本订单金额',
  'fees.amount': '金额',
  'fees.fee': '手续费',
  'fees.tax': '税费',
  'fees.total.debited': '扣款总额',
  'fees.total.paid': '应付总额',
  'fees.arrives.recipient': '收款人收到',
  'fees.arrives.wallet': '入账到您的钱包',
  'fees.arrives.converted': '您将收到',
  'fees.arrives.suspense': '存入备付金钱包',
  'fees.arrives.main': '存入主钱包',
  'fees.arrives.payee': '收款方收到',
  'fees.rate': '汇率',
  'fees.review': '查看费用',
  'fees.confirm': '确认',
  'fees.cancel': '取消',
  'fees.confirm.intro': '资金尚未移动。请核对金额后再确认。',
};
