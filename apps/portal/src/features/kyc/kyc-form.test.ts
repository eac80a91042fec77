import { createTranslator, en } from '@mizani/i18n';
import type { AuthInfo } from '@mizani/sdk';
import { describe, expect, it } from 'vitest';
import { KENYA_AND_TANZANIA } from '../../test/fake-user.ts';
import { countryNames, initialValues, joinCountries, kindFor, kycSchema, splitCountries, toSaveBody, type KycFormValues } from './kyc-form.ts';
import { isEditable, stageOf } from './kyc-status.ts';

const t = createTranslator('en', en);
const TODAY = '2026-11-21';

async function errorsOf(values: KycFormValues): Promise<Record<string, string>> {
  try {
    await kycSchema(t, TODAY).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((item) => [item.path.replace(/\[\d+\]$/, ''), item.message]));
  }
}

const kybRecord: AuthInfo = {
  id: 8,
  auditStatus: 2,
  rejectReason: 'Memorandum unreadable',
  kyc: null,
  kyb: {
    companyPhone: '+255 754 321 000',
    companyEmail: 'finance@kilima.co.tz',
    companyName: 'Kilima Traders Ltd',
    companyAddress: 'Plot 12, Nyerere Road, Dar es Salaam',
    tradingName: 'Kilima',
    natureScope: 2,
    turnover: 3,
    receiveCountry: 'KE,TZ',
    remitCountry: 'CN',
    incorporationCertificate: 'f1',
    memorandum: 'f2',
    taxPinCertificate: 'f3',
    proofOfAddress: 'f4',
    tradingLicense: 'f5',
  },
};

describe('countries of a KYB record', () => {
  it('travel as ISO codes joined by commas, once each', () => {
    expect(joinCountries(['ke', 'TZ', 'KE', ' '])).toBe('KE,TZ');
    expect(splitCountries(' KE, tz ,,')).toEqual(['KE', 'TZ']);
    expect(splitCountries(null)).toEqual([]);
  });

  it('are named in the language on screen, unknown codes as they are', () => {
    expect(countryNames('KE,TZ,ZZ', KENYA_AND_TANZANIA, 'en')).toBe('Kenya, Tanzania, ZZ');
    expect(countryNames('KE,TZ', KENYA_AND_TANZANIA, 'zh')).toBe('肯尼亚、坦桑尼亚');
  });
});

describe('the form and the record', () => {
  it('is KYB for companies, and otherwise follows the record', () => {
    expect(kindFor({ userType: 'company' }, undefined)).toBe('kyb');
    expect(kindFor({ userType: 'user' }, undefined)).toBe('kyc');
    expect(kindFor({ userType: 'agent' }, kybRecord)).toBe('kyb');
  });

  it('starts from the saved record and sends it back unchanged', () => {
    const values = initialValues('kyb', kybRecord);
    expect(values.receiveCountry).toEqual(['KE', 'TZ']);
    expect(values.natureScope).toBe('2');
    expect(values.boardResolution).toBe('');
    expect(toSaveBody(values)).toEqual({ kind: 'kyb', ...kybRecord.kyb });
  });

  it('keeps the date alone from a timestamp the server sends for the validity date', () => {
    const record: AuthInfo = { id: 3, auditStatus: -1, rejectReason: null, kyb: null, kyc: { idFront: 'a', idBack: 'b', livePhoto: 'c', validityDate: '2030-05-01T00:00:00.000Z' } };
    const values = initialValues('kyc', record);
    expect(values.validityDate).toBe('2030-05-01');
    expect(toSaveBody(values)).toEqual({ kind: 'kyc', idFront: 'a', idBack: 'b', livePhoto: 'c', validityDate: '2030-05-01' });
  });

  it('trims text and turns the enumerations into numbers', () => {
    const values = { ...initialValues('kyb', undefined), companyName: '  Kilima  ', natureScope: '25', turnover: '6', receiveCountry: ['TZ'], remitCountry: ['KE', 'CN'] };
    const body = toSaveBody(values);
    expect(body).toMatchObject({ kind: 'kyb', companyName: 'Kilima', natureScope: 25, turnover: 6, receiveCountry: 'TZ', remitCountry: 'KE,CN' });
    expect(body).not.toHaveProperty('boardResolution');
  });
});

describe('kycSchema', () => {
  it('asks for every individual document and a validity date that has not passed', async () => {
    const empty = initialValues('kyc', undefined);
    expect(await errorsOf(empty)).toEqual({
      idFront: 'Upload this document',
      idBack: 'Upload this document',
      livePhoto: 'Upload this document',
      validityDate: 'This field is required',
    });
    const expired = { ...empty, idFront: 'a', idBack: 'b', livePhoto: 'c', validityDate: '2026-11-20' };
    expect(await errorsOf(expired)).toEqual({ validityDate: 'This document has expired: enter a date from today on' });
    expect(await errorsOf({ ...expired, validityDate: TODAY })).toEqual({});
  });

  it('requires every company field, a country each way and the four required documents', async () => {
    const errors = await errorsOf(initialValues('kyb', undefined));
    expect(Object.keys(errors).sort()).toEqual(
      [
        'companyAddress',
        'companyEmail',
        'companyName',
        'companyPhone',
        'tradingName',
        'natureScope',
        'turnover',
        'receiveCountry',
        'remitCountry',
        'incorporationCertificate',
        'memorandum',
        'taxPinCertificate',
        'proofOfAddress',
      ].sort(),
    );
    expect(errors.receiveCountry).toBe('Choose at least one country');
    expect(await errorsOf(initialValues('kyb', kybRecord))).toEqual({});
  });

  it('checks the company email and does not count spaces as a value', async () => {
    const values = { ...initialValues('kyb', kybRecord), companyEmail: 'finance@', tradingName: '   ' };
    expect(await errorsOf(values)).toEqual({ companyEmail: 'Email format incorrect', tradingName: 'This field is required' });
  });

  it('ignores the fields of the other kind', async () => {
    const values = { ...initialValues('kyc', undefined), idFront: 'a', idBack: 'b', livePhoto: 'c', validityDate: '2031-01-01' };
    expect(await errorsOf(values)).toEqual({});
  });
});

describe('stages', () => {
  it('tells a draft from a record never saved, and allows editing only before review and after a rejection', () => {
    expect(stageOf({ id: null, auditStatus: -1 })).toBe('notApplied');
    expect(stageOf({ id: 5, auditStatus: -1 })).toBe('draft');
    expect(stageOf({ id: 5, auditStatus: 0 })).toBe('awaiting');
    expect(stageOf({ id: 5, auditStatus: 1 })).toBe('approved');
    expect(stageOf({ id: 5, auditStatus: 2 })).toBe('rejected');
    expect(['notApplied', 'draft', 'awaiting', 'approved', 'rejected'].map((stage) => isEditable(stage as never))).toEqual([true, true, false, false, true]);
  });
});
