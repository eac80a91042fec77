import type { MessageId, Translate } from '@mizani/i18n';
import { ANNUAL_VOLUMES, INDUSTRIES, type AuthInfo, type AuthSaveBody, type Country, type Kyb, type UserInfo } from '@mizani/sdk';
import { array, object, string, type AnyObject, type ObjectSchema, type Schema, type StringSchema } from 'yup';
import { dateInZone } from '../../lib/date-time.ts';

export type KycKind = AuthSaveBody['kind'];

export const KYC_FILE_FIELDS = ['idFront', 'idBack', 'livePhoto'] as const;
export type KycFileField = (typeof KYC_FILE_FIELDS)[number];

/** Every KYB document of spec section 3, in its order; the first four are required by the server. */
export const KYB_DOCUMENTS = [
  { field: 'incorporationCertificate', required: true },
  { field: 'memorandum', required: true },
  { field: 'boardResolution', required: false },
  { field: 'taxPinCertificate', required: true },
  { field: 'taxCompliance', required: false },
  { field: 'proofOfAddress', required: true },
  { field: 'latestAudit', required: false },
  { field: 'businessPermit', required: false },
  { field: 'amlPolicy', required: false },
  { field: 'sourceOfFunds', required: false },
  { field: 'tradingLicense', required: false },
] as const;
export type KybDocumentField = (typeof KYB_DOCUMENTS)[number]['field'];

export const KYB_TEXT_FIELDS = ['companyName', 'tradingName', 'companyPhone', 'companyEmail', 'companyAddress'] as const;
export type KybTextField = (typeof KYB_TEXT_FIELDS)[number];

/** Longest values the contract takes. */
export const KYB_MAX_LENGTH: Record<KybTextField, number> = {
  companyName: 200,
  tradingName: 200,
  companyPhone: 30,
  companyEmail: 254,
  companyAddress: 300,
};

export const INDUSTRY_LABELS = Object.fromEntries(INDUSTRIES.map((value) => [value, `kyc.industry.${value}` as MessageId])) as Record<
  (typeof INDUSTRIES)[number],
  MessageId
>;
export const TURNOVER_LABELS = Object.fromEntries(ANNUAL_VOLUMES.map((value) => [value, `kyc.turnover.${value}` as MessageId])) as Record<
  (typeof ANNUAL_VOLUMES)[number],
  MessageId
>;

/** The form's values: every field as text (file ids, ISO dates, enumeration values), countries as ISO codes. */
export type KycFormValues = {
  kind: KycKind;
  validityDate: string;
  natureScope: string;
  turnover: string;
  receiveCountry: string[];
  remitCountry: string[];
} & Record<KycFileField | KybDocumentField | KybTextField, string>;

/**
 * Receive and remit countries travel as one text each: the countries' ISO codes joined by commas
 * ('KE,TZ'), readable by the operator reviewing the record and independent of the language.
 */
export function joinCountries(codes: readonly string[]): string {
  return [...new Set(codes.map((code) => code.trim().toUpperCase()).filter(Boolean))].join(',');
}

export function splitCountries(text: string | null | undefined): string[] {
  return joinCountries((text ?? '').split(',')).split(',').filter(Boolean);
}

/** Which form a user fills: companies always KYB; others as their record says, else KYC. */
export function kindFor(user: Pick<UserInfo, 'userType'>, auth: Pick<AuthInfo, 'kyb'> | undefined): KycKind {
  if (user.userType === 'company') return 'kyb';
  return auth?.kyb ? 'kyb' : 'kyc';
}

/** The form's starting values, from the saved record when there is one. */
export function initialValues(kind: KycKind, auth: AuthInfo | undefined): KycFormValues {
  const kyc = auth?.kyc;
  const kyb: Partial<Kyb> = auth?.kyb ?? {};
  const documents = Object.fromEntries(KYB_DOCUMENTS.map(({ field }) => [field, kyb[field] ?? ''])) as Record<KybDocumentField, string>;
  return {
    kind,
    idFront: kyc?.idFront ?? '',
    idBack: kyc?.idBack ?? '',
    livePhoto: kyc?.livePhoto ?? '',
    // The server may send a date column as a full timestamp; the date input wants the day alone.
    validityDate: kyc?.validityDate ? kyc.validityDate.slice(0, 10) : '',
    companyName: kyb.companyName ?? '',
    tradingName: kyb.tradingName ?? '',
    companyPhone: kyb.companyPhone ?? '',
    companyEmail: kyb.companyEmail ?? '',
    companyAddress: kyb.companyAddress ?? '',
    natureScope: kyb.natureScope ? String(kyb.natureScope) : '',
    turnover: kyb.turnover ? String(kyb.turnover) : '',
    receiveCountry: splitCountries(kyb.receiveCountry),
    remitCountry: splitCountries(kyb.remitCountry),
    ...documents,
  };
}

/** The wire body of `/user/auth/save`: trimmed text, numbers for the enumerations, optional documents only when given. */
export function toSaveBody(values: KycFormValues): AuthSaveBody {
  if (values.kind === 'kyc') {
    return { kind: 'kyc', idFront: values.idFront, idBack: values.idBack, livePhoto: values.livePhoto, validityDate: values.validityDate };
  }
  const documents: Partial<Record<KybDocumentField, string>> = {};
  for (const { field } of KYB_DOCUMENTS) if (values[field]) documents[field] = values[field];
  return {
    kind: 'kyb',
    companyName: values.companyName.trim(),
    tradingName: values.tradingName.trim(),
    companyPhone: values.companyPhone.trim(),
    companyEmail: values.companyEmail.trim(),
    companyAddress: values.companyAddress.trim(),
    natureScope: Number(values.natureScope) as Kyb['natureScope'],
    turnover: Number(values.turnover) as Kyb['turnover'],
    receiveCountry: joinCountries(values.receiveCountry),
    remitCountry: joinCountries(values.remitCountry),
    ...(documents as Pick<Kyb, 'incorporationCertificate' | 'memorandum' | 'taxPinCertificate' | 'proofOfAddress'>),
  };
}

/** Names the countries of a joined list in the language on screen, for the summary. */
export function countryNames(text: string | null | undefined, countries: readonly Country[], locale: 'en' | 'zh'): string {
  return splitCountries(text)
    .map((code) => {
      const country = countries.find((candidate) => candidate.isoCode.toUpperCase() === code);
      if (!country) return code;
      return locale === 'zh' ? country.nameZh : country.name;
    })
    .join(locale === 'zh' ? '、' : ', ');
}

/** A text rule that applies only to the form of `kind`. */
function forKind(kind: KycKind, rule: (schema: StringSchema) => Schema): Schema {
  return string().when('kind', { is: kind, then: rule, otherwise: (schema) => schema });
}

/**
 * The rules of the form: every KYC field; for KYB every company field (spec section 5, "company
 * fields are required") and the documents the server requires. `today` is the date in the user's
 * zone, so an ID that expires today is still accepted.
 */
export function kycSchema(t: Translate, today: string = dateInZone(new Date())): ObjectSchema<AnyObject> {
  const required = t('validation.required');
  const upload = t('upload.required');
  const countries = (): Schema =>
    array(string().required()).when('kind', {
      is: 'kyb',
      then: (schema) => schema.min(1, t('kyc.field.countriesRequired')),
      otherwise: (schema) => schema,
    });

  const shape: Record<string, Schema> = {
    kind: string().oneOf(['kyc', 'kyb']).required(),
    validityDate: forKind('kyc', (schema) =>
      schema.required(required).test('not-expired', t('kyc.field.validityDatePast'), (value) => !value || value >= today),
    ),
    natureScope: forKind('kyb', (schema) => schema.required(required)),
    turnover: forKind('kyb', (schema) => schema.required(required)),
    receiveCountry: countries(),
    remitCountry: countries(),
  };
  for (const field of KYC_FILE_FIELDS) shape[field] = forKind('kyc', (schema) => schema.required(upload));
  for (const field of KYB_TEXT_FIELDS) {
    const max = KYB_MAX_LENGTH[field];
    shape[field] = forKind('kyb', (schema) => {
      const rule = schema.trim().required(required).max(max, t('kyc.field.tooLong', { max }));
      return field === 'companyEmail' ? rule.email(t('validation.emailFormat')) : rule;
    });
  }
  for (const { field, required: isRequired } of KYB_DOCUMENTS) {
    shape[field] = isRequired ? forKind('kyb', (schema) => schema.required(upload)) : string();
  }
  return object(shape);
}
