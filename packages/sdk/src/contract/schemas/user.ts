import { Type, type Static } from 'typebox';
import { ANNUAL_VOLUMES, INDUSTRIES, RELATIONSHIPS, USER_TYPES, VERIFICATION_STATUSES } from '../enums.ts';
import { ChannelTypeItem } from './common.ts';
import {
  CountryId,
  DateOnly,
  DateTime,
  Email,
  FileId,
  FundPassword,
  GivenPassword,
  Id,
  NewLoginPassword,
  Nullable,
  KeysetPageQuery,
  Phone,
  ShortText,
  VerificationCode,
} from './primitives.ts';

const closed = { additionalProperties: false } as const;

/** The signed-in user, exactly the fields of spec section 3 plus email. */
export const UserInfo = Type.Object({
  userId: Id,
  parentId: Type.Integer({ minimum: 0, description: '0 for a main account, the main account id for staff' }),
  nickName: Type.String(),
  accountNo: Type.String(),
  avatar: Nullable(FileId),
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  createTime: DateTime,
  userType: Type.Enum(USER_TYPES),
  auditStatus: Type.Enum(VERIFICATION_STATUSES, { description: 'KYC/KYB status: -1 not applied, 0 to verify, 1 approved, 2 rejected' }),
  countryId: Nullable(CountryId),
  countryName: Nullable(Type.String()),
  permissions: Type.Array(Type.String()),
  pspFlag: Type.Enum([0, 1], { description: '0 means the domestic service is enabled' }),
  mrpFlag: Type.Enum([0, 1], { description: '0 means the cross-border service is enabled' }),
  channelTypeList: Type.Array(ChannelTypeItem),
  fundPasswordFlag: Type.Boolean({ description: 'true once a transaction (fund) password is set' }),
});
export type UserInfo = Static<typeof UserInfo>;

export const PhoneLoginBody = Type.Object({ countryId: CountryId, phone: Phone, password: GivenPassword }, closed);
export type PhoneLoginBody = Static<typeof PhoneLoginBody>;

export const EmailLoginBody = Type.Object({ email: Email, password: GivenPassword }, closed);
export type EmailLoginBody = Static<typeof EmailLoginBody>;

export const LoginResult = Type.Object({ token: Type.String({ minLength: 1 }) });
export type LoginResult = Static<typeof LoginResult>;

export const PhoneRegisterBody = Type.Object(
  { countryId: CountryId, phone: Phone, code: VerificationCode, password: NewLoginPassword },
  closed,
);
export type PhoneRegisterBody = Static<typeof PhoneRegisterBody>;

export const EmailRegisterBody = Type.Object({ email: Email, code: VerificationCode, password: NewLoginPassword }, closed);
export type EmailRegisterBody = Static<typeof EmailRegisterBody>;

/** The registration code alone, checked at the sign-up form's first step. */
export const PhoneRegisterCodeBody = Type.Object({ countryId: CountryId, phone: Phone, code: VerificationCode }, closed);
export type PhoneRegisterCodeBody = Static<typeof PhoneRegisterCodeBody>;
export const EmailRegisterCodeBody = Type.Object({ email: Email, code: VerificationCode }, closed);
export type EmailRegisterCodeBody = Static<typeof EmailRegisterCodeBody>;

/** Register replies with the new account number, which the register-success screen shows. */
export const RegisterResult = Type.Object({ accountNo: Type.String() });
export type RegisterResult = Static<typeof RegisterResult>;

export const PhoneFindPwdBody = PhoneRegisterBody;
export type PhoneFindPwdBody = PhoneRegisterBody;
export const EmailFindPwdBody = EmailRegisterBody;
export type EmailFindPwdBody = EmailRegisterBody;

export const UserInfoSaveBody = Type.Object(
  { nickName: Type.String({ minLength: 1, maxLength: 30 }), avatar: Type.Optional(Nullable(FileId)) },
  closed,
);
export type UserInfoSaveBody = Static<typeof UserInfoSaveBody>;

/** Setting or replacing the fund password is confirmed with the login password. */
export const ResetFundPwdBody = Type.Object({ password: GivenPassword, fundPassword: FundPassword }, closed);
export type ResetFundPwdBody = Static<typeof ResetFundPwdBody>;

export const ResetPwdBody = Type.Object({ oldPassword: GivenPassword, password: NewLoginPassword }, closed);
export type ResetPwdBody = Static<typeof ResetPwdBody>;

/** The code comes from `/common/sendCode` with scene 'changePhone', sent to the new number. */
export const ChangePhoneBody = Type.Object({ countryId: CountryId, phone: Phone, code: VerificationCode }, closed);
export type ChangePhoneBody = Static<typeof ChangePhoneBody>;

/** The code comes from `/common/sendMailCode` with scene 'changeEmail', sent to the new address. */
export const ChangeEmailBody = Type.Object({ email: Email, code: VerificationCode }, closed);
export type ChangeEmailBody = Static<typeof ChangeEmailBody>;

export const OperationLogQuery = KeysetPageQuery({ operation: Type.Optional(ShortText) });
export type OperationLogQuery = Static<typeof OperationLogQuery>;

export const OperationLog = Type.Object({
  id: Id,
  operation: Type.String({ description: 'What was done, e.g. "login", "resetPwd"' }),
  ip: Type.String(),
  location: Nullable(Type.String()),
  userAgent: Nullable(Type.String()),
  success: Type.Boolean(),
  createTime: DateTime,
});
export type OperationLog = Static<typeof OperationLog>;

// Identity verification. Files are ids returned by the upload call.
const kycFields = {
  idFront: FileId,
  idBack: FileId,
  livePhoto: FileId,
  validityDate: DateOnly,
};
export const Kyc = Type.Object(kycFields);
export type Kyc = Static<typeof Kyc>;

const kybFields = {
  companyPhone: Type.String({ minLength: 1, maxLength: 30 }),
  companyEmail: Email,
  companyName: Type.String({ minLength: 1, maxLength: 200 }),
  companyAddress: Type.String({ minLength: 1, maxLength: 300 }),
  tradingName: Type.String({ minLength: 1, maxLength: 200 }),
  natureScope: Type.Enum(INDUSTRIES, { description: 'Industry 1 to 25' }),
  turnover: Type.Enum(ANNUAL_VOLUMES, { description: 'Annual volume band 1 to 6' }),
  receiveCountry: Type.String({ minLength: 1, maxLength: 300 }),
  remitCountry: Type.String({ minLength: 1, maxLength: 300 }),
  incorporationCertificate: FileId,
  memorandum: FileId,
  boardResolution: Type.Optional(FileId),
  taxPinCertificate: FileId,
  taxCompliance: Type.Optional(FileId),
  proofOfAddress: FileId,
  latestAudit: Type.Optional(FileId),
  businessPermit: Type.Optional(FileId),
  amlPolicy: Type.Optional(FileId),
  sourceOfFunds: Type.Optional(FileId),
  tradingLicense: Type.Optional(FileId),
};
export const Kyb = Type.Object(kybFields);
export type Kyb = Static<typeof Kyb>;

/** `/user/auth`: the user's verification record, if any. */
export const AuthInfo = Type.Object({
  id: Nullable(Id),
  auditStatus: Type.Enum(VERIFICATION_STATUSES),
  rejectReason: Nullable(Type.String()),
  kyc: Nullable(Kyc),
  kyb: Nullable(Kyb),
});
export type AuthInfo = Static<typeof AuthInfo>;

/**
 * KYC for individuals, KYB for companies; the record is saved first, then submitted with startAuth.
 * Every file id must be a file the account uploaded with the purpose 'kyc' or 'kyb' matching
 * `kind`, and the KYC validity date must not have passed (-1008 naming the field). Saving or
 * submitting while the record awaits review or is approved fails with -1040; a rejected record may
 * be edited and submitted again.
 */
export const AuthSaveBody = Type.Union([
  Type.Object({ kind: Type.Literal('kyc'), ...kycFields }, closed),
  Type.Object({ kind: Type.Literal('kyb'), ...kybFields }, closed),
]);
export type AuthSaveBody = Static<typeof AuthSaveBody>;

export const AuthSaveResult = Type.Object({ id: Id });
export type AuthSaveResult = Static<typeof AuthSaveResult>;

export const IdParams = Type.Object({ id: Id });
export type IdParams = Static<typeof IdParams>;

export const StartAuthResult = Type.Object({ auditStatus: Type.Enum(VERIFICATION_STATUSES) });
export type StartAuthResult = Static<typeof StartAuthResult>;

const contractWorkerFields = {
  name: Type.String({ minLength: 1, maxLength: 100 }),
  idNo: Type.String({ minLength: 1, maxLength: 50 }),
  payeeRelation: Type.Enum(RELATIONSHIPS),
  payeeIdCardNo: Type.String({ minLength: 1, maxLength: 50 }),
  workArea: Type.String({ minLength: 1, maxLength: 100 }),
  workAddress: Type.String({ minLength: 1, maxLength: 300 }),
  residenceFile: FileId,
  contractFile: FileId,
  incomeProofFile: FileId,
  relationFile: FileId,
};
/** The worker a salary payment is made for (contract documents of a cross-border order). */
export const ContractWorker = Type.Object({ id: Id, ...contractWorkerFields });
export type ContractWorker = Static<typeof ContractWorker>;

/** Creates the record, or updates it when `id` is given. */
export const ContractWorkerHandleBody = Type.Object({ id: Type.Optional(Id), ...contractWorkerFields }, closed);
export type ContractWorkerHandleBody = Static<typeof ContractWorkerHandleBody>;

export const ContractWorkerHandleResult = Type.Object({ id: Id });
export type ContractWorkerHandleResult = Static<typeof ContractWorkerHandleResult>;

export const TempUrlQuery = Type.Object({ filePath: FileId }, closed);
export type TempUrlQuery = Static<typeof TempUrlQuery>;

/**
 * `url` is a path on the API's origin (`/api/file/<signed token>`) that serves the file inline for
 * five minutes, until `expireTime`; then it answers 410. Only the owner and its staff get one.
 */
export const TempUrl = Type.Object({ url: Type.String(), expireTime: DateTime });
export type TempUrl = Static<typeof TempUrl>;
