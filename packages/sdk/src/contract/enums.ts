/**
 * Enumerated values of spec section 3, as plain data: the schemas build their unions from these
 * arrays and the apps map them to labels from @mizani/i18n. No schema code here, so browser code
 * may import this file at runtime.
 */
import { CHANNEL_REGISTRY, channelsWith, TANZANIA, type ChannelRow, type PaymentChannel } from './channels.ts';

export type { PaymentChannel } from './channels.ts';

const channelsWhere = (test: (row: ChannelRow) => boolean): readonly PaymentChannel[] =>
  CHANNEL_REGISTRY.filter(test).map((row) => row.payType);

/** Payment channels (`payType`): the rows of the channel registry (channels.ts). */
export const PAYMENT_CHANNELS: readonly PaymentChannel[] = CHANNEL_REGISTRY.map((row) => row.payType);

/** Order scope, and the `type` of a channel-list item: 0 domestic (PSP), 1 cross-border (MRP). */
export const Scope = { DOMESTIC: 0, CROSS_BORDER: 1 } as const;
export type Scope = (typeof Scope)[keyof typeof Scope];
export const SCOPES = [0, 1] as const;

/** `channelType` of a channel-list item. */
export const ChannelType = { TOP_UP: -1, SEND: 0, COLLECTION: 1 } as const;
export type ChannelType = (typeof ChannelType)[keyof typeof ChannelType];
export const CHANNEL_TYPES = [-1, 0, 1] as const;

/** Order kind (`type` of an order). */
export const OrderKind = { RECHARGE: -1, PAYMENT: 0 } as const;
export type OrderKind = (typeof OrderKind)[keyof typeof OrderKind];
export const ORDER_KINDS = [-1, 0] as const;

export const OrderStatus = { MANUAL_PENDING: -2, PAY_PENDING: -1, PENDING: 0, PASS: 1, REJECT: 2, CANCEL: 3 } as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];
export const ORDER_STATUSES = [-2, -1, 0, 1, 2, 3] as const;

/** Review of a record by the operator's staff. */
export const AuditStatus = { AWAITING_REVIEW: 0, APPROVED: 1, REJECTED: 2 } as const;
export type AuditStatus = (typeof AuditStatus)[keyof typeof AuditStatus];
export const AUDIT_STATUSES = [0, 1, 2] as const;

/**
 * Verification (KYC/KYB, API access) status: the audit status plus -1 for "not applied yet", which
 * the dashboard shows as pending (spec section 4).
 */
export const VerificationStatus = { NOT_APPLIED: -1, ...AuditStatus } as const;
export type VerificationStatus = (typeof VerificationStatus)[keyof typeof VerificationStatus];
export const VERIFICATION_STATUSES = [-1, 0, 1, 2] as const;

export const USER_TYPES = ['user', 'agent', 'company'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const AccountHolderType = { COMPANY: 1, INDIVIDUAL: 2, OWN_ACCOUNT: 3 } as const;
export const ACCOUNT_HOLDER_TYPES = [1, 2, 3] as const;

/** Industries 1 to 25 (KYB `natureScope`). */
export const INDUSTRIES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25] as const;
/** Annual volume bands 1 to 6 (KYB `turnover`). */
export const ANNUAL_VOLUMES = [1, 2, 3, 4, 5, 6] as const;

export const GENDERS = ['0', '1'] as const;

export const PayoutStatus = { PENDING: 0, PROCESSING: 1, SUCCESS: 2, REJECT: 3 } as const;
export const PAYOUT_STATUSES = [0, 1, 2, 3] as const;

/** The mobile operators of spec section 3: the Tanzanian wallets. */
export const MOBILE_OPERATORS = channelsWhere((row) => row.family === 'mobile_money' && row.countries.includes(TANZANIA));

export const Relationship = { CHILD: 0, PARENT: 1, SPOUSE: 2, SIBLING: 3, GRANDPARENT: 4, ONESELF: 5 } as const;
export const RELATIONSHIPS = [0, 1, 2, 3, 4, 5] as const;

export const CROSS_BORDER_ORDER_STATUSES = ['UN_VERIFY', 'VERIFY_BACK', 'SUCCESS', 'FAIL', 'DEAL', 'INIT', 'DECLARE_FAIL'] as const;
export const REMIT_STATUSES = ['REMIT_INIT', 'REMIT_DEAL', 'REMIT_SUCCESS', 'UN_RETURNED', 'RETURNED', 'DEAL'] as const;

export const SOURCES_OF_FUNDS = ['BUSINESS RETURNS', 'GIFT', 'INHERITANCE', 'LOANS', 'SALARY', 'SAVINGS', 'WINNINGS'] as const;

export const TRADE_TYPES = ['0', '1', '3', '4', '5', '6', '7'] as const;

/** The CNY Account channels (400 from Tanzania, 401 from Kenya): the bank in China pays into an exchange settlement account. */
export const SETTLEMENT_ACCOUNT_CHANNELS = channelsWhere((row) => row.family === 'cny_account');
/** The exchange settlement account's holder: 1 a person, 2 a company. */
export const SETTLEMENT_ACCOUNT_TYPES = [1, 2] as const;
/** Top-up channels paid by bank transfer, whose order keeps the transfer's reference for the operator to match. */
export const TRANSFER_REFERENCE_CHANNELS = channelsWhere((row) => row.family === 'cny_account' || row.family === 'bank_top_up');

/** Verification-code purposes of `/common/sendCode` (SMS). */
// No call signs in with a code: a 'login' scene only let anyone use up an owner's code allowance.
export const SMS_CODE_SCENES = ['register', 'findPwd', 'changePhone'] as const;
export type SmsCodeScene = (typeof SMS_CODE_SCENES)[number];
/** Verification-code purposes of `/common/sendMailCode`. */
export const MAIL_CODE_SCENES = ['register', 'findPwd', 'changeEmail'] as const;
export type MailCodeScene = (typeof MAIL_CODE_SCENES)[number];

/** What an uploaded file is for (`purpose` of the upload call); a KYC/KYB record takes only its own kind. */
export const FILE_PURPOSES = ['avatar', 'kyc', 'kyb', 'order'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];
/**
 * The types the upload call accepts. The server decides the type from the file's first bytes, not
 * from its name or the browser's claim, so a renamed file is judged by what it is.
 */
export const UPLOAD_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type UploadFileType = (typeof UPLOAD_FILE_TYPES)[number];
/** Largest upload the server takes by default (5 MiB); an operator may lower or raise it. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** How long a link from `/user/getTempUrl` works. */
export const TEMP_URL_TTL_SECONDS = 300;

/**
 * How a payment channel moves money. Recipients, the transfer types of a country and the sandbox
 * rails all group channels this way: 2 M-pesa(KES) is Kenyan (Safaricom) M-Pesa, 7 M-pesa is
 * Tanzanian (Vodacom) M-Pesa.
 */
export const CHANNEL_FAMILIES = [
  'internal',
  'mobile_money',
  'bank',
  'cny_account',
  'offline',
  'cash',
  'bank_top_up',
  'stk_push',
  'paybill',
] as const;
export type ChannelFamily = (typeof CHANNEL_FAMILIES)[number];

export const CHANNEL_FAMILY = Object.fromEntries(CHANNEL_REGISTRY.map((row) => [row.payType, row.family])) as Record<PaymentChannel, ChannelFamily>;

/** Channels a person at the operator settles by hand: their orders wait in MANUAL_PENDING (-2). */
export const MANUAL_CHANNELS = channelsWhere((row) => row.manual === true);

/** The ways a recipient can be paid (`/common/queryTransferType`): the families of the send channels. */
export const TRANSFER_TYPES = ['internal', 'mobile_money', 'bank', 'cny_account', 'offline'] as const;
export type TransferKind = (typeof TRANSFER_TYPES)[number];

/**
 * Review of a recipient: the audit status plus -1 for a new recipient nobody has looked at yet.
 * 0 is a recipient whose payment details changed after a review and wait for a new one.
 */
export const PayeeAuditStatus = { PENDING: -1, ...AuditStatus } as const;
export type PayeeAuditStatus = (typeof PayeeAuditStatus)[keyof typeof PayeeAuditStatus];
export const PAYEE_AUDIT_STATUSES = [-1, 0, 1, 2] as const;

/** A virtual account goes Submitted -> Confirmed -> Successful; its details exist once Successful. */
export const VaStatus = { SUBMITTED: 'SUBMITTED', CONFIRMED: 'CONFIRMED', SUCCESSFUL: 'SUCCESSFUL' } as const;
export type VaStatus = (typeof VaStatus)[keyof typeof VaStatus];
export const VA_STATUSES = ['SUBMITTED', 'CONFIRMED', 'SUCCESSFUL'] as const;

/**
 * Channels a virtual account can be opened for: a dedicated account number at a partner bank that
 * payers reach by RTGS, Pesalink, TISS or TIPS, or an M-Pesa Paybill account number.
 */
export const VA_PAY_TYPES = channelsWith('virtualAccount');
