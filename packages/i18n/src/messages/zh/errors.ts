import type { errors as en } from '../en/errors.ts';

export const errors: Record<keyof typeof en, string> = {
  'error.code.200': '成功',
  'error.code.1000': '没有操作权限',
  'error.code.-1001': '未登录或登录已过期',
  'error.code.-1002': '账号不存在',
  'error.code.-1003': '账号已存在',
  'error.code.-1004': '账号密码错误',
  'error.code.-1005': '证件号码不存在',
  'error.code.-1006': '验证码错误',
  'error.code.-1007': '数据不存在',
  'error.code.-1008': '参数错误',
  'error.code.-1009': '用户不存在',
  'error.code.-1011': '国家不能为空',
  'error.code.-1012': '国家不存在',
  'error.code.-1015': '手机号码不能为空',
  'error.code.-1026': '验证码发送频繁，请稍后重试',
  'error.code.-1059': '重复请求，5分钟内检测到相同订单号',
  'error.code.-1027': '失败次数过多，请稍后再试',
  'error.code.other': '系统错误。',
};
