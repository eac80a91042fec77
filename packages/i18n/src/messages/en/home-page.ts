// The home page's own text (/). It goes out with its page's module (src/pages/home.ts).
export const homePageMessages = {
  'home.documentTitle': 'Send money home and across borders',
  'home.hero.eyebrow': 'Payments for Kenya and Tanzania',
  'home.hero.title': 'Send money home and across borders in minutes',
  'home.hero.body':
    'Pay into M-Pesa, Airtel, Tigo and Halotel wallets, or straight to a bank account over RTGS, Pesalink, TISS and TIPS. One account for Kenya and Tanzania, with the rate and the fee shown before you confirm.',
  'home.hero.primaryCta': 'Create an account',
  'home.hero.businessCta': 'Explore the business API',
  'home.rails.title': 'Where your money can go',
  'home.rails.mobile': 'Mobile money',
  'home.rails.bank': 'Bank transfer',
  'home.rails.countries': 'Countries we serve',
  'home.services.subtitle': 'What families and businesses need to move money in East Africa',
  'home.global.body':
    'Send across borders between Kenya, Tanzania and beyond. Top up your wallet, collect payments and follow every transfer until it arrives.',
  'home.domestic.title': 'Domestic payments',
  'home.domestic.body':
    'Pay people and businesses at home from your wallet balance, by mobile money or by bank, and collect payments into your account.',
  'home.fx.title': 'Currency exchange (FX)',
  'home.fx.body':
    'Convert between KES, TZS, USD and CNY at the current rate, look back over the rate history and keep a record of every conversion.',
  'home.api.title': 'API for businesses',
  'home.api.body':
    'Collect from customers (C2B), pay out to customers (B2C) and manage suspense assets from your own systems, with keys issued in the developer console.',
  'home.api.cta': 'Open the developer console',
  'home.steps.title': 'How it works',
  'home.steps.register': 'Sign up with your phone number or email address.',
  'home.steps.verify': 'Verify your identity: KYC for individuals, KYB for companies.',
  'home.steps.send': 'Top up your wallet and send to any mobile wallet or bank account.',
  'home.cta.title': 'Ready to send?',
  'home.cta.body': 'Opening an account takes a few minutes.',
} as const;
