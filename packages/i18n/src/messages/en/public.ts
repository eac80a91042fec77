// Strings of the public site: the header's user menu, the chat link, and the information and legal pages.
export const publicMessages = {
  'nav.user.menu': '{name}, account menu',
  'nav.user.signedInAs': 'Signed in as {name}',
  'nav.user.dashboard': 'Dashboard',
  'nav.user.profile': 'Profile',
  'nav.user.logout': 'Log out',

  'chat.short': 'Chat with us',
  'chat.label': 'Chat with us in your messaging app (opens in a new tab)',

  'public.onThisPage': 'On this page',
  'public.lastUpdated': 'Last updated {date}',

  // About us
  'about.documentTitle': 'About us',
  'about.eyebrow': 'About Mizani Pay',
  'about.title': 'Moving money across East Africa, fairly and in the open',
  'about.lead':
    'Mizani means “balance” in Swahili. We built Mizani Pay so that families and businesses in Kenya and Tanzania can send, receive and convert money with the fee and the rate shown before they confirm, and with every payment traceable until it arrives.',
  'about.who.title': 'Who we are',
  'about.who.p1':
    'Mizani Pay is a payments company with teams in Nairobi and Dar es Salaam. We connect wallets and bank accounts on both sides of the border: M-Pesa, Airtel Money, Tigo Pesa and Halopesa, and bank transfers over RTGS, Pesalink, TISS and TIPS.',
  'about.who.p2':
    'Our customers are people supporting family at home, traders who buy and sell across the region, and companies that pay staff and suppliers or collect from customers through our API.',
  'about.offer.title': 'What we do',
  'about.offer.transfers.title': 'Domestic and cross-border transfers',
  'about.offer.transfers.body': 'Send from your wallet balance to a mobile wallet or a bank account at home or in a neighbouring country.',
  'about.offer.wallet.title': 'Wallet top-ups and collections',
  'about.offer.wallet.body': 'Top up by M-Pesa, bank transfer or cash, and collect payments from your customers into your account.',
  'about.offer.fx.title': 'Currency exchange',
  'about.offer.fx.body': 'Convert between KES, TZS, USD and CNY at the current rate and keep a record of every conversion.',
  'about.offer.api.title': 'Payments API for businesses',
  'about.offer.api.body': 'Pay in (C2B), pay out (B2C) and suspense wallets, with keys and documentation in the developer console.',
  'about.trust.title': 'How we look after your money',
  'about.trust.p1':
    'Mizani Pay operates as a regulated payment service provider under the national payment systems laws of Kenya and Tanzania. We follow the anti-money-laundering and counter-terrorist-financing rules of both countries.',
  'about.trust.item1': 'Customer funds are kept apart from our own money, in accounts held with licensed banks.',
  'about.trust.item2': 'Every customer is verified before sending money: KYC for individuals, KYB for companies.',
  'about.trust.item3': 'Passwords are stored only as secure hashes, and every sign-in and security change is recorded in your operation log.',
  'about.trust.item4': 'Your personal data is handled as the data protection laws of Kenya and Tanzania require.',
  'about.offices.title': 'Our offices',
  'about.cta.title': 'Talk to us',
  'about.cta.body': 'Questions about an account, a payment or a partnership? Our teams in Nairobi and Dar es Salaam are here to help.',
  'about.cta.contact': 'Contact us',

  'office.nairobi': 'Nairobi, Kenya',
  'office.darEsSalaam': 'Dar es Salaam, Tanzania',
  'office.address': 'Address',
  'office.phone': 'Phone',
  'office.hours': 'Opening hours',
  'office.hours.weekdays': 'Monday to Friday, 8:00 to 18:00 (East Africa Time)',
  'office.hours.saturday': 'Saturday, 9:00 to 13:00',
  'office.hours.closed': 'Closed on Sundays and public holidays',

  // Press
  'press.documentTitle': 'Press',
  'press.eyebrow': 'Newsroom',
  'press.title': 'Press releases',
  'press.lead': 'News from Mizani Pay, newest first.',
  'press.list': 'Press releases',
  'press.r1.title': 'Mizani Pay opens its Dar es Salaam office',
  'press.r1.body':
    'Mizani Pay has opened an office in Masaki, Dar es Salaam, bringing customer support, compliance and partnerships for Tanzania under one roof. Customers can now visit the team for help with account verification and business onboarding.',
  'press.r2.title': 'Businesses can now integrate Mizani Pay through its payments API',
  'press.r2.body':
    'The Mizani Pay API lets businesses collect from customers (C2B), pay out to mobile wallets and bank accounts (B2C) and manage suspense wallets from their own systems. Access keys are issued in the developer console once the business account is verified.',
  'press.r3.title': 'Cross-border transfers between Kenya and Tanzania now arrive in minutes',
  'press.r3.body':
    'Transfers from a Mizani Pay wallet in Kenya to M-Pesa, Airtel Money, Tigo Pesa and Halopesa wallets in Tanzania, and in the other direction, are now paid out in minutes in most cases. The exchange rate and the fee are shown before the sender confirms.',
  'press.r4.title': 'Mizani Pay adds bank transfers over Pesalink, RTGS, TISS and TIPS',
  'press.r4.body':
    'Customers can now send to bank accounts in Kenya over Pesalink and RTGS and in Tanzania over TISS and TIPS, alongside mobile money. Businesses can settle supplier invoices directly from their wallet balance.',
  'press.media.title': 'Media enquiries',
  'press.media.body': 'Journalists can reach our communications team by email. We aim to reply within one working day.',

  // Contact us
  'contact.documentTitle': 'Contact us',
  'contact.eyebrow': 'Help and support',
  'contact.title': 'Contact us',
  'contact.lead':
    'Reach us the way that suits you. For questions about a payment, have your account number and the transaction number (SN) to hand: we will never ask for your password, transaction password or a verification code.',
  'contact.channels': 'Ways to reach us',
  'contact.email.title': 'Email',
  'contact.email.body': 'For account and payment questions. We reply within one working day.',
  'contact.phone.title': 'Phone',
  'contact.phone.body': 'During opening hours, in English and Swahili.',
  'contact.phone.ke': 'Kenya',
  'contact.phone.tz': 'Tanzania',
  'contact.chat.title': 'Chat',
  'contact.chat.body': 'Message us on WhatsApp from your phone during opening hours.',
  'contact.chat.action': 'Start a chat',
  'contact.offices': 'Visit us',
  'contact.other': 'Other enquiries',
  'contact.other.press': 'Press and media',
  'contact.other.privacy': 'Privacy and personal data',
  'contact.other.complaints': 'Complaints',
  'contact.other.complaintsBody':
    'Email us with “Complaint” in the subject. We acknowledge every complaint within two working days and tell you the outcome within 14 days.',

  // Privacy notice
  'privacy.documentTitle': 'Privacy notice',
  'privacy.title': 'Privacy notice',
  'privacy.lead':
    'This notice explains what personal data Mizani Pay collects when you use our website, portal, developer console and API, why we use it, who we share it with, how long we keep it and the rights you have.',
  'privacy.who.title': 'Who is responsible for your data',
  'privacy.who.p1':
    'Mizani Pay is the data controller for the personal data described here. In Kenya we process personal data in line with the Data Protection Act, 2019; in Tanzania in line with the Personal Data Protection Act, 2022. Where both apply, we follow the stricter rule.',
  'privacy.collect.title': 'The data we collect',
  'privacy.collect.p1': 'We collect only what we need to provide the service and to meet our legal duties:',
  'privacy.collect.item1': 'Account details: your name or nickname, phone number, email address, country and account number.',
  'privacy.collect.item2':
    'Identity verification (KYC): images of the front and back of your identity document, a live photo of you, and the document’s validity date.',
  'privacy.collect.item3':
    'Company verification (KYB): the company’s name, trading name, address, phone, email, industry and expected annual volume, and its documents, such as the certificate of incorporation, memorandum, board resolution, tax PIN certificate, tax compliance certificate, proof of address, audited accounts, business permit, AML policy and source of funds.',
  'privacy.collect.item4': 'Payments: amounts, currencies, recipients and their account or wallet details, the reason for a transfer and its status.',
  'privacy.collect.item5':
    'Security and device data: IP address, browser, the time of each sign-in, password change and profile change, and failed attempts.',
  'privacy.collect.item6': 'What you tell us when you contact us, including chat and email messages.',
  'privacy.use.title': 'Why we use it',
  'privacy.use.item1': 'To open and run your account and carry out the payments you ask for (performing our contract with you).',
  'privacy.use.item2':
    'To verify who you are and to prevent fraud, money laundering and terrorist financing (a legal obligation under the laws of Kenya and Tanzania).',
  'privacy.use.item3': 'To keep your account secure, for example by limiting repeated failed logins and sending verification codes.',
  'privacy.use.item4': 'To answer your questions and complaints.',
  'privacy.use.item5': 'To send service messages about your account and payments. We send marketing only if you agree, and you can stop it at any time.',
  'privacy.share.title': 'Who we share it with',
  'privacy.share.p1': 'We do not sell your personal data. We share it only where needed:',
  'privacy.share.item1': 'With mobile money operators and banks, to complete the payments you make and receive.',
  'privacy.share.item2': 'With identity verification and fraud prevention providers working on our instructions.',
  'privacy.share.item3': 'With regulators, tax authorities, courts and law enforcement when the law requires it.',
  'privacy.share.item4': 'With service providers that host and support our systems, under contracts that protect your data.',
  'privacy.transfer.title': 'Transfers outside your country',
  'privacy.transfer.p1':
    'A cross-border payment needs your data in both countries. When we transfer personal data outside Kenya or Tanzania we do so only where the law allows, with safeguards such as contractual protections and proof of adequate security.',
  'privacy.retention.title': 'How long we keep it',
  'privacy.retention.item1':
    'Identity verification records and payment records: for as long as your account is open and then for at least seven years, or longer where anti-money-laundering or tax law in Kenya or Tanzania requires.',
  'privacy.retention.item2': 'Security records such as your operation log: for two years.',
  'privacy.retention.item3': 'Verification codes: ten minutes; they can be used only once.',
  'privacy.retention.item4': 'Marketing preferences: until you change them or close your account.',
  'privacy.rights.title': 'Your rights',
  'privacy.rights.p1': 'Under Kenya’s Data Protection Act, 2019 and Tanzania’s Personal Data Protection Act, 2022 you have the right to:',
  'privacy.rights.item1': 'be told how your personal data is used;',
  'privacy.rights.item2': 'get a copy of the personal data we hold about you;',
  'privacy.rights.item3': 'have inaccurate or incomplete data corrected;',
  'privacy.rights.item4':
    'have data deleted when we no longer need it, except records the law requires us to keep;',
  'privacy.rights.item5': 'object to processing, including marketing, and withdraw consent at any time;',
  'privacy.rights.item6': 'receive your data in a portable format where the law provides for it.',
  'privacy.rights.p2':
    'To use a right, email privacy@mizani.africa from the address on your account. We reply within the time the law allows. If you are not satisfied, you may complain to the Office of the Data Protection Commissioner in Kenya or the Personal Data Protection Commission in Tanzania.',
  'privacy.security.title': 'How we protect it',
  'privacy.security.p1':
    'Data travels encrypted between your browser and our servers. Passwords are stored only as one-way hashes, access to personal data is limited to staff who need it, and sign-ins, password changes and profile changes are recorded.',
  'privacy.children.title': 'Children',
  'privacy.children.p1': 'Our services are for adults. We do not knowingly open accounts for anyone under 18.',
  'privacy.contact.title': 'Contact and changes',
  'privacy.contact.p1':
    'Our data protection officer can be reached at privacy@mizani.africa or at our offices in Nairobi and Dar es Salaam. When we change this notice we publish the new version here; if a change affects you significantly, we tell you before it takes effect.',

  // Terms and conditions
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
