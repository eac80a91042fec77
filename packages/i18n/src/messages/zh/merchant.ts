import type { merchantMessages as en } from '../en/merchant.ts';

export const merchantMessages: Record<keyof typeof en, string> = {
  'error.code.-1100': '访问密钥缺失或不存在',
  'error.code.-1101': '签名与请求不匹配',
  'error.code.-1102': '时间戳缺失或与服务器时间相差超过300秒',
  'error.code.-1103': '随机数缺失、格式错误或已被使用',
  'error.code.-1104': '调用方IP地址不在白名单内',
  'error.code.-1105': 'API权限未通过审核',
  'error.code.-1106': '签名失败次数过多，请稍后再试',
  'error.code.-1107': '该商户订单号已用于其他请求',
  'error.code.-1108': '回调地址必须是公网的http或https地址',
  'error.code.-1109': 'API申请正在审核中，无法修改',
  // Operation-log labels of the API-credential operations.
  'operationLog.op.apiApply': '申请API权限',
  'operationLog.op.apiRefresh': '重置API密钥',
  'operationLog.op.apiWebhookSecretRefresh': '重置Webhook密钥',
} as const;
