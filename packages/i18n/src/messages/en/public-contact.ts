// The text of the Contact us page (/contactUs). It goes out with its page's module (src/pages/contact.ts).
export const contactPageMessages = {
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
} as const;
