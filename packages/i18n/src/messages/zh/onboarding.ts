// The Chinese of en/onboarding.ts.
import type { onboardingMessages as en } from '../en/onboarding.ts';

export const onboardingMessages: Record<keyof typeof en, string> = {
  'error.code.-1110': '沙盒钱包余额已达到沙盒注资的上限',
  'sandbox.banner.text': '沙盒环境：不会产生真实资金往来。验证码和通知发送到沙盒发件箱，而不是您的手机或邮箱。',
  'sandbox.banner.outbox': '发给 {address} 的消息',
  'sandbox.banner.local': '发件箱只能在运行服务器的机器上打开。',
  'sandbox.banner.quickStart': '快速入门',
  'api.sandboxFund.title': '沙盒资金',
  'api.sandboxFund.body': '为备付金钱包添加测试资金，用于代付。每次点击添加 {amount}；钱包余额达到 {ceiling} 后不再添加。',
  'api.sandboxFund.button': '为我的沙盒钱包注资（{currency}）',
  'api.sandboxFund.done': '已向您的 {currency} 备付金钱包添加 {amount}。当前可用：{available}。',
  'api.docs.topic.quickStart': '快速入门',
  'api.docs.topic.feesAndLimits': '费用、限额和银行',
  'api.docs.fees.type': '订单',
  'api.docs.fees.minimum': '最低金额',
  'api.docs.fees.maximum': '最高金额',
  'api.docs.fees.fee': '手续费',
  'api.docs.fees.noMaximum': '无',
  'api.docs.fees.duty': '另加手续费的 {rate} 税费',
  'api.docs.fees.payin': '代收',
  'api.docs.fees.payout': '代付',
  'api.docs.banks.code': 'bankCode',
  'api.docs.banks.name': '银行',
  'api.docs.banks.swift': 'SWIFT',
  'api.docs.live.failed': '无法从服务器加载此表，请稍后再试。',
};
