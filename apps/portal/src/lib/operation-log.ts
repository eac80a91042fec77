import type { MessageId } from '@mizani/i18n';

/** Operations the server records in the operation log, with their labels. */
const OPERATION_LABELS: Record<string, MessageId> = {
  login: 'operationLog.op.login',
  logout: 'operationLog.op.logout',
  register: 'operationLog.op.register',
  resetPwd: 'operationLog.op.resetPwd',
  resetFundPwd: 'operationLog.op.resetFundPwd',
  findPwd: 'operationLog.op.findPwd',
  infoSave: 'operationLog.op.infoSave',
  changePhone: 'operationLog.op.changePhone',
  changeEmail: 'operationLog.op.changeEmail',
  startAuth: 'operationLog.op.startAuth',
  fxConvert: 'operationLog.op.fxConvert',
  apiApply: 'operationLog.op.apiApply',
  apiRefresh: 'operationLog.op.apiRefresh',
  apiWebhookSecretRefresh: 'operationLog.op.apiWebhookSecretRefresh',
  fundPassword: 'operationLog.op.fundPassword',
  vaApply: 'operationLog.op.vaApply',
  payeeAdd: 'operationLog.op.payeeAdd',
  payeeEdit: 'operationLog.op.payeeEdit',
  payeeDelete: 'operationLog.op.payeeDelete',
  teamAdd: 'operationLog.op.teamAdd',
  teamEdit: 'operationLog.op.teamEdit',
  teamDelete: 'operationLog.op.teamDelete',
  teamResetPwd: 'operationLog.op.teamResetPwd',
  roleAdd: 'operationLog.op.roleAdd',
  roleEdit: 'operationLog.op.roleEdit',
  roleStatus: 'operationLog.op.roleStatus',
};

/** The operation names the server records (its user-log operations), for tests and filters. */
export const OPERATIONS: readonly string[] = Object.keys(OPERATION_LABELS);

/**
 * The label of an operation. One this build does not know yet gets a generic label rather than
 * its internal name ('teamAdd' means nothing to a customer); the detail column still says what
 * happened.
 */
export function operationLabel(t: (id: MessageId) => string, operation: string): string {
  const id = Object.hasOwn(OPERATION_LABELS, operation) ? OPERATION_LABELS[operation] : undefined;
  return t(id ?? 'operationLog.op.other');
}

// Order matters: Edge and Opera also say Chrome, and Chrome also says Safari.
const BROWSERS: [RegExp, string][] = [
  [/EdgA?\/|Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * A short name for the device behind a user-agent string ('Chrome · Windows'), enough to tell
 * one's own phone from a stranger's laptop; null when nothing is recognised. Programs calling the
 * API directly (curl, a server) are named by their first word.
 */
export function describeDevice(userAgent: string | null | undefined): string | null {
  const agent = userAgent?.trim();
  if (!agent) return null;
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser && system) return `${browser} · ${system}`;
  if (browser ?? system) return (browser ?? system) as string;
  const program = /^([A-Za-z][\w.-]*)(?:\/[\w.]+)?/.exec(agent);
  return program?.[1] ?? null;
}
