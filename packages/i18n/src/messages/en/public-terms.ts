// The text of the Terms and conditions (/termsConditions). It goes out with its page's module (src/pages/terms.ts).
export const termsPageMessages = {
  'terms.documentTitle': 'Terms and conditions',
  'terms.title': 'Terms and conditions',
  'terms.lead':
    'These terms form the agreement between you and Mizani Pay when you open an account and use our portal, developer console and API. Please read them carefully; by creating an account you accept them.',
  'terms.account.title': 'Your account',
  'terms.account.item1': 'You must be at least 18 years old, or a company properly registered, to open an account.',
  'terms.account.item2': 'The information you give us must be true and kept up to date. Each person or company may hold one main account.',
  'terms.account.item3':
    'Keep your login password, transaction password and verification codes secret. Payments confirmed with them are treated as made by you. Tell us at once if you think someone else has used your account.',
  'terms.account.item4':
    'A main account may add team members (staff accounts). The main account holder is responsible for what its staff do with the permissions they are given.',
  'terms.kyc.title': 'Identity verification',
  'terms.kyc.p1':
    'Before you can send money we must verify your identity (KYC) or, for a company, the business and the people behind it (KYB). We may ask for more documents at any time, and we may refuse or suspend a service while verification is incomplete. If your verification is rejected we tell you why, and you can correct it and submit again.',
  'terms.payments.title': 'Payments',
  'terms.payments.p1':
    'You are responsible for the recipient details you enter. Check the recipient’s name, number and country before you confirm: a payment sent to details you gave us cannot always be recovered. We may refuse or hold a payment that the law, our risk rules or a partner’s rules do not allow.',
  'terms.fees.title': 'Fees and exchange rates',
  'terms.fees.p1':
    'The fee and, for a payment in another currency, the exchange rate are shown before you confirm, and the amount the recipient receives is the amount shown. Rates move with the market: a rate applies only to the payment confirmed while it is shown. A recipient’s bank or operator may charge its own fees, which we do not control.',
  'terms.limits.title': 'Limits',
  'terms.limits.p1':
    'Payments are subject to limits per transaction, per day and per month. Limits depend on your country, your verification level and the payment channel, and may change when the law or our partners require it. The portal shows when a payment exceeds a limit.',
  'terms.cancel.title': 'Cancellations and refunds',
  'terms.cancel.p1':
    'A payment may be cancelled only while its status allows it. Cancelling a transaction or a withdrawal is irreversible: once cancelled it cannot be restored and must be made again as a new payment. A payment that fails or is cancelled before it is paid out is returned to your wallet balance.',
  'terms.disputes.title': 'Complaints and disputes',
  'terms.disputes.p1':
    'If something goes wrong, contact us within 30 days with your account number and the transaction number. We acknowledge complaints within two working days and aim to resolve them within 14 days. If you are not satisfied with our answer you may refer the matter to the payment system regulator of your country or to the courts.',
  'terms.suspension.title': 'Suspension and closing your account',
  'terms.suspension.p1':
    'You may close your account at any time once pending payments are settled; any balance is paid out to an account in your name. We may suspend or close an account if we must do so by law, if we suspect fraud or misuse, or if these terms are seriously broken, and we tell you unless the law forbids it.',
  'terms.liability.title': 'Our responsibility',
  'terms.liability.p1':
    'We carry out payments with reasonable care and skill. We are not responsible for losses caused by wrong details you give us, by events beyond our reasonable control, or by a third party’s service, except where the law says otherwise. Nothing in these terms limits rights you have under consumer protection law.',
  'terms.law.title': 'Governing law',
  'terms.law.p1':
    'For accounts opened in Kenya these terms are governed by the laws of Kenya and disputes go to the courts of Kenya. For accounts opened in Tanzania they are governed by the laws of the United Republic of Tanzania and disputes go to the courts of Tanzania.',
  'terms.changes.title': 'Changes to these terms',
  'terms.changes.p1':
    'We may change these terms, for example when the law or our services change. We tell you at least 30 days before a change that affects you takes effect; if you do not agree you may close your account without charge before then.',
} as const;
