// The text of the About us page (/aboutUs). It goes out with its page's module (src/pages/about.ts).
export const aboutPageMessages = {
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
} as const;
