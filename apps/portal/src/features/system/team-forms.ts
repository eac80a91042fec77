import type { Translate } from '@mizani/i18n';
import type { Role, TeamMember } from '@mizani/sdk/contract';
import { STRONG_PASSWORD } from '@mizani/sdk/validation';
import * as yup from 'yup';

export const NAME_MAX = 30;

export interface RoleFormValues {
  roleName: string;
  remark: string;
}

export function roleSchema(t: Translate) {
  return yup.object({
    roleName: yup.string().trim().required(t('team.role.nameRequired')).max(NAME_MAX, t('team.role.nameLength')),
    remark: yup.string().max(500),
  });
}

export const roleFormOf = (role?: Role): RoleFormValues => ({ roleName: role?.roleName ?? '', remark: role?.remark ?? '' });

export interface MemberFormValues {
  userName: string;
  email: string;
  phonenumber: string;
  countryId: string;
  roleId: string;
  remark: string;
  password: string;
  confirmPassword: string;
}

const passwordRules = (t: Translate) => ({
  password: yup
    .string()
    .required(t('team.member.required.password'))
    .min(6, t('validation.passwordLength'))
    .max(12, t('validation.passwordLength'))
    .matches(STRONG_PASSWORD, t('validation.passwordStrength')),
  confirmPassword: yup
    .string()
    .required(t('team.member.required.password'))
    .oneOf([yup.ref('password')], t('validation.passwordMismatch')),
});

/** Add asks for a password; edit does not (a new one is set with "Reset password"). */
export function memberSchema(t: Translate, withPassword: boolean) {
  return yup.object({
    userName: yup.string().trim().required(t('team.member.required.userName')).max(NAME_MAX, t('team.member.userNameLength')),
    email: yup.string().trim().required(t('team.member.required.email')).email(t('validation.emailFormat')),
    phonenumber: yup
      .string()
      .trim()
      .required(t('team.member.required.phonenumber'))
      .matches(/^\d{6,15}$/, t('team.member.phoneFormat')),
    countryId: yup.string().required(t('team.member.required.countryId')),
    roleId: yup.string().required(t('team.member.required.roleId')),
    remark: yup.string().max(500),
    ...(withPassword ? passwordRules(t) : {}),
  });
}

export function resetPasswordSchema(t: Translate) {
  return yup.object(passwordRules(t));
}

export const memberFormOf = (member: TeamMember | undefined, defaultCountryId: number | null | undefined): MemberFormValues => ({
  userName: member?.userName ?? '',
  email: member?.email ?? '',
  phonenumber: member?.phonenumber ?? '',
  countryId: String(member?.countryId ?? defaultCountryId ?? ''),
  roleId: member && member.roleId > 0 ? String(member.roleId) : '',
  remark: member?.remark ?? '',
  password: '',
  confirmPassword: '',
});

export function memberBody(values: MemberFormValues) {
  const remark = values.remark.trim();
  return {
    userName: values.userName.trim(),
    email: values.email.trim(),
    // People type the trunk 0; the server keeps the national number without it.
    phonenumber: values.phonenumber.trim(),
    countryId: Number(values.countryId),
    roleId: Number(values.roleId),
    ...(remark ? { remark } : {}),
  };
}
