import { createTranslator, en, type Translate } from '@mizani/i18n';
import { zh } from '@mizani/i18n/messages/zh';
import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import { confirmPasswordSchema, emailSchema, fundPasswordSchema, newEmailSchema, newPasswordSchema, newPhoneSchema, passwordSchema } from './index.ts';

const tEn = createTranslator('en', en);
const tZh = createTranslator('zh', zh);

/** The first error message, or null when the value passes. */
async function errorOf(schema: { validate: (value: unknown) => Promise<unknown> }, value: unknown): Promise<string | null> {
  try {
    await schema.validate(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('login password', () => {
  it('is 6 to 12 characters', async () => {
    expect(await errorOf(passwordSchema(tEn), 'Ab#12')).toBe('Password length is 6-12 characters!');
    expect(await errorOf(passwordSchema(tEn), 'Ab#1234567890')).toBe('Password length is 6-12 characters!');
    expect(await errorOf(passwordSchema(tEn), 'Ab#123')).toBeNull();
    expect(await errorOf(passwordSchema(tEn), 'Ab#123456789')).toBeNull();
  });

  it('speaks the language of the translator it was given', async () => {
    expect(await errorOf(passwordSchema(tZh), 'abc')).toBe('密码长度为6-12个字符！');
    expect(await errorOf(passwordSchema(tZh), '123456')).toBe('登录密码须包含数字、大小写字母以及一个除空格以外的特殊字符');
  });

  it('needs a digit, an upper and a lower case letter, and a special character other than a space', async () => {
    const strength = 'The login password must contain digits, upper and lower case letters, and a special character other than a space';
    for (const weak of ['123456', 'aaaaaa', 'Abcdef', 'abc#12', 'ABC#12', 'Abc#de', 'Abc123', 'Abc 123']) {
      expect({ weak, error: await errorOf(passwordSchema(tEn), weak) }).toEqual({ weak, error: strength });
    }
    for (const strong of ['Demo@2026', 'Test@1234', 'a B1-cd', 'Zz9_zz', '密码Ab1!']) expect({ strong, error: await errorOf(passwordSchema(tEn), strong) }).toEqual({ strong, error: null });
  });

  it('is required', async () => {
    expect(await errorOf(passwordSchema(tEn), '')).toBe('This field is required');
  });
});

describe('password pairs', () => {
  const confirmForm = (t: Translate) => object({ password: passwordSchema(t), confirmPassword: confirmPasswordSchema(t, 'password') });
  const changeForm = (t: Translate) => object({ oldPassword: passwordSchema(t), password: newPasswordSchema(t, 'oldPassword') });

  it('the confirmation must match', async () => {
    expect(await errorOf(confirmForm(tEn), { password: 'Secret#1', confirmPassword: 'Secret#2' })).toBe('The two passwords you entered did not match.');
    expect(await errorOf(confirmForm(tZh), { password: 'Secret#1', confirmPassword: 'Secret#2' })).toBe('两次输入的密码不一致。');
    expect(await errorOf(confirmForm(tEn), { password: 'Secret#1', confirmPassword: 'Secret#1' })).toBeNull();
  });

  it('the new password must differ from the old one and keep the length rule', async () => {
    expect(await errorOf(changeForm(tEn), { oldPassword: 'Secret#1', password: 'Secret#1' })).toBe(
      'The new password must be different from the old password',
    );
    expect(await errorOf(changeForm(tEn), { oldPassword: 'Secret#1', password: 'New#1' })).toBe('Password length is 6-12 characters!');
    expect(await errorOf(changeForm(tEn), { oldPassword: 'Secret#1', password: 'Secret#2' })).toBeNull();
  });
});

describe('fund password', () => {
  it('is exactly 6 digits', async () => {
    for (const bad of ['12345', '1234567', '12345a', '12 456']) expect(await errorOf(fundPasswordSchema(tEn), bad)).toBe('The transaction password must be exactly 6 digits');
    expect(await errorOf(fundPasswordSchema(tEn), '012345')).toBeNull();
    expect(await errorOf(fundPasswordSchema(tZh), '1')).toBe('交易密码必须为6位数字');
  });
});

describe('email', () => {
  it("reports 'Email format incorrect'", async () => {
    expect(await errorOf(emailSchema(tEn), 'not-an-email')).toBe('Email format incorrect');
    expect(await errorOf(emailSchema(tEn), 'amani@')).toBe('Email format incorrect');
    expect(await errorOf(emailSchema(tZh), 'x')).toBe('邮箱格式不正确');
    expect(await errorOf(emailSchema(tEn), ' amani@example.co.ke ')).toBeNull();
  });
});

describe('new phone and new email', () => {
  it('a new phone must differ from the old one, however it is spaced', async () => {
    expect(await errorOf(newPhoneSchema(tEn, '712345678'), '0712 345 678')).toBe('The new phone number must be different from the old one');
    expect(await errorOf(newPhoneSchema(tZh, '712345678'), '712345678')).toBe('新手机号不能与原手机号相同');
    expect(await errorOf(newPhoneSchema(tEn, '712345678'), '722000111')).toBeNull();
    expect(await errorOf(newPhoneSchema(tEn, null), '722000111')).toBeNull();
  });

  it('a new email must differ from the old one, whatever its case', async () => {
    expect(await errorOf(newEmailSchema(tEn, 'Amani@Example.co.ke'), 'amani@example.co.ke')).toBe('The new email must be different from the old one');
    expect(await errorOf(newEmailSchema(tZh, 'a@example.com'), 'a@example.com')).toBe('新邮箱不能与原邮箱相同');
    expect(await errorOf(newEmailSchema(tEn, 'a@example.com'), 'bad')).toBe('Email format incorrect');
    expect(await errorOf(newEmailSchema(tEn, 'a@example.com'), 'b@example.com')).toBeNull();
  });
});
