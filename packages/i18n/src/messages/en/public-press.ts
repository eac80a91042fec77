// The text of the Press page (/press). It goes out with its page's module (src/pages/press.ts).
export const pressPageMessages = {
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
} as const;
