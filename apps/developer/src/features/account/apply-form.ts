import type { Translate } from '@mizani/i18n';
import type { ApiApplyBody, ApiInfo } from '@mizani/sdk/contract';
import { object, string } from 'yup';

export interface ApplyFormValues {
  companyName: string;
  companyWebsite: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  notifyUrl: string;
  /** One address or IPv4 block per line (commas and spaces work too). */
  ipWhitelist: string;
  remark: string;
}

// The server's rule for an entry: digits, hex, dots and colons, optionally /prefix.
const IP_ENTRY = /^[0-9A-Fa-f:.]+(\/\d{1,3})?$/;
const IPV4 = /^(\d{1,3})(\.\d{1,3}){3}(\/\d{1,2})?$/;
const MAX_IPS = 20;

export function splitIpList(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function isIpEntry(entry: string): boolean {
  if (!IP_ENTRY.test(entry) || entry.length < 2 || entry.length > 45) return false;
  if (entry.includes(':')) return true;
  if (!IPV4.test(entry)) return false;
  const [address = '', prefix] = entry.split('/');
  return address.split('.').every((part) => Number(part) <= 255) && (prefix === undefined || Number(prefix) <= 32);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** A rejected application comes back with what it said, so re-applying changes only what was wrong. */
export function initialApplyValues(info: ApiInfo | undefined): ApplyFormValues {
  return {
    companyName: info?.companyName ?? '',
    companyWebsite: info?.companyWebsite ?? '',
    contactName: info?.contactName ?? '',
    contactEmail: info?.contactEmail ?? '',
    contactPhone: info?.contactPhone ?? '',
    notifyUrl: info?.notifyUrl ?? '',
    ipWhitelist: (info?.ipWhitelist ?? []).join('\n'),
    remark: info?.remark ?? '',
  };
}

export function applySchema(t: Translate) {
  const required = t('validation.required');
  return object({
    companyName: string().trim().required(required).max(200),
    companyWebsite: string()
      .trim()
      .max(300)
      .test('url', t('api.apply.urlInvalid'), (value) => !value || isHttpUrl(value)),
    contactName: string().trim().required(required).max(100),
    contactEmail: string().trim().required(required).email(t('validation.emailFormat')).max(254, t('validation.emailFormat')),
    contactPhone: string()
      .trim()
      .required(required)
      .matches(/^\d{6,15}$/, t('api.apply.phoneInvalid')),
    notifyUrl: string()
      .trim()
      .required(required)
      .max(500)
      .test('url', t('api.apply.urlInvalid'), (value) => !value || isHttpUrl(value)),
    ipWhitelist: string()
      .test('ips', t('api.apply.ipInvalid'), (value) => splitIpList(value ?? '').every(isIpEntry))
      .test('count', t('api.apply.ipTooMany', { max: MAX_IPS }), (value) => splitIpList(value ?? '').length <= MAX_IPS),
    remark: string().max(500),
  });
}

/** Form text -> the body of `/user/userApi/save`. */
export function toApplyBody(values: ApplyFormValues): ApiApplyBody {
  const website = values.companyWebsite.trim();
  const remark = values.remark.trim();
  return {
    companyName: values.companyName.trim(),
    ...(website ? { companyWebsite: website } : {}),
    contactName: values.contactName.trim(),
    contactEmail: values.contactEmail.trim(),
    contactPhone: values.contactPhone.trim(),
    notifyUrl: values.notifyUrl.trim(),
    ipWhitelist: splitIpList(values.ipWhitelist),
    ...(remark ? { remark } : {}),
  };
}
