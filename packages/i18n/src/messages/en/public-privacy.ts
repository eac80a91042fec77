// The text of the Privacy notice (/privacyNotice). It goes out with its page's module (src/pages/privacy.ts).
export const privacyPageMessages = {
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
} as const;
