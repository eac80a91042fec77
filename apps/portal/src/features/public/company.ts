// Contact details of the company. Addresses, numbers and addresses of mailboxes read the same in
// every language, so they live here rather than in the message catalogue.
import type { MessageId } from '@mizani/i18n';

export const SUPPORT_EMAIL = 'support@mizani.africa';
export const PRESS_EMAIL = 'press@mizani.africa';
export const PRIVACY_EMAIL = 'privacy@mizani.africa';

export interface Office {
  id: 'nairobi' | 'dar-es-salaam';
  nameId: MessageId;
  addressLines: readonly string[];
  /** As shown, grouped for reading. */
  phone: string;
  /** As dialled, for the tel: link. */
  phoneHref: string;
}

export const OFFICES: readonly Office[] = [
  {
    id: 'nairobi',
    nameId: 'office.nairobi',
    addressLines: ['Waiyaki Way, Westlands', 'Nairobi, Kenya'],
    phone: '+254 700 000 000',
    phoneHref: 'tel:+254700000000',
  },
  {
    id: 'dar-es-salaam',
    nameId: 'office.darEsSalaam',
    addressLines: ['Haile Selassie Road, Masaki', 'Dar es Salaam, Tanzania'],
    phone: '+255 700 000 000',
    phoneHref: 'tel:+255700000000',
  },
];

export const OPENING_HOURS: readonly MessageId[] = ['office.hours.weekdays', 'office.hours.saturday', 'office.hours.closed'];
